import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { notationErrorsOn, parseLinesAgainSteps, parseLinesSteps, parseTsn, parseTsnSteps, visitNotationSteps, type ParseResult } from '../../../core/src/notation';
import { rangeMoved } from '../../../core/src/common/text';
import { KIND_CODES } from '../../../core/src/notation/lines';
import { CHUNK_SIZE } from '../../../core/src/common/chunked';
import { generateGame } from '../../../bench/generateGame';
import { lineOf } from '../../../core/src/notation/parser';
import { fixture } from '../helpers/notation';
import { checkedDiagnosticsAt } from '../../../core/src/notation/acrossLines';
import type { Checked } from '../../../core/src/notation/lineFacts';
import type { Diagnostic } from '../../../core/src/common/diagnostic';
import { namesLine } from '../../../core/src/common/codes';

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
      // No line changed kind: the lines' kinds are the previous version's array itself.
      assert.equal(now.memo!.kinds, was.kinds, `keystroke ${k}: the lines' kinds shared`);
      previous = now;
    }
  });

  test('a keystroke that changes a line\'s kind copies the kinds, and leaves the previous version\'s as they were', () => {
    const previous = drained(parseLinesSteps(typed(0)));
    const wasKinds = previous.memo!.kinds.slice();
    // The game line made a comment.
    const text = lines.map((line, n) => (n === at ? `#${line}` : line)).join('\n');
    const now = drained(parseLinesAgainSteps(text, previous));
    assert.notEqual(now.memo!.kinds, previous.memo!.kinds);
    assert.deepEqual(now.memo!.kinds, drained(parseLinesSteps(text)).memo!.kinds);
    assert.equal(now.memo!.kinds[at], KIND_CODES.comment);
    assert.deepEqual(previous.memo!.kinds, wasKinds, 'the previous version\'s kinds unchanged');
  });
});

