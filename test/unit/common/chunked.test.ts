import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHUNK_SIZE, ChunkedList, ChunkedOffsets } from '../../../core/src/common/chunked';

/** A small deterministic generator: the same edits on each run. */
function numbers(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('per-line tables shared in chunks between versions (issue 22)', () => {
  const length = CHUNK_SIZE * 5 + 17;

  test('a list with a few entries set reads as the array with them set, and copies only their chunks', () => {
    const random = numbers(7);
    let flat = Array.from({ length }, (_, n) => (n % 3 ? `line ${n}` : undefined));
    let list = ChunkedList.of(flat);
    for (let round = 0; round < 50; round++) {
      const changes: [number, string | undefined][] = [];
      for (let k = Math.floor(random() * 4); k >= 0; k--) changes.push([Math.floor(random() * length), random() < 0.2 ? undefined : `edit ${round}.${k}`]);
      const next = list.with(changes);
      const before = flat.slice();
      flat = flat.slice();
      for (const [n, value] of changes) flat[n] = value;
      assert.deepEqual(next.toArray(), flat, `round ${round}`);
      for (let n = 0; n < length; n += 97) assert.equal(next.get(n), flat[n]);
      // The version before is unchanged.
      assert.deepEqual(list.toArray(), before);
      assert.equal(list.chunksNotShared(next), new Set(changes.map(([n]) => Math.floor(n / CHUNK_SIZE))).size);
      list = next;
    }
  });

  test('a list spliced reads as the array spliced, and shares the chunks before the splice', () => {
    const random = numbers(5);
    let flat = Array.from({ length }, (_, n) => (n % 4 ? `line ${n}` : undefined));
    let list = ChunkedList.of(flat);
    for (let round = 0; round < 40; round++) {
      const from = Math.floor(random() * flat.length);
      const to = Math.min(flat.length, from + Math.floor(random() * 3));
      const inserted = Array.from({ length: Math.floor(random() * 4) }, (_, k) => `new ${round}.${k}`);
      const next = list.spliced(from, to, inserted);
      const expected = [...flat.slice(0, from), ...inserted, ...flat.slice(to)];
      assert.equal(next.length, expected.length, `round ${round}`);
      assert.deepEqual(next.toArray(), expected, `round ${round}: from ${from} to ${to}, ${inserted.length} inserted`);
      assert.equal(list.chunksNotShared(next), Math.ceil(expected.length / CHUNK_SIZE) - Math.floor(from / CHUNK_SIZE), `round ${round}: the chunks before shared`);
      flat = expected;
      list = next;
    }
  });

  test('offsets edited and moved read as the array edited and moved, in every chunk', () => {
    const random = numbers(11);
    let flat = Array.from({ length }, (_, n) => n * 40 + (n % 7));
    let offsets = ChunkedOffsets.of(flat);
    for (let round = 0; round < 60; round++) {
      const from = Math.floor(random() * length);
      const values = Array.from({ length: Math.min(length - from, 1 + Math.floor(random() * 3)) }, (_, k) => flat[from + k]! + 5 * (k + 1));
      const by = Math.floor(random() * 200) - 100;
      const next = offsets.edited(from, values, by);
      const expected = flat.map((v, n) => (n < from ? v : n < from + values.length ? values[n - from]! : v + by));
      assert.deepEqual([...next.toArray()], expected, `round ${round}: from ${from}, by ${by}`);
      assert.deepEqual([...offsets.toArray()], flat, `round ${round}: the version before`);
      flat = expected;
      offsets = next;
    }
  });
});
