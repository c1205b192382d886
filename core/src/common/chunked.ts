/**
 * Per-line tables kept in chunks shared between versions: a version made from another by
 * changing a few entries copies only the chunks holding them, and a version with entries added or
 * removed (lines added or removed) copies only the chunks around the splice, the chunks after it
 * shared and found by their new starts (issue 22: a line added at the top of a 10 MB file copied
 * each of its 433,425-entry tables whole, ~25 ms of the keystroke a table).
 */
import { firstAtOrAfter } from './search';

/** Entries a chunk holds when made: a power of two, so that an entry's block is a shift away. */
const CHUNK_BITS = 10;
export const CHUNK_SIZE = 1 << CHUNK_BITS;
/** Room a builder's first pending entries are made with (ChunkedListBuilder). */
const FIRST_PENDING = 64;
/** What a builder built holds instead of pending entries. */
const NO_PENDING: never[] = [];
/**
 * The fewest entries a chunk made by a splice holds (a list of one chunk excepted): fewer, it is
 * made again with a neighbour. A splice's chunks hold fewer than twice CHUNK_SIZE (`balancedLengths`).
 */
const FEWEST_IN_CHUNK = CHUNK_SIZE >> 1;

/**
 * Where each chunk starts, and the chunk that holds each block of CHUNK_SIZE entries' first: an
 * entry's chunk is its block's, or one of the next two (no chunk holds fewer than half a block).
 */
class ChunkStarts {
  private constructor(private readonly starts: Int32Array, private readonly chunkOfBlock: Int32Array) {}

  /** Chunks of these lengths, in order. */
  static of(lengths: readonly number[]): ChunkStarts {
    const starts = new Int32Array(lengths.length + 1);
    for (let c = 0; c < lengths.length; c++) starts[c + 1] = starts[c]! + lengths[c]!;
    const length = starts[lengths.length]!;
    const chunkOfBlock = new Int32Array((length >> CHUNK_BITS) + 1);
    let c = 0;
    for (let block = 0; block < chunkOfBlock.length; block++) {
      const first = block << CHUNK_BITS;
      while (c < lengths.length - 1 && starts[c + 1]! <= first) c++;
      chunkOfBlock[block] = c;
    }
    return new ChunkStarts(starts, chunkOfBlock);
  }

  /** The chunk holding entry n (0 ≤ n < length); for n = length, the last chunk. */
  chunkOf(n: number): number {
    let c = this.chunkOfBlock[n >> CHUNK_BITS]!;
    while (c < this.starts.length - 2 && this.starts[c + 1]! <= n) c++;
    return c;
  }

  startOf(c: number): number {
    return this.starts[c]!;
  }

  get count(): number {
    return this.starts.length - 1;
  }

  /**
   * The chunks `first`..`last` a splice of entries `from` up to `to` by `inserted` entries makes
   * again: those holding them, widened to a neighbour while the entries they will hold are too few
   * for a chunk. The list holds at least one chunk.
   */
  rewritten(from: number, to: number, inserted: number): [number, number] {
    const count = this.count;
    let first = this.chunkOf(Math.min(from, this.starts[count]! - 1));
    let last = to > from ? this.chunkOf(to - 1) : first;
    const heldAfter = () => this.starts[last + 1]! - this.starts[first]! - (to - from) + inserted;
    while (heldAfter() < FEWEST_IN_CHUNK && (first > 0 || last < count - 1)) {
      if (last < count - 1) last++;
      else first--;
    }
    return [first, last];
  }

  /** These starts with chunks `first`..`last` replaced by chunks of `lengths`. */
  replaced(first: number, last: number, lengths: readonly number[]): ChunkStarts {
    const all: number[] = [];
    for (let c = 0; c < first; c++) all.push(this.starts[c + 1]! - this.starts[c]!);
    all.push(...lengths);
    for (let c = last + 1; c < this.count; c++) all.push(this.starts[c + 1]! - this.starts[c]!);
    return ChunkStarts.of(all);
  }
}

