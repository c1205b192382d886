// Issue 22: diagnostics kept compactly and made as objects when read. What a reader gets must be
// what was stored (key for key, in the same key order), and the server must make only the
// diagnostics it publishes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticStore, PIECES_AT_MOST, StoredDiagnostics, diagnosticList } from '../../../core/src/common/diagnosticStore';
import type { Diagnostic } from '../../../core/src/common/diagnostic';
import { range, rangeMoved } from '../../../core/src/common/text';
import { analyze, KEEP_TREE_UP_TO } from '../../../core/src/analysis';
import { boundedDiagnostics, MAX_PUBLISHED } from '../../../server/src/lsp/diagnostics';

/** Diagnostics of every shape the analysis makes: optional keys present or not, set to undefined, in another order. */
const SHAPES: Diagnostic[] = [
  { range: range(0, 0, 3), severity: 'error', code: 'TSN007', message: '1.1 is already written on line 1: each round has one line.' },
  { range: range(1, 6, 12), severity: 'error', code: 'TSN112', message: 'The influence written costs 1 op.', fix: { title: 'Write &SY2', newText: 'FID&SY2' } },
  { range: range(1, 19, 21), severity: 'error', code: 'TSN103', message: 'Italy is out of reach.', alternatives: [{ title: 'Change to FR', newText: 'FR' }, { title: 'Change to UK', newText: 'UK' }] },
  {
    range: range(2, 6, 9), severity: 'error', code: 'TSN102', message: 'Fidel is in the discard pile: the USSR cannot play it.',
    related: [{ range: range(0, 6, 9), message: 'Fidel went to the discard pile in 1.1' }], anotherCard: 'USSR',
  },
  {
    range: range(3, 6, 9), severity: 'error', code: 'TSN102', message: 'Fidel is in the discard pile: the USSR cannot play it.',
    related: [{ range: range(0, 6, 9), message: 'Fidel went to the discard pile in 1.1' }, { range: range(2, 6, 9), message: 'and again in 1.2' }], anotherCard: 'USSR',
  },
  { range: { start: { line: 4, character: 0 }, end: { line: 90, character: 5 } }, severity: 'warning', code: 'TSN037', message: 'A run.', related: [] },
  { range: range(5, 0, 1), severity: 'hint', code: 'TSN001', message: 'Undefined related.', related: undefined },
  { message: 'Keys in another order.', code: 'TSN001', severity: 'information', range: range(6, 2, 4) } as Diagnostic,
];

/** A finished store of `diagnostics`, pushed in order. */
function storeOf(diagnostics: readonly Diagnostic[]): DiagnosticStore {
  const store = new DiagnosticStore();
  for (const d of diagnostics) store.push(d);
  store.finish();
  return store;
}