// Issue 22: a line added or removed in a large file made the checks across lines again, each as
// objects moved with its line (TSN008's message names the line a tag was first set on, which a
// line added at the top moves too). Counted in checks kept and compared with a whole parse.
describe('lines added or removed in a large file keep the checks across lines, moved with them', () => {
  const games = Array.from({ length: 12 }, (_, k) => generateGame(k + 1)).join('\n').split('\n');
  // A round written twice (TSN007, which names the line before) and a tag after the game's lines (TSN037).
  const twice = games.findIndex((l, n) => n > games.length / 3 && /^\d+\.\d+\s/.test(l));
  const lines = [...games.slice(0, twice + 1), games[twice]!, ...games.slice(twice + 1), '[Event "late"]'];
  const firstGame = lines.findIndex((l) => /^\d+\.\w+\s/.test(l));
  const edits: [string, (ls: string[]) => string[]][] = [
    ['a comment added at the top', (ls) => ['# a note', ...ls]],
    ['a tag added at the top', (ls) => ['[Event "first"]', ...ls]],
    ['the first line removed', (ls) => ls.slice(1)],
    ['a line added above the round written twice', (ls) => [...ls.slice(0, twice), '# here', ...ls.slice(twice)]],
    ['three lines pasted in the middle', (ls) => [...ls.slice(0, ls.length >> 1), '# a', '1.2 junk', '', ...ls.slice(ls.length >> 1)]],
    ['a line removed above the first game line', (ls) => [...ls.slice(0, firstGame - 1), ...ls.slice(firstGame)]],
    // After lines moved, a keystroke within a line: its parse keeps the checks, made as a list only when read too.
    ['a space typed at a line\'s end', (ls) => ls.map((l, n) => (n === twice + 5 ? `${l} ` : l))],
  ];

  test('each edit, and each edit from the one before, gives what a whole parse gives: diagnostics, errors by line, visited in order', () => {
    let previous = drained(parseLinesSteps(lines.join('\n')));
    let current = lines;
    for (const [name, edit] of edits) {
      for (const text of [edit(lines), edit(current)]) {
        const now = drained(parseLinesAgainSteps(text.join('\n'), previous));
        const whole = drained(parseLinesSteps(text.join('\n')));
        assert.equal(now.memo!.linesMoved !== undefined, text.length !== previous.memo!.kinds.length, `${name}: lines moved`);
        const visited: unknown[] = [];
        drained(visitNotationSteps(now, (d, by, message) => visited.push({ ...d, range: rangeMoved(d.range, by), message })));
        assert.deepEqual(visited, whole.diagnostics, `${name}: visited`);
        assert.deepEqual(now.diagnostics, whole.diagnostics, `${name}: as a list`);
        assert.ok(whole.diagnostics.some((d) => d.code === 'TSN007') && whole.diagnostics.some((d) => d.code === 'TSN008'));
        for (let n = 0; n < text.length; n++) {
          assert.deepEqual(notationErrorsOn(now.memo!, n), whole.diagnostics.filter((d) => d.range.start.line === n && d.severity === 'error'), `${name}: line ${n + 1}'s errors`);
        }
        // The first line of each tag name, which the next edit starts from (and the replay finds [Result] by).
        assert.deepEqual([...now.memo!.tagFirstLines!].sort(), [...whole.memo!.tagFirstLines!].sort(), `${name}: each tag name's first line`);
        assert.equal(now.lines.firstTagLine('Event'), whole.lines.firstTagLine('Event'));
        assert.equal(now.lines.firstTagLine('Result'), -1);
      }
      previous = drained(parseLinesAgainSteps(edit(current).join('\n'), previous));
      current = edit(current);
    }
  });

  // Issue 22: a line added in 10 MB of games read each of its 433,425 lines for these checks (~30 ms an edit).
  test('a line added in the middle reads the lines from it to the next game line, and the tag lines below: not the lines above, nor the game lines below', () => {
    const before = drained(parseLinesSteps(lines.join('\n')));
    const middle = twice + 40;
    const text = [...lines.slice(0, middle), '# a note', ...lines.slice(middle)];
    const now = drained(parseLinesAgainSteps(text.join('\n'), before));
    const tagsBelow = lines.filter((line, n) => n >= middle && line.startsWith('[')).length;
    const read = now.memo!.linesChecked!;
    assert.ok(read > tagsBelow && read < tagsBelow + 40, `${read} lines read, ${tagsBelow} tag lines below the edit`);
    assert.ok(read < lines.length / 4);
    // The checks above it are the same objects, in the same chunks.
    for (let n = 0; n < middle; n++) assert.equal(now.memo!.checked!.get(n), before.memo!.checked!.get(n), `line ${n + 1}`);
    assert.deepEqual(now.diagnostics, drained(parseLinesSteps(text.join('\n'))).diagnostics);
  });

  // Issue 22: each tag below a line added names its name's first line, above the edit, which did
  // not move: its checks were made again at every edit, and their table copied whole.
  test('a second line added in the middle keeps the checks of the tag lines below the first as they are', () => {
    const middle = twice + 40;
    const once = [...lines.slice(0, middle), '# a note', ...lines.slice(middle)];
    const twiceAdded = [...lines.slice(0, middle), '# a note', '# another', ...lines.slice(middle)];
    const first = drained(parseLinesAgainSteps(once.join('\n'), drained(parseLinesSteps(lines.join('\n')))));
    const second = drained(parseLinesAgainSteps(twiceAdded.join('\n'), first));
    let tags = 0;
    for (let n = middle + 2; n < twiceAdded.length; n++) {
      if (!twiceAdded[n]!.startsWith('[')) continue;
      tags++;
      assert.equal(second.memo!.checked!.get(n), first.memo!.checked!.get(n - 1), `line ${n + 1}: ${twiceAdded[n]}`);
    }
    assert.ok(tags > 30, `${tags} tag lines below`);
    assert.deepEqual(second.diagnostics, drained(parseLinesSteps(twiceAdded.join('\n'))).diagnostics);
    // And a line added at the top after them: the tags name their first lines, moved.
    const top = ['# top', ...twiceAdded];
    assert.deepEqual(drained(parseLinesAgainSteps(top.join('\n'), second)).diagnostics, drained(parseLinesSteps(top.join('\n'))).diagnostics);
  });

  test('the lines said changed are the only ones whose diagnostics are not the previous version\'s moved with them, and few', () => {
    // The analysis keeps the previous version's sorted diagnostics outside a window around these
    // lines, moved as a store moves them: ranges and the line TSN007 or TSN008 names, when at or
    // below the edit's end (issue 22: a line break in 10 MB of games sorted all 76,000 again).
    const opened = drained(parseLinesSteps(lines.join('\n')));
    let previous = opened;
    let current = lines;
    for (const [name, edit] of edits) {
      // Each edit from the file as opened, and from the edits before it.
      for (const [was, from] of [[lines, opened], [current, previous]] as const) {
        const text = edit(was);
        const now = drained(parseLinesAgainSteps(text.join('\n'), from));
        const moved = now.memo!.linesMoved;
        if (!moved) continue;
        const changed = new Set(moved.notationChanged!);
        const by = moved.to - moved.wasTo;
        const line = (n: number) => (n >= moved.wasTo ? n + by : n < moved.from ? n : -1);
        const kept = from.diagnostics.map((d) => ({
          ...d, range: { start: { ...d.range.start, line: line(d.range.start.line) }, end: { ...d.range.end, line: line(d.range.end.line) } },
          message: namesLine(d.code) ? d.message.replace(/line (\d+)/, (_, named: string) => `line ${Number(named) - 1 >= moved.wasTo ? Number(named) + by : named}`) : d.message,
        }));
        const unchanged = (d: Diagnostic) => d.range.start.line >= 0 && !changed.has(d.range.start.line);
        assert.deepEqual(kept.filter(unchanged), drained(parseLinesSteps(text.join('\n'))).diagnostics.filter(unchanged), `${name}: the lines not said changed`);
        // Few, from the file as opened and from the edits before: the lines the edit wrote, and
        // those whose checks name a line it wrote (at the top, the first game's tags, which every
        // later game's repeat and name).
        if (moved.from > 10) assert.ok(changed.size <= 8, `${name}: ${[...changed].join(', ')} changed`);
      }
      previous = drained(parseLinesAgainSteps(edit(current).join('\n'), previous));
      current = edit(current);
    }
  });

  test('a line added at the top keeps every line\'s checks as they were, none made again or moved as objects', () => {
    const before = drained(parseLinesSteps(lines.join('\n')));
    const now = drained(parseLinesAgainSteps(['# a note', ...lines].join('\n'), before));
    let kept = 0;
    // The lines the parse read again (those the edit's text spans) are checked again.
    const { wasTo } = now.memo!.linesMoved!;
    for (let n = wasTo; n < lines.length; n++) {
      const was = before.memo!.checked!.get(n);
      if (!was) continue;
      assert.equal(now.memo!.checked!.get(n + 1), was, `line ${n + 1}'s checks`);
      kept++;
    }
    assert.ok(kept > 50, `${kept} lines' checks kept`);
    // Below a line added in the middle, a tag whose name was first set above it keeps its diagnostics (a small object: where they were made).
    const middle = lines.length >> 1;
    const below = drained(parseLinesAgainSteps([...lines.slice(0, middle), '# a note', ...lines.slice(middle)].join('\n'), before));
    for (let n = below.memo!.linesMoved!.wasTo; n < lines.length; n++) {
      const was = before.memo!.checked!.get(n);
      if (was && before.memo!.kinds[n] === KIND_CODES.tag) assert.equal(below.memo!.checked!.get(n + 1)!.diagnostics, was.diagnostics, `line ${n + 1}'s diagnostics`);
    }
  });
});