/** `length` entries cut into chunks of CHUNK_SIZE (the last shorter). */
function evenLengths(length: number): number[] {
  const lengths: number[] = [];
  for (let at = 0; at < length; at += CHUNK_SIZE) lengths.push(Math.min(CHUNK_SIZE, length - at));
  return lengths;
}

/** `length` entries (the chunks around a splice) cut into chunks of about CHUNK_SIZE, each within the bounds. */
function balancedLengths(length: number): number[] {
  if (length === 0) return [];
  const count = Math.max(1, Math.round(length / CHUNK_SIZE));
  const lengths: number[] = new Array(count);
  for (let c = 0; c < count; c++) lengths[c] = Math.floor(((c + 1) * length) / count) - Math.floor((c * length) / count);
  return lengths;
}


function allUndefined(items: readonly unknown[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (items[k] !== undefined) return false;
  return true;
}

/**
 * One chunk of `length` entries all undefined, shared by every list (frozen: a list copies a chunk
 * before writing it). Most lines have no diagnostics of their own, nor checks across lines: 10 MB
 * of games or of one play per line kept 3.6 MB of chunks of nothing a table.
 */
function undefinedChunk(length: number): readonly undefined[] {
  let chunk = UNDEFINED_CHUNKS.get(length);
  if (!chunk) UNDEFINED_CHUNKS.set(length, chunk = Object.freeze(new Array<undefined>(length).fill(undefined)));
  return chunk;
}

const UNDEFINED_CHUNKS = new Map<number, readonly undefined[]>();

/** A list read by index only: what a reader of a ChunkedList, or of one being built, is given. */
export interface ReadonlyList<T> extends Iterable<T> {
  readonly length: number;
  get(n: number): T;
}

/** A list that is never changed: a changed version is a new list sharing the chunks it did not touch. */
export class ChunkedList<T> implements ReadonlyList<T> {
  private constructor(private readonly chunks: readonly (readonly T[])[], private readonly index: ChunkStarts, readonly length: number) {}

  /** Chunks made by a ChunkedListBuilder, each of FEWEST_IN_CHUNK entries or more but the last. */
  static ofChunks<T>(chunks: readonly (readonly T[])[]): ChunkedList<T> {
    const lengths = chunks.map((chunk) => chunk.length);
    let length = 0;
    for (const chunkLength of lengths) length += chunkLength;
    return new ChunkedList(chunks, ChunkStarts.of(lengths), length);
  }

  /** Visits the chunks holding entries `from` up to `to`: each chunk and the part of it in that range. */
  visitChunks(from: number, to: number, visit: (chunk: readonly T[], first: number, past: number) => void): void {
    if (from >= to) return;
    for (let c = this.index.chunkOf(from); c < this.chunks.length && this.index.startOf(c) < to; c++) {
      const start = this.index.startOf(c);
      const chunk = this.chunks[c]!;
      visit(chunk, Math.max(0, from - start), Math.min(chunk.length, to - start));
    }
  }

  *[Symbol.iterator](): Iterator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  static of<T>(items: readonly T[]): ChunkedList<T> {
    const lengths = evenLengths(items.length);
    const chunks: (readonly T[])[] = new Array(lengths.length);
    for (let c = 0; c < chunks.length; c++) {
      const from = c << CHUNK_BITS;
      const to = from + lengths[c]!;
      chunks[c] = allUndefined(items, from, to) ? undefinedChunk(to - from) as readonly T[] : items.slice(from, to);
    }
    return new ChunkedList(chunks, ChunkStarts.of(lengths), items.length);
  }

  get(n: number): T {
    const c = this.index.chunkOf(n);
    return this.chunks[c]![n - this.index.startOf(c)]!;
  }

  /**
   * This list with entry `n` of each pair set to its value: the chunks written are copied, once
   * each. (Read by index, the chunk last copied first: iterated with `for…of`, the pairs of the
   * ~20,000 tag lines below a line added in 10 MB of games made as many iterator results.)
   */
  with(changes: readonly (readonly [number, T])[]): ChunkedList<T> {
    const chunks = this.chunks.slice();
    const copied = new Set<number>();
    let last = -1;
    for (let k = 0; k < changes.length; k++) {
      const [n, value] = changes[k]!;
      const c = this.index.chunkOf(n);
      if (c !== last && !copied.has(c)) { chunks[c] = chunks[c]!.slice(); copied.add(c); }
      last = c;
      (chunks[c] as T[])[n - this.index.startOf(c)] = value;
    }
    return new ChunkedList(chunks, this.index, this.length);
  }

  /**
   * This list with entries `from` up to `to` replaced by `inserted`: the chunks holding them are
   * made again (with a neighbour when too few entries would be left), the others shared.
   */
  spliced(from: number, to: number, inserted: readonly T[]): ChunkedList<T> {
    const length = this.length - (to - from) + inserted.length;
    if (this.chunks.length === 0) return ChunkedList.of(inserted);
    const [first, last] = this.index.rewritten(from, to, inserted.length);
    const items = this.slice(this.index.startOf(first), from).concat(inserted, this.slice(to, this.index.startOf(last + 1)));
    const made = balancedLengths(items.length);
    const chunks: (readonly T[])[] = this.chunks.slice(0, first);
    for (let c = 0, at = 0; c < made.length; at += made[c]!, c++) chunks.push(items.slice(at, at + made[c]!));
    for (let c = last + 1; c < this.chunks.length; c++) chunks.push(this.chunks[c]!);
    return new ChunkedList(chunks, this.index.replaced(first, last, made), length);
  }

  /** Entries `from` up to `to`, in one array. */
  private slice(from: number, to: number): T[] {
    const parts: (readonly T[])[] = [];
    if (from < to) {
      for (let c = this.index.chunkOf(from); c < this.chunks.length && this.index.startOf(c) < to; c++) {
        const start = this.index.startOf(c);
        parts.push(this.chunks[c]!.slice(Math.max(0, from - start), to - start));
      }
    }
    return ([] as T[]).concat(...parts);
  }

  /** How many of `other`'s chunks this list does not hold (for the tests: what an edit copied). */
  chunksNotShared(other: ChunkedList<T>): number {
    const held = new Set(this.chunks);
    let count = 0;
    for (const chunk of other.chunks) if (!held.has(chunk)) count++;
    return count;
  }

  /** Every entry, in one array (a pass over them all). */
  toArray(): T[] {
    const out: T[] = new Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) for (let k = 0; k < chunk.length; k++) out[at++] = chunk[k]!;
    return out;
  }
}

