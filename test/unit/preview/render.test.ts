// The board preview's webview document (client/src/preview/render.ts): a strict CSP under which
// only the page's own nonce'd style and script run; the board page inside it is tested in
// test/unit/view/boardPage.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView } from '../../../core/src/analysis';
import { BOARD_PAGE_SCRIPT, renderBoardContent } from '../../../core/src/view';
import { renderBoardDocument } from '../../../client/src/preview/render';

const NONCE = 'dGVzdG5vbmNlMTIzNDU2';
const CSP_SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';
const GAME = readFileSync(join(__dirname, '..', '..', 'integration', 'workspace', 'game.tsn'), 'utf8');
const analysis = analyze(GAME);

describe('the page\'s Content-Security-Policy', () => {
  const html = renderBoardDocument(boardView(analysis, 12), { nonce: NONCE, cspSource: CSP_SOURCE, file: 'game.tsn' });
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values] as const;
  }));

  test('is present, first in the head, and denies by default', () => {
    assert.ok(csp, 'no CSP meta');
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<style'), 'the CSP must come before the style');
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
  });

  test('scripts only with the nonce; styles from the webview or with the nonce', () => {
    assert.deepEqual(directives.get('script-src'), [`'nonce-${NONCE}'`]);
    assert.deepEqual(directives.get('style-src'), [CSP_SOURCE, `'nonce-${NONCE}'`]);
    assert.deepEqual(directives.get('img-src'), [CSP_SOURCE, 'data:']);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  });

  test('every script and style carries the nonce, and nothing is loaded from outside', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.deepEqual(scripts, [`<script nonce="${NONCE}">`]);
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].map((m) => m[0]);
    assert.deepEqual(styles, [`<style nonce="${NONCE}">`]);
    assert.doesNotMatch(html, /\b(src|href)=/);
    assert.doesNotMatch(html, /https?:\/\/(?!file\+\.vscode-resource|www\.w3\.org\/2000\/svg")/);
    assert.doesNotMatch(html, /@import|url\((?!#)/);
  });

  test('no inline event handlers and no style attributes (the CSP would block them)', () => {
    assert.doesNotMatch(html, /<[^>]*\son[a-z]+\s*=/i);
    assert.doesNotMatch(html, /<[^>]*\sstyle\s*=/i);
  });

  test('a nonce that is not one is refused', () => {
    assert.throws(() => renderBoardDocument(null, { nonce: `x' 'unsafe-inline`, cspSource: CSP_SOURCE }));
    assert.throws(() => renderBoardDocument(null, { nonce: '', cspSource: CSP_SOURCE }));
  });
});

test('holds the board page: its board, and its script under the nonce', () => {
  const view = boardView(analysis, 12);
  const html = renderBoardDocument(view, { nonce: NONCE, cspSource: CSP_SOURCE, file: 'game.tsn' });
  assert.ok(html.includes(`<main id="root">${renderBoardContent(view, 'game.tsn')}</main>`));
  assert.ok(html.includes(`<script nonce="${NONCE}">${BOARD_PAGE_SCRIPT}</script>`));
});

test('a notice instead of the board when there is none', () => {
  assert.match(renderBoardDocument(null, { nonce: NONCE, cspSource: CSP_SOURCE, notice: 'Reading <the> board…' }), /Reading &lt;the&gt; board…/);
});
