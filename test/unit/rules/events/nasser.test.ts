import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('15 Nasser: +2 USSR in Egypt, the US loses half its influence there rounded up', () => {
  test('Nasser played as an event: 2 USSR in Egypt; the card is removed (asterisk)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.ok(game.state().removed.includes('NAS'));
  });

  test('Nasser removes half the US influence in Egypt, rounded up (3 -> 2 removed)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&EG3
      1.2   NAS@EG2 (EG-2) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 2 });
  });

  test('Nasser: the US removal left out is TSN182, and the event still removes it', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&EG3
      1.2   NAS@EG2 ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN182', '1.2', /Nasser adds 2 USSR influence in Egypt and removes half the US influence there, rounded up \(2 of 3\); the line leaves out that it removes 2 US influence from Egypt: write EG2 \(EG-2\)/);
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 2 });
  });

  test('Nasser: influence anywhere but Egypt is TSN181 and not applied', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS@EG2 SY ; —`);
    game.expect('TSN181', '1.1', /Nasser adds 2 USSR influence in Egypt .*; the line adds 1 USSR influence in Syria: write EG2/);
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });

  test('Nasser: a wrong amount in Egypt is TSN181 (too much) or TSN182 (too little), the event adds exactly 2', () => {
    const more = scenario(`
      ${SETUP}
      1.1   NAS@EG3 ; —`);
    more.expect('TSN181', '1.1', /the line adds 3 USSR influence in Egypt: write EG2/);
    assert.deepEqual(more.influence('EG'), { US: 0, USSR: 2 });
    const less = scenario(`
      ${SETUP}
      1.1   NAS@EG ; —`);
    less.expect('TSN182', '1.1', /the line adds 1 USSR influence in Egypt: write EG2/);
  });

  test('Nasser with nothing written: TSN182', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS@ ; —`);
    game.expect('TSN182', '1.1', /the line writes none of it: write EG2/);
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });

  test('Nasser played by the US for operations (rule 5.1): the event before the operations, USSR influence in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAS@(EG2) &TW`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('TW'), { US: 1, USSR: 0 });
    assert.ok(game.state().removed.includes('NAS'));
  });

  test('Nasser played by the US for operations: the operations first, then the event takes half of them', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAS&EG@(EG2) EG-`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });

  test('Nasser in a US play written without parentheses: the US gains nothing, TSN181 says whose influence goes where', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAS@EG2 &TW`);
    game.expect('TSN181', '1.1', /the line adds 2 US influence in Egypt: write \(EG2\) \(the USSR's influence is written in parentheses in the US's part\)/);
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });

  test('Nasser as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   NAS EG2 ; IND`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
  });
});
