// Issue 22: ranges kept in columns as narrow as their numbers allow. Whatever the numbers, a range
// reads back as written: a column is widened when a number does not fit, never cut.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { copiedInto, fitting, permuted, RangeColumns, resized } from '../../../core/src/common/rangeColumns';

type Written = [startLine: number, startCharacter: number, endLine: number, endCharacter: number];

function read(table: RangeColumns, k: number, lineBase = 0): Written {
  return [table.startLine(k) + lineBase, table.startCharacter(k), table.endLine(k) + lineBase, table.endCharacter(k)];
}

/** Ranges whose numbers need each width: bytes, 16 bits, 32 bits; lines before the base (negative once it is taken off). */
const RANGES: Written[] = [
  [0, 0, 0, 3],
  [5, 255, 5, 255],
  [7, 256, 8, 0],
  [9, 65_535, 9, 65_536],
  [10, 10_000_000, 80_000, 12],
  [2_000_000, 1, 2_000_000, 2],
];

describe('ranges kept in narrow columns (issue 22)', () => {
  test('a column takes bytes until a number needs more; widened, it keeps the numbers it held', () => {
    let column = fitting(new Uint8Array(4), 200);
    assert.ok(column instanceof Uint8Array);
    column[0] = 200;
    column = fitting(column, 256);
    assert.ok(column instanceof Uint16Array);
    column[1] = 256;
    column = fitting(column, 70_000);
    assert.ok(column instanceof Int32Array);
    column[2] = 70_000;
    assert.ok(fitting(new Uint8Array(1), -1) instanceof Int32Array, 'a negative number takes 32 bits');
    assert.deepStrictEqual([...column.subarray(0, 3)], [200, 256, 70_000]);
    assert.deepStrictEqual([...resized(column, 2)], [200, 256]);
    assert.deepStrictEqual([...permuted(column, [2, 0, 1])], [70_000, 200, 256, 0]);
    assert.deepStrictEqual([...permuted(Uint8Array.from([1, 2, 3, 4]), [1, 0], 2)], [3, 4, 1, 2], 'groups of two moved together');
    const narrow = copiedInto(new Uint8Array(3), column, 1, 2, 0);
    assert.ok(narrow instanceof Int32Array, 'a column copied into is made as wide as the one copied from');
    assert.deepStrictEqual([...narrow], [256, 70_000, 0]);
  });

  test('every range reads back as written, relative to a base or not, one at a time or grown by doubling', () => {
    for (const lineBase of [0, 1_000]) {
      const table = new RangeColumns();
      assert.equal(table.capacity, 0, 'a table made holds no room');
      RANGES.forEach(([sl, sc, el, ec], k) => {
        table.grow(k + 1);
        table.write(k, sl, sc, el, ec, lineBase);
      });
      assert.ok(table.capacity >= RANGES.length);
      RANGES.forEach((written, k) => assert.deepStrictEqual(read(table, k, lineBase), written, `range ${k}, base ${lineBase}`));
      // A little room to spare is kept (cutting copies the columns); much is cut.
      table.trim(RANGES.length);
      assert.ok(table.capacity > RANGES.length, 'a few ranges of room kept');
      table.reserve(1_000);
      table.trim(RANGES.length);
      assert.equal(table.capacity, RANGES.length);
      RANGES.forEach((written, k) => assert.deepStrictEqual(read(table, k, lineBase), written, `trimmed: range ${k}`));
    }
  });

  test('copied from a wider table into a narrow one, and reordered: each range as written', () => {
    const wide = new RangeColumns();
    wide.reserve(RANGES.length);
    RANGES.forEach(([sl, sc, el, ec], k) => wide.write(k, sl, sc, el, ec, 0));
    const narrow = new RangeColumns();
    narrow.reserve(1);
    narrow.write(0, 1, 2, 1, 3, 0);
    narrow.reserve(2 + RANGES.length);
    narrow.copyFrom(wide, 1, RANGES.length - 1, 1);
    const expected: Written[] = [[1, 2, 1, 3], ...RANGES.slice(1)];
    expected.forEach((written, k) => assert.deepStrictEqual(read(narrow, k), written, `copied: range ${k}`));
    const order = expected.map((_, k) => expected.length - 1 - k);
    narrow.reorder(order);
    order.forEach((from, k) => assert.deepStrictEqual(read(narrow, k), expected[from], `reordered: range ${k}`));
  });

  test('lines moved: a range whose start and end moved apart (a line added inside it) spans the lines between', () => {
    const table = new RangeColumns();
    table.reserve(2);
    table.write(0, 4, 0, 9, 5, 0);
    table.write(1, 4, 1, 4, 2, 0);
    // 300 lines added at line 6: the lines from 6 on move down.
    const mover = (line: number) => (line >= 6 ? line + 300 : line);
    table.moveLines(0, mover);
    table.moveLines(1, mover);
    assert.deepStrictEqual(read(table, 0), [4, 0, 309, 5]);
    assert.deepStrictEqual(read(table, 1), [4, 1, 4, 2]);
  });
});