describe('lines added above lines with diagnostics of their own keep them as they are, read where the lines now stand', () => {
  test('a line added at the top of thousands of lines that are no TSN: each line\'s own diagnostics the same object, moved when read, as a whole parse finds them', () => {
    // Lines that are no TSN, a diagnostic each (issue 22: a line added at the top of 10 MB of them made each one's again, ~130 ms).
    const lines = Array.from({ length: 5_000 }, (_, n) => `junk line ${n}`);
    const before = drained(parseLinesSteps(lines.join('\n')));
    const text = ['# a note', ...lines].join('\n');
    const now = drained(parseLinesAgainSteps(text, before));
    for (let n = 0; n < lines.length; n++) {
      const was = before.memo!.own.get(n);
      assert.ok(was, `line ${n + 1} has a diagnostic of its own`);
      assert.equal(now.memo!.own.get(n + 1), was, `line ${n + 1}'s own diagnostics`);
    }
    const fresh = drained(parseLinesSteps(text));
    assert.deepEqual(now.diagnostics, fresh.diagnostics);
    for (const n of [0, 1, 2, lines.length >> 1, lines.length]) assert.deepEqual(notationErrorsOn(now.memo!, n), notationErrorsOn(fresh.memo!, n), `line ${n + 1}'s errors`);
    // And back: the line removed.
    const back = drained(parseLinesAgainSteps(lines.join('\n'), now));
    assert.equal(back.memo!.own.get(7), before.memo!.own.get(7));
    assert.deepEqual(back.diagnostics, before.diagnostics);
  });
});

