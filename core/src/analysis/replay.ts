/**
 * Replays a parsed TSN file through the rules engine, line by line: each game line is lowered to
 * the engine's text-free commands (lower.ts), and each problem the engine reports becomes a
 * diagnostic on the item it is about (problemRanges.ts). The board before a line is kept at
 * checkpoints only (every CHECKPOINT_EVERY lines, issue 22 and 24: a board kept a play was most of
 * what an analysis held and what its collections cost); the others are replayed from the nearest
 * one when asked for (Boards). A later edit replays only from the first changed line.
 */
import { ChunkedList, ChunkedListBuilder, type ReadonlyList } from '../common/chunked';
import { firstAtOrAfter } from '../common/search';
import { rangeMoved, resultReasonText } from '../common/text';
import { CODES, repeats } from '../common/codes';
import type { Diagnostic, RelatedLocation } from '../common/diagnostic';
import { DiagnosticStore, StoredDiagnostics, type KeptLast } from '../common/diagnosticStore';
import { actionRoundsForTurn, cardByCode } from '../data';
import { notationErrorsOn, parseLine, type GameLine, type LinesParse, type Part, type SetupPart, type SyntaxLines, type TagLine } from '../notation';
import {
  applyDeal, applyEndOfTurn, applyFinalScoring, applyHeadline, applyPass, applySetup, playOnto, EVENTS, initialState, lengthOf, ownedInPlace, recordFrom, releaseOwned, sameBoard,
  type EndPartInput, type GameState, type HeadlineEntry, type Placement, type RelatedEvent, type RuleProblem, type Side,
} from '../rules';
import { fixesFor } from './fixes';
import { endInput, headlineEntry, playCommand } from './lower';
import { errorsByLine, finishedMessage, partOf, partToFix, rangeOfProblem, toDiagnostic, withoutRepeats } from './problemRanges';
import { carriedOver, relatedLocations, searchesAtEnd, searchFor, type Found, type ReplayHistory, type Searches } from './related';
import { ITEMS_PER_STEP } from './steps';

/**
 * One game line after replay: the state before and after it, and the rules' diagnostics on it.
 * The states are replayed from the nearest checkpoint when not kept: read them once per use.
 */
export interface ReplayedLine {
  /** The line's text, to tell whether a later edit changed it. */
  readonly text: string;
  readonly before: GameState;
  readonly after: GameState;
  /**
   * The line's diagnostics read on line `line`, where it stands in the replay read
   * (`Replay.lineNumbers`). Made as objects on each read: read them once per use.
   */
  diagnosticsOn(line: number): readonly Diagnostic[];
}

/** A replayed line where it stands in a version: `Replay.lines[index]`, on the document's line `line`. */
export interface PlacedLine {
  readonly index: number;
  readonly line: number;
  readonly replayed: ReplayedLine;
}

/** The replayed line at or above line `n`, where it stands; undefined above the first. */
export function placedAtOrAbove(replay: Pick<Replay, 'lines' | 'lineNumbers'>, n: number): PlacedLine | undefined {
  const numbers = replay.lineNumbers;
  const index = firstAtOrAfter(numbers.length, n + 1, (i) => numbers[i]!) - 1;
  return index < 0 ? undefined : { index, line: numbers[index]!, replayed: replay.lines.get(index) };
}

/**
 * A line's board is kept at least every this many game lines (and on every line refused without
 * change: its board is its neighbour's). 1 keeps every board. At 8, the kept boards of 10 MB of
 * one play per line held 44 MB more (issue 22); a board read is replayed from at most 15 lines
 * up (tens of microseconds), and a keystroke replays down to the next checkpoint.
 */
export const CHECKPOINT_EVERY = 16;

/**
 * In a file of more than this many game lines, a board is kept every CHECKPOINT_EVERY_IN_LARGE
 * lines instead: in 10 MB of one play per line (454,000 game lines), the boards kept every 16
 * lines held ~11 MB more of the heap, and the server's peak was over its 300 MB budget (issue 22).
 * A board read there replays at most 31 lines (well under a millisecond).
 */
export const LARGE_FILE_GAME_LINES = 100_000;
export const CHECKPOINT_EVERY_IN_LARGE = 32;

/** How often a replay of `gameLines` game lines keeps a board, unless its caller says. */
export function checkpointEveryFor(gameLines: number): number {
  return gameLines > LARGE_FILE_GAME_LINES ? CHECKPOINT_EVERY_IN_LARGE : CHECKPOINT_EVERY;
}

export interface Replay {
  /**
   * The game lines replayed, in order. A line holds no line number, so that a version shares the
   * objects of the lines an edit moved (issue 22: a line added at the top of 10 MB made every
   * line below it again, ~33 MB and most of the edit's time); they are kept in chunks
   * (common/chunked.ts), so that it shares the chunks of those runs too.
   */
  readonly lines: ReadonlyList<ReplayedLine>;
  /** Where each of `lines` stands: `lines[i]` is the document's line `lineNumbers[i]`. */
  readonly lineNumbers: ArrayLike<number>;
  /** Diagnostics about the file as a whole (final scoring, the Result tag), and their lines. */
  readonly closing: readonly Diagnostic[];
  readonly final: GameState;
  /** The first game line below a replay block (TSN036, a notation error on each such line); Infinity when none. */
  readonly belowReplayBlock?: number;
  /** How many of `lines` are the previous replay's objects as they were (for the tests: issue 22's work). */
  readonly linesKept?: number;
  /**
   * Given a previous replay with as many lines: the indices of the first and past the last line
   * that is not the previous replay's object at the same index (equal when there is none), so
   * that what is made from the lines is made again for those only. Undefined otherwise.
   */
  readonly remade?: { readonly from: number; readonly to: number };
  /** The analysis's diagnostics, these lines' included, sorted (analysis.ts): the next version's keeps what the edit left as it was. */
  readonly sorted?: DiagnosticStore;
  /**
   * Given a previous replay: the indices of the first and past the last line whose diagnostics
   * this replay made or moved (lines replayed, or whose related locations moved); the others are
   * the previous replay's line's as they were, moved with their line: line `i` is the previous
   * replay's `i` above `kept`, its `i - shift` from `kept` on. For analysis.ts's window of an edit
   * that added or removed lines.
   */
  readonly changed?: { readonly from: number; readonly to: number; readonly kept: number; readonly shift: number };
  /** The indices in `sorted` of the closing diagnostics, in order (kept as they were where an edit's window holds them). */
  readonly closingAt?: readonly number[];
  /** How many of `sorted` the analysis merged and sorted again: all, or those of the window of lines an edit changed (for the tests). */
  readonly sortedAgain?: number;
  /** How many of `lines` the analysis read the diagnostics of to merge their runs: all, or a window's around an edit (for the tests: issue 22). */
  readonly linesMergedAgain?: number;
  /**
   * The indices of the lines whose problems follow from earlier events (related locations, found
   * or not: PointingLine), in order: the only ones an unmoved edit's replay reads below it.
   */
  readonly withRelated?: Int32Array;
  /** The line of the first Result tag, -1 for none. */
  readonly resultTagLine?: number;
  /**
   * How many of `lines` hold diagnostics (a refused line's codes, or its own); undefined when this
   * replay kept lines of a previous one that held some, unread. At 0 the analysis reads no line
   * for diagnostics: most games have none on any line, and each read walked all of them (issue 24).
   */
  readonly linesDiagnosed?: number;
  /** How many of the previous replay's lines this one looked at one by one (compared, kept or replayed): for the tests (issue 22: all of them per keystroke). */
  readonly linesVisited?: number;
  /** The searches of the history (related.ts) this replay remembers, for the next version's to carry over. */
  readonly searches?: Searches;
}

/**
 * What the parse knows of an edit that added or removed no line and left the checks across lines
 * as they were (reparse.ts): the lines it parsed again, the only ones whose text changed, and each
 * line's notation errors, read where they are instead of sorted out of the whole list.
 */
export interface UnmovedEdit {
  readonly changedLines: readonly number[];
  errorsOn(line: number): readonly Diagnostic[];
}

/** The notation's errors on a line, in the parse's order (notation/reparse.ts: `notationErrorsOn`). */
export type NotationErrorsOn = (line: number) => readonly Diagnostic[];

/** The lines of no replay. */
const NO_LINES = ChunkedList.of<StoredLine>([]);

/** The replayed lines of a file without a replay (rules off): none. */
export const NO_REPLAYED_LINES: ReadonlyList<ReplayedLine> = NO_LINES;

/** The diagnostics of a line without any: one shared, frozen list. */
const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);
const NO_FIXES = {};

/**
 * Lines replayed below an edit whose boards are searched for the events the lines kept below
 * them point at (replayDocumentSteps); past that many, every such line is replayed.
 */
const REPLAYED_SEARCHED_AT_MOST = 32;

/** How many boards read lately `afterOf` remembers in each of its two generations. */
const RECENT_BOARDS = 32;

