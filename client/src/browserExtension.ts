/**
 * The web extension's client (vscode.dev, github.dev, `@vscode/test-web`): the same language
 * server as the desktop extension, bundled as dist/web/server.js and run in a Web Worker, and the
 * same features. No Node API may be used here (the bundle targets the browser).
 */
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { CLIENT_ID, CLIENT_NAME, clientOptionsFor, startClient, type TsnExtensionApi } from './common';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<TsnExtensionApi> {
  const serverMain = vscode.Uri.joinPath(context.extensionUri, 'dist/web/server.js');
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, new Worker(serverMain.toString(true)), clientOptionsFor(context, vscode.Uri.joinPath));
  return startClient(context, client);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
