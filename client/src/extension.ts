/**
 * The extension's client: starts the TSN language server and gives VS Code its features. It
 * holds no TSN logic of its own.
 */
import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import type { BoardSnapshot } from '../../server/src/analysis/snapshot';
import { registerBoardPreview, type BoardPreviewApi } from './preview/preview';

let client: LanguageClient | undefined;

/** What the extension gives other extensions and its own integration tests. */
export interface TsnExtensionApi {
  /** Resolves once the server has started and read its settings. */
  readonly ready: Promise<void>;
  /** The board preview (command `tsn.showBoardPreview`). */
  readonly preview: BoardPreviewApi;
}

export async function activate(context: vscode.ExtensionContext): Promise<TsnExtensionApi> {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'tsn' }],
    synchronize: { configurationSection: 'tsn' },
    outputChannelName: 'Twilight Struggle Notation',
  };
  client = new LanguageClient('tsn', 'Twilight Struggle Notation', serverOptions, clientOptions);

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  context.subscriptions.push(client.onNotification('tsn/ready', () => markReady()));
  const languageClient = client;
  const preview = registerBoardPreview(context, (uri, line) => languageClient.sendRequest<BoardSnapshot | null>('tsn/boardAt', { uri, line }));
  await client.start();
  context.subscriptions.push({ dispose: () => void client?.stop() });
  return { ready, preview };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