/**
 * The boards after lines read lately, by line object: a pass over many lines (lenses, a search of
 * the history) replays each once. A line object never changes and holds nothing of its version
 * (issue 22), so what is remembered for it holds in every version that shares it. The replay
 * itself remembers none of the boards it makes: each kept alive for 64 more lines survived young
 * collections, and small games' analysis took two to three times as long (issue 24).
 * Held weakly, in two generations of RECENT_BOARDS lines (the older one dropped when the newer is
 * full): a line's board lives no longer than the line, so a closed or replaced version's lines,
 * their replay's store and the text their own texts are cut from are let go with it (issue 22: a
 * module-level map of the last 64 lines kept 25 MB of a 10 MB file alive after it was let go). No
 * WeakRef: a WeakRef keeps its target until the current job ends, and a caller that analyses and
 * reads many versions in one job (the fuzz test's 100,000 edits) ran out of memory.
 */
let recentAfter = new WeakMap<StoredLine, GameState>();
let olderAfter = new WeakMap<StoredLine, GameState>();
/** How many lines `recentAfter` has remembered (it becomes the older generation at RECENT_BOARDS). */
let recentCount = 0;
/** How many boards were ever remembered (for the tests: what a replay or a read remembered). */
let rememberedEver = 0;

function remember(line: StoredLine, board: GameState): void {
  rememberedEver++;
  if (recentAfter.has(line)) { recentAfter.set(line, board); return; }
  if (recentCount >= RECENT_BOARDS) {
    olderAfter = recentAfter;
    recentAfter = new WeakMap();
    recentCount = 0;
  }
  recentAfter.set(line, board);
  recentCount++;
}

/** How many boards `afterOf` has remembered since the module was loaded (for the tests). */
export function boardsRemembered(): number {
  return rememberedEver;
}

/** At most how many lines' boards are remembered now (for the tests: never more than two generations). */
export function rememberedAtMost(): number {
  return RECENT_BOARDS + recentCount;
}

/**
 * Increasing indices, pushed one at a time or as runs of another replay's (kept as views until
 * `toArray`): no list of numbers grown a push at a time. 10 MB of one play per line points at its
 * first line from every line: a keystroke pushed 454,000 indices into an array grown by copies.
 * While the indices pushed are the previous replay's (`expected`) from its first, they are only
 * counted: an edit that changes no line's pointing stores none and returns that array itself
 * (issue 22: a line added in one play per line stored the 227,000 below it, 0.9 MB outside the
 * heap, to find them the same).
 */
export class IndexRuns {
  private readonly runs: Int32Array[] = [];
  private current: Int32Array = NO_INDICES;
  private used = 0;
  /** How many indices pushed are `expected`'s first, while all are; -1 once one was not. */
  private matching = 0;

  constructor(private readonly expected: Int32Array = NO_INDICES) {}

  push(index: number): void {
    if (this.matching >= 0) {
      if (this.matching < this.expected.length && this.expected[this.matching] === index) {
        this.matching++;
        return;
      }
      this.stopMatching();
    }
    if (this.used === this.current.length) {
      if (this.used > 0) this.runs.push(this.current);
      this.current = new Int32Array(INDEX_RUN_LENGTH);
      this.used = 0;
    }
    this.current[this.used++] = index;
  }

  /** Pushes each of `run`'s indices (its view is kept until `toArray`). */
  pushRun(run: Int32Array): void {
    if (run.length === 0) return;
    if (this.matching >= 0) {
      if (this.continuesExpected(run)) {
        this.matching += run.length;
        return;
      }
      this.stopMatching();
    }
    if (this.used > 0) {
      this.runs.push(this.current.subarray(0, this.used));
      this.current = NO_INDICES;
      this.used = 0;
    }
    this.runs.push(run);
  }

  /** The indices in one array: `expected` itself when they are its. */
  toArray(): Int32Array {
    if (this.matching >= 0) return this.matching === this.expected.length ? this.expected : this.expected.slice(0, this.matching);
    let length = this.used;
    for (const run of this.runs) length += run.length;
    const out = new Int32Array(length);
    let at = 0;
    for (const run of this.runs) { out.set(run, at); at += run.length; }
    out.set(this.current.subarray(0, this.used), at);
    return out;
  }

  /** `run` holds `expected`'s next indices: a view of it where they stand, or compared. */
  private continuesExpected(run: Int32Array): boolean {
    const at = this.matching;
    const expected = this.expected;
    if (at + run.length > expected.length) return false;
    if (run.buffer === expected.buffer && run.byteOffset === expected.byteOffset + at * Int32Array.BYTES_PER_ELEMENT) return true;
    for (let k = 0; k < run.length; k++) if (run[k] !== expected[at + k]) return false;
    return true;
  }

  /** An index otherwise than `expected`'s: those counted so far become a run of it. */
  private stopMatching(): void {
    if (this.matching > 0) this.runs.push(this.expected.subarray(0, this.matching));
    this.matching = -1;
  }
}

const NO_INDICES = new Int32Array(0);
const INDEX_RUN_LENGTH = 4096;

/**
 * A checkpoint's board, kept before its line: its record holds its step count only. A line's
 * reading reads the steps between its board before and after (reading.ts, `stepsBetween`), and the
 * board after a line is replayed from the board before it, so no reader walks a kept board's
 * record (issue 22: 10 MB of one play per line held ~24 MB of the steps of the line before each
 * checkpoint, eight log nodes and their steps a board).
 */
function checkpointBoard(before: GameState): GameState {
  return recordFrom(before, lengthOf(before));
}

/** The board a line leaves when remembered or known without a replay (a refused line leaves its own). */
function knownAfter(line: StoredLine): GameState | undefined {
  return line instanceof RefusedLine ? line.kept : recentAfter.get(line) ?? olderAfter.get(line);
}

/** The board after `line`: replayed from the nearest line above whose board is known (a checkpoint at worst). */
function afterOf(line: StoredLine): GameState {
  const known = knownAfter(line);
  if (known) return known;
  const path: StoredLine[] = [line];
  let board: GameState;
  for (let at = line; ; at = at.above!) {
    if (at.kept) { board = at.kept; break; }
    const above = knownAfter(at.above!);
    if (above) { board = above; break; }
    path.push(at.above!);
  }
  for (let k = path.length - 1; k >= 0; k--) {
    board = replayLine(board, path[k]!.syntax(BOARD_ONLY), undefined, false);
    remember(path[k]!, board);
  }
  return board;
}

/**
 * A line's diagnostics as a replay keeps them: none (NO_DIAGNOSTICS), or kept compactly in the
 * store of the replay that made them, relative to the line (issue 22: a line moved keeps them).
 */
type KeptDiagnostics = typeof NO_DIAGNOSTICS | StoredDiagnostics;

/** The same diagnostics kept: none, or the same ones in the same store read alike. */
function sameKept(a: KeptDiagnostics, b: KeptDiagnostics): boolean {
  return a === b || (a instanceof StoredDiagnostics && b instanceof StoredDiagnostics && a.sameAs(b));
}

/** The line number a line is parsed at when only its board is wanted (the rules read no text). */
const BOARD_ONLY = 0;

/**
 * A replayed line as a replay records it: its board kept when it is a checkpoint (`kept`), else
 * replayed when read from the line above (`above`, down from a checkpoint at most
 * CHECKPOINT_EVERY lines up). It holds nothing else of its version (no index, no line number, no
 * table of boards), so a later version whose line has the same diagnostics (kept relative to the
 * line) under the same line above shares the object as it is, wherever the line now stands
 * (issue 22: a keystroke in a 10 MB file made its 354,000 game lines' objects again, and a line
 * added at its top every one below). A line without diagnostics is this class; one with some keeps
 * where they are in the store (DiagnosedLine).
 */
class StoredLine implements ReplayedLine {
  constructor(
    readonly text: string,
    readonly kept: GameState | undefined,
    /** The line above, when this line is no checkpoint. */
    readonly above: StoredLine | undefined,
  ) {}

  /** The line's diagnostics, kept relative to it: none. */
  get found(): KeptDiagnostics {
    return NO_DIAGNOSTICS;
  }

  get before(): GameState {
    return this.kept ?? afterOf(this.above!);
  }

  get after(): GameState {
    return afterOf(this);
  }

  diagnosticsOn(line: number): readonly Diagnostic[] {
    const found = this.found;
    return found instanceof StoredDiagnostics ? found.list(line) : found;
  }

  /** Some diagnostic of the line points at other lines (read without making them). */
  get anyRelated(): boolean {
    const found = this.found;
    return found instanceof StoredDiagnostics && found.anyRelated;
  }

  /** The earlier events the line's problems follow from, which the history was searched for (PointingLine). */
  get searched(): readonly RelatedEvent[] {
    return NO_EVENTS;
  }

