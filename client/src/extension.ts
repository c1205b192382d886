/**
 * The extension's desktop client: starts the TSN language server (dist/server/server.js, over
 * IPC) and gives VS Code its features. It holds no TSN logic of its own.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type ServerOptions } from 'vscode-languageclient/node';
import { SERVER_NODE_FLAGS } from '../../core/src/protocol';
import { CLIENT_ID, CLIENT_NAME, clientOptionsFor, startClient, type TsnExtensionApi } from './common';

export type { TsnExtensionApi } from './common';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<TsnExtensionApi> {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6009'] } },
  };
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptionsFor(context, vscode.Uri.joinPath));
  return startClient(context, client);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
