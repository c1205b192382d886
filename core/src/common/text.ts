/**
 * Text: positions and ranges as the editor counts them (zero-based lines, UTF-16 columns), and
 * every English wording the users read (below).
 */
import { cardTitle, type ResultReason, type Round, type Side } from '../data';

/** A position as the editor counts it. */
export interface Position {
  readonly line: number;
  readonly character: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/**
 * Positions and ranges are immutable, so the tree's nodes share them. Those of the first
 * `KEPT_LINES` lines, up to column `KEPT_COLUMNS` (every line of most files), are made once for the
 * process and kept: its positions, and its ranges of up to `KEPT_RANGE_LENGTH` characters (two
 * thirds of a game's: card and country codes, symbols). Each parse of a file, at every keystroke,
 * then finds most of its positions and ranges made (issue 24: they were more than half of a game's
 * tree, made again at each parse, bench/RESULTS.md session 27). A line's lists grow to the
 * furthest column asked for, so the tables hold what files use: about 3 KB a line of a game, 3.5 MB
 * once a file has filled all 1,024 lines.
 *
 * Past them, the cache holds, for each column, the last position made there and its line: the
 * ranges made for one line share them.
 */
const KEPT_LINES = 1024;
const KEPT_COLUMNS = 256;
const KEPT_RANGE_LENGTH = 3;
/** By line, its kept positions by column. */
const keptPositions: (Position | undefined)[][] = [];
/** By line, its kept ranges by start and length (`start * (KEPT_RANGE_LENGTH + 1) + length`). */
const keptRanges: (Range | undefined)[][] = [];
const CACHED_COLUMNS = 4097;
let cachedPositions: (Position | undefined)[] = [];
const cachedLines = new Float64Array(CACHED_COLUMNS).fill(-1);

/**
 * A new list for the cache of the lines past the kept ones, at the start of a document's parse
 * (parser.ts): a list kept from parse to parse is promoted by the collector, and each new position
 * stored in it then goes through V8's write barrier and the remembered set; a list made at the
 * parse's start stays young while a short document's parse lasts, and its stores cost nothing more
 * (issue 24: about 2% of the instructions of the chess bench's analyses, bench/RESULTS.md session 26).
 */
export function freshPositions(): void {
  cachedPositions = [];
}

/** A line and column the tables keep: whole numbers, from 0 (`>>> 0` changes any other number). */
function isKept(line: number, character: number): boolean {
  return line >>> 0 === line && line < KEPT_LINES && character >>> 0 === character && character < KEPT_COLUMNS;
}

/** The line's list in `table`, made (with those of the lines above it) when first asked for. */
function keptRow<T>(table: (T | undefined)[][], line: number): (T | undefined)[] {
  // The lines above are given theirs too: a list of rows with no hole stays a plain list in V8.
  while (table.length <= line) table.push([]);
  return table[line]!;
}

/** Keeps `value` at `at` in a line's list, grown to it with no hole (V8 keeps it a plain list). */
function keep<T>(row: (T | undefined)[], at: number, value: T): T {
  while (row.length < at) row.push(undefined);
  row[at] = value;
  return value;
}

function positionAt(line: number, character: number): Position {
  if (isKept(line, character)) {
    const row = keptRow(keptPositions, line);
    return row[character] ?? keep(row, character, { line, character });
  }
  if (!(character >= 0 && character < CACHED_COLUMNS)) return { line, character };
  if (cachedLines[character] === line) {
    const cached = cachedPositions[character];
    if (cached !== undefined) return cached; // undefined in a new list
  }
  const position = { line, character };
  // Not kept far past the list's end (a comment's end on a long line, early in a parse): V8 makes a
  // list written a thousand or more past its end a dictionary.
  if (character - cachedPositions.length >= 1000) return position;
  cachedPositions[character] = position;
  cachedLines[character] = line;
  return position;
}

/** `range` moved `lines` lines down (up when negative), its characters the same: a line's diagnostic after lines were added or removed above it. */
export function rangeMoved(range: Range, lines: number): Range {
  const { start, end } = range;
  return { start: { line: start.line + lines, character: start.character }, end: { line: end.line + lines, character: end.character } };
}

export function range(line: number, start: number, end: number): Range {
  const length = end - start;
  if (length >= 0 && length <= KEPT_RANGE_LENGTH && isKept(line, start) && end < KEPT_COLUMNS) {
    const row = keptRow(keptRanges, line);
    const at = start * (KEPT_RANGE_LENGTH + 1) + length;
    return row[at] ?? keep(row, at, ownRange(line, start, end));
  }
  return ownRange(line, start, end);
}

/**
 * A range object of its own, never a kept one that other nodes share (`range` keeps the short
 * ones): a part's, which analysis/fixes.ts tells from the items in it by identity (a play of its
 * card alone covers the card's text).
 */
export function ownRange(line: number, start: number, end: number): Range {
  return { start: positionAt(line, start), end: positionAt(line, end) };
}

/** Whether two ranges cover the same text (whether or not they are one object). */
export function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character
    && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** The range from the start of `first` to the end of `last` (a run of lines, a turn's lines). */
export function spanRanges(first: Range, last: Range): Range {
  return { start: first.start, end: last.end };
}

export function containsPosition(r: Range, p: Position): boolean {
  if (p.line < r.start.line || p.line > r.end.line) return false;
  if (p.line === r.start.line && p.character < r.start.character) return false;
  if (p.line === r.end.line && p.character > r.end.character) return false;
  return true;
}

/** Splits text into lines the way the editor does (\n, \r\n or \r). */
export function splitLines(text: string): string[] {
  // Splitting at one character is much faster than at a pattern, and most files have no \r.
  return text.indexOf('\r') < 0 ? text.split('\n') : text.split(/\r\n|\r|\n/);
}

/**
 * What a message quotes of the user's text: the text itself up to `max` characters, else its
 * first `max` and an ellipsis. A word may run to the 10,000 characters a game line is read to, a
 * line to 65,536: a diagnostic quotes what it points at, not all of it.
 */
export function excerpt(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

// ---- English: every wording of the tracks, rounds, control and results the users read ----
// (the hover, the status bar, the preview, the map, `tsn state` and the diagnostics share these;
// TSN's own spellings, such as the VP mark `=+2`, are the printer's: notation/printer.ts).

/** A figure with its sign: `+2`, `-4`, `0` (a VP change, VP as on the track). */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

/** The VP track as players say it: `US +3`, `USSR +2`, `0` (VP as on the track, + for the US). */
export function vpText(vp: number): string {
  return vp === 0 ? '0' : vp > 0 ? `US +${vp}` : `USSR +${-vp}`;
}

/** A name's possessive as English writes it: Nasser's event, Star Wars' event (not Wars's). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A name inside a sentence: `the China Card`, not `The China Card`. */
export function midSentence(name: string): string {
  return name.replace(/^The /, 'the ');
}

const ROUND_NAMES: Readonly<Record<string, string>> = { S: 'setup', D: 'deal', H: 'headline', E: 'end of turn' };

/** A round as a heading says it: `setup`, `headline`, `action round 4` (untrusted input accepted). */
export function roundName(round: unknown): string {
  const text = String(round ?? '');
  if (ROUND_NAMES[text]) return ROUND_NAMES[text]!;
  return /^[0-9]{1,2}$/.test(text) ? `action round ${text}` : `round ${text}`;
}

/** A line of a round, inside a sentence: `the setup line`, `a headline`, `an action round`. */
export function roundLineName(round: Round): string {
  switch (round) {
    case 'S': return 'the setup line';
    case 'D': return 'a deal line';
    case 'H': return 'a headline';
    case 'E': return 'an end-of-turn line';
    default: return 'an action round';
  }
}

/** Who controls a country: `US control`, `no control`. */
export function controlText(side: Side | null): string {
  return side ? `${side} control` : 'no control';
}

/** Why a game ended, in a few words (the specification's Result tag example: `US wins (DEFCON 1)`). */
const RESULT_REASONS: Readonly<Record<ResultReason, string>> = {
  vp: '20 VP',
  defcon: 'DEFCON 1',
  europe: 'Europe control',
  'final-scoring': 'final scoring',
  'scoring-card-held': 'scoring card held',
};

/** A game's result as the engine records it (rules/state.ts GameResult, `tsn state`'s `result`). */
export interface ResultWords {
  /** null: a draw. */
  readonly winner: Side | null;
  readonly reason: ResultReason;
  readonly turn: number;
  /** The card whose event ended the game, when one did (Wargames). */
  readonly card?: string;
}

/** Why a game ended, in a few words; an unknown reason (untrusted input) as it is. */
export function resultReasonText(reason: unknown): string {
  return Object.hasOwn(RESULT_REASONS, String(reason)) ? RESULT_REASONS[reason as ResultReason] : String(reason ?? '');
}

/** The result in a clause: `the US wins (final scoring, turn 10)`, `a draw (scoring card held, turn 4)`. */
export function resultText(result: ResultWords): string {
  return `${result.winner ? `the ${result.winner} wins` : 'a draw'} (${resultReasonText(result.reason)}, turn ${result.turn})`;
}

/** The result as a Result tag's value: `US wins (DEFCON 1), turn 8, VP 20` (the specification's example). */
export function resultTag(result: ResultWords, vp: number): string {
  return `${result.winner === null ? 'Draw' : `${result.winner} wins`} (${resultReasonText(result.reason)}), turn ${result.turn}, VP ${Math.abs(vp)}`;
}

/** Why a game ended, in a sentence's words: what a diagnostic and the hover explain. */
const RESULT_CAUSES: Readonly<Record<ResultReason, string>> = {
  vp: 'reached 20 VP',
  defcon: 'DEFCON reached 1: nuclear war, the side responsible loses',
  europe: 'Europe was scored under its control',
  'final-scoring': 'final scoring',
  'scoring-card-held': 'a scoring card was held at the end of the turn',
};

/**
 * Who won and why, in one sentence: `The US wins on turn 10: final scoring (VP +3, DEFCON 4)`;
 * `vp` and `defcon` are the tracks at the end.
 */
export function resultSentence(result: ResultWords, vp: number, defcon: number): string {
  const who = result.winner === null ? 'The game is a draw' : `The ${result.winner} wins`;
  const why = result.card !== undefined ? `${cardTitle(result.card)} ended the game, the side ahead on VP winning`
    // Nuclear war without DEFCON 1: a coup an effect in force made fatal (Cuban Missile Crisis).
    : result.reason === 'defcon' && defcon > 1 ? 'nuclear war: a coup the effect in force made fatal, the couping side loses'
      : RESULT_CAUSES[result.reason];
  return `${who} on turn ${result.turn}: ${why} (VP ${signed(vp)}, DEFCON ${defcon})`;
}