/**
 * A ChunkedList made entry by entry, or by runs of another's: a run that covers whole chunks of
 * the other list shares them where this one stands at a chunk's start (a replay's lines after an
 * edit: those above it and below it are the previous version's, only the chunks around the edit
 * are made; issue 22: a line added in 10 MB of games made a 354,000-entry array, ~13 ms and most
 * of the collections of an edit). Entries are read back while it is made (`get`).
 */
export class ChunkedListBuilder<T> implements ReadonlyList<T> {
  private readonly chunks: (readonly T[])[] = [];
  /** Where each of `chunks` starts. */
  private readonly starts: number[] = [];
  /**
   * The entries after the last chunk, the first `used` of it: made at FIRST_PENDING entries and
   * doubled up to CHUNK_SIZE (an analysis of a game of a few dozen lines made two arrays of
   * CHUNK_SIZE, issue 24), then made at CHUNK_SIZE; grown past it only to join a chunk (`endRun`).
   */
  private pending: T[] = new Array(FIRST_PENDING);
  private used = 0;
  /**
   * The last entries, a run of another list's not written yet (`runLength` of them from its
   * `runFrom`): a run grows while the entries pushed are that list's next ones, and is written
   * when it ends, sharing the list's chunks it holds whole.
   */
  private runList: ChunkedList<T> | undefined;
  private runFrom = 0;
  private runLength = 0;
  length = 0;

  push(item: T): void {
    if (this.runLength > 0) this.endRun();
    if (this.used === this.pending.length) this.grow();
    this.pending[this.used++] = item;
    this.length++;
    if (this.used === CHUNK_SIZE) this.flush();
  }

