// A first run: "TSN: New Game" opens an untitled game with the tags and today's date, "TSN: Open
// Example Game" an untitled copy of the shipped example; the walkthrough and icons are contributed.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { EXTENSION_ID, tsnReady, waitFor } from './helpers';

suite('new game and getting started', () => {
  suiteSetup(async () => {
    await tsnReady();
  });

  test('TSN: New Game opens an untitled TSN document with the tags and today\'s date', async () => {
    await vscode.commands.executeCommand('tsn.newGame');
    const editor = await waitFor('the new game', () => {
      const active = vscode.window.activeTextEditor;
      return active?.document.isUntitled && active.document.getText().includes('[Notation "TSN 2"]') ? active : undefined;
    });
    const now = new Date();
    const today = `${now.getFullYear()}.${String(now.getMonth() + 1).padStart(2, '0')}.${String(now.getDate()).padStart(2, '0')}`;
    assert.equal(editor.document.languageId, 'tsn');
    assert.ok(editor.document.getText().includes(`[Date "${today}"]`), editor.document.getText());
    assert.ok(editor.document.getText().includes('1.S   PL4 DD HU ; IT3 FR2 DE2'));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('TSN: Open Example Game opens an untitled copy of the example, checked like any game', async () => {
    await vscode.commands.executeCommand('tsn.openExample');
    const editor = await waitFor('the example', () => {
      const active = vscode.window.activeTextEditor;
      return active?.document.isUntitled && active.document.getText().includes('[Event "Friendly game"]') ? active : undefined;
    });
    assert.equal(editor.document.languageId, 'tsn');
    const lenses = await waitFor('its code lens', async () => {
      const found = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
      return found.length ? found : undefined;
    });
    assert.equal(lenses[0]?.command?.title, 'Turn 1: VP 0 → US +1 · DEFCON 5');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('the walkthrough, the extension icon and the .tsn file icon are contributed', () => {
    const json = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      icon?: string;
      contributes: { walkthroughs?: { steps: { id: string }[] }[]; languages: { id: string; icon?: unknown }[] };
    };
    assert.equal(json.icon, 'images/icon.png');
    assert.deepEqual(json.contributes.walkthroughs?.[0]?.steps.map((s) => s.id), ['openExample', 'showPreview', 'newGame', 'commandLine']);
    assert.ok(json.contributes.languages.find((l) => l.id === 'tsn')?.icon);
  });
});
