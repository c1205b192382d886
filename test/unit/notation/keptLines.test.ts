import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, type AnalysisOptions, type DocumentAnalysis } from '../../../core/src/analysis';
import { PieceText } from '../../../core/src/common/pieceText';
import { isShortened, keptLine, keptLines, lineHead, lineLength, LONG_LINE_CHARS } from '../../../core/src/notation/keptLines';
import { parseLine } from '../../../core/src/notation/parser';
import { formatEdits } from '../../../server/src/lsp/formatting';
import { generateGame } from '../../../bench/generateGame';

/** A large file's path (no tree kept, the next version parsing the lines an edit changed) on a small text. */
const LINES_ONLY: AnalysisOptions = { rules: true, keepTreeUpTo: 1000 };

describe('a line too long to keep is kept as its head and its length (issue 22)', () => {
  test('a line up to LONG_LINE_CHARS is kept as it is; a longer one as its head, a line feed and its length, once', () => {
    const fits = 'x'.repeat(LONG_LINE_CHARS);
    assert.equal(keptLine(fits), fits);
    const long = `# ${'y'.repeat(LONG_LINE_CHARS + 10)}`;
    const kept = keptLine(long);
    assert.ok(isShortened(kept) && !isShortened(long) && !isShortened(fits));
    assert.equal(kept, `${long.slice(0, LONG_LINE_CHARS)}\n${long.length}`);
    assert.equal(keptLine(kept), kept, 'kept twice, the same');
    assert.equal(lineLength(kept), long.length);
    assert.equal(lineLength(fits), fits.length);
    assert.equal(lineHead(kept), long.slice(0, LONG_LINE_CHARS));
    const lines = ['a', 'b'];
    assert.equal(keptLines(lines), lines, 'no line too long: the same array');
    assert.deepEqual(keptLines(['a', long]), ['a', kept]);
  });

  test('a long comment, tag or junk line is read to its LONG_LINE_CHARS-th character: its range reaches its end, TSN047 says the rest is not read', () => {
    const length = LONG_LINE_CHARS + 34_464;
    for (const [what, raw, kind, codes] of [
      ['a comment', `# ${'note '.repeat(length / 5)}`.slice(0, length), 'comment', ['TSN047']],
      ['a tag', `[Event "${'a'.repeat(length)}"]`.slice(0, length), 'invalid', ['TSN002', 'TSN047']],
      ['junk', 'x'.repeat(length), 'invalid', ['TSN001', 'TSN047']],
      ['spaces, then a comment', `${' '.repeat(LONG_LINE_CHARS + 5)}# late`.padEnd(length, '.'), 'blank', ['TSN047']],
    ] as const) {
      for (const given of [raw, keptLine(raw)]) {
        const { line, diagnostics } = parseLine(given, 3);
        assert.equal(line.kind, kind, what);
        assert.deepEqual(line.range, { start: { line: 3, character: 0 }, end: { line: 3, character: length } }, what);
        if (line.kind === 'comment') assert.equal(line.text, raw.slice(2, LONG_LINE_CHARS).trim());
        assert.deepEqual(diagnostics.map((d) => d.code), codes, what);
        const cut = diagnostics.find((d) => d.code === 'TSN047')!;
        assert.deepEqual(cut.range, { start: { line: 3, character: LONG_LINE_CHARS }, end: { line: 3, character: length } }, what);
        assert.equal(cut.message, `This line is 100,000 characters long, more than the 65,536 a line is read to: the rest of it, from here, is not read.`);
      }
    }
  });

  test('a long game line says so once, at its 10,000th character, its range to its end (trailing spaces too, past the head)', () => {
    const raw = `1.1   NAS&${'IT '.repeat(40_000)}; —   `;
    for (const given of [raw, keptLine(raw)]) {
      const { line, diagnostics } = parseLine(given, 0, false);
      assert.equal(line.kind, 'game');
      assert.equal(line.range.end.character, raw.length);
      const cut = diagnostics.filter((d) => d.code === 'TSN047');
      assert.equal(cut.length, 1);
      assert.equal(cut[0]!.range.end.character, raw.length);
      assert.ok(cut[0]!.message.startsWith(`This line is ${raw.length.toLocaleString('en')} characters long, more than the 10,000 a game line is read to`), cut[0]!.message);
    }
  });

  test('Format Document leaves a long comment as it is (its head alone would lose the rest)', () => {
    const text = `# short\n#    ${'z'.repeat(LONG_LINE_CHARS + 100)}\n#    spaced\n`;
    const edits = formatEdits(analyze(text, { rules: true }));
    assert.deepEqual(edits.map((e) => e.range.start.line), [2], 'only the short comment is written again');
    const lines = formatEdits(analyze(text, LINES_ONLY));
    assert.deepEqual(lines.map((e) => e.range.start.line), [2]);
  });
});

