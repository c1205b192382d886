// Document highlight, Find All References and Go to Definition for card and country codes;
// driven over the protocol.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DocumentHighlightKind, type DocumentHighlight, type Location } from 'vscode-languageserver';
import { analyze, lastMoveOf } from '../../../core/src/analysis';
import { definition } from '../../../server/src/lsp/definition';
import { startTestClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

/** Romanian Abdication's influence is left to the engine (no RO3 written); the coup in Iran fails. */
const UNWRITTEN = `1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   ROM ; CON
1.1   DES#IR1 D4 ; MAR&JP3 KR
1.2   NAS&RO ; DAC&EG2 JO LB
`;

const at = (line: number, character: number) => ({ line, character });
const spots = (locations: readonly { range: { start: { line: number; character: number } } }[]) =>
  locations.map((l) => [l.range.start.line, l.range.start.character]);

describe('references, highlights and definitions over the protocol', () => {
  let client: TestClient;
  const uri = 'file:///running.tsn';
  const other = 'file:///unwritten.tsn';
  before(async () => {
    client = await startTestClient();
    await client.open(uri, RUNNING);
    await client.open(other, UNWRITTEN);
  });
  after(() => client.close());

  const highlights = (u: string, line: number, character: number) =>
    client.request<DocumentHighlight[]>('textDocument/documentHighlight', { textDocument: { uri: u }, position: at(line, character) });
  const references = (u: string, line: number, character: number, includeDeclaration = true) =>
    client.request<Location[]>('textDocument/references', { textDocument: { uri: u }, position: at(line, character), context: { includeDeclaration } });
  const definition = (u: string, line: number, character: number) =>
    client.request<Location | null>('textDocument/definition', { textDocument: { uri: u }, position: at(line, character) });

  test('announced by initialize', () => {
    for (const feature of ['documentHighlightProvider', 'referencesProvider', 'definitionProvider'] as const) {
      assert.ok(client.capabilities[feature], feature);
    }
  });

  test('a country: every line that wrote it, each a write where its influence changed', async () => {
    // Yugoslavia: COMECON's influence (1.5), Truman Doctrine's removal (2.H), the China Card's (2.1).
    const found = await highlights(uri, 14, 15);
    assert.deepEqual(found.map((h) => [h.range.start.line, h.range.start.character, h.range.end.character, h.kind]), [
      [14, 14, 16, DocumentHighlightKind.Write],
      [18, 21, 23, DocumentHighlightKind.Write],
      [19, 14, 16, DocumentHighlightKind.Write],
    ]);
    assert.deepEqual(spots(await references(uri, 14, 15)), [[14, 14], [18, 21], [19, 14]]);
  });

  test('a card: every play of it, the played card a write', async () => {
    const found = await highlights(uri, 19, 7);
    assert.deepEqual(found.map((h) => [h.range.start.line, h.range.start.character, h.kind]), [
      [19, 6, DocumentHighlightKind.Write],
      [23, 19, DocumentHighlightKind.Write],
    ]);
    const refs = await references(uri, 23, 20);
    assert.deepEqual(spots(refs), [[19, 6], [23, 19]]);
    assert.ok(refs.every((r) => r.uri === uri));
    assert.deepEqual(spots(await references(uri, 23, 20, false)), [[19, 6]]);
  });

  test('a failed coup is a read; a change the engine made without the code written is a reference at its label', async () => {
    const iran = await highlights(other, 2, 10);
    assert.deepEqual(iran.map((h) => [h.range.start.line, h.kind]), [[2, DocumentHighlightKind.Read]]);
    // Romania: written only in 1.2; Romanian Abdication (1.H) changed it unwritten.
    assert.deepEqual(spots(await references(other, 3, 10)), [[1, 0], [3, 10]]);
  });

  test('nothing away from a code', async () => {
    assert.deepEqual(await highlights(uri, 0, 3), []);
    assert.deepEqual(await references(uri, 19, 0), []);
    assert.deepEqual(await highlights(uri, 19, 20), []);
    assert.equal(await definition(uri, 19, 12), null);
  });

  test('definition of a card: the line where it last moved', async () => {
    // From the US's China Card in 3.1: the USSR played it (and passed it) in 2.1; turning face
    // up at the end of turn 2 is no move.
    const fromThree = await definition(uri, 23, 20);
    assert.deepEqual(fromThree && [fromThree.uri, fromThree.range.start, fromThree.range.end], [uri, at(19, 6), at(19, 9)]);
    // Its first move: the play itself.
    const fromTwo = await definition(uri, 19, 7);
    assert.deepEqual(fromTwo?.range.start, at(19, 6));
  });
});

describe('lastMoveOf', () => {
  test('without the rules: the card\'s last occurrence above the line', () => {
    const analysis = analyze(RUNNING, { rules: false });
    assert.equal(lastMoveOf(analysis, 'CHN', 23)?.line, 19);
    assert.equal(lastMoveOf(analysis, 'CHN', 19)?.line, 19);
    assert.equal(lastMoveOf(analysis, 'CHN', 10), undefined);
  });

  test('a card played from an unknown hand moves from the deck to the discard pile', () => {
    const analysis = analyze(RUNNING);
    assert.deepEqual(lastMoveOf(analysis, 'NAS', 30)?.range.start, at(13, 6));
    assert.equal(lastMoveOf(analysis, 'NAS', 5), undefined);
  });

  test('the China Card played back in the line that handed it over moved there (issue 19)', () => {
    // 9.6: Ussuri River Skirmish's event hands the USSR's China Card to the US, which plays it back
    // at once: the USSR holds it before and after the line, but it moved (face up, then passed face
    // down); 8.4 is an older move.
    const game = `1.S   PL4 DD HU ; IT3 FR2 DE2
7.1   CHN&KP5 ; —
8.1   ALL@CL2 ; OAS@AR2
8.2   — ; VOA&MY2
8.3   — ; SHU&KR2 JP
8.4   KAL*4 ; CHN&TH4 KR
${[1, 2, 3, 4, 5].map((r) => `9.${r}   — ; —`).join('\n')}
9.6   URS@ &AR2 ; CHN&AR3 AO
${[1, 2, 3, 4, 5].map((r) => `10.${r}   — ; —`).join('\n')}
10.6   CHN&KR3 ; ICS&KR2@
`;
    const analysis = analyze(game);
    assert.deepEqual(analysis.diagnostics.filter((d) => d.severity !== 'hint').map((d) => d.message), []);
    const lines = game.split('\n');
    const line = (label: string) => lines.findIndex((l) => l.startsWith(`${label} `));
    const chinaIn = (label: string) => lines[line(label)]!.indexOf('CHN');
    const found = definition(analysis, 'file:///g.tsn', at(line('10.6'), chinaIn('10.6') + 1));
    assert.deepEqual(found?.range, { start: at(line('9.6'), chinaIn('9.6')), end: at(line('9.6'), chinaIn('9.6') + 3) });
  });
});
