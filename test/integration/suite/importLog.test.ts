// "TSN: Import Game Log…": a game log of the digital edition, from a file or from the clipboard,
// opens as a new untitled TSN game, checked at once; a log pasted into a TSN document offers the
// quick fix "Convert digital-edition log to TSN" (TSN046), which replaces the text when applied.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { codeOf, tsnReady, waitFor, waitForDiagnostics, workspaceUri } from './helpers';

const SHORT_LOG = [
  'SETUP: : Boris will play as USSR.',
  'Alice will play as USA.',
  'USSR +4 in Poland [0][4]',
  'USSR +1 in East Germany [0][4]',
  'USSR +1 in Austria [0][1]',
  'US +4 in West Germany [4][0]',
  'US +3 in Italy [3][0]',
  '',
  'Turn 1, Headline Phase: Socialist Governments & Red Scare/Purge: USSR Headlines Socialist Governments',
  'US Headlines Red Scare/Purge',
  'Event: Red Scare/Purge',
  'Red Scare/Purge is now in play.',
  '',
  'Event: Socialist Governments',
  'US -2 in Italy [1][0]',
  'US -1 in West Germany [3][0]',
  'The players shake hands.',
].join('\n');

/** Waits for the untitled TSN game the command opened: the active editor once it holds `text`. */
function importedGame(text: string): Promise<vscode.TextEditor> {
  return waitFor('the imported game', () => {
    const active = vscode.window.activeTextEditor;
    return active?.document.isUntitled && active.document.languageId === 'tsn' && active.document.getText().includes(text) ? active : undefined;
  });
}

suite('import a game log of the digital edition', () => {
  suiteSetup(async () => {
    await tsnReady();
  });

  test('from a file: a new untitled TSN game, every line read, checked with no error', async () => {
    const editor = await vscode.commands.executeCommand<vscode.TextEditor | undefined>('tsn.importLog', { uri: workspaceUri('digital-log.txt').toString() });
    assert.ok(editor, 'the command opened no game');
    const game = await importedGame('[Source "digital edition game log, digital-log.txt"]');
    assert.ok(game.document.getText().startsWith('[Event "Twilight Struggle, digital edition"]'), game.document.getText().slice(0, 200));
    assert.ok(game.document.getText().includes('\n1.S   DD PL4 AT ; DE4 IT4 IR\n'));
    assert.ok(!game.document.getText().includes('# not imported'));
    // Checked at once: the server's information on the handicap's influence, and no error.
    const diagnostics = await waitForDiagnostics(game.document.uri, 'the game to be checked', (ds) => ds.some((d) => codeOf(d) === 'TSN115'));
    assert.deepEqual(diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).map((d) => `${codeOf(d)} ${d.message}`), []);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('from the clipboard: a line it cannot read is kept as # not imported in the game', async () => {
    await vscode.env.clipboard.writeText(SHORT_LOG);
    await vscode.commands.executeCommand('tsn.importLog', { from: 'clipboard' });
    const game = await importedGame('1.H   SOC(IT-2 DE-) ; RED');
    assert.ok(game.document.getText().includes('# not imported: The players shake hands.'), game.document.getText());
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  test('a log pasted into a TSN document: one TSN046, whose quick fix converts it', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'tsn', content: SHORT_LOG });
    await vscode.window.showTextDocument(document);
    const [diagnostic] = await waitForDiagnostics(document.uri, 'TSN046 on the pasted log', (ds) => ds.length === 1 && codeOf(ds[0]!) === 'TSN046');
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, diagnostic!.range);
    const convert = (actions ?? []).filter((a) => a.title === 'Convert digital-edition log to TSN');
    assert.equal(convert.length, 1);
    assert.ok(convert[0]!.edit && await vscode.workspace.applyEdit(convert[0]!.edit));
    assert.ok(document.getText().startsWith('[Event "Twilight Struggle, digital edition"]'), document.getText());
    assert.ok(document.getText().includes('1.H   SOC(IT-2 DE-) ; RED'));
    await waitForDiagnostics(document.uri, 'TSN046 to go', (ds) => ds.every((d) => codeOf(d) !== 'TSN046'));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });
});
