/**
 * The TSN 2 parser: text in, syntax tree and notation diagnostics out. It never throws on user
 * input: every problem becomes a diagnostic with a range, and parsing goes on with the next
 * item, part or line.
 *
 * This module is the document driver: it splits the text into lines, hands each to the line
 * level (lineParser.ts, which hands each side's part to the play grammar in playParser.ts), reuses
 * the lines an earlier parse read from the same text, runs the checks across lines
 * (documentChecks.ts) and pauses between steps of work.
 */
import { detached, ownSlice, wholeText, type DocumentText } from '../common/pieceText';
import type { Diagnostic } from '../common/diagnostic';
import { freshPositions, range, splitLines } from '../common/text';
import type { GameLine, Line, TagLine, TsnDocument } from './ast';
import { checkOrder, checkTag } from './documentChecks';
import { freshLineReaders, indentOf, labelEnd, parseOneLine } from './lineParser';
import { ChunkedList, ChunkedOffsets } from '../common/chunked';
import { CHECKED_PER_STEP, checkedDiagnosticsSteps, checksAcrossLines, visitChecksSteps, visitChecksWithinSteps, type NotationVisit } from './acrossLines';
import { factsOf, lineStarts, nextLineStart, type Checked, type LineFacts, type LinesMemo, type OwnDiagnostics } from './lineFacts';
import { KIND_CODES, SyntaxLines } from './lines';
import { keptLines, lineHead, lineLength, LONG_LINE_CHARS, shortenedLine } from './keptLines';
import { report } from './report';

/** A parse that keeps no tree (`parseLinesSteps`): a line is parsed again when asked for. */
export interface LinesParse {
  /** The lines by number, for every reader of the tree. */
  readonly lines: SyntaxLines;
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The text's lines, split as the editor splits them. After an edit of a large file that moved no
   * line, made in one array when first read: readers of a line or two read `lineTextsOf`.
   */
  readonly rawLines: readonly string[];
  /** A parse that keeps no tree: what the parse of the next version reuses of its unchanged lines (reparse.ts). */
  readonly memo?: LinesMemo;
}

export interface ParseResult extends LinesParse {
  readonly document: TsnDocument;
  /**
   * Each line as parsed (its text is `rawLines`'), for the next parse of an edited version of the
   * text to reuse: a line without diagnostics that is not the last game line (most lines) is kept
   * as its node alone, the others with what sets them apart.
   */
  readonly parsedLines?: readonly (ParsedLine | Line | undefined)[];
}

/** One line's parse: a function of its text, its number and whether it is the last game line. */
export interface ParsedLine {
  readonly isLastGameLine: boolean;
  readonly line: Line;
  readonly diagnostics: readonly Diagnostic[];
}

