// Ranges share their positions (common/text.ts): those of the first lines and columns, and their
// short ranges, are kept for the process; past them, one object per column, kept in a cache made
// anew at each document's parse. Whatever the tables hold, a range reads as asked.
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

  test('the first lines keep their positions and short ranges from parse to parse', () => {
    const code = range(12, 6, 9);
    freshPositions();
    assert.equal(range(12, 6, 9), code, 'a card code\'s range: the same object at the next parse');
    assert.deepEqual(code, { start: { line: 12, character: 6 }, end: { line: 12, character: 9 } });
    const long = range(12, 0, 30);
    assert.notEqual(range(12, 0, 30), long, 'a longer range is made again');
    assert.equal(long.start, range(12, 0, 30).start, 'with the positions kept');
    assert.deepEqual(range(12, 6, 9 + 1), { start: { line: 12, character: 6 }, end: { line: 12, character: 10 } }, 'another length: its own range');
    const [first, second] = [parseTsn('1.1   NTB#CA2 ; IPW*6'), parseTsn('1.1   NTB#CA2 ; IPW*6')].map((p) => p.document.lines[0]!);
    assert.ok(first?.kind === 'game' && first.ussr?.kind === 'play' && second?.kind === 'game' && second.ussr?.kind === 'play');
    assert.equal(second.ussr.card.range, first.ussr.card.range, 'two parses of one text share the card\'s range');
  });

  test('a part\'s range is its own object, even where its card is all of it', () => {
    const line = parseTsn('1.1   ROM ; IPW*6').document.lines[0]!;
    assert.ok(line.kind === 'game' && line.ussr?.kind === 'play');
    assert.deepEqual(line.ussr.range, line.ussr.card.range);
    assert.notEqual(line.ussr.range, line.ussr.card.range, 'fixes.ts tells a problem at the part from one at its card by identity');
  });

  test('past the kept lines and columns, and at columns no text has, a range still reads as asked', () => {
    freshPositions();
    assert.deepEqual(range(5_000, 2, 4), { start: { line: 5_000, character: 2 }, end: { line: 5_000, character: 4 } });
    assert.equal(range(5_000, 4, 9).start, range(5_000, 2, 4).end, 'the positions of one line shared still');
    assert.deepEqual(range(3, 250, 300), { start: { line: 3, character: 250 }, end: { line: 3, character: 300 } });
    assert.deepEqual(range(3, 254, 257), { start: { line: 3, character: 254 }, end: { line: 3, character: 257 } });
    for (const [line, start, end] of [[-1, 0, 2], [2, -2, 1], [1.5, 0, 1], [2, 0.5, 2], [Number.NaN, 1, 2]] as const) {
      assert.deepEqual(range(line, start, end), { start: { line, character: start }, end: { line, character: end } }, `${line} ${start}-${end}`);
    }
  });
});
