/**
 * What the desktop client (Node, extension.ts) and the web client (browser, browserExtension.ts)
 * share once each has made its LanguageClient: the `tsn/ready` promise and the board preview.
 * No Node API here: this module goes into both bundles.
 */
import type * as vscode from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import { BOARD_VIEW, READY, SCORE_AT } from '../../core/src/protocol';
import { ask, onNotice } from './messages';
import { registerBoardPreview, type BoardPreviewApi } from './preview/preview';
import { registerScoreStatus, type ScoreStatusApi } from './status';
import { registerNewGame } from './newGame';
import { registerExportPage } from './exportPage';
import { registerImportLog } from './importLog';
import { answerWorkspaceFiles } from './workspaceFiles';

/** What the extension gives other extensions and its own integration tests. */
export interface TsnExtensionApi {
  /** Resolves once the server has started and read its settings. */
  readonly ready: Promise<void>;
  /** The board preview (command `tsn.showBoardPreview`). */
  readonly preview: BoardPreviewApi;
  /** The running score's status bar item. */
  readonly score: ScoreStatusApi;
}

export const CLIENT_ID = 'tsn';
export const CLIENT_NAME = 'Twilight Struggle Notation';

export const clientOptions: LanguageClientOptions = {
  documentSelector: [{ language: 'tsn' }],
  synchronize: { configurationSection: 'tsn' },
  outputChannelName: CLIENT_NAME,
  // The client answers tsn/workspaceFiles and tsn/readFile (workspace symbols), here and on the web.
  initializationOptions: { workspaceFiles: true },
};

/**
 * Where diagnostic codes link to (the server's `codeDescription`): the repository's
 * docs/diagnostics.md on GitHub when package.json names a GitHub repository, else the copy
 * packaged in the extension (which works offline and in the web).
 */
export function diagnosticsDocUri(context: vscode.ExtensionContext, joinPath: (base: vscode.Uri, ...segments: string[]) => vscode.Uri): string {
  const repository = (context.extension.packageJSON as { repository?: string | { url?: string } }).repository;
  const url = typeof repository === 'string' ? repository : repository?.url;
  const github = url ? /^(?:git\+)?https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url) : null;
  if (github) return `https://github.com/${github[1]}/blob/HEAD/docs/diagnostics.md`;
  return joinPath(context.extensionUri, 'docs', 'diagnostics.md').toString();
}

/** The client's options, with what the server is told at initialization. */
export function clientOptionsFor(context: vscode.ExtensionContext, joinPath: (base: vscode.Uri, ...segments: string[]) => vscode.Uri): LanguageClientOptions {
  return { ...clientOptions, initializationOptions: { ...clientOptions.initializationOptions as object, diagnosticsDoc: diagnosticsDocUri(context, joinPath) } };
}

/** Starts `client`, wires the preview to it, and returns the extension's API. */
export async function startClient(context: vscode.ExtensionContext, client: BaseLanguageClient): Promise<TsnExtensionApi> {
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  context.subscriptions.push(onNotice(client, READY, () => markReady()));
  // The preview may ask before the server is up (a panel restored after a reload): it waits.
  const preview = registerBoardPreview(context, async (uri, line) => {
    await ready;
    return ask(client, BOARD_VIEW, { uri, line });
  });
  answerWorkspaceFiles(context, client);
  registerNewGame(context);
  registerExportPage(context);
  registerImportLog(context, client, ready);
  await client.start();
  context.subscriptions.push({ dispose: () => void client.stop() });
  // After start: the item's first request goes to a running client.
  const score = registerScoreStatus(context, (uri, line) => ask(client, SCORE_AT, { uri, line }));
  return { ready, preview, score };
}
