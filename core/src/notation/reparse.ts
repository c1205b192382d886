/**
 * The parse of a new version of a file that keeps no tree (over 1 MB), given the previous
 * version's: the lines the edit did not touch are found by comparing the two texts (their common
 * start and end), and only the lines between are parsed again; the lines below keep their kinds,
 * facts and diagnostics, moved by the lines the edit added or removed (issue 22: a keystroke in a
 * 10 MB file parsed all its lines again). The checks across lines are made again from the facts
 * kept, which costs a read of each tag and game line's facts, no parse.
 */
import type { Diagnostic } from '../common/diagnostic';
import { firstAtOrAfter } from '../common/search';
import { rangeMoved } from '../common/text';
import { checkOrder, checkTag, orderOf, type OrderChecked } from './documentChecks';
import { factsOf, orderChecked, tagChecked, type Checked, type LabelFacts, type LineFacts, type LinesMemo, type TagFacts } from './lineFacts';
import { indentOf, parseOneLine } from './lineParser';
import { KIND_CODES, SyntaxLines } from './lines';
import { detached, findLastGameLine, LINES_PER_STEP, parseLinesSteps, reparser, splitLinesSteps, type LinesParse } from './parser';

/** Lines copied or checked between two pauses (a byte and a pointer each, mostly). */
const CHECKED_PER_STEP = 20_000;

/** Characters compared at once when looking for the texts' common start and end (as whole strings, fast). */
const COMPARED_AT_ONCE = 4096;

/**
 * `parseLinesSteps(text)`, reusing the lines of `previous` (the parse of an earlier version of the
 * same file) that the edit left as they were: the same diagnostics and lines as a parse of the
 * whole text. A file with a replay block is parsed whole (its lines' kinds follow from the lines above).
 */
export function* parseLinesAgainSteps(text: string, previous: LinesParse | undefined): Generator<void, LinesParse, void> {
  const memo = previous?.memo;
  if (memo && !memo.replayBlock) {
    const parsed = yield* reparseChanged(text, memo, previous!);
    if (parsed) return parsed;
  }
  return yield* parseLinesSteps(text);
}

function commonStart(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let at = 0;
  // Whole pieces first: comparing two slices is a copy-free memory compare in the engine.
  while (at + COMPARED_AT_ONCE <= max && a.slice(at, at + COMPARED_AT_ONCE) === b.slice(at, at + COMPARED_AT_ONCE)) at += COMPARED_AT_ONCE;
  while (at < max && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** The length of the common end of `a` and `b`, at most `max`. */
function commonEnd(a: string, b: string, max: number): number {
  let length = 0;
  while (length + COMPARED_AT_ONCE <= max
    && a.slice(a.length - length - COMPARED_AT_ONCE, a.length - length) === b.slice(b.length - length - COMPARED_AT_ONCE, b.length - length)) length += COMPARED_AT_ONCE;
  while (length < max && a.charCodeAt(a.length - length - 1) === b.charCodeAt(b.length - length - 1)) length++;
  return length;
}

/** A line's own diagnostics, moved `lines` down with it (a line's own never point at another line). */
function diagnosticsMoved(diagnostics: readonly Diagnostic[], lines: number): readonly Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, range: rangeMoved(d.range, lines) }));
}

