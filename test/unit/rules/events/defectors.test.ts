import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Defectors (103, US, 2 ops): the US's headline cancels the USSR's; played by the USSR in an action round, the US gains 1 VP.
describe('Defectors (DEF, 103)', () => {
  test('103: the US headline cancels the USSR headline (TSN writes it alone): Vietnam Revolts does not happen and is discarded, not removed', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE ; DEF`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(s.effects, []);
    assert.ok(s.discard.includes('VIE') && s.discard.includes('DEF'));
    assert.ok(!s.removed.includes('VIE'));
  });

  test('103: it resolves first whatever the ops: a 3-ops USSR headline (COMECON) is cancelled before it happens', () => {
    const game = scenario(`
      ${SETUP}
      1.H   COM ; DEF {cancelled by DEF}`);
    game.assertClean();
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 0 });
    assert.ok(game.state().discard.includes('COM'));
  });

  test('103: a scoring card headlined by the USSR is cancelled too: no VP', () => {
    const game = scenario(`
      1.S   PL4 DD HU ; IT3 FR2 DE2
      1.1   FID&SY2 ; —
      2.H   SME ; DEF`);
    assert.deepEqual(game.problems(), ['TSN180@2.H'], 'a fragment: turn 1\'s other rounds are left out');
    assert.equal(game.state().vp, game.state('1.1').vp, 'the Middle East is not scored');
    assert.ok(game.state().discard.includes('SME'));
  });

  test('103: what a line writes for a cancelled headline did not happen: an error (TSN107), and its marks are checked', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; DEF`);
    game.expect('TSN107', '1.H', /Vietnam Revolts is cancelled by Defectors: its event does not happen; write its code alone \(VIE\)/);
    assert.deepEqual(game.influence('VN'), { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      1.H   SME=-2 ; DEF`).expect('TSN154', '1.H', /The play moves VP by 0 \(VP 0 to 0\), not -2: write =0/);
  });

  test('103: played by the USSR for operations in its action round, the US gains 1 VP (event after or before)', () => {
    for (const play of ['DEF&CS2@ =+1', 'DEF@ &CS2 =+1']) {
      const game = scenario(`
        ${SETUP}
        1.1   ${play} ; —`);
      game.assertClean();
      assert.equal(game.state().vp, 1, play);
      assert.deepEqual(game.influence('CS'), { US: 0, USSR: 2 });
    }
    scenario(`
      ${SETUP}
      1.1   DEF&CS2@ ; —`).expect('TSN156', '1.1', /add =\+1/);
  });

  test('103: played by the USSR on the space race it has no event: no VP', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DEF*2+ =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });

  test('103: played by the US for its event in an action round, or headlined by the USSR, it does nothing', () => {
    const us = scenario(`
      ${SETUP}
      1.1   SOC&AF2 PL ; DEF@`);
    us.assertClean();
    assert.equal(us.state().vp, 0);
    const ussrHeadline = scenario(`
      ${SETUP}
      1.H   DEF ; SPR CA`);
    ussrHeadline.assertClean();
    assert.equal(ussrHeadline.state().vp, 0);
    assert.deepEqual(ussrHeadline.influence('CA'), { US: 3, USSR: 0 }, 'the US headline is not cancelled');
  });

  test('103: headlined by the USSR it cancels nothing, so it resolves in the usual order: a 3-ops US headline first (4.5 C), discarded first', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DEF ; DAC D4 =+1`);
    game.assertClean();
    assert.deepEqual(game.state().discard, ['DAC', 'DEF']);
    // Headlined by the US it still goes first, whatever the ops.
    assert.deepEqual(scenario(`
      ${SETUP}
      1.H   DAC ; DEF`).state().discard, ['DEF', 'DAC']);
  });

  test('103: nothing is written for it', () => {
    scenario(`
      ${SETUP}
      1.1   SOC&AF2 PL ; DEF@IT`).expect('TSN181', '1.1', /Defectors writes nothing: headlined by the US it cancels the USSR's headline; played by the USSR in an action round it gives the US 1 VP \(=\+1\); the line adds US influence in Italy/);
  });
});
