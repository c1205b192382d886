import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Captured Nazi Scientist (18, neutral, 1 op, removed): the player's space race marker moves up one box.
describe('Captured Nazi Scientist (CNS, 18)', () => {
  test('18: the USSR advances to Earth Satellite first and gains 2 VP; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CNS@ =-2 ; —`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(s.space, { US: 0, USSR: 1 });
    assert.equal(s.vp, -2);
    assert.ok(s.removed.includes('CNS'));
  });

  test('18: the US, second to a box, takes the second figure (Earth Satellite: 1 VP)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC*2+ =-2 ; CNS@ =+1`);
    game.assertClean();
    assert.deepEqual(game.state().space, { US: 1, USSR: 1 });
    assert.equal(game.state().vp, -1);
  });

  test('18: it is no space race attempt: the once-a-turn attempt is still open after it, and it does not use one', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CNS@ =-2 ; —
      1.2   SOC*4+ ; —`);
    game.assertClean();
    assert.deepEqual(game.state().space, { US: 0, USSR: 2 });
    assert.equal(game.state().spaceAttempts.USSR, 1);
  });

  test('18: in the headline it moves the headline player\'s marker', () => {
    const game = scenario(`
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; CNS =+2`);
    game.assertClean();
    assert.deepEqual(game.state().space, { US: 1, USSR: 0 });
  });

  test('18: the VP mark is checked, and nothing else may be written', () => {
    scenario(`
      ${SETUP}
      1.1   CNS@ =-1 ; —`).expect('TSN154', '1.1', /The play moves VP by -2/);
    scenario(`
      ${SETUP}
      1.1   CNS@ ; —`).expect('TSN156', '1.1', /add =-2/);
    scenario(`
      ${SETUP}
      1.1   CNS@PL =-2 ; —`).expect('TSN181', '1.1', /Captured Nazi Scientist only moves the USSR's space race marker up one box \(no roll; the box's VP are written =N\); the line adds USSR influence in Poland/);
  });
});