describe('a check across lines kept while its line moved reads at the line where it is now', () => {
  // A TSN008 made on line 5 naming line 2, kept after a line was added between them (ranges made
  // on line 5, message made for line 6), then a line removed above both: now on line 5 again, naming line 1.
  const made = { range: { start: { line: 5, character: 0 }, end: { line: 5, character: 13 } }, severity: 'warning' as const, code: 'TSN008', message: 'The tag [Event] is already set on line 3; keep one.' };
  const checked: Checked = {
    facts: { name: 'Event', value: 'b', start: 0, end: 13, valueStart: 8, valueEnd: 11 }, line: 6, rangesAt: 5, context: 2, contextFacts: undefined, afterGameLine: false, diagnostics: [made],
  };

  test('its message names the line it was checked against, moved as much as its line; its range where its line is', () => {
    const visited: Diagnostic[] = [];
    for (const n of [5, 6, 7]) visited.push(...checkedDiagnosticsAt(checked, n));
    assert.deepEqual(visited.map((d) => `${d.range.start.line} ${d.message}`), [
      '5 The tag [Event] is already set on line 2; keep one.',
      '6 The tag [Event] is already set on line 3; keep one.',
      '7 The tag [Event] is already set on line 4; keep one.',
    ]);
    assert.equal(checkedDiagnosticsAt({ ...checked, line: 5, rangesAt: undefined }, 5), checked.diagnostics, 'not moved: the same list');
  });
});

// Issue 22: 10 MB of one play per line (`1.1 FID&SY ; MAR&IT`) held a TSN007 a line twice after
// its first parse: in the parse's list and in each line's checks.
describe('the first parse of a large file makes its checks\' diagnostics when read, and shares the checks of rounds repeated alike', () => {
  const lines = ['[Event "x"]', '1.1   FID&SY ; MAR&IT', ...Array.from({ length: 300 }, () => '1.1   FID&SY ; MAR&IT'), '1.2   DUC&IT ; —', '1.1   NAS&IT ; —', '1.1   NAS&IT ; —'];

  test('the same diagnostics as a parse that keeps the tree, visited in order without a list made; one check object for all the lines written twice alike', () => {
    const text = lines.join('\n');
    const parsed = drained(parseLinesSteps(text));
    const visited: Diagnostic[] = [];
    drained(visitNotationSteps(parsed, (d, by, message) => visited.push({ ...d, range: rangeMoved(d.range, by), message })));
    const tree = parseTsn(text);
    assert.deepEqual(visited, tree.diagnostics);
    assert.deepEqual(parsed.diagnostics, tree.diagnostics);
    assert.equal(tree.diagnostics.filter((d) => d.code === 'TSN007').length, 301);
    const checks = new Set(parsed.memo!.checked!.toArray().filter((c, n) => c !== undefined && parsed.memo!.kinds[n] === KIND_CODES.game));
    // One for the 300 lines after `1.1` (TSN007), one for `1.1` after `1.2` (TSN006), one for the last `1.1` after `1.1`.
    assert.equal(checks.size, 3);
    for (let n = 0; n < lines.length; n++) {
      assert.deepEqual(notationErrorsOn(parsed.memo!, n), tree.diagnostics.filter((d) => d.range.start.line === n && d.severity === 'error'), `line ${n + 1}'s errors`);
    }
  });

  test('a file with a replay block: its list made at once, the same as the tree\'s', () => {
    const text = [...lines, '{seed 1}', '1.3   NAS&IT ; —', '{never closed'].join('\n');
    assert.deepEqual(drained(parseLinesSteps(text)).diagnostics, parseTsn(text).diagnostics);
  });
});
