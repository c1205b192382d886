/**
 * "TSN: Export Game as Web Page": the game of the active TSN editor (or of a `.tsn` file picked in
 * the Explorer) as one self-contained web page (core/src/view/gamePage.ts, as `tsn render --format
 * html` writes it), saved where the user picks in a save dialog and nowhere else. Desktop and web
 * alike: the page's script is read from the extension (dist/page/game.js) and the page written
 * through VS Code's file system. The unsaved text of an open editor is what is exported.
 */
import * as vscode from 'vscode';
import { newNonce, renderGamePage } from '../../core/src/view';

export const EXPORT_PAGE_COMMAND = 'tsn.exportPage';

/** The page's script, as the build writes it beside the client (scripts/page-bundle.mjs). */
const PAGE_SCRIPT = ['dist', 'page', 'game.js'];

function isTsn(document: vscode.TextDocument | undefined): document is vscode.TextDocument {
  return document?.languageId === 'tsn';
}

function fileName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || 'game.tsn';
}

/** The document to export: the file given (from the Explorer or a caller), else the TSN editor in view. */
async function sourceDocument(source: vscode.Uri | undefined): Promise<vscode.TextDocument | undefined> {
  if (source) {
    return vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.toString()) ?? vscode.workspace.openTextDocument(source);
  }
  const active = vscode.window.activeTextEditor?.document;
  return isTsn(active) ? active : vscode.window.visibleTextEditors.map((e) => e.document).find(isTsn);
}

/** Where the dialog proposes to save: beside the file, as NAME.html (an untitled game: in the first folder). */
function proposedTarget(document: vscode.TextDocument): vscode.Uri | undefined {
  if (!document.isUntitled) return document.uri.with({ path: document.uri.path.replace(/(\.tsn)?$/i, '.html') });
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  return folder ? vscode.Uri.joinPath(folder, `${fileName(document.uri).replace(/[^\w.-]+/g, '-')}.html`) : undefined;
}

/** Exports a game; returns where the page was written (undefined: nothing to export, cancelled, or failed, which it says). */
async function exportPage(extension: vscode.ExtensionContext, source?: vscode.Uri, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
  let document: vscode.TextDocument | undefined;
  try {
    document = await sourceDocument(source);
  } catch (error) {
    void vscode.window.showErrorMessage(`Could not read ${source ? fileName(source) : 'the file'}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (!document) {
    void vscode.window.showInformationMessage('Open a Twilight Struggle (.tsn) file to export its game as a web page.');
    return undefined;
  }
  const where = target ?? await vscode.window.showSaveDialog({
    defaultUri: proposedTarget(document),
    filters: { 'Web page': ['html'] },
    saveLabel: 'Export',
    title: `Export ${fileName(document.uri)} as a web page`,
  });
  if (!where) return undefined;
  let script: string;
  try {
    script = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extension.extensionUri, ...PAGE_SCRIPT)));
  } catch {
    void vscode.window.showErrorMessage(`The web page's script (${PAGE_SCRIPT.join('/')}) is missing from the extension: build it with "npm run build".`);
    return undefined;
  }
  const version = String((extension.extension.packageJSON as { version?: unknown }).version ?? '');
  const html = renderGamePage({ text: document.getText(), file: fileName(document.uri), start: null, script, nonce: newNonce(), version });
  try {
    await vscode.workspace.fs.writeFile(where, new TextEncoder().encode(html));
  } catch (error) {
    void vscode.window.showErrorMessage(`Could not write ${fileName(where)}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  void vscode.window.showInformationMessage(`Exported ${fileName(document.uri)} as a web page: ${where.scheme === 'file' ? where.fsPath : where.toString(true)}`);
  return where;
}

export function registerExportPage(context: vscode.ExtensionContext): void {
  context.subscriptions.push(vscode.commands.registerCommand(EXPORT_PAGE_COMMAND,
    (source?: unknown, target?: unknown) => exportPage(context, source instanceof vscode.Uri ? source : undefined, target instanceof vscode.Uri ? target : undefined)));
}
