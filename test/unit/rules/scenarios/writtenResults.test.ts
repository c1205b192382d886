// Written results against the board (the TSN rulings): every D, =, +N, x…+, *…+ is checked; a
// result the rules contradict is an error naming the right value; a change the play caused that the
// line leaves out is a warning. TSN scenarios naming the rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('written results', () => {
  test('D: the DEFCON written must be the level after the play', () => {
    scenario(`
      ${SETUP}
      1.1   NAS#IR6+3 D4 ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   NAS#IR6+3 D3 ; —`).expect('TSN155', '1.1', /DEFCON is 4 after the play, not 3: write D4/);
  });

  test('D: a DEFCON change left out is a warning', () => {
    scenario(`
      ${SETUP}
      1.1   NAS#IR6+3 ; —`).expect('TSN157', '1.1', /add D4/);
  });

  test('D: a D written for a play that did not move DEFCON is an error', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY D4 ; —`).expect('TSN155', '1.1', /DEFCON is 5 after the play, not 4: write D5/);
  });

  test('=: the VP written must be the net VP of the play (Middle East Scoring with a USSR-controlled Syria: presence, -3)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; —
      1.2   SME=-3 ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; —
      1.2   SME=-4 ; —`).expect('TSN154', '1.2', /The play moves VP by -3 \(VP 0 to -3\), not -4: write =-3/);
  });

  test('=: a VP change left out is a warning', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; —
      1.2   SME ; —`).expect('TSN156', '1.2', /add =-3/);
  });

  test('=: a scoring card that scores 0 may be written alone or with =0', () => {
    scenario(`
      ${SETUP}
      1.1   SME ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   SME=0 ; —`).assertClean();
  });

  test('+N: a coup\'s written result is checked (die 6 + 1 - 4 = 3 in Iran)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS#IR6+4 D4 ; —`).expect('TSN151', '1.1', /Coup result should be \+3/);
  });

  test('x…+: a war roll\'s outcome is checked (Korean War: 4-6 wins with no US-controlled neighbour)', () => {
    const won = scenario(`
      ${SETUP}
      1.1   KOR@xKR4+ =-2 ; —`);
    won.assertClean();
    assert.deepEqual(won.influence('KR'), { US: 0, USSR: 1 });
    scenario(`
      ${SETUP}
      1.1   KOR@xKR3+ =-2 ; —`).expect('TSN183', '1.1');
  });

  test('x…+: a war\'s VP left out is a warning', () => {
    scenario(`
      ${SETUP}
      1.1   KOR@xKR4+ ; —`).expect('TSN156', '1.1', /add =-2/);
  });

  test('*…+: a space race roll is checked against its box', () => {
    scenario(`
      ${SETUP}
      1.1   FID*5+ =-2 ; —`).expect('TSN152', '1.1', /A die of 5 fails for Earth Satellite/);
  });

  test('a die shows 1 to 6 (the notation already refuses a 7)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS#IR7+4 D4 ; —`).expect('TSN034', '1.1', /A die shows 1 to 6/);
  });

  test('T.E: the military operations shortfall and the DEFCON after the end of the turn are checked', () => {
    // The USSR made 2 (Fidel's coup) at DEFCON 4: 2 short, +2 for the US; the US 0: 4 short, -4; DEFCON back to 5.
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —
      1.E   =+2 ; =-4 D5`).assertClean(['TSN180']); // a fragment: rounds 1.2-1.6 left out
    const wrong = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —
      1.E   =+1 ; =-4 D4`);
    wrong.expect('TSN154', '1.E', /should write =\+2 for the USSR/);
    wrong.expect('TSN155', '1.E', /DEFCON is 5 after the end of turn 1 and the next turn's improvement, not 4: write D5/);
  });

  test('T.E: a shortfall left out is a warning', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —
      1.E   =+2 ; D5`).expect('TSN156', '1.E', /add =-4/);
  });
});
