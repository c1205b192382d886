import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('28 Suez Crisis: remove 4 US influence from France, the UK and Israel, at most 2 from each', () => {
  test('Suez Crisis as an event: 2 from France and 2 from the UK; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SUE@(FR-2 UK-2) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('FR'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('UK'), { US: 3, USSR: 0 });
    assert.ok(game.state().removed.includes('SUE'));
  });

  test('Suez Crisis: when the three hold less than 4 that can go, all of it is what is required', () => {
    const game = scenario(`
      1.S   PL4 DD HU ; IT3 DE2 BX2
      1.1   SUE@(UK-2 IL-) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IL'), { US: 0, USSR: 0 });
  });

  test('Suez Crisis: 3 removed where 4 could be is TSN182', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SUE@(FR-2 UK-) ; —`);
    game.expect('TSN182', '1.1', /Suez Crisis removes a total of 4 US influence from France, the United Kingdom and Israel, no more than 2 from any one; the line removes 3: remove 1 more \(the US has influence left to remove in the United Kingdom or Israel\)/);
  });

  test('Suez Crisis: another country is TSN181; 3 from the UK is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SUE@(IT-2 UK-3) ; —`);
    game.expect('TSN181', '1.1', /the line removes US influence from Italy, not France, the United Kingdom or Israel/);
    game.expect('TSN181', '1.1', /the line removes 3 from the United Kingdom: at most 2/);
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 0 });
    assert.deepEqual(game.influence('UK'), { US: 3, USSR: 0 });
  });

  test('Suez Crisis: removing more than the US has is TSN114', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SUE@(FR-2 UK-2 IL-2) ; —`);
    game.expect('TSN114', '1.1', /The US has 1 influence in Israel: it cannot lose 2/);
  });

  test('Suez Crisis played by the US for operations, before and after', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; SUE@UK-2 FR-2 &TW2 JP`);
    before.assertClean();
    assert.deepEqual(before.influence('UK'), { US: 3, USSR: 0 });
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; SUE&TW2 JP@UK-2 FR-2`);
    after.assertClean();
    assert.deepEqual(after.influence('FR'), { US: 0, USSR: 0 });
    assert.ok(after.state().removed.includes('SUE'));
  });
});
