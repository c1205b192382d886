/**
 * "TSN: Import Game Log…": a game log of the digital edition, from a file or from the clipboard,
 * opened as a new untitled TSN game, which the language server then checks like any other. The
 * server converts it (`tsn/importLog`); a progress notification shows while it works; then a
 * message says how many lines were not imported, with a button listing them in an output channel
 * and showing the first in the game. No Node API: this module goes into the desktop and the web
 * clients alike.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { IMPORT_LOG } from '../../core/src/protocol';
import { ask } from './messages';

export const IMPORT_LOG_COMMAND = 'tsn.importLog';

/** The comment the importer keeps a line it could not read in (core/src/import). */
const NOT_IMPORTED = '# not imported:';

/**
 * Where the log comes from. Without it the command asks; the integration tests, and a keybinding's
 * arguments, name it: `{ from: 'clipboard' }` or `{ uri }` (a file).
 */
export interface ImportLogArgument {
  readonly from?: 'file' | 'clipboard';
  readonly uri?: vscode.Uri | string;
}

interface LogText {
  readonly text: string;
  /** How the messages name it: the file's name, or "the clipboard". */
  readonly name: string;
  /** The file's name, for the game's `[Source]` tag. */
  readonly source?: string;
}

async function chooseSource(): Promise<'file' | 'clipboard' | undefined> {
  const picked = await vscode.window.showQuickPick([
    { label: '$(file) From a File…', description: 'a game log saved from the digital edition (.txt)', from: 'file' as const },
    { label: '$(clippy) From the Clipboard', description: 'a game log copied from the app or the ts-replayer site', from: 'clipboard' as const },
  ], { title: 'Import Game Log', placeHolder: 'Where is the game log of the digital edition?' });
  return picked?.from;
}

async function readLog(argument: ImportLogArgument | undefined): Promise<LogText | undefined> {
  let uri = typeof argument?.uri === 'string' ? vscode.Uri.parse(argument.uri) : argument?.uri;
  const from = uri ? 'file' : argument?.from ?? await chooseSource();
  if (from === undefined) return undefined;
  if (from === 'clipboard') {
    const text = await vscode.env.clipboard.readText();
    if (text.trim() === '') {
      void vscode.window.showWarningMessage('The clipboard holds no text: copy the game log of the digital edition first.');
      return undefined;
    }
    return { text, name: 'the clipboard' };
  }
  if (!uri) {
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: false, openLabel: 'Import', title: 'Import Game Log',
      filters: { 'Game logs': ['txt', 'log'], 'All files': ['*'] },
    });
    uri = picked?.[0];
    if (!uri) return undefined;
  }
  const name = uri.path.split('/').pop() ?? uri.toString();
  const bytes = await vscode.workspace.fs.readFile(uri);
  return { text: new TextDecoder().decode(bytes), name, source: name };
}

/** Shows the lines not imported: listed in the output channel, the first one selected in the game. */
function showNotImported(output: vscode.OutputChannel, editor: vscode.TextEditor, log: LogText, lines: readonly { line: number; text: string; reason: string }[]): void {
  output.clear();
  output.appendLine(`${log.name}: ${lines.length} line${lines.length === 1 ? '' : 's'} not imported`);
  for (const line of lines) output.appendLine(`${log.name}:${line.line + 1}: ${line.reason}: ${line.text.trim()}`);
  output.show(true);
  const document = editor.document;
  for (let n = 0; n < document.lineCount; n++) {
    if (!document.lineAt(n).text.startsWith(NOT_IMPORTED)) continue;
    const range = document.lineAt(n).range;
    void vscode.window.showTextDocument(document, { selection: range, preview: false, viewColumn: editor.viewColumn });
    return;
  }
}

/** The command: imports a log and opens the game; resolves to its editor (undefined when nothing was imported). */
export async function importGameLog(client: BaseLanguageClient, ready: Promise<void>, output: vscode.OutputChannel, argument?: ImportLogArgument): Promise<vscode.TextEditor | undefined> {
  const log = await readLog(argument);
  if (!log) return undefined;
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Importing the game log from ${log.name}…` },
    async () => {
      await ready;
      return ask(client, IMPORT_LOG, { text: log.text, ...(log.source ? { source: log.source } : {}) });
    },
  );
  if (!result || !result.recognised) {
    void vscode.window.showErrorMessage(`${log.name === 'the clipboard' ? 'The clipboard' : log.name} holds no game log of the digital edition: ${result?.reason ?? 'it could not be read'}.`);
    return undefined;
  }
  const document = await vscode.workspace.openTextDocument({ language: 'tsn', content: result.tsn });
  const editor = await vscode.window.showTextDocument(document);
  const left = result.notImported;
  if (left.length === 0) {
    void vscode.window.showInformationMessage(`Imported the game from ${log.name}: every line of the log was read.`);
  } else {
    const show = 'Show Them';
    void vscode.window.showWarningMessage(
      `Imported the game from ${log.name}: ${left.length} line${left.length === 1 ? ' was' : 's were'} not imported, kept as "# not imported" comments.`, show,
    ).then((choice) => { if (choice === show) showNotImported(output, editor, log, left); });
  }
  return editor;
}

export function registerImportLog(context: vscode.ExtensionContext, client: BaseLanguageClient, ready: Promise<void>): void {
  const output = vscode.window.createOutputChannel('TSN Import');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand(IMPORT_LOG_COMMAND, (argument?: ImportLogArgument) => importGameLog(client, ready, output, argument)),
  );
}
