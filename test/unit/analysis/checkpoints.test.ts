// The replay keeps a line's board only at checkpoints and replays the others when read
// (analysis/replay.ts, issues 22 and 24): every reader must get what it gets from an analysis that
// keeps every board. Compared over the corpus's games, reading the lines in file order, backwards
// and in a scattered order (each reading from another stretch than the one before), fresh and after
// edits (the incremental replay joining the previous one).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, boardView, lineReading, partReadingsAt, readingTexts, type DocumentAnalysis } from '../../../core/src/analysis';
import { checkpointEveryFor, CHECKPOINT_EVERY, CHECKPOINT_EVERY_IN_LARGE, LARGE_FILE_GAME_LINES } from '../../../core/src/analysis/replay';
import { stateJson, stepsBetween, type GameState } from '../../../core/src/rules';
import { hoverAt } from '../../../server/src/lsp/hover';
import { codeLenses } from '../../../server/src/lsp/codeLens';
import { inlayHints } from '../../../server/src/lsp/inlayHints';
import { completionsAt } from '../../../server/src/lsp/completion';
import { stateReport } from '../../../cli/src/state';
import { corpus } from '../helpers/corpus';

const EVERY_BOARD = { rules: true, checkpointEvery: 1 };
const EVERY_SEVENTH = { rules: true, checkpointEvery: 7 };

/** A board as plain data, with the steps of its record since `since` (the record is what a reading reads). */
function boardData(state: GameState, since?: GameState): unknown {
  return { board: stateJson(state), result: state.result ?? null, steps: since ? stepsBetween(since, state) : undefined };
}

/** The game lines' indexes in file order, backwards, or scattered (a stride that jumps between stretches). */
type Order = 'forward' | 'backward' | 'scattered';

function readingOrder(count: number, order: Order): number[] {
  const forward = Array.from({ length: count }, (_, i) => i);
  if (order === 'forward') return forward;
  if (order === 'backward') return forward.reverse();
  const scattered: number[] = [];
  for (let start = 0; start < 11; start++) for (let i = start; i < count; i += 11) scattered.push(i);
  return scattered;
}

/** What every reader says about game line `i` of `analysis` (a line read from another stretch than the one before). */
function whatReadersSay(analysis: DocumentAnalysis, i: number): unknown {
  const replayed = analysis.replay!.lines.get(i);
  const n = analysis.replay!.lineNumbers[i]!;
  const line = analysis.gameLineAt(n)!;
  const reading = lineReading(analysis, replayed);
  const hovers = [line.label.range.start, line.label.range.end, line.range.end].map((position) => hoverAt(analysis, position));
  return {
    before: boardData(replayed.before),
    after: boardData(replayed.after, replayed.before),
    stateAfter: boardData(analysis.stateAfter(n)),
    boardAt: analysis.boardAt(n),
    diagnostics: replayed.diagnosticsOn(n),
    reading: { facts: reading.facts, parts: reading.parts, before: boardData(reading.before), after: boardData(reading.after, reading.before) },
    parts: partReadingsAt(analysis, line),
    texts: readingTexts(analysis, n),
    hovers,
    view: boardView(analysis, n),
    state: stateReport(analysis, n + 1),
    completions: completionsAt(analysis, { line: n, character: line.range.end.character }).map((c) => c.label),
  };
}

/** Every reader, over every line in each of `orders`, agrees between `checkpointed` and `kept` (every board kept). */
function assertSameReadings(name: string, checkpointed: DocumentAnalysis, kept: DocumentAnalysis, orders: readonly Order[]): void {
  assert.deepEqual(checkpointed.diagnostics, kept.diagnostics, `${name}: diagnostics`);
  assert.deepEqual(boardData(checkpointed.replay!.final), boardData(kept.replay!.final), `${name}: the final board`);
  const count = kept.replay!.lines.length;
  assert.equal(checkpointed.replay!.lines.length, count);
  for (const order of orders) {
    for (const i of readingOrder(count, order)) {
      assert.deepEqual(whatReadersSay(checkpointed, i), whatReadersSay(kept, i), `${name}: game line ${i} (line ${kept.replay!.lineNumbers[i]! + 1})`);
    }
  }
  assert.deepEqual(codeLenses(checkpointed), codeLenses(kept), `${name}: the lenses`);
  assert.deepEqual(inlayHints(checkpointed), inlayHints(kept), `${name}: the hints`);
}

