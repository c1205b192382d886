/**
 * The checks across lines of a parse that keeps no tree (the tags' and the turn order's), made
 * from each line's kind and facts (lineFacts.ts) and kept per line, so that the parse of the next
 * version (reparse.ts) keeps those whose inputs did not change; the whole parse makes them too,
 * so that the first edit after opening a file finds them (issue 22: it made them all again).
 */
import { ChunkedList } from '../common/chunked';
import type { Diagnostic } from '../common/diagnostic';
import { firstAtOrAfter } from '../common/search';
import { rangeMoved } from '../common/text';
import { alreadySetMessage, alreadyWrittenMessage, checkOrder, checkTag, orderOf, type OrderChecked } from './documentChecks';
import { namedLine, orderChecked, tagChecked, type Checked, type LabelFacts, type LineFacts, type OwnDiagnostics, type TagFacts } from './lineFacts';
import { KIND_CODES } from './lines';
import { lineLength } from './keptLines';

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
  if (checked.diagnostics.length === 0 || (n === checked.line && n === (checked.rangesAt ?? checked.line) && checked.fixedNamed === undefined)) return checked.diagnostics;
  const out: Diagnostic[] = [];
  visitCheckedAt(checked, n, (d, by, message) => out.push(movedAsVisited(d, by, message)));
  return out;
}

/** Visits line `n`'s checks' diagnostics (`checked`'s), as far as their ranges moved, with their messages there. */
function visitCheckedAt(checked: Checked, n: number, visit: NotationVisit): void {
  const by = n - checked.line;
  const rangesBy = n - (checked.rangesAt ?? checked.line);
  for (const d of checked.diagnostics) visit(d, rangesBy, by === 0 && checked.fixedNamed === undefined ? d.message : messageMoved(checked, d, n));
}

/** A diagnostic as visited (`NotationVisit`), made as an object: the diagnostic itself when nothing moved. */
function movedAsVisited(d: Diagnostic, by: number, message: string): Diagnostic {
  return by === 0 && message === d.message ? d : { ...d, range: rangeMoved(d.range, by), message };
}

/** `d`'s message (one of `checked`'s) read at line `n`: TSN007 and TSN008 name the line before, where it stands then (`namedLine`). */
function messageMoved(checked: Checked, d: Diagnostic, n: number): string {
  if (d.code === 'TSN008') return alreadySetMessage((checked.facts as TagFacts).name, namedLine(checked, n));
  if (d.code === 'TSN007') return alreadyWrittenMessage((checked.facts as LabelFacts).text, namedLine(checked, n));
  return d.message;
}

/** Stands for `d` with its range moved `by` lines down and `message` (the diagnostic itself when `by` is 0). */
export type NotationVisit = (d: Diagnostic, by: number, message: string) => void;

/**
 * Visits the diagnostics of a parse that keeps no tree in the whole parse's order (each line's
 * own, then the tags' checks, then the turn order's), as made and how far they moved, without
 * making them again (issue 22: a line added at the top of an archive moved each of its 62,000).
 */
export function visitChecksSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: ChunkedList<Checked | undefined>, tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>, visit: NotationVisit): Generator<void, void, void> {
  return visitChecksWithinSteps(own, ownCount, checked, tagLineNumbers, gameLineNumbers, 0, Infinity, visit);
}

/**
 * Visits the diagnostics `visitChecksSteps` visits of lines `from` up to `to` only, in the same
 * order, reading those lines alone (issue 22: a line break in 10 MB of games visited all 62,000
 * to keep the few near it).
 */
export function* visitChecksWithinSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: ChunkedList<Checked | undefined>, tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>, from: number, to: number, visit: NotationVisit): Generator<void, void, void> {
  const past = Math.min(to, own.length);
  // A pause every CHECKED_PER_STEP lines, and every VISITED_PER_STEP lines with diagnostics (issue
  // 22: 125,000 lines of junk, a TSN001 each, made steps of 20,000 diagnostics kept, 30-50 ms).
  let visited = 0;
  for (let n = Math.max(0, from); n < past && ownCount > 0; n++) {
    if (n > from && (n - from) % CHECKED_PER_STEP === 0) yield;
    const mine = own.get(n);
    if (!mine) continue;
    for (const d of mine.diagnostics) visit(d, n - mine.line, d.message);
    if (++visited % VISITED_PER_STEP === 0) yield;
  }
  for (const lines of [tagLineNumbers, gameLineNumbers]) {
    const first = firstAtOrAfter(lines.length, from, (k) => lines[k]!);
    for (let k = first; k < lines.length && lines[k]! < to; k++) {
      if (k > first && (k - first) % VISITED_PER_STEP === 0) yield;
      const n = lines[k]!;
      const made = checked.get(n);
      if (made) visitCheckedAt(made, n, visit);
    }
  }
}

