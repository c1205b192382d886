/**
 * What a parse that keeps no tree (a file over 1 MB) keeps of each line, so that the parse of the
 * next version of the file reads only the lines that changed (reparse.ts): each line's kind, its
 * own diagnostics, and for a game line its label, for a tag line its name and value (what the
 * checks across lines read). None of it but the diagnostics holds a line number: a line moved by
 * an edit above it keeps its facts as they are.
 */
import type { DocumentText } from '../common/pieceText';
import type { ChunkedList, ChunkedOffsets } from '../common/chunked';
import type { Diagnostic } from '../common/diagnostic';
import { range } from '../common/text';
import type { Line, RoundLabel } from './ast';
import type { OrderChecked, TagChecked } from './documentChecks';
import { lineLength } from './keptLines';

/**
 * A line's own diagnostics (the line parser's) as made on line `line`: read on the line where it
 * stands now, moved as far (acrossLines.ts `ownOn`). A line moved keeps the same object (issue 22:
 * a line added at the top of 10 MB of junk made each line's own diagnostics again, ~130 ms).
 */
export interface OwnDiagnostics {
  readonly line: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** A game line's label, without its line number. */
export interface LabelFacts {
  readonly turn: number;
  readonly round: RoundLabel['round'];
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A tag line's name and value, without its line number. */
export interface TagFacts {
  readonly name: string;
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly valueStart: number;
  readonly valueEnd: number;
}

export type LineFacts = LabelFacts | TagFacts;

/** One version's parse of a file over the tree's limit, for the next version's parse to reuse. */
export interface LinesMemo {
  /** The text parsed: one string, or a large document's pieces (whose next version says how it was edited). */
  readonly text: DocumentText;
  /** The text's lines (LinesParse.rawLines), shared in chunks between versions (common/chunked.ts). */
  readonly texts: ChunkedList<string>;
  /** Each line's first character's offset in `text`. */
  readonly starts: ChunkedOffsets;
  /** Each line's kind (KIND_CODES). */
  readonly kinds: Uint8Array;
  /** Each line's own diagnostics (the line parser's), undefined for none; the tables are shared in chunks between versions (common/chunked.ts). */
  readonly own: ChunkedList<OwnDiagnostics | undefined>;
  /** A game line's label or a tag line's name and value; undefined for other lines. */
  readonly facts: ChunkedList<LineFacts | undefined>;
  readonly lastGameLine: number;
  /** The file holds a replay block (`{…}`): its lines' kinds follow from the lines above, so the next version is parsed whole. */
  readonly replayBlock: boolean;
  /** The checks across lines of each tag line and of each game line they found a problem on, as last made (reparse.ts). */
  readonly checked?: ChunkedList<Checked | undefined>;
  /** The line each tag name is first set on (with `checked`): the tags above an edit, for the next version's checks. */
  readonly tagFirstLines?: ReadonlyMap<string, number>;
  /** The facts by their content, each once: an archive of games writes the same labels and tags thousands of times. */
  readonly shared: Map<string, LineFacts>;
  /** How many lines this version's parse read (all of them, or those an edit changed): for the tests. */
  readonly linesParsed: number;
  /** How many of the parse's diagnostics are the lines' own (they come first, in line order); undefined when not counted (a whole parse). */
  readonly ownCount?: number;
  /** How many lines the checks across lines read (all of them, or none when no edited line changed what they read): for the tests. */
  readonly linesChecked?: number;
  /**
   * When no line was added or removed and none parsed again is of another kind (each game line
   * stands where it stood): the lines parsed again and those whose checks across lines were made
   * again (in order), the only ones whose diagnostics may differ from the previous version's.
   */
  readonly changedLines?: readonly number[];
  /**
   * When the edit added or removed lines: the previous version's lines `from` up to `wasTo` are
   * now lines `from` up to `to`; those below `wasTo` moved `to - wasTo` down, as they were.
   * `notationChanged`, when the checks as last made were known: the lines (numbered now, in order)
   * whose notation diagnostics may not be the previous version's moved with them (their ranges, and
   * the line a TSN007 or TSN008 names when that line moved: DiagnosticStore.appendFrom's move).
   */
  readonly linesMoved?: { readonly from: number; readonly wasTo: number; readonly to: number; readonly notationChanged?: readonly number[] };
}

/**
 * A tag or game line's checks across lines, and what they read: the line's facts and number, and
 * for a game line the game line before it (its facts and number), for a tag line whether a game
 * line comes before it and the line that first set its name (-1 for none). Made again only when
 * one of these changed, but for line numbers moved together. Kept for a line that moved with its
 * `context` as it is (issue 22): at line `n`, its diagnostics move `n - line` lines and the line
 * TSN007 or TSN008 names as much (acrossLines.ts, `checkedDiagnosticsAt`).
 */
export interface Checked {
  readonly facts: LineFacts;
  /**
   * The line they were checked at, where their messages name `context`; for a tag line kept while
   * the line its TSN008 names moved otherwise (acrossLines.ts), the line where they would name it.
   */
  readonly line: number;
  /** The line a TSN007 or TSN008 names: the diagnostics' messages name it. */
  readonly context: number;
  readonly contextFacts: LineFacts | undefined;
  readonly afterGameLine: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Their ranges on line `rangesAt`, or `line` when not given (a line that moved while its context did not keeps them). */
  readonly rangesAt?: number;
  /**
   * The line their messages name wherever the line stands (`namedLine`), when given: a tag line
   * below an edit, whose name's first line stands above it (issue 22: each of the ~20,000 tags
   * below a line added in 10 MB of games got new checks at every edit, and their table was copied
   * whole). `line` and `context` stay as they were: at `line`, the messages as made name `context`.
   */
  readonly fixedNamed?: number;
}

/** The line `checked`'s messages name, read at line `n`. */
export function namedLine(checked: Checked, n: number): number {
  return checked.fixedNamed ?? checked.context + n - checked.line;
}

/** How many distinct facts `shared` holds at most (a file of junk labels would make a new one per line). */
const SHARED_AT_MOST = 50_000;

/**
 * The facts of a parsed line that the checks across lines read: the same object for the same
 * facts, taken from `shared` (so that equal facts are one object, and a check that read them
 * reads the same again), or a new one once `shared` is full.
 */
export function factsOf(line: Line, shared: Map<string, LineFacts>): LineFacts | undefined {
  let key: string;
  let made: () => LineFacts;
  if (line.kind === 'game') {
    const { turn, round, text, range: at } = line.label;
    key = `g${at.start.character} ${at.end.character} ${turn} ${round} ${text}`;
    made = () => ({ turn, round, text, start: at.start.character, end: at.end.character });
  } else if (line.kind === 'tag') {
    const { name, value, range: at, valueRange } = line;
    key = `t${at.start.character} ${at.end.character} ${valueRange.start.character} ${valueRange.end.character} ${name.length} ${name}${value}`;
    made = () => ({ name, value, start: at.start.character, end: at.end.character, valueStart: valueRange.start.character, valueEnd: valueRange.end.character });
  } else {
    return undefined;
  }
  const known = shared.get(key);
  if (known) return known;
  const facts = made();
  if (shared.size < SHARED_AT_MOST) shared.set(key, facts);
  return facts;
}

/** A game line at line `n` as the turn order's check reads it. */
export function orderChecked(n: number, label: LabelFacts, length: number): OrderChecked {
  return {
    label: { turn: label.turn, round: label.round, text: label.text, range: range(n, label.start, label.end) },
    range: range(n, 0, length),
  };
}

/** A tag line at line `n` as the tags' checks read it. */
export function tagChecked(n: number, tag: TagFacts): TagChecked {
  return { name: tag.name, value: tag.value, range: range(n, tag.start, tag.end), valueRange: range(n, tag.valueStart, tag.valueEnd) };
}

/** Each line's first character's offset in `text`, whose lines (split as the editor splits them, as kept: keptLines.ts) are `lines`. */
export function lineStarts(text: DocumentText, lines: readonly string[]): Int32Array {
  const starts = new Int32Array(lines.length);
  let at = 0;
  for (let n = 0; n < lines.length; n++) {
    starts[n] = at;
    at = nextLineStart(text, at, lines[n]!);
  }
  return starts;
}

/** Where the line after `kept` (as kept: keptLines.ts), which starts at `start` in `text`, starts: past its line break. */
export function nextLineStart(text: DocumentText, start: number, kept: string): number {
  const end = start + lineLength(kept);
  return end < text.length ? end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1) : end;
}