  /** Some diagnostic of the line, standing at `own`, points at line `line` or below it (read without making them). */
  pointsAtOrBelow(line: number, own: number): boolean {
    const found = this.found;
    return found instanceof StoredDiagnostics && found.pointsAtOrBelow(line, own);
  }

  /**
   * The line's diagnostics, read on line `was`, were it to stand at `at`, with their related
   * locations moved with the lines they point at (`now`: where a line that stood at a line stands
   * now, -1 if gone): as they are (`'same'`), kept otherwise (StoredDiagnostics.following), made
   * again moved (`'remake'`) or `'lost'`.
   */
  following(was: number, at: number, now: (line: number) => number): KeptDiagnostics | 'same' | 'remake' | 'lost' {
    const found = this.found;
    return found instanceof StoredDiagnostics ? found.following(was, at, now) : 'same';
  }

  /** The line parsed again from its text, on line `line` (its kind is game: it was replayed as one). */
  syntax(line: number): GameLine {
    return parseLine(this.text, line, true).line as GameLine;
  }

  /** The same line in another replay, with `diagnostics` (kept relative to the line: those it had, when their related locations did not move), under `above`. */
  at(diagnostics: KeptDiagnostics, above: StoredLine | undefined): StoredLine {
    return storedLine(this.text, diagnostics, this.kept, above, NO_EVENTS);
  }
}

/**
 * A line with diagnostics: where they are in a replay's store (StoredDiagnostics's numbers, kept
 * in the line's own object: issue 22, an object of their own for each of the 454,000 lines of
 * 10 MB of one play per line held 25 MB).
 */
class DiagnosedLine extends StoredLine {
  constructor(
    text: string, kept: GameState | undefined, above: StoredLine | undefined,
    protected readonly store: DiagnosticStore | undefined,
    protected readonly from: number,
    protected readonly count: number,
    protected readonly relatedShift: number,
  ) {
    super(text, kept, above);
  }

  /** Its diagnostics (made as a small object when read). */
  override get found(): KeptDiagnostics {
    return this.store ? new StoredDiagnostics(this.store, this.from, this.count, this.relatedShift, this.relatedFixed) : NO_DIAGNOSTICS;
  }

  /** Whether its related locations stay where they are when it moves (FixedPointingLine). */
  protected get relatedFixed(): boolean {
    return false;
  }

  // Read from the store, without a StoredDiagnostics object: each is asked of every line below an
  // edit that points at others (issue 22: 27 MB of objects a line added in one play per line).
  override get anyRelated(): boolean {
    return this.store !== undefined && this.store.anyRelatedIn(this.from, this.count);
  }

  override following(was: number, at: number, now: (line: number) => number): KeptDiagnostics | 'same' | 'remake' | 'lost' {
    return this.store ? StoredDiagnostics.following(this.store, this.from, this.count, this.relatedShift, this.relatedFixed, was, at, now) : 'same';
  }
}

/**
 * A line some of whose problems follow from earlier events (a card's last move, an effect coming
 * into force), whose lines the history was searched for: an edit that replays a line making
 * such an event again changes where they point, though the board below it is the same (issue 22:
 * a card moved again above a line that pointed at its earlier move).
 */
class PointingLine extends DiagnosedLine {
  constructor(
    text: string, kept: GameState | undefined, above: StoredLine | undefined,
    store: DiagnosticStore | undefined, from: number, count: number, relatedShift: number,
    readonly events: readonly RelatedEvent[],
  ) {
    super(text, kept, above, store, from, count, relatedShift);
  }

  override get searched(): readonly RelatedEvent[] {
    return this.events;
  }

  override at(diagnostics: KeptDiagnostics, above: StoredLine | undefined): StoredLine {
    return storedLine(this.text, diagnostics, this.kept, above, this.events);
  }
}

/**
 * A pointing line whose related locations stay where they are when it moves (StoredDiagnostics's
 * `relatedFixed`): below an edit, pointing above it.
 */
class FixedPointingLine extends PointingLine {
  protected override get relatedFixed(): boolean {
    return true;
  }
}

/** A line as a replay records it (the class its diagnostics and events call for); `above` kept only when `kept` is not. */
function storedLine(text: string, found: KeptDiagnostics, kept: GameState | undefined, above: StoredLine | undefined, events: readonly RelatedEvent[]): StoredLine {
  const under = kept ? undefined : above;
  const stored = found instanceof StoredDiagnostics ? found : undefined;
  if (stored?.relatedFixed) return new FixedPointingLine(text, kept, under, stored.store, stored.from, stored.count, stored.relatedShift, events);
  if (events.length > 0) return new PointingLine(text, kept, under, stored?.store, stored?.from ?? 0, stored?.count ?? 0, stored?.relatedShift ?? 0, events);
  return stored ? new DiagnosedLine(text, kept, under, stored.store, stored.from, stored.count, stored.relatedShift) : new StoredLine(text, kept, under);
}

/** The events of no line. */
const NO_EVENTS: readonly RelatedEvent[] = Object.freeze([]);

/** One list per combination of events: the lines pointing at the same events share it. */
const EVENT_LISTS = new Map<string, readonly RelatedEvent[]>();

function eventList(events: readonly RelatedEvent[]): readonly RelatedEvent[] {
  const key = events.map((e) => searchFor(e).key).join(',');
  let list = EVENT_LISTS.get(key);
  if (!list) EVENT_LISTS.set(key, list = Object.freeze(events.slice()));
  return list;
}

/**
 * A line the rules refused without changing the board, whose problems all repeat down the file
 * (their code `repeats` in common/codes.ts): a line after the game's end, say, of which a long file may hold thousands. It
 * keeps no diagnostics: asked for them, it replays again, which costs little (the engine refuses
 * the line at once) and gives the same ones (no problem of it points at other lines). Its board,
 * the one of the line above, is kept.
 */
class RefusedLine extends StoredLine {
  constructor(
    text: string,
    before: GameState,
    /** Its problems' codes, each once, in the order they come: enough to merge runs. */
    readonly repeatedCodes: readonly string[],
  ) {
    super(text, before, undefined);
  }

  override get after(): GameState {
    return this.kept!;
  }

  override diagnosticsOn(line: number): readonly Diagnostic[] {
    return new DocumentReplayer(undefined).diagnosticsOf(this.syntax(line), this.kept!);
  }

  /** Itself: it keeps no diagnostics and no line above. */
  override at(): StoredLine {
    return this;
  }
}

/**
 * The codes of a replayed line's problems, each once in the order they come, when they are all
 * codes that repeat (common/codes.ts) and the line keeps no diagnostics (RefusedLine); undefined for any other line.
 */
export function repeatedCodesOf(line: ReplayedLine): readonly string[] | undefined {
  return line instanceof RefusedLine ? line.repeatedCodes : undefined;
}

/** Whether the analysis finds diagnostics on `line`: `diagnosticsAtMostSteps` counts some for it. */
function isDiagnosed(line: StoredLine): boolean {
  return line instanceof RefusedLine || line.found instanceof StoredDiagnostics;
}

/**
 * How many diagnostics and related locations the analysis pushes for `lines` (analysis.ts,
 * `pushWithRunsMerged`), as far as the lines tell without being replayed: each line's kept ones, and
 * for a refused line one per code (a run of them takes one each; a run of one line takes each of its
 * problems of the code, which may be two, and the store then grows as it did). Read without making them,
 * pausing every ITEMS_PER_STEP lines, so that the sorted store is made once at its size (issue 22:
 * grown by doubling, then copied, it held ~150 MB of buffers at the end of opening 10 MB of one play per line).
 */
export function* diagnosticsAtMostSteps(lines: ReadonlyList<ReplayedLine>): Generator<void, { readonly diagnostics: number; readonly related: number }, void> {
  let diagnostics = 0;
  let related = 0;
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % ITEMS_PER_STEP === 0) yield;
    const line = lines.get(i) as StoredLine;
    if (line instanceof RefusedLine) {
      diagnostics += line.repeatedCodes.length;
    } else if (line.found instanceof StoredDiagnostics) {
      diagnostics += line.found.count;
      related += line.found.relatedCount;
    }
  }
  return { diagnostics, related };
}

/** One list per combination of codes: the refused lines share them. */
const CODE_LISTS = new Map<string, readonly string[]>();

/** The codes of `found`, each once, when they all repeat (common/codes.ts); else undefined. */
function repeatedCodeList(found: readonly Diagnostic[]): readonly string[] | undefined {
  if (found.length === 0) return undefined;
  const codes: string[] = [];
  for (const d of found) {
    if (!repeats(d.code)) return undefined;
    if (!codes.includes(d.code)) codes.push(d.code);
  }
  const key = codes.join(' ');
  let list = CODE_LISTS.get(key);
  if (!list) CODE_LISTS.set(key, list = Object.freeze(codes));
  return list;
}

