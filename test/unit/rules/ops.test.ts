import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { initialState } from '../../../core/src/rules/state';
import { modifiedOps, opsBreakdown, describeOps } from '../../../core/src/rules/ops';
import { withEffect } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

describe('operations modifiers (7.4)', () => {
  test('printed value without modifiers; scoring cards have 0', () => {
    assert.equal(modifiedOps(initialState(EVENTS), 'US', 'NAS'), 1);
    assert.equal(modifiedOps(initialState(EVENTS), 'US', 'SEU'), 0);
  });

  test('China Card: 4, +1 when all its operations are spent in Asia', () => {
    assert.equal(modifiedOps(initialState(EVENTS), 'USSR', 'CHN'), 4);
    assert.equal(modifiedOps(initialState(EVENTS), 'USSR', 'CHN', { allInAsia: true }), 5);
  });

  test('Containment: US cards +1, to a maximum of 4; not the USSR\'s', () => {
    const s = withEffect(initialState(EVENTS), 'CON', 'US');
    assert.equal(modifiedOps(s, 'US', 'NAS'), 2);
    assert.equal(modifiedOps(s, 'US', 'DAC'), 4);
    assert.equal(modifiedOps(s, 'US', 'MAR'), 4); // already 4
    assert.equal(modifiedOps(s, 'USSR', 'NAS'), 1);
    assert.equal(describeOps(opsBreakdown(s, 'US', 'NAS')), '2 ops (printed 1, +1 Containment)');
  });

  test('Brezhnev Doctrine: USSR cards +1, max 4', () => {
    const s = withEffect(initialState(EVENTS), 'BRE', 'USSR');
    assert.equal(modifiedOps(s, 'USSR', 'COM'), 4);
    assert.equal(modifiedOps(s, 'USSR', 'NTB'), 4);
    assert.equal(modifiedOps(s, 'US', 'COM'), 3);
  });

  test('Red Scare/Purge: the opponent of its player -1, minimum 1', () => {
    const s = withEffect(initialState(EVENTS), 'RED', 'US');
    assert.equal(modifiedOps(s, 'USSR', 'COM'), 2);
    assert.equal(modifiedOps(s, 'USSR', 'NAS'), 1);
    assert.equal(modifiedOps(s, 'US', 'COM'), 3);
  });

  test('Containment and Red Scare on the same side cancel out', () => {
    const s = withEffect(withEffect(initialState(EVENTS), 'CON', 'US'), 'RED', 'USSR');
    assert.equal(modifiedOps(s, 'US', 'DAC'), 3);
    assert.equal(modifiedOps(s, 'US', 'NAS'), 1);
  });

  test('Vietnam Revolts: USSR +1 when all in Southeast Asia, the China Card included (4 +1 +1)', () => {
    const s = withEffect(initialState(EVENTS), 'VIE', 'USSR');
    assert.equal(modifiedOps(s, 'USSR', 'NAS', { allInSoutheastAsia: true, allInAsia: true }), 2);
    assert.equal(modifiedOps(s, 'USSR', 'NAS', { allInAsia: true }), 1);
    assert.equal(modifiedOps(s, 'USSR', 'CHN', { allInSoutheastAsia: true, allInAsia: true }), 6);
    assert.equal(modifiedOps(s, 'US', 'DAC', { allInSoutheastAsia: true }), 3);
  });
});
