/**
 * The extension's desktop client: starts the TSN language server (dist/server/server.js, over
 * standard input and output) and gives VS Code its features. It holds no TSN logic of its own.
 *
 * Why stdio and not IPC: over stdio the server reads each message with its own reader, which
 * reads a large one (a 10 MB file opened) in steps and answers other files meanwhile
 * (server/src/stdioReader.ts); over Node's IPC channel the message is parsed whole before the
 * server sees it, one pause of 100-200 ms (issue 22).
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
    run: { module: serverModule, transport: TransportKind.stdio, options: { execArgv: [...SERVER_NODE_FLAGS] } },
    debug: { module: serverModule, transport: TransportKind.stdio, options: { execArgv: [...SERVER_NODE_FLAGS, '--nolazy', '--inspect=6009'] } },
  };
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptionsFor(context, vscode.Uri.joinPath));
  return startClient(context, client);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
