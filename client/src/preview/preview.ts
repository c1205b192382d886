/**
 * The board preview: a webview beside the editor showing the board as it stood after the line
 * under the cursor of the TSN editor it follows. It asks the language server (`tsn/boardAt`)
 * and renders with ./render; the page swaps each new board in without reloading.
 */
import * as vscode from 'vscode';
import type { BoardSnapshot } from '../../../server/src/analysis/snapshot';
import { renderBoardContent, renderBoardDocument, type BoardMessage, type PageMessage } from './render';

/** A fresh nonce for the page's Content Security Policy: `bytes` random bytes as hex (Web Crypto, in Node and in browsers). */
function nonce(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const SHOW_BOARD_PREVIEW_COMMAND = 'tsn.showBoardPreview';
export const BOARD_PREVIEW_VIEW_TYPE = 'tsn.boardPreview';
/** Cursor moves closer together than this make one request. */
const DEBOUNCE_MS = 50;

/** Asks the language server for the board after a line (`tsn/boardAt`). */
export type BoardRequester = (uri: string, line: number) => Promise<BoardSnapshot | null>;

/** What the integration tests see of the preview. */
export interface BoardPreviewApi {
  /** The open panel, if any (one per window). */
  readonly panel: vscode.WebviewPanel | undefined;
  /** The editor's document and the cursor line the preview follows. */
  following(): { readonly uri: string; readonly line: number } | undefined;
  /** The last message posted to the page (`{ type: 'board', board, html }`), if any. */
  lastPosted(): BoardMessage | undefined;
  /** The line of the last board the page said it rendered (null: a "no board" notice). */
  lastRendered(): { readonly line: number | null } | undefined;
}

function isTsnEditor(editor: vscode.TextEditor | undefined): editor is vscode.TextEditor {
  return editor?.document.languageId === 'tsn';
}

function fileName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || uri.toString();
}

class BoardPreview implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private followed: { uri: vscode.Uri; line: number } | undefined;
  private posted: BoardMessage | undefined;
  private rendered: { line: number | null } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Numbers each request, so that an answer overtaken by a later one is dropped. */
  private sequence = 0;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly requestBoard: BoardRequester) {
    this.disposables.push(
      vscode.window.onDidChangeTextEditorSelection((event) => {
        if (!this.panel || !isTsnEditor(event.textEditor)) return;
        this.follow(event.textEditor);
        this.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        // Another TSN editor: follow it. Anything else (the preview itself, another language):
        // keep showing the file followed so far.
        if (!this.panel || !isTsnEditor(editor)) return;
        this.follow(editor);
        this.schedule();
      }),
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (!this.panel || !this.followed || event.document.uri.toString() !== this.followed.uri.toString()) return;
        const editor = vscode.window.visibleTextEditors.find((e) => e.document === event.document);
        if (editor) this.follow(editor);
        this.schedule();
      }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        if (this.followed && document.uri.toString() === this.followed.uri.toString() && isTsnEditor(vscode.window.activeTextEditor)) {
          this.follow(vscode.window.activeTextEditor);
          this.schedule();
        }
      }),
    );
  }

  get api(): BoardPreviewApi {
    const self = this;
    return {
      get panel() { return self.panel; },
      following: () => (self.followed ? { uri: self.followed.uri.toString(), line: self.followed.line } : undefined),
      lastPosted: () => self.posted,
      lastRendered: () => self.rendered,
    };
  }

  /** Opens the panel beside the editor (or reveals it) and shows the active TSN editor's board. */
  async show(): Promise<void> {
    const editor = isTsnEditor(vscode.window.activeTextEditor)
      ? vscode.window.activeTextEditor
      : vscode.window.visibleTextEditors.find(isTsnEditor);
    if (editor) this.follow(editor);
    if (!this.followed) {
      void vscode.window.showInformationMessage('Open a Twilight Struggle (.tsn) file to preview its board.');
      return;
    }
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    } else {
      this.panel = this.createPanel();
    }
    await this.update();
  }

  private createPanel(): vscode.WebviewPanel {
    const panel = vscode.window.createWebviewPanel(
      BOARD_PREVIEW_VIEW_TYPE,
      this.title(),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: false, localResourceRoots: [], enableFindWidget: true },
    );
    panel.webview.html = this.page(panel.webview);
    panel.webview.onDidReceiveMessage((message: PageMessage) => {
      if (message?.type === 'ready') {
        // A page loaded (first time, or again after being hidden): give it the latest board.
        if (this.posted) void panel.webview.postMessage(this.posted);
      } else if (message?.type === 'rendered') {
        this.rendered = { line: typeof message.line === 'number' ? message.line : null };
      }
    }, undefined, this.disposables);
    panel.onDidDispose(() => {
      if (this.panel === panel) this.panel = undefined;
      this.posted = undefined;
      this.rendered = undefined;
      clearTimeout(this.timer);
    }, undefined, this.disposables);
    return panel;
  }

  private follow(editor: vscode.TextEditor): void {
    this.followed = { uri: editor.document.uri, line: editor.selection.active.line };
  }

  private title(): string {
    return this.followed ? `Board · ${fileName(this.followed.uri)}` : 'Board';
  }

  /** The page as first loaded: a notice, until the first board is posted to it. */
  private page(webview: vscode.Webview): string {
    return renderBoardDocument(null, {
      nonce: nonce(18),
      cspSource: webview.cspSource,
      notice: 'Reading the board…',
      ...(this.followed ? { file: fileName(this.followed.uri) } : {}),
    });
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), DEBOUNCE_MS);
  }

  /** Asks for the board of the followed line and posts it to the page. */
  async update(): Promise<void> {
    clearTimeout(this.timer);
    const panel = this.panel;
    const followed = this.followed;
    if (!panel || !followed) return;
    const ticket = ++this.sequence;
    let board: BoardSnapshot | null;
    try {
      board = await this.requestBoard(followed.uri.toString(), followed.line);
    } catch {
      board = null;
    }
    if (ticket !== this.sequence || this.panel !== panel) return;
    const file = fileName(followed.uri);
    panel.title = `Board · ${file}`;
    const message: BoardMessage = { type: 'board', board, html: renderBoardContent(board, file) };
    this.posted = message;
    await panel.webview.postMessage(message);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.panel?.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

/** Registers the preview's command; returns what the extension's API exposes of it. */
export function registerBoardPreview(context: vscode.ExtensionContext, requestBoard: BoardRequester): BoardPreviewApi {
  const preview = new BoardPreview(requestBoard);
  context.subscriptions.push(preview, vscode.commands.registerCommand(SHOW_BOARD_PREVIEW_COMMAND, () => preview.show()));
  return preview.api;
}
