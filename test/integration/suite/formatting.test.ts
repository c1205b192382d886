// Formatting (vscode.executeFormatDocumentProvider): a badly spaced file comes out in canonical
// TSN, except the line with an error, which is left exactly as written.
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, revert, tsnReady } from './helpers';

const FORMATTED = [
  '[Event "Formatting fixture"]',
  '[Notation "TSN 2"]',
  '',
  '1.S   PL4 DD HU ; IT3 FR2 DE2',
  '1.1   DES#IR4+3 D4 ; MAR&JP3 KR',
  '1.2   FID&SY2 ; DAC&EG JO LB',
  '1.3   KOR&XX SY  ;   RED&ID MY PH2', // TSN012 (XX): left alone
  '',
].join('\n');

suite('formatting', () => {
  let document: vscode.TextDocument;

  suiteSetup(async () => {
    await tsnReady();
    document = (await openFixture('unformatted.tsn')).document;
  });

  suiteTeardown(async () => {
    if (document) await revert(document);
  });

  test('Format Document rewrites the lines in canonical TSN and leaves the line with an error', async () => {
    const edits = await vscode.commands.executeCommand<vscode.TextEdit[]>('vscode.executeFormatDocumentProvider', document.uri, { tabSize: 2, insertSpaces: true });
    assert.ok(Array.isArray(edits) && edits.length > 0, 'no formatting edits');
    // VS Code may split the server's line edits into smaller ones: compare the lines touched.
    const touched = [...new Set(edits.flatMap((e) => [e.range.start.line, e.range.end.line]))].sort((a, b) => a - b);
    assert.deepEqual(touched, [0, 3, 4, 5], 'the lines edited');
    const edit = new vscode.WorkspaceEdit();
    edit.set(document.uri, edits);
    assert.ok(await vscode.workspace.applyEdit(edit), 'the edits did not apply');
    assert.equal(document.getText(), FORMATTED);
  });

  test('formatting a formatted file changes nothing', async () => {
    assert.equal(document.getText(), FORMATTED, 'the previous test did not format the file');
    const edits = await vscode.commands.executeCommand<vscode.TextEdit[]>('vscode.executeFormatDocumentProvider', document.uri, { tabSize: 2, insertSpaces: true });
    assert.deepEqual(edits ?? [], []);
  });
});