/**
 * Where the game line that stood at `oldLine` stands now, if it was kept from the previous replay:
 * among the first `kept` game lines, or (moved `shift` game lines down) among the lines kept
 * after the edit, from game line `keptAfter` up to the one being read; -1 otherwise. `previous`
 * is the previous replay's line numbers (in order).
 */
function keptLineNow(previous: ArrayLike<number>, games: ArrayLike<number>, kept: number, oldLine: number, shift = 0, keptAfter = Infinity, reading = 0): number {
  let low = 0;
  let high = previous.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const line = previous[mid]!;
    if (line === oldLine) {
      if (mid < kept) return games[mid]!;
      return mid + shift >= keptAfter && mid + shift < reading ? games[mid + shift]! : -1;
    }
    if (line < oldLine) low = mid + 1; else high = mid - 1;
  }
  return -1;
}

/**
 * A kept line's diagnostics, read on the line as it stood, as they read on the line `by` lines
 * further, with their related locations moved with the earlier lines they point at (`now`: where
 * a line that stood at a line now stands; none gone, StoredLine.following said so).
 */
function movedWithLine(diagnostics: readonly Diagnostic[], by: number, now: (oldLine: number) => number): Diagnostic[] {
  return diagnostics.map((d) => {
    const moved = { ...d, range: rangeMoved(d.range, by) };
    if (d.related?.length) {
      moved.related = d.related.map((r: RelatedLocation) => {
        const to = now(r.range.start.line);
        return to === r.range.start.line ? r : { ...r, range: rangeMoved(r.range, to - r.range.start.line) };
      });
    }
    return moved;
  });
}

/** How an edit's text moved lines: those from `from` up to `wasTo` were written again as those up to `to` (notation/lineFacts.ts). */
type LinesMoved = { readonly from: number; readonly wasTo: number; readonly to: number };

/**
 * How many of the game lines stand above line `from` (the first an edit wrote), numbered alike in
 * the previous replay: every game line above an edit is, when the parse says the lines above it
 * are unchanged (0 when the numbers say otherwise).
 */
function gameLinesAbove(games: ArrayLike<number>, earlierLines: ArrayLike<number>, from: number): number {
  const above = firstAtOrAfter(games.length, from, (k) => games[k]!);
  if (above > earlierLines.length) return 0;
  return above === 0 || earlierLines[above - 1] === games[above - 1] ? above : 0;
}

/** Where the text moved a line: below the lines written again, as far as they grew; above them, nowhere; -1 for one of them. */
export function movedLineOf(moved: LinesMoved): (line: number) => number {
  return (line) => (line >= moved.wasTo ? line + moved.to - moved.wasTo : line < moved.from ? line : -1);
}

/**
 * Where a line that stood at a line stands now, for the line being kept (`keptLineNow` with the
 * numbers set before each), noting whether each stands where the text moved it (`movedByText`).
 * One a replay, its fields set for each line kept: a function made for each (two closures a line)
 * was 48 MB of a line added in 10 MB of one play per line (issue 22).
 */
class KeptLineMap {
  kept = 0;
  shift = 0;
  keptAfter = Infinity;
  reading = 0;
  /** Every line asked for since `start` stands where the text moved it. */
  asMoved = true;

  constructor(private readonly previous: ArrayLike<number>, private readonly games: ArrayLike<number>, private readonly movedByText: (line: number) => number) {}

  /** Set for a line kept: the first `kept` lines kept above the edit, and those from `keptAfter` up to `reading` kept below it, `shift` lines further. */
  start(kept: number, shift = 0, keptAfter = Infinity, reading = 0): this {
    this.kept = kept;
    this.shift = shift;
    this.keptAfter = keptAfter;
    this.reading = reading;
    this.asMoved = true;
    return this;
  }

  readonly now = (oldLine: number): number => {
    const to = keptLineNow(this.previous, this.games, this.kept, oldLine, this.shift, this.keptAfter, this.reading);
    if (to !== this.movedByText(oldLine)) this.asMoved = false;
    return to;
  };
}

/**
 * Keeps `old`, a line pointing at others that stood at `was`, standing at line `at`, unless a line it points at is
 * gone (false: it is replayed). Its diagnostics are kept as StoredLine.following finds them, or
 * made again moved with the line and the lines they point at (`map.now`: where a line that stood
 * at a line stands now). When a line pointed at stands elsewhere than where the text moved it, the
 * line's diagnostics read otherwise than the previous version's moved (Replay.changed: analysis.ts
 * makes them again).
 */
function keepPointing(replayer: DocumentReplayer, old: StoredLine, index: number, was: number, at: number, map: KeptLineMap): boolean {
  const found = old.following(was, at, map.now);
  if (found === 'lost') return false;
  // Made as objects on each read (a store's): read once.
  if (found === 'remake') replayer.reuse(old, index, at, movedWithLine(old.diagnosticsOn(was), at - was, map.now));
  else replayer.reuse(old, index, at, undefined, found === 'same' ? undefined : found, !map.asMoved);
  return true;
}

/**
 * The work done between two pauses of `replayDocumentSteps`, counted in units: a game line
 * replayed costs REPLAYED_LINE_WORK and each diagnostic found on it DIAGNOSTIC_WORK more (a
 * problem's range, fixes and related locations cost more than the engine's refusal); a line kept
 * from the previous analysis costs one, and each of its diagnostics moved one more.
 */
export const WORK_PER_STEP = 2000;
export const REPLAYED_LINE_WORK = 20;
export const DIAGNOSTIC_WORK = 20;

/**
 * The replay of one document as it goes: the lines replayed so far, which are also the history
 * a problem's related locations are searched in, and the diagnostics of the line being replayed.
 */
class DocumentReplayer implements ReplayHistory {
  /**
   * The lines recorded, in chunks: runs kept from the previous replay share its chunks (issue 22:
   * an array of the file's game lines made for each edit, 354,000 entries in 10 MB of games, took
   * ~13 ms of a line added and most of its collections).
   */
  readonly lines = new ChunkedListBuilder<StoredLine>();

  /** How many lines are recorded. */
  get count(): number {
    return this.lines.length;
  }

  /** Lines recorded since the last one that keeps its board. */
  private sinceKept = Infinity;
  /** How many steps the record held before the last line, when this replay replayed it (not kept it from the previous one). */
  private lastStart: number | undefined;
  /** The board the last line left as it found it, and what was kept of it: a run of such lines keeps one. */
  private unchangedBoard: GameState | undefined;
  private unchangedKept: GameState | undefined;
  /** The work done since the last pause, in units (WORK_PER_STEP). */
  work = 0;
  /** Lines whose earlier object was kept as it is (`reuse`): counted for the tests. */
  reused = 0;
  /** Each distinct message once (finishedMessage). */
  readonly messages = new Map<string, string>();
  /** The diagnostics of the lines this replay replayed or moved, kept compactly (made when first needed). */
  private store: DiagnosticStore | undefined;
  /** The diagnostics of the line being replayed (reused from line to line). */
  private readonly found: Diagnostic[] = [];
  /** Some problem of the line being replayed points at earlier lines. */
  private foundRelated = false;
  /** The events the problems of the line being replayed follow from. */
  private readonly foundEvents: RelatedEvent[] = [];
  /**
   * While the US's part of an action round is replayed after a USSR part that changed the board,
   * that USSR part is the latest line of the history (the US's part may follow from it). Its
   * boards are replayed again when a search reads them: the US's play writes in place the piles
   * the USSR's play made (rules/state.ts `releaseOwned`), and the USSR's play the line's board's
   * when an earlier play made them.
   */
  private partBefore: GameState | undefined;
  private partAfter: GameState | undefined;
  private partSyntax: GameLine | undefined;

  /** `source`: the lines of the file replayed; undefined to find one line's diagnostics alone (RefusedLine). */
  constructor(
    private readonly source: SyntaxLines | undefined,
    private readonly checkpointEvery = CHECKPOINT_EVERY,
    /** The previous replay's lines, whose objects this one keeps where it can, and where they stood. */
    private readonly earlier: ChunkedList<StoredLine> = NO_LINES,
    private readonly earlierLines: ArrayLike<number> = [],
    /** The searches of the previous replay's history (its lines above the edit are this one's). */
    private readonly earlierSearches?: Searches,
    /** The previous replay's lines pointing at others (its `withRelated`). */
    earlierPointing?: Int32Array,
    /** How many of the previous replay's lines hold diagnostics (its `linesDiagnosed`). */
    private readonly earlierDiagnosed?: number,
  ) {
    this.withRelated = new IndexRuns(earlierPointing);
  }

  /** The first and past the last index of a line recorded that is not the previous replay's at the same index. */
  remadeFrom = Infinity;
  remadeTo = -Infinity;
  /** The first and past the last index of a line recorded whose diagnostics this replay made or moved (Replay.changed). */
  changedFrom = Infinity;
  changedTo = -Infinity;

