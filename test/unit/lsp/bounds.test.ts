// Issue 22: on a large document the features answer a bounded part: the first lines with a note
// (outline), the first ranges or tokens, the part nearest the cursor (highlights, board view).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, KEEP_TREE_UP_TO } from '../../../core/src/analysis';
import { generateGame } from '../../../bench/generateGame';
import { documentSymbols } from '../../../server/src/lsp/symbols';
import { foldingRanges } from '../../../server/src/lsp/folding';
import { documentHighlights } from '../../../server/src/lsp/references';
import { semanticTokens } from '../../../server/src/lsp/semanticTokens';
import { boardViewAtLine } from '../../../server/src/lsp/board';
import { codeLenses } from '../../../server/src/lsp/codeLens';
import { formatEdits, MAX_FORMATTED_LINES, tooLongToFormat } from '../../../server/src/lsp/formatting';
import { MAX_FOLDING_RANGES, MAX_GAME_LINES_PARSED_AGAIN, MAX_GAME_LINES_READ, MAX_TAGS_READ, MAX_HIGHLIGHTS, MAX_SEMANTIC_TOKENS, MAX_VIEW_POINTS, nearest } from '../../../server/src/lsp/bounds';

describe('features bounded on a large document', () => {
  // Games one after another, with comments between: more game lines, turns and folds than the caps.
  const game = generateGame(2);
  const archive = Array.from({ length: 80 }, (_, i) => `# game ${i}\n# from the club archive\n${game}`).join('\n');
  const analysis = analyze(archive, { rules: false });
  const gameLines = analysis.syntax.gameLineNumbers.length;

  test('the outline: the first game lines, then how many more', () => {
    assert.ok(gameLines > MAX_GAME_LINES_READ, `${gameLines} game lines`);
    const symbols = documentSymbols(analysis);
    const listed = symbols.filter((s) => s.name.startsWith('Turn ')).reduce((n, s) => n + (s.children?.length ?? 0), 0);
    assert.equal(listed, MAX_GAME_LINES_READ);
    const note = symbols[symbols.length - 1]!;
    assert.equal(note.name, `${(gameLines - MAX_GAME_LINES_READ).toLocaleString('en')} more game lines not listed`);
  });

  test('folding: no more than the cap', () => {
    const comments = analyze('# a\n# b\n1.1   NAS&IT ; —\n'.repeat(MAX_FOLDING_RANGES + 100), { rules: false });
    assert.equal(foldingRanges(comments).length, MAX_FOLDING_RANGES);
  });

  test('semantic tokens: those of the first game lines only, or of the range asked for', () => {
    const big = analyze(`1.S   PL4 DD HU ; IT3 FR2 DE2\n${'1.1   NAS&IT JP KR ; MAR&JP3 KR FR\n'.repeat(30_000)}`, { rules: false });
    const lineOf = (data: readonly number[]) => data.filter((_, i) => i % 5 === 0).reduce((line, delta) => line + delta, 0);
    const whole = semanticTokens(big).data;
    assert.ok(whole.length / 5 <= MAX_SEMANTIC_TOKENS);
    // The last token is on the last game line read (fewer in a file over 1 MB).
    assert.ok(big.text.length > KEEP_TREE_UP_TO);
    assert.equal(lineOf(whole), MAX_GAME_LINES_PARSED_AGAIN - 1);
    const onScreen = semanticTokens(big, { start: { line: 20_000, character: 0 }, end: { line: 20_039, character: 0 } }).data;
    assert.equal(onScreen[0], 20_000);
    assert.equal(onScreen.length / 5, 40 * 8);
    assert.equal(lineOf(onScreen), 20_039);
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

describe('features on a large document read only the lines they answer about', () => {
  // A document that keeps no tree (a file over 1 MB): each line a feature reads is parsed again.
  // Counted, not timed: before, the outline, folding, lenses, highlights and board view read
  // every line of the file (seconds on 10 MB) and capped their answer afterwards.
  const game = generateGame(2);
  const archive = Array.from({ length: 200 }, () => game).join('\n');
  const analysis = analyze(archive, { rules: true, keepTreeUpTo: 0 });
  const gameLines = analysis.syntax.gameLineNumbers.length;
  const read = new Set<number>();
  const syntax = analysis.syntax;
  const parseAgain = syntax.line.bind(syntax);
  syntax.line = (n: number) => { read.add(n); return parseAgain(n); };
  const middle = analysis.syntax.gameLineNumbers[Math.floor(gameLines / 2)]!;
  const column = analysis.lines[middle]!.search(/[A-Z]{2}/);
  const features: Record<string, () => unknown> = {
    outline: () => documentSymbols(analysis),
    folding: () => foldingRanges(analysis),
    'semantic tokens': () => semanticTokens(analysis),
    'code lenses': () => codeLenses(analysis),
    highlights: () => documentHighlights(analysis, { line: middle, character: column + 1 }),
    'the board view': () => boardViewAtLine(analysis, middle),
    'range formatting': () => formatEdits(analysis, { start: { line: middle, character: 0 }, end: { line: middle + 50, character: 0 } }),
  };
  for (const [name, feature] of Object.entries(features)) {
    test(name, () => {
      assert.ok(gameLines > 3 * MAX_GAME_LINES_READ, `${gameLines} game lines`);
      assert.ok(!analysis.syntax.keepsTree);
      read.clear();
      const answer = feature();
      assert.ok(answer);
      assert.ok(read.size > 0 && read.size <= MAX_GAME_LINES_READ + MAX_TAGS_READ + 2, `${name} read ${read.size} lines of ${gameLines}`);
    });
  }

  test('Format Document refuses a document past its cap, saying how to format part of it', () => {
    assert.match(tooLongToFormat(MAX_FORMATTED_LINES + 1), /100,001 lines; Format Document formats up to 100,000\. Select the lines to format and use Format Selection/);
  });
});
