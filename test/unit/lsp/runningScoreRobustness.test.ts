// Bad input never crashes the running score and navigation features: garbage text, half-written
// lines, positions and ranges outside the document; each answers with something well formed.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

const TEXTS = [
  '',
  '\u0000\u0001((([[[{{{' + '1.1 '.repeat(500) + '\ud800',
  '1.1   NAS#IR6+3 D4 ; MAR&',
  '1.1   NAS#(((IR ; >>>[ ; ; ;\n2.H   CHN&CHN&CHN\n3.E   =+99 D0',
  RUNNING.replace(/\n/g, '\r\n'),
  RUNNING.slice(0, RUNNING.length / 2),
];

const POSITIONS = [[0, 0], [-1, -1], [0, 10_000], [10_000, 0], [3, 7], [19, 7]] as const;

describe('running score and navigation with bad input', () => {
  let client: TestClient;
  const uri = 'file:///bad.tsn';
  before(async () => {
    client = await startTestClient();
    await client.open(uri, TEXTS[0]!);
  });
  after(() => client.close());

  test('every request answers, for every text and position', async () => {
    let version = 1;
    for (const text of TEXTS) {
      await client.change(uri, text, ++version);
      const textDocument = { uri };
      const range = { start: { line: -5, character: 0 }, end: { line: 100_000, character: 0 } };
      assert.ok(Array.isArray(await client.request('textDocument/inlayHint', { textDocument, range })));
      assert.ok(Array.isArray(await client.request('textDocument/codeLens', { textDocument })));
      const tokens = await client.request<{ data: number[] }>('textDocument/semanticTokens/full', { textDocument });
      assert.equal(tokens.data.length % 5, 0);
      assert.ok(Array.isArray(await client.request('workspace/symbol', { query: 'a' })));
      for (const [line, character] of POSITIONS) {
        const position = { line, character };
        assert.ok(Array.isArray(await client.request('textDocument/documentHighlight', { textDocument, position })));
        assert.ok(Array.isArray(await client.request('textDocument/references', { textDocument, position, context: { includeDeclaration: true } })));
        const definition = await client.request('textDocument/definition', { textDocument, position });
        assert.ok(definition === null || typeof definition === 'object');
        const score = await client.request('tsn/scoreAt', { uri, line });
        assert.ok(score === null || typeof score === 'object');
      }
    }
  });
});
