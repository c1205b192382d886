// Two complete games written by hand in test/fixtures/games, replayed whole: `midWar.tsn` (turns
// 1-7, every kind of Mid War event) and `fullGame.tsn` (the same seven turns, then the Late War and
// final scoring). They must replay with no error and no warning; a few facts along the way check
// that the engine followed the cards (the China Card's travels, effects in force, the piles).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenario, type Scenario } from '../../helpers/scenario';

const GAMES = join(__dirname, '../../../fixtures/games');
const game = (name: string): Scenario => scenario(readFileSync(join(GAMES, name), 'utf8'));

// What the engine computes at the end of fullGame.tsn (its [Result] tag says the same).
const FINAL_RESULT = { winner: 'USSR', reason: 'final-scoring', turn: 10 } as const;
const FINAL_VP = 0;

const midWar = game('midWar.tsn');
const fullGame = game('fullGame.tsn');

describe('complete games (test/fixtures/games)', () => {
  test('midWar.tsn replays turns 1-7 with no error and no warning, and every card event is checked', () => {
    midWar.assertClean();
    assert.ok(!midWar.diagnostics.some((d) => d.code === 'TSN191'), 'no event applied as written');
    const end = midWar.state();
    assert.equal(end.turn, 7);
    assert.ok(end.turnEnded);
    assert.equal(end.result, null);
  });

  test('fullGame.tsn replays turns 1-10 with no error and no warning, to the result its tag says', () => {
    fullGame.assertClean();
    assert.ok(!fullGame.diagnostics.some((d) => d.code === 'TSN191'), 'no event applied as written');
    assert.ok(!fullGame.diagnostics.some((d) => d.code === 'TSN165'), 'the Result tag agrees');
    const end = fullGame.state();
    assert.ok(end.finalScored);
    assert.deepEqual(end.result, FINAL_RESULT);
    assert.equal(end.vp, FINAL_VP);
  });

  test('the two files share turns 1-7: the same board after 7.E', () => {
    const a = midWar.state('7.E');
    const b = fullGame.state('7.E');
    assert.deepEqual(a.influence, b.influence);
    assert.equal(a.vp, b.vp);
    assert.equal(a.defcon, b.defcon);
  });
});
