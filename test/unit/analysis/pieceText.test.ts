import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, type AnalysisOptions, type DocumentAnalysis } from '../../../core/src/analysis';
import { PieceText } from '../../../core/src/common/pieceText';
import { generateGame } from '../../../bench/generateGame';

/** A large file's path (no tree kept) on a small text, so that the test runs fast. */
const LINES_ONLY: AnalysisOptions = { rules: true, keepTreeUpTo: 1000 };

function assertSameAsFresh(edited: DocumentAnalysis, flat: string, where: string): void {
  const fresh = analyze(flat, LINES_ONLY);
  assert.deepEqual(edited.diagnostics, fresh.diagnostics, `${where}: diagnostics`);
  assert.equal(edited.lineCount, fresh.lineCount, `${where}: line count`);
  for (let n = 0; n < fresh.lineCount; n += 7) {
    assert.equal(edited.lineText(n), fresh.lineText(n), `${where}: line ${n}'s text`);
    assert.deepEqual(edited.boardAt(n), fresh.boardAt(n), `${where}: the board at line ${n}`);
  }
}

describe('the analysis of a text in pieces (the language server\'s large documents, issue 22)', () => {
  const games = [1, 2, 3, 4].map((k) => generateGame(k)).join('\n');

  test('each edit gives what a fresh analysis of the same string gives, reading the edited lines only, the text never made one string', () => {
    let flat = games;
    let text = PieceText.of(flat);
    let analysis = analyze(text, LINES_ONLY);
    const lines = flat.split('\n');
    const play = lines.findIndex((l, n) => n > lines.length / 2 && /^\d+\.\d+\s+\S/.test(l));
    const at = (line: number, character: number) => flat.split('\n').slice(0, line).join('\n').length + (line > 0 ? 1 : 0) + character;
    const edits: [string, () => [number, number, string]][] = [
      ['a space typed in a play', () => [at(play, 5), at(play, 5), ' ']],
      ['the space deleted', () => [at(play, 5), at(play, 6), '']],
      ['a line added at the top', () => [0, 0, '# a note\n']],
      ['a play\'s country changed (its replay too)', () => [at(play + 1, 4), at(play + 1, 6), 'XX']],
      ['two lines pasted in the middle', () => [at(play, 0), at(play, 0), '# pasted\n1.1 junk here\n']],
      ['a line break removed (two lines joined)', () => [at(play + 3, 0) - 1, at(play + 3, 0), '']],
    ];
    for (const [name, edit] of edits) {
      const [start, end, inserted] = edit();
      flat = flat.slice(0, start) + inserted + flat.slice(end);
      text = text.edited(start, end, inserted);
      analysis = analyze(text, LINES_ONLY, analysis);
      assert.ok(analysis.linesParse!.memo!.linesParsed <= 6, `${name}: ${analysis.linesParse!.memo!.linesParsed} lines parsed again`);
      assert.equal(text.madeWhole, false, `${name}: the text was made one string`);
      assert.equal(analysis.textLength, flat.length);
      assertSameAsFresh(analysis, flat, name);
    }
  });

  test('a text read in parts (a large message, server/src/stdioReader.ts) is analysed from its pieces, never made one string, as its string is', () => {
    // Parts cut anywhere: within a line, between a \r and its \n, around a long line.
    const flat = `${games.replace(/\n/g, (_, k: number) => (k % 3 === 0 ? '\r\n' : '\n'))}\n# ${'long note '.repeat(8_000)}\n${games}`;
    const parts: string[] = [];
    for (let at = 0, k = 0; at < flat.length; k++) {
      const size = [1, 7_000, 40_000, 100_000, 3][k % 5]!;
      parts.push(flat.slice(at, at + size));
      at += size;
    }
    const text = PieceText.ofParts(parts);
    const analysis = analyze(text, LINES_ONLY);
    assert.equal(text.madeWhole, false);
    assertSameAsFresh(analysis, flat, 'read in parts');
    // And its next versions, as any text in pieces.
    const edited = text.edited(5_000, 5_000, 'x');
    assertSameAsFresh(analyze(edited, LINES_ONLY, analysis), `${flat.slice(0, 5_000)}x${flat.slice(5_000)}`, 'edited');
    assert.equal(edited.madeWhole, false);
  });

  test('versions skipped (keystrokes faster than their analyses) and a text replaced whole give what a fresh analysis gives', () => {
    let flat = games;
    let text = PieceText.of(flat);
    const first = analyze(text, LINES_ONLY);
    // Three keystrokes, only the last analysed: it reads the edit since the version analysed.
    for (const [start, typed] of [[100, 'a'], [5000, 'b'], [101, 'c']] as const) {
      flat = flat.slice(0, start) + typed + flat.slice(start);
      text = text.edited(start, start, typed);
    }
    const skipped = analyze(text, LINES_ONLY, first);
    assert.equal(text.madeWhole, false);
    assertSameAsFresh(skipped, flat, 'versions skipped');
    // A text made anew (a whole-text change) says nothing of the version before: compared whole.
    const replaced = PieceText.of(`# new\n${flat}`);
    assertSameAsFresh(analyze(replaced, LINES_ONLY, skipped), `# new\n${flat}`, 'replaced whole');
  });
});
