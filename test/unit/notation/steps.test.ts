import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTsn, parseTsnSteps, type Line, type ParsedLine, type ParseResult } from '../../../core/src/notation';
import { CHARS_PER_STEP, ITEMS_PER_STEP, LINES_PER_STEP, lineOf, splitLinesSteps } from '../../../core/src/notation/parser';
import { splitLines } from '../../../core/src/common/text';
import { generateGame } from '../../../bench/generateGame';
import { fixture } from '../helpers/notation';
import { runCounting } from '../helpers/steps';

function run<T>(steps: Generator<void, T, void>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, pauses };
    pauses++;
  }
}

/**
 * A previous parse whose lines count how often the parser reads them: `lookups`, the entries of
 * `parsedLines` looked up (once a line read, reused or not); `touched`, the distinct lines whose
 * nodes were read since the last `reset` (the passes over the tags and game lines read their nodes).
 */
function countingPrevious(result: ParseResult, reuse: boolean) {
  let lookups = 0;
  const touched = new Set<Line>();
  const parsed = result.parsedLines!.map((p): ParsedLine | Line | undefined => {
    if (!p || !reuse) return undefined;
    const line = new Proxy(lineOf(p), {
      get(target, key, receiver) {
        touched.add(target);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return 'kind' in p ? line : { ...p, line };
  });
  const parsedLines = new Proxy(parsed, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) lookups++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return {
    previous: { ...result, parsedLines },
    lookups: () => lookups,
    touched: () => { const count = touched.size; touched.clear(); return count; },
  };
}

describe('parseTsnSteps pauses after a small amount of work', () => {
  const games = Array.from({ length: 40 }, (_, k) => generateGame(k + 1)).join('\n');
  // Tags below the game and the same rounds again: the whole-document checks report on every line.
  const messy = `${games}\n${'[Event "again"]\n'.repeat(3 * ITEMS_PER_STEP)}${games}`;

  for (const [name, text] of [['games', games], ['games, misplaced tags, the games again', messy]] as const) {
    test(`${name}: the stepped parse equals parseTsn's, with or without a previous parse`, () => {
      const whole = parseTsn(text);
      const stepped = run(parseTsnSteps(text)).value;
      assert.deepEqual(stepped.document, whole.document);
      assert.deepEqual(stepped.diagnostics, whole.diagnostics);
      assert.deepEqual(stepped.rawLines, splitLines(text));
      const again = run(parseTsnSteps(`# c\n${text}`, whole)).value;
      const fresh = parseTsn(`# c\n${text}`);
      assert.deepEqual(again.document, fresh.document);
      assert.deepEqual(again.diagnostics, fresh.diagnostics);
    });

    test(`${name}: each step parses at most ${LINES_PER_STEP} lines`, () => {
      const counting = countingPrevious(parseTsn(text), false);
      const { value, perStep } = runCounting(parseTsnSteps(text, counting.previous), counting.lookups);
      assert.ok(Math.max(...perStep) <= LINES_PER_STEP, `at most ${Math.max(...perStep)} lines a step`);
      assert.equal(perStep.reduce((a, b) => a + b, 0), value.rawLines!.length, 'every line is read');
      assert.deepEqual(value.diagnostics, parseTsn(text).diagnostics);
    });

    test(`${name}: the tags and the turn order are checked as the lines are read, a step reading at most ${LINES_PER_STEP} lines' nodes and the game line before them`, () => {
      const counting = countingPrevious(parseTsn(text), true);
      const { perStep } = runCounting(parseTsnSteps(text, counting.previous), counting.touched);
      assert.ok(Math.max(...perStep) <= LINES_PER_STEP + 1, `at most ${Math.max(...perStep)} lines a step`);
      // The steps after the lines' (their diagnostics appended) read no node.
      const lineSteps = Math.ceil(splitLines(text).length / LINES_PER_STEP) + 2;
      assert.deepEqual(perStep.slice(lineSteps).filter((n) => n > 0), []);
    });
  }

  test('the text is split into lines a piece at a time, as splitLines splits it, line breaks across the pieces\' ends included', () => {
    const filler = 'x'.repeat(CHARS_PER_STEP - 1);
    const texts = [
      '', 'a', '\n', 'a\r\nb',
      `${filler}\r\nb`, `${filler}x\r\nb`, `${filler}\r\r\nb\r`, `${filler}\n\n`, `${filler}\r\n`,
      `${filler}${'ab\r'.repeat(CHARS_PER_STEP)}\n`, `${'ab\r\n'.repeat(CHARS_PER_STEP)}`, `${'a\n'.repeat(3 * CHARS_PER_STEP)}`,
      `${'x'.repeat(3 * CHARS_PER_STEP)}\ny`,
      fixture('spec-examples.tsn').repeat(20),
    ];
    for (const text of texts) {
      const { value, pauses } = run(splitLinesSteps(text));
      assert.deepEqual(value, splitLines(text), JSON.stringify(text.slice(0, 40)));
      // A pause after each piece of at least CHARS_PER_STEP characters (ending at a line break).
      const longest = Math.max(...splitLines(text).map((l) => l.length)) + 2;
      assert.ok(pauses >= Math.floor(text.length / (CHARS_PER_STEP + longest)), `${pauses} pauses for ${text.length} characters`);
      assert.ok(pauses <= Math.floor(text.length / CHARS_PER_STEP), `${pauses} pauses for ${text.length} characters`);
    }
  });

  // Issue 22: one line of 10 MB was looked through for its end in one step at each keystroke.
  test('a line longer than a piece is looked through with a pause every CHARS_PER_STEP characters', () => {
    for (const text of [`1.1   ${'IT '.repeat(4 * CHARS_PER_STEP)}`, `${';'.repeat(10 * CHARS_PER_STEP)}\nnext`]) {
      const { value, pauses } = run(splitLinesSteps(text));
      assert.deepEqual(value, splitLines(text));
      assert.ok(pauses >= Math.floor(text.length / CHARS_PER_STEP) - 2, `${pauses} pauses for ${text.length} characters`);
    }
  });
});

describe('the syntax tree shares a range between items over the same text', () => {
  test('an influence item of one point and its country: one range', () => {
    const { document } = parseTsn('3.2   TSC&IT FR2 ; —');
    const play = document.gameLines[0]!.ussr!;
    assert.ok(play.kind === 'play');
    const [it, fr] = play.actions[0]!.effects;
    assert.ok(it?.kind === 'influence' && fr?.kind === 'influence');
    assert.equal(it.country.range, it.range);
    assert.notEqual(fr.country.range, fr.range);
    assert.deepEqual(it.range, { start: { line: 0, character: 10 }, end: { line: 0, character: 12 } });
  });

  test('a part\'s range is never the range of a node inside it (the analysis tells them apart by identity)', () => {
    const text = `${generateGame(3)}\n${fixture('spec-examples.tsn')}\n1.1   IT ; NAS\n1.2   IT2 ; TSC@\n1.H   NAS ; DUC`;
    for (const line of parseTsn(text).document.gameLines) {
      for (const part of [line.ussr, line.us]) {
        if (!part || part.kind === 'none') continue;
        const inside: unknown[] = [];
        const walk = (node: unknown): void => {
          if (!node || typeof node !== 'object') return;
          for (const [key, value] of Object.entries(node)) {
            if (key === 'range' || key.endsWith('Range')) inside.push(value);
            else walk(value);
          }
        };
        const { range: own, ...rest } = part;
        walk(rest);
        assert.ok(!inside.includes(own), `the range of ${line.label.text}'s part ${JSON.stringify(own)}`);
      }
    }
  });
});