  private diagnosticsChanged(): void {
    this.changedFrom = Math.min(this.changedFrom, this.count);
    this.changedTo = this.count + 1;
  }
  /** The indices of the lines recorded whose diagnostics point at other lines (Replay.withRelated). */
  readonly withRelated: IndexRuns;
  /** Lines looked at one by one (Replay.linesVisited). */
  visited = 0;
  /** The lines recorded that hold diagnostics (Replay.linesDiagnosed); undefined once a run of unknown ones is kept unread. */
  diagnosed: number | undefined = 0;

  /** Records `line`; `earlierIndex`: it is the previous replay's line at that index (recorded as one of a run of them, sharing their chunks). */
  private record(line: StoredLine, asItWas: boolean, earlierIndex?: number): void {
    if (!asItWas) {
      this.remadeFrom = Math.min(this.remadeFrom, this.count);
      this.remadeTo = this.count + 1;
    }
    // A refused line's problems point at no other line (it is refused only so).
    if (line.searched.length > 0 || (!(line instanceof RefusedLine) && line.anyRelated)) this.withRelated.push(this.count);
    this.visited++;
    if (this.diagnosed !== undefined && isDiagnosed(line)) this.diagnosed++;
    if (earlierIndex === undefined) this.lines.push(line);
    else this.lines.pushKept(this.earlier, earlierIndex);
  }

  /**
   * Records the previous replay's lines `count` to `to` as they are, unread: the caller knows
   * that each would be kept as it is (the same text under the same line, at the same place, those
   * pointing at other lines pointing where they pointed). `pointing`: the previous replay's lines
   * that point at others (its `withRelated`).
   */
  keepAsWere(to: number, pointing: Int32Array): void {
    const first = firstAtOrAfter(pointing.length, this.count, (j) => pointing[j]!);
    this.withRelated.pushRun(pointing.subarray(first, firstAtOrAfter(pointing.length, to, (j) => pointing[j]!)));
    this.keepRun(to, 0);
  }

  /**
   * Records the previous replay's lines `count - shift` up to `to - shift` as they are, unread,
   * at indices `count` up to `to`: lines below an edit that added or removed some, which the
   * caller knows would each be kept as it is (the same text, moved with the text under the same
   * line above, pointing at no other line). `moved`: their lines stand elsewhere than they stood.
   */
  keepMoved(to: number, shift: number, moved: boolean): void {
    if (moved) {
      this.remadeFrom = Math.min(this.remadeFrom, this.count);
      this.remadeTo = to;
    }
    this.keepRun(to, shift);
  }

  /** Records the previous replay's lines from `count - shift` as they are, up to index `to`. */
  private keepRun(to: number, shift: number): void {
    const from = this.count;
    for (let k = to - 1; k >= from; k--) {
      if (this.earlier.get(k - shift).kept) { this.sinceKept = to - 1 - k; break; }
      if (k === from) this.sinceKept += to - from;
    }
    this.reused += to - from;
    if (this.earlierDiagnosed !== 0) this.diagnosed = undefined; // lines of a replay that had some, unread
    this.lines.pushFrom(this.earlier, from - shift, to - shift);
    this.lastStart = this.unchangedBoard = this.unchangedKept = undefined;
  }

  get length(): number {
    return this.count + (this.partSyntax ? 1 : 0);
  }

  /** How many of the first lines are the previous replay's, with the same boards: those the edit left above it. */
  aboveEdit = Infinity;

  earlierFound(key: string): Found | undefined {
    const found = this.earlierSearches?.get(key);
    return found && carriedOver(found, Math.min(this.aboveEdit, this.count));
  }

  /** The lines recorded are final: only the USSR part being replayed may still change. */
  get settled(): number {
    return this.count;
  }

  before(i: number): GameState {
    return i < this.count ? this.lines.get(i).before : this.partBefore ??= this.lines.get(this.count - 1).after;
  }

  after(i: number): GameState {
    return i < this.count ? this.lines.get(i).after : this.partAfter ??= replayLine(this.before(i), this.partSyntax!, undefined, true);
  }

  syntax(i: number): GameLine {
    return i < this.count ? this.source!.gameLine(this.source!.gameLineNumbers[i]!)! : this.partSyntax!;
  }

  /** The US's part of `line` follows the USSR's, which took the board from `before` to `after`. */
  ussrPartDone(line: GameLine, before: GameState, after: GameState): void {
    if (before === after) return;
    // The line's board is held as it is when no play writes its piles (the first line's, a kept board's).
    this.partBefore = ownedInPlace(before) && this.count > 0 ? undefined : before;
    this.partAfter = undefined;
    this.partSyntax = line;
  }

  /** Replays `line` after `before`, leaving its diagnostics in `found`. */
  private replayOne(line: GameLine, before: GameState): GameState {
    // Emptied only when not empty: setting an array's length is a runtime call, even to its length.
    if (this.found.length) this.found.length = 0;
    this.foundRelated = false;
    if (this.foundEvents.length) this.foundEvents.length = 0;
    const after = replayLine(before, line, this, false);
    this.partBefore = this.partAfter = this.partSyntax = undefined;
    return after;
  }

  /**
   * Replays `line` after `before` (the board after the line above) and records it, keeping
   * `before` at a checkpoint: every `checkpointEvery` lines, and on a line that left the board as
   * it was (a refused one: its board is the line above's, which a run of them shares).
   */
  replay(line: GameLine, text: string, before: GameState, notationErrors: readonly Diagnostic[]): GameState {
    // A board kept is never written in place by a later play (rules/state.ts `releaseOwned`): the
    // board before a checkpoint is kept, so its piles are released before its plays.
    if (this.sinceKept + 1 >= this.checkpointEvery) releaseOwned();
    const after = this.replayOne(line, before);
    const found = this.found;
    this.work += REPLAYED_LINE_WORK + DIAGNOSTIC_WORK * found.length;
    const codes = after === before && !this.foundRelated && notationErrors.length === 0 ? repeatedCodeList(found) : undefined;
    const n = line.range.start.line;
    const above = this.count > 0 ? this.lines.get(this.count - 1) : undefined;
    // A run of lines that leave the board as they found it keeps one board.
    const keep = after === before || this.sinceKept + 1 >= this.checkpointEvery;
    const kept = !keep ? undefined : before === this.unchangedBoard ? this.unchangedKept! : checkpointBoard(before);
    let stored: StoredLine;
    this.diagnosticsChanged();
    if (codes) {
      stored = new RefusedLine(text, kept!, codes);
    } else {
      const diagnostics = found.length === 0 ? NO_DIAGNOSTICS : withoutRepeats(found.slice(), line, notationErrors);
      const keptDiagnostics = this.keepDiagnostics(diagnostics, n);
      stored = storedLine(text, keptDiagnostics, kept, above, this.foundEvents.length > 0 ? eventList(this.foundEvents) : NO_EVENTS);
    }
    this.record(stored, false);
    if (keep) releaseOwned(); // a line that left the board as it was keeps the board the plays before it made
    this.sinceKept = keep ? 0 : this.sinceKept + 1;
    this.unchangedBoard = after === before ? before : undefined;
    this.unchangedKept = after === before ? kept : undefined;
    this.lastStart = lengthOf(before);
    // At a checkpoint the board handed to the next line has its record cut to this line's start,
    // as a kept board's is: the running board's record grew with every line replayed, and 10 MB of
    // plays refused one by one held ~1 KB a line of it until the replay's end (issue 22). No rule
    // reads the record; a line's reading reads its own steps.
    return keep && after !== before ? recordFrom(after, this.lastStart) : after;
  }

  /**
   * What is kept of the board after the last line: its record back to that line's start only
   * (what the line's reading asks for, `analysis.replay.final` being its board after), when this
   * replay replayed that line.
   */
  keptBoard(state: GameState): GameState {
    return this.lastStart === undefined ? state : recordFrom(state, this.lastStart);
  }

  /**
   * The diagnostics of line `line` as its StoredLine keeps them: none shared, the others in this
   * replay's store, or read from the last line's there when they are the same moved to this line.
   */
  private keepDiagnostics(diagnostics: readonly Diagnostic[], line: number): KeptDiagnostics {
    if (diagnostics.length === 0) return NO_DIAGNOSTICS;
    const stored = StoredDiagnostics.of(this.store ??= new DiagnosticStore(), diagnostics, line, this.keptLast);
    this.keptLast = { diagnostics, line, stored };
    return stored;
  }

  /** The diagnostics kept last, and the line they were kept for. */
  private keptLast: KeptLast | undefined;

  /** The replay is done: its store of diagnostics no longer takes new ones. */
  finish(): void {
    this.store?.finish();
  }

  /** The diagnostics of a line replayed after `before`, as a RefusedLine recorded them. */
  diagnosticsOf(line: GameLine, before: GameState): readonly Diagnostic[] {
    this.replayOne(line, before);
    return this.found.slice();
  }

