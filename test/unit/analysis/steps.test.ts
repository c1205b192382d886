import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, analyzeSteps } from '../../../core/src/analysis';
import { DIAGNOSTIC_WORK, REPLAYED_LINE_WORK, WORK_PER_STEP, replayDocumentSteps } from '../../../core/src/analysis/replay';
import { ITEMS_PER_STEP, sortedOrderSteps, sortSteps } from '../../../core/src/analysis/steps';
import { parseTsn } from '../../../core/src/notation';
import { randomSource } from '../../../core/src/rules/rng';
import { generateGame } from '../../../bench/generateGame';
import { runCounting } from '../helpers/steps';

/** `texts` that counts how often a line's text is read (once per game line replayed or kept). */
function countingTexts(lines: readonly string[]): { texts: readonly string[]; reads: () => number } {
  let reads = 0;
  const texts = new Proxy(lines as string[], {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { texts, reads: () => reads };
}

describe('the analysis of a long file pauses after a bounded amount of work', () => {
  // Many complete games one after the other: after the first, thousands of lines the rules refuse.
  const games = Array.from({ length: 30 }, (_, k) => generateGame(k + 1)).join('\n');

  test('sortedOrderSteps orders by two keys as a stable sort does (the diagnostics\' order), pausing between steps of ITEMS_PER_STEP items', () => {
    const random = randomSource(6);
    for (const n of [0, 1, 2, 7, 1000, 3 * ITEMS_PER_STEP + 17]) {
      // Lines and characters as diagnostics have them: a few ascending runs, many ties.
      const items = Array.from({ length: n }, (_, id) => ({ line: id < n / 2 ? Math.floor(random() * 50) : Math.floor(id / 100), character: Math.floor(random() * 3), id }));
      const expected = items.slice().sort((a, b) => a.line - b.line || a.character - b.character);
      const steps = sortedOrderSteps(n, (i, j) => items[i]!.line - items[j]!.line || items[i]!.character - items[j]!.character);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      const order = step.value;
      assert.deepEqual(order ? Array.from(order, (k) => items[k]!) : items, expected, `${n} items`);
      if (n > 2 * ITEMS_PER_STEP) assert.ok(pauses > n / ITEMS_PER_STEP, 'a long list is sorted in several steps');
    }
  });

  test('sortSteps sorts as a stable sort does, comparing at most ITEMS_PER_STEP items between pauses', () => {
    const random = randomSource(5);
    for (const n of [0, 1, 2, 7, 1000, 3 * ITEMS_PER_STEP + 17]) {
      // Few distinct keys (many ties) in a few ascending runs, as the analysis's diagnostics come.
      const items = Array.from({ length: n }, (_, id) => ({ key: id < n / 2 ? Math.floor(random() * 50) : Math.floor(id / 100), id }));
      const expected = items.slice().sort((a, b) => a.key - b.key);
      let compared = 0;
      const compare = (a: { key: number }, b: { key: number }) => { compared++; return a.key - b.key; };
      const { perStep } = runCounting(sortSteps(items, compare), () => compared);
      assert.deepEqual(items, expected, `${n} items`);
      for (const c of perStep) assert.ok(c <= ITEMS_PER_STEP, `${c} comparisons in one step`);
      if (n > 2 * ITEMS_PER_STEP) assert.ok(perStep.length > n / ITEMS_PER_STEP, 'a long list is sorted in several steps');
    }
  });

  test('a replay from scratch replays at most a step\'s worth of lines between pauses', () => {
    const parsed = parseTsn(games);
    const lines = games.split('\n');
    const { texts, reads } = countingTexts(lines);
    const { value: replay, perStep } = runCounting(replayDocumentSteps(parsed.lines, (n) => texts[n], undefined, parsed.diagnostics), reads);
    assert.equal(replay.lines.length, parsed.document.gameLines.length);
    const most = Math.ceil(WORK_PER_STEP / REPLAYED_LINE_WORK);
    for (const n of perStep) assert.ok(n <= most, `${n} lines replayed in one step`);
    // Each line refused after the first game's end has a problem: fewer lines a step.
    assert.ok(perStep.length >= parsed.document.gameLines.length * (REPLAYED_LINE_WORK + DIAGNOSTIC_WORK) / WORK_PER_STEP / 2);
  });

  test('an edit at the top keeps every line\'s replay, a step\'s worth of lines between pauses', () => {
    const first = analyze(games);
    const edited = '# a comment\n' + games;
    const parsed = parseTsn(edited);
    const { texts, reads } = countingTexts(edited.split('\n'));
    const { value: replay, perStep } = runCounting(replayDocumentSteps(parsed.lines, (n) => texts[n], first.replay, parsed.diagnostics), reads);
    assert.equal(replay.lines.length, first.replay!.lines.length);
    for (const n of perStep) assert.ok(n <= WORK_PER_STEP + 1, `${n} lines kept in one step`);
    assert.ok(perStep.length > parsed.document.gameLines.length / WORK_PER_STEP);
    const fresh = analyze(edited);
    const read = (r: typeof replay) => [...r.lines].map((line, k) => [r.lineNumbers[k], line.diagnosticsOn(r.lineNumbers[k]!)]);
    assert.deepEqual(read(replay), read(fresh.replay!));
  });

  test('the number of pauses grows with the file, and the sliced analysis equals the whole one', () => {
    const count = (text: string, previous?: ReturnType<typeof analyze>) => {
      let steps = 0;
      const run = analyzeSteps(text, undefined, previous);
      for (;;) {
        const next = run.next();
        if (next.done) return { steps, analysis: next.value };
        steps++;
      }
    };
    const half = Array.from({ length: 15 }, (_, k) => generateGame(k + 1)).join('\n');
    const small = count(half);
    const large = count(games);
    assert.ok(large.steps > 1.7 * small.steps, `${small.steps} then ${large.steps} pauses`);
    const whole = analyze(games);
    assert.deepEqual(large.analysis.diagnostics, whole.diagnostics);
  });
});

describe('analyses of several files interleaved, as the server runs them a slice each (issue 24: plays written in place)', () => {
  /** Runs the analyses a step each in turn until all are done. */
  function interleaved(runs: Generator<void, ReturnType<typeof analyze>, void>[]): ReturnType<typeof analyze>[] {
    const results: (ReturnType<typeof analyze> | undefined)[] = runs.map(() => undefined);
    for (let left = runs.length; left > 0;) {
      runs.forEach((run, k) => {
        if (results[k]) return;
        const next = run.next();
        if (next.done) { results[k] = next.value; left--; }
      });
    }
    return results as ReturnType<typeof analyze>[];
  }

  /** The same as a fresh analysis of `text`: diagnostics, and the board after every tenth line (read in place of the checkpoints' replays). */
  function assertAsAlone(analysis: ReturnType<typeof analyze>, text: string, what: string): void {
    const alone = analyze(text);
    assert.deepEqual(analysis.diagnostics, alone.diagnostics, `${what}: diagnostics`);
    for (let line = 0; line < alone.lines.length; line += 10) assert.deepEqual(analysis.boardAt(line), alone.boardAt(line), `${what}: the board after line ${line}`);
  }

  test('two games opened together, then each edited in the middle, read the same as each analysed alone', () => {
    // Long enough that each replay pauses many times midway (WORK_PER_STEP): the files' plays alternate.
    const texts = [41, 42, 43].map((seed) => Array.from({ length: 6 }, (_, k) => generateGame(seed * 10 + k)).join('\n'));
    const steps = (text: string) => { let n = 0; for (const run = analyzeSteps(text); !run.next().done;) n++; return n; };
    for (const text of texts) assert.ok(steps(text) > 10, `${steps(text)} steps`);
    const opened = interleaved(texts.map((text) => analyzeSteps(text, { rules: true, checkpointEvery: 7 })));
    opened.forEach((analysis, k) => assertAsAlone(analysis, texts[k]!, `file ${k} opened`));
    // An edit in the middle of each: a play's country changed (its line replayed again, the lines below joined or replayed).
    const edited = texts.map((text) => {
      const lines = text.split('\n');
      const middle = lines.findIndex((line, n) => n > lines.length / 2 && /^\d+\.\d+ /.test(line));
      lines[middle] = lines[middle]!.replace(/\b[A-Z]{2}\b/, 'JP');
      return lines.join('\n');
    });
    const again = interleaved(edited.map((text, k) => analyzeSteps(text, { rules: true, checkpointEvery: 7 }, opened[k])));
    again.forEach((analysis, k) => assertAsAlone(analysis, edited[k]!, `file ${k} edited`));
  });
});
