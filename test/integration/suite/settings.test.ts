// Settings take effect while the server runs: `tsn.rules.enabled` off leaves only the notation
// diagnostics (TSN0xx); `tsn.hover.showBoard` off leaves the board out of the hover. Both are set
// in the workspace's configuration (.vscode/settings.json of the test folder) and restored after.
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { codeOf, hoverText, openFixture, tsnReady, waitFor, waitForDiagnostics, workspaceUri } from './helpers';

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

suite('settings', () => {
  const settingsFolder = () => workspaceUri('.vscode');
  let hadSettingsFolder = false;
  let diagnosticsUri: vscode.Uri;
  let gameUri: vscode.Uri;

  suiteSetup(async () => {
    await tsnReady();
    hadSettingsFolder = await exists(settingsFolder());
    gameUri = (await openFixture('game.tsn')).document.uri;
    diagnosticsUri = (await openFixture('diagnostics.tsn')).document.uri;
    await waitForDiagnostics(diagnosticsUri, 'the rules diagnostics of diagnostics.tsn', (ds) => ds.some((d) => codeOf(d) === 'TSN151'));
  });

  suiteTeardown(async () => {
    const tsn = vscode.workspace.getConfiguration('tsn');
    await tsn.update('rules.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    await tsn.update('hover.showBoard', undefined, vscode.ConfigurationTarget.Workspace);
    // The rules come back: later tests see the file as the other suites expect it.
    if (diagnosticsUri) {
      await waitForDiagnostics(diagnosticsUri, 'the rules diagnostics to come back', (ds) => ds.some((d) => codeOf(d) === 'TSN151'));
    }
    // Leave the folder as found (scripts/test-integration.mjs also clears it before a run).
    if (!hadSettingsFolder && (await exists(settingsFolder()))) {
      await vscode.workspace.fs.delete(settingsFolder(), { recursive: true });
    }
  });

  test('tsn.rules.enabled = false: the rules diagnostics vanish, the notation ones stay', async () => {
    await vscode.workspace.getConfiguration('tsn').update('rules.enabled', false, vscode.ConfigurationTarget.Workspace);
    assert.equal(vscode.workspace.getConfiguration('tsn').get('rules.enabled'), false);
    const left = await waitForDiagnostics(diagnosticsUri, 'only notation diagnostics', (ds) =>
      ds.length > 0 && ds.every((d) => /^TSN0/.test(codeOf(d))));
    assert.deepEqual(left.map((d) => [codeOf(d), d.range.start.line, d.range.start.character]), [
      ['TSN011', 9, 6],
      ['TSN013', 10, 20],
    ]);
  });

  test('tsn.rules.enabled = true again: the rules diagnostics come back', async () => {
    await vscode.workspace.getConfiguration('tsn').update('rules.enabled', true, vscode.ConfigurationTarget.Workspace);
    const all = await waitForDiagnostics(diagnosticsUri, 'the rules diagnostics to come back', (ds) => ds.some((d) => codeOf(d) === 'TSN151'));
    assert.deepEqual(all.map(codeOf), ['TSN011', 'TSN013', 'TSN157', 'TSN151']);
  });

  test('tsn.hover.showBoard = false: the hover keeps the reading and drops the board', async () => {
    const hoverAt14 = async () => hoverText(await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider', gameUri, new vscode.Position(11, 14)));
    assert.match(await hoverAt14(), /Board after 1\.1/);
    await vscode.workspace.getConfiguration('tsn').update('hover.showBoard', false, vscode.ConfigurationTarget.Workspace);
    // The server reads the setting when told of the change: poll the hover until it follows.
    const text = await waitFor('the hover without the board', async () => {
      const value = await hoverAt14();
      return /Board after/.test(value) ? undefined : value;
    });
    assert.match(text, /The USSR played De-Stalinization for a coup in Iran/);
  });
});
