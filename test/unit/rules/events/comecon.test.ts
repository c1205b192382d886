import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('14 COMECON: 1 USSR influence in each of 4 Eastern European countries the US does not control', () => {
  test('COMECON as an event (the spec\'s example); the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   COM@PL HU RO DD ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 5 });
    assert.ok(game.state().removed.includes('COM'));
  });

  test('COMECON: an Eastern European country the US controls is TSN181 (Austria), and 3 countries is TSN182', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&AT4
      1.2   COM@PL HU RO AT ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN181', '1.2', /COMECON adds 1 USSR influence to each of 4 different Eastern European countries not controlled by the US; the line adds USSR influence in Austria, which the US controls/);
    game.expect('TSN182', '1.2', /the line adds 3: add 1 more/);
    assert.deepEqual(game.influence('AT'), { US: 4, USSR: 0 });
  });

  test('COMECON: 2 in one country is TSN181 (1 each)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   COM@PL2 HU RO ; —`);
    game.expect('TSN181', '1.1', /the line adds 2 in Poland: at most 1/);
    game.expect('TSN182', '1.1', /the line adds 3: add 1 more/);
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 5 });
  });

  test('COMECON: a country outside Eastern Europe is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   COM@PL HU RO IT ; —`);
    game.expect('TSN181', '1.1', /the line adds USSR influence in Italy, not in Eastern Europe/);
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 0 });
  });

  test('COMECON played by the US for operations (the spec\'s example, Finland being Eastern European too), after and before', () => {
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; COM&AF BX TW@(DD HU PL FI)`);
    after.assertClean();
    assert.deepEqual(after.influence('FI'), { US: 0, USSR: 2 });
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; COM@(DD HU PL FI) &AF BX TW`);
    before.assertClean();
    assert.ok(before.state().removed.includes('COM'));
  });
  test('COMECON as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   COM PL HU RO YU ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('YU'), { US: 0, USSR: 1 });
    assert.ok(game.state().removed.includes('COM'));
  });
});
