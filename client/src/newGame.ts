/**
 * "TSN: New Game" opens a new untitled TSN document holding the tags (today's date filled in) and
 * the setup and headline lines, with tab stops; "TSN: Open Example Game" opens an untitled copy
 * of the example game shipped with the extension. Neither writes a file: saving is the user's.
 */
import * as vscode from 'vscode';

export const NEW_GAME_COMMAND = 'tsn.newGame';
export const OPEN_EXAMPLE_COMMAND = 'tsn.openExample';

/** The example shipped in the .vsix (see .vscodeignore). */
const EXAMPLE = 'examples/game.tsn';

/** The new game's text as a snippet: VS Code fills in today's date ($CURRENT_YEAR...). */
export const NEW_GAME_SNIPPET = [
  '[Event "${1:Twilight Struggle}"]',
  '[Site "${2:Site}"]',
  '[Date "$CURRENT_YEAR.$CURRENT_MONTH.$CURRENT_DATE"]',
  '[US "${3:US player}"]',
  '[USSR "${4:USSR player}"]',
  '[Result "*"]',
  '[Notation "TSN 2"]',
  '',
  '1.S   ${5:PL4 DD HU} ; ${6:IT3 FR2 DE2}',
  '1.H   ${7:CARD} ; ${8:CARD}',
  '$0',
].join('\n');

async function newGame(): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument({ language: 'tsn', content: '' });
  const editor = await vscode.window.showTextDocument(document);
  await editor.insertSnippet(new vscode.SnippetString(NEW_GAME_SNIPPET));
  return editor;
}

async function openExample(extensionUri: vscode.Uri): Promise<vscode.TextEditor> {
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, EXAMPLE));
  const document = await vscode.workspace.openTextDocument({ language: 'tsn', content: new TextDecoder().decode(bytes) });
  return vscode.window.showTextDocument(document);
}

export function registerNewGame(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(NEW_GAME_COMMAND, newGame),
    vscode.commands.registerCommand(OPEN_EXAMPLE_COMMAND, () => openExample(context.extensionUri)),
  );
}
