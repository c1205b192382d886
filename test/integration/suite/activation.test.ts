// First integration test: the extension loads in a real VS Code, claims .tsn files and activates
// when one is opened.
import assert from 'node:assert/strict';
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import { EXTENSION_ID, waitFor, workspaceUri } from './helpers';

suite('activation', () => {
  let document: vscode.TextDocument;

  suiteSetup(async () => {
    document = await vscode.workspace.openTextDocument(workspaceUri('sample.tsn'));
    await vscode.window.showTextDocument(document);
  });

  test('a .tsn file opens with the tsn language', () => {
    assert.equal(document.languageId, 'tsn');
  });

  test('the extension is active once a .tsn file is open', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `extension ${EXTENSION_ID} is not loaded`);
    await waitFor(`${EXTENSION_ID} to activate`, () => extension.isActive);
  });

  test('the language and its TextMate grammar are contributed', async () => {
    assert.ok((await vscode.languages.getLanguages()).includes('tsn'), 'tsn is not a known language');
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const grammars: { language?: string; scopeName?: string; path?: string }[] =
      extension.packageJSON?.contributes?.grammars ?? [];
    const grammar = grammars.find((g) => g.language === 'tsn');
    assert.ok(grammar, 'package.json contributes no grammar for tsn');
    assert.equal(grammar.scopeName, 'source.tsn');
    // The grammar file itself must ship with the extension.
    assert.ok(grammar.path, 'the tsn grammar has no path');
    await vscode.workspace.fs.stat(vscode.Uri.joinPath(extension.extensionUri, grammar.path));
  });
});
