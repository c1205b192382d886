// Issue 22: on a large document the features answer a bounded part: the first lines with a note
// (outline), the first ranges or tokens, the part nearest the cursor (highlights, board view).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { generateGame } from '../../../bench/generateGame';
import { documentSymbols } from '../../../server/src/lsp/symbols';
import { foldingRanges } from '../../../server/src/lsp/folding';
import { documentHighlights } from '../../../server/src/lsp/references';
import { semanticTokens } from '../../../server/src/lsp/semanticTokens';
import { boardViewAtLine } from '../../../server/src/lsp/board';
import { MAX_FOLDING_RANGES, MAX_HIGHLIGHTS, MAX_OUTLINE_LINES, MAX_SEMANTIC_TOKENS, MAX_VIEW_POINTS, nearest } from '../../../server/src/lsp/bounds';

describe('features bounded on a large document', () => {
  // Games one after another, with comments between: more game lines, turns and folds than the caps.
  const game = generateGame(2);
  const archive = Array.from({ length: 80 }, (_, i) => `# game ${i}\n# from the club archive\n${game}`).join('\n');
  const analysis = analyze(archive, { rules: false });
  const gameLines = analysis.syntax.gameLineNumbers.length;

  test('the outline: the first game lines, then how many more', () => {
    assert.ok(gameLines > MAX_OUTLINE_LINES, `${gameLines} game lines`);
    const symbols = documentSymbols(analysis);
    const listed = symbols.filter((s) => s.name.startsWith('Turn ')).reduce((n, s) => n + (s.children?.length ?? 0), 0);
    assert.equal(listed, MAX_OUTLINE_LINES);
    const note = symbols[symbols.length - 1]!;
    assert.equal(note.name, `${(gameLines - MAX_OUTLINE_LINES).toLocaleString('en')} more game lines not listed`);
  });

  test('folding: no more than the cap', () => {
    const comments = analyze('# a\n# b\n1.1   NAS&IT ; —\n'.repeat(MAX_FOLDING_RANGES + 100), { rules: false });
    assert.equal(foldingRanges(comments).length, MAX_FOLDING_RANGES);
  });

  test('semantic tokens: no more than the cap', () => {
    const big = analyze(`1.S   PL4 DD HU ; IT3 FR2 DE2\n${'1.1   NAS&IT JP KR ; MAR&JP3 KR FR\n'.repeat(30_000)}`, { rules: false });
    assert.equal(semanticTokens(big).data.length / 5, MAX_SEMANTIC_TOKENS);
  });

  test('highlights: the ones nearest the cursor', () => {
    const text = `1.S   PL4 DD HU ; IT3 FR2 DE2\n${'1.1   NAS&IT ; —\n'.repeat(5_000)}`;
    const many = analyze(text, { rules: false });
    const found = documentHighlights(many, { line: 3_000, character: 7 });
    assert.equal(found.length, MAX_HIGHLIGHTS);
    assert.ok(found.some((h) => h.range.start.line === 3_000));
    assert.ok(found[0]!.range.start.line >= 3_000 - MAX_HIGHLIGHTS && found[found.length - 1]!.range.start.line <= 3_000 + MAX_HIGHLIGHTS);
  });

  test('the board view: the timeline nearest the line shown', () => {
    const played = analyze(Array.from({ length: 30 }, () => game).join('\n'));
    const line = 1_500;
    const view = boardViewAtLine(played, line);
    assert.equal(view.timeline.length, MAX_VIEW_POINTS);
    assert.ok(view.timeline[0]!.line < line && view.timeline[view.timeline.length - 1]!.line > line);
    for (const changes of Object.values(view.history)) assert.ok(changes.length <= MAX_VIEW_POINTS);
  });

  test('nearest: all when few; else a window around the line, in order', () => {
    const items = Array.from({ length: 10 }, (_, i) => i * 10);
    assert.deepEqual(nearest(items, 20, 50, (n) => n), items);
    assert.deepEqual(nearest(items, 4, 50, (n) => n), [30, 40, 50, 60]);
    assert.deepEqual(nearest(items, 4, 0, (n) => n), [0, 10, 20, 30]);
    assert.deepEqual(nearest(items, 4, 1_000, (n) => n), [60, 70, 80, 90]);
  });
});