/** The line's node of an entry of `parsedLines`. */
export function lineOf(parsed: ParsedLine | Line): Line {
  return 'kind' in parsed ? parsed : parsed.line;
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

export function parseTsn(text: string): ParseResult {
  return finish(parseTsnSteps(text));
}

/**
 * The work between two pauses of `parseTsnSteps`, so that no step takes more than a few
 * milliseconds even on a file of megabytes: lines parsed, characters split into lines, and items
 * of the cheap passes over every line (the last game line looked for, tags and turn order checked).
 */
export const LINES_PER_STEP = 100;
export const CHARS_PER_STEP = 32768;
export const ITEMS_PER_STEP = 2000;

/**
 * Parses `text`, pausing (yielding) after every small amount of work so that a caller with other
 * work, such as the language server, can slice a long file and drop it when a newer version arrives.
 */
export function parseTsnSteps(text: string, previous?: ParseResult): Generator<void, ParseResult, void> {
  // The positions' cache and the line readers made anew, so that they stay young while a short
  // document's parse lasts (issue 24).
  freshPositions();
  freshLineReaders();
  return new DocumentParser(text, previous?.parsedLines && previous.rawLines ? previous : undefined).parse(true);
}

/**
 * `parseTsnSteps` keeping no tree: the same diagnostics, and lines that are parsed again when a
 * reader asks for them (for a large file, whose tree would take ~80 bytes a byte of text).
 */
export function parseLinesSteps(text: DocumentText): Generator<void, LinesParse, void> {
  return new DocumentParser(text).parse(false);
}

/** Runs work that pauses (a generator of steps) to its end: its result. */
export function finish<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Parses a single line on its own (as if it were line `lineNumber` of a file). */
export function parseLine(text: string, lineNumber = 0, isLastGameLine = true): { line: Line; diagnostics: Diagnostic[] } {
  const sink: Diagnostic[] = [];
  const line = parseOneLine(text, lineNumber, isLastGameLine, sink);
  return { line, diagnostics: sink };
}

function replayLine(kept: string, n: number): Line {
  return { kind: 'replay', text: lineHead(kept), range: range(n, 0, lineLength(kept)) };
}

/** A parse's line `n`'s text, read where it is kept (without making the lines one array). */
export function lineTextsOf(parse: LinesParse): (n: number) => string | undefined {
  const texts = parse.memo?.texts;
  if (texts) return (n) => (n >= 0 && n < texts.length ? texts.get(n) : undefined);
  const lines = parse.rawLines;
  return (n) => lines[n];
}

/** Line `n`'s node again, from what a parse that keeps no tree keeps: its text, its kind, the last game line. */
export function reparser(textOf: (n: number) => string, kinds: Uint8Array, lastGameLine: number): (n: number) => Line {
  const unused: Diagnostic[] = [];
  return (n) => {
    const raw = textOf(n);
    if (kinds[n] === KIND_CODES.replay) return replayLine(raw, n);
    const line = parseOneLine(raw, n, n === lastGameLine, unused);
    unused.length = 0;
    return line;
  };
}

class DocumentParser {
  private readonly diagnostics: Diagnostic[] = [];
  private readonly lineDiagnostics: Diagnostic[] = [];
  /** The tags' and the turn order's diagnostics, found as the lines are read and reported after theirs. */
  private readonly tagDiagnostics: Diagnostic[] = [];
  private readonly orderDiagnostics: Diagnostic[] = [];

  private readonly previous: readonly (ParsedLine | Line | undefined)[] | undefined;
  private readonly previousRaw: readonly string[] | undefined;

  /**
   * `text`: one string, or pieces (a large file's, kept as they are by the parse's memo for the next
   * version's); `previous`: the parse of an earlier version of the text; a line with the same text,
   * number and place is reused.
   */
  constructor(private readonly text: DocumentText, previous?: ParseResult) {
    this.previous = previous?.parsedLines;
    this.previousRaw = previous?.rawLines;
  }

  /** With `keepTree`, a ParseResult; without, the lines' kinds only (a LinesParse). */
  parse(keepTree: true): Generator<void, ParseResult, void>;
  parse(keepTree: false): Generator<void, LinesParse, void>;
  *parse(keepTree: boolean): Generator<void, ParseResult | LinesParse, void> {
    // The lines as kept (keptLines.ts: one too long to keep, its head and length), split from the
    // pieces of a text not made one string yet (a large file read in parts). A pause between two
    // phases too: a step holds the work of one.
    const text = this.text;
    // The document as one string, when it is one: the lines are lexed from it (lexer.ts `lexLine`).
    const whole = typeof text === 'string' || text.madeWhole ? wholeText(text) : undefined;
    const rawLines = whole !== undefined ? keptLines(yield* splitLinesSteps(whole)) : yield* writtenLinesSteps(text, 0, text.length, false);
    yield;
    const lastGameLine = yield* findLastGameLine(rawLines.length, (n) => rawLines[n]!);
    yield;
    const lines: Line[] = [];
    // Collected as the lines are read (no pass over every line at the end).
    const tags: TagLine[] = [];
    const gameLines: GameLine[] = [];
    const tagLineNumbers: number[] = [];
    const gameLineNumbers: number[] = [];
    const parsedLines: (ParsedLine | Line | undefined)[] | undefined = keepTree ? new Array(rawLines.length) : undefined;
    const kinds = keepTree ? undefined : new Uint8Array(rawLines.length);
    // Without the tree, each line's own diagnostics and the facts the checks across lines read.
    const own: (OwnDiagnostics | undefined)[] = keepTree ? [] : new Array(rawLines.length);
    const facts: (LineFacts | undefined)[] = keepTree ? [] : new Array(rawLines.length);
    const shared = new Map<string, LineFacts>();
    /** The first line of each tag name, and the last game line read: for the checks of tags and turn order. */
    const tagNames = new Map<string, number>();
    let previousGame: GameLine | undefined;
    let inReplay = false;
    let replayOpenLine = -1;
    let replaySeen = false;
    const previousRaw = this.previousRaw;
    // Line n's offset in `whole`, and the next line's (as lineStarts finds them, without a table).
    let lineStart = 0;
    let nextStart = 0;
    for (let n = 0; n < rawLines.length; n++) {
      if (n > 0 && n % LINES_PER_STEP === 0) yield;
      const raw = rawLines[n]!;
      if (whole !== undefined) {
        lineStart = nextStart;
        nextStart = nextLineStart(whole, lineStart, raw);
      }
      const indent = inReplay ? 0 : indentOf(raw);
      if (inReplay || raw.charCodeAt(indent) === 123 /* { */) {
        // A replay block's line; an unclosed `{` runs on until its `}`.
        if (keepTree) lines.push(replayLine(raw, n)); else kinds![n] = KIND_CODES.replay;
        if (inReplay) {
          if (raw.includes('}')) inReplay = false;
        } else {
          replaySeen = true;
          if (raw.indexOf('}', indent) < 0) { inReplay = true; replayOpenLine = n; }
        }
        continue;
      }
      const isLast = n === lastGameLine;
      // A first parse has no previous text: no comparison is made (one of `undefined` with a line's
      // text is V8's generic strict equality, a builtin call each line, issue 24).
      const before = previousRaw !== undefined && previousRaw[n] === raw ? this.previous![n] : undefined;
      let parsed: ParsedLine | Line;
      if (before && ('kind' in before ? false : before.isLastGameLine) === isLast) {
        parsed = before;
      } else {
        // One list takes every line's diagnostics; a line with some keeps a copy.
        const sink = this.lineDiagnostics;
        const own = this.previous ? detached(raw) : raw;
        const fresh = whole !== undefined ? parseOneLine(own, n, isLast, sink, whole, lineStart) : parseOneLine(own, n, isLast, sink);
        parsed = sink.length || isLast ? { isLastGameLine: isLast, line: fresh, diagnostics: sink.length ? sink.slice() : NO_DIAGNOSTICS } : fresh;
        if (sink.length) sink.length = 0;
      }
      if (parsedLines) parsedLines[n] = parsed;
      const line = lineOf(parsed);
      if (!('kind' in parsed)) {
        for (const d of parsed.diagnostics) this.diagnostics.push(d);
        if (!keepTree && parsed.diagnostics.length) own[n] = { line: n, diagnostics: parsed.diagnostics };
      }
      if (!keepTree) facts[n] = factsOf(line, shared);
      if (line.kind === 'game') {
        gameLineNumbers.push(n);
        if (keepTree) gameLines.push(line);
        if (replaySeen) {
          report(this.diagnostics, 'TSN036', line.label.range,
            'This game line comes after the replay block; the replay block ({seed …}) belongs at the end of the file, after every game line.');
        }
        // Without the tree, the checks across lines are made from the lines' facts below.
        if (keepTree && previousGame) checkOrder(previousGame, line, this.orderDiagnostics);
        previousGame = line;
      } else if (line.kind === 'tag') {
        tagLineNumbers.push(n);
        if (keepTree) {
          tags.push(line);
          checkTag(line, previousGame !== undefined, tagNames, this.tagDiagnostics);
        }
      }
      if (keepTree) lines.push(line); else kinds![n] = KIND_CODES[line.kind];
    }
    if (inReplay) {
      const raw = rawLines[replayOpenLine]!;
      report(this.diagnostics, 'TSN039', range(replayOpenLine, 0, lineLength(raw)),
        'This replay block opens with { but never closes: add } at its end.');
    }
    yield;
    if (keepTree) {
      yield* appendSteps(this.diagnostics, this.tagDiagnostics);
      yield* appendSteps(this.diagnostics, this.orderDiagnostics);
      const document: TsnDocument = { lines, tags, gameLines };
      return { document, diagnostics: this.diagnostics, parsedLines, rawLines, lines: SyntaxLines.kept(lines, gameLineNumbers, tagLineNumbers) };
    }
    const gameNumbers = Int32Array.from(gameLineNumbers);
    const tagNumbers = Int32Array.from(tagLineNumbers);
    yield;
    // A table a step (each a copy of 433,425 entries in a 10 MB file).
    const ownList = ChunkedList.of(own);
    yield;
    const factsList = ChunkedList.of(facts);
    yield;
    const texts = ChunkedList.of(rawLines);
    yield;
    const starts = ChunkedOffsets.of(lineStarts(this.text, rawLines));
    yield;
    // Each line's checks across lines, kept for the next version's parse. Their diagnostics are
    // made as objects only when read as a list (issue 22: 10 MB of one play per line held a TSN007
    // a line twice, in the list and in the checks). A file with a replay block is parsed whole
    // again, and its own diagnostics hold TSN036 and TSN039 besides the lines': its list is made.
    const ownCount = this.diagnostics.length;
    const across = yield* checksAcrossLines((n) => rawLines[n]!, kinds!, ownList, factsList);
    const syntax = SyntaxLines.reparsed(kinds!, gameNumbers, tagNumbers, reparser((n) => rawLines[n]!, kinds!, lastGameLine), across.tagFirstLines);
    const memo: LinesMemo = {
      text: this.text, texts, starts, kinds: kinds!, own: ownList, facts: factsList, shared,
      lastGameLine, replayBlock: replaySeen, linesParsed: rawLines.length, ...(replaySeen ? {} : { checked: across.checked, tagFirstLines: across.tagFirstLines, ownCount }),
    };
    if (replaySeen) {
      // The lines' own (TSN036 and TSN039 among them), then the checks' (none of them own: `ownCount` 0).
      const checks = yield* checkedDiagnosticsSteps(ownList, 0, across.checked, tagNumbers, gameNumbers);
      yield* appendSteps(this.diagnostics, checks);
      return { diagnostics: this.diagnostics, rawLines, lines: syntax, memo };
    }
    return parseOf(new LaterDiagnostics(ownList, ownCount, across.checked, tagNumbers, gameNumbers), texts, syntax, memo, rawLines);
  }
}

/**
 * A parse's diagnostics not made yet: each line's own and its checks across lines (acrossLines.ts),
 * made as one list when first read.
 */
export class LaterDiagnostics {
  private made: Diagnostic[] | undefined;

  constructor(
    private readonly own: ChunkedList<OwnDiagnostics | undefined>,
    private readonly ownCount: number,
    private readonly checked: ChunkedList<Checked | undefined>,
    private readonly tagLineNumbers: ArrayLike<number>,
    private readonly gameLineNumbers: ArrayLike<number>,
  ) {}

  *list(): Generator<void, Diagnostic[], void> {
    return this.made ??= yield* checkedDiagnosticsSteps(this.own, this.ownCount, this.checked, this.tagLineNumbers, this.gameLineNumbers);
  }

  visit(visit: NotationVisit): Generator<void, void, void> {
    return this.made ? visitList(this.made, visit) : visitChecksSteps(this.own, this.ownCount, this.checked, this.tagLineNumbers, this.gameLineNumbers, visit);
  }

  /** `visit`, of the diagnostics on lines `from` up to `to` only. */
  visitWithin(from: number, to: number, visit: NotationVisit): Generator<void, void, void> {
    return this.made
      ? visitListWithin(this.made, from, to, visit)
      : visitChecksWithinSteps(this.own, this.ownCount, this.checked, this.tagLineNumbers, this.gameLineNumbers, from, to, visit);
  }
}

/** The parses whose diagnostics are made when first read. */
export const later = new WeakMap<LinesParse, LaterDiagnostics>();

/**
 * The parse, its diagnostics made when first read (`later`), its lines' texts made one array when
 * first read: the analysis reads the lines it needs from `texts` (issue 22: copying 433,425 lines'
 * pointers was a third of a keystroke's parse), unless given (`lines`: a whole parse has them).
 */
export function parseOf(diagnostics: Diagnostic[] | LaterDiagnostics, texts: ChunkedList<string>, syntax: LinesParse['lines'], memo: LinesMemo, lines?: string[]): LinesParse {
  let rawLines = lines;
  const parse: LinesParse = Array.isArray(diagnostics)
    ? { diagnostics, get rawLines() { return rawLines ??= texts.toArray(); }, lines: syntax, memo }
    : { get diagnostics() { return finish(diagnostics.list()); }, get rawLines() { return rawLines ??= texts.toArray(); }, lines: syntax, memo };
  if (!Array.isArray(diagnostics)) later.set(parse, diagnostics);
  return parse;
}

/** Visits a list of diagnostics as they are (none moved), pausing every CHECKED_PER_STEP. */
export function* visitList(diagnostics: readonly Diagnostic[], visit: NotationVisit): Generator<void, void, void> {
  for (let k = 0; k < diagnostics.length; k++) {
    if (k > 0 && k % CHECKED_PER_STEP === 0) yield;
    const d = diagnostics[k]!;
    visit(d, 0, d.message);
  }
}

/** `visitList`, of the diagnostics starting on lines `from` up to `to` only. */
export function visitListWithin(diagnostics: readonly Diagnostic[], from: number, to: number, visit: NotationVisit): Generator<void, void, void> {
  return visitList(diagnostics, (d, by, message) => {
    if (d.range.start.line >= from && d.range.start.line < to) visit(d, by, message);
  });
}

/** Appends `items` to `to`, pausing every ITEMS_PER_STEP. */
function* appendSteps<T>(to: T[], items: readonly T[]): Generator<void, void, void> {
  for (let k = 0; k < items.length; k++) {
    if (k > 0 && k % ITEMS_PER_STEP === 0) yield;
    to.push(items[k]!);
  }
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/**
 * `splitLines(text)`, a piece of the text at a time: each piece ends after a line break (never
 * between the \r and \n of one), so its lines are the whole text's.
 */
export function* splitLinesSteps(text: string): Generator<void, string[], void> {
  if (text.length <= CHARS_PER_STEP) return splitLines(text);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    // After the first line break past the piece's length. Looked for character by character: an
    // indexOf('\r') of a text without one reads to its end, 10 MB before the first pause; a pause
    // every CHARS_PER_STEP characters looked at too (one line of 10 MB held a keystroke 15 ms).
    let cut = from + CHARS_PER_STEP;
    for (let looked = 1; cut < text.length && !isLineBreak(text.charCodeAt(cut)); looked++) {
      cut++;
      if (looked % CHARS_PER_STEP === 0) yield;
    }
    if (cut < text.length) cut += text.charCodeAt(cut) === 13 && text.charCodeAt(cut + 1) === 10 ? 2 : 1;
    else cut = text.length;
    const pieces = splitLines(text.slice(from, cut));
    // A piece that ends with a line break splits into a last empty string: the next piece's first line.
    const count = cut < text.length ? pieces.length - 1 : pieces.length;
    for (let k = 0; k < count; k++) lines.push(pieces[k]!);
    if (cut === text.length) return lines;
    from = cut;
    yield;
  }
}

/**
 * The characters a region of the text written may hold to be made one string and split
 * (`splitLines`); a longer one is split where its line breaks are found, a piece at a time.
 */
const WHOLE_REGION_CHARS = 2 * LONG_LINE_CHARS;

/**
 * The lines of `text`'s characters [from, to), as `splitLines` splits them and as kept
 * (keptLines.ts): runs of lines made strings of their own (`ownSlice`), whose lines are views of
 * them, and a line too long to keep as its head and length, never made one string (issue 22: a
 * keystroke in one line of 10 MB joined the document's pieces into 20 MB in one step of 60-100 ms;
 * a large file opened, read in parts, was made one string to be split). Without `own` (the first
 * parse of a text, whose lines may keep all of it), the runs are views of the text's pieces where
 * they lie within one, as a string's lines are views of it.
 */
export function* writtenLinesSteps(text: DocumentText, from: number, to: number, own = true): Generator<void, string[], void> {
  const read = (start: number, end: number) => (own ? ownSlice(text, start, end) : text.slice(start, end));
  if (to - from <= WHOLE_REGION_CHARS) return keptLines(splitLines(read(from, to)));
  const lines: string[] = [];
  /** The lines [runStart, end) as strings of their own (or views), `end` a line's start (after a line break) or `to`. */
  const addRun = (runStart: number, end: number) => {
    const run = splitLines(read(runStart, end));
    // A run ending after a line break splits into a last empty string, the next line's start.
    const count = end < to ? run.length - 1 : run.length;
    for (let k = 0; k < count; k++) lines.push(run[k]!);
  };
  let runStart = from;
  let lineStart = from;
  /** Line [lineStart, end) ends; the next starts at `next`. */
  const lineEnds = (end: number, next: number) => {
    if (end - lineStart > LONG_LINE_CHARS) {
      if (lineStart > runStart) addRun(runStart, lineStart);
      lines.push(shortenedLine(ownSlice(text, lineStart, lineStart + LONG_LINE_CHARS), end - lineStart));
      runStart = next;
    } else if (next - runStart >= CHARS_PER_STEP) {
      addRun(runStart, next);
      runStart = next;
    }
    lineStart = next;
  };
  let crlfEnd = from;
  for (let at = from; at < to; at += CHARS_PER_STEP) {
    if (at > from) yield;
    // A view of one piece or a few joined: a step's characters.
    const segment = text.slice(at, Math.min(to, at + CHARS_PER_STEP));
    const withCr = segment.indexOf('\r') >= 0;
    for (let k = withCr ? 0 : segment.indexOf('\n'); k >= 0 && k < segment.length; k = withCr ? k + 1 : segment.indexOf('\n', k + 1)) {
      const code = segment.charCodeAt(k);
      // The \n of a \r\n taken with its \r.
      if ((code !== 10 && code !== 13) || at + k < crlfEnd) continue;
      const end = at + k;
      crlfEnd = code === 13 && end + 1 < to && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
      lineEnds(end, crlfEnd);
    }
  }
  // The last line, up to `to`: too long to keep, or the end of the last run.
  if (to - lineStart > LONG_LINE_CHARS) {
    if (lineStart > runStart) addRun(runStart, lineStart);
    lines.push(shortenedLine(ownSlice(text, lineStart, lineStart + LONG_LINE_CHARS), to - lineStart));
  } else {
    addRun(runStart, to);
  }
  return lines;
}

/** The last of `count` lines (`textOf(n)`: line n's text) that opens with a round label; -1 for none. */
export function* findLastGameLine(count: number, textOf: (n: number) => string): Generator<void, number, void> {
  for (let n = count - 1, k = 1; n >= 0; n--, k++) {
    const raw = textOf(n);
    if (labelEnd(raw, indentOf(raw)) >= 0) return n;
    if (k % ITEMS_PER_STEP === 0) yield;
  }
  return -1;
}
