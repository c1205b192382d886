import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownSlice, PieceText } from '../../../core/src/common/pieceText';
import { numbers, randomText as randomTextOf } from '../helpers/random';

const ALPHABET = ['a', 'b', '\n', '\r', '\r\n', '—', ' ', 'USSR', '1.1 FID&SY ; MAR&IT\n'];

function randomText(random: () => number, length: number): string {
  return randomTextOf(random, length, ALPHABET);
}

describe('a text held in pieces, shared between versions (issue 22)', () => {
  test('each version reads as the string edited the same way: characters, slices and the whole', () => {
    const random = numbers(11);
    let flat = randomText(random, 80_000);
    let text = PieceText.of(flat);
    for (let round = 0; round < 300; round++) {
      const start = Math.floor(random() * (flat.length + 1));
      const end = Math.min(flat.length, start + (random() < 0.8 ? Math.floor(random() * 4) : Math.floor(random() * 40_000)));
      const inserted = random() < 0.1 ? randomText(random, 50_000) : randomText(random, Math.floor(random() * 3));
      const before = flat;
      const previous = text;
      flat = flat.slice(0, start) + inserted + flat.slice(end);
      text = text.edited(start, end, inserted);
      assert.equal(text.length, flat.length, `round ${round}`);
      for (let k = 0; k < 20; k++) {
        const at = Math.floor(random() * (flat.length + 2)) - 1;
        assert.equal(Number.isNaN(text.charCodeAt(at)) ? 'NaN' : text.charCodeAt(at), Number.isNaN(flat.charCodeAt(at)) ? 'NaN' : flat.charCodeAt(at), `round ${round}, character ${at}`);
        const from = Math.floor(random() * flat.length);
        const to = from + Math.floor(random() * 70_000);
        assert.equal(text.slice(from, to), flat.slice(from, to), `round ${round}, slice ${from}-${to}`);
      }
      // The version before is unchanged.
      assert.equal(previous.slice(0, previous.length), before, `round ${round}: the version before`);
    }
    assert.equal(text.toString(), flat);
  });

  test('a version says where it differs from each earlier one, even across skipped versions', () => {
    const random = numbers(5);
    const versions: { text: PieceText; flat: string }[] = [];
    let flat = randomText(random, 30_000);
    let text = PieceText.of(flat);
    versions.push({ text, flat });
    for (let round = 0; round < 120; round++) {
      const start = Math.floor(random() * (flat.length + 1));
      const end = Math.min(flat.length, start + Math.floor(random() * 30));
      const inserted = randomText(random, Math.floor(random() * 30));
      flat = flat.slice(0, start) + inserted + flat.slice(end);
      text = text.edited(start, end, inserted);
      versions.push({ text, flat });
      // Against every earlier version it keeps: the same text outside the changed characters, and these in between.
      for (const earlier of versions.slice(0, -1)) {
        const edit = text.editSince(earlier.text.id);
        if (!edit) { assert.ok(versions.length - versions.indexOf(earlier) > 64, `round ${round}: a recent version is kept`); continue; }
        assert.equal(flat.slice(0, edit.start), earlier.flat.slice(0, edit.start), `round ${round}: the start`);
        assert.equal(flat.slice(edit.to), earlier.flat.slice(edit.end), `round ${round}: the end`);
        assert.equal(flat.length - edit.to, earlier.flat.length - edit.end);
      }
    }
    assert.equal(PieceText.of('x').editSince(text.id), undefined, 'a text made anew says nothing of another');
  });

  test('edits at the ends, of nothing and down to empty', () => {
    let text = PieceText.of('');
    assert.equal(text.length, 0);
    assert.equal(text.slice(0, 5), '');
    assert.ok(Number.isNaN(text.charCodeAt(0)));
    text = text.edited(0, 0, 'abc');
    assert.equal(text.toString(), 'abc');
    text = text.edited(3, 3, 'def').edited(0, 0, '>');
    assert.equal(text.toString(), '>abcdef');
    text = text.edited(5, 2, '').edited(-4, 99, '');
    assert.equal(text.toString(), '');
    assert.equal(text.length, 0);
  });
});