/** The analysis `edited` of text `flat` as a fresh one gives, with and without the tree. */
function assertAsFresh(edited: DocumentAnalysis, flat: string, where: string): void {
  for (const fresh of [analyze(flat, LINES_ONLY), analyze(flat, { rules: true })]) {
    assert.deepEqual(edited.diagnostics, fresh.diagnostics, `${where}: diagnostics`);
    assert.equal(edited.lineCount, fresh.lineCount, `${where}: line count`);
    for (let n = 0; n < fresh.lineCount; n++) {
      assert.equal(edited.lineText(n), fresh.lineText(n), `${where}: line ${n}'s text`);
      assert.deepEqual(edited.lineAt(n), fresh.lineAt(n), `${where}: line ${n}'s node`);
    }
    assert.deepEqual(edited.boardAt(fresh.lineCount - 1), fresh.boardAt(fresh.lineCount - 1), `${where}: the last board`);
  }
}

describe('edits in a line too long to keep read its head and length only (issue 22: a keystroke in one line of 10 MB joined it whole)', () => {
  const game = generateGame(3).trimEnd();
  const huge = `1.1   NAS&${'IT '.repeat(100_000)}; —`;
  const comment = `# ${'words of a note '.repeat(20_000)}`;

  /** Edits of a text in pieces, each compared with a fresh analysis; the longest string read from the text. */
  function editInPieces(start: string, edits: readonly (readonly [string, (flat: string) => [number, number, string]])[]): number {
    let flat = start;
    let text = PieceText.of(flat);
    let analysis = analyze(text, LINES_ONLY);
    let longest = 0;
    const slice = PieceText.prototype.slice;
    const sliceOwn = PieceText.prototype.sliceOwn;
    const measured = (read: typeof slice) => function (this: PieceText, from: number, to?: number): string {
      const got = read.call(this, from, to);
      longest = Math.max(longest, got.length);
      return got;
    };
    PieceText.prototype.slice = measured(slice);
    PieceText.prototype.sliceOwn = measured(sliceOwn);
    try {
      for (const [name, edit] of edits) {
        const [from, to, inserted] = edit(flat);
        flat = flat.slice(0, from) + inserted + flat.slice(to);
        text = text.edited(from, to, inserted);
        analysis = analyze(text, LINES_ONLY, analysis);
        assert.equal(text.madeWhole, false, `${name}: the text was made one string`);
        assertAsFresh(analysis, flat, name);
      }
    } finally {
      PieceText.prototype.slice = slice;
      PieceText.prototype.sliceOwn = sliceOwn;
    }
    return longest;
  }

  test('keystrokes in the head, past it and at the end of a huge game line and a huge comment, a line break typed and taken back', () => {
    const start = `${game}\n${huge}\n${comment}\n2.1   NAS#IR6+3 ; —\n`;
    const hugeAt = (flat: string) => flat.indexOf('1.1   NAS&IT');
    const commentAt = (flat: string) => flat.indexOf('# words');
    const longest = editInPieces(start, [
      ['a character typed past the head of the game line', (flat) => [hugeAt(flat) + 200_000, hugeAt(flat) + 200_000, 'X']],
      ['a character typed in its head', (flat) => [hugeAt(flat) + 8, hugeAt(flat) + 8, 'Y']],
      ['taken back', (flat) => [hugeAt(flat) + 8, hugeAt(flat) + 9, '']],
      ['spaces typed at its end', (flat) => [flat.indexOf('; —') + 3, flat.indexOf('; —') + 3, '   ']],
      ['a character typed past the head of the comment', (flat) => [commentAt(flat) + 150_000, commentAt(flat) + 150_000, 'Z']],
      ['a line break typed in the comment past its head', (flat) => [commentAt(flat) + 100_000, commentAt(flat) + 100_000, '\n']],
      ['a line break typed in the game line within its head (a short line, then a long one)', (flat) => [hugeAt(flat) + 30, hugeAt(flat) + 30, '\r\n']],
      ['taken back', (flat) => [hugeAt(flat) + 30, hugeAt(flat) + 32, '']],
      ['the game line cut to fit', (flat) => [hugeAt(flat) + 1000, flat.indexOf('; —'), '']],
    ]);
    // Made one string: runs of lines of a step's size, heads of LONG_LINE_CHARS, never a whole long line.
    assert.ok(longest <= 2 * LONG_LINE_CHARS, `a string of ${longest} characters read from the text`);
  });

  test('a paste of many lines around a long one, with \\r\\n and \\r line breaks, reads the long one as its head', () => {
    const lines = game.split('\n');
    const paste = [...lines.slice(0, 400), comment, ...lines.slice(400)].join('\r\n') + '\r#  after\rend';
    const longest = editInPieces(`${game}\n`, [
      ['the paste at the end', (flat) => [flat.length, flat.length, paste]],
      ['a character typed in the long line', (flat) => [flat.indexOf('# words') + 99_999, flat.indexOf('# words') + 99_999, 'Q']],
      ['the paste\'s first half removed', () => [game.length + 1, game.length + 1 + Math.floor(paste.length / 2), '']],
    ]);
    assert.ok(longest <= 2 * LONG_LINE_CHARS, `a string of ${longest} characters read from the text`);
  });
});