  /**
   * Keeps a line's earlier replay (`old`, the previous replay's line `index`), moved to where the line now stands (line `at`), with its
   * checkpoint if it had one, and its diagnostics, moved with it (kept relative to it): `found`
   * (StoredLine.following: its related locations moved with the lines they point at), or `moved`
   * (made again, as on line `at`). `pointedMoved`: a line it points at moved. The object itself is
   * kept, wherever it stands, when it has the same diagnostics under the same line (issue 22); else
   * it is made again, under this version's line above, so that a version never holds an earlier
   * one's lines.
   */
  reuse(old: StoredLine, index: number, at: number, moved?: readonly Diagnostic[], found?: KeptDiagnostics, pointedMoved = false): void {
    this.work += 1 + (moved ? moved.length : 0);
    if (moved || pointedMoved) this.diagnosticsChanged();
    const above = this.count > 0 ? this.lines.get(this.count - 1) : undefined;
    // `found` undefined: the line's own as they are (no object made to compare them).
    const unchanged = moved === undefined && (found === undefined || sameKept(found, old.found)) && (old.kept !== undefined || old.above === above);
    if (unchanged) {
      // As it was only at the same index on the same line (Replay.remade).
      this.record(old, this.count < this.earlier.length && old === this.earlier.get(this.count) && at === this.earlierLines[this.count], index);
      this.reused++;
    } else {
      // Those not made again stay where the earlier replay kept them. (A refused line is always
      // kept as it is: it has its board and no diagnostics to move.)
      const diagnostics = moved ? this.keepDiagnostics(moved, at) : found ?? old.found;
      this.record(old.at(diagnostics, above), false);
    }
    this.sinceKept = old.kept ? 0 : this.sinceKept + 1;
    this.lastStart = this.unchangedBoard = this.unchangedKept = undefined;
  }

  /** The diagnostics for the problems of one part (or, outside action rounds, of the whole line). */
  report(problems: readonly RuleProblem[], line: GameLine, side: Side, part: Part | undefined): void {
    for (const p of problems) {
      const range = rangeOfProblem(p, line, side, part);
      const fixes = fixesFor(p, range, partToFix(p, line, part));
      let related: RelatedLocation[] | undefined;
      if (p.related?.length) {
        this.foundRelated = true;
        for (const event of p.related) this.foundEvents.push(event);
        related = relatedLocations(this, p.related);
      }
      this.found.push(toDiagnostic(p, range, finishedMessage(p.message, this.messages), fixes, related));
    }
  }
}

/**
 * `replayDocument`, pausing (yielding) after every WORK_PER_STEP units of work (a hundred lines
 * replayed, a few thousand kept from the previous replay) so that a long file can be sliced.
 */
export function* replayDocumentSteps(
  syntax: SyntaxLines, textOf: (n: number) => string | undefined, previous?: Replay, notation: readonly Diagnostic[] | NotationErrorsOn = [], checkpointEvery?: number,
  unmoved?: UnmovedEdit, linesMoved?: LinesMoved,
): Generator<void, Replay, void> {
  // Where the edit's text moved a line (analysis.ts moves the previous version's diagnostics so):
  // a line pointing at lines that moved otherwise has its diagnostics read again (Replay.changed).
  const movedByText = linesMoved ? movedLineOf(linesMoved) : (line: number) => line;
  const games = syntax.gameLineNumbers;
  // The previous replay's lines are this module's (replayDocumentSteps made them).
  const earlier = (previous?.lines ?? NO_LINES) as ChunkedList<StoredLine>;
  const earlierLines = previous?.lineNumbers ?? [];
  // An edit that moved no line, given the previous version's replay (the parse's and the
  // replay's previous are one version): only the lines it changed, the lines below them and the
  // lines pointing at others are looked at, the others are kept as they were unread (issue 22:
  // a keystroke in a 10 MB file compared and stored each of its 354,000 game lines).
  const edit = unmoved && previous?.withRelated && previous.resultTagLine !== undefined && earlier.length === games.length
    && (previous.belowReplayBlock ?? Infinity) === Infinity ? unmoved : undefined;
  const toRead = edit ? linesToRead(games, edit.changedLines, previous!.withRelated!) : undefined;
  const replayer = new DocumentReplayer(syntax, checkpointEvery ?? checkpointEveryFor(games.length), earlier, earlierLines, previous?.searches, previous?.withRelated, previous?.linesDiagnosed);
  const keptLines = new KeptLineMap(earlierLines, games, movedByText);
  let i = 0;
  // The previous replay's lines that point at others, when an edit added or removed lines and
  // the previous version had no replay block.
  const pointingAbove = linesMoved && (previous?.belowReplayBlock ?? Infinity) === Infinity ? previous?.withRelated : undefined;
  const above = pointingAbove ? gameLinesAbove(games, earlierLines, linesMoved!.from) : 0;
  // Below such an edit, the game lines under the text it wrote are the previous version's moved
  // (`linesMoved`): from one kept as it was under the line above it as it was, those pointing at
  // no other line are kept as they were, unread, down to the next that does (issue 22: a line
  // added in 10 MB of games compared and recorded each of the ~170,000 lines below it).
  const textShift = linesMoved ? linesMoved.to - linesMoved.wasTo : 0;
  /** Past the run of lines from `i` (index `j` in the previous replay) that may be kept so; `i` when none. */
  const movedRunEnd = (i: number, j: number, pointing: Int32Array): number => {
    if (i === 0 || games[i - 1]! < linesMoved!.to || earlierLines[j] !== games[i]! - textShift || replayer.lines.get(i - 1) !== earlier.get(j - 1)) return i;
    return Math.min(games.length, (pointing[firstAtOrAfter(pointing.length, j, (k) => pointing[k]!)] ?? earlier.length) + i - j);
  };
  if (above > 0) {
    // The game lines above the lines an edit added or removed are where they were, as they were,
    // and so is every line they point at (above them): kept unread (issue 22: a line added in
    // 10 MB of games compared and recorded each of the ~200,000 lines above it).
    replayer.keepAsWere(above, previous!.withRelated!);
    i = above;
    yield;
  }
  while (i < games.length && i < earlier.length) {
    if (toRead) {
      const next = toRead.from(i);
      if (next > i) { replayer.keepAsWere(next, previous!.withRelated!); i = next; continue; }
    }
    if (pointingAbove) {
      const next = Math.min(movedRunEnd(i, i, pointingAbove), earlier.length);
      if (next > i) { replayer.keepMoved(next, 0, textShift !== 0); i = next; continue; }
    }
    const old = earlier.get(i);
    // Keyed on the game lines themselves: a line moved by lines added or removed above it (a
    // comment, a tag) keeps its replay; only its diagnostics move with it, and their related
    // locations with the earlier lines they point at, which may have moved otherwise (issue
    // 22: a comment moved up above 1.2 moves 1.2, not 1.3 that points at it).
    const at = games[i]!;
    if (old.text !== textOf(at)) break;
    // A line's diagnostics are kept relative to it, and their related locations too: only those
    // pointing at lines that moved otherwise than the line are made again.
    if (!(old instanceof RefusedLine) && old.anyRelated) {
      if (!keepPointing(replayer, old, i, earlierLines[i]!, at, keptLines.start(i))) break;
    } else {
      replayer.reuse(old, i, at);
    }
    i++;
    if (replayer.work >= WORK_PER_STEP) { replayer.work = 0; yield; }
  }
  // The board after the lines kept (replayed from their last checkpoint), or the initial board.
  let state: GameState | undefined = i > 0 ? earlier.get(i - 1).after : initialState(EVENTS);
  // The notation's errors by line: read where they are (an edit's, or a parse's not made as a list), else sorted out of the list.
  const errorsOn: NotationErrorsOn | undefined = edit ? (line) => edit.errorsOn(line) : typeof notation === 'function' ? notation : undefined;
  const notationErrors = errorsOn ? undefined : yield* errorsByLineSteps(notation as readonly Diagnostic[]);
  // After the lines that changed, the previous replay's lines are kept again from the first
  // checkpoint whose board equals the board the replay has reached (sameBoard: what made it
  // aside) with the same text after the same line as before: its replay would be the same, and
  // so would the lines' after it while their text is (issue 22: a keystroke in a 10 MB file
  // replayed every line after it). Their boards are then not replayed at all: `state` is
  // undefined while the line above is one kept that way (`joined`).
  const kept = i;
  replayer.aboveEdit = kept;
  const shift = previous ? games.length - earlier.length : 0;
  /** Past the last line replayed: the lines from there on are the previous replay's, `shift` lines further (the same boards). */
  let replayedTo = kept;
  // A line kept below the lines replayed points where its problems' earlier events last happened
  // (related.ts): above the edit, unless a line replayed made one of them again, and then it is
  // replayed too (issue 22: fuzzed, a card removed again above a line pointing at its first removal).
  const replayedBelow: number[] = [];
  const searchedBelow = new Map<string, { readonly checked: number; readonly found: boolean }>();
  /** Whether a line replayed so far makes one of `events` again (past REPLAYED_SEARCHED_AT_MOST lines replayed: taken as yes). */
  const happenedAgain = (events: readonly RelatedEvent[]): boolean => {
    if (events.length === 0) return false;
    if (replayedBelow.length > REPLAYED_SEARCHED_AT_MOST) return true;
    for (const event of events) {
      const { key, changed } = searchFor(event);
      const was = searchedBelow.get(key);
      let found = was?.found ?? false;
      for (let k = was?.checked ?? 0; k < replayedBelow.length && !found; k++) {
        const before = replayer.before(replayedBelow[k]!);
        const after = replayer.after(replayedBelow[k]!);
        found = before !== after && changed(before, after);
      }
      searchedBelow.set(key, { checked: replayedBelow.length, found });
      if (found) return true;
    }
    return false;
  };
  let keptAfter = Infinity;
  let joined = false;
  // A line's notation errors are a function of its text and the line before it, but for TSN036.
  // (A text reparsed has no replay block: reparse.ts parses one whole.)
  const belowReplayBlock = errorsOn ? Infinity : firstLineWith(notation as readonly Diagnostic[], 'TSN036');
  const wasBelow = previous?.belowReplayBlock ?? Infinity;
  const pointing = pointingAbove && belowReplayBlock === Infinity ? pointingAbove : undefined;
  for (; i < games.length; i++) {
    if (replayer.work >= WORK_PER_STEP) { replayer.work = 0; yield; }
    if (toRead && joined && replayer.lines.get(i - 1) === earlier.get(i - 1)) {
      // Joined again below the edit: the lines down to the next one to read would be kept as they are.
      const next = toRead.from(i);
      if (next > i) { replayer.keepAsWere(next, previous!.withRelated!); i = next - 1; continue; }
    }
    const at = games[i]!;
    const j = i - shift;
    if (pointing && joined && j < earlier.length) {
      const next = movedRunEnd(i, j, pointing);
      if (next > i) { replayer.keepMoved(next, shift, shift !== 0 || textShift !== 0); i = next - 1; continue; }
    }
    const old = j > kept && j < earlier.length ? earlier.get(j) : undefined;
    if (old && old.text === textOf(at) && earlier.get(j - 1).text === textOf(games[i - 1]!)
      && (earlierLines[j]! >= wasBelow) === (at >= belowReplayBlock) && (joined || (old.kept !== undefined && sameBoard(old.kept, state!)))) {
      keptAfter = Math.min(keptAfter, i);
      // A refused line left the board as it was, and its diagnostics are made when asked for.
      if (old instanceof RefusedLine) { replayer.reuse(old, j, at); joined = true; state = undefined; continue; }
      // Else replayed: a line replayed above it made one of its problems' events again.
      if (!happenedAgain(old.searched)) {
        // After an edit that moved no line, a line pointing only above the lines replayed points where it pointed (read without making its diagnostics: issue 22).
        const move = old.anyRelated && !(edit && !old.pointsAtOrBelow(games[kept]!, earlierLines[j]!));
        if (!move) replayer.reuse(old, j, at);
        if (!move || keepPointing(replayer, old, j, earlierLines[j]!, at, keptLines.start(kept, shift, keptAfter, i))) {
          joined = true;
          state = undefined;
          continue;
        }
      }
    }
    keptAfter = Infinity;
    joined = false;
    state ??= replayer.lines.get(i - 1).after;
    // `at` is one of the game lines' numbers: its node is read without asking its kind (a load
    // that sees every kind of line's node).
    state = replayer.replay(syntax.line(at) as GameLine, textOf(at) ?? '', state, (notationErrors ? notationErrors.get(at) : errorsOn!(at)) ?? NO_DIAGNOSTICS);
    replayedTo = i + 1;
    if (previous && replayedBelow.length <= REPLAYED_SEARCHED_AT_MOST) replayedBelow.push(i);
  }
  replayer.finish();
  releaseOwned(); // the last board is the replay's final one
  const searches = searchesAtEnd(replayer, previous?.searches && { searches: previous.searches, length: earlier.length, edit: { from: kept, to: replayedTo, shift } });
  const last = replayer.count > 0 ? replayer.lines.get(replayer.count - 1) : undefined;
  state = state === undefined ? last!.after : replayer.keptBoard(state);
  const lastGame = games.length ? syntax.gameLine(games[games.length - 1]!) : undefined;
  const resultTag = yield* firstTagNamed(syntax, textOf, 'Result');
  const closing = closeGame(resultTag, state, lastGame, replayer.messages);
  const remade = previous && earlier.length === games.length
    ? { from: Math.min(replayer.remadeFrom, games.length), to: Math.max(replayer.remadeTo, Math.min(replayer.remadeFrom, games.length)) }
    : undefined;
  const changedFrom = Math.min(replayer.changedFrom, games.length);
  const changed = previous ? { from: changedFrom, to: Math.max(replayer.changedTo, changedFrom), kept, shift } : undefined;
  return replayOf({
    lines: replayer.lines.build(), lineNumbers: games, closing: closing.diagnostics, final: closing.state, belowReplayBlock, linesKept: replayer.reused, remade, changed,
    withRelated: replayer.withRelated.toArray(), resultTagLine: resultTag ? resultTag.range.start.line : -1, linesVisited: replayer.visited,
    searches, linesDiagnosed: replayer.diagnosed,
  });
}