/** The parse of `text` from `memo`'s, or undefined when the edit wrote a replay block (then the text is parsed whole). */
function* reparseChanged(text: string, memo: LinesMemo, previous: LinesParse): Generator<void, LinesParse | undefined, void> {
  const oldLines = previous.rawLines;
  const old = memo.text;
  const same = commonStart(old, text);
  const sameEnd = commonEnd(old, text, Math.min(old.length, text.length) - same);
  const oldStarts = memo.starts;
  const oldCount = oldStarts.length;
  // The first line that may have changed: the one holding the first changed character; the one
  // starting there after a \n; the one before it after a \r (whose line break may now be \r\n).
  const startingThere = firstAtOrAfter(oldStarts.length, same, (i) => oldStarts[i]!);
  const first = startingThere < oldCount && oldStarts[startingThere] === same && old.charCodeAt(same - 1) === 10 ? startingThere : Math.max(0, startingThere - 1);
  // The first line of the unchanged end whose line break before it is unchanged too.
  const after = firstAtOrAfter(oldStarts.length, old.length - sameEnd + 1, (i) => oldStarts[i]!);
  const grown = text.length - old.length;
  const from = oldStarts[first]!;
  const to = after < oldCount ? oldStarts[after]! + grown : text.length;
  yield;
  const middle = yield* splitLinesSteps(text.slice(from, to));
  // A piece that ends with a line break splits into a last empty string: the first unchanged line.
  if (after < oldCount) middle.pop();
  for (const raw of middle) if (raw.charCodeAt(indentOf(raw)) === 123 /* { */) return undefined;
  const shift = first + middle.length - after;
  const count = oldCount + shift;
  const wasChecked = memo.checked;
  // The checks across lines as last made, by the lines' numbers now.
  let checkedBefore: readonly (Checked | undefined)[];
  let rawLines: string[];
  let starts: Int32Array;
  let kinds: Uint8Array;
  let own: (readonly Diagnostic[] | undefined)[];
  let facts: (LineFacts | undefined)[];
  if (shift === 0) {
    // No line added or removed (a keystroke within lines): every array copied whole, the lines
    // below only moved `grown` characters; the checks as last made stand where they stood.
    rawLines = oldLines.slice();
    starts = oldStarts.slice();
    for (let n = after; n < count; n++) starts[n]! += grown;
    kinds = memo.kinds.slice();
    own = memo.own.slice();
    facts = memo.facts.slice();
    checkedBefore = wasChecked ?? new Array<undefined>(count);
  } else {
    rawLines = new Array(count);
    starts = new Int32Array(count);
    kinds = new Uint8Array(count);
    own = new Array(count);
    facts = new Array(count);
    const checkedNow: (Checked | undefined)[] = new Array(count);
    checkedBefore = checkedNow;
    starts.set(oldStarts.subarray(0, first));
    kinds.set(memo.kinds.subarray(0, first));
    kinds.set(memo.kinds.subarray(after), first + middle.length);
    for (let n = 0; n < first; n++) {
      if (n > 0 && n % CHECKED_PER_STEP === 0) yield;
      rawLines[n] = oldLines[n]!;
      own[n] = memo.own[n];
      facts[n] = memo.facts[n];
      if (wasChecked) checkedNow[n] = wasChecked[n];
    }
    for (let n = after; n < oldCount; n++) {
      if (n > after && (n - after) % CHECKED_PER_STEP === 0) yield;
      const now = n + shift;
      rawLines[now] = oldLines[n]!;
      starts[now] = oldStarts[n]! + grown;
      const diagnostics = memo.own[n];
      own[now] = diagnostics ? diagnosticsMoved(diagnostics, shift) : diagnostics;
      facts[now] = memo.facts[n];
      if (wasChecked) checkedNow[now] = wasChecked[n];
    }
  }
  let at = from;
  for (let k = 0; k < middle.length; k++) {
    // A copy: a view would keep this version's whole text alive as long as the line is unchanged.
    rawLines[first + k] = detached(middle[k]!);
    starts[first + k] = at;
    at += middle[k]!.length;
    if (at < text.length) at += text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10 ? 2 : 1;
  }
  yield;
  const lastGameLine = yield* findLastGameLine(rawLines);
  // The last game line is parsed apart (a half-written line is not an error there): a kept line
  // that became the last, or stopped being it, is parsed again.
  const wasLast = memo.lastGameLine < first ? memo.lastGameLine : memo.lastGameLine >= after ? memo.lastGameLine + shift : -1;
  const sink: Diagnostic[] = [];
  let parsedCount = 0;
  // The lines parsed again, in order: the edited ones, then the last game line as was and as is.
  const parsedAgain: number[] = [];
  const parseAgain = (n: number) => {
    parsedAgain.push(n);
    const line = parseOneLine(rawLines[n]!, n, n === lastGameLine, sink);
    kinds[n] = KIND_CODES[line.kind];
    own[n] = sink.length ? sink.slice() : undefined;
    facts[n] = factsOf(line, memo.shared);
    sink.length = 0;
    parsedCount++;
  };
  for (let k = 0; k < middle.length; k++) {
    if (k > 0 && k % LINES_PER_STEP === 0) yield;
    parseAgain(first + k);
  }
  const inMiddle = (n: number) => n >= first && n < first + middle.length;
  if (wasLast !== lastGameLine) {
    if (wasLast >= 0 && !inMiddle(wasLast)) parseAgain(wasLast);
    if (lastGameLine >= 0 && !inMiddle(lastGameLine)) parseAgain(lastGameLine);
  }
  yield;
  // The checks across lines read each tag and game line's kind and facts (the same facts are one
  // object): when no line moved and none parsed again changed them, they find what they found,
  // and only the edited lines' own diagnostics change (issue 22: a keystroke read every line).
  const sameChecks = shift === 0 && wasChecked !== undefined && memo.ownCount !== undefined
    && parsedAgain.every((n) => kinds[n] === memo.kinds[n] && facts[n] === memo.facts[n]);
  const checked = sameChecks
    ? {
      ...yield* ownReplaced(previous.diagnostics, memo.ownCount!, parsedAgain.sort((a, b) => a - b), own),
      gameLineNumbers: previous.lines.gameLineNumbers, tagLineNumbers: previous.lines.tagLineNumbers, checked: wasChecked!,
    }
    : yield* checksAcrossLines(rawLines, kinds, own, facts, checkedBefore);
  const memoNow: LinesMemo = {
    text, starts, kinds, own, facts, lastGameLine, replayBlock: false, linesParsed: parsedCount, checked: checked.checked, shared: memo.shared,
    ownCount: checked.ownCount, linesChecked: sameChecks ? 0 : count, ...(sameChecks ? { changedLines: parsedAgain } : {}),
  };
  const syntax = SyntaxLines.reparsed(kinds, checked.gameLineNumbers, checked.tagLineNumbers, reparser(rawLines, kinds, lastGameLine));
  return { diagnostics: checked.diagnostics, rawLines, lines: syntax, memo: memoNow };
}


