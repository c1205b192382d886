import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Iran-Contra Scandal (93, USSR, 2 ops, asterisk, rest of turn): the US's realignment rolls get -1,
// whoever realigns (rulings).
// Poland (USSR 4): the US rolls 6 (-1) against the USSR's 1 + 1 (more influence) + 1 (next to the
// USSR) + 1 (USSR-controlled East Germany next to it) = 4.
describe('Iran-Contra Scandal (ICS, 93)', () => {
  test('93: in force for the rest of the turn; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   ICS@ ; —`);
    game.assertClean();
    assert.deepEqual(game.state().effects.map((e) => [e.card, e.duration]), [['ICS', 'turn']]);
    assert.ok(game.state().removed.includes('ICS'));
  });

  test('93: a US realignment roll gets -1: the USSR loses 1 in Poland instead of 2', () => {
    const scandal = scenario(`
      ${SETUP}
      8.1   ICS@ ; CIA/PL6:1`);
    scandal.assertClean();
    assert.deepEqual(scandal.influence('PL'), { US: 0, USSR: 3 });
    const without = scenario(`
      ${SETUP}
      8.1   NAS&SY ; CIA/PL6:1`);
    assert.deepEqual(without.influence('PL'), { US: 0, USSR: 2 });
  });

  test('93: the US\'s die gets -1 when the USSR realigns too (rulings: "all US realignment rolls"); the next turn the rolls are back to normal', () => {
    // Italy (US 3): the US rolls 4 + 1 (more influence) - 1 against the USSR's 6: the US loses 2, not 1.
    const ussr = scenario(`
      ${SETUP}
      8.H   ICS ; IND HU
      8.1   NAS/IT4:6 ; NTB&FR4`);
    ussr.assertClean();
    assert.deepEqual(ussr.influence('IT'), { US: 1, USSR: 0 });
    assert.deepEqual(ussr.influence('FR'), { US: 6, USSR: 0 });
    assert.deepEqual(ussr.influence('HU'), { US: 1, USSR: 1 });
    const plain = scenario(`
      ${SETUP}
      8.H   VIE VN2 ; IND HU
      8.1   NAS/IT4:6 ; NTB&FR4`);
    plain.assertClean();
    assert.deepEqual(plain.influence('IT'), { US: 2, USSR: 0 });
    const next = scenario(`
      ${SETUP}
      8.1   ICS@ ; —
      9.1   NAS/IT4:6 ; —`);
    assert.deepEqual(next.influence('IT'), { US: 2, USSR: 0 });
  });

  test('93: the realignment roll of operations an event grants the US is a US roll too (CIA Created\'s 1 op): -1', () => {
    const scandal = scenario(`
      ${SETUP}
      8.1   ICS@ ; CIA@/PL6:1`);
    scandal.assertClean();
    assert.deepEqual(scandal.influence('PL'), { US: 0, USSR: 3 });
    const without = scenario(`
      ${SETUP}
      8.1   NAS&SY ; CIA@/PL6:1`);
    without.assertClean();
    assert.deepEqual(without.influence('PL'), { US: 0, USSR: 2 });
  });

  test('93 + Tear Down This Wall: the free realignment rolls in Europe are US rolls too, -1 each', () => {
    // East Germany after TDW: US 3, USSR 4. First roll: US 6 - 1 = 5 against USSR 1 + 1 (more
    // influence) + 1 (USSR-controlled Poland next to it) = 3: the USSR loses 2 (3 without the
    // scandal). Then the US has more influence: US 1 + 1 - 1 = 1 against USSR 1 + 1 = 2, twice:
    // the US loses 1, then (influence level) 1 - 1 = 0 against 2: 2 more.
    const scandal = scenario(`
      ${SETUP}
      8.1   ICS@ ; TDW@DD3 /DD6:1 DD1:1 DD1:1`);
    scandal.assertClean();
    assert.deepEqual(scandal.influence('DD'), { US: 0, USSR: 2 });
    const without = scenario(`
      ${SETUP}
      8.1   NAS&SY ; TDW@DD3 /DD6:1 DD1:1 DD1:1`);
    without.assertClean();
    // Without it: 6 against 3, the USSR loses 3; then 1 + 1 = 2 against 1 + 1 = 2, ties.
    assert.deepEqual(without.influence('DD'), { US: 3, USSR: 1 });
  });

  test('93: played by the US for operations, the USSR\'s event happens too; headlined; anything written is TSN181', () => {
    const ops = scenario(`
      ${SETUP}
      8.1   NAS&SY ; ICS@ /PL6:1 PL6:1`);
    ops.assertClean();
    assert.deepEqual(ops.influence('PL'), { US: 0, USSR: 2 }, 'two rolls at 6 - 1 = 5 against 4: 1 each');
    const headline = scenario(`
      ${SETUP}
      8.H   ICS ; CIA&JP
      8.1   NAS&SY ; TRU/PL6:1`);
    headline.assertClean();
    assert.deepEqual(headline.influence('PL'), { US: 0, USSR: 3 });
    scenario(`
      ${SETUP}
      8.1   ICS@PL ; —`).expect('TSN181', '8.1', /Iran-Contra Scandal writes nothing: for the rest of the turn the US's realignment rolls get -1; the line adds USSR influence in Poland/);
  });
});
