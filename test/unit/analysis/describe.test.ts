// The plain-English reading of what a part writes (analysis/describe.ts): dice are worded by whose
// die the event writes first, a fact of the event's definition (Summit: the US's; Olympic Games:
// the player's), not by the card's code.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { describePart } from '../../../core/src/analysis/describe';
import { parseLine, partsOf, type GameLine } from '../../../core/src/notation';

function partText(line: string, side: 'US' | 'USSR'): string {
  const game = parseLine(line).line as GameLine;
  const part = partsOf(game).find((p) => p.side === side)!.part;
  return describePart(part, side, 4, 1);
}

describe('describePart: the dice of an event', () => {
  test('Summit, played by the USSR: the US die is written first (SUM@d2:6)', () => {
    assert.match(partText('4.1   SUM@d2:6 =-2 ; —', 'USSR'), /the US rolled 2 and the USSR 6/);
  });
  test('Olympic Games: the sponsor\'s die is written first (OLY@d3:5)', () => {
    assert.match(partText('4.1   OLY@d3:5 =-2 ; —', 'USSR'), /the sponsor rolled 3 and the other side 5/);
  });
});