const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/**
 * A parse's diagnostics (each line's own first, `ownCount` of them, in line order; then the
 * checks across lines') with the own ones of `lines` (in order, none twice) replaced by `own`'s.
 */
function* ownReplaced(diagnostics: readonly Diagnostic[], ownCount: number, lines: readonly number[], own: readonly (readonly Diagnostic[] | undefined)[]):
Generator<void, { diagnostics: Diagnostic[]; ownCount: number }, void> {
  const out: Diagnostic[] = [];
  const lineOf = (k: number) => diagnostics[k]!.range.start.line;
  let from = 0;
  let count = ownCount;
  const copy = function* (to: number): Generator<void, void, void> {
    for (let k = from; k < to; k++) {
      if (k > from && (k - from) % CHECKED_PER_STEP === 0) yield;
      out.push(diagnostics[k]!);
    }
  };
  for (let k = 0; k < lines.length; k++) {
    const n = lines[k]!;
    if (k > 0 && lines[k - 1] === n) continue;
    const lo = firstAtOrAfter(ownCount, n, lineOf);
    const hi = firstAtOrAfter(ownCount, n + 1, lineOf);
    yield* copy(lo);
    const mine = own[n] ?? NO_DIAGNOSTICS;
    for (const d of mine) out.push(d);
    count += mine.length - (hi - lo);
    from = hi;
  }
  yield* copy(diagnostics.length);
  return { diagnostics: out, ownCount: count };
}

/** `diagnostics` moved `lines` down; the same list when it is empty or `lines` is 0. */
function shifted(diagnostics: readonly Diagnostic[], lines: number): readonly Diagnostic[] {
  return lines === 0 || diagnostics.length === 0 ? diagnostics : diagnosticsMoved(diagnostics, lines);
}

/**
 * The diagnostics of a file without a replay block, in the order the whole parse gives them: each
 * line's own, then the tags' checks, then the turn order's; the game and tag lines' numbers; and
 * each line's checks for the next version. A line whose checks read the same as before (its facts,
 * the game line before it, the line that first set its tag's name) keeps them, moved with it: an
 * archive of games has a diagnostic on nearly every tag (issue 22: each keystroke made them all again).
 */
