import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('11 Korean War: die -1 per US-controlled neighbour of South Korea, 4-6 wins 2 VP and the US influence there; +2 USSR military operations', () => {
  test('Korean War won (die 4, no US-controlled neighbour): the US influence in South Korea becomes USSR, -2 VP, 2 military operations; removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR@xKR4+ =-2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('KR'), { US: 0, USSR: 1 });
    assert.equal(game.state().vp, -2);
    assert.equal(game.state().milops.USSR, 2);
    assert.ok(game.state().removed.includes('KOR'));
  });

  test('Korean War lost (die 3): nothing changes but the USSR\'s 2 military operations', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR@xKR3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('KR'), { US: 1, USSR: 0 });
    assert.equal(game.state().vp, 0);
    assert.equal(game.state().milops.USSR, 2);
  });

  test('Korean War: a roll written won that the die loses is TSN183, and the war is lost', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR@xKR3+ =-2 ; —`);
    game.expect('TSN183', '1.1', /Korean War: die 3, no US-controlled country next to the target, the USSR loses \(it needs 4-6\): write xKR3 without \+/);
    game.expect('TSN154', '1.1', /moves VP by 0/);
    assert.deepEqual(game.influence('KR'), { US: 1, USSR: 0 });
  });

  test('Korean War: a US-controlled Japan takes 1 off the die (4 becomes 3: lost)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&JP3 TW
      1.2   KOR@xKR4+ =-2 ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN183', '1.2', /die 4 - 1 \(US-controlled Japan\) = 3, the USSR loses/);
    const won = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&JP3 TW
      1.2   KOR@xKR5+ =-2 ; —`);
    won.assertClean();
    assert.deepEqual(won.influence('KR'), { US: 0, USSR: 1 });
  });

  test('Korean War: a die written lost that wins is TSN183, and the war is won', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR@xKR6 =-2 ; —`);
    game.expect('TSN183', '1.1', /die 6, no US-controlled country next to the target, the USSR wins \(it needs 4-6\): write xKR6\+/);
    assert.equal(game.state().vp, -2);
  });

  test('Korean War: no roll written is TSN182; a roll elsewhere or influence listed is TSN181', () => {
    scenario(`
      ${SETUP}
      1.1   KOR@ ; —`).expect('TSN182', '1.1', /Korean War is a war: write its roll in South Korea, x, the country, the die and \+ when it is won \(such as xKR4\+ or xKR2\)/);
    scenario(`
      ${SETUP}
      1.1   KOR@xJP5+ =-2 ; —`).expect('TSN181', '1.1', /Korean War is fought in South Korea; the line writes its roll in Japan: write xKR5\+/);
    const listed = scenario(`
      ${SETUP}
      1.1   KOR@xKR5+ KR =-2 ; —`);
    listed.expect('TSN181', '1.1', /Korean War changes influence only through its roll/);
    assert.deepEqual(listed.influence('KR'), { US: 0, USSR: 1 });
  });

  test('Korean War played by the US for operations (the spec\'s example): the USSR\'s war, then the US coup', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; KOR@xKR4+ #SY6+4 =-2`);
    game.assertClean();
    assert.equal(game.state().milops.USSR, 2);
    assert.equal(game.state().milops.US, 2);
    assert.deepEqual(game.influence('KR'), { US: 0, USSR: 1 });
    assert.ok(game.state().removed.includes('KOR'));
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; KOR#SY6+4@xKR4+ =-2`);
    after.assertClean();
  });

  test('Korean War as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   KOR xKR4+ =-2 ; IND`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });
});
