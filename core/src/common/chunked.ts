/**
 * Per-line tables kept in chunks shared between versions: a version made from another by
 * changing a few entries copies only the chunks holding them, and moving every entry after a
 * point by the same amount (the offsets below an edit) rewrites one chunk and the chunks'
 * bases (issue 22: a keystroke in a 10 MB file copied each of its 433,425-entry tables whole).
 */

/** Entries a chunk holds: a power of two, so that an entry's chunk is a shift away. */
const CHUNK_BITS = 10;
export const CHUNK_SIZE = 1 << CHUNK_BITS;
const IN_CHUNK = CHUNK_SIZE - 1;

/** The chunks of `length` entries, each read from `at`. */
function chunksOf<C>(length: number, made: (from: number, to: number) => C): C[] {
  const chunks: C[] = new Array(Math.ceil(length / CHUNK_SIZE));
  for (let c = 0; c < chunks.length; c++) chunks[c] = made(c * CHUNK_SIZE, Math.min(length, (c + 1) * CHUNK_SIZE));
  return chunks;
}

/** A list that is never changed: a changed version is a new list sharing the chunks it did not touch. */
export class ChunkedList<T> {
  private constructor(private readonly chunks: readonly (readonly T[])[], readonly length: number) {}

  static of<T>(items: readonly T[]): ChunkedList<T> {
    return new ChunkedList(chunksOf(items.length, (from, to) => items.slice(from, to)), items.length);
  }

  get(n: number): T {
    return this.chunks[n >> CHUNK_BITS]![n & IN_CHUNK]!;
  }

  /** This list with entry `n` of each pair set to its value: the chunks written are copied, once each. */
  with(changes: Iterable<readonly [number, T]>): ChunkedList<T> {
    const chunks = this.chunks.slice();
    const copied = new Set<number>();
    for (const [n, value] of changes) {
      const c = n >> CHUNK_BITS;
      if (!copied.has(c)) { chunks[c] = chunks[c]!.slice(); copied.add(c); }
      (chunks[c] as T[])[n & IN_CHUNK] = value;
    }
    return new ChunkedList(chunks, this.length);
  }

  /**
   * This list with entries `from` up to `to` replaced by `inserted`: the chunks before `from`'s are
   * shared, the entries after are copied a chunk's slice at a time (issue 22: a line added at the
   * top of a 10 MB file read and wrote each of its tables' 433,425 entries one by one).
   */
  spliced(from: number, to: number, inserted: readonly T[]): ChunkedList<T> {
    const shared = from >> CHUNK_BITS;
    const items = this.slice(shared << CHUNK_BITS, from).concat(inserted, this.slice(to, this.length));
    const length = this.length - (to - from) + inserted.length;
    const chunks: (readonly T[])[] = this.chunks.slice(0, shared);
    for (let at = 0; at < items.length; at += CHUNK_SIZE) chunks.push(items.slice(at, at + CHUNK_SIZE));
    return new ChunkedList(chunks, length);
  }

  /** Entries `from` up to `to`, in one array. */
  private slice(from: number, to: number): T[] {
    const parts: (readonly T[])[] = [];
    for (let c = from >> CHUNK_BITS; c < this.chunks.length && c << CHUNK_BITS < to; c++) {
      const start = c << CHUNK_BITS;
      parts.push(this.chunks[c]!.slice(Math.max(0, from - start), Math.min(CHUNK_SIZE, to - start)));
    }
    return ([] as T[]).concat(...parts);
  }

  /** How many chunks `other` does not share with this list (for the tests: what an edit copied). */
  chunksNotShared(other: ChunkedList<T>): number {
    let count = 0;
    for (let c = 0; c < other.chunks.length; c++) if (this.chunks[c] !== other.chunks[c]) count++;
    return count;
  }

  /** Every entry, in one array (a pass over them all). */
  toArray(): T[] {
    const out: T[] = new Array(this.length);
    for (let c = 0; c < this.chunks.length; c++) {
      const chunk = this.chunks[c]!;
      const from = c * CHUNK_SIZE;
      for (let k = 0; k < chunk.length; k++) out[from + k] = chunk[k]!;
    }
    return out;
  }
}

/**
 * Increasing offsets (each line's first character in a text), in chunks of offsets relative to
 * their chunk's base: the offsets after an edit move by its length in one chunk and the bases.
 */
export class ChunkedOffsets {
  private constructor(private readonly bases: Float64Array, private readonly chunks: readonly Int32Array[], readonly length: number) {}

  static of(offsets: ArrayLike<number>): ChunkedOffsets {
    const length = offsets.length;
    const bases = new Float64Array(Math.ceil(length / CHUNK_SIZE));
    const chunks = chunksOf(length, (from, to) => {
      const base = offsets[from]!;
      bases[from >> CHUNK_BITS] = base;
      const chunk = new Int32Array(to - from);
      for (let n = from; n < to; n++) chunk[n - from] = offsets[n]! - base;
      return chunk;
    });
    return new ChunkedOffsets(bases, chunks, length);
  }

  get(n: number): number {
    const c = n >> CHUNK_BITS;
    return this.bases[c]! + this.chunks[c]![n & IN_CHUNK]!;
  }

  /**
   * These offsets with entries `from`, `from + 1`… set to `values`, and every entry after them
   * moved by `by`: the chunks written are copied, the bases of the chunks after them moved.
   */
  edited(from: number, values: readonly number[], by: number): ChunkedOffsets {
    const to = from + values.length;
    const bases = this.bases.slice();
    const chunks = this.chunks.slice();
    const firstChunk = from >> CHUNK_BITS;
    const lastChunk = Math.min(chunks.length - 1, to >> CHUNK_BITS);
    for (let c = firstChunk; c <= lastChunk; c++) {
      const chunk = chunks[c] = chunks[c]!.slice();
      const start = c << CHUNK_BITS;
      for (let k = Math.max(0, from - start); k < chunk.length; k++) {
        const n = start + k;
        chunk[k] = (n < to ? values[n - from]! : this.bases[c]! + chunk[k]! + by) - bases[c]!;
      }
    }
    for (let c = lastChunk + 1; c < chunks.length; c++) bases[c]! += by;
    return new ChunkedOffsets(bases, chunks, this.length);
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
