// The ranges of one line share their positions (common/text.ts): one object per column, kept in a
// cache made anew at each document's parse. Whatever the cache holds, a range reads as asked.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { freshPositions, range } from '../../../core/src/common/text';
import { parseTsn } from '../../../core/src/notation';

describe('positions', () => {
  test('the ranges of one line share the position of a column, a new parse included', () => {
    freshPositions();
    const first = range(3, 0, 4);
    assert.equal(range(3, 4, 9).start, first.end);
    assert.deepEqual(range(4, 4, 9).start, { line: 4, character: 4 }, 'another line: its own position');
    freshPositions();
    const again = range(3, 4, 9);
    assert.deepEqual(again.start, { line: 3, character: 4 });
    assert.equal(range(3, 0, 4).end, again.start);
  });

  test('a column far past what the cache holds reads right, cached or not, and so do the columns before it', () => {
    freshPositions();
    const far = range(0, 3_000, 4_000);
    assert.deepEqual(far, { start: { line: 0, character: 3_000 }, end: { line: 0, character: 4_000 } });
    assert.deepEqual(range(0, 0, 5), { start: { line: 0, character: 0 }, end: { line: 0, character: 5 } });
    assert.deepEqual(range(0, 4_096, 5_000), { start: { line: 0, character: 4_096 }, end: { line: 0, character: 5_000 } });
    assert.deepEqual(range(0, 3_000, 3_001).start, { line: 0, character: 3_000 });
  });

  test('a file whose first line is a long comment parses with every range where its text is', () => {
    const comment = `# ${'x'.repeat(2_500)}`;
    const text = `${comment}\n1.S   PL4 DD HU ; IT3 FR2 DE2`;
    const parsed = parseTsn(text);
    const line = parsed.document.lines[1]!;
    assert.equal(line.kind, 'game');
    assert.deepEqual(line.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 29 } });
    assert.deepEqual(parsed.document.lines[0]!.range, { start: { line: 0, character: 0 }, end: { line: 0, character: comment.length } });
  });
});
