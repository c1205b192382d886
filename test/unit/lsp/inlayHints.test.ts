// Inlay hints after each game line that moved VP or DEFCON, and the setting that turns them off;
// driven over the protocol.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { InlayHint } from 'vscode-languageserver';
import { startSettingsClient, type SettingsClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

const WHOLE = { start: { line: 0, character: 0 }, end: { line: 100, character: 0 } };

describe('inlay hints over the protocol', () => {
  let configurable: SettingsClient;
  let client: TestClient;
  const uri = 'file:///running.tsn';
  before(async () => {
    configurable = await startSettingsClient('inlayHint', uri, RUNNING);
    client = configurable.client;
  });
  after(() => client.close());

  const hints = () => client.request<InlayHint[]>('textDocument/inlayHint', { textDocument: { uri }, range: WHOLE });

  test('announced by initialize', () => {
    assert.ok(client.capabilities.inlayHintProvider);
  });

  test('one hint after each line that moved VP or DEFCON, naming only what moved', async () => {
    const found = await hints();
    assert.deepEqual(found.map((h) => [h.position.line, h.position.character, h.label]), [
      [10, 31, 'DEFCON 4'],
      [15, 22, 'VP US +2'],
      [16, 16, 'VP US +1 · DEFCON 5'],
    ]);
    assert.ok(found.every((h) => h.paddingLeft === true));
  });

  test('only the lines in the range asked for', async () => {
    const found = await client.request<InlayHint[]>('textDocument/inlayHint', {
      textDocument: { uri }, range: { start: { line: 12, character: 0 }, end: { line: 15, character: 40 } },
    });
    assert.deepEqual(found.map((h) => h.position.line), [15]);
  });

  test('the hints follow an edit', async () => {
    // Influence instead of the coup in Iran: DEFCON stays at 5, the US keeps Iran, so Middle East
    // Scoring gives it 3 more VP in 1.6, and the USSR, short of military operations at the end of
    // the turn, gives it 3 more in 1.E.
    await client.change(uri, RUNNING.replace('1.1   DES#IR4+3 D4', '1.1   DES&PL DD SY'), 2);
    assert.deepEqual((await hints()).map((h) => [h.position.line, h.label]), [[15, 'VP US +5'], [16, 'VP US +7']]);
    await client.change(uri, RUNNING, 3);
    await client.diagnostics(uri, 3);
  });

  test('tsn.inlayHints.enabled off: none, and the client is asked to refresh them', async () => {
    const before = configurable.refreshes;
    await configurable.changeSettings({ inlayHints: { enabled: false } });
    await client.diagnostics(uri, 3);
    assert.ok(configurable.refreshes > before, 'no workspace/inlayHint/refresh');
    assert.deepEqual(await hints(), []);
    configurable.settings = {};
  });
});