describe('diagnostics kept compactly (issue 22)', () => {
  test('each diagnostic reads back equal to the one stored, with its keys in the same order', () => {
    const store = new DiagnosticStore();
    for (const d of SHAPES) store.push(d);
    // Pushed again after the store is finished: still read back the same.
    store.finish();
    for (const d of SHAPES) store.push({ ...d });
    assert.equal(store.length, SHAPES.length * 2);
    for (let i = 0; i < store.length; i++) {
      const stored = SHAPES[i % SHAPES.length]!;
      const read = store.at(i);
      assert.deepStrictEqual(read, stored);
      assert.equal(JSON.stringify(read), JSON.stringify(stored));
      assert.equal(store.lineOf(i), stored.range.start.line);
      assert.equal(store.characterOf(i), stored.range.start.character);
      assert.equal(store.endLineOf(i), stored.range.end.line);
      assert.equal(store.severityOf(i), stored.severity);
      assert.equal(store.hasRelated(i), (stored.related?.length ?? 0) > 0);
    }
    assert.deepStrictEqual([...store], [...SHAPES, ...SHAPES]);
    assert.deepStrictEqual(store.slice(2, 4), SHAPES.slice(2, 4));
    assert.throws(() => store.at(store.length), RangeError);
    assert.throws(() => store.at(-1), RangeError);
  });

  test('reordered in place by any permutation (cycles of every length, fixed points): each where the order puts it; no permutation, refused', () => {
    const count = 1000;
    const pushed = Array.from({ length: count }, (_, n) => ({ ...SHAPES[n % 4]!, range: range(n, n % 13, 20 + (n % 13)) }));
    const store = new DiagnosticStore();
    for (const d of pushed) store.push(d);
    store.finish();
    // A permutation made of a random shuffle: long cycles, short ones and fixed points.
    let seed = 17;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const order = Int32Array.from({ length: count }, (_, k) => k);
    for (let k = count - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    for (const k of [0, 100, 500]) {
      const at = order.indexOf(k);
      [order[at], order[k]] = [order[k]!, order[at]!];
    }
    store.reorder(order);
    assert.deepStrictEqual([...store], Array.from(order, (from) => pushed[from]!));
    const twice = new DiagnosticStore();
    for (const d of pushed.slice(0, 3)) twice.push(d);
    twice.finish();
    assert.throws(() => twice.reorder(Int32Array.from([1, 1, 0])), /no permutation/);
    assert.throws(() => twice.reorder(Int32Array.from([0, 1])), /an order of 2 for a store of 3/);
  });

  test('diagnostics that differ only in their ranges share what they repeat; reordered, each keeps its own', () => {
    const store = new DiagnosticStore();
    const lines = 500;
    for (let n = lines - 1; n >= 0; n--) store.push({ ...SHAPES[3]!, range: range(n, 6, 9), related: [{ range: range(n % 7, 6, 9), message: 'Fidel went to the discard pile in 1.1' }] });
    const order = new Int32Array(lines);
    for (let k = 0; k < lines; k++) order[k] = lines - 1 - k;
    store.reorder(order);
    for (let n = 0; n < lines; n++) {
      const d = store.at(n);
      assert.equal(d.range.start.line, n);
      assert.equal(d.related![0]!.range.start.line, n % 7);
      // One shared message object for all, not one each.
      assert.equal(d.message, SHAPES[3]!.message);
    }
    const kept = StoredDiagnostics.of(store, SHAPES.slice(0, 4), 2);
    assert.deepStrictEqual(kept.list(2), SHAPES.slice(0, 4));
    assert.equal(kept.anyRelated, true);
    assert.equal(StoredDiagnostics.of(store, SHAPES.slice(0, 3), 1).anyRelated, false);
  });

  test("a line's diagnostics are kept relative to it: read at another line, their ranges and their related locations move with it", () => {
    // A replayed line moved by a line added above it and above the lines it points at keeps its diagnostics as they are (replay.ts, issue 22).
    const store = new DiagnosticStore();
    const kept = StoredDiagnostics.of(store, [SHAPES[4]!, SHAPES[1]!], 3);
    const moved = kept.list(3 + 1000);
    assert.deepStrictEqual(moved[0]!.range, { start: { line: 1003, character: 6 }, end: { line: 1003, character: 9 } });
    assert.deepStrictEqual(moved[0]!.related, SHAPES[4]!.related!.map((r) => ({ ...r, range: rangeMoved(r.range, 1000) })));
    assert.deepStrictEqual(moved[1]!.range, { start: { line: 1001, character: 6 }, end: { line: 1001, character: 12 } });
    assert.deepStrictEqual({ ...moved[1]!, range: SHAPES[1]!.range }, SHAPES[1]);
    assert.deepStrictEqual(kept.list(3), [SHAPES[4], SHAPES[1]]);
    // The store read whole gives the numbers as kept: relative to the line.
    assert.equal(store.lineOf(0), 0);
    assert.equal(store.lineOf(1), -2);
    assert.equal(store.relatedLineOf(0, 0), -3);
    assert.equal(store.relatedLineOf(0, 1), -1);
  });

  // Issue 22: 10 MB of one play per line kept the same two problems, pointing at the first line, 454,000 times.
  test("a line whose diagnostics are the last line's moved to it, pointing at the same places, reads the last line's in the store: nothing is kept again", () => {
    const store = new DiagnosticStore();
    const onLine = (line: number): Diagnostic[] => [SHAPES[1]!, SHAPES[4]!].map((d) => ({ ...d, range: rangeMoved(d.range, line - 1) }));
    let last = { diagnostics: onLine(3), line: 3, stored: StoredDiagnostics.of(store, onLine(3), 3) };
    const length = store.length;
    for (const line of [4, 9, 10]) {
      const stored = StoredDiagnostics.of(store, onLine(line), line, last);
      assert.equal(store.length, length, `line ${line + 1}: kept again`);
      assert.deepStrictEqual(stored.list(line), onLine(line));
      // Their related locations still follow the lines they point at (above them: moved as far as the line).
      const followed = stored.following(line, line + 1, (n) => n + 1);
      assert.ok(followed instanceof StoredDiagnostics);
      assert.deepStrictEqual(followed.list(line + 1)[1]!.related!.map((r) => r.range.start.line), [1, 3]);
      last = { diagnostics: onLine(line), line, stored };
    }
    // Pointing elsewhere, or otherwise worded: kept.
    const elsewhere = onLine(11).map((d) => (d.related ? { ...d, related: d.related.map((r) => ({ ...r, range: rangeMoved(r.range, 1) })) } : d));
    assert.deepStrictEqual(StoredDiagnostics.of(store, elsewhere, 11, last).list(11), elsewhere);
    assert.equal(store.length, length + 2);
    const worded = onLine(12).map((d, k) => (k === 0 ? { ...d, message: 'another' } : d));
    assert.deepStrictEqual(StoredDiagnostics.of(store, worded, 12, last).list(12), worded);
    assert.equal(store.length, length + 4);
  });

  test("a line's related locations follow the lines they point at: kept when those moved alike, made again when they moved apart", () => {
    const store = new DiagnosticStore();
    // Line 3's TSN102 points at lines 0 and 2.
    const kept = StoredDiagnostics.of(store, [SHAPES[4]!, SHAPES[1]!], 3);
    const length = store.length;
    // A line added above all: every line one further down; the same object, read on line 4.
    const below = (line: number) => line + 1;
    assert.equal(kept.following(3, 4, below), kept);
    assert.deepStrictEqual(kept.list(4)[0]!.related!.map((r) => r.range.start.line), [1, 3]);
    // A line added between the lines pointed at and line 3: they stay, the line moves; the same store
    // read otherwise, its related locations now read where they are wherever the line stands.
    const between = kept.following(3, 4, (line) => line);
    assert.ok(between instanceof StoredDiagnostics && between !== kept && between.relatedFixed);
    const readBetween = [SHAPES[4], SHAPES[1]].map((d) => ({ ...d, range: rangeMoved(d.range, 1) })).map((d, k) => (k === 0 ? { ...d, related: SHAPES[4]!.related } : d));
    assert.deepStrictEqual(between.list(4), readBetween);
    assert.equal(between.pointsAtOrBelow(2, 4), true);
    assert.equal(between.pointsAtOrBelow(3, 4), false);
    // Another line added there: the same object (issue 22: the lines below an edit pointing above it are kept as they are).
    assert.equal(between.following(4, 5, (line) => line), between);
    assert.deepStrictEqual(between.list(5)[0]!.related!.map((r) => r.range.start.line), [0, 2]);
    // And then a line added above all: both move; read with the line again, then kept so.
    const top = between.following(4, 5, below);
    assert.ok(top instanceof StoredDiagnostics && !top.relatedFixed);
    assert.deepStrictEqual(top.list(5)[0]!.related!.map((r) => r.range.start.line), [1, 3]);
    assert.equal(top.following(5, 6, below), top);
    assert.equal(between.following(4, 4, (line) => (line >= 1 ? line + 1 : line)), 'remake');
    // A line added between the two lines pointed at: they moved apart.
    assert.equal(kept.following(3, 4, (line) => (line >= 1 ? line + 1 : line)), 'remake');
    // A line pointed at is gone.
    assert.equal(kept.following(3, 3, (line) => (line === 2 ? -1 : line)), 'lost');
    // None of that kept a diagnostic again.
    assert.equal(store.length, length);
  });

  test('a diagnostic pushed moved and with another message reads back as that diagnostic', () => {
    // The parse's checks across lines, moved with their line: TSN007's message names the line before, moved too (notation/acrossLines.ts).
    const store = new DiagnosticStore();
    for (const d of SHAPES) store.push(d, -10, `${d.message} (moved)`);
    store.push(SHAPES[0]!, 0);
    store.finish();
    SHAPES.forEach((d, k) => assert.deepStrictEqual(store.at(k), { ...d, range: rangeMoved(d.range, 10), message: `${d.message} (moved)` }, `shape ${k}`));
    assert.deepStrictEqual(store.at(SHAPES.length), SHAPES[0]);
  });

  test('a message with a number in it is kept as that number and reads back as written, whatever the number', () => {
    // Issue 22: TSN007's "already written on line N", a string a line in one play per line.
    const messages = [
      '1.1 is already written on line 1: each round has one line.', '1.1 is already written on line 454547: each round has one line.',
      '1.1 is already written on line 0: each round has one line.', 'A zero first: 007.', 'Too long a number: 12345678901.', 'A number at the end 42',
      '9', 'No number at all.', '1.2 is already written on line 3: each round has one line.', '',
    ];
    const pushed = messages.map((message, k): Diagnostic => ({ range: range(k, 0, 3), severity: k % 2 ? 'error' : 'warning', code: 'TSN007', message }));
    const store = new DiagnosticStore();
    for (const d of pushed) store.push(d);
    store.push(pushed[1]!, 0, '1.1 is already written on line 77: each round has one line.');
    store.finish();
    pushed.forEach((d, k) => assert.deepStrictEqual(store.at(k), d, `message ${k}`));
    assert.equal(store.at(pushed.length).message, '1.1 is already written on line 77: each round has one line.');
    const copy = new DiagnosticStore();
    copy.appendFrom(store, 1, store.length);
    copy.appendFrom(store, 0, 1);
    assert.deepStrictEqual([...copy], [...store.slice(1), store.at(0)]);
  });

  test('messages that quote many numbers of the file are kept whole past a few hundred templates, and read back as written', () => {
    // A paste's unreadable lines quote their text: each would be a template of its own.
    const store = new DiagnosticStore();
    const pushed: Diagnostic[] = [];
    for (let k = 0; k < 1000; k++) pushed.push({ range: range(k, 0, 1), severity: 'error', code: 'TSN001', message: `Cannot read "X${k}Y${k % 7}": it is no TSN.` });
    for (const d of pushed) store.push(d);
    store.finish();
    pushed.forEach((d, k) => assert.deepStrictEqual(store.at(k), d, `message ${k}`));
  });

  test('wide numbers (characters past 255 and 65,535, ranges over thousands of lines, hundreds of templates) read back as stored, appended and reordered too', () => {
    // The store's columns start narrow and widen (common/rangeColumns.ts): narrow diagnostics first, then wide ones.
    const wide: Diagnostic[] = [];
    for (let k = 0; k < 300; k++) {
      const character = k % 3 === 0 ? 10 : k % 3 === 1 ? 300 + k : 70_000 + k;
      wide.push({
        range: { start: { line: k, character }, end: { line: k + (k % 5 === 0 ? 100_000 : 0), character: character + 2 } }, severity: 'error', code: 'TSN102',
        message: `Message ${k}.`, related: [{ range: range(k + 70_000, character, character + 1), message: `where ${k}` }],
      });
    }
    const store = storeOf([...SHAPES, ...wide]);
    const all = [...SHAPES, ...wide];
    assert.deepStrictEqual([...store], all);
    const appended = new DiagnosticStore();
    appended.push(SHAPES[0]!);
    appended.appendFrom(store, 0, store.length);
    appended.finish();
    assert.deepStrictEqual([...appended], [SHAPES[0], ...all]);
    const order = Int32Array.from(all.map((_, k) => (k * 5) % all.length));
    assert.equal(new Set(order).size, all.length, 'the order is a permutation');
    store.reorder(order);
    for (let k = 0; k < all.length; k++) {
      assert.deepStrictEqual(store.at(k), all[order[k]!]);
      assert.equal(store.endLineOf(k), all[order[k]!]!.range.end.line);
    }
  });

  test('ranges of other stores appended by index read back as they were', () => {
    // A keystroke's version keeps the previous version's diagnostics around its window this way (analysis.ts).
    const previous = new DiagnosticStore();
    for (const d of SHAPES) previous.push(d);
    previous.finish();
    const window = new DiagnosticStore();
    const made = { ...SHAPES[4]!, range: range(9, 0, 2) };
    window.push(made);
    window.finish();
    const spliced = new DiagnosticStore();
    spliced.appendFrom(previous, 0, 3);
    spliced.appendFrom(window, 0, 1);
    // Past the end and empty ranges append nothing.
    spliced.appendFrom(previous, 5, 99);
    spliced.appendFrom(previous, 2, 2);
    spliced.finish();
    const expected = [...SHAPES.slice(0, 3), made, ...SHAPES.slice(5)];
    assert.equal(spliced.length, expected.length);
    for (let i = 0; i < expected.length; i++) {
      assert.equal(JSON.stringify(spliced.at(i)), JSON.stringify(expected[i]));
      assert.equal(spliced.hasRelated(i), (expected[i]!.related?.length ?? 0) > 0);
    }
    // Copied again from a copy: the same still.
    const again = new DiagnosticStore();
    again.appendFrom(spliced, 1, 4);
    assert.deepStrictEqual([...again], expected.slice(1, 4));
    assert.throws(() => again.appendFrom(again, 0, 1), RangeError);
  });

  test('a store spliced from another and a window reads as the copy would, the rest read where it is; spliced again and again, the same', () => {
    // A keystroke's sorted diagnostics in a large file (analysis.ts): the previous version's but a window made again.
    let expected = Array.from({ length: 40 }, (_, k) => ({ ...SHAPES[k % SHAPES.length]!, range: range(k, k % 5, 9) }));
    let current = storeOf(expected);
    for (let edit = 0; edit < 30; edit++) {
      const start = (edit * 7) % 35;
      const end = start + (edit % 3);
      const made = Array.from({ length: edit % 4 }, (_, k) => ({ ...SHAPES[(edit + k) % SHAPES.length]!, range: range(start, k, 9) }));
      const spliced = DiagnosticStore.spliced(current, start, end, storeOf(made))!;
      expected = [...expected.slice(0, start), ...made, ...expected.slice(end)];
      assert.equal(spliced.length, expected.length, `edit ${edit}`);
      assert.equal(JSON.stringify([...spliced]), JSON.stringify(expected), `edit ${edit}`);
      for (let k = 0; k < expected.length; k++) {
        assert.equal(spliced.lineOf(k), expected[k]!.range.start.line);
        assert.equal(spliced.characterOf(k), expected[k]!.range.start.character);
        assert.equal(spliced.endLineOf(k), expected[k]!.range.end.line);
        assert.equal(spliced.codeOf(k), expected[k]!.code);
        assert.equal(spliced.severityOf(k), expected[k]!.severity);
        assert.equal(spliced.hasRelated(k), (expected[k]!.related?.length ?? 0) > 0);
      }
      // Copied by index from a spliced store: the same diagnostics, moved where asked.
      const copy = new DiagnosticStore();
      copy.appendFrom(spliced, 3, expected.length, [{ from: 10, by: 2 }]);
      assert.deepStrictEqual(copy.slice(), expected.slice(3).map((d) => ({
        ...d, range: moved(d.range), ...(d.related ? { related: d.related.map((r) => ({ ...r, range: moved(r.range) })) } : {}),
      })));
      assert.throws(() => spliced.push(SHAPES[0]!), RangeError);
      current = spliced;
    }
    // Split into more pieces than it may be: not spliced.
    let pieces: DiagnosticStore | undefined = current;
    let splices = 0;
    while (pieces && splices < 100) pieces = DiagnosticStore.spliced(pieces, 2 * splices + 1, 2 * splices++ + 1, storeOf([SHAPES[0]!]));
    assert.ok(pieces === undefined && splices > PIECES_AT_MOST / 4, `${splices} splices`);
  });

  test('appended moved, a message naming a line (TSN007, TSN008) names it where it moved; other numbers stay', () => {
    // A line break above part of a large file keeps the diagnostics below it, moved (analysis.ts): those that name a
    // line moved by the edit name it where it is now, those that name a line above the edit, as they did.
    const pushed: Diagnostic[] = [
      { range: range(20, 0, 3), severity: 'error', code: 'TSN007', message: '1.2 is already written on line 12: each round has one line.' },
      { range: range(21, 0, 3), severity: 'error', code: 'TSN007', message: '1.2 is already written on line 5: each round has one line.' },
      { range: range(22, 0, 9), severity: 'warning', code: 'TSN008', message: 'The tag [Event] is already set on line 11; keep one.' },
      { range: range(23, 0, 9), severity: 'warning', code: 'TSN008', message: 'The tag [Event] is already set on line 10; keep one.' },
      { range: range(24, 0, 9), severity: 'error', code: 'TSN001', message: 'Cannot read "line 40": it is no TSN.' },
    ];
    const expected = [
      { ...pushed[0]!, range: range(22, 0, 3), message: '1.2 is already written on line 14: each round has one line.' },
      { ...pushed[1]!, range: range(23, 0, 3) },
      { ...pushed[2]!, range: range(24, 0, 9), message: 'The tag [Event] is already set on line 13; keep one.' },
      { ...pushed[3]!, range: range(25, 0, 9) },
      { ...pushed[4]!, range: range(26, 0, 9) },
    ];
    // Kept as numbers, and kept whole (past the numbered templates a store makes).
    for (const crowded of [false, true]) {
      const source = new DiagnosticStore();
      if (crowded) for (let k = 0; k < 300; k++) source.push({ range: range(0, 0, 1), severity: 'error', code: 'TSN007', message: `${k}.1 is already written on line 1: each round has one line.` });
      const first = source.length;
      for (const d of pushed) source.push(d);
      source.finish();
      const copy = new DiagnosticStore();
      copy.appendFrom(source, first, source.length, [{ from: 10, by: 2 }]);
      copy.finish();
      assert.deepStrictEqual(copy.slice(), expected, crowded ? 'kept whole' : 'kept as numbers');
    }
  });

  test('spliced with the diagnostics after the window moved, edit after edit: read as the copy would, the lines messages name moved too', () => {
    // A line added or removed in a large file (analysis.ts): the previous version's diagnostics below it are read where they
    // are, through the moves of the edits since they were made, not copied (issue 22: 1.36 million in one play per line).
    const named = (line: number, k: number): Diagnostic => ({ range: range(line, k, 9), severity: 'error', code: 'TSN007', message: `1.${k} is already written on line ${line}: each round has one line.` });
    const shapeAt = (line: number, k: number): Diagnostic => (k % 3 === 0 ? named(line, k) : { ...SHAPES[k % SHAPES.length]!, range: range(line, k % 5, 9) });
    let expected: Diagnostic[] = Array.from({ length: 60 }, (_, k) => shapeAt(10 + k, k));
    let current = storeOf(expected);
    const movedBy = (d: Diagnostic, from: number, by: number): Diagnostic => {
      const line = (n: number) => (n >= from ? n + by : n);
      const lines = (r: Diagnostic['range']) => ({ start: { ...r.start, line: line(r.start.line) }, end: { ...r.end, line: line(r.end.line) } });
      return {
        ...d, range: lines(d.range), ...(d.related ? { related: d.related.map((r) => ({ ...r, range: lines(r.range) })) } : {}),
        message: d.code === 'TSN007' ? d.message.replace(/line (\d+)/, (_, n: string) => `line ${line(Number(n) - 1) + 1}`) : d.message,
      };
    };
    for (let edit = 0; edit < 40; edit++) {
      const start = (edit * 11) % 50;
      const end = start + (edit % 3);
      const made = Array.from({ length: edit % 4 }, (_, k) => shapeAt(expected[start]?.range.start.line ?? 0, k));
      const by = edit % 2 === 0 ? 1 : -1;
      const from = expected[end]?.range.start.line ?? 0;
      const spliced = DiagnosticStore.spliced(current, start, end, storeOf(made), { from, by });
      expected = [...expected.slice(0, start), ...made, ...expected.slice(end).map((d) => movedBy(d, from, by))];
      if (!spliced) {
        // Past the moves a piece may be read through: made a store of its own, as the analysis does.
        assert.ok(edit >= 16, `edit ${edit}: spliced`);
        current = storeOf(expected);
        continue;
      }
      assert.equal(JSON.stringify([...spliced]), JSON.stringify(expected), `edit ${edit}`);
      for (let k = 0; k < expected.length; k++) {
        assert.equal(spliced.lineOf(k), expected[k]!.range.start.line);
        assert.equal(spliced.endLineOf(k), expected[k]!.range.end.line);
        expected[k]!.related?.forEach((r, j) => assert.equal(spliced.relatedLineOf(k, j), r.range.start.line));
      }
      // Copied from it, moved once more: the same as moving what it reads.
      const copy = new DiagnosticStore();
      copy.appendFrom(spliced, 0, spliced.length, [{ from: 30, by: 3 }]);
      assert.equal(JSON.stringify(copy.slice()), JSON.stringify(expected.map((d) => movedBy(d, 30, 3))), `edit ${edit}: copied`);
      current = spliced;
    }
  });

  test('room made at once for diagnostics appended: the same as grown one by one', () => {
    const previous = new DiagnosticStore();
    for (const d of SHAPES) previous.push(d);
    previous.finish();
    const reserved = new DiagnosticStore();
    reserved.reserve(previous.length * 2, previous.relatedLength * 2);
    reserved.appendFrom(previous, 0, SHAPES.length);
    reserved.appendFrom(previous, 0, SHAPES.length, [{ from: 2, by: 10 }]);
    reserved.finish();
    const grown = new DiagnosticStore();
    grown.appendFrom(previous, 0, SHAPES.length);
    grown.appendFrom(previous, 0, SHAPES.length, [{ from: 2, by: 10 }]);
    grown.finish();
    assert.equal(previous.relatedLength, 3);
    assert.deepStrictEqual([...reserved], [...grown]);
    assert.equal(JSON.stringify([...reserved].slice(0, SHAPES.length)), JSON.stringify(SHAPES));
  });

  test('whether a diagnostic points at a line or below it, read without making it', () => {
    // An edit that moved no line keeps a line whose related locations all point above the lines it replayed (replay.ts).
    const store = new DiagnosticStore();
    for (const d of SHAPES) store.push(d);
    const answers = (line: number) => SHAPES.map((_, i) => store.pointsAtOrBelow(i, line));
    assert.deepStrictEqual(answers(0), [false, false, false, true, true, false, false, false]);
    assert.deepStrictEqual(answers(1), [false, false, false, false, true, false, false, false]);
    assert.deepStrictEqual(answers(3), SHAPES.map(() => false));
    const kept = StoredDiagnostics.of(store, [SHAPES[4]!, SHAPES[1]!], 7);
    assert.equal(kept.pointsAtOrBelow(2, 7), true, 'read on the line they were kept for');
    assert.equal(kept.pointsAtOrBelow(3, 7), false);
    assert.equal(kept.pointsAtOrBelow(3, 8), true, 'read on the line one further: they point one further too');
  });

  test('a spliced store counts its errors from the store it was made from, reading only the diagnostics it replaced', () => {
    // Errors and warnings mixed, as a large file's (issue 22: the server counted every one on each version it published).
    const many = Array.from({ length: 3_000 }, (_, k) => ({ ...SHAPES[k % SHAPES.length]!, range: range(k, 0, 3) }));
    const errorsOf = (list: readonly Diagnostic[]) => list.filter((d) => d.severity === 'error').length;
    const before = storeOf(many);
    assert.equal(before.errorCount(), errorsOf(many));
    const window = storeOf([SHAPES[0]!, SHAPES[5]!, SHAPES[1]!].map((d, k) => ({ ...d, range: range(1_000 + k, 0, 3) })));
    const reads = { count: 0 };
    const severityOf = Object.getOwnPropertyDescriptor(DiagnosticStore.prototype, 'severityOf')!;
    Object.defineProperty(DiagnosticStore.prototype, 'severityOf', { ...severityOf, value(this: DiagnosticStore, index: number) { reads.count++; return severityOf.value.call(this, index); } });
    try {
      const spliced = DiagnosticStore.spliced(before, 1_000, 1_010, window)!;
      assert.equal(spliced.errorCount(), errorsOf([...spliced]));
      assert.equal(spliced.errorCount(), errorsOf(many) - errorsOf(many.slice(1_000, 1_010)) + 2);
      // The ten replaced and the window's three, read once when spliced (and [...spliced] above, 3,000 - 7 more).
      assert.equal(reads.count, 10 + 3);
      // Spliced again from it: counted the same way.
      reads.count = 0;
      const again = DiagnosticStore.spliced(spliced, 0, 5, storeOf([]))!;
      assert.equal(again.errorCount(), errorsOf([...spliced].slice(5)));
      // The five replaced, each read through the piece it is kept in (two reads each).
      assert.equal(reads.count, 2 * 5);
    } finally {
      Object.defineProperty(DiagnosticStore.prototype, 'severityOf', severityOf);
    }
  });

  test('an array of diagnostics reads as the same list', () => {
    const list = diagnosticList(SHAPES);
    assert.equal(list.length, SHAPES.length);
    assert.deepStrictEqual([...list], SHAPES);
    assert.equal(list.endLineOf(5), 90);
    assert.throws(() => list.at(SHAPES.length), RangeError);
  });

  test('publishing a large file\'s diagnostics makes the published ones only', () => {
    // One play per line, as issue 22's file: three problems a line, kept without a tree as a large file's.
    const text = '1.1   FID&SY ; MAR&IT\n'.repeat(1500);
    const analysis = analyze(text, { rules: true, keepTreeUpTo: Math.min(KEEP_TREE_UP_TO, 1000) });
    assert.ok(analysis.problems.length > MAX_PUBLISHED * 4, `${analysis.problems.length} problems`);
    const made = countingMade(DiagnosticStore.prototype);
    try {
      const published = boundedDiagnostics(analysis.problems);
      assert.equal(published.length, MAX_PUBLISHED + 1);
      assert.equal(published[MAX_PUBLISHED]!.code, 'TSN042');
      // The published ones, and the first one not published (where the count of the rest points).
      assert.equal(made.count, MAX_PUBLISHED + 1);
      assert.deepEqual(published, boundedDiagnostics([...analysis.diagnostics]));
    } finally {
      made.restore();
    }
  });
});

/** `range` with its lines at or below line 10 moved 2 down (as `appendFrom` moves them). */
function moved(at: Diagnostic['range']): Diagnostic['range'] {
  const line = (n: number) => (n >= 10 ? n + 2 : n);
  return { start: { line: line(at.start.line), character: at.start.character }, end: { line: line(at.end.line), character: at.end.character } };
}

/** Counts the diagnostics a store makes as objects (`at`) until restored. */
function countingMade(prototype: DiagnosticStore): { count: number; restore(): void } {
  const at = Object.getOwnPropertyDescriptor(prototype, 'at')!;
  const made = { count: 0, restore: () => Object.defineProperty(prototype, 'at', at) };
  const original = at.value as DiagnosticStore['at'];
  Object.defineProperty(prototype, 'at', {
    ...at,
    value(this: DiagnosticStore, index: number) {
      made.count++;
      return original.call(this, index);
    },
  });
  return made;
}
