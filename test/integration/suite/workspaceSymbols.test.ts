// Workspace symbols across the games of the workspace folder (vscode.executeWorkspaceSymbolProvider):
// the server asks the client for the folder's .tsn files, on the desktop and on the web.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { tsnReady, waitFor } from './helpers';

const file = (s: vscode.SymbolInformation) => s.location.uri.path.slice(s.location.uri.path.lastIndexOf('/') + 1);

suite('workspace symbols', () => {
  suiteSetup(async () => {
    await tsnReady();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('the games of the folder, a file no editor opened among them', async () => {
    const games = await waitFor('the games', async () => {
      const found = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'Club final');
      const names = found.filter((s) => s.kind === vscode.SymbolKind.File).map((s) => `${file(s)}: ${s.name}`);
      return names.length ? names : undefined;
    });
    // club/final.tsn is opened by no test: only the folder's files can give it.
    assert.deepEqual(games, ['final.tsn: Club final (Dmitri v Carol)']);
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.path.endsWith('/club/final.tsn')), 'club/final.tsn was opened');
  });

  test('every play of a card across the games, with its place', async () => {
    const found = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'De-Stalinization');
    const plays = found.map((s) => `${file(s)} ${s.location.range.start.line}: ${s.name}`).sort();
    assert.ok(plays.includes('game.tsn 11: 1.1 USSR De-Stalinization: DES#IR4+3 D4'), plays.join('\n'));
    assert.ok(plays.includes('running.tsn 10: 1.1 USSR De-Stalinization: DES#IR4+3 D4'), plays.join('\n'));
    const nasser = await vscode.commands.executeCommand<vscode.SymbolInformation[]>('vscode.executeWorkspaceSymbolProvider', 'Nasser');
    assert.ok(nasser.some((s) => file(s) === 'final.tsn' && s.name === '1.1 USSR Nasser: NAS#IR6+3 D4'), nasser.map((s) => s.name).join('\n'));
  });
});
