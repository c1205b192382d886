/**
 * The checks across lines of a parse that keeps no tree (the tags' and the turn order's), made
 * from each line's kind and facts (lineFacts.ts) and kept per line, so that the parse of the next
 * version (reparse.ts) keeps those whose inputs did not change; the whole parse makes them too,
 * so that the first edit after opening a file finds them (issue 22: it made them all again).
 */
import type { ChunkedList } from '../common/chunked';
import type { Diagnostic } from '../common/diagnostic';
import { firstAtOrAfter } from '../common/search';
import { rangeMoved } from '../common/text';
import { alreadySetMessage, alreadyWrittenMessage, checkOrder, checkTag, orderOf, type OrderChecked } from './documentChecks';
import { orderChecked, tagChecked, type Checked, type LabelFacts, type LineFacts, type OwnDiagnostics, type TagFacts } from './lineFacts';
import { KIND_CODES } from './lines';

/** Lines copied or checked between two pauses (a byte and a pointer each, mostly). */
export const CHECKED_PER_STEP = 20_000;

/**
 * Lines whose checks across lines are made or kept between two pauses: each reads the line's
 * kind, own diagnostics and facts from their chunks (~1 µs; 20,000 made steps of ~35 ms after a
 * line added at the top of 10 MB of games, issue 22).
 */
const LINES_CHECKED_PER_STEP = 5_000;

/**
 * Tag and game lines whose checks are visited between two pauses (a few diagnostics each, each
 * kept in a store by the visitor at ~1 µs: 5,000 lines made steps of 30-60 ms in an archive of
 * games, where nearly every tag has one, issue 22).
 */
const VISITED_PER_STEP = 1_000;

export const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);

/** A line's own diagnostics, moved `lines` down with it (a line's own never point at another line). */
export function diagnosticsMoved(diagnostics: readonly Diagnostic[], lines: number): readonly Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, range: rangeMoved(d.range, lines) }));
}

/** A line's own diagnostics (`own`, made where the line stood then) as they read on line `n`, where it stands now. */
export function ownOn(own: OwnDiagnostics | undefined, n: number): readonly Diagnostic[] {
  if (!own) return NO_DIAGNOSTICS;
  return own.line === n ? own.diagnostics : diagnosticsMoved(own.diagnostics, n - own.line);
}

/**
 * Line `n`'s checks across lines, from `checked` (made at its line, kept while the line moved
 * with what it was checked against): its diagnostics moved to line `n`, and the line a TSN007 or
 * TSN008 names (its `context`) moved with them. The same list when neither moved.
 */
export function checkedDiagnosticsAt(checked: Checked, n: number): readonly Diagnostic[] {
  if (checked.diagnostics.length === 0 || (n === checked.line && n === (checked.rangesAt ?? checked.line))) return checked.diagnostics;
  const out: Diagnostic[] = [];
  visitCheckedAt(checked, n, (d, by, message) => out.push(movedAsVisited(d, by, message)));
  return out;
}

/** Visits line `n`'s checks' diagnostics (`checked`'s), as far as their ranges moved, with their messages there. */
function visitCheckedAt(checked: Checked, n: number, visit: NotationVisit): void {
  const by = n - checked.line;
  const rangesBy = n - (checked.rangesAt ?? checked.line);
  for (const d of checked.diagnostics) visit(d, rangesBy, by === 0 ? d.message : messageMoved(checked, d, by));
}

/** A diagnostic as visited (`NotationVisit`), made as an object: the diagnostic itself when nothing moved. */
function movedAsVisited(d: Diagnostic, by: number, message: string): Diagnostic {
  return by === 0 && message === d.message ? d : { ...d, range: rangeMoved(d.range, by), message };
}

/** `d`'s message (one of `checked`'s) when its line moved `by`: TSN007 and TSN008 name the line before, moved as much. */
function messageMoved(checked: Checked, d: Diagnostic, by: number): string {
  if (d.code === 'TSN008') return alreadySetMessage((checked.facts as TagFacts).name, checked.context + by);
  if (d.code === 'TSN007') return alreadyWrittenMessage((checked.facts as LabelFacts).text, checked.context + by);
  return d.message;
}

/** Stands for `d` with its range moved `by` lines down and `message` (the diagnostic itself when `by` is 0). */
export type NotationVisit = (d: Diagnostic, by: number, message: string) => void;

/**
 * Visits the diagnostics of a parse that keeps no tree in the whole parse's order (each line's
 * own, then the tags' checks, then the turn order's), as made and how far they moved, without
 * making them again (issue 22: a line added at the top of an archive moved each of its 62,000).
 */
export function visitChecksSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: readonly (Checked | undefined)[], tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>, visit: NotationVisit): Generator<void, void, void> {
  return visitChecksWithinSteps(own, ownCount, checked, tagLineNumbers, gameLineNumbers, 0, Infinity, visit);
}

/**
 * Visits the diagnostics `visitChecksSteps` visits of lines `from` up to `to` only, in the same
 * order, reading those lines alone (issue 22: a line break in 10 MB of games visited all 62,000
 * to keep the few near it).
 */
export function* visitChecksWithinSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: readonly (Checked | undefined)[], tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>, from: number, to: number, visit: NotationVisit): Generator<void, void, void> {
  const past = Math.min(to, own.length);
  for (let n = Math.max(0, from); n < past && ownCount > 0; n++) {
    if (n > from && (n - from) % CHECKED_PER_STEP === 0) yield;
    const mine = own.get(n);
    if (mine) for (const d of mine.diagnostics) visit(d, n - mine.line, d.message);
  }
  for (const lines of [tagLineNumbers, gameLineNumbers]) {
    const first = firstAtOrAfter(lines.length, from, (k) => lines[k]!);
    for (let k = first; k < lines.length && lines[k]! < to; k++) {
      if (k > first && (k - first) % VISITED_PER_STEP === 0) yield;
      const n = lines[k]!;
      const made = checked[n];
      if (made) visitCheckedAt(made, n, visit);
    }
  }
}

