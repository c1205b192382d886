// Quick fixes (vscode.executeCodeActionProvider): a diagnostic that knows the right text offers a
// quick fix; applying its WorkspaceEdit fixes the text and the diagnostic goes away.
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { codeOf, openFixture, revert, tsnReady, waitForDiagnostics } from './helpers';

suite('quick fix', () => {
  let document: vscode.TextDocument;

  suiteSetup(async () => {
    await tsnReady();
    document = (await openFixture('quickfix.tsn')).document;
  });

  suiteTeardown(async () => {
    if (document) await revert(document);
  });

  test('TSN013 (ir) offers "Write IR"; applying it fixes the line and the diagnostic disappears', async () => {
    const [diagnostic] = await waitForDiagnostics(document.uri, 'TSN013 in quickfix.tsn', (ds) => ds.some((d) => codeOf(d) === 'TSN013'));
    assert.ok(diagnostic);
    assert.equal(codeOf(diagnostic), 'TSN013');
    assert.deepEqual([diagnostic.range.start.line, diagnostic.range.start.character, diagnostic.range.end.character], [4, 10, 12]);

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, diagnostic.range);
    const fixes = (actions ?? []).filter((a) => a.kind?.value === vscode.CodeActionKind.QuickFix.value);
    assert.deepEqual(fixes.map((a) => a.title), ['Write IR']);
    const fix = fixes[0];
    assert.ok(fix?.edit, 'the quick fix carries no edit');
    assert.equal(fix.isPreferred, true);

    assert.ok(await vscode.workspace.applyEdit(fix.edit), 'the quick fix did not apply');
    assert.equal(document.lineAt(4).text, '1.1   DES#IR4+3 D4 ; MAR&JP3 KR');
    await waitForDiagnostics(document.uri, 'the diagnostics of quickfix.tsn to go', (ds) => ds.length === 0);
  });
});