  /** Appends `list`'s entries `from` up to `to`: its chunks held whole are shared, the others' entries copied. */
  pushFrom(list: ChunkedList<T>, from: number, to: number): void {
    if (to <= from) return;
    if (this.runLength > 0 && (list !== this.runList || from !== this.runFrom + this.runLength)) this.endRun();
    if (this.runLength === 0) {
      this.runList = list;
      this.runFrom = from;
    }
    this.runLength += to - from;
    this.length += to - from;
  }

  /** Appends `list`'s entry `n` (one of a run of its entries pushed in order: whole chunks shared). */
  pushKept(list: ChunkedList<T>, n: number): void {
    this.pushFrom(list, n, n + 1);
  }

  /** Writes the run of another list's entries. */
  private endRun(): void {
    const list = this.runList!;
    const from = this.runFrom;
    const to = from + this.runLength;
    this.length -= this.runLength;
    this.runLength = 0;
    this.runList = undefined;
    list.visitChunks(from, to, (chunk, first, past) => {
      const whole = first === 0 && past === chunk.length && chunk.length >= FEWEST_IN_CHUNK;
      if (!whole) {
        for (let k = first; k < past; k++) this.push(chunk[k]!);
        return;
      }
      // Entries before a chunk held whole are a chunk of their own when not too few; too few, they
      // and the chunk's entries are one chunk (under CHUNK_SIZE + FEWEST_IN_CHUNK), so that the
      // chunks after it are shared again (copied through a chunk's end, they would stay out of step).
      if (this.used >= FEWEST_IN_CHUNK) this.flush();
      if (this.used > 0) {
        for (let k = 0; k < chunk.length; k++) this.pending[this.used++] = chunk[k]!;
        this.length += chunk.length;
        this.flush();
        return;
      }
      this.starts.push(this.length);
      this.chunks.push(chunk);
      this.length += chunk.length;
    });
  }

  get(n: number): T {
    const runStart = this.length - this.runLength;
    if (n >= runStart) return this.runList!.get(this.runFrom + n - runStart);
    const pendingStart = runStart - this.used;
    if (n >= pendingStart) return this.pending[n - pendingStart]!;
    const c = firstAtOrAfter(this.starts.length, n + 1, (k) => this.starts[k]!) - 1;
    return this.chunks[c]![n - this.starts[c]!]!;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let n = 0; n < this.length; n++) yield this.get(n);
  }

  /** The list made: the builder is not used afterwards. */
  build(): ChunkedList<T> {
    if (this.runLength > 0) this.endRun();
    if (this.used > 0) this.flush(false);
    return ChunkedList.ofChunks(this.chunks);
  }

  /** The pending entries become a chunk; `more`: entries follow (the last chunk of `build` needs no new pending array). */
  private flush(more = true): void {
    this.starts.push(this.length - this.used);
    this.chunks.push(this.used === this.pending.length ? this.pending : this.pending.slice(0, this.used));
    this.pending = more ? new Array(CHUNK_SIZE) : NO_PENDING;
    this.used = 0;
  }

  /** Room for twice as many pending entries, CHUNK_SIZE at most (an array of exactly that length, taken whole as a chunk). */
  private grow(): void {
    const grown = new Array<T>(Math.min(CHUNK_SIZE, Math.max(FIRST_PENDING, 2 * this.pending.length)));
    for (let k = 0; k < this.used; k++) grown[k] = this.pending[k]!;
    this.pending = grown;
  }
}

/**
 * Increasing offsets (each line's first character in a text), in chunks of offsets relative to
 * their chunk's base: the offsets after an edit move by its length in the bases, the chunks
 * the edit wrote made again.
 */
export class ChunkedOffsets {
  private constructor(private readonly bases: Float64Array, private readonly chunks: readonly Int32Array[], private readonly index: ChunkStarts, readonly length: number) {}

  static of(offsets: ArrayLike<number>): ChunkedOffsets {
    return ChunkedOffsets.made(offsets, 0, evenLengths(offsets.length));
  }

