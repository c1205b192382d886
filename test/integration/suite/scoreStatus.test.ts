// The running score in the status bar: the tracks after the cursor's line, from the server's
// tsn/scoreAt, following the cursor; clicking it opens the board preview. Read through the
// extension's API (`score.text()`), as a status bar item's text is not readable otherwise.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, skipBecause, tsnReady, waitFor } from './helpers';

interface ScoreHooks {
  text(): string | undefined;
  readonly command: string;
}

suite('running score in the status bar', () => {
  let score: ScoreHooks;
  let editor: vscode.TextEditor;

  suiteSetup(async function () {
    const api = (await tsnReady()) as { score?: ScoreHooks };
    if (!api.score) skipBecause(this, 'the extension\'s API exposes no `score` hooks');
    score = api.score;
    editor = await openFixture('running.tsn');
  });

  const moveTo = (line: number) => {
    editor.selection = new vscode.Selection(line, 0, line, 0);
  };

  test('after 1.1: the round, VP, DEFCON 4, military operations and the China Card', async () => {
    moveTo(10);
    const text = await waitFor('the score after 1.1', () => (score.text()?.includes('1.1') ? score.text() : undefined));
    assert.equal(text, '$(pulse) 1.1 · VP 0 · DEFCON 4 · MilOps 3/0 · China USSR');
  });

  test('it follows the cursor: after 2.1 the China Card is the US\'s, face down', async () => {
    moveTo(19);
    const text = await waitFor('the score after 2.1', () => (score.text()?.includes('2.1') ? score.text() : undefined));
    assert.equal(text, '$(pulse) 2.1 · VP US +1 · DEFCON 5 · MilOps 0/0 · China US (face down)');
  });

  test('clicking it opens the board preview', async () => {
    assert.equal(score.command, 'tsn.showBoardPreview');
    assert.ok((await vscode.commands.getCommands(true)).includes(score.command));
  });

  test('hidden when the editor in front is not a TSN file', async () => {
    const other = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'not a game' });
    await vscode.window.showTextDocument(other);
    await waitFor('the item to hide', () => score.text() === undefined);
    editor = await openFixture('running.tsn');
    moveTo(10);
    await waitFor('the item to come back', () => score.text()?.includes('1.1'));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
