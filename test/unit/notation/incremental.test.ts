import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLinesAgainSteps, parseLinesSteps, parseTsn, parseTsnSteps, type ParseResult } from '../../../core/src/notation';
import { CHUNK_SIZE } from '../../../core/src/common/chunked';
import { generateGame } from '../../../bench/generateGame';
import { lineOf } from '../../../core/src/notation/parser';
import { fixture } from '../helpers/notation';

function parseAfter(text: string, previous: ParseResult): ParseResult {
  const steps = parseTsnSteps(text, previous);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

describe('parseTsnSteps with the parse of an earlier version', () => {
  const before = fixture('spec-examples.tsn');
  const lines = before.split('\n');
  const edited = lines.findIndex((l) => /^\d+\.\d+\s+\S/.test(l));

  test('reuses the unchanged lines, reparses the edited one, and gives what a fresh parse gives', () => {
    const first = parseTsn(before);
    const changed = [...lines];
    changed[edited] = `${changed[edited]} {a note long enough to be sliced}`;
    const after = changed.join('\n');
    const again = parseAfter(after, first);
    const fresh = parseTsn(after);
    assert.deepEqual(again.document, fresh.document);
    assert.deepEqual(again.diagnostics, fresh.diagnostics);
    for (let n = 0; n < lines.length; n++) {
      if (!first.parsedLines?.[n]) continue;
      if (n === edited) assert.notEqual(again.parsedLines![n], first.parsedLines[n]);
      else assert.equal(again.parsedLines![n], first.parsedLines[n], `line ${n + 1} is reused`);
    }
    assert.equal(again.rawLines![edited], changed[edited]);
    assert.equal(lineOf(again.parsedLines![edited]!).range.end.character, changed[edited]!.length);
  });

  test('a line that becomes the last game line, or stops being it, is parsed again', () => {
    const text = '1.1   NAS@IT ; —\n1.2   CIA';
    const first = parseTsn(text);
    const longer = `${text}\n1.3   DUC`;
    const again = parseAfter(longer, first);
    assert.deepEqual(again.diagnostics, parseTsn(longer).diagnostics);
    assert.ok(again.diagnostics.some((d) => d.code === 'TSN004' && d.range.start.line === 1), 'the US part is missing on a line that is no longer the last');
    assert.equal(again.parsedLines![0], first.parsedLines![0]);
    assert.notEqual(again.parsedLines![1], first.parsedLines![1]);
  });
});

function drained<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

// Issue 22: a keystroke in a 10 MB file copied the parse's per-line tables whole (433,425 entries
// each). Counted in chunks copied, not timed.
describe('a keystroke in a large file copies the per-line tables\' chunks it touches only', () => {
  const lines = Array.from({ length: 60 }, (_, k) => generateGame(k + 1)).join('\n').split('\n');
  const at = Math.floor(lines.length / 2) + 3;
  const typed = (k: number) => lines.map((line, n) => (n === at && k % 2 ? `${line} ` : line)).join('\n');

  test('the lines\' texts, own diagnostics, facts and starts: the edited line\'s chunk, and what a whole parse gives', () => {
    let previous = drained(parseLinesSteps(typed(0)));
    const memo = () => previous.memo!;
    assert.ok(lines.length > 4 * CHUNK_SIZE);
    for (let k = 1; k <= 4; k++) {
      const was = memo();
      const now = drained(parseLinesAgainSteps(typed(k), previous));
      const whole = drained(parseLinesSteps(typed(k)));
      assert.deepEqual(now.diagnostics, whole.diagnostics, `keystroke ${k}`);
      assert.deepEqual(now.memo!.own.toArray(), whole.memo!.own.toArray());
      assert.deepEqual(now.memo!.facts.toArray(), whole.memo!.facts.toArray());
      assert.deepEqual(now.memo!.starts.toArray(), whole.memo!.starts.toArray());
      assert.equal(was.own.chunksNotShared(now.memo!.own), 1, `keystroke ${k}: own diagnostics' chunks copied`);
      assert.equal(was.facts.chunksNotShared(now.memo!.facts), 1, `keystroke ${k}: facts' chunks copied`);
      assert.equal(was.texts.chunksNotShared(now.memo!.texts), 1, `keystroke ${k}: the lines' texts' chunks copied`);
      assert.deepEqual(now.rawLines, whole.rawLines, `keystroke ${k}: the lines made one array when read`);
      previous = now;
    }
  });
});