  /** Chunks of `lengths` of `offsets` from `at`, each relative to its first. */
  private static made(offsets: ArrayLike<number>, at: number, lengths: readonly number[]): ChunkedOffsets {
    const bases = new Float64Array(lengths.length);
    const chunks: Int32Array[] = new Array(lengths.length);
    for (let c = 0; c < lengths.length; c++) {
      const base = bases[c] = offsets[at]!;
      const chunk = chunks[c] = new Int32Array(lengths[c]!);
      for (let k = 0; k < chunk.length; k++) chunk[k] = offsets[at++]! - base;
    }
    return new ChunkedOffsets(bases, chunks, ChunkStarts.of(lengths), offsets.length);
  }

  get(n: number): number {
    const c = this.index.chunkOf(n);
    return this.bases[c]! + this.chunks[c]![n - this.index.startOf(c)]!;
  }

  /**
   * These offsets with entries `from`, `from + 1`… set to `values`, and every entry after them
   * moved by `by`: the chunks written are copied, the bases of the chunks after them moved.
   */
  edited(from: number, values: readonly number[], by: number): ChunkedOffsets {
    const to = from + values.length;
    const bases = this.bases.slice();
    const chunks = this.chunks.slice();
    const firstChunk = this.index.chunkOf(from);
    const lastChunk = this.index.chunkOf(Math.min(to, this.length - 1));
    for (let c = firstChunk; c <= lastChunk; c++) {
      const chunk = chunks[c] = chunks[c]!.slice();
      const start = this.index.startOf(c);
      for (let k = Math.max(0, from - start); k < chunk.length; k++) {
        const n = start + k;
        chunk[k] = (n < to ? values[n - from]! : this.bases[c]! + chunk[k]! + by) - bases[c]!;
      }
    }
    for (let c = lastChunk + 1; c < chunks.length; c++) bases[c]! += by;
    return new ChunkedOffsets(bases, chunks, this.index, this.length);
  }

  /**
   * These offsets with entries `from` up to `to` replaced by `values` and the entries after them
   * moved by `by` (lines added or removed): the chunks holding the replaced entries are made
   * again, the others shared, those after with their bases moved.
   */
  spliced(from: number, to: number, values: readonly number[], by: number): ChunkedOffsets {
    const length = this.length - (to - from) + values.length;
    if (this.chunks.length === 0) return ChunkedOffsets.of(values);
    const [first, last] = this.index.rewritten(from, to, values.length);
    const rewrittenFrom = this.index.startOf(first);
    const rewrittenTo = this.index.startOf(last + 1);
    const items: number[] = [];
    for (let n = rewrittenFrom; n < from; n++) items.push(this.get(n));
    for (const value of values) items.push(value);
    for (let n = to; n < rewrittenTo; n++) items.push(this.get(n) + by);
    const madeLengths = balancedLengths(items.length);
    const made = ChunkedOffsets.made(items, 0, madeLengths);
    const kept = this.chunks.length - (last - first + 1);
    const bases = new Float64Array(kept + made.chunks.length);
    const chunks: Int32Array[] = new Array(bases.length);
    let c = 0;
    for (let old = 0; old < first; old++, c++) { bases[c] = this.bases[old]!; chunks[c] = this.chunks[old]!; }
    for (let k = 0; k < made.chunks.length; k++, c++) { bases[c] = made.bases[k]!; chunks[c] = made.chunks[k]!; }
    for (let old = last + 1; old < this.chunks.length; old++, c++) { bases[c] = this.bases[old]! + by; chunks[c] = this.chunks[old]!; }
    return new ChunkedOffsets(bases, chunks, this.index.replaced(first, last, madeLengths), length);
  }

  /** Every offset, in one array. */
  toArray(): Int32Array {
    const out = new Int32Array(this.length);
    for (let n = 0; n < this.length; n++) out[n] = this.get(n);
    return out;
  }
}

/**
 * Copies `items[from..to)` into `out` from index `at` (an array made at its final length: filled
 * by index, a copy costs a fifth of growing the array item by item), pausing every `perStep`
 * items; returns the index after the last one written.
 */
export function* copyIntoSteps<T>(out: T[], at: number, items: readonly T[], from: number, to: number, perStep: number): Generator<void, number, void> {
  for (let k = from; k < to; k++) {
    if (k > from && (k - from) % perStep === 0) yield;
    out[at++] = items[k]!;
  }
  return at;
}
