/**
 * The parse of a new version of a file that keeps no tree (over 1 MB), given the previous
 * version's: the lines the edit did not touch are found by comparing the two texts (their common
 * start and end), and only the lines between are parsed again; the lines below keep their kinds,
 * facts and diagnostics, moved by the lines the edit added or removed (issue 22: a keystroke in a
 * 10 MB file parsed all its lines again). The checks across lines are made again from the facts
 * kept, which costs a read of each tag and game line's facts, no parse.
 */
import { ChunkedList, copyIntoSteps } from '../common/chunked';
import type { Diagnostic } from '../common/diagnostic';
import { namesLine } from '../common/codes';
import { wholeText, type DocumentText } from '../common/pieceText';
import { firstAtOrAfter } from '../common/search';
import { CHECKED_PER_STEP, checkedDiagnosticsAt, checksAcrossLines, checksAcrossLinesAgain, NO_DIAGNOSTICS, ownOn, type LinesRewritten, type NotationVisit } from './acrossLines';
import { factsOf, namedLine, type Checked, type LineFacts, type LinesMemo, type OwnDiagnostics } from './lineFacts';
import { lineLength } from './keptLines';
import { indentOf, parseOneLine } from './lineParser';
import { KIND_CODES, SyntaxLines } from './lines';
import {
  findLastGameLine, later, LaterDiagnostics, LINES_PER_STEP, parseLinesSteps, parseOf, reparser, visitList, visitListWithin, writtenLinesSteps, type LinesParse,
} from './parser';

/** Characters compared at once when looking for the texts' common start and end (as whole strings, fast). */
const COMPARED_AT_ONCE = 4096;

/**
 * `parseLinesSteps(text)`, reusing the lines of `previous` (the parse of an earlier version of the
 * same file) that the edit left as they were: the same diagnostics and lines as a parse of the
 * whole text. A file with a replay block is parsed whole (its lines' kinds follow from the lines above).
 */
export function* parseLinesAgainSteps(text: DocumentText, previous: LinesParse | undefined): Generator<void, LinesParse, void> {
  const memo = previous?.memo;
  if (memo && !memo.replayBlock) {
    const parsed = yield* reparseChanged(text, memo, previous!);
    if (parsed) return parsed;
  }
  return yield* parseLinesSteps(text);
}

/**
 * Where `text` and the previous version `old` differ: the length of their common start and end.
 * A text in pieces made by edits of `old` says where (the characters around it may be the same
 * too, but need not be found: the lines between are parsed again either way); any other pair is
 * compared whole.
 */