/** The diagnostics `visitChecksSteps` visits, made as objects. */
export function* checkedDiagnosticsSteps(own: ChunkedList<OwnDiagnostics | undefined>, ownCount: number, checked: ChunkedList<Checked | undefined>, tagLineNumbers: ArrayLike<number>,
  gameLineNumbers: ArrayLike<number>): Generator<void, Diagnostic[], void> {
  const out: Diagnostic[] = [];
  yield* visitChecksSteps(own, ownCount, checked, tagLineNumbers, gameLineNumbers, (d, by, message) => out.push(movedAsVisited(d, by, message)));
  return out;
}

/** `made` checked a game line of `facts` after one of `contextFacts` `distance` lines above it. */
function sameRounds(made: Checked | undefined, facts: LineFacts, contextFacts: LineFacts | undefined, distance: number): made is Checked {
  return made !== undefined && made.facts === facts && made.contextFacts === contextFacts && made.line - made.context === distance;
}

/** Each line's checks across lines, as `checksAcrossLines` and `checksAcrossLinesAgain` make them. */
export interface AcrossLines {
  readonly ownCount: number;
  readonly gameLineNumbers: Int32Array;
  readonly tagLineNumbers: Int32Array;
  readonly checked: ChunkedList<Checked | undefined>;
  /** The line each tag name is first set on: where the next version's checks start from the tags above an edit. */
  readonly tagFirstLines: ReadonlyMap<string, number>;
}

/**
 * The checks of one line after another, in order: what the lines read so far leave for the next
 * (the first line of each tag name, the last game line and its round). A line whose checks read
 * the same as `last` (its checks as last made, at its line now) keeps them.
 */
class LineChecker {
  /** The last game line's checks made here: the next line with the same two rounds at the same distance shares them (issue 22: one play per line made a TSN007 a line). */
  private lastMade: Checked | undefined;
  private readonly sink: Diagnostic[] = [];

  constructor(
    private readonly textOf: (n: number) => string,
    private readonly facts: ChunkedList<LineFacts | undefined>,
    readonly tagNames: Map<string, number>,
    private previousGame: number,
    private previousOrder: number,
  ) {}

  /** Game line `n`'s checks (undefined: its round comes later than the game line before it's). */
  game(n: number, last: Checked | undefined): Checked | undefined {
    const lineFacts = this.facts.get(n)!;
    const label = lineFacts as LabelFacts;
    const order = orderOf(label);
    const previousGame = this.previousGame;
    let now: Checked | undefined;
    // checkOrder finds nothing when the round comes later: only a problem is looked at further.
    if (previousGame >= 0 && order <= this.previousOrder) {
      const previousFacts = this.facts.get(previousGame);
      // The same two rounds, moved together: the same problems (TSN007 names the line before, moved with them).
      if (sameRounds(last, lineFacts, previousFacts, n - previousGame)) now = last;
      else if (sameRounds(this.lastMade, lineFacts, previousFacts, n - previousGame)) now = this.lastMade;
      if (!now) {
        const above: OrderChecked = orderChecked(previousGame, previousFacts as LabelFacts, lineLength(this.textOf(previousGame)));
        checkOrder(above, orderChecked(n, label, lineLength(this.textOf(n))), this.sink);
        now = this.lastMade = { facts: lineFacts, line: n, context: previousGame, contextFacts: previousFacts, afterGameLine: true, diagnostics: this.sink.slice() };
        this.sink.length = 0;
      }
    }
    this.previousGame = n;
    this.previousOrder = order;
    return now;
  }