function* checksAcrossLines(rawLines: readonly string[], kinds: Uint8Array, own: readonly (readonly Diagnostic[] | undefined)[], facts: readonly (LineFacts | undefined)[],
  before: readonly (Checked | undefined)[]):
Generator<void, { diagnostics: Diagnostic[]; ownCount: number; gameLineNumbers: Int32Array; tagLineNumbers: Int32Array; checked: (Checked | undefined)[] }, void> {
  const count = kinds.length;
  const diagnostics: Diagnostic[] = [];
  const tagDiagnostics: Diagnostic[] = [];
  const orderDiagnostics: Diagnostic[] = [];
  const gameLineNumbers = new Int32Array(count);
  const tagLineNumbers = new Int32Array(count);
  let games = 0;
  let tags = 0;
  const checked: (Checked | undefined)[] = new Array(count);
  const tagNames = new Map<string, number>();
  let previousGame = -1;
  let previousOrder = 0;
  const sink: Diagnostic[] = [];
  for (let n = 0; n < count; n++) {
    if (n > 0 && n % CHECKED_PER_STEP === 0) yield;
    const mine = own[n];
    if (mine) for (const d of mine) diagnostics.push(d);
    const kind = kinds[n];
    if (kind !== KIND_CODES.game && kind !== KIND_CODES.tag) continue;
    const lineFacts = facts[n]!;
    const last = before[n];
    let now: Checked | undefined;
    if (kind === KIND_CODES.game) {
      const label = lineFacts as LabelFacts;
      const order = orderOf(label);
      // checkOrder finds nothing when the round comes later: only a problem is looked at further.
      if (previousGame >= 0 && order <= previousOrder) {
        const previousFacts = facts[previousGame];
        if (last && last.facts === lineFacts && last.contextFacts === previousFacts && previousGame - last.context === n - last.line) {
          // The same two rounds: a turn out of order is the same, but TSN007 names the line before.
          if (n === last.line) now = last;
          else if (last.diagnostics.every((d) => d.code !== 'TSN007')) now = { ...last, line: n, context: previousGame, diagnostics: shifted(last.diagnostics, n - last.line) };
        }
        if (!now) {
          const above: OrderChecked = orderChecked(previousGame, previousFacts as LabelFacts, rawLines[previousGame]!.length);
          checkOrder(above, orderChecked(n, label, rawLines[n]!.length), sink);
          now = { facts: lineFacts, line: n, context: previousGame, contextFacts: previousFacts, afterGameLine: true, diagnostics: sink.slice() };
          sink.length = 0;
        }
        for (const d of now.diagnostics) orderDiagnostics.push(d);
        checked[n] = now;
      }
      gameLineNumbers[games++] = n;
      previousGame = n;
      previousOrder = order;
      continue;
    } else {
      const tag = lineFacts as TagFacts;
      const afterGameLine = previousGame >= 0;
      const setOn = tagNames.get(tag.name) ?? -1;
      if (last && last.facts === lineFacts && last.afterGameLine === afterGameLine && last.context === setOn) {
        // The same tag after the same first one (none, or one that did not move): the same messages.
        now = n === last.line ? last : { ...last, line: n, diagnostics: shifted(last.diagnostics, n - last.line) };
        if (setOn < 0) tagNames.set(tag.name, n);
      } else {
        checkTag(tagChecked(n, tag), afterGameLine, tagNames, sink);
        now = { facts: lineFacts, line: n, context: setOn, contextFacts: undefined, afterGameLine, diagnostics: sink.length ? sink.slice() : NO_DIAGNOSTICS };
        sink.length = 0;
      }
      for (const d of now.diagnostics) tagDiagnostics.push(d);
      tagLineNumbers[tags++] = n;
    }
    checked[n] = now;
  }
  const ownCount = diagnostics.length;
  for (const d of tagDiagnostics) diagnostics.push(d);
  for (const d of orderDiagnostics) diagnostics.push(d);
  return { diagnostics, ownCount, gameLineNumbers: gameLineNumbers.slice(0, games), tagLineNumbers: tagLineNumbers.slice(0, tags), checked };
}