/**
 * A replay with every field set, in one order: one shape for every replay, so that the analysis's
 * copy with its sorted diagnostics (`withSorted`) is a plain literal. Spreading a replay made with
 * its optional fields spread in took V8's generic path: ~5 µs a file, 1% of the chess bench's
 * analysis of small games (issue 24).
 */
function replayOf(replay: Replay, sorted: Sorting = replay): Replay {
  return {
    lines: replay.lines, lineNumbers: replay.lineNumbers, closing: replay.closing, final: replay.final, belowReplayBlock: replay.belowReplayBlock, linesKept: replay.linesKept,
    remade: replay.remade, sorted: sorted.sorted, changed: replay.changed, closingAt: sorted.closingAt, sortedAgain: sorted.sortedAgain,
    linesMergedAgain: sorted.linesMergedAgain, withRelated: replay.withRelated, resultTagLine: replay.resultTagLine, linesVisited: replay.linesVisited,
    searches: replay.searches, linesDiagnosed: replay.linesDiagnosed,
  };
}

/** What the analysis adds to a replay once it has sorted the file's diagnostics. */
type Sorting = Pick<Replay, 'sorted' | 'closingAt' | 'sortedAgain' | 'linesMergedAgain'>;

/** The replay with the analysis's sorted diagnostics (analysis.ts): the next version keeps what its edit leaves of them. */
export function withSorted(replay: Replay, sorted: Sorting): Replay {
  return replayOf(replay, sorted);
}

/** What an edit of `parsed`'s previous version changed, when it moved no game line (the lines it parsed again, and those whose checks across lines it made again). */
export function unmovedEditOf(parsed: LinesParse): UnmovedEdit | undefined {
  const memo = parsed.memo;
  const changedLines = memo?.changedLines;
  return memo && changedLines ? { changedLines, errorsOn: (line) => notationErrorsOn(memo, line) } : undefined;
}

/**
 * The indices of the game lines an unmoved edit's replay must read, in order: the game lines it
 * changed and the ones after them (whose line above changed), and those whose diagnostics point
 * at other lines (`withRelated`: they may point at a line replayed again).
 */
function linesToRead(games: ArrayLike<number>, changedLines: readonly number[], withRelated: Int32Array): LinesToRead {
  const changed: number[] = [];
  for (const n of changedLines) {
    const g = firstAtOrAfter(games.length, n, (k) => games[k]!);
    if (games[g] === n) changed.push(g, g + 1);
  }
  // Those pointing at others above the first line changed point at lines the edit left as they were.
  let firstLine = Infinity;
  for (const n of changedLines) firstLine = Math.min(firstLine, n);
  const firstChanged = firstAtOrAfter(games.length, firstLine, (k) => games[k]!);
  const below = withRelated.subarray(firstAtOrAfter(withRelated.length, firstChanged, (k) => withRelated[k]!));
  return new LinesToRead(changed.sort((a, b) => a - b), below, games.length);
}

/**
 * Two increasing lists of game line indices read as one, in order, without merging them into an
 * array (issue 22: in one play per line, every line below a keystroke points at the first line,
 * and the merged array was 0.9 MB an edit).
 */
class LinesToRead {
  private nextChanged = 0;
  private nextBelow = 0;

  constructor(private readonly changed: readonly number[], private readonly below: Int32Array, private readonly count: number) {}

  /** The first index at or after `i` in either list, asked in increasing order; `count` when none. */
  from(i: number): number {
    while (this.nextChanged < this.changed.length && this.changed[this.nextChanged]! < i) this.nextChanged++;
    while (this.nextBelow < this.below.length && this.below[this.nextBelow]! < i) this.nextBelow++;
    return Math.min(this.changed[this.nextChanged] ?? this.count, this.below[this.nextBelow] ?? this.count);
  }
}