  /** Tag line `n`'s checks. */
  tag(n: number, last: Checked | undefined): Checked {
    const tag = this.facts.get(n) as TagFacts;
    const afterGameLine = this.previousGame >= 0;
    const setOn = this.tagNames.get(tag.name) ?? -1;
    const same = last !== undefined && last.facts === tag && last.afterGameLine === afterGameLine;
    if (same && last.fixedNamed !== undefined) {
      // Naming its first one wherever it stands: the same problems while that one stays.
      if (last.fixedNamed === setOn) return last;
      // That one moved (a line added above both): named as moved with the line from now on. Read
      // at line n it names `context + n - line`: the line is set so that this is `setOn`.
      if (setOn >= 0) {
        return {
          facts: last.facts, line: n - (setOn - last.context), context: last.context, contextFacts: last.contextFacts, afterGameLine: last.afterGameLine,
          diagnostics: last.diagnostics, rangesAt: last.rangesAt,
        };
      }
    } else if (same && (last.context === setOn ? setOn < 0 || n === last.line : setOn >= 0 && last.context >= 0 && setOn - last.context === n - last.line)) {
      // The same tag after no first one, or after the same first one moved with it: the same problems.
      if (setOn < 0) this.tagNames.set(tag.name, n);
      return last;
    } else if (same && setOn >= 0 && last.context >= 0) {
      // After a first one that did not move with it: the same problems, its TSN008 naming that
      // line wherever this one stands (`fixedNamed`), so that the next line added between them
      // keeps them; its ranges stay where made. Written out, not spread (a spread object a tag
      // line below a line added, ~20,000 in 10 MB of games).
      return {
        facts: last.facts, line: last.line, context: last.context, contextFacts: last.contextFacts, afterGameLine: last.afterGameLine,
        diagnostics: last.diagnostics, rangesAt: last.rangesAt ?? last.line, fixedNamed: setOn,
      };
    }
    checkTag(tagChecked(n, tag), afterGameLine, this.tagNames, this.sink);
    const made = { facts: tag, line: n, context: setOn, contextFacts: undefined, afterGameLine, diagnostics: this.sink.length ? this.sink.slice() : NO_DIAGNOSTICS };
    this.sink.length = 0;
    return made;
  }
}

/**
 * The checks across lines of a file without a replay block, every line read: the game and tag
 * lines' numbers, how many diagnostics the lines' own are, and each line's checks (made at its
 * line). An archive of games has a diagnostic on nearly every tag.
 */
export function* checksAcrossLines(textOf: (n: number) => string, kinds: Uint8Array, own: ChunkedList<OwnDiagnostics | undefined>, facts: ChunkedList<LineFacts | undefined>):
Generator<void, AcrossLines, void> {
  const count = kinds.length;
  let ownCount = 0;
  const gameLineNumbers = new Int32Array(count);
  const tagLineNumbers = new Int32Array(count);
  let games = 0;
  let tags = 0;
  const checked: (Checked | undefined)[] = new Array(count);
  const checker = new LineChecker(textOf, facts, new Map(), -1, 0);
  for (let n = 0; n < count; n++) {
    if (n > 0 && n % LINES_CHECKED_PER_STEP === 0) yield;
    const mine = own.get(n);
    if (mine) ownCount += mine.diagnostics.length;
    const kind = kinds[n];
    if (kind === KIND_CODES.game) {
      checked[n] = checker.game(n, undefined);
      gameLineNumbers[games++] = n;
    } else if (kind === KIND_CODES.tag) {
      checked[n] = checker.tag(n, undefined);
      tagLineNumbers[tags++] = n;
    }
  }
  return { ownCount, gameLineNumbers: gameLineNumbers.slice(0, games), tagLineNumbers: tagLineNumbers.slice(0, tags), checked: ChunkedList.of(checked), tagFirstLines: checker.tagNames };
}

/** An edit's lines: the previous version's `from` up to `wasTo` are now `from` up to `to`; those below moved `to - wasTo`. */
export interface LinesRewritten {
  readonly from: number;
  readonly wasTo: number;
  readonly to: number;
}

/**
 * The checks across lines of a new version from the previous version's (`was`, and its checks
 * `before` moved to the lines' numbers now), the edit having rewritten `lines` only (their kinds
 * and facts; none outside them changed). Lines above the edit read what they read: they keep
 * their checks, and the tags and last game line above it are taken from `was`. From the edit on
 * the lines are checked as a whole pass checks them, down to the first game line below it; below
 * that, each game line follows a game line that moved with it (its checks read the same, moved),
 * so only the tag lines are read (the line their name was first set on may have moved otherwise).
 * Issue 22: a line added in 10 MB of games read each of its 433,425 lines, ~30 ms an edit.
 * `ownCount` is counted by the caller. Also returns the lines read whose checks `differs` from
 * `before`'s (in order; the game lines below are not read: they read as before, moved) and how
 * many lines were read.
 */