/** The diagnostics `visitChecksSteps` visits, made as objects. */
export function* checkedDiagnosticsSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: readonly (Checked | undefined)[], tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>): Generator<void, Diagnostic[], void> {
  const out: Diagnostic[] = [];
  yield* visitChecksSteps(own, ownCount, checked, tagLineNumbers, gameLineNumbers, (d, by, message) => out.push(movedAsVisited(d, by, message)));
  return out;
}

/** `made` checked a game line of `facts` after one of `contextFacts` `distance` lines above it. */
function sameRounds(made: Checked | undefined, facts: LineFacts, contextFacts: LineFacts | undefined, distance: number): made is Checked {
  return made !== undefined && made.facts === facts && made.contextFacts === contextFacts && made.line - made.context === distance;
}

/**
 * The checks across lines of a file without a replay block: the game and tag lines' numbers, how
 * many diagnostics the lines' own are, and each line's checks (made at its line, or kept from the
 * previous version's with the line they were made at, see `checkedDiagnosticsAt`). A line whose
 * checks read the same as before (its facts; the game line before it, or the line that first set
 * its tag's name, where it was or moved with it) keeps them: an archive of games has a diagnostic
 * on nearly every tag (issue 22: each keystroke made them all again, and a line added moved them all).
 */
export function* checksAcrossLines(textOf: (n: number) => string, kinds: Uint8Array, own: ChunkedList<OwnDiagnostics | undefined>, facts: ChunkedList<LineFacts | undefined>,
  before: readonly (Checked | undefined)[]):
Generator<void, { ownCount: number; gameLineNumbers: Int32Array; tagLineNumbers: Int32Array; checked: (Checked | undefined)[] }, void> {
  const count = kinds.length;
  let ownCount = 0;
  const gameLineNumbers = new Int32Array(count);
  const tagLineNumbers = new Int32Array(count);
  let games = 0;
  let tags = 0;
  const checked: (Checked | undefined)[] = new Array(count);
  const tagNames = new Map<string, number>();
  let previousGame = -1;
  let previousOrder = 0;
  // The last game line's checks made here: the next line with the same two rounds at the same
  // distance shares them, read at its own line (issue 22: one play per line made a TSN007 a line).
  let lastMade: Checked | undefined;
  const sink: Diagnostic[] = [];
  for (let n = 0; n < count; n++) {
    if (n > 0 && n % LINES_CHECKED_PER_STEP === 0) yield;
    const mine = own.get(n);
    if (mine) ownCount += mine.diagnostics.length;
    const kind = kinds[n];
    if (kind !== KIND_CODES.game && kind !== KIND_CODES.tag) continue;
    const lineFacts = facts.get(n)!;
    const last = before[n];
    let now: Checked | undefined;
    if (kind === KIND_CODES.game) {
      const label = lineFacts as LabelFacts;
      const order = orderOf(label);
      // checkOrder finds nothing when the round comes later: only a problem is looked at further.
      if (previousGame >= 0 && order <= previousOrder) {
        const previousFacts = facts.get(previousGame);
        // The same two rounds, moved together: the same problems (TSN007 names the line before, moved with them).
        if (sameRounds(last, lineFacts, previousFacts, n - previousGame)) now = last;
        else if (sameRounds(lastMade, lineFacts, previousFacts, n - previousGame)) now = lastMade;
        if (!now) {
          const above: OrderChecked = orderChecked(previousGame, previousFacts as LabelFacts, textOf(previousGame).length);
          checkOrder(above, orderChecked(n, label, textOf(n).length), sink);
          now = lastMade = { facts: lineFacts, line: n, context: previousGame, contextFacts: previousFacts, afterGameLine: true, diagnostics: sink.slice() };
          sink.length = 0;
        }
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
      const same = last !== undefined && last.facts === lineFacts && last.afterGameLine === afterGameLine;
      if (same && (last.context === setOn ? setOn < 0 || n === last.line : setOn >= 0 && last.context >= 0 && setOn - last.context === n - last.line)) {
        // The same tag after no first one, or after the same first one moved with it: the same problems.
        now = last;
        if (setOn < 0) tagNames.set(tag.name, n);
      } else if (same && setOn >= 0 && last.context >= 0) {
        // After a first one that did not move with it (or that it named elsewhere after an earlier
        // move): the same problems, its TSN008 naming that line. Read at line n it names
        // `context + n - line`: the line is set so that this is `setOn`, its ranges stay where made.
        now = { ...last, line: n - (setOn - last.context), rangesAt: last.rangesAt ?? last.line };
      } else {
        checkTag(tagChecked(n, tag), afterGameLine, tagNames, sink);
        now = { facts: lineFacts, line: n, context: setOn, contextFacts: undefined, afterGameLine, diagnostics: sink.length ? sink.slice() : NO_DIAGNOSTICS };
        sink.length = 0;
      }
      tagLineNumbers[tags++] = n;
    }
    checked[n] = now;
  }
  return { ownCount, gameLineNumbers: gameLineNumbers.slice(0, games), tagLineNumbers: tagLineNumbers.slice(0, tags), checked };
}
