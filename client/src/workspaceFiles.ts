/**
 * Answers the language server's `tsn/workspaceFiles` and `tsn/readFile` (for workspace symbols):
 * the `.tsn` files of the workspace folders with their modification times, and a file's text,
 * through VS Code's file system, so that the same works on the desktop and on the web.
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { READ_FILE, WORKSPACE_FILES, type WorkspaceFile } from '../../core/src/protocol';
import { answer } from './messages';

/** At most this many files are listed. */
const MAX_FILES = 2_000;

async function listFiles(): Promise<WorkspaceFile[]> {
  const uris = await vscode.workspace.findFiles('**/*.tsn', '**/node_modules/**', MAX_FILES);
  const out: WorkspaceFile[] = [];
  for (const uri of uris) {
    try {
      out.push({ uri: uri.toString(), stamp: (await vscode.workspace.fs.stat(uri)).mtime });
    } catch {
      // Gone since the search: left out.
    }
  }
  return out;
}

async function readFile(params: unknown): Promise<string | null> {
  const uri = (params as { uri?: unknown } | null)?.uri;
  if (typeof uri !== 'string') return null;
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.parse(uri)));
  } catch {
    return null;
  }
}

export function answerWorkspaceFiles(context: vscode.ExtensionContext, client: BaseLanguageClient): void {
  context.subscriptions.push(
    answer(client, WORKSPACE_FILES, listFiles),
    answer(client, READ_FILE, readFile),
  );
}
