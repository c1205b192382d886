/**
 * What the desktop client (Node, extension.ts) and the web client (browser, browserExtension.ts)
 * share once each has made its LanguageClient: the `tsn/ready` promise and the board preview.
 * No Node API here: this module goes into both bundles.
 */
import type * as vscode from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import type { BoardView } from '../../server/src/analysis/boardView';
import { registerBoardPreview, type BoardPreviewApi } from './preview/preview';

/** What the extension gives other extensions and its own integration tests. */
export interface TsnExtensionApi {
  /** Resolves once the server has started and read its settings. */
  readonly ready: Promise<void>;
  /** The board preview (command `tsn.showBoardPreview`). */
  readonly preview: BoardPreviewApi;
}

export const CLIENT_ID = 'tsn';
export const CLIENT_NAME = 'Twilight Struggle Notation';

export const clientOptions: LanguageClientOptions = {
  documentSelector: [{ language: 'tsn' }],
  synchronize: { configurationSection: 'tsn' },
  outputChannelName: CLIENT_NAME,
};

/** Starts `client`, wires the preview to it, and returns the extension's API. */
export async function startClient(context: vscode.ExtensionContext, client: BaseLanguageClient): Promise<TsnExtensionApi> {
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  context.subscriptions.push(client.onNotification('tsn/ready', () => markReady()));
  // The preview may ask before the server is up (a panel restored after a reload): it waits.
  const preview = registerBoardPreview(context, async (uri, line) => {
    await ready;
    return client.sendRequest<BoardView | null>('tsn/boardView', { uri, line });
  });
  await client.start();
  context.subscriptions.push({ dispose: () => void client.stop() });
  return { ready, preview };
}
