/**
 * The board preview: a webview beside the editor showing the board map as it stood after the
 * line under the cursor of the TSN editor it follows. It asks the language server for that
 * line's board view (`tsn/boardView`, one request per cursor move) and renders it with ./render;
 * the page swaps each new board in without reloading. The page asks back for a line (step
 * buttons, the chart, a country's history: the editor's cursor moves there, and the preview
 * follows) or a country's details. A serializer brings the panel back after a reload; while no
 * panel is open, nothing listens or asks.
 */
import * as vscode from 'vscode';
import type { BoardView } from '../../../core/src/protocol';
import { isCountryCode, newNonce, parsePageMessage, renderBoardContent, type BoardMessage, type PageState } from '../../../core/src/view';
import { renderBoardDocument } from './render';

export const SHOW_BOARD_PREVIEW_COMMAND = 'tsn.showBoardPreview';
export const BOARD_PREVIEW_VIEW_TYPE = 'tsn.boardPreview';
/** Cursor moves closer together than this make one request. */
const DEBOUNCE_MS = 50;

/** Asks the language server for the board view after a line (`tsn/boardView`). */
export type BoardRequester = (uri: string, line: number) => Promise<BoardView | null>;

/** What the integration tests see of the preview. */
export interface BoardPreviewApi {
  /** The open panel, if any (one per window). */
  readonly panel: vscode.WebviewPanel | undefined;
  /** The editor's document and the cursor line the preview follows. */
  following(): { readonly uri: string; readonly line: number } | undefined;
  /** The last message posted to the page (`{ type: 'board', board, html, state }`), if any. */
  lastPosted(): BoardMessage | undefined;
  /** The line of the last board the page said it rendered (null: a "no board" notice). */
  lastRendered(): { readonly line: number | null } | undefined;
  /** The country whose details are open. */
  selected(): string | null;
  /** What VS Code calls after a reload with a panel of the preview's type and its page's saved state. */
  restore(panel: vscode.WebviewPanel, state: unknown): Promise<void>;
}

function isTsnEditor(editor: vscode.TextEditor | undefined): editor is vscode.TextEditor {
  return editor?.document.languageId === 'tsn';
}

function fileName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || uri.toString();
}

const WEBVIEW_OPTIONS: vscode.WebviewOptions = { enableScripts: true, localResourceRoots: [] };