// Issue 22: a keystroke in one line of 10 MB joined the pieces, then copied the line again so that
// it held no other text; the joined pieces are a string of their own already.
describe('a slice that holds no other text', () => {
  test('reads as the string\'s slice, within a piece, across pieces, of the whole text and of a string', () => {
    const random = numbers(5);
    const flat = randomText(random, 120_000);
    const versions = [PieceText.of(flat), PieceText.of(flat).edited(50_000, 50_001, 'é')];
    const flats = [flat, flat.slice(0, 50_000) + 'é' + flat.slice(50_001)];
    for (const [k, text] of versions.entries()) {
      for (const [from, to] of [[0, 0], [3, 10], [100, 40_000], [0, 120_000], [49_990, 50_010], [119_990, 130_000]] as const) {
        assert.equal(ownSlice(text, from, to), flats[k]!.slice(from, to), `version ${k}, ${from}-${to}`);
        assert.equal(ownSlice(flats[k]!, from, to), flats[k]!.slice(from, to), `the string, ${from}-${to}`);
      }
    }
  });
});

describe('the lines of a text in pieces', () => {
  test('start where a string\'s lines start: after \\n, \\r\\n and a \\r alone, across pieces', () => {
    const random = numbers(17);
    // Most pieces without a \r (searched for \n only), a few with one, at their ends too.
    const withoutReturns = (length: number) => randomText(random, length).replace(/\r/g, 'r');
    let flat = withoutReturns(60_000);
    let text = PieceText.of(flat);
    for (let round = 0; round < 40; round++) {
      const start = round % 5 === 0 ? 16_384 * (1 + (round % 3)) - (round % 2) : Math.floor(random() * flat.length);
      const inserted = round % 5 === 0 ? '\r' : round % 7 === 0 ? randomText(random, 40_000) : withoutReturns(40_000 * (round % 2));
      flat = flat.slice(0, start) + inserted + flat.slice(start + 3);
      text = text.edited(start, start + 3, inserted);
      const expected = [0];
      for (let at = 1; at <= flat.length; at++) {
        const before = flat.charCodeAt(at - 1);
        if (before === 10 || (before === 13 && flat.charCodeAt(at) !== 10)) expected.push(at);
      }
      assert.deepEqual([...text.lineStarts().toArray()], expected, `round ${round}`);
    }
    assert.deepEqual([...PieceText.of('').lineStarts().toArray()], [0]);
    assert.deepEqual([...PieceText.of('a\r').lineStarts().toArray()], [0, 2]);
  });

  test('a text made of parts (a large message read in steps) reads as their join, its lines found in steps as a string\'s', () => {
    const random = numbers(23);
    // Parts of uneven lengths, some ending with \r before one starting with \n, enough of them
    // for several steps of line starts (64 pieces each), and empty ones.
    const parts: string[] = [];
    for (let k = 0; k < 120; k++) {
      const part = k % 9 === 0 ? '' : randomText(random, Math.floor(random() * 40_000));
      parts.push(k % 4 === 1 ? `${part}\r` : k % 4 === 2 ? `\n${part}` : part);
    }
    const flat = parts.join('');
    const text = PieceText.ofParts(parts);
    assert.equal(text.length, flat.length);
    for (let k = 0; k < 2000; k++) {
      const at = Math.floor(random() * flat.length);
      assert.equal(text.charCodeAt(at), flat.charCodeAt(at), `character ${at}`);
    }
    const expected = [...PieceText.of(flat).lineStarts().toArray()];
    const steps = text.lineStartsSteps();
    let pauses = 0;
    for (let next = steps.next(); !next.done; next = steps.next()) pauses++;
    assert.ok(pauses > 2, `${pauses} pauses`);
    assert.deepEqual([...text.lineStarts().toArray()], expected);
    assert.equal(text.madeWhole, false);
    assert.equal(text.toString(), flat);
  });
});
