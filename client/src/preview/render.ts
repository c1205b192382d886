/**
 * The board preview's webview document: the board page (core/src/view/boardPage.ts: the map and
 * what surrounds it, its style and its script) under a Content Security Policy that allows the
 * page's own style and script by their nonce, the webview's own resources, and nothing else.
 *
 * Pure: no `vscode` import, so the unit tests render it directly.
 */
import type { BoardView } from '../../../core/src/protocol';
import { BOARD_PAGE_SCRIPT, BOARD_PAGE_STYLE, checkedNonce, escapeHtml, renderBoardContent } from '../../../core/src/view';

export interface RenderOptions {
  /** Fresh for every page: authorises the page's own style and script, nothing else. */
  readonly nonce: string;
  /** The webview's `cspSource` (its own resource origin). */
  readonly cspSource: string;
  /** The name of the file the preview follows, shown in its header. */
  readonly file?: string;
  /** Shown instead of a board when there is none (default: the language server has none). */
  readonly notice?: string;
}

/** The whole page: a strict CSP, the nonce'd style, the board, the nonce'd script. */
export function renderBoardDocument(view: BoardView | null, options: RenderOptions): string {
  const nonce = checkedNonce(options.nonce);
  const source = escapeHtml(options.cspSource);
  const csp = `default-src 'none'; style-src ${source} 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src ${source} data:; font-src ${source};`;
  return '<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${csp}">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
    + `<title>${escapeHtml(options.file ? `Board · ${options.file}` : 'Board')}</title>`
    + `<style nonce="${nonce}">${BOARD_PAGE_STYLE}</style></head>`
    + `<body><main id="root">${renderBoardContent(view, options.file, options.notice)}</main>`
    + `<script nonce="${nonce}">${BOARD_PAGE_SCRIPT}</script></body></html>`;
}
