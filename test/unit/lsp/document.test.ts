import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { PieceText } from '../../../core/src/common/pieceText';
import { PieceTextDocument } from '../../../server/src/lsp/document';
import { numbers, randomText as randomTextOf } from '../helpers/random';

const ALPHABET = ['x', 'y', '\n', '\r', '\r\n', '—', ' ', '1.1 FID&SY\n', '\n\n'];

function randomText(random: () => number, length: number): string {
  return randomTextOf(random, length, ALPHABET);
}

/** The document and the standard one made from its text afresh agree on every position and offset. */
function assertSameAsFresh(document: PieceTextDocument, random: () => number, where: string): void {
  const text = document.getText();
  const fresh = TextDocument.create(document.uri, 'tsn', document.version, text);
  assert.equal(document.lineCount, fresh.lineCount, `${where}: line count`);
  for (let k = 0; k < 30; k++) {
    const offset = Math.floor(random() * (text.length + 4)) - 2;
    assert.deepEqual(document.positionAt(offset), fresh.positionAt(offset), `${where}: position of ${offset}`);
    const position = { line: Math.floor(random() * (fresh.lineCount + 2)) - 1, character: Math.floor(random() * 25) - 1 };
    assert.equal(document.offsetAt(position), fresh.offsetAt(position), `${where}: offset of ${JSON.stringify(position)}`);
    const end = { line: position.line + Math.floor(random() * 3), character: Math.floor(random() * 25) };
    const range = { start: position, end };
    assert.equal(document.getText(range), fresh.getText(range), `${where}: text of ${JSON.stringify(range)}`);
  }
}

describe('the server\'s documents, in pieces (issue 22)', () => {
  test('after any edits, positions, offsets and texts are those of the standard document made from the same text', () => {
    const random = numbers(3);
    const document = PieceTextDocument.create('file:///a.tsn', 'tsn', 1, randomText(random, 40_000));
    let flat = document.getText();
    for (let round = 0; round < 200; round++) {
      if (round % 7 === 0) assertSameAsFresh(document, random, `round ${round} before`);
      const changes = [];
      for (let k = random() < 0.2 ? 3 : 1; k > 0; k--) {
        const current = TextDocument.create('file:///a.tsn', 'tsn', 0, flat);
        const start = { line: Math.floor(random() * (current.lineCount + 1)), character: Math.floor(random() * 30) };
        const end = random() < 0.5 ? start : { line: start.line + Math.floor(random() * 3) - (random() < 0.2 ? 1 : 0), character: Math.floor(random() * 30) };
        const text = random() < 0.05 ? randomText(random, 20_000) : randomText(random, Math.floor(random() * 4));
        const whole = random() < 0.02;
        changes.push(whole ? { text } : { range: { start, end }, text });
        flat = whole ? text : TextDocument.applyEdits(current, [{ range: { start, end }, newText: text }]);
      }
      document.update(changes, round + 2);
      assert.equal(document.version, round + 2);
      assert.equal(document.getText(), flat, `round ${round}`);
      assertSameAsFresh(document, random, `round ${round}`);
    }
  });

  test('a line break split or joined by an edit (\\r then \\n) moves the lines as a fresh document has them', () => {
    const document = PieceTextDocument.create('file:///b.tsn', 'tsn', 1, 'ab\r\ncd\ref\n');
    const random = numbers(9);
    assert.equal(document.lineCount, 4);
    document.update([{ range: { start: { line: 0, character: 2 }, end: { line: 0, character: 2 } }, text: 'X' }], 2);
    assertSameAsFresh(document, random, 'text typed before \\r\\n');
    document.update([{ range: { start: { line: 1, character: 2 }, end: { line: 2, character: 0 } }, text: '' }], 3);
    assert.equal(document.getText(), 'abX\r\ncdef\n');
    assertSameAsFresh(document, random, '\\r removed');
    // Between the \r and the \n of a pair: the offsets of the standard document's text.
    document.update([{ range: { start: document.positionAt(4), end: document.positionAt(4) }, text: 'Y' }], 4);
    assertSameAsFresh(document, random, 'a character typed inside \\r\\n');
  });

  test('a large document hands the analysis its pieces, which say where the edit wrote', () => {
    const document = PieceTextDocument.create('file:///c.tsn', 'tsn', 1, '1.1 FID&SY ; MAR&IT\n'.repeat(1000));
    const before = document.text as PieceText;
    document.update([{ range: { start: { line: 500, character: 4 }, end: { line: 500, character: 7 } }, text: 'CUB' }], 2);
    const after = document.text as PieceText;
    assert.ok(after instanceof PieceText);
    assert.deepEqual(after.editSince(before.id), { since: before.id, start: 500 * 20 + 4, end: 500 * 20 + 7, to: 500 * 20 + 7 });
  });
});