function unchangedEnds(old: DocumentText, text: DocumentText): { same: number; sameEnd: number } {
  const edit = typeof text === 'string' || typeof old === 'string' ? undefined : text.editSince(old.id);
  if (edit) return { same: edit.start, sameEnd: old.length - edit.end };
  const oldWhole = wholeText(old);
  const whole = wholeText(text);
  const same = commonStart(oldWhole, whole);
  return { same, sameEnd: commonEnd(oldWhole, whole, Math.min(old.length, text.length) - same) };
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

/** The parse of `text` from `memo`'s, or undefined when the edit wrote a replay block (then the text is parsed whole). */
function* reparseChanged(text: DocumentText, memo: LinesMemo, previous: LinesParse): Generator<void, LinesParse | undefined, void> {
  const oldLines = memo.texts;
  const old = memo.text;
  const { same, sameEnd } = unchangedEnds(old, text);
  const oldStarts = memo.starts;
  const oldCount = oldStarts.length;
  // The first line that may have changed: the one holding the first changed character; the one
  // starting there after a \n; the one before it after a \r (whose line break may now be \r\n).
  const startingThere = firstAtOrAfter(oldStarts.length, same, (i) => oldStarts.get(i));
  const first = startingThere < oldCount && oldStarts.get(startingThere) === same && old.charCodeAt(same - 1) === 10 ? startingThere : Math.max(0, startingThere - 1);
  // The first line of the unchanged end whose line break before it is unchanged too, or that
  // starts the unchanged end after a line break both texts have there (lines added above it:
  // issue 22, a line added at the top wrote the first line again, and moved what points at it).
  const endStart = old.length - sameEnd;
  // (In the new text, at its start too: the first lines removed, issue 22.)
  const newEndStart = text.length - sameEnd;
  const startsAfterBreak = endStart < old.length && (endStart === 0 || old.charCodeAt(endStart - 1) === 10) && (newEndStart === 0 || text.charCodeAt(newEndStart - 1) === 10);
  const after = firstAtOrAfter(oldStarts.length, startsAfterBreak ? endStart : endStart + 1, (i) => oldStarts.get(i));
  const grown = text.length - old.length;
  const from = oldStarts.get(first);
  const to = after < oldCount ? oldStarts.get(after) + grown : text.length;
  yield;
  const middle = yield* writtenLinesSteps(text, from, to);
  // A piece that ends with a line break splits into a last empty string: the first unchanged line.
  if (after < oldCount) middle.pop();
  for (const raw of middle) if (raw.charCodeAt(indentOf(raw)) === 123 /* { */) return undefined;
  const shift = first + middle.length - after;
  const count = oldCount + shift;
  const wasChecked = memo.checked;
  // The checks across lines as last made, by the lines' numbers now.
  let checkedBefore: ChunkedList<Checked | undefined> | undefined;
  let kinds: Uint8Array;
  // The starts of the lines written again, from `first` on.
  const middleStarts: number[] = new Array(middle.length);
  let at = from;
  for (let k = 0; k < middle.length; k++) {
    middleStarts[k] = at;
    at += lineLength(middle[k]!);
    if (at < text.length) at += text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10 ? 2 : 1;
  }
  // Each line's text, own diagnostics and facts: the tables as they were but for the lines parsed
  // again (their chunks copied), and with lines moved, those below spliced up or down.
  let ownBefore = memo.own;
  let factsBefore = memo.facts;
  let textsBefore = oldLines;
  const ownChanged: [number, OwnDiagnostics | undefined][] = [];
  const factsChanged: [number, LineFacts | undefined][] = [];
  if (shift === 0) {
    // No line added or removed (a keystroke within lines): the lines' kinds as they were, copied
    // (a byte a line) only when a line parsed again changes kind (issue 22: 454,000 lines of one
    // play per line copied 0.45 MB a keystroke, memory outside the heap the allocator kept); the
    // checks as last made standing where they stood.
    kinds = memo.kinds;
    checkedBefore = wasChecked;
  } else {
    kinds = new Uint8Array(count);
    kinds.set(memo.kinds.subarray(0, first));
    kinds.set(memo.kinds.subarray(after), first + middle.length);
    const written: undefined[] = new Array(middle.length).fill(undefined);
    // The per-line tables share every chunk but those around the lines written (chunked.ts). The
    // own diagnostics below move with their lines as they are: read where they stand (`ownOn`);
    // the checks as last made too (`checksAcrossLinesAgain`).
    checkedBefore = wasChecked?.spliced(first, after, written);
    ownBefore = memo.own.spliced(first, after, written);
    factsBefore = memo.facts.spliced(first, after, written);
    textsBefore = oldLines.spliced(first, after, middle.map(() => ''));
  }
  // The lines parsed again: their own diagnostics and facts as they are now.
  const setOwn = (n: number, value: OwnDiagnostics | undefined) => { ownChanged.push([n, value]); };
  const setFacts = (n: number, value: LineFacts | undefined) => { factsChanged.push([n, value]); };
  // Views of the text written (writtenLinesSteps): they keep no other text of this version alive,
  // and the text written only until each of its lines is written again.
  const texts = textsBefore.with(middle.map((raw, k) => [first + k, raw] as const));
  const textOf = textsReader(texts);
  yield;
  const lastGameLine = yield* findLastGameLine(count, textOf);
  // The last game line is parsed apart (a half-written line is not an error there): a kept line
  // that became the last, or stopped being it, is parsed again.
  const wasLast = memo.lastGameLine < first ? memo.lastGameLine : memo.lastGameLine >= after ? memo.lastGameLine + shift : -1;
  const sink: Diagnostic[] = [];
  let parsedCount = 0;
  // The lines parsed again, in order: the edited ones, then the last game line as was and as is.
  const parsedAgain: number[] = [];
  const parseAgain = (n: number) => {
    parsedAgain.push(n);
    const line = parseOneLine(textOf(n), n, n === lastGameLine, sink);
    const kind = KIND_CODES[line.kind];
    if (kinds[n] !== kind) {
      // The previous version's kinds are its own: written in a copy.
      if (kinds === memo.kinds) kinds = memo.kinds.slice();
      kinds[n] = kind;
    }
    setOwn(n, sink.length ? { line: n, diagnostics: sink.slice() } : undefined);
    setFacts(n, factsOf(line, memo.shared));
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
  const own = ownBefore.with(ownChanged);
  const facts = factsBefore.with(factsChanged);
  const starts = shift !== 0 ? oldStarts.spliced(first, after, middleStarts, grown) : oldStarts.edited(first, middleStarts, grown);
  // The checks across lines read each tag and game line's kind and facts (the same facts are one
  // object): when no line moved and none parsed again changed them, they find what they found,
  // and only the edited lines' own diagnostics change (issue 22: a keystroke read every line).
  // With no line added or removed and none become or ceased to be a game line, each game line
  // stands where it stood (the replay reads game lines only; the checks across lines, game and tag lines).
  const gameLinesStand = shift === 0 && wasChecked !== undefined && parsedAgain.every((n) => (kinds[n] === KIND_CODES.game) === (memo.kinds[n] === KIND_CODES.game));
  const sameChecks = gameLinesStand && memo.ownCount !== undefined && parsedAgain.every((n) => kinds[n] === memo.kinds[n] && facts.get(n) === memo.facts.get(n));
  parsedAgain.sort((a, b) => a - b);
  // The previous version's diagnostics not made as a list yet (lines moved before): this version's are not either.
  const sameAsLater = sameChecks && later.has(previous);
  const below = first + middle.length;
  // The lines whose checks were made again (with lines moved: that do not read as the previous
  // version's moved with them), in order; undefined when all were made again.
  let checksRemade: readonly number[] | undefined;
  let linesChecked = 0;
  let checked: { readonly ownCount: number; readonly gameLineNumbers: ArrayLike<number>; readonly tagLineNumbers: ArrayLike<number>;
    readonly checked: ChunkedList<Checked | undefined>; readonly tagFirstLines: ReadonlyMap<string, number>; readonly diagnostics?: Diagnostic[] };
  if (sameChecks) {
    checked = {
      ...(sameAsLater ? { ownCount: ownCountNow(memo, parsedAgain, own) } : yield* ownReplaced(previous.diagnostics, memo.ownCount!, parsedAgain, own)),
      gameLineNumbers: previous.lines.gameLineNumbers, tagLineNumbers: previous.lines.tagLineNumbers, checked: wasChecked!, tagFirstLines: memo.tagFirstLines!,
    };
    checksRemade = NO_LINES;
  } else if (checkedBefore && memo.tagFirstLines && memo.ownCount !== undefined) {
    // The lines whose kind or facts may have changed: those written, and a last game line parsed again.
    const rewritten = rewrittenLines(first, below, shift, parsedAgain);
    const differs = shift === 0
      ? (_n: number, now: Checked | undefined, was: Checked | undefined) => now !== was
      : (n: number, now: Checked | undefined, was: Checked | undefined) => !readsMoved(now, was, n, n >= below ? shift : 0, after);
    const again = yield* checksAcrossLinesAgain(textOf, kinds, facts, checkedBefore,
      { gameLineNumbers: previous.lines.gameLineNumbers, tagLineNumbers: previous.lines.tagLineNumbers, tagFirstLines: memo.tagFirstLines },
      rewritten, ownCountRewritten(memo, own, rewritten), differs);
    checked = again;
    checksRemade = again.changed;
    linesChecked = again.linesRead;
  } else {
    checked = yield* checksAcrossLines(textOf, kinds, own, facts);
    linesChecked = count;
  }
  // With each game line where it stood, a line whose checks were kept (the same object) reads as
  // it did: the lines parsed again and those whose checks were made again are the only ones that
  // may read otherwise (issue 22: a space typed before a label in one play per line merged all
  // 1.36 million diagnostics again). A line of another kind moves the game lines between.
  const changedLines = gameLinesStand && checksRemade ? mergedLines(parsedAgain, checksRemade) : undefined;
  // With lines added or removed, those whose diagnostics are not the previous version's moved
  // with them (issue 22: a line break in 10 MB of games made and sorted all 76,000 again).
  const notationChanged = shift !== 0 && checksRemade ? mergedLines(parsedAgain, checksRemade) : undefined;
  // Made again, the checks' diagnostics are made as objects only when read as a list: the
  // analysis reads them where they are (visitNotationSteps, notationErrorsOn).
  const diagnostics = checked.diagnostics ?? new LaterDiagnostics(own, checked.ownCount, checked.checked, checked.tagLineNumbers, checked.gameLineNumbers);
  const memoNow: LinesMemo = {
    text, texts, starts, kinds, own, facts, lastGameLine, replayBlock: false, linesParsed: parsedCount, checked: checked.checked, tagFirstLines: checked.tagFirstLines,
    shared: memo.shared, ownCount: checked.ownCount, linesChecked, ...(changedLines ? { changedLines } : {}),
    ...(shift !== 0 ? { linesMoved: { from: first, wasTo: after, to: below, ...(notationChanged ? { notationChanged } : {}) } } : {}),
  };
  const syntax = SyntaxLines.reparsed(kinds, checked.gameLineNumbers, checked.tagLineNumbers, reparser(textOf, kinds, lastGameLine), checked.tagFirstLines);
  return parseOf(diagnostics, texts, syntax, memoNow);
}

const NO_LINES: readonly number[] = Object.freeze([]);

/** The lines parsed again (in order, maybe twice) and the other lines of `others` (in order), in order. */
function mergedLines(parsedAgain: readonly number[], others: readonly number[]): number[] {
  const lines: number[] = [];
  let k = 0;
  for (const n of others) {
    while (k < parsedAgain.length && parsedAgain[k]! < n) lines.push(parsedAgain[k++]!);
    if (k < parsedAgain.length && parsedAgain[k] === n) lines.push(parsedAgain[k++]!);
    else lines.push(n);
  }
  while (k < parsedAgain.length) lines.push(parsedAgain[k++]!);
  return lines;
}

/**
 * The lines whose kind or facts an edit may have changed, numbered now (`to`) and before
 * (`wasTo`): those written (`first` up to `below`, `shift` lines more than before) and the lines
 * parsed again (in order: a last game line that became or ceased to be the last, near or far).
 */
function rewrittenLines(first: number, below: number, shift: number, parsedAgain: readonly number[]): LinesRewritten {
  const from = parsedAgain.length ? Math.min(first, parsedAgain[0]!) : first;
  const to = parsedAgain.length ? Math.max(below, parsedAgain[parsedAgain.length - 1]! + 1) : below;
  return { from, to, wasTo: to - shift };
}

/** How many own diagnostics the lines have once the `lines` rewritten have `own`'s, from `memo`'s count (the lines outside them kept theirs). */
function ownCountRewritten(memo: LinesMemo, own: ChunkedList<OwnDiagnostics | undefined>, lines: LinesRewritten): number {
  let count = memo.ownCount!;
  for (let n = lines.from; n < lines.wasTo; n++) count -= memo.own.get(n)?.diagnostics.length ?? 0;
  for (let n = lines.from; n < lines.to; n++) count += own.get(n)?.diagnostics.length ?? 0;
  return count;
}

/**
 * Line `n`'s checks (`now`) read as `was` read at line `n - by`, moved `by` lines with their
 * ranges, and the line a TSN007 or TSN008 names moved as far when it stood at or below `wasTo`
 * (acrossLines.ts: checks read at line `n` name `context + n - line`).
 */
function readsMoved(now: Checked | undefined, was: Checked | undefined, n: number, by: number, wasTo: number): boolean {
  const diagnostics = now?.diagnostics ?? NO_DIAGNOSTICS;
  const wasDiagnostics = was?.diagnostics ?? NO_DIAGNOSTICS;
  if (diagnostics.length === 0 && wasDiagnostics.length === 0) return true;
  if (!now || !was || diagnostics !== wasDiagnostics) return false;
  if (now === was && by === 0) return true;
  if ((now.rangesAt ?? now.line) !== (was.rangesAt ?? was.line)) return false;
  if (!diagnostics.some((d) => namesLine(d.code))) return true;
  const named = namedLine(now, n);
  const wasNamed = namedLine(was, n - by);
  return named === (wasNamed >= wasTo ? wasNamed + by : wasNamed);
}

// The closures a parse keeps are made apart from reparseChanged: a closure made there would hold
// its whole scope, the previous version's memo among it, and so the previous text (issue 22: 20
// MB of a 10 MB file's text and its tables held after each edit, until the next).

/** Line n's text, from `texts`. */
function textsReader(texts: ChunkedList<string>): (n: number) => string {
  return (n) => texts.get(n);
}

/** A parse's diagnostics as one list, made in steps when not made yet. */
export function* notationOf(parsed: LinesParse): Generator<void, readonly Diagnostic[], void> {
  const pending = later.get(parsed);
  return pending ? yield* pending.list() : parsed.diagnostics;
}

/**
 * Visits a parse's diagnostics in their order (`NotationVisit`), without making them when they
 * are not made yet: a store of them keeps numbers (issue 22).
 */
export function visitNotationSteps(parsed: LinesParse, visit: NotationVisit): Generator<void, void, void> {
  const pending = later.get(parsed);
  return pending ? pending.visit(visit) : visitList(parsed.diagnostics, visit);
}

/** `visitNotationSteps`, of the diagnostics starting on lines `from` up to `to` only (reading those lines alone where they are not made yet). */
export function visitNotationWithinSteps(parsed: LinesParse, from: number, to: number, visit: NotationVisit): Generator<void, void, void> {
  const pending = later.get(parsed);
  return pending ? pending.visitWithin(from, to, visit) : visitListWithin(parsed.diagnostics, from, to, visit);
}

/**
 * The notation's errors of one line at a time, read where they are (`notationErrorsOn`) when the
 * parse's diagnostics are not made yet; undefined when they are (the replay sorts the list by line).
 */
export function notationErrorsReader(parsed: LinesParse): ((line: number) => readonly Diagnostic[]) | undefined {
  const memo = parsed.memo;
  return memo && later.has(parsed) ? (line) => notationErrorsOn(memo, line) : undefined;
}

/** The parse's diagnostics starting above line `end` (all of them, in order, or more). */
export function notationAbove(parsed: LinesParse, end: number): readonly Diagnostic[] {
  const memo = parsed.memo;
  if (!memo || !later.has(parsed)) return parsed.diagnostics;
  const out: Diagnostic[] = [];
  for (let n = 0; n < Math.min(end, memo.kinds.length); n++) {
    for (const d of ownOn(memo.own.get(n), n)) out.push(d);
    const checked = memo.checked?.get(n);
    if (checked) for (const d of checkedDiagnosticsAt(checked, n)) out.push(d);
  }
  return out;
}


/**
 * The errors among line `n`'s notation diagnostics, in the parse's order (its own, then its
 * checks across lines'), read from `memo` where they are: the same as those of the parse's whole
 * list on that line, without reading the list (issue 22: the replay sorted the list by line on
 * each keystroke). Needs the checks as last made (`memo.checked`).
 */
export function notationErrorsOn(memo: LinesMemo, n: number): readonly Diagnostic[] {
  const own = ownOn(memo.own.get(n), n);
  const checked = memo.checked?.get(n);
  const across = checked ? checkedDiagnosticsAt(checked, n) : NO_DIAGNOSTICS;
  if (own.length === 0 && across.length === 0) return NO_DIAGNOSTICS;
  const errors: Diagnostic[] = [];
  for (const d of own) if (d.severity === 'error') errors.push(d);
  for (const d of across) if (d.severity === 'error') errors.push(d);
  return errors;
}

/** How many own diagnostics the lines have once `lines` (in order, maybe twice) have `own`'s, from `memo`'s count. */
function ownCountNow(memo: LinesMemo, lines: readonly number[], own: ChunkedList<OwnDiagnostics | undefined>): number {
  let count = memo.ownCount!;
  for (let k = 0; k < lines.length; k++) {
    const n = lines[k]!;
    if (k > 0 && lines[k - 1] === n) continue;
    count += (own.get(n)?.diagnostics.length ?? 0) - (memo.own.get(n)?.diagnostics.length ?? 0);
  }
  return count;
}

/**
 * A parse's diagnostics (each line's own first, `ownCount` of them, in line order; then the
 * checks across lines') with the own ones of `lines` (in order, none twice) replaced by `own`'s.
 */
function* ownReplaced(diagnostics: readonly Diagnostic[], ownCount: number, lines: readonly number[], own: ChunkedList<OwnDiagnostics | undefined>):
Generator<void, { diagnostics: Diagnostic[]; ownCount: number }, void> {
  const lineOf = (k: number) => diagnostics[k]!.range.start.line;
  // Where each line's own stand in the list, and what replaces them: the list is then made at its final length.
  const replaced: { readonly lo: number; readonly hi: number; readonly mine: readonly Diagnostic[] }[] = [];
  let count = ownCount;
  for (let k = 0; k < lines.length; k++) {
    const n = lines[k]!;
    if (k > 0 && lines[k - 1] === n) continue;
    const lo = firstAtOrAfter(ownCount, n, lineOf);
    const hi = firstAtOrAfter(ownCount, n + 1, lineOf);
    const mine = ownOn(own.get(n), n);
    replaced.push({ lo, hi, mine });
    count += mine.length - (hi - lo);
  }
  const out: Diagnostic[] = new Array(diagnostics.length + count - ownCount);
  let at = 0;
  let from = 0;
  for (const { lo, hi, mine } of replaced) {
    at = yield* copyIntoSteps(out, at, diagnostics, from, lo, CHECKED_PER_STEP);
    for (const d of mine) out[at++] = d;
    from = hi;
  }
  yield* copyIntoSteps(out, at, diagnostics, from, diagnostics.length, CHECKED_PER_STEP);
  return { diagnostics: out, ownCount: count };
}
