/**
 * The web extension's client (vscode.dev, github.dev, `@vscode/test-web`): the same language
 * server as the desktop extension, bundled as dist/web/server.js and run in a Web Worker. Like
 * client/src/extension.ts it holds no TSN logic: same document selector, same settings, same
 * `tsn/ready` promise on its API. No Node API may be used here (the bundle targets the browser).
 *
 * The board preview is not registered here yet: its module uses Node's `crypto` and `path`.
 */
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser';

let client: LanguageClient | undefined;

/** What the web extension gives other extensions and the integration tests. */
export interface TsnWebExtensionApi {
  /** Resolves once the server has started and read its settings. */
  readonly ready: Promise<void>;
}

export async function activate(context: vscode.ExtensionContext): Promise<TsnWebExtensionApi> {
  const serverMain = vscode.Uri.joinPath(context.extensionUri, 'dist/web/server.js');
  const worker = new Worker(serverMain.toString(true));
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'tsn' }],
    synchronize: { configurationSection: 'tsn' },
    outputChannelName: 'Twilight Struggle Notation',
  };
  client = new LanguageClient('tsn', 'Twilight Struggle Notation', worker, clientOptions);

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  context.subscriptions.push(client.onNotification('tsn/ready', () => markReady()));
  await client.start();
  context.subscriptions.push({ dispose: () => void client?.stop() });
  return { ready };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