export function* checksAcrossLinesAgain(textOf: (n: number) => string, kinds: Uint8Array, facts: ChunkedList<LineFacts | undefined>,
  before: ChunkedList<Checked | undefined>, was: { readonly gameLineNumbers: ArrayLike<number>; readonly tagLineNumbers: ArrayLike<number>; readonly tagFirstLines: ReadonlyMap<string, number> },
  lines: LinesRewritten, ownCount: number,
  differs: (n: number, now: Checked | undefined, was: Checked | undefined) => boolean):
Generator<void, AcrossLines & { readonly changed: readonly number[]; readonly linesRead: number }, void> {
  const count = kinds.length;
  const shift = lines.to - lines.wasTo;
  const wasGames = was.gameLineNumbers;
  const wasTags = was.tagLineNumbers;
  const gamesAbove = firstAtOrAfter(wasGames.length, lines.from, (k) => wasGames[k]!);
  const tagsAbove = firstAtOrAfter(wasTags.length, lines.from, (k) => wasTags[k]!);
  const tagNames = new Map<string, number>();
  for (const [name, line] of was.tagFirstLines) if (line < lines.from) tagNames.set(name, line);
  const previousGame = gamesAbove > 0 ? wasGames[gamesAbove - 1]! : -1;
  const checker = new LineChecker(textOf, facts, tagNames, previousGame, previousGame >= 0 ? orderOf(facts.get(previousGame) as LabelFacts) : 0);
  const games: number[] = [];
  const tags: number[] = [];
  const changes: [number, Checked | undefined][] = [];
  const changed: number[] = [];
  const note = (n: number, now: Checked | undefined, last: Checked | undefined) => {
    if (now !== last) changes.push([n, now]);
    if (differs(n, now, last)) changed.push(n);
  };
  // Every line from the edit down to the first game line below it (included).
  let n = lines.from;
  for (; n < count; n++) {
    if (n > lines.from && (n - lines.from) % LINES_CHECKED_PER_STEP === 0) yield;
    const kind = kinds[n];
    if (kind === KIND_CODES.game) {
      const last = before.get(n);
      note(n, checker.game(n, last), last);
      games.push(n);
      if (n >= lines.to) break;
    } else if (kind === KIND_CODES.tag) {
      const last = before.get(n);
      note(n, checker.tag(n, last), last);
      tags.push(n);
    } else {
      // A line of another kind has none (it may have been a game or tag line).
      const last = before.get(n);
      if (last !== undefined) note(n, undefined, last);
    }
  }
  const linesRead = Math.min(n + 1, count) - lines.from;
  // Below it (numbered as they were, `n - shift`): the tag lines read, the game lines kept.
  const wasBelow = n + 1 - shift;
  const gamesBelow = firstAtOrAfter(wasGames.length, wasBelow, (k) => wasGames[k]!);
  const tagsBelow = firstAtOrAfter(wasTags.length, wasBelow, (k) => wasTags[k]!);
  for (let k = tagsBelow; k < wasTags.length; k++) {
    if (k > tagsBelow && (k - tagsBelow) % LINES_CHECKED_PER_STEP === 0) yield;
    const at = wasTags[k]! + shift;
    const last = before.get(at);
    note(at, checker.tag(at, last), last);
  }
  const gameLineNumbers = joined(wasGames, gamesAbove, games, gamesBelow, shift);
  const tagLineNumbers = joined(wasTags, tagsAbove, tags, tagsBelow, shift);
  yield;
  return {
    ownCount, gameLineNumbers, tagLineNumbers, checked: before.with(changes), tagFirstLines: checker.tagNames,
    changed, linesRead: linesRead + wasTags.length - tagsBelow,
  };
}

/** `was`'s first `above` numbers, then `middle`, then `was`'s from `below` on moved `shift`. */
function joined(was: ArrayLike<number>, above: number, middle: readonly number[], below: number, shift: number): Int32Array {
  const out = new Int32Array(above + middle.length + was.length - below);
  const at = above + middle.length;
  if (was instanceof Int32Array) {
    out.set(was.subarray(0, above));
    out.set(was.subarray(below), at);
  } else {
    for (let k = 0; k < above; k++) out[k] = was[k]!;
    for (let k = below; k < was.length; k++) out[at + k - below] = was[k]!;
  }
  for (let k = 0; k < middle.length; k++) out[above + k] = middle[k]!;
  if (shift !== 0) for (let k = at; k < out.length; k++) out[k]! += shift;
  return out;
}
