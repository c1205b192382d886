import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('13 Arab-Israeli War: die -1 if the US controls Israel and per US-controlled neighbour, 4-6 wins 2 VP; prevented by Camp David Accords', () => {
  test('Arab-Israeli War won: the US influence in Israel becomes USSR, -2 VP, 2 military operations; discarded (no asterisk)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   AIW@xIL4+ =-2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IL'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.USSR, 2);
    assert.ok(game.state().discard.includes('AIW'));
  });

  test('Arab-Israeli War: a US-controlled Israel itself counts -1', () => {
    const lost = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&IL3 JO
      1.2   AIW@xIL4+ =-2 ; —`);
    onlyOn(lost, '1.2');
    lost.expect('TSN183', '1.2', /Arab-Israeli War: die 4 - 1 \(US-controlled Israel\) = 3, the USSR loses \(it needs 4-6\): write xIL4 without \+/);
    const won = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&IL3 JO
      1.2   AIW@xIL5+ =-2 ; —`);
    won.assertClean();
    assert.deepEqual(won.influence('IL'), { US: 0, USSR: 4 });
  });

  test('Arab-Israeli War: US-controlled neighbours count too (Israel and Jordan: -2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&IL3 JO
      1.2   FID&SY2 ; DAC&JO TW2
      1.3   AIW@xIL5+ =-2 ; —`);
    onlyOn(game, '1.3');
    game.expect('TSN183', '1.3', /die 5 - 2 \(US-controlled Israel and Jordan\) = 3, the USSR loses/);
  });

  test('Arab-Israeli War played by the US for operations, before and after', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; AIW@xIL2 &TW2`);
    before.assertClean();
    assert.equal(before.state().milops.USSR, 2);
    assert.deepEqual(before.influence('IL'), { US: 1, USSR: 0 });
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; AIW&TW2@xIL6+ =-2`);
    after.assertClean();
    assert.equal(after.state().vp, -2);
  });

  test('Arab-Israeli War cannot be played as an event while Camp David Accords is in force (TSN105): no roll, no VP, no military operations', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NAS&SY ; CDA@IL JO EG =+1
      4.2   AIW@xIL6+ ; —`);
    onlyOn(game, '4.2');
    game.expect('TSN105', '4.2', /Arab-Israeli War's event cannot happen: Camp David Accords is in force/);
    assert.deepEqual(game.influence('IL'), { US: 2, USSR: 0 });
    assert.equal(game.state().milops.USSR, 0);
    assert.ok(game.state().discard.includes('AIW'));
  });

  test('Arab-Israeli War played by the US for operations under Camp David Accords: operations only', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NAS&SY ; CDA@IL JO EG =+1
      4.2   FID&IQ2 ; AIW&TW2@`);
    assert.deepEqual(game.problems().filter((p) => p.endsWith('@4.2')), []);
    assert.equal(game.state().milops.USSR, 0);
    assert.ok(game.state().discard.includes('AIW'));
  });
  test('Arab-Israeli War as a headline: the war is the USSR\'s; a die written lost that wins is TSN183', () => {
    const game = scenario(`
      ${SETUP}
      1.H   AIW xIL6+ =-2 ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('IL'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.USSR, 2);
    assert.ok(game.state().discard.includes('AIW'));
    scenario(`
      ${SETUP}
      1.H   AIW xIL4 ; CON`).expect('TSN183', '1.H', /die 4, no US-controlled country next to the target, the USSR wins/);
  });
});