class BoardPreview implements vscode.Disposable, vscode.WebviewPanelSerializer {
  private panel: vscode.WebviewPanel | undefined;
  private panelDisposables: vscode.Disposable[] = [];
  private followed: { uri: vscode.Uri; line: number } | undefined;
  private posted: BoardMessage | undefined;
  private rendered: { line: number | null } | undefined;
  private view: BoardView | null = null;
  private selectedCountry: string | null = null;
  /**
   * The TSN editor last active, and its cursor's line: what "Show Board Preview" shows when no
   * TSN editor is active or visible (the walkthrough's page in front of the example it opened).
   */
  private lastTsn: { uri: vscode.Uri; line: number } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Numbers each request, so that an answer overtaken by a later one is dropped. */
  private sequence = 0;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly requestBoard: BoardRequester) {
    if (isTsnEditor(vscode.window.activeTextEditor)) this.remember(vscode.window.activeTextEditor);
    this.disposables.push(
      vscode.window.onDidChangeTextEditorSelection((event) => {
        if (isTsnEditor(event.textEditor)) this.remember(event.textEditor);
        if (!this.panel || !isTsnEditor(event.textEditor)) return;
        this.follow(event.textEditor);
        this.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (isTsnEditor(editor)) this.remember(editor);
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
        if (this.panel && this.followed && document.uri.toString() === this.followed.uri.toString() && isTsnEditor(vscode.window.activeTextEditor)) {
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
      selected: () => self.selectedCountry,
      restore: (panel, state) => self.deserializeWebviewPanel(panel, state),
    };
  }

  /**
   * Opens the panel beside the editor (or reveals it) and shows the board of the active TSN
   * editor, else of a visible one, else of the one last active while its document is open, else
   * of any open TSN document. Says so when there is none; the walkthrough's step is done only when
   * the preview opened (context key `tsn.boardPreviewShown`).
   */
  async show(): Promise<void> {
    const editor = isTsnEditor(vscode.window.activeTextEditor)
      ? vscode.window.activeTextEditor
      : vscode.window.visibleTextEditors.find(isTsnEditor);
    if (editor) this.follow(editor);
    else {
      const open = (place: { uri: vscode.Uri } | undefined) => place !== undefined && vscode.workspace.textDocuments.some((d) => !d.isClosed && d.uri.toString() === place.uri.toString());
      const any = vscode.workspace.textDocuments.filter((d) => d.languageId === 'tsn' && !d.isClosed).pop();
      const known = [this.lastTsn, this.followed].find(open);
      this.followed = known ? { uri: known.uri, line: known.line } : any ? { uri: any.uri, line: 0 } : undefined;
    }
    if (!this.followed) {
      void vscode.window.showInformationMessage('Open a Twilight Struggle (.tsn) file to preview its board.');
      return;
    }
    void vscode.commands.executeCommand('setContext', 'tsn.boardPreviewShown', true);
    if (this.panel) {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    } else {
      const panel = vscode.window.createWebviewPanel(
        BOARD_PREVIEW_VIEW_TYPE,
        this.title(),
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { ...WEBVIEW_OPTIONS, retainContextWhenHidden: false, enableFindWidget: true },
      );
      this.adopt(panel);
    }
    await this.update();
  }

  /** After a reload: the panel VS Code restored, with the state its page saved. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const saved = (state && typeof state === 'object' ? state : {}) as PageState;
    if (this.panel) {
      // One preview per window: a second restored panel is not needed.
      panel.dispose();
      return;
    }
    this.selectedCountry = isCountryCode(saved.selected) ? saved.selected : null;
    const uri = typeof saved.uri === 'string' ? saved.uri : undefined;
    const editor = vscode.window.visibleTextEditors.find((e) => isTsnEditor(e) && e.document.uri.toString() === uri)
      ?? (isTsnEditor(vscode.window.activeTextEditor) ? vscode.window.activeTextEditor : vscode.window.visibleTextEditors.find(isTsnEditor));
    if (editor) this.follow(editor);
    else if (uri) {
      try {
        this.followed = { uri: vscode.Uri.parse(uri, true), line: Number.MAX_SAFE_INTEGER };
      } catch {
        this.followed = undefined;
      }
    }
    panel.webview.options = WEBVIEW_OPTIONS;
    this.adopt(panel);
    await this.update();
  }

  private adopt(panel: vscode.WebviewPanel): void {
    this.panel = panel;
    panel.title = this.title();
    panel.webview.html = this.page(panel.webview);
    this.panelDisposables.push(
      panel.webview.onDidReceiveMessage((raw: unknown) => this.receive(panel, raw)),
      panel.onDidDispose(() => {
        if (this.panel !== panel) return;
        this.panel = undefined;
        this.posted = undefined;
        this.rendered = undefined;
        this.view = null;
        this.selectedCountry = null;
        clearTimeout(this.timer);
        for (const d of this.panelDisposables.splice(0)) d.dispose();
      }),
    );
  }

  /** A message from the page: checked before anything is done with it. */
  private receive(panel: vscode.WebviewPanel, raw: unknown): void {
    const message = parsePageMessage(raw);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        // A page loaded (first time, or again after being hidden): give it the latest board.
        if (this.posted) void panel.webview.postMessage(this.posted);
        break;
      case 'rendered':
        this.rendered = { line: message.line };
        break;
      case 'select':
        this.selectedCountry = message.code;
        void this.repost();
        break;
      case 'reveal':
        void this.reveal(message.line);
        break;
    }
  }

  /** Moves the followed editor's cursor to a line (the preview then follows it there). */
  private async reveal(line: number): Promise<void> {
    const followed = this.followed;
    if (!followed) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === followed.uri.toString());
    if (!document || line >= document.lineCount) return;
    const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
    const editor = await vscode.window.showTextDocument(document, { viewColumn: visible?.viewColumn, preserveFocus: true, preview: false });
    const position = new vscode.Position(line, 0);
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    this.follow(editor);
    await this.update();
  }

  private follow(editor: vscode.TextEditor): void {
    this.followed = { uri: editor.document.uri, line: editor.selection.active.line };
  }

  private remember(editor: vscode.TextEditor): void {
    this.lastTsn = { uri: editor.document.uri, line: editor.selection.active.line };
  }

  private title(): string {
    return this.followed ? `Board · ${fileName(this.followed.uri)}` : 'Board';
  }

  /** The page as first loaded: a notice, until the first board is posted to it. */
  private page(webview: vscode.Webview): string {
    return renderBoardDocument(null, {
      nonce: newNonce(),
      cspSource: webview.cspSource,
      notice: 'Reading the board…',
      ...(this.followed ? { file: fileName(this.followed.uri) } : {}),
    });
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.update(), DEBOUNCE_MS);
  }

  /** Asks for the board view of the followed line and posts it to the page. */
  async update(): Promise<void> {
    clearTimeout(this.timer);
    const panel = this.panel;
    const followed = this.followed;
    if (!panel || !followed) return;
    const ticket = ++this.sequence;
    let view: BoardView | null;
    try {
      view = await this.requestBoard(followed.uri.toString(), followed.line);
    } catch {
      view = null;
    }
    if (ticket !== this.sequence || this.panel !== panel) return;
    this.view = view;
    await this.repost();
  }

  /** Renders the current view (with the open details) and posts it to the page. */
  private async repost(): Promise<void> {
    const panel = this.panel;
    const followed = this.followed;
    if (!panel || !followed) return;
    const file = fileName(followed.uri);
    panel.title = `Board · ${file}`;
    const view = this.view;
    const message: BoardMessage = {
      type: 'board',
      board: view?.board ?? null,
      html: renderBoardContent(view, file, undefined, this.selectedCountry),
      state: { uri: followed.uri.toString(), selected: this.selectedCountry },
    };
    // The same page again (the cursor moved within a line, a step landed where the editor already
    // was): nothing to redraw, and redrawing would only flicker.
    const same = this.posted !== undefined && this.posted.html === message.html && this.posted.state.uri === message.state.uri && this.posted.state.selected === message.state.selected;
    this.posted = message;
    if (!same) await panel.webview.postMessage(message);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.panel?.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}

/** Registers the preview's command and serializer; returns what the extension's API exposes of it. */
export function registerBoardPreview(context: vscode.ExtensionContext, requestBoard: BoardRequester): BoardPreviewApi {
  const preview = new BoardPreview(requestBoard);
  context.subscriptions.push(
    preview,
    vscode.commands.registerCommand(SHOW_BOARD_PREVIEW_COMMAND, () => preview.show()),
    vscode.window.registerWebviewPanelSerializer(BOARD_PREVIEW_VIEW_TYPE, preview),
  );
  return preview.api;
}
