/**
 * The analysis of one TSN file: its syntax tree, the rules' replay, all diagnostics, and indexes
 * from line numbers to parsed lines and board states, so that hover, completion and the preview
 * look a line up instead of re-reading or replaying the file.
 */
import { PieceText, wholeText, type DocumentText } from '../common/pieceText';
import { CODES, repeats } from '../common/codes';
import type { Diagnostic } from '../common/diagnostic';
import { diagnosticMoved, DiagnosticStore, type DiagnosticList, type LineMoves, type LinesMovedBy } from '../common/diagnosticStore';
import { firstAtOrAfter } from '../common/search';
import { range, spanRanges, splitLines } from '../common/text';
import {
  lineHead, lineTextsOf, notationAbove, notationErrorsReader, notationOf, parseLinesAgainSteps, parseTsnSteps, SyntaxLines, visitNotationSteps, visitNotationWithinSteps,
  type LinesParse, type ParseResult, type GameLine, type Line,
} from '../notation';
import { EVENTS, initialState, type GameState } from '../rules';
import { boardSnapshot, type BoardSnapshot } from './snapshot';
import { diagnosticsAtMostSteps, movedLineOf, placedAtOrAbove, repeatedCodesOf, replayDocumentSteps, unmovedEditOf, withSorted, type PlacedLine, type Replay, type ReplayedLine } from './replay';
import { ITEMS_PER_STEP, sortedOrderSteps } from './steps';
import { HEAD_LINES, isGameLog, withGameLogRecognised } from './gameLog';

export interface AnalysisOptions {
  /** Replay the game through the rules and report what they forbid (notation is always checked). */
  readonly rules: boolean;
  /**
   * Above this many characters the syntax tree is not kept: each line is parsed again when a reader
   * asks for it (SyntaxLines). KEEP_TREE_UP_TO unless set (the tests set it to compare both ways).
   */
  readonly keepTreeUpTo?: number;
  /**
   * The replay keeps a line's board at least every this many game lines and replays the others
   * from there when read (replay.ts). `checkpointEveryFor` the file's size unless set (1 keeps every
   * board: the tests compare both ways).
   */
  readonly checkpointEvery?: number;
}

/**
 * Up to this many characters (1 MB, two hundred games) the analysis keeps the syntax tree, ~80
 * bytes a byte of text, and reuses its unchanged lines on the next edit; a larger file keeps its
 * lines' text and kinds only.
 */
export const KEEP_TREE_UP_TO = 1_000_000;

export const DEFAULT_OPTIONS: AnalysisOptions = { rules: true };

export interface DocumentAnalysis {
  /** The text as one string: a large document's, in pieces, is made one when first read (read `textLength` for its length). */
  readonly text: string;
  readonly textLength: number;
  /**
   * The text's lines in one array (made when first read after an edit of a large file: a feature
   * reading a line or two reads `lineText`), as kept: a line too long to keep as its head and length
   * (notation/keptLines.ts).
   */
  readonly lines: readonly string[];
  readonly lineCount: number;
  /** Line `n`'s text, the characters of it that are read (a line too long to keep: its first LONG_LINE_CHARS); undefined past the end. */
  lineText(n: number): string | undefined;
  /** The syntax tree's lines (kept, or parsed again when asked for: a large file's). */
  readonly syntax: SyntaxLines;
  /**
   * All diagnostics, sorted by where they start, kept compactly: each is made as an object when
   * read (issue 22: a 10 MB file may have over a million). Read what you need of them by index.
   */
  readonly problems: DiagnosticList;
  /** All of `problems` as objects, made on each read: for small files and tests (a large file's are many). */
  readonly diagnostics: readonly Diagnostic[];
  /** The replay through the rules; undefined when rules checking is off. */
  readonly replay: Replay | undefined;
  /** The parsed line at a line number. */
  lineAt(line: number): Line | undefined;
  /** The game line at a line number, if that line is one. */
  gameLineAt(line: number): GameLine | undefined;
  /** The turn a line belongs to: its own, or the last game line's above it. */
  turnAt(line: number): number;
  /** The replayed game line at or above `line`, and where it stands (undefined above the first game line or without rules). */
  replayedAt(line: number): PlacedLine | undefined;
  /** The board after the game line at or above `line`: the initial board above the first one. */
  stateAfter(line: number): GameState;
  /** The board after `line` as the preview and `tsn state` show it; undefined without rules. */
  boardAt(line: number): BoardSnapshot | undefined;
  /** Why the analysis failed, when it did (a bug): the diagnostics then say so (TSN041). */
  readonly failure?: string;
  /** The parse, for the analysis of the next version to reuse its unchanged lines (when the tree is kept). */
  readonly parse?: ParseResult;
  /** The parse of a file whose tree is not kept, for the next version's parse to reuse its unchanged lines. */
  readonly linesParse?: LinesParse;
}

