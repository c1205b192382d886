import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('7 Socialist Governments: remove 3 US influence from Western Europe, at most 2 per country', () => {
  test('Socialist Governments as an event: 2 from Italy and 1 from France; the card is discarded (no asterisk)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@(IT-2 FR-) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IT'), { US: 1, USSR: 0 });
    assert.deepEqual(game.influence('FR'), { US: 1, USSR: 0 });
    assert.ok(game.state().discard.includes('SOC'));
  });

  test('Socialist Governments as a headline (the spec\'s own example removes from Canada, Italy and the UK)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   SOC(CA- IT- UK-) ; IND`);
    game.assertClean();
    assert.deepEqual(game.influence('UK'), { US: 4, USSR: 0 });
  });

  test('Socialist Governments: 3 from one country is TSN181 (at most 2), and the total falls short (TSN182)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@(IT-3) ; —`);
    game.expect('TSN181', '1.1', /Socialist Governments removes a total of 3 US influence from Western Europe, no more than 2 from any one country; the line removes 3 from Italy: at most 2/);
    game.expect('TSN182', '1.1', /the line removes 2: remove 1 more/);
    assert.deepEqual(game.influence('IT'), { US: 1, USSR: 0 });
  });

  test('Socialist Governments: a country outside Western Europe is TSN181 and not touched', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@(IL- IT-2) ; —`);
    game.expect('TSN181', '1.1', /the line removes US influence from Israel, not in Western Europe/);
    assert.deepEqual(game.influence('IL'), { US: 1, USSR: 0 });
  });

  test('Socialist Governments: more than 3 in all is TSN181, and only the first 3 written are removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@(IT-2 FR-2) ; —`);
    game.expect('TSN181', '1.1', /the line removes 4 in all: at most 3/);
    assert.deepEqual(game.influence('FR'), { US: 1, USSR: 0 });
  });

  test('Socialist Governments: removing the USSR\'s own influence is TSN181 with a hint about parentheses', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC@IT-2 FR- ; —`);
    game.expect('TSN181', '1.1', /the line removes USSR influence from Italy \(the US's influence is written in parentheses in the USSR's part\)/);
    game.expect('TSN182', '1.1', /the line removes none: remove 3/);
  });

  test('Socialist Governments played by the US for operations: the US writes its own losses without parentheses, before or after', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; SOC@IT-2 FR- &TW2 JP`);
    before.assertClean();
    assert.deepEqual(before.influence('IT'), { US: 1, USSR: 0 });
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; SOC&TW2 JP@IT-2 FR-`);
    after.assertClean();
    assert.deepEqual(after.influence('FR'), { US: 1, USSR: 0 });
  });

  test('Socialist Governments cannot be played as an event while The Iron Lady is in effect (TSN105)', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; IRL@(AR) =+1
      8.2   SOC@(IT-2 FR-) ; —`);
    onlyOn(game, '8.2');
    game.expect('TSN105', '8.2', /Socialist Governments' event cannot happen: The Iron Lady is in force/);
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 0 });
    assert.ok(game.state().discard.includes('SOC'));
  });

  test('Socialist Governments played by the US for operations under The Iron Lady: operations only, no event', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; IRL@(AR) =+1
      8.2   FID&IQ2 ; SOC&TW2 JP@`);
    assert.deepEqual(game.problems().filter((p) => p.endsWith('@8.2')), []);
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 0 });
  });
});
