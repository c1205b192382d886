// An opponent's card played for operations (5.1): its event happens too, before or after the
// operations as the player chose and as TSN writes it (#…@ or @…&). TSN scenarios naming the rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('an opponent\'s card played for operations (5.1)', () => {
  test('5.1 the opponent\'s event happens: Duck and Cover played by the USSR for influence degrades DEFCON and gives the US VP', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DAC&SY3@ D4 =+1 ; —`);
    game.assertClean();
    assert.equal(game.state().defcon, 4);
    assert.equal(game.state().vp, 1);
  });

  test('5.1 the event\'s results are checked: leaving out its D and VP is a warning', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DAC&SY3 ; —`);
    game.expect('TSN157', '1.1', /add D4/);
    game.expect('TSN156', '1.1', /add =\+1/);
  });

  test('5.1 before or after, as written: the event first (@…&) gives the US 1 in Hungary, then the USSR\'s 2', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IND@(HU)&HU2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('HU'), { US: 1, USSR: 3 });
  });

  test('5.1 before or after, as written: the operations first (&…@) make the US match 3 in Hungary', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IND&HU2@(HU3) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('HU'), { US: 3, USSR: 3 });
  });

  test('5.1 before or after: the event is checked against the board at its own moment (after the operations, 1 in Hungary is too few)', () => {
    scenario(`
      ${SETUP}
      1.1   IND&HU2@(HU) ; —`).expect('TSN182', '1.1');
  });

  test('5.1 the event happens after a coup too: the US plays Nasser for a coup, then the USSR gains 2 in Egypt', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAS#SY6+3@(EG2)`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 0 }, 'Syria: USSR 3 removed (die 6 + 1 - 4)');
  });

  test('5.1 an opponent\'s card cannot be played for its event alone', () => {
    scenario(`
      ${SETUP}
      1.1   DAC@ D4 =+1 ; —`).expect('TSN109', '1.1', /Duck and Cover is a US card: the USSR plays it for its operations \(its event happens too\), not for its event alone/);
  });

  test('5.1 the side\'s own card played for operations has no event: writing one is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2@CU3 ; —`).expect('TSN107', '1.1', /Fidel is the USSR's own card: played for operations its event does not happen/);
  });

  test('6.4.5 an opponent\'s card on the space race has no event', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DAC*2+ =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().defcon, 5);
  });

  test('5.2 an opponent\'s event that cannot happen leaves the operations alone (NATO before Marshall Plan or Warsaw Pact)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAT&SY2 AF2 ; —`);
    game.assertClean();
    assert.deepEqual(game.state().effects, []);
    assert.ok(game.state().discard.includes('NAT'), 'discarded, not removed: its event did not happen');
  });
});
