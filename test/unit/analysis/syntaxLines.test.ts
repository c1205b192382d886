import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, KEEP_TREE_UP_TO, type DocumentAnalysis } from '../../../core/src/analysis';
import { foldingRanges } from '../../../server/src/lsp/folding';
import { formatEdits } from '../../../server/src/lsp/formatting';
import { hoverAt } from '../../../server/src/lsp/hover';
import { semanticTokens } from '../../../server/src/lsp/semanticTokens';
import { documentSymbols } from '../../../server/src/lsp/symbols';
import { generateGame } from '../../../bench/generateGame';
import { manyGames, messyPaste } from '../../../bench/largeFiles';
import { mutate, realGames, rng } from '../fuzz/generate';

const NOT_KEPT = { rules: true, keepTreeUpTo: 0 };

/** Texts of every kind: real games, games after the end, a messy paste, damaged games, a replay block. */
function texts(): string[] {
  const random = rng(7);
  const out = [...realGames(), manyGames(0.05), messyPaste(0.05)];
  for (const game of realGames()) out.push(mutate(random, mutate(random, game)));
  out.push(`${generateGame(2)}\n{seed 42\n1 2 3\n}\n# after\n{open`);
  return out;
}

const LINE_KINDS = new Set(['tag', 'comment', 'blank', 'replay', 'invalid', 'game']);

/**
 * The syntax tree's line nodes an analysis keeps: found by walking every object reachable from it
 * through properties, arrays and maps (the memory a large file's analysis holds, counted, not timed).
 */
function keptLineNodes(analysis: DocumentAnalysis): number {
  const seen = new Set<object>();
  const stack: unknown[] = [analysis];
  let lines = 0;
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (ArrayBuffer.isView(value)) continue;
    const record = value as Record<string, unknown>;
    if (typeof record.kind === 'string' && LINE_KINDS.has(record.kind) && 'range' in record) lines++;
    if (value instanceof Map) for (const [k, v] of value) stack.push(k, v);
    else for (const key of Object.keys(value)) stack.push(record[key]);
  }
  return lines;
}

describe('a large file\'s analysis keeps no syntax tree: its lines are parsed again when asked for', () => {
  test('every line, every diagnostic and the features over the whole file are the same either way', () => {
    for (const text of texts()) {
      const kept = analyze(text);
      const notKept = analyze(text, NOT_KEPT);
      assert.equal(kept.syntax.keepsTree, true);
      assert.equal(notKept.syntax.keepsTree, false);
      assert.deepEqual(notKept.diagnostics, kept.diagnostics);
      for (let n = -1; n <= kept.lines.length; n++) {
        assert.deepEqual(notKept.lineAt(n), kept.lineAt(n), `line ${n}`);
        assert.equal(notKept.syntax.kindOf(n), kept.syntax.kindOf(n), `line ${n}`);
        assert.equal(notKept.turnAt(n), kept.turnAt(n));
      }
      assert.deepEqual(Array.from(notKept.syntax.gameLineNumbers), Array.from(kept.syntax.gameLineNumbers));
      assert.deepEqual(notKept.syntax.tags(), kept.syntax.tags());
      assert.deepEqual(semanticTokens(notKept).data, semanticTokens(kept).data);
      assert.deepEqual(documentSymbols(notKept), documentSymbols(kept));
      assert.deepEqual(foldingRanges(notKept), foldingRanges(kept));
      assert.deepEqual(formatEdits(notKept), formatEdits(kept));
      const middle = kept.syntax.gameLineNumbers[kept.syntax.gameLineNumbers.length >> 1];
      if (middle !== undefined) assert.deepEqual(hoverAt(notKept, { line: middle, character: 8 }), hoverAt(kept, { line: middle, character: 8 }));
    }
  });

  test('an edit analysed with the previous analysis gives what a fresh analysis gives', () => {
    const text = `${generateGame(3)}\n${generateGame(4)}`;
    const first = analyze(text, NOT_KEPT);
    const lines = text.split('\n');
    for (const edited of [`# a note\n${text}`, [...lines.slice(0, 40), ...lines.slice(41)].join('\n'), `${text} `]) {
      assert.deepEqual(analyze(edited, NOT_KEPT, first).diagnostics, analyze(edited).diagnostics);
    }
  });

  test('a line parsed again is equal to the kept one, not the same object; a line asked for twice in a row is parsed once', () => {
    const text = generateGame(5);
    const kept = analyze(text);
    const notKept = analyze(text, NOT_KEPT);
    const n = kept.syntax.gameLineNumbers[3]!;
    assert.deepEqual(notKept.gameLineAt(n), kept.gameLineAt(n));
    assert.notEqual(notKept.gameLineAt(n), kept.gameLineAt(n));
    assert.equal(notKept.gameLineAt(n), notKept.gameLineAt(n));
    assert.equal(kept.gameLineAt(n), kept.gameLineAt(n));
  });

  test('the analysis keeps a few line nodes at most, whatever the features asked for', () => {
    const text = messyPaste(0.2);
    const kept = analyze(text);
    const notKept = analyze(text, NOT_KEPT);
    semanticTokens(notKept);
    documentSymbols(notKept);
    formatEdits(notKept);
    for (let n = 0; n < notKept.lines.length; n += 97) hoverAt(notKept, { line: n, character: 8 });
    assert.ok(keptLineNodes(kept) >= kept.lines.length, 'the kept tree holds every line');
    assert.ok(keptLineNodes(notKept) <= 4, `${keptLineNodes(notKept)} line nodes kept`);
  });

  test(`a file over ${KEEP_TREE_UP_TO.toLocaleString('en')} characters keeps no tree; a smaller one keeps it`, () => {
    const game = generateGame(1);
    const large = Array.from({ length: Math.ceil(KEEP_TREE_UP_TO / game.length) + 1 }, () => game).join('\n');
    assert.equal(analyze(large, { rules: false }).syntax.keepsTree, false);
    assert.equal(analyze(game).syntax.keepsTree, true);
  });
});
