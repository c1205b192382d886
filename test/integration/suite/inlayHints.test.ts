// Inlay hints after the lines that moved VP or DEFCON (vscode.executeInlayHintProvider), and the
// setting tsn.inlayHints.enabled that turns them off.
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady, waitFor } from './helpers';

function label(hint: vscode.InlayHint): string {
  return typeof hint.label === 'string' ? hint.label : hint.label.map((part) => part.value).join('');
}

suite('inlay hints', () => {
  let document: vscode.TextDocument;
  const hints = async () => vscode.commands.executeCommand<vscode.InlayHint[]>(
    'vscode.executeInlayHintProvider', document.uri, new vscode.Range(0, 0, document.lineCount, 0));

  suiteSetup(async () => {
    await tsnReady();
    document = (await openFixture('running.tsn')).document;
  });

  suiteTeardown(async () => {
    await vscode.workspace.getConfiguration('tsn').update('inlayHints.enabled', undefined, vscode.ConfigurationTarget.Workspace);
  });

  test('after each line that moved VP or DEFCON: where they stand', async () => {
    const found = await hints();
    assert.deepEqual(found.map((h) => [h.position.line, h.position.character, label(h)]), [
      [10, 31, 'DEFCON 4'],
      [15, 22, 'VP US +2'],
      [16, 16, 'VP US +1 · DEFCON 5'],
    ]);
  });

  test('tsn.inlayHints.enabled = false: none', async () => {
    await vscode.workspace.getConfiguration('tsn').update('inlayHints.enabled', false, vscode.ConfigurationTarget.Workspace);
    await waitFor('the hints to go', async () => (await hints()).length === 0);
    await vscode.workspace.getConfiguration('tsn').update('inlayHints.enabled', undefined, vscode.ConfigurationTarget.Workspace);
    await waitFor('the hints to come back', async () => (await hints()).length === 3);
  });
});
