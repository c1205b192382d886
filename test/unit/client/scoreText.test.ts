// The status bar's words for a score: the client shows what the server's tsn/scoreAt says, in the
// text module's English (common/text.ts).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, scoreAt } from '../../../core/src/analysis';
import { scoreText } from '../../../client/src/scoreText';
import { fixtureGame } from '../helpers/games';

describe('the status bar', () => {
  test('a game that ended says who won and why in English, not the engine\'s reason code', () => {
    const text = fixtureGame('finalScoring.tsn');
    const score = scoreAt(analyze(text), text.split('\n').length - 1)!;
    const { tooltip } = scoreText(score);
    assert.match(tooltip, /\nGame over: the USSR wins \(final scoring, turn 10\)\.\n/);
    assert.doesNotMatch(tooltip, /final-scoring/);
  });

  test('a draw, and a game going on', () => {
    const score = scoreAt(analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n'), 0)!;
    assert.doesNotMatch(scoreText(score).tooltip, /Game over/);
    const drawn = { ...score, result: { winner: null, reason: 'scoring-card-held' as const, turn: 4 } };
    assert.match(scoreText(drawn).tooltip, /Game over: a draw \(scoring card held, turn 4\)\./);
  });
});