describe('a replay that keeps boards at checkpoints reads as one that keeps them all', () => {
  const generated = corpus(1).find((g) => g.name === 'generated game 1')!.text;
  // Every line of the second copy is refused after the game's end: a run of lines that keep one board.
  const games = [...corpus(1), { name: 'a generated game written twice', text: `${generated}\n${generated}\n` }];

  for (const game of games) {
    test(game.name, () => {
      const kept = analyze(game.text, EVERY_BOARD);
      assertSameReadings(`${game.name}, every 7th board`, analyze(game.text, EVERY_SEVENTH), kept, ['backward', 'scattered']);
      assertSameReadings(`${game.name}, the default`, analyze(game.text), kept, ['forward']);
    });
  }

  test('after edits: a line changed, one added above, one removed, each joining the previous replay', () => {
    for (const game of games.filter((g) => g.name.startsWith('generated'))) {
      const lines = game.text.split('\n');
      const gameLines = lines.flatMap((text, n) => (/^\d/.test(text) ? [n] : []));
      const middle = gameLines[gameLines.length >> 1]!;
      const edits = [
        [...lines.slice(0, middle), `${lines[middle]} `, ...lines.slice(middle + 1)],
        [...lines.slice(0, middle), '# a line added', ...lines.slice(middle)],
        [...lines.slice(0, middle), ...lines.slice(middle + 1)],
        ['# a note', ...lines],
      ];
      let previous = analyze(game.text, EVERY_SEVENTH);
      for (const [k, edit] of edits.entries()) {
        const text = edit.join('\n');
        const edited = analyze(text, EVERY_SEVENTH, previous);
        assertSameReadings(`${game.name}, edit ${k}`, edited, analyze(text, EVERY_BOARD), ['scattered']);
        previous = edited;
      }
    }
  });
});

// Issue 22: each checkpoint's board held the steps of the line before it (eight log nodes and their
// steps a board in 10 MB of one play per line, ~24 MB), which no reader walks: a line's reading
// reads the steps between its board before and its board after, replayed from the board before.
describe('a checkpoint keeps its board with the count of its steps, not the steps themselves', () => {
  test('every kept board\'s record is one node holding the count; the readings are those of a replay keeping every board (above)', () => {
    const generated = corpus(1).find((g) => g.name === 'generated game 1')!.text;
    const analysis = analyze(generated, EVERY_SEVENTH);
    let checkpoints = 0;
    for (const line of analysis.replay!.lines) {
      const kept = (line as { readonly kept?: GameState }).kept;
      if (!kept?.log) continue;
      checkpoints++;
      assert.equal(kept.log.previous, null, 'no earlier step kept');
      assert.ok(kept.log.length > 1, 'the count of the steps that made it');
    }
    assert.ok(checkpoints >= analysis.replay!.lines.length / 7 - 1, `${checkpoints} checkpoints`);
  });
});

// Issue 22: in 10 MB of one play per line, the boards kept every 16 lines took the server over its
// 300 MB budget; a file of more than LARGE_FILE_GAME_LINES game lines keeps one every 32.
describe('a large file keeps fewer boards', () => {
  test('up to LARGE_FILE_GAME_LINES game lines, a board every CHECKPOINT_EVERY; above, every CHECKPOINT_EVERY_IN_LARGE', () => {
    assert.equal(checkpointEveryFor(3), CHECKPOINT_EVERY);
    assert.equal(checkpointEveryFor(LARGE_FILE_GAME_LINES), CHECKPOINT_EVERY);
    assert.equal(checkpointEveryFor(LARGE_FILE_GAME_LINES + 1), CHECKPOINT_EVERY_IN_LARGE);
    assert.ok(CHECKPOINT_EVERY_IN_LARGE > CHECKPOINT_EVERY);
  });

  test('a replay of one line past the limit, with no interval given, keeps a board every CHECKPOINT_EVERY_IN_LARGE lines', () => {
    const analysis = analyze('1.1   FID&SY ; MAR&IT\n'.repeat(LARGE_FILE_GAME_LINES + 1));
    let kept = 0;
    let longestGap = 0;
    let gap = 0;
    for (const line of analysis.replay!.lines) {
      if ((line as { readonly kept?: GameState }).kept) {
        kept++;
        longestGap = Math.max(longestGap, gap);
        gap = 0;
      } else gap++;
    }
    assert.equal(longestGap, CHECKPOINT_EVERY_IN_LARGE - 1);
    assert.ok(kept <= (LARGE_FILE_GAME_LINES + 1) / CHECKPOINT_EVERY_IN_LARGE + 2, `${kept} boards kept`);
  });
});

describe('plays written in place between checkpoints (rules/state.ts `roundBoard`, issue 24)', () => {
  test("the US's part pointing at the USSR's part of its own line finds it: the part's boards replayed when read", () => {
    // 1.2 is no checkpoint: the USSR's play there writes in place the board 1.1 left, and the US's the USSR's.
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   VIE&IQ2 ; DAC&JP3\n1.2   DEC&SY IQ ; DEC&JP2\n1.3   SOC&SY IQ IR ; MAR&IL IR3\n';
    for (const options of [{ rules: true }, EVERY_BOARD]) {
      const found = analyze(text, options).diagnostics.filter((d) => d.code === 'TSN102');
      assert.equal(found.length, 1);
      assert.equal(found[0]!.range.start.line, 2);
      assert.deepEqual(found[0]!.related?.map((r) => [r.range.start.line, r.message]), [[2, 'Decolonization went to the discard pile in 1.2']]);
    }
  });
});
