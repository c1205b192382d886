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
 * holds one object per distinct column instead of two per range.
 */
let sharedLine = -1;
let shared: Position[] = [];

function positionAt(line: number, character: number): Position {
  if (line !== sharedLine) {
    sharedLine = line;
    shared = [];
  }
  if (character < 0 || character > 4096) return { line, character };
  return (shared[character] ??= { line, character });
}

export function range(line: number, start: number, end: number): Range {
  return { start: positionAt(line, start), end: positionAt(line, end) };
}

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
  return text.split(/\r\n|\r|\n/);
}
