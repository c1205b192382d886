// The extension loads in a real VS Code, claims .tsn files, activates when one is opened, and its
// language server says it is ready.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { EXTENSION_ID, HOST, tsnReady, waitFor, workspaceUri } from './helpers';

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

  test('the language server sends tsn/ready', async () => {
    const api = await tsnReady();
    assert.equal(typeof api.ready.then, 'function');
  });

  test(`the ${HOST} entry of the manifest is the one running`, () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const entry = HOST === 'web' ? extension.packageJSON?.browser : extension.packageJSON?.main;
    assert.equal(entry, HOST === 'web' ? './dist/web/extension.js' : './dist/client/extension.js');
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
    // The grammar file itself must ship with the extension. The web host serves the extension
    // over http, where no file system provider answers: fetch it there.
    assert.ok(grammar.path, 'the tsn grammar has no path');
    const uri = vscode.Uri.joinPath(extension.extensionUri, grammar.path);
    if (uri.scheme === 'http' || uri.scheme === 'https') {
      const response = await fetch(uri.toString(true));
      assert.ok(response.ok, `GET ${uri.toString(true)}: ${response.status}`);
      assert.equal((await response.json() as { scopeName?: string }).scopeName, 'source.tsn');
    } else {
      const grammarJson = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri))) as { scopeName?: string };
      assert.equal(grammarJson.scopeName, 'source.tsn');
    }
  });
});
