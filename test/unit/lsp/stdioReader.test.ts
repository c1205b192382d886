import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import type { Message } from 'vscode-languageserver/node';
import { PieceText } from '../../../core/src/common/pieceText';
import { LARGE_BODY_BYTES, StdioMessageReader } from '../../../server/src/stdioReader';
import { rng, int } from '../fuzz/generate';

/** A message as the protocol writes it: header, then its JSON. */
function encoded(message: object): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/** `bytes` written to a reader in chunks of random sizes; the messages it hands on, once `count` have come. */
async function read(bytes: Buffer, count: number, seed = 1): Promise<{ messages: Message[]; errors: Error[]; reader: StdioMessageReader }> {
  const input = new PassThrough();
  const reader = new StdioMessageReader(input);
  const messages: Message[] = [];
  const errors: Error[] = [];
  reader.onError((e) => errors.push(e));
  const all = new Promise<void>((resolve) => {
    reader.listen((m) => {
      messages.push(m);
      if (messages.length === count) resolve();
    });
  });
  const random = rng(seed);
  for (let at = 0; at < bytes.length;) {
    const size = 1 + int(random, random() < 0.5 ? 16 : 200_000);
    input.write(bytes.subarray(at, at + size));
    at += size;
  }
  await all;
  return { messages, errors, reader };
}

/** A text of `chars` characters holding what JSON escapes or writes in several bytes, in a pattern of uneven widths. */
function awkwardText(chars: number): string {
  const bits = ['1.1   NAS#IR6+3 ; —\n', '"quoted"', '\\', '\r\n', 'é', '😀', '\u0001', '\u2028', 'plain words ', '\t', '[Event "a \\"b\\""]'];
  const out: string[] = [];
  let length = 0;
  for (let k = 0; length < chars; k++) {
    const bit = bits[(k * 7) % bits.length]!;
    out.push(bit);
    length += bit.length;
  }
  return out.join('');
}

/** `message` with each PieceText made a string: as JSON.parse gives it. */
function plain(message: unknown): unknown {
  return JSON.parse(JSON.stringify(message, (_key, value: unknown) => (value instanceof PieceText ? value.toString() : value)));
}

describe('the server\'s reader of standard input (issue 22: a large message read in steps)', () => {
  test('messages in chunks of any size, large ones among them, come out as JSON.parse reads them, in order', async () => {
    const text = awkwardText(1_500_000);
    const sent = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { capabilities: {} } },
      { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///big.tsn', languageId: 'tsn', version: 1, text } } },
      { jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri: 'file:///big.tsn', version: 2 }, contentChanges: [{ text: `# top\n${text}` }] } },
      { jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri: 'file:///big.tsn', version: 3 }, contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text }] } },
      { jsonrpc: '2.0', id: 2, method: 'workspace/executeCommand', params: { command: 'x', arguments: [text, { nested: [text.slice(0, 70_000)] }] } },
      { jsonrpc: '2.0', method: 'textDocument/didClose', params: { textDocument: { uri: 'file:///big.tsn' } } },
    ];
    const bytes = Buffer.concat(sent.map(encoded));
    assert.ok(bytes.length > 4 * LARGE_BODY_BYTES);
    for (const seed of [1, 2, 3]) {
      const { messages, errors } = await read(bytes, sent.length, seed);
      assert.deepEqual(errors, []);
      // A document's whole text in pieces, never one string; any other long value a string.
      const open = messages[1] as unknown as { params: { textDocument: { text: unknown } } };
      assert.ok(open.params.textDocument.text instanceof PieceText);
      assert.equal((open.params.textDocument.text as PieceText).madeWhole, false);
      assert.deepEqual(messages.map(plain), sent, `seed ${seed}`);
      const whole = messages[2] as unknown as { params: { contentChanges: { text: unknown }[] } };
      assert.ok(whole.params.contentChanges[0]!.text instanceof PieceText);
      const ranged = messages[3] as unknown as { params: { contentChanges: { text: unknown }[] } };
      assert.equal(typeof ranged.params.contentChanges[0]!.text, 'string');
      const command = messages[4] as unknown as { params: { arguments: unknown[] } };
      assert.equal(typeof command.params.arguments[0], 'string');
    }
  });

  test('a text in pieces knows its line starts, found in steps, as a string\'s', async () => {
    const text = awkwardText(1_200_000);
    const { messages } = await read(encoded({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///a.tsn', languageId: 'tsn', version: 1, text } } }), 1);
    const got = (messages[0] as unknown as { params: { textDocument: { text: PieceText } } }).params.textDocument.text;
    const starts = got.lineStarts();
    const expected = PieceText.of(text).lineStarts();
    assert.ok(expected.length > 10_000);
    assert.deepEqual(Array.from({ length: starts.length }, (_, n) => starts.get(n)), Array.from({ length: expected.length }, (_, n) => expected.get(n)));
  });

  test('while a large message is read, a request about another document goes ahead of it; one about it, a notification, and what follows a notification wait', async () => {
    const text = awkwardText(1_200_000);
    const sent: object[] = [
      { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///big.tsn', languageId: 'tsn', version: 1, text } } },
      { jsonrpc: '2.0', id: 10, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///small.tsn' }, position: { line: 0, character: 0 } } },
      { jsonrpc: '2.0', method: '$/cancelRequest', params: { id: 9 } },
      { jsonrpc: '2.0', id: 11, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///big.tsn' }, position: { line: 0, character: 0 } } },
      { jsonrpc: '2.0', id: 12, method: 'workspace/symbol', params: { query: '' } },
      { jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri: 'file:///small.tsn', version: 2 }, contentChanges: [{ text: 'x' }] } },
      { jsonrpc: '2.0', id: 13, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///small.tsn' }, position: { line: 0, character: 0 } } },
    ];
    const { messages } = await read(Buffer.concat(sent.map(encoded)), sent.length);
    const order = messages.map((m) => (m as { id?: number }).id ?? (m as unknown as { method: string }).method);
    assert.deepEqual(order, [10, '$/cancelRequest', 12, 'textDocument/didOpen', 11, 'textDocument/didChange', 13]);
  });

  test('a message that is no JSON is an error; the next ones are read; shutdown is noted', async () => {
    const bad = Buffer.from('Content-Length: 5\r\n\r\n{oops', 'ascii');
    const { messages, errors, reader } = await read(Buffer.concat([bad, encoded({ jsonrpc: '2.0', id: 1, method: 'shutdown' }), encoded({ jsonrpc: '2.0', method: 'exit' })]), 2);
    assert.equal(errors.length, 1);
    assert.deepEqual(messages.map((m) => (m as unknown as { method: string }).method), ['shutdown', 'exit']);
    assert.equal(reader.shutdownReceived, true);
  });
});
