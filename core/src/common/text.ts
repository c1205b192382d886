/** Positions and ranges as the editor counts them: zero-based lines, UTF-16 columns. */
export interface Position {
  readonly line: number;
  readonly character: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/**
 * Positions are immutable, so the ranges made for one line share them: a long file's syntax tree
 * holds one object per distinct column instead of two per range. The cache holds, for each column,
 * the last position made there and its line (no list to clear or grow per line).
 */
const CACHED_COLUMNS = 4097;
const cachedPositions: Position[] = [];
const cachedLines = new Float64Array(CACHED_COLUMNS).fill(-1);

function positionAt(line: number, character: number): Position {
  if (!(character >= 0 && character < CACHED_COLUMNS)) return { line, character };
  if (cachedLines[character] === line) return cachedPositions[character]!;
  const position = { line, character };
  cachedPositions[character] = position;
  cachedLines[character] = line;
  return position;
}

export function range(line: number, start: number, end: number): Range {
  return { start: positionAt(line, start), end: positionAt(line, end) };
}

/**
 * The range of an item of a line (a code, a roll, an action): the same object as the last one made
 * with the same start and end on that line, so that nodes covering the same text (an influence
 * item of one point, `IT`, and its country; an item and the diagnostic about it) share one. Only
 * for items: a part's or a line's range is its own object, which the analysis (fixes.ts) tells
 * apart from its items' by identity.
 */
export function itemRange(line: number, start: number, end: number): Range {
  if (!(start >= 0 && start < CACHED_COLUMNS)) return range(line, start, end);
  const cached = cachedRanges[start];
  if (cachedRangeLines[start] === line && cached !== undefined && cached.end.character === end) return cached;
  const made = range(line, start, end);
  cachedRanges[start] = made;
  cachedRangeLines[start] = line;
  return made;
}

const cachedRanges: (Range | undefined)[] = [];
const cachedRangeLines = new Float64Array(CACHED_COLUMNS).fill(-1);

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
 * The VP track as players say it: `US +3`, `USSR +2`, `0` (VP as on the track, + for the US). The
 * one wording the hover, the status bar, the map and `tsn state` share; TSN's own `=+3` is
 * rules/markers.ts `formatVp`.
 */
export function vpText(vp: number): string {
  return vp === 0 ? '0' : vp > 0 ? `US +${vp}` : `USSR +${-vp}`;
}

/** A name's possessive as English writes it: Nasser's event, Star Wars' event (not Wars's). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}
