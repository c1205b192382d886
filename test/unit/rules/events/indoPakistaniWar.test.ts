import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('24 Indo-Pakistani War: the player invades India or Pakistan, die -1 per opponent-controlled neighbour, 4-6 wins 2 VP', () => {
  test('Indo-Pakistani War by the USSR, Pakistan invaded and won: -2 VP, 2 USSR military operations; discarded', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IPW@xPK4+ =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().milops.USSR, 2);
    assert.ok(game.state().discard.includes('IPW'));
  });

  test('Indo-Pakistani War by the US, India invaded and won: +2 VP, 2 US military operations', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW@xIN4+ =+2`);
    game.assertClean();
    assert.equal(game.state().vp, 2);
    assert.equal(game.state().milops.US, 2);
    assert.equal(game.state().milops.USSR, 0);
  });

  test('Indo-Pakistani War won: all the opponent\'s influence in the target becomes the winner\'s', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DAC&PK3
      1.2   IPW@xPK6+ =-2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('PK'), { US: 0, USSR: 3 });
  });

  test('Indo-Pakistani War: an opponent-controlled neighbour takes 1 off the die (US-controlled Iran)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; SPR&IR TW
      1.2   IPW@xPK4+ =-2 ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN183', '1.2', /Indo-Pakistani War: die 4 - 1 \(US-controlled Iran\) = 3, the USSR loses \(it needs 4-6\): write xPK4 without \+/);
    assert.deepEqual(game.influence('PK'), { US: 0, USSR: 0 });
    assert.equal(game.state().vp, 0);
  });

  test('Indo-Pakistani War: a roll outside India and Pakistan is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IPW@xAF5+ =-2 ; —`);
    game.expect('TSN181', '1.1', /Indo-Pakistani War is fought in India or Pakistan; the line writes its roll in Afghanistan: write xIN5\+ or xPK5\+/);
    assert.equal(game.state().milops.USSR, 2);
  });
  test('Indo-Pakistani War as a US headline: the US\'s war, VP and military operations', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IPW xPK4+ =+2`);
    game.assertClean();
    assert.equal(game.state().milops.US, 2);
    assert.equal(game.state().vp, 2);
  });
});
