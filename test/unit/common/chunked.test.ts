import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHUNK_SIZE, ChunkedList, ChunkedListBuilder, ChunkedOffsets } from '../../../core/src/common/chunked';
import { numbers } from '../helpers/random';

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

  test('a list spliced reads as the array spliced, and shares every chunk but those around the splice', () => {
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
      // The chunks holding entries from..to, a neighbour when too few are left, made again as at most three.
      assert.ok(list.chunksNotShared(next) <= 3, `round ${round}: ${list.chunksNotShared(next)} chunks made again`);
      flat = expected;
      list = next;
    }
  });

  test('a list spliced again and again, at one place and anywhere, by few entries and by many, reads as the array', () => {
    const random = numbers(13);
    let flat = Array.from({ length }, (_, n) => n);
    let list = ChunkedList.of(flat);
    let next = length;
    for (let round = 0; round < 300; round++) {
      // Lines added at the top over and over (the chunks there grow and split), then anywhere,
      // sometimes thousands removed or added at once (a paste, a block deleted), down to empty.
      const from = round < 100 ? 0 : Math.floor(random() * (flat.length + 1));
      const removed = round % 50 === 49 ? flat.length - from : round % 17 === 0 ? Math.floor(random() * 3000) : Math.floor(random() * 3);
      const to = Math.min(flat.length, from + removed);
      const added = round % 23 === 0 ? Math.floor(random() * 5000) : Math.floor(random() * 4);
      const inserted = Array.from({ length: added }, () => next++);
      list = list.spliced(from, to, inserted);
      flat = [...flat.slice(0, from), ...inserted, ...flat.slice(to)];
      assert.equal(list.length, flat.length, `round ${round}`);
      for (let n = 0; n < flat.length; n += 1 + Math.floor(random() * 50)) assert.equal(list.get(n), flat[n], `round ${round}: entry ${n}`);
      if (round % 10 === 0) assert.deepEqual(list.toArray(), flat, `round ${round}`);
      if (flat.length > 0) assert.equal(list.with([[flat.length - 1, -1]]).get(flat.length - 1), -1, `round ${round}: the last entry set`);
    }
  });

  // A replay's lines after an edit: the previous version's above and below it, a few made again around it.
  test('a list built from runs of another and entries of its own reads as the array, sharing the other\'s chunks it holds whole', () => {
    const random = numbers(23);
    let flat = Array.from({ length }, (_, n) => n);
    let list = ChunkedList.of(flat);
    let next = length;
    for (let round = 0; round < 200; round++) {
      // Cut where an edit would be: lines kept above, some made, then kept below (moved), now and then none kept at all.
      const from = Math.floor(random() * (flat.length + 1));
      const to = Math.min(flat.length, from + Math.floor(random() * (round % 13 === 0 ? 4000 : 40)));
      const made = Array.from({ length: Math.floor(random() * (round % 11 === 0 ? 3000 : 20)) }, () => next++);
      const builder = new ChunkedListBuilder<number>();
      const expected: number[] = [];
      const check = (at: string) => {
        assert.equal(builder.length, expected.length, `round ${round}, ${at}`);
        for (let n = 0; n < expected.length; n += 1 + Math.floor(random() * 300)) assert.equal(builder.get(n), expected[n], `round ${round}, ${at}: entry ${n} read back`);
      };
      builder.pushFrom(list, 0, from);
      expected.push(...flat.slice(0, from));
      check('above');
      for (const item of made) builder.push(item);
      expected.push(...made);
      check('made');
      // Below: some entries kept one by one (a replay's lines pointing at others), then the rest as a run.
      const oneByOne = Math.min(flat.length, to + Math.floor(random() * 2 * CHUNK_SIZE));
      for (let n = to; n < oneByOne; n++) {
        builder.pushKept(list, n);
        if (n % 97 === 0) assert.equal(builder.get(builder.length - 1), flat[n], `round ${round}: entry ${n} kept, read back`);
      }
      builder.pushFrom(list, oneByOne, flat.length);
      expected.push(...flat.slice(to));
      check('below');
      const built = builder.build();
      assert.deepEqual(built.toArray(), expected, `round ${round}`);
      assert.deepEqual([...built], expected, `round ${round}: iterated`);
      // The other's chunks holding `from` and `to`, and those the entries made fill: the others shared.
      const notShared = list.chunksNotShared(built);
      assert.ok(notShared <= 4 + Math.ceil(made.length / CHUNK_SIZE), `round ${round}: ${notShared} chunks made, ${made.length} entries new`);
      flat = expected;
      list = built;
    }
  });

  test('offsets spliced read as the array spliced, those after moved, sharing the chunks away from the splice', () => {
    const random = numbers(17);
    let flat = Array.from({ length }, (_, n) => n * 40 + (n % 7));
    let offsets = ChunkedOffsets.of(flat);
    for (let round = 0; round < 150; round++) {
      const from = round < 40 ? 0 : Math.floor(random() * (flat.length + 1));
      const to = Math.min(flat.length, from + (round % 19 === 0 ? Math.floor(random() * 2500) : Math.floor(random() * 3)));
      const count = round % 29 === 0 ? Math.floor(random() * 3000) : Math.floor(random() * 4);
      const start = from > 0 ? flat[from - 1]! + 1 : 0;
      const values = Array.from({ length: count }, (_, k) => start + 3 * k);
      const by = Math.floor(random() * 200) - 100;
      const next = offsets.spliced(from, to, values, by);
      const expected = [...flat.slice(0, from), ...values, ...flat.slice(to).map((v) => v + by)];
      assert.deepEqual([...next.toArray()], expected, `round ${round}: from ${from} to ${to}, ${count} written, by ${by}`);
      assert.deepEqual([...offsets.toArray()], flat, `round ${round}: the version before`);
      // An edit within lines after a splice still reads right (the chunks' starts moved).
      const at = Math.floor(random() * expected.length);
      if (expected.length > 0) assert.deepEqual([...next.edited(at, [expected[at]!], 0).toArray()], expected, `round ${round}: edited at ${at}`);
      flat = expected;
      offsets = next;
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
