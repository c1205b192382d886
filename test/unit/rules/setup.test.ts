import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applySetup } from '../../../core/src/rules/setup';
import { influenceOf } from '../../../core/src/rules/map';
import { initialState } from '../../../core/src/rules/state';
import { codes, find, inTurn } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

describe('setup (3.2, 3.3, project rulings)', () => {
  test('the USSR places 6 in Eastern Europe, the US 7 in Western Europe', () => {
    const ussr = applySetup(initialState(EVENTS), { side: 'USSR', placements: [{ country: 'AT', amount: 1 }, { country: 'DD', amount: 1 }, { country: 'HU', amount: 3 }, { country: 'YU', amount: 1 }] });
    assert.deepEqual(ussr.problems, []);
    assert.equal(influenceOf(ussr.state, 'DD', 'USSR'), 4);
    const us = applySetup(ussr.state, { side: 'US', placements: ['DK', 'FI', 'FR', 'NO', 'SE'].map((country) => ({ country, amount: 1 })).concat([{ country: 'GR', amount: 2 }]) });
    assert.deepEqual(us.problems, []);
  });

  test('influence beyond the free placement where the side already has influence is information (a bid)', () => {
    const us = applySetup(initialState(EVENTS), { side: 'US', placements: [{ country: 'DK', amount: 1 }, { country: 'FI', amount: 1 }, { country: 'FR', amount: 1 }, { country: 'GR', amount: 2 }, { country: 'NO', amount: 1 }, { country: 'PA', amount: 1 }, { country: 'ZA', amount: 1 }, { country: 'SE', amount: 1 }] });
    assert.deepEqual(codes(us.problems), ['TSN115', 'TSN115']);
    assert.equal(us.problems[0]!.severity, 'information');
    assert.deepEqual(us.problems[0]!.target, { kind: 'country', country: 'PA', index: 5, section: 'ops' });
  });

  test('extra influence where the side has none is an error; a placement outside the subregion counts as extra', () => {
    const out = applySetup(initialState(EVENTS), { side: 'USSR', placements: [{ country: 'PL', amount: 6 }, { country: 'EG', amount: 1 }] });
    assert.deepEqual(codes(out.problems), ['TSN116']);
  });

  test('fewer than the free placement is a warning', () => {
    const out = applySetup(initialState(EVENTS), { side: 'USSR', placements: [{ country: 'PL', amount: 5 }] });
    assert.equal(find(out.problems, 'TSN117')?.message, 'The USSR places 6 influence in Eastern Europe at setup; 5 written there');
  });

  test('setup only before turn 1\'s headline', () => {
    assert.ok(codes(applySetup(inTurn(2), { side: 'USSR', placements: [{ country: 'PL', amount: 6 }] }).problems).includes('TSN176'));
  });
});
