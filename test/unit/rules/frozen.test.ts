/**
 * A state a reader may hold is never written after the rules hand it over: the rules write only
 * their own private board (a command's draft, state.ts `openDraft`). Checked by replaying the
 * corpus with every kept state frozen deeply (`freezeKeptStates`), where any write to one throws
 * and the line fails (TSN199): the replay must say and hold exactly what it does unfrozen.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { freezeKeptStates, type GameState } from '../../../core/src/rules/state';
import { stepsBetween } from '../../../core/src/rules/record';
import { corpus } from '../helpers/corpus';
import { fixtureGame } from '../helpers/games';

/** Every line's board (what a reader sees: all but the event table) and steps, and the diagnostics. */
function replayed(text: string): string[] {
  const analysis = analyze(text, { rules: true });
  const out = analysis.diagnostics.map((d) => `${d.code} ${d.range.start.line}:${d.range.start.character} ${d.message}`);
  let before: GameState = analysis.stateAfter(-1);
  const lines = text.split('\n').length;
  for (let line = 0; line < lines; line++) {
    const after = analysis.stateAfter(line);
    const { events: _events, log: _log, ...board } = after;
    out.push(JSON.stringify(board), JSON.stringify(stepsBetween(before, after)));
    before = after;
  }
  return out;
}

describe('kept states are never written', () => {
  test('the corpus replays the same with every kept state frozen deeply', () => {
    const games = corpus(6);
    assert.ok(games.length > 20);
    for (const game of games) {
      const plain = replayed(game.text);
      freezeKeptStates(true);
      let frozen: string[];
      try {
        frozen = replayed(game.text);
      } finally {
        freezeKeptStates(false);
      }
      assert.ok(!frozen.some((line) => line.startsWith('TSN199')), `${game.name}: a write to a frozen state: ${frozen.find((line) => line.startsWith('TSN199'))}`);
      assert.deepEqual(frozen, plain, game.name);
    }
  });

  test('a write to a frozen state throws', () => {
    freezeKeptStates(true);
    try {
      const text = fixtureGame('defcon1.tsn');
      const board = analyze(text, { rules: true }).stateAfter(text.split('\n').length - 1);
      assert.equal(board.defcon, 1);
      assert.ok(Object.isFrozen(board) && Object.isFrozen(board.influence) && Object.isFrozen(board.influence[0]) && Object.isFrozen(board.hands));
      assert.throws(() => { (board as { vp: number }).vp = 3; }, TypeError);
      assert.throws(() => { (board.influence[0] as number[])[0] = 9; }, TypeError);
    } finally {
      freezeKeptStates(false);
    }
  });
});
