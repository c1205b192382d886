import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../server/src/analysis';
import { makeTsn, parseTsn } from '../../../server/src/notation';
import { generateGame } from '../../../bench/generateGame';

describe('complete generated games', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    test(`seed ${seed}: ten turns replay to final scoring without an error or a warning`, () => {
      const text = generateGame(seed);
      const analysis = analyze(text);
      const serious = analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(serious.map((d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), []);
      const result = analysis.replay!.final.result;
      assert.ok(result, 'the game has a result');
      assert.ok(result.reason === 'final-scoring' || result.turn < 10, JSON.stringify(result));
      // The printer's canonical form of a whole game is the game itself.
      assert.equal(makeTsn(parseTsn(text).document), text);
    });
  }

  test('the same seed writes the same game; another seed another one', () => {
    assert.equal(generateGame(7), generateGame(7));
    assert.notEqual(generateGame(7), generateGame(8));
  });
});
