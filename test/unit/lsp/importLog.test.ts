/**
 * A game log of the digital edition in the editor, over LSP: opened or pasted as a `.tsn` file it
 * is one diagnostic (TSN046) whose quick fix replaces the text with the game in TSN 2, only when
 * picked; `tsn/importLog` converts a log for "TSN: Import Game Log…".
 */
import { describe, test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeAction, Diagnostic } from 'vscode-languageserver';
import { startTestClient, type TestClient } from '../helpers/lspClient';
import { importPlaydekLog } from '../../../core/src/import';

const LOG = readFileSync(join(__dirname, '..', '..', 'fixtures', 'digital-logs', 'game-39.txt'), 'utf8');

describe('a digital-edition game log in a .tsn document', () => {
  let client: TestClient;
  before(async () => { client = await startTestClient(); });
  after(() => client.close());

  test('is reported once (TSN046, the whole text), not line by line', async () => {
    await client.open('file:///pasted.tsn', LOG);
    const published = await client.diagnostics('file:///pasted.tsn', 1);
    assert.deepEqual(published.diagnostics.map((d) => d.code), ['TSN046']);
    const [d] = published.diagnostics;
    const lines = LOG.split('\n');
    assert.deepEqual(d!.range, { start: { line: 0, character: 0 }, end: { line: lines.length - 1, character: lines.at(-1)!.length } });
    assert.equal(d!.severity, 1);
    assert.match(String(d!.message), /game log of the digital edition, not TSN: the quick fix "Convert digital-edition log to TSN"/);
  });

  test('its quick fix "Convert digital-edition log to TSN" replaces the text with the game; applied, the game checks clean', async () => {
    const published = await client.diagnostics('file:///pasted.tsn', 1);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: 'file:///pasted.tsn' }, range: published.diagnostics[0]!.range, context: { diagnostics: published.diagnostics },
    });
    assert.deepEqual(actions.map((a) => [a.title, a.kind]), [['Convert digital-edition log to TSN', 'quickfix']]);
    const edits = actions[0]!.edit!.changes!['file:///pasted.tsn']!;
    assert.equal(edits.length, 1);
    assert.deepEqual(edits[0]!.range, published.diagnostics[0]!.range);
    assert.equal(edits[0]!.newText, importPlaydekLog(LOG).tsn);
    await client.change('file:///pasted.tsn', edits[0]!.newText, 2);
    const after = await client.diagnostics('file:///pasted.tsn', 2);
    assert.deepEqual(after.diagnostics.filter((x: Diagnostic) => x.severity === 1 || x.severity === 2), []);
  });

  test('a TSN game with a stray line that looks like the log is not a log: its line is TSN001 as usual', async () => {
    const text = '[Event "x"]\n1.S   PL4 DD HU ; IT3 FR2 DE2\nTurn 1, USSR AR1: Nasser*: Place Influence (1 Ops):\n1.1   NAS&SY ; DAC&JP3\n1.2   FID&SY2 ; CON&JP3\n';
    await client.open('file:///stray.tsn', text);
    const published = await client.diagnostics('file:///stray.tsn', 1);
    assert.deepEqual(published.diagnostics.map((d) => d.code), ['TSN001']);
  });

  test('tsn/importLog converts a log for the Import Game Log command; what is not a log says why', async () => {
    const result = await client.request<{ recognised: boolean; tsn: string; notImported: unknown[] }>('tsn/importLog', { text: LOG, source: 'game-39.txt' });
    assert.equal(result.recognised, true);
    assert.equal(result.tsn, importPlaydekLog(LOG, { source: 'game-39.txt' }).tsn);
    assert.deepEqual(result.notImported, []);
    const notLog = await client.request<{ recognised: boolean; reason: string }>('tsn/importLog', { text: 'hello' });
    assert.equal(notLog.recognised, false);
    assert.match(notLog.reason, /no line of it is a round/);
    assert.equal(await client.request('tsn/importLog', { source: 3 }), null);
  });
});
