import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Iranian Hostage Crisis (82, USSR, 3 ops, asterisk, persistent): all US influence out of Iran, the
// USSR +2 there; while in force, Terrorism played by the USSR makes the US discard two cards.
describe('Iranian Hostage Crisis (IHC, 82)', () => {
  test('82: the US\'s influence in Iran goes, the USSR adds 2; the effect stays in force, the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   IHC@IR2 (IR-) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
    const s = game.state();
    assert.ok(s.effects.some((e) => e.card === 'IHC' && e.duration === 'persistent'));
    assert.ok(s.removed.includes('IHC'));
    // Still in force in the next turn.
    assert.ok(scenario(`
      ${SETUP}
      8.1   IHC@IR2 (IR-) ; —
      9.1   NAS&SY ; —`).state().effects.some((e) => e.card === 'IHC'));
  });

  test('82: played by the US for operations, the event happens too, before or after (the USSR\'s influence in parentheses)', () => {
    const after = scenario(`
      ${SETUP}
      8.1   NAS&SY ; IHC&JP3 @IR- (IR2)`);
    after.assertClean();
    assert.deepEqual(after.influence('IR'), { US: 0, USSR: 2 });
    const before = scenario(`
      ${SETUP}
      8.1   NAS&SY ; IHC@IR- (IR2) &IR2`);
    before.assertClean();
    assert.deepEqual(before.influence('IR'), { US: 2, USSR: 2 });
  });

  test('82: headlined', () => {
    const game = scenario(`
      ${SETUP}
      8.H   IHC IR2 (IR-) ; CNB Eu`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
  });

  test('82: the US removal left out is TSN182, a wrong amount TSN181/TSN182; the card\'s changes are applied', () => {
    const left = scenario(`
      ${SETUP}
      8.1   IHC@IR2 ; —`);
    left.expect('TSN182', '8.1', /Iranian Hostage Crisis removes all US influence from Iran \(1\) and adds 2 USSR influence there; the line leaves out that it removes 1 US influence from Iran: write IR2 \(IR-\)/);
    assert.deepEqual(left.influence('IR'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      8.1   IHC@IR3 (IR-) ; —`).expect('TSN181', '8.1', /the line adds 3 USSR influence in Iran: write IR2 \(IR-\)/);
    scenario(`
      ${SETUP}
      8.1   IHC@IR2 IQ (IR-) ; —`).expect('TSN181', '8.1', /the line adds 1 USSR influence in Iraq/);
  });

  test('82 + Terrorism: the US discards two (see terrorism.test.ts); the effect is what Terrorism asks', () => {
    const game = scenario(`
      ${SETUP}
      8.1   IHC@IR2 (IR-) ; —
      8.2   TER@ >KIT >CIA ; —`);
    game.assertClean();
    const without = scenario(`
      ${SETUP}
      8.2   TER@ >KIT >CIA ; —`);
    without.expect('TSN181', '8.2', /Terrorism: the US discards 1 card at random; the line discards 2: CIA Created is one too many/);
  });
});