/**
 * What the analysis of the next version of a file reuses of an earlier one: its parse (the tree,
 * or without it each line's kind and diagnostics) and its replay. A whole analysis, or these alone
 * (the language server keeps no more of a huge file's, so that two whole analyses never coexist).
 */
export type EarlierAnalysis = Pick<DocumentAnalysis, 'parse' | 'replay' | 'linesParse'>;

/**
 * Analyses `text`. With `previous` (the analysis of an earlier version of the same file), the
 * replay resumes from the first game line that changed.
 */
export function analyze(text: DocumentText, options: AnalysisOptions = DEFAULT_OPTIONS, previous?: EarlierAnalysis): DocumentAnalysis {
  const steps = analyzeSteps(text, options, previous);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `analyze`, pausing (yielding) every few thousand lines parsed, every hundred or so replayed
 * (replay.ts counts the work), and every few thousand items in the final phase (runs merged,
 * diagnostics sorted, lines indexed: steps.ts), so that the language server can slice the work on
 * a long file and drop it for a newer version.
 * It never throws: a failure (a bug) is retried without the previous analysis, then without the
 * rules, and reported as one TSN041 diagnostic with what could still be read.
 */
export function* analyzeSteps(text: DocumentText, options: AnalysisOptions = DEFAULT_OPTIONS, previous?: EarlierAnalysis): Generator<void, DocumentAnalysis, void> {
  const safeText = typeof text === 'string' || text instanceof PieceText ? text : '';
  try {
    return yield* analyzeUnguarded(safeText, options, previous);
  } catch (first) {
    if (previous) {
      try {
        return yield* analyzeUnguarded(safeText, options, undefined);
      } catch {
        // Failed from scratch too: reported below.
      }
    }
    const why = describeError(first);
    const failure = analysisFailure(why, options.rules);
    if (options.rules) {
      try {
        const notation = yield* analyzeUnguarded(safeText, { ...options, rules: false }, undefined);
        return notation.withProblems(storeOf([failure, ...notation.problems]), why);
      } catch {
        // The notation cannot be read either: an empty analysis with the one diagnostic.
      }
    }
    return emptyAnalysis(wholeText(safeText), failure, why);
  }
}

/** Lines plus diagnostics read by `pushWithRunsMerged` between two pauses. */
const RUN_WORK_PER_STEP = ITEMS_PER_STEP / 4;

/** A run of consecutive lines with the same repeated problem (a code that `repeats`, common/codes.ts), while it lasts. */
interface Run {
  readonly code: string;
  /** The index of the first replayed line of the run. */
  readonly first: number;
  lines: number;
  /** The index of the last replayed line the run reached. */
  reached: number;
}

/** The replayed lines and where they stand (a Replay's). */
type LinesPlaced = Pick<Replay, 'lines' | 'lineNumbers'>;

/**
 * Appends the replayed lines' diagnostics to `out`, with a run of lines that repeat the same
 * problem (the game has ended, a turn out of order) as one diagnostic, not one or two per play.
 * A line whose problems are all repeats is read by its codes alone: only a run's first and last
 * lines give their diagnostics.
 */
function* pushWithRunsMerged(replayed: LinesPlaced, out: DiagnosticStore, from = 0, to = replayed.lines.length): Generator<void, void, void> {
  const { lines, lineNumbers } = replayed;
  // The runs still open, in the order they opened (at most one per code).
  const open: Run[] = [];
  // Lines and diagnostics read since the last pause.
  let work = 0;
  for (let i = from; i < to; i++) {
    if (work >= RUN_WORK_PER_STEP) { work = 0; yield; }
    const line = lines.get(i);
    const codes = repeatedCodesOf(line);
    // Made as objects when read (replay.ts): read once.
    const diagnostics = codes ? undefined : line.diagnosticsOn(lineNumbers[i]!);
    work += 1 + (diagnostics ? diagnostics.length : 0);
    // Indexed loops: most lines' diagnostics are the shared frozen empty list, which for…of walks
    // with an iterator object (issue 24).
    if (codes) {
      for (let k = 0; k < codes.length; k++) reachRun(open, codes[k]!, i);
    } else {
      for (let k = 0; k < diagnostics!.length; k++) {
        const d = diagnostics![k]!;
        if (repeats(d.code)) reachRun(open, d.code, i); else out.push(d);
      }
    }
    if (open.length === 0) continue;
    // A run ends at the first line without its problem.
    let kept = 0;
    for (const run of open) {
      if (run.reached === i) open[kept++] = run; else pushRun(run, replayed, out);
    }
    open.length = kept;
  }
  for (const run of open) pushRun(run, replayed, out);
}

function reachRun(open: Run[], code: string, index: number): void {
  for (const run of open) {
    if (run.code !== code) continue;
    if (run.reached !== index) {
      run.lines++;
      run.reached = index;
    }
    return;
  }
  open.push({ code, first: index, lines: 1, reached: index });
}

/** A run of one line keeps that line's diagnostics; a longer one becomes one from its first to its last. */
function pushRun(run: Run, { lines, lineNumbers }: LinesPlaced, out: DiagnosticStore): void {
  const { code } = run;
  const onFirstLine = lines.get(run.first).diagnosticsOn(lineNumbers[run.first]!);
  if (run.lines === 1) {
    for (const d of onFirstLine) if (d.code === code) out.push(d);
    return;
  }
  const first = onFirstLine.find((d) => d.code === code)!;
  let last = first;
  for (const d of lines.get(run.reached).diagnosticsOn(lineNumbers[run.reached]!)) if (d.code === code) last = d;
  const more = run.lines - 1;
  // Its message names its last line: moved with it when lines move (DiagnosticStore.push).
  const message = `${first.message} The same holds for the ${more} line${more === 1 ? '' : 's'} after it${throughLine(last.range.start.line)}`;
  out.push({ ...first, range: spanRanges(first.range, last.range), message }, 0, message, 0, true);
}

/** The end of a run's message: the line it ends on (0-based `line`), which moves with it. */
function throughLine(line: number): string {
  return `, through line ${line + 1}.`;
}

/**
 * The one diagnostic (TSN041) of a file whose analysis failed (a bug): `why` is the failure,
 * `notationChecked` whether the file's notation was still read. The command line gives it too, to a
 * file whose check failed outside the analysis (its worker thread stopped).
 */
export function analysisFailure(why: string, notationChecked: boolean): Diagnostic {
  return {
    range: range(0, 0, 0), severity: CODES.TSN041.severity, code: 'TSN041',
    message: `This file could not be analysed (${why}): ${notationChecked ? 'only its notation is checked' : 'nothing is checked'} until it changes. Please report it with the file.`,
  };
}

/** A failure in a few words for a message: its kind and text, cut at 200 characters. */
export function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`.slice(0, 200);
  return String(e).slice(0, 200);
}

/** A finished store of `diagnostics`, in their order. */
function storeOf(diagnostics: Iterable<Diagnostic>): DiagnosticStore {
  const store = new DiagnosticStore();
  for (const d of diagnostics) store.push(d);
  store.finish();
  return store;
}

function emptyAnalysis(text: string, failure: Diagnostic, why: string): Analysis {
  const lines = splitLines(text);
  const initial = initialState(EVENTS);
  return new Analysis({
    source: text, rawLines: () => lines, lineCount: lines.length, lineText: (n) => lines[n], syntax: SyntaxLines.kept([], [], []), problems: storeOf([failure]),
    replay: undefined, failure: why, lineAt: () => undefined, gameLineAt: () => undefined, turnAt: () => 1, replayedAt: () => undefined,
    stateAfter: () => initial, boardAt: () => undefined,
  });
}

/** What an analysis is made of: its fields, but its lines and diagnostics, read from `rawLines` and `problems` when asked for. */
type AnalysisParts = Omit<DocumentAnalysis, 'text' | 'textLength' | 'lines' | 'diagnostics' | 'problems'> & {
  /** The text analysed, as it was given. */
  readonly source: DocumentText;
  readonly problems: DiagnosticStore;
  /** The text's lines in one array (a large file's parse makes it when first asked for). */
  readonly rawLines: () => readonly string[];
};

/**
 * A DocumentAnalysis whose `lines` and `diagnostics` are made when read. They are getters of this
 * class, not of each analysis's object literal: with a getter in the literal, a young collection
 * found about nine times as much alive (2.5 MB against 0.28), and parsing and replaying small games
 * took twice as long, the parse too when run between analyses (bench/chess.ts; issue 24).
 */
class Analysis implements DocumentAnalysis {
  private readonly source: DocumentText;
  readonly lineCount: number;
  readonly lineText: (n: number) => string | undefined;
  readonly syntax: SyntaxLines;
  readonly problems: DiagnosticStore;
  readonly replay: Replay | undefined;
  readonly lineAt: (line: number) => Line | undefined;
  readonly gameLineAt: (line: number) => GameLine | undefined;
  readonly turnAt: (line: number) => number;
  readonly replayedAt: (line: number) => PlacedLine | undefined;
  readonly stateAfter: (line: number) => GameState;
  readonly boardAt: (line: number) => BoardSnapshot | undefined;
  readonly failure: string | undefined;
  readonly parse: ParseResult | undefined;
  readonly linesParse: LinesParse | undefined;
  private readonly rawLines: () => readonly string[];

  constructor(parts: AnalysisParts) {
    this.source = parts.source;
    this.lineCount = parts.lineCount;
    this.lineText = parts.lineText;
    this.syntax = parts.syntax;
    this.problems = parts.problems;
    this.replay = parts.replay;
    this.lineAt = parts.lineAt;
    this.gameLineAt = parts.gameLineAt;
    this.turnAt = parts.turnAt;
    this.replayedAt = parts.replayedAt;
    this.stateAfter = parts.stateAfter;
    this.boardAt = parts.boardAt;
    this.failure = parts.failure;
    this.parse = parts.parse;
    this.linesParse = parts.linesParse;
    this.rawLines = parts.rawLines;
  }

  get text(): string {
    return wholeText(this.source);
  }

  get textLength(): number {
    return this.source.length;
  }

  get lines(): readonly string[] {
    return this.rawLines();
  }

  get diagnostics(): readonly Diagnostic[] {
    return this.problems.slice();
  }

  /** The same analysis with other diagnostics, failed for `why` (analyzeSteps: TSN041 in front of the notation's). */
  withProblems(problems: DiagnosticStore, why: string): Analysis {
    return new Analysis({ ...this, source: this.source, rawLines: this.rawLines, problems, failure: why });
  }
}

/** The sorted diagnostics of a version, and the indices among them of its closing ones (in order). */
interface Sorted {
  readonly problems: DiagnosticStore;
  readonly closingAt: readonly number[];
  /** How many replayed lines' diagnostics were read to merge their runs (Replay.linesMergedAgain). */
  readonly linesMerged: number;
}

/** Sorts a finished store by where its diagnostics start (line, then character; stably): the new order (the old index of each), or undefined when in order. */
function* sortStoreSteps(store: DiagnosticStore): Generator<void, Int32Array | undefined, void> {
  const order = yield* sortedOrderSteps(store.length, (i, j) => store.lineOf(i) - store.lineOf(j) || store.characterOf(i) - store.characterOf(j));
  if (order) store.reorder(order);
  return order;
}

/**
 * The file's diagnostics, kept compactly: the notation's, then the replay's with runs merged, then
 * the closing ones, sorted by where they start. Each is made as an object only as it is pushed,
 * so that they are never all objects at once.
 */
function* collectDiagnostics(parsed: LinesParse, text: DocumentText, replay: Replay | undefined): Generator<void, Sorted, void> {
  // A game log's diagnostics are made as a list (one over the whole text); any other parse's are
  // pushed where they are, not made as objects (issue 22: a TSN007 a line in one play per line).
  const problems = isGameLog(text, parsed.lines.count, lineTextsOf(parsed), notationAbove(parsed, HEAD_LINES))
    ? yield* storeOfNotation(withGameLogRecognised(wholeText(text), parsed.rawLines, yield* notationOf(parsed)))
    : yield* storeOfParse(parsed);
  // A replay whose lines hold no diagnostics (most games) is not read for them.
  const linesRead = replay && replay.linesDiagnosed !== 0;
  if (replay) {
    const replayed = linesRead ? yield* diagnosticsAtMostSteps(replay.lines) : NONE_READ;
    const closingRelated = replay.closing.reduce((n, d) => n + (d.related?.length ?? 0), 0);
    problems.reserve(replayed.diagnostics + replay.closing.length, replayed.related + closingRelated);
    if (linesRead) yield* pushWithRunsMerged(replay, problems);
  }
  const closingAt = yield* closeAndSort(problems, replay?.closing ?? []);
  return { problems, closingAt, linesMerged: linesRead ? replay.lines.length : 0 };
}

const NONE_READ = { diagnostics: 0, related: 0 };

/** A store of the notation's diagnostics, pausing every ITEMS_PER_STEP. */
function* storeOfNotation(notation: readonly Diagnostic[]): Generator<void, DiagnosticStore, void> {
  const problems = new DiagnosticStore();
  for (let k = 0; k < notation.length; k++) {
    if (k > 0 && k % ITEMS_PER_STEP === 0) yield;
    problems.push(notation[k]!);
  }
  return problems;
}

/**
 * A store of the parse's diagnostics, pushed where they are: those a parse moved with their lines
 * are not made as objects (issue 22: 62,000 in 10 MB of games, moved by a line added at the top).
 */
function* storeOfParse(parsed: LinesParse): Generator<void, DiagnosticStore, void> {
  const problems = new DiagnosticStore();
  yield* visitNotationSteps(parsed, (d, by, message) => problems.push(d, -by, message));
  return problems;
}

/** Pushes the closing diagnostics last, finishes and sorts the store: the indices of the closing ones in the sorted store, in order. */
function* closeAndSort(problems: DiagnosticStore, closing: readonly Diagnostic[]): Generator<void, number[], void> {
  const firstClosing = problems.length;
  for (const d of closing) problems.push(d);
  problems.finish();
  const order = yield* sortStoreSteps(problems);
  const closingAt: number[] = [];
  if (firstClosing < problems.length) for (let k = 0; k < problems.length; k++) if ((order ? order[k]! : k) >= firstClosing) closingAt.push(k);
  return closingAt;
}

/** A previous version's diagnostics start with a game log's (TSN046), or the text is one (gameLog.ts): their diagnostics are made whole, not kept in part. */
function isOrWasGameLog(before: DiagnosticStore, parsed: LinesParse, text: DocumentText): boolean {
  return (before.length > 0 && before.at(0).code === 'TSN046') || isGameLog(text, parsed.lines.count, lineTextsOf(parsed), notationAbove(parsed, HEAD_LINES));
}

const NO_CODES: readonly string[] = [];

/** The codes that repeat (common/codes.ts) among a replayed line's problems (standing at `at`): those its runs are merged by. */
function runCodes(line: ReplayedLine, at: number): readonly string[] {
  const codes = repeatedCodesOf(line);
  if (codes) return codes;
  let found: string[] | undefined;
  for (const d of line.diagnosticsOn(at)) if (repeats(d.code)) (found ??= []).push(d.code);
  return found ?? NO_CODES;
}

/** No run of a repeated problem goes on from the `k - 1`th replayed line to the `k`th. */
function runsBreakAt({ lines, lineNumbers }: LinesPlaced, k: number): boolean {
  if (k <= 0 || k >= lines.length) return true;
  const above = runCodes(lines.get(k - 1), lineNumbers[k - 1]!);
  if (above.length === 0) return true;
  const below = runCodes(lines.get(k), lineNumbers[k]!);
  return !above.some((code) => below.includes(code));
}

/** Game lines the window of a keystroke's diagnostics may widen to (to the ends of the runs across it); past it all are made again. */
const WINDOW_AT_MOST = 20_000;

/**
 * The closing diagnostics (a few at most: final scoring, the Result tag) that start on lines
 * `from` up to `to` in this version, in the order a sort by where they start puts them; undefined
 * when two versions' differ outside those lines, or do not both start in them or both outside.
 */
function closingWithin(was: readonly Diagnostic[], now: readonly Diagnostic[], from: number, to: number): Diagnostic[] | undefined {
  if (was.length !== now.length) return undefined;
  const within = (d: Diagnostic) => d.range.start.line >= from && d.range.start.line < to;
  const inside: Diagnostic[] = [];
  for (let k = 0; k < now.length; k++) {
    if (within(was[k]!) !== within(now[k]!)) return undefined;
    if (within(now[k]!)) inside.push(now[k]!);
    else if (JSON.stringify(was[k]) !== JSON.stringify(now[k])) return undefined;
  }
  // Stable, as the whole sort is: those starting alike in the order made.
  return inside.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/**
 * The sorted diagnostics of a version whose parse and replay changed a few lines of the previous
 * version's only (`changedLines`, `remade`; issue 22: a keystroke in a 10 MB file merged the runs
 * of all its lines and sorted its 76,000 diagnostics again): the previous version's, with those
 * starting in a window of lines around the change made again. The window reaches the lines
 * between game lines and the ends of the runs across it, in both versions, so that what lies
 * outside it is what a whole pass would make; the closing diagnostics in it are this version's.
 * Undefined when the edit allows no window (lines moved, the closing changed outside the window,
 * a game log's head, a run too long).
 */
function* splicedDiagnostics(previous: Replay | undefined, parsed: LinesParse, text: DocumentText, replay: Replay):
Generator<void, Sorted & { sortedAgain: number } | undefined, void> {
  const changed = parsed.memo?.changedLines;
  const before = previous?.sorted;
  const closingBefore = previous?.closingAt ?? [];
  const remade = replay.remade;
  if (!previous || !before || !changed || !remade || previous.closing.length !== replay.closing.length) return undefined;
  const replayed = replay.lineNumbers;
  let a = Infinity;
  let b = -Infinity;
  for (const n of changed) { a = Math.min(a, n); b = Math.max(b, n); }
  if (remade.to > remade.from) {
    a = Math.min(a, replayed[remade.from]!);
    b = Math.max(b, replayed[remade.to - 1]!);
  }
  // A game log's diagnostics are one over the whole text (gameLog.ts): not spliced.
  if (isOrWasGameLog(before, parsed, text)) return undefined;
  // Nothing changed: the store is shared (none is changed once finished), unless the closing did.
  if (a > b) return closingWithin(previous.closing, replay.closing, 0, 0) ? { problems: before, closingAt: closingBefore, sortedAgain: 0, linesMerged: 0 } : undefined;
  // The game lines around the lines changed, and those replayed again: none when an edit changed
  // no game line (remade is then empty at the end, and widened the window to the last line: a
  // keystroke in a comment sorted all the diagnostics below it again).
  let lo = firstAtOrAfter(replayed.length, a, (i) => replayed[i]!);
  let hi = firstAtOrAfter(replayed.length, b + 1, (i) => replayed[i]!);
  if (remade.to > remade.from) { lo = Math.min(lo, remade.from); hi = Math.max(hi, remade.to); }
  const widest = hi - lo + WINDOW_AT_MOST;
  while (!(runsBreakAt(replay, lo) && runsBreakAt(previous, lo))) if (hi - --lo > widest) return undefined;
  while (!(runsBreakAt(replay, hi) && runsBreakAt(previous, hi))) if (++hi - lo > widest) return undefined;
  // The text's lines from past the game line above the window to before the one below it; with
  // no game line in it, the lines changed only: their notation's diagnostics are all it holds
  // (issue 22: a keystroke in 10 MB of lines that are no TSN, which hold no game line, made all
  // 125,000 diagnostics again, 40 ms).
  const noGameLine = lo === hi;
  const from = noGameLine ? a : lo > 0 ? replayed[lo - 1]! + 1 : 0;
  const to = noGameLine ? b + 1 : hi < replayed.length ? replayed[hi]! : Infinity;
  // The closing diagnostics outside the window are the previous version's; those in it are made
  // again with it (issue 22: a space typed before the last game line's label moved its final
  // scoring, and the analysis sorted all the file's diagnostics again).
  const closingInside = closingWithin(previous.closing, replay.closing, from, to);
  if (!closingInside) return undefined;
  const made = yield* windowMade(parsed, replay, from, to, lo, hi);
  const start = firstAtOrAfter(before.length, from, (k) => before.lineOf(k));
  const end = to === Infinity ? before.length : firstAtOrAfter(before.length, to, (k) => before.lineOf(k));
  const { window, closingAt } = windowWithClosing(made, closingInside, closingBefore, start, end);
  // The rest is the previous version's, read where it is (issue 22: copied, 1.36 million in one
  // play per line); made a store of its own when split into too many pieces.
  const problems = DiagnosticStore.spliced(before, start, end, window) ?? (yield* copiedAround(before, start, end, window));
  return { problems, closingAt, sortedAgain: made.length, linesMerged: hi - lo };
}

/**
 * The diagnostics of a keystroke's window (this version's lines `from` up to `to`): the notation's
 * starting there and the replayed lines `lo` up to `hi`'s, runs merged, sorted as a whole pass sorts them.
 */
function* windowMade(parsed: LinesParse, replayed: LinesPlaced, from: number, to: number, lo: number, hi: number): Generator<void, DiagnosticStore, void> {
  const made = new DiagnosticStore();
  yield* visitNotationWithinSteps(parsed, from, to, (d, by, message) => made.push(d, -by, message));
  yield* pushWithRunsMerged(replayed, made, lo, hi);
  made.finish();
  yield* sortStoreSteps(made);
  return made;
}

/**
 * The window's diagnostics (`made`) with its closing ones (`inside`, sorted) among them, after those
 * starting alike, as they replace the previous version's `start` up to `end`; and the indices of
 * all the version's closing diagnostics (the previous version's `closingBefore` outside the window,
 * moved past it).
 */
function windowWithClosing(made: DiagnosticStore, inside: readonly Diagnostic[], closingBefore: readonly number[], start: number, end: number):
{ window: DiagnosticStore; closingAt: number[] } {
  const window = new DiagnosticStore();
  const closingAt: number[] = [];
  for (const c of closingBefore) if (c < start) closingAt.push(c);
  let m = 0;
  for (const d of inside) {
    const upTo = m;
    while (m < made.length && (made.lineOf(m) - d.range.start.line || made.characterOf(m) - d.range.start.character) <= 0) m++;
    window.appendFrom(made, upTo, m);
    closingAt.push(start + window.length);
    window.push(d);
  }
  window.appendFrom(made, m, made.length);
  window.finish();
  const moved = start + window.length - end;
  for (const c of closingBefore) if (c >= end) closingAt.push(c + moved);
  return { window, closingAt };
}

/** `before` with its diagnostics `start` up to `end` replaced by `window`'s, those after it moved (`movedAfter`), copied into a store of its own. */
function* copiedAround(before: DiagnosticStore, start: number, end: number, window: DiagnosticStore, movedAfter: LineMoves = []): Generator<void, DiagnosticStore, void> {
  const out = new DiagnosticStore();
  out.reserve(before.length - (end - start) + window.length, before.relatedLength + window.relatedLength);
  yield* appendRange(out, before, 0, start);
  out.appendFrom(window, 0, window.length);
  yield* appendRange(out, before, end, before.length, movedAfter);
  out.finish();
  return out;
}

/**
 * The sorted diagnostics of a version whose edit added or removed lines (`linesMoved`; issue 22: a
 * line break in 10 MB of games made and sorted all 76,000 again, and a line added at the top merged
 * the runs of all its lines again): the previous version's, those below the edit moved with their
 * lines, with those in a window around it made again. The window reaches the game lines the
 * replay changed (`Replay.changed`), the lines whose notation diagnostics are not the previous
 * version's moved (`notationChanged`), and the ends of the runs across it in both versions.
 * Undefined when the edit allows no window.
 */
function* diagnosticsAfterLinesMoved(previous: Replay | undefined, parsed: LinesParse, text: DocumentText, replay: Replay):
Generator<void, Sorted & { sortedAgain: number } | undefined, void> {
  const moved = parsed.memo?.linesMoved;
  const before = previous?.sorted;
  const changed = replay.changed;
  const notationChanged = moved?.notationChanged;
  if (!previous || !before || !moved || !changed || !notationChanged || previous.closing.length !== replay.closing.length) return undefined;
  if (isOrWasGameLog(before, parsed, text)) return undefined;
  const replayed = replay.lineNumbers;
  const was = previous.lineNumbers;
  const by = moved.to - moved.wasTo;
  const { shift, kept } = changed;
  const gameLineAtOrAfter = (line: number) => firstAtOrAfter(replayed.length, line, (i) => replayed[i]!);
  // The game lines the edit's text spans, those the replay changed, and those around the lines
  // whose notation diagnostics changed: the window's least.
  let lo = gameLineAtOrAfter(moved.from);
  let hi = gameLineAtOrAfter(moved.to);
  if (changed.to > changed.from) { lo = Math.min(lo, changed.from); hi = Math.max(hi, changed.to); }
  if (notationChanged.length > 0) {
    lo = Math.min(lo, gameLineAtOrAfter(notationChanged[0]!));
    hi = Math.max(hi, gameLineAtOrAfter(notationChanged[notationChanged.length - 1]! + 1));
  }
  // Above the window a line is the previous replay's at the same index, below it at `i - shift`.
  if (shift !== 0) { lo = Math.min(lo, kept); hi = Math.max(hi, kept); }
  if (lo > hi || hi - shift > was.length || hi - shift < 0) return undefined;
  const widest = hi - lo + WINDOW_AT_MOST;
  while (!(runsBreakAt(replay, lo) && runsBreakAt(previous, lo))) if (hi - --lo > widest) return undefined;
  while (!(runsBreakAt(replay, hi) && runsBreakAt(previous, hi - shift))) if (++hi - lo > widest || hi - shift > was.length) return undefined;
  // Each line outside the window stands where the edit moved its text: above it as it was, below it `by` lines down.
  const movedLine = movedLineOf(moved);
  const outside: readonly (readonly [number, number, number])[] = [[0, Math.min(lo, replayed.length), 0], [Math.max(hi, lo), replayed.length, shift]];
  for (const [first, past, indexShift] of outside) {
    for (let i = first; i < past; i += ITEMS_PER_STEP) {
      if (i > 0) yield;
      if (!standMoved(replayed, was, i, Math.min(past, i + ITEMS_PER_STEP), indexShift, movedLine)) return undefined;
    }
  }
  // In the previous version's lines: from past the game line above the window to before the one
  // below it; with no game line in it, the lines the edit wrote and those whose notation changed
  // only (as splicedDiagnostics: a line added in 10 MB of lines that are no TSN made all 125,000
  // diagnostics again).
  const noGameLine = lo === hi;
  const from = noGameLine ? Math.min(moved.from, notationChanged[0] ?? Infinity) : lo > 0 ? was[lo - 1]! + 1 : 0;
  const to = noGameLine ? Math.max(moved.to, (notationChanged[notationChanged.length - 1] ?? -Infinity) + 1) - by
    : hi - shift < was.length ? was[hi - shift]! : Infinity;
  // The lines below the edit, as a store moves them (`diagnosticMoved`).
  const below: LinesMovedBy = { from: moved.wasTo, by };
  // The closing diagnostics outside the window are the previous version's, moved.
  const closingInside = closingWithin(previous.closing.map((d) => diagnosticMoved(d, [below])), replay.closing, from, to + by);
  if (!closingInside) return undefined;
  const made = yield* windowMade(parsed, replay, from, to + by, lo, hi);
  const start = firstAtOrAfter(before.length, from, (k) => before.lineOf(k));
  const end = to === Infinity ? before.length : firstAtOrAfter(before.length, to, (k) => before.lineOf(k));
  const { window, closingAt } = windowWithClosing(made, closingInside, previous.closingAt ?? [], start, end);
  // The rest is the previous version's, read where it is, moved below the edit (issue 22: a line
  // break in 10 MB of one play per line copied its 1.36 million diagnostics).
  const problems = DiagnosticStore.spliced(before, start, end, window, below) ?? (yield* copiedAround(before, start, end, window, [below]));
  return { problems, closingAt, sortedAgain: made.length, linesMerged: hi - lo };
}

/**
 * Whether the game lines `first` up to `past` of a version (`replayed`) each stand where an edit
 * moved (`movedLine`, -1 for a line it wrote) the previous version's `indexShift` indices before
 * (`was`). A plain loop, not the generator's: it reads every game line of a long file at each
 * line added (issue 22).
 */
function standMoved(replayed: ArrayLike<number>, was: ArrayLike<number>, first: number, past: number, indexShift: number, movedLine: (line: number) => number): boolean {
  for (let i = first; i < past; i++) if (replayed[i] !== movedLine(was[i - indexShift]!)) return false;
  return true;
}

/**
 * Diagnostics copied from store to store between two pauses: a copy costs ~1 µs (its numbers, its
 * template looked up), so ITEMS_PER_STEP of them made steps of 20-40 ms, each one another file's
 * hover waited for (issue 22).
 */
const COPIED_PER_STEP = 5_000;

/** Appends `source`'s diagnostics `from` up to `to` to `out` by index (moved: DiagnosticStore.appendFrom), pausing every COPIED_PER_STEP. */
function* appendRange(out: DiagnosticStore, source: DiagnosticStore, from: number, to: number, moves: LineMoves = []): Generator<void, void, void> {
  for (let k = from; k < to; k += COPIED_PER_STEP) {
    if (k > from) yield;
    out.appendFrom(source, k, Math.min(to, k + COPIED_PER_STEP), moves);
  }
}

function* analyzeUnguarded(text: DocumentText, options: AnalysisOptions, previous: EarlierAnalysis | undefined): Generator<void, Analysis, void> {
  const keepTree = text.length <= (options.keepTreeUpTo ?? KEEP_TREE_UP_TO);
  const parsed: LinesParse = keepTree ? yield* parseTsnSteps(wholeText(text), previous?.parse) : yield* parseLinesAgainSteps(text, previous?.linesParse);
  const syntax = parsed.lines;
  const lineText = lineTextsOf(parsed);
  const lineCount = syntax.count;
  yield;
  let replay = options.rules ? yield* replayDocumentSteps(syntax, lineText, previous?.replay, notationErrorsReader(parsed) ?? parsed.diagnostics, options.checkpointEvery, unmovedEditOf(parsed), parsed.memo?.linesMoved) : undefined;
  yield;
  const spliced = replay && !keepTree ? yield* splicedDiagnostics(previous?.replay, parsed, text, replay) : undefined;
  const afterLinesMoved = replay && !keepTree && !spliced ? yield* diagnosticsAfterLinesMoved(previous?.replay, parsed, text, replay) : undefined;
  const kept = spliced ?? afterLinesMoved;
  const { problems, closingAt, linesMerged } = kept ?? (yield* collectDiagnostics(parsed, text, replay));
  // The next version keeps what its edit leaves of these.
  if (replay) replay = withSorted(replay, { sorted: problems, closingAt, sortedAgain: kept?.sortedAgain ?? problems.length, linesMergedAgain: linesMerged });
  const replayedAt = (n: number): PlacedLine | undefined => (replay ? placedAtOrAbove(replay, n) : undefined);
  // The board above the first game line, made when first asked for.
  let initial: GameState | undefined;
  // The last game line's board includes what follows the file's end: final scoring after turn 10.
  const lastIndex = (replay?.lines.length ?? 0) - 1;
  const boardAfter = (placed: PlacedLine | undefined): GameState =>
    (placed === undefined ? initial ??= initialState(EVENTS) : placed.index === lastIndex ? replay!.final : placed.replayed.after);
  return new Analysis({
    source: text,
    rawLines: () => parsed.rawLines,
    lineCount,
    // The characters read: a line too long to keep, its head (the replay compares lines as kept).
    lineText: (n) => {
      const kept = lineText(n);
      return kept === undefined ? undefined : lineHead(kept);
    },
    syntax,
    problems,
    replay,
    failure: undefined,
    parse: keepTree ? parsed as ParseResult : undefined,
    linesParse: keepTree ? undefined : parsed,
    lineAt: (n) => syntax.line(n),
    gameLineAt: (n) => syntax.gameLine(n),
    turnAt: (n) => syntax.gameLineAtOrAbove(Math.max(0, Math.min(n, lineCount - 1)))?.label.turn ?? 1,
    replayedAt,
    stateAfter: (n) => boardAfter(replayedAt(n)),
    boardAt: (n) => {
      if (!replay) return undefined;
      const replayed = replayedAt(n);
      const label = replayed ? syntax.gameLine(replayed.line)!.label.text : '';
      return boardSnapshot(boardAfter(replayed), n, label);
    },
  });
}