/**
 * The first tag line of that name: the parse of a large file knows it (an edit's included), else
 * only the tag lines whose text holds the name are read (an archive of games holds thousands).
 */
function* firstTagNamed(syntax: SyntaxLines, textOf: (n: number) => string | undefined, name: string): Generator<void, TagLine | undefined, void> {
  // Known to the parse of a large file (its checks across lines find each name's first line).
  const known = syntax.firstTagLine(name);
  if (known !== undefined) return known < 0 ? undefined : syntax.line(known) as TagLine;
  const numbers = syntax.tagLineNumbers;
  for (let k = 0; k < numbers.length; k++) {
    if (k > 0 && k % TAGS_PER_STEP === 0) yield;
    if (!textOf(numbers[k]!)?.includes(name)) continue;
    const tag = syntax.line(numbers[k]!) as TagLine;
    if (tag.name === name) return tag;
  }
  return undefined;
}

/** Tag lines looked at between two pauses of `firstTagNamed` (fewer than the lines a step replays). */
const TAGS_PER_STEP = 50;

/** The first line of a diagnostic with `code`; Infinity when there is none. */
function firstLineWith(diagnostics: readonly Diagnostic[], code: string): number {
  let first = Infinity;
  for (const d of diagnostics) if (d.code === code && d.range.start.line < first) first = d.range.start.line;
  return first;
}

/** `errorsByLine`, pausing every ITEMS_PER_STEP diagnostics. */
function* errorsByLineSteps(notation: readonly Diagnostic[]): Generator<void, Map<number, Diagnostic[]>, void> {
  if (notation.length <= ITEMS_PER_STEP) return errorsByLine(notation);
  const out = new Map<number, Diagnostic[]>();
  for (let k = 0; k < notation.length; k++) {
    if (k > 0 && k % ITEMS_PER_STEP === 0) yield;
    const d = notation[k]!;
    if (d.severity !== 'error') continue;
    const list = out.get(d.range.start.line);
    if (list) list.push(d); else out.set(d.range.start.line, [d]);
  }
  return out;
}

/**
 * True when the file has written turn 10 to its end: its `10.E`, or every action round of both
 * sides (rulings: the end of the file is enough once turn 10's rounds are written). An eighth
 * round (North Sea Oil, the space race's box 8) is written only if played (rulings), so the usual
 * seven rounds complete the turn, as for `missingRounds`.
 */
function turnTenWritten(state: GameState, last: GameLine): boolean {
  if (last.label.turn !== 10 || state.turn !== 10) return false;
  if (last.label.round === 'E') return true;
  if (typeof last.label.round !== 'number' || last.us === undefined) return false;
  return last.label.round >= (actionRoundsForTurn(10) ?? 7);
}

/**
 * After the last line: final scoring once turn 10 is over (with or without `10.E`), and the
 * Result tag against the engine's result.
 */
function closeGame(resultTag: TagLine | undefined, state: GameState, last: GameLine | undefined, messages: Map<string, string>): { state: GameState; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let next = state;
  if (!next.result && last && turnTenWritten(next, last)) {
    const outcome = applyFinalScoring(next);
    next = outcome.state;
    for (const p of outcome.problems) diagnostics.push(toDiagnostic(p, last.range, finishedMessage(p.message, messages), NO_FIXES, undefined));
  }
  if (resultTag && next.result) {
    const winner = next.result.winner;
    const written = resultTag.value.toLowerCase();
    const says = written.startsWith('us ') || written === 'us' ? 'US' : written.startsWith('ussr') ? 'USSR' : written.startsWith('draw') ? null : undefined;
    if (says !== undefined && says !== winner) {
      diagnostics.push({
        range: resultTag.valueRange, severity: CODES.TSN165.severity, code: 'TSN165',
        message: `The Result tag says ${says === null ? 'a draw' : `the ${says} won`}, but the game ended ${winner === null ? 'in a draw' : `with a ${winner} win`} (${resultReasonText(next.result.reason)}, turn ${next.result.turn}).`,
      });
    }
  }
  return { state: next, diagnostics };
}

// ---- one line ---------------------------------------------------------------------------------

/**
 * The board a side's part of a line starts from: the board before the line, and for the US's
 * part of an action round, after the USSR's part of it.
 */
export function stateBeforePart(before: GameState, line: GameLine, side: Side): GameState {
  if (side === 'USSR' || typeof line.label.round !== 'number' || !line.ussr) return before;
  return replayLine(before, line, undefined, true);
}

/**
 * The board after `line`; with a replayer, the problems are reported to it. With `ussrOnly`, an
 * action round stops after the USSR's part.
 */
function replayLine(state: GameState, line: GameLine, replayer: DocumentReplayer | undefined, ussrOnly: boolean): GameState {
  const { round, turn } = line.label;
  // An action round first, told by its number: a round compared with strings at a site that sees
  // numbers too is V8's generic strict equality, a builtin call (issue 24).
  if (typeof round === 'number') {
    const afterUssr = replayPart(state, line, round, 'USSR', line.ussr, replayer);
    if (ussrOnly) return afterUssr;
    replayer?.ussrPartDone(line, state, afterUssr);
    return replayPart(afterUssr, line, round, 'US', line.us, replayer);
  }
  if (round === 'S') {
    let next = state;
    for (const side of SIDES) {
      const part = partOf(line, side);
      if (part?.kind !== 'setup') continue;
      const out = applySetup(next, { side, placements: setupPlacements(part) });
      next = out.state;
      if (out.problems.length) replayer?.report(out.problems, line, side, part);
    }
    return next;
  }
  if (round === 'D') {
    const out = applyDeal(state, { turn, hands: { USSR: handOf(line.ussr), US: handOf(line.us) } });
    if (out.problems.length) replayer?.report(out.problems, line, 'USSR', undefined);
    return out.state;
  }
  if (round === 'H') {
    const out = applyHeadline(state, { turn, USSR: headlineOf(line.ussr, 'USSR'), US: headlineOf(line.us, 'US') });
    if (out.problems.length) replayer?.report(out.problems, line, 'USSR', undefined);
    return out.state;
  }
  // The end of the turn ('E'), the one round left.
  const out = applyEndOfTurn(state, { turn, USSR: endOf(line.ussr), US: endOf(line.us) });
  if (out.problems.length) replayer?.report(out.problems, line, 'USSR', undefined);
  return out.state;
}

const SIDES = ['USSR', 'US'] as const;

/**
 * The problems of the play being replayed, one list kept from play to play and emptied once
 * reported: a play without a problem makes none (issue 24). Reporting may replay another line
 * (the related locations read boards after lines, related.ts), whose play finds none kept while
 * the list is in use and makes its own.
 */
let spareProblems: RuleProblem[] | null = [];

/** One side's part of an action round: a pass or a play (a play of an unknown card replays nothing). */
function replayPart(state: GameState, line: GameLine, round: number, side: Side, part: Part | undefined, replayer: DocumentReplayer | undefined): GameState {
  if (!part) return state;
  const turn = line.label.turn;
  if (part.kind === 'none') {
    const out = applyPass(state, { turn, round, side });
    if (out.problems.length) replayer?.report(out.problems, line, side, part);
    return out.state;
  }
  if (part.kind !== 'play' || !cardByCode(part.card.code)) return state;
  // With a replayer, `state` is the replay's running board, which it reads again only where it
  // keeps it (DocumentReplayer.replay releases its piles first): the play may write its piles in place.
  const problems = spareProblems ?? [];
  spareProblems = null;
  try {
    const next = playOnto(state, playCommand(part, side, turn, round), replayer !== undefined, problems);
    if (problems.length) replayer?.report(problems, line, side, part);
    return next;
  } finally {
    // Set only when it changes: writing an array's length goes through a setter, at 1-2% of a replay.
    if (problems.length !== 0) problems.length = 0;
    spareProblems = problems;
  }
}

function setupPlacements(part: SetupPart): Placement[] {
  const placements: Placement[] = new Array(part.influence.length);
  for (let k = 0; k < placements.length; k++) {
    const i = part.influence[k]!;
    placements[k] = { country: i.country.code, amount: i.delta };
  }
  return placements;
}

function handOf(part: Part | undefined): string[] | null {
  return part?.kind === 'deal' ? part.hand.cards.map((c) => c.code) : null;
}

function headlineOf(part: Part | undefined, side: Side): HeadlineEntry | null | undefined {
  if (!part || part.kind !== 'play') return part?.kind === 'none' ? null : undefined;
  return headlineEntry(part, side);
}

function endOf(part: Part | undefined): EndPartInput | null | undefined {
  return part?.kind === 'end' ? endInput(part) : part?.kind === 'none' ? null : undefined;
}
