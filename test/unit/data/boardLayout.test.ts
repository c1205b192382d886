// The board map's table of coordinates: every country once, where the reference puts it, inside
// the drawing, and no two boxes (countries, superpower spaces, region names, panels) overlapping.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOARD_SIZE, COUNTRIES, COUNTRY_POSITIONS, PANELS, REGION_LABELS, SUPERPOWER_BOXES, boxesOverlap, countryBox, type Box,
} from '../../../core/src/data';
import { FIXTURE_DIR } from './reference';

const reference = JSON.parse(readFileSync(join(FIXTURE_DIR, 'board-layout.json'), 'utf8')) as { countries: Record<string, { x: number; y: number }> };

function allBoxes(): { name: string; box: Box }[] {
  return [
    ...COUNTRIES.map((c) => ({ name: `country ${c.code}`, box: countryBox(c.code)! })),
    ...Object.entries(SUPERPOWER_BOXES).map(([code, box]) => ({ name: `superpower ${code}`, box })),
    ...REGION_LABELS.map((label) => ({ name: `label ${label.text}`, box: label.box })),
    ...Object.entries(PANELS).map(([name, box]) => ({ name: `panel ${name}`, box })),
  ];
}

describe('board layout', () => {
  test('holds all 84 countries, each once, at the reference position', () => {
    assert.equal(Object.keys(COUNTRY_POSITIONS).length, 84);
    assert.deepEqual(Object.keys(COUNTRY_POSITIONS).sort(), COUNTRIES.map((c) => c.code).sort());
    assert.deepEqual(Object.keys(reference.countries).sort(), Object.keys(COUNTRY_POSITIONS).sort());
    for (const [code, at] of Object.entries(reference.countries)) assert.deepEqual(COUNTRY_POSITIONS[code], at, code);
  });

  test('no two boxes overlap', () => {
    const boxes = allBoxes();
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        if (boxesOverlap(boxes[i]!.box, boxes[j]!.box)) overlaps.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
      }
    }
    assert.deepEqual(overlaps, []);
  });

  test('every box lies inside the drawing', () => {
    for (const { name, box } of allBoxes()) {
      assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= BOARD_SIZE.width && box.y + box.height <= BOARD_SIZE.height, `${name} is outside the drawing`);
    }
  });

  test('the overlap check itself tells overlapping from touching boxes', () => {
    assert.equal(boxesOverlap({ x: 0, y: 0, width: 10, height: 10 }, { x: 9, y: 9, width: 5, height: 5 }), true);
    assert.equal(boxesOverlap({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 5, height: 5 }), false);
    assert.equal(countryBox('XX'), undefined);
  });
});
