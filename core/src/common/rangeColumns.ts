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

/** A new column of the same width whose `k`th group of `per` numbers is `column`'s `order[k]`th. */
export function permuted<T extends NarrowColumn>(column: T, order: ArrayLike<number>, per = 1): T {
  const next = columnOf(widthOf(column), column.length) as T;
  for (let k = 0; k < order.length; k++) {
    const from = order[k]! * per;
    for (let j = 0; j < per; j++) next[k * per + j] = column[from + j]!;
  }
  return next;
}

/** Ranges `RangeColumns.copyFrom` copies number by number, not through views. */
const COPIED_ONE_BY_ONE = 8;

/** Copies `count` numbers of `source` from `from` into `target` at `at` (made as wide as `source` first): the column written to. */
export function copiedInto(target: NarrowColumn, source: NarrowColumn, from: number, count: number, at: number): NarrowColumn {
  const out = widenedTo(target, widthOf(source));
  out.set(source.subarray(from, from + count), at);
  return out;
}

/**
 * Columns of no numbers, shared: a table or a store that is never written to makes no typed
 * array (issue 24: a small game's analysis makes a few stores, most of them empty or nearly; with
 * their columns made at once and cut at the end, its parse and replay were ~2.5% slower).
 */
export const NO_BYTES: Uint8Array = new Uint8Array(0);
export const NO_NUMBERS: Int32Array = new Int32Array(0);

/** The fewest numbers a column grown from none holds. */
const FIRST_ROOM = 8;

/** Where an edit took a line (diagnosticStore.ts's line moves). */
export type LineMover = (line: number) => number;

/** The narrow numbers a range keeps beside its start line: its span in lines, its start and end characters. */
const NARROW_PER_RANGE = 3;

/**
 * A table of ranges, each kept as four numbers: its start line (32 bits, relative to a base the
 * writer takes off and the reader adds back: it may be negative), and in one narrow column how
 * many lines further it ends and its start and end characters. Made with no room: grown by the
 * owner (`grow`, `reserve`). Two typed arrays a table, whatever it holds (issue 24: a small game's
 * store made and trimmed its columns once each).
 */
export class RangeColumns {
  private lines: Int32Array = NO_NUMBERS;
  /** Per range: its span, its start character, its end character. */
  private narrow: NarrowColumn = NO_BYTES;

  get capacity(): number {
    return this.lines.length;
  }

  /** Room for `needed` ranges, doubling the room when it grows (a store pushed to one at a time). */
  grow(needed: number): void {
    if (needed > this.capacity) this.resize(Math.max(needed, this.capacity * 2, FIRST_ROOM));
  }

  /** Room for `needed` ranges exactly, when there is less (a store that knows its size). */
  reserve(needed: number): void {
    if (needed > this.capacity) this.resize(needed);
  }

  /** Cut to `used` ranges, when the room to spare is worth a copy (`worthTrimming`). */
  trim(used: number): void {
    if (worthTrimming(this.capacity, used)) this.resize(used);
  }

  private resize(length: number): void {
    this.lines = resized(this.lines, length);
    this.narrow = resized(this.narrow, length * NARROW_PER_RANGE);
  }

  /** Keeps `range` as range `k`, `lineBase` taken from its lines. */
  write(k: number, startLine: number, startCharacter: number, endLine: number, endCharacter: number, lineBase: number): void {
    this.lines[k] = startLine - lineBase;
    this.setNarrow(k, endLine - startLine, startCharacter, endCharacter);
  }

  private setNarrow(k: number, span: number, startCharacter: number, endCharacter: number): void {
    const narrow = this.narrow = fitting(fitting(fitting(this.narrow, span), startCharacter), endCharacter);
    const at = k * NARROW_PER_RANGE;
    narrow[at] = span;
    narrow[at + 1] = startCharacter;
    narrow[at + 2] = endCharacter;
  }

  startLine(k: number): number {
    return this.lines[k]!;
  }

  endLine(k: number): number {
    return this.lines[k]! + this.narrow[k * NARROW_PER_RANGE]!;
  }

  startCharacter(k: number): number {
    return this.narrow[k * NARROW_PER_RANGE + 1]!;
  }

  endCharacter(k: number): number {
    return this.narrow[k * NARROW_PER_RANGE + 2]!;
  }

  /** Range `k`'s lines where `mover` took them (its start and its end may move apart). */
  moveLines(k: number, mover: LineMover): void {
    const start = mover(this.startLine(k));
    const end = mover(this.endLine(k));
    this.lines[k] = start;
    this.setNarrow(k, end - start, this.startCharacter(k), this.endCharacter(k));
  }

  /** Copies `source`'s range `from` to this table's `at` (room made by the owner), number by number: no views made. */
  copyOne(source: RangeColumns, from: number, at: number): void {
    this.lines[at] = source.lines[from]!;
    const narrow = this.narrow = widenedTo(this.narrow, source.narrow.BYTES_PER_ELEMENT);
    const to = at * NARROW_PER_RANGE;
    const of = from * NARROW_PER_RANGE;
    narrow[to] = source.narrow[of]!;
    narrow[to + 1] = source.narrow[of + 1]!;
    narrow[to + 2] = source.narrow[of + 2]!;
  }

  /**
   * Copies `count` of `source`'s ranges from `from` to this table's `at` on (room made by the owner):
   * a few number by number (a diagnostic's one or two related locations: two views made each time
   * were 8 MB of a line added in 10 MB of one play per line), more through views.
   */
  copyFrom(source: RangeColumns, from: number, count: number, at: number): void {
    if (count <= COPIED_ONE_BY_ONE) {
      for (let r = 0; r < count; r++) this.copyOne(source, from + r, at + r);
      return;
    }
    this.lines.set(source.lines.subarray(from, from + count), at);
    this.narrow = copiedInto(this.narrow, source.narrow, from * NARROW_PER_RANGE, count * NARROW_PER_RANGE, at * NARROW_PER_RANGE);
  }

  /** Puts the first `order.length` ranges in a new order: the `k`th is the one that was at `order[k]`. One column copied at a time. */
  reorder(order: ArrayLike<number>): void {
    this.lines = permuted(this.lines, order);
    this.narrow = permuted(this.narrow, order, NARROW_PER_RANGE);
  }
}

/**
 * Whether a column of `capacity` numbers holding `used` is worth cutting: when it spares more than
 * a sixteenth and more than a few hundred numbers (cutting copies it; a small store keeps its room).
 */
function worthTrimming(capacity: number, used: number): boolean {
  const spare = capacity - used;
  return spare > capacity / 16 && spare >= 256;
}
