import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('33 De-Stalinization: move up to 4 USSR influence to countries the US does not control, at most 2 into each', () => {
  test('De-Stalinization as an event: 4 moved out of Poland and East Germany into Egypt and Libya; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@PL-2 DD-2 EG2 LY2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('DD'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('LY'), { US: 0, USSR: 2 });
    assert.ok(game.state().removed.includes('DES'));
  });

  test('De-Stalinization: "up to 4": moving fewer, or nothing, is legal', () => {
    scenario(`
      ${SETUP}
      1.1   DES@PL- EG ; —`).assertClean();
    const none = scenario(`
      ${SETUP}
      1.1   DES@ ; —`);
    none.assertClean();
    assert.deepEqual(none.influence('PL'), { US: 0, USSR: 4 });
  });

  test('De-Stalinization: a US-controlled destination is TSN181; the point taken away must still be placed (TSN182)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@PL- IT ; —`);
    game.expect('TSN181', '1.1', /De-Stalinization moves up to 4 USSR influence from any countries to countries the US does not control, no more than 2 into any one; the line takes away 1, which must all be placed again; the line adds USSR influence in Italy, which the US controls/);
    game.expect('TSN182', '1.1', /the line adds none: add 1/);
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 0 });
  });

  test('De-Stalinization: 3 into one country is TSN181 (at most 2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@PL-3 EG3 ; —`);
    game.expect('TSN181', '1.1', /the line adds 3 in Egypt: at most 2/);
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });

  test('De-Stalinization: more than 4 moved is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@PL-3 DD-2 EG2 LY2 SD ; —`);
    game.expect('TSN181', '1.1', /the line removes 5 in all: at most 4/);
    game.expect('TSN181', '1.1', /the line takes away 4, which must all be placed again; the line adds 5 in all: at most 4/);
    // The first 4 points written are moved: 3 from Poland and 1 from East Germany.
    assert.deepEqual(game.influence('DD'), { US: 0, USSR: 3 });
    assert.deepEqual(game.influence('SD'), { US: 0, USSR: 0 });
  });

  test('De-Stalinization: taking away more than is placed is TSN182', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@PL-2 EG ; —`);
    game.expect('TSN182', '1.1', /the line takes away 2, which must all be placed again; the line adds 1: add 1 more/);
  });

  test('De-Stalinization moves only existing USSR influence: from a country without any it is TSN114, and US influence is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES@IT- EG ; —`);
    game.expect('TSN114', '1.1', /The USSR has 0 influence in Italy: it cannot lose 1/);
    game.expect('TSN181', '1.1', /the line adds 1 in all: at most 0/);
    const us = scenario(`
      ${SETUP}
      1.1   DES@(IT-) ; —`);
    us.expect('TSN181', '1.1', /the line removes US influence from Italy/);
    assert.deepEqual(us.influence('IT'), { US: 3, USSR: 0 });
  });

  test('De-Stalinization played by the US for operations: the USSR\'s moves in parentheses, before and after', () => {
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DES&TW2 JP@(PL-2 EG2)`);
    after.assertClean();
    assert.deepEqual(after.influence('EG'), { US: 0, USSR: 2 });
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DES@(PL-2 EG2) &TW2 JP`);
    before.assertClean();
    assert.deepEqual(before.influence('PL'), { US: 0, USSR: 2 });
  });
  test('De-Stalinization as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DES PL-2 DD- HU- EG2 LY2 ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('LY'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 0 });
  });
});
