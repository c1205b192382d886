// Code lenses: each turn's VP and DEFCON at its start and end; driven over the protocol.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeLens } from 'vscode-languageserver';
import { analyze } from '../../../core/src/analysis';
import { codeLenses } from '../../../server/src/lsp/codeLens';
import { startSettingsClient, startTestClient, type SettingsClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

describe('code lenses over the protocol', () => {
  let client: TestClient;
  const uri = 'file:///running.tsn';
  before(async () => {
    client = await startTestClient();
    await client.open(uri, RUNNING);
  });
  after(() => client.close());

  test('one lens on the first label of each turn, with the start and end VP and DEFCON', async () => {
    assert.ok(client.capabilities.codeLensProvider);
    const lenses = await client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.deepEqual(lenses.map((l) => [l.range.start.line, l.range.start.character, l.range.end.character, l.command?.title]), [
      [8, 0, 3, 'Turn 1: VP 0 → US +1 · DEFCON 5'],
      [18, 0, 3, 'Turn 2: VP US +1 · DEFCON 5'],
      [23, 0, 3, 'Turn 3: VP US +1 · DEFCON 5'],
    ]);
    // Text only: the lens runs nothing.
    assert.ok(lenses.every((l) => l.command?.command === ''));
  });
});

describe('code lenses and tsn.rules.enabled', () => {
  let configurable: SettingsClient;
  let client: TestClient;
  const uri = 'file:///running.tsn';
  before(async () => {
    configurable = await startSettingsClient('codeLens', uri, RUNNING);
    client = configurable.client;
  });
  after(() => client.close());

  test('the rules off: no lenses, and the client is asked to refresh them', async () => {
    const lenses = () => client.request<CodeLens[]>('textDocument/codeLens', { textDocument: { uri } });
    assert.equal((await lenses()).length, 3);
    await configurable.changeSettings({ rules: { enabled: false } });
    assert.equal(configurable.refreshes, 1);
    assert.deepEqual(await lenses(), []);
  });
});

describe('codeLenses', () => {
  test('DEFCON that moved within a turn shows both ends; no rules, no lenses', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   DES#IR4+3 D4 ; MAR&JP3 KR\n';
    assert.deepEqual(codeLenses(analyze(text)).map((l) => l.command?.title), ['Turn 1: VP 0 · DEFCON 5 → 4']);
    assert.deepEqual(codeLenses(analyze(text, { rules: false })), []);
  });
});
