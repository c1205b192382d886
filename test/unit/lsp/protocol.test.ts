import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import {
  createConnection, createProtocolConnection, StreamMessageReader, StreamMessageWriter,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import { startServer } from '../../../server/src/lsp/main';

/** The server and a client talking over in-memory streams, as an editor would over stdio. */
function connect() {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), 'test');
  const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  const diagnostics: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    diagnostics.push(p);
    waiters.splice(0).forEach((w) => w());
  });
  client.listen();
  const nextDiagnostics = (uri: string, version: number) => new Promise<PublishDiagnosticsParams>((resolve) => {
    const check = () => {
      const found = diagnostics.find((d) => d.uri === uri && d.version === version);
      if (found) resolve(found); else waiters.push(check);
    };
    check();
  });
  return { client, nextDiagnostics, close: () => { client.dispose(); toServer.end(); toClient.end(); } };
}

describe('language server over the protocol', () => {
  const { client, nextDiagnostics, close } = connect();
  after(close);
  const uri = 'file:///game.tsn';

  test('initialize announces its features and the ready notification follows', async () => {
    const ready = new Promise((resolve) => client.onNotification('tsn/ready', resolve));
    const result = await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} }) as { capabilities: Record<string, unknown>; serverInfo: { name: string } };
    for (const feature of ['hoverProvider', 'completionProvider', 'documentSymbolProvider', 'foldingRangeProvider', 'documentFormattingProvider', 'codeActionProvider']) {
      assert.ok(result.capabilities[feature], feature);
    }
    assert.equal(result.serverInfo.name, 'tsn-language-server');
    await client.sendNotification('initialized', {});
    assert.deepEqual(await ready, { version: 'test' });
  });

  test('diagnostics follow the text as it changes', async () => {
    await client.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tsn', version: 1, text: '1.1   NSA#IR6+3 D4 ; —\n' } });
    const first = await nextDiagnostics(uri, 1);
    assert.deepEqual(first.diagnostics.map((d) => [d.code, d.range.start.character, d.severity]), [['TSN011', 6, 1]]);
    await client.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 6 }, end: { line: 0, character: 9 } }, text: 'NAS' }],
    });
    assert.deepEqual((await nextDiagnostics(uri, 2)).diagnostics, []);
  });

  test('hover, completion, symbols and formatting answer', async () => {
    const hover = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 7 } }) as { contents: { value: string } };
    assert.match(hover.contents.value, /Nasser/);
    const items = await client.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: 10 } }) as { label: string }[];
    assert.ok(items.some((i) => i.label === 'IR'));
    const symbols = await client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as { name: string }[];
    assert.deepEqual(symbols.map((s) => s.name), ['Turn 1']);
    const edits = await client.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    assert.deepEqual(edits, []);
  });

  test('the server keeps serving through garbage', async () => {
    const garbage = '\u0000\u0001((([[[{{{' + '1.1 '.repeat(1000) + '\ud800';
    await client.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: garbage }] });
    const d = await nextDiagnostics(uri, 3);
    assert.ok(d.diagnostics.length > 0);
    const hover = await client.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 50 } });
    assert.ok(hover === null || typeof hover === 'object');
    const symbols = await client.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
    assert.ok(Array.isArray(symbols));
  });
});
