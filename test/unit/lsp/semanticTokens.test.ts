// Semantic tokens: each side's cards and influence; driven over the protocol and decoded.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver';
import { startTestClient, type TestClient } from '../helpers/lspClient';

const TEXT = `[Event "Tokens"]
1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   NAS#IR6+3 D4 ; MAR&JP3 KR
1.2   FID&SY2 ; TRU@(YU-)
1.3   SME ; CHN
1.4   ZZZ&IT ; —
`;

interface Decoded { line: number; start: number; length: number; type: string; modifiers: string[] }

function decode(tokens: SemanticTokens, legend: SemanticTokensLegend): Decoded[] {
  const out: Decoded[] = [];
  let line = 0;
  let start = 0;
  for (let i = 0; i < tokens.data.length; i += 5) {
    const [dl, ds, length, type, mods] = tokens.data.slice(i, i + 5) as [number, number, number, number, number];
    line += dl;
    start = dl === 0 ? start + ds : ds;
    out.push({ line, start, length, type: legend.tokenTypes[type]!, modifiers: legend.tokenModifiers.filter((_, bit) => mods & (1 << bit)) });
  }
  return out;
}

describe('semantic tokens over the protocol', () => {
  let client: TestClient;
  const uri = 'file:///tokens.tsn';
  before(async () => {
    client = await startTestClient();
    await client.open(uri, TEXT);
  });
  after(() => client.close());

  test('the legend: card and influence, by side', () => {
    const provider = client.capabilities.semanticTokensProvider as { legend: SemanticTokensLegend; full: boolean };
    assert.deepEqual(provider.legend, { tokenTypes: ['card', 'influence'], tokenModifiers: ['ussr', 'us'] });
    assert.equal(provider.full, true);
  });

  test('cards by the side of their event, influence by whose it is', async () => {
    const provider = client.capabilities.semanticTokensProvider as { legend: SemanticTokensLegend };
    const tokens = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const lines = TEXT.split('\n');
    const seen = decode(tokens, provider.legend).map((t) => `${lines[t.line]!.slice(t.start, t.start + t.length)} ${[t.type, ...t.modifiers].join('.')}`);
    assert.deepEqual(seen, [
      'PL4 influence.ussr', 'DD influence.ussr', 'HU influence.ussr', 'IT3 influence.us', 'FR2 influence.us', 'DE2 influence.us',
      'VIE card.ussr', 'VN2 influence.ussr', 'CON card.us',
      'NAS card.ussr', 'MAR card.us', 'JP3 influence.us', 'KR influence.us',
      // In the US's part, parenthesised influence is the other side's: the USSR's.
      'FID card.ussr', 'SY2 influence.ussr', 'TRU card.us', 'YU- influence.ussr',
      // Scoring cards and the China Card are neutral: a card token without a side.
      'SME card', 'CHN card',
      // An unknown card code is no card; the influence written after it is still the USSR's.
      'IT influence.ussr',
    ]);
  });
});
