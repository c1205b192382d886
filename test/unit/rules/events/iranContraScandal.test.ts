import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Iran-Contra Scandal (93, USSR, 2 ops, asterisk, rest of turn): the US's realignment rolls get -1.
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

  test('93: the US\'s die when the USSR realigns is not changed; the next turn the rolls are back to normal', () => {
    // Italy (US 3): the USSR rolls 6 against the US's 1 + 1 (more influence): the US loses 4 either way.
    const ussr = scenario(`
      ${SETUP}
      8.1   ICS@ ; —
      8.2   NAS/IT6:1 ; —`);
    ussr.assertClean();
    const plain = scenario(`
      ${SETUP}
      8.2   NAS/IT6:1 ; —`);
    assert.deepEqual(ussr.influence('IT'), plain.influence('IT'));
    const next = scenario(`
      ${SETUP}
      8.1   ICS@ ; —
      9.1   NAS&SY ; CIA/PL6:1`);
    assert.deepEqual(next.influence('PL'), { US: 0, USSR: 2 });
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
