/**
 * Numbers kept in columns as narrow as they allow, and ranges kept that way (the diagnostic
 * store's: diagnosticStore.ts). A column of numbers that are never negative starts as bytes and
 * is widened, once, when a number does not fit: 16 bits, then 32. A file's ranges mostly start
 * and end on one line, within its first 255 characters: a range takes 7 bytes, not 16 (issue 22:
 * the sorted diagnostics of 10 MB of one play per line, three to a line, were 47 MB as 32-bit
 * numbers).
 */

/** A column of numbers: bytes, 16 bits, or 32 (signed: any number a column takes fits it). */
export type NarrowColumn = Uint8Array | Uint16Array | Int32Array;

/** How wide a column is: 1, 2 or 4 bytes a number. */
function widthOf(column: NarrowColumn): number {
  return column.BYTES_PER_ELEMENT;
}

/** The width a number needs: 1 or 2 bytes when it is small and not negative, else 4. */
function widthFor(value: number): number {
  if (value >= 0 && value <= 0xff) return 1;
  return value >= 0 && value <= 0xffff ? 2 : 4;
}

function columnOf(width: number, length: number): NarrowColumn {
  return width === 1 ? new Uint8Array(length) : width === 2 ? new Uint16Array(length) : new Int32Array(length);
}

/** `column` at least `width` wide: itself, or a wider copy of it. */
export function widenedTo(column: NarrowColumn, width: number): NarrowColumn {
  if (widthOf(column) >= width) return column;
  const wider = columnOf(width, column.length);
  wider.set(column);
  return wider;
}

/** `column` wide enough to hold `value`: itself, or a wider copy of it. */
export function fitting(column: NarrowColumn, value: number): NarrowColumn {
  return widthOf(column) === 4 ? column : widenedTo(column, widthFor(value));
}

/** A new column of the same width, of `length` numbers: `column`'s first ones copied. */
export function resized<T extends NarrowColumn>(column: T, length: number): T {
  const next = columnOf(widthOf(column), length) as T;
  next.set(column.length > length ? column.subarray(0, length) : column);
  return next;
}

/** A new column of the same width whose `k`th number is `column[order[k]]`. */
export function permuted<T extends NarrowColumn>(column: T, order: ArrayLike<number>): T {
  const next = columnOf(widthOf(column), column.length) as T;
  for (let k = 0; k < order.length; k++) next[k] = column[order[k]!]!;
  return next;
}

/** Copies `count` numbers of `source` from `from` into `target` at `at` (made as wide as `source` first): the column written to. */
export function copiedInto(target: NarrowColumn, source: NarrowColumn, from: number, count: number, at: number): NarrowColumn {
  const out = widenedTo(target, widthOf(source));
  out.set(source.subarray(from, from + count), at);
  return out;
}

/** Where an edit took a line (diagnosticStore.ts's line moves). */
export type LineMover = (line: number) => number;

/**
 * A table of ranges, each kept as four numbers: its start line (32 bits, relative to a base the
 * writer takes off and the reader adds back: it may be negative), how many lines further it ends,
 * and its start and end characters (narrow columns). Grown by the owner (`grow`, `reserve`).
 */
export class RangeColumns {
  private lines: Int32Array;
  private spans: NarrowColumn;
  private startCharacters: NarrowColumn;
  private endCharacters: NarrowColumn;

  constructor(capacity: number) {
    this.lines = new Int32Array(capacity);
    this.spans = new Uint8Array(capacity);
    this.startCharacters = new Uint8Array(capacity);
    this.endCharacters = new Uint8Array(capacity);
  }

  get capacity(): number {
    return this.lines.length;
  }

  /** Room for `needed` ranges, doubling the room when it grows (a store pushed to one at a time). */
  grow(needed: number): void {
    if (needed > this.capacity) this.resize(Math.max(needed, this.capacity * 2));
  }

  /** Room for `needed` ranges exactly, when there is less (a store that knows its size). */
  reserve(needed: number): void {
    if (needed > this.capacity) this.resize(needed);
  }

  /** Cut to `used` ranges, unless the room to spare is little (a sixteenth): cutting copies the columns. */
  trim(used: number): void {
    if (this.capacity - used > this.capacity / 16) this.resize(used);
  }

  private resize(length: number): void {
    this.lines = resized(this.lines, length);
    this.spans = resized(this.spans, length);
    this.startCharacters = resized(this.startCharacters, length);
    this.endCharacters = resized(this.endCharacters, length);
  }

  /** Keeps `range` as range `k`, `lineBase` taken from its lines. */
  write(k: number, startLine: number, startCharacter: number, endLine: number, endCharacter: number, lineBase: number): void {
    this.lines[k] = startLine - lineBase;
    this.setSpan(k, endLine - startLine);
    this.startCharacters = fitting(this.startCharacters, startCharacter);
    this.startCharacters[k] = startCharacter;
    this.endCharacters = fitting(this.endCharacters, endCharacter);
    this.endCharacters[k] = endCharacter;
  }

  private setSpan(k: number, span: number): void {
    this.spans = fitting(this.spans, span);
    this.spans[k] = span;
  }

  startLine(k: number): number {
    return this.lines[k]!;
  }

  endLine(k: number): number {
    return this.lines[k]! + this.spans[k]!;
  }

  startCharacter(k: number): number {
    return this.startCharacters[k]!;
  }

  endCharacter(k: number): number {
    return this.endCharacters[k]!;
  }

  /** Range `k`'s lines where `mover` took them (its start and its end may move apart). */
  moveLines(k: number, mover: LineMover): void {
    const start = mover(this.lines[k]!);
    const end = mover(this.lines[k]! + this.spans[k]!);
    this.lines[k] = start;
    this.setSpan(k, end - start);
  }

  /** Copies `count` of `source`'s ranges from `from` to this table's `at` on (room made by the owner). */
  copyFrom(source: RangeColumns, from: number, count: number, at: number): void {
    this.lines.set(source.lines.subarray(from, from + count), at);
    this.spans = copiedInto(this.spans, source.spans, from, count, at);
    this.startCharacters = copiedInto(this.startCharacters, source.startCharacters, from, count, at);
    this.endCharacters = copiedInto(this.endCharacters, source.endCharacters, from, count, at);
  }

  /** Puts the first `order.length` ranges in a new order: the `k`th is the one that was at `order[k]`. One column copied at a time. */
  reorder(order: ArrayLike<number>): void {
    this.lines = permuted(this.lines, order);
    this.spans = permuted(this.spans, order);
    this.startCharacters = permuted(this.startCharacters, order);
    this.endCharacters = permuted(this.endCharacters, order);
  }
}
