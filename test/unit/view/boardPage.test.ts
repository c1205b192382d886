// The board page (core/src/view/boardPage.ts), which the preview's webview and the exported game
// page show: everything from the file escaped, the map with the step buttons, the play and what it
// changed, the chart, a country's details; the page's script swaps boards in and posts back only
// checked requests.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { analyze, boardView, type BoardView } from '../../../core/src/analysis';
import { BOARD_PAGE_SCRIPT, checkedNonce, escapeHtml, newNonce, parsePageMessage, renderBoardContent } from '../../../core/src/view';

const GAME = readFileSync(join(__dirname, '..', '..', 'integration', 'workspace', 'game.tsn'), 'utf8');
const analysis = analyze(GAME);

describe('every string from the file is escaped', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  // A file whose comment, play annotation and tags carry markup: it reaches the page through the reading.
  const text = GAME.replace('1.1   DES#IR4+3 D4 ; MAR&JP3 KR', `1.1   DES#IR4+3 D4 {${XSS}} ; MAR&JP3 KR {<!-- x --><script>alert(2)</script>}`);
  const view = boardView(analyze(text), 11);
  const html = renderBoardContent(view, '<svg onload=alert(6)>.tsn');

  test('the reading shows the comment as text', () => {
    assert.ok(view.reading.some((r) => r.includes(XSS)), 'the comment is in the reading');
    assert.ok(html.includes(escapeHtml(XSS)));
    assert.ok(html.includes('&lt;!-- x --&gt;&lt;script&gt;alert(2)&lt;/script&gt;'));
    assert.ok(html.includes('&lt;svg onload=alert(6)&gt;.tsn'));
  });

  test('no markup from the file gets through', () => {
    assert.doesNotMatch(html, /<script/);
    assert.doesNotMatch(html, /<img|<svg onload|<!--/);
    assert.doesNotMatch(html, /<[^>]*\son[a-z]+\s*=/i);
  });

  test('a view whose fields are not what they should be renders without markup or crash', () => {
    const hostile = {
      ...view,
      board: { ...view.board, label: XSS, discard: ['"><script>alert(3)</script>'], hands: { US: [XSS], USSR: null }, line: '<b>' },
      steps: { previous: '<b>', next: -4, turnStart: 1.5, end: 3 },
      timeline: [{ line: 1, label: XSS, vp: 'x', defcon: 9 }, { line: 3, label: '</svg>', vp: 2, defcon: 3 }, null],
      history: { IR: [{ line: 11, label: XSS, before: null, after: { US: '<i>', USSR: 2 } }] },
    } as unknown as BoardView;
    const out = renderBoardContent(hostile, 'game.tsn', undefined, 'IR');
    assert.ok(!/<img|<script|<i>|<\/svg><\/text>/.test(out), 'markup from the view');
    assert.match(out, /data-step="previous"[^>]*disabled/);
    assert.match(out, /data-step="next"[^>]*disabled/);
    assert.match(out, /data-step="turnStart"[^>]*disabled/);
    assert.match(out, /data-step="end"[^>]*data-goto="3"/);
  });

  test('escapeHtml covers the characters that end text or attributes', () => {
    assert.equal(escapeHtml(`<a href="x" title='y'>&\``), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;');
  });
});

describe('the page', () => {
  const view = boardView(analysis, 12); // 1.2   FID&SY2 ; DAC&EG JO LB
  const html = renderBoardContent(view, 'game.tsn');

  test('says which line it shows, and holds the map', () => {
    assert.match(html, /^<div class="board" data-line="12">/);
    assert.match(html, /<span class="label">1\.2<\/span>/);
    assert.match(html, /<span class="line">After line 13<\/span>/);
    assert.match(html, /<div class="map" tabindex="0" aria-label="The board map"><svg [^>]*class="tsn-board"/);
    assert.equal([...html.matchAll(/data-country="[A-Z]{2}" data-us/g)].length, 84);
  });

  test('step buttons go to the lines the view names, with their keys', () => {
    assert.match(html, /<button type="button" data-step="turnStart" aria-keyshortcuts="Home" [^>]*data-goto="10">/);
    assert.match(html, /<button type="button" data-step="previous" aria-keyshortcuts="ArrowLeft" [^>]*data-goto="11">/);
    assert.match(html, /<button type="button" data-step="next" aria-keyshortcuts="ArrowRight" [^>]*data-goto="13">/);
    assert.match(html, /<button type="button" data-step="end" aria-keyshortcuts="End" [^>]*data-goto="16">/);
    const last = renderBoardContent(boardView(analysis, 16), 'game.tsn');
    assert.match(last, /data-step="next"[^>]*disabled/);
    assert.match(last, /data-step="end"[^>]*disabled/);
  });

  test('the play in plain words, and what it changed: countries (with a link to their details) and tracks', () => {
    assert.match(html, /<p class="reading">The USSR played Fidel for its Operations, to place influence: the USSR gained 2 in Syria\.<\/p>/);
    assert.match(html, /<li><button type="button" class="link" data-select="SY">Syria<\/button>: US 0 → 0, USSR 1 → 3 <strong class="flip">no control → USSR control<\/strong><\/li>/);
    assert.match(html, /data-select="EG">Egypt<\/button>: US 0 → 1, USSR 0 → 0<\/li>/);
    const coup = renderBoardContent(boardView(analysis, 11), 'game.tsn');
    assert.match(coup, /<li class="track-change">DEFCON: 5 → 4<\/li>/);
    assert.match(coup, /<li class="track-change">USSR military operations: 0 → 3<\/li>/);
  });

  test('a scoring play: each region it scored, broken down in words (issue 19)', () => {
    const scoring = renderBoardContent(boardView(analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   SAS =-1 ; —\n'), 1), 'game.tsn');
    assert.match(scoring, /<p class="reading">The USSR played Asia Scoring: Asia scored: USSR \+1\.<\/p><p class="reading">The US had no play in action round 1\.1\.<\/p><ul class="scored" aria-label="The regions this line scored"><li>Asia: US presence 3 = 3 \(1 country counted\); USSR presence 3 \+ 1 battleground \(KP\) 1 = 4 \(1 country counted\): USSR \+1<\/li><\/ul>/);
  });

  test('the chart: a clickable column per game line, the current one marked', () => {
    const hits = [...html.matchAll(/<rect class="hit" data-goto="(\d+)"[^>]*><title>([^<]*)<\/title>/g)].map((m) => [Number(m[1]), m[2]]);
    assert.deepEqual(hits.map((h) => h[0]), [10, 11, 12, 13, 15, 16]);
    assert.equal(hits[1]![1], '1.1: VP 0, DEFCON 4');
    assert.match(html, /<line class="now" x1="([\d.]+)"/);
    assert.match(html, /aria-label="VP and DEFCON over the game, 6 lines; now 1\.2: VP 0, DEFCON 4\. Click a point to go to its line\."/);
  });

  test('a country\'s details: facts, influence now, and the lines that changed it, each a link', () => {
    const withSyria = renderBoardContent(boardView(analysis, 16), 'game.tsn', undefined, 'SY');
    const details = /<section class="details" data-details="SY"[\s\S]*?<\/section>/.exec(withSyria)?.[0] ?? '';
    assert.match(details, /<h2>Syria <span class="muted">SY<\/span>/);
    assert.match(details, /Middle East · stability 2/);
    assert.match(details, /US 0 · USSR \d+ · USSR control/);
    assert.deepEqual([...details.matchAll(/data-goto="(\d+)">([^<]*)<\/button>/g)].map((m) => `${m[1]} ${m[2]}`), ['12 1.2', '13 1.3', '16 2.2']);
    assert.match(withSyria, /<g class="country r-middle-east [^"]*selected" data-country="SY"/);
    assert.doesNotMatch(renderBoardContent(boardView(analysis, 16), 'game.tsn', undefined, 'XX'), /class="details"/);
  });

  test('the piles', () => {
    assert.match(html, /<h3>Discard pile \(\d+\)<\/h3>/);
    assert.match(html, /<h3>Removed from the game \(\d+\)<\/h3>/);
  });

  test('a notice instead of the board when there is none', () => {
    assert.match(renderBoardContent(null, 'game.tsn'), /<p class="notice">No board for this line/);
    assert.match(renderBoardContent(null, 'game.tsn', 'Reading <the> board…'), /Reading &lt;the&gt; board…/);
  });
});

describe('messages from the page are checked', () => {
  test('only the known kinds, with fields of the right type', () => {
    assert.deepEqual(parsePageMessage({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(parsePageMessage({ type: 'rendered', line: 4 }), { type: 'rendered', line: 4 });
    assert.deepEqual(parsePageMessage({ type: 'rendered', line: 'x' }), { type: 'rendered', line: null });
    assert.deepEqual(parsePageMessage({ type: 'reveal', line: 12 }), { type: 'reveal', line: 12 });
    assert.deepEqual(parsePageMessage({ type: 'select', code: 'IR' }), { type: 'select', code: 'IR' });
    assert.deepEqual(parsePageMessage({ type: 'select', code: null }), { type: 'select', code: null });
    for (const bad of [null, 'reveal', 42, {}, { type: 'reveal', line: -1 }, { type: 'reveal', line: 1.5 }, { type: 'reveal', line: '3' },
      { type: 'select', code: 'XX' }, { type: 'select', code: '<b>' }, { type: 'select', code: 'US' }, { type: 'run', command: 'x' }]) {
      assert.equal(parsePageMessage(bad), undefined, JSON.stringify(bad));
    }
  });
});

describe('the page\'s script', () => {
  /** An element of the stand-in page: its attributes, and `closest` by one `[data-…]` attribute. */
  function element(attrs: Record<string, string>, disabled = false) {
    return {
      disabled,
      getAttribute: (name: string) => attrs[name] ?? null,
      closest(selector: string) {
        const names = [...selector.matchAll(/\[([a-z-]+)\]/g)].map((m) => m[1]!);
        return names.some((n) => n in attrs) ? this : null;
      },
    };
  }

  /** Runs the page's script against a stand-in for the webview: returns what it posts and ways to act on it. */
  function runScript(initial: string) {
    const posted: unknown[] = [];
    const listeners = new Map<string, (event: unknown) => void>();
    let saved: unknown;
    const root = {
      html: initial,
      set innerHTML(value: string) { this.html = value; },
      get firstElementChild() {
        const line = /^<div class="board" data-line="([^"]*)"/.exec(this.html)?.[1];
        return line === undefined ? null : { getAttribute: () => line };
      },
      querySelector(selector: string) {
        const step = /\[data-step="([a-zA-Z]+)"\]/.exec(selector)?.[1];
        if (step) {
          const m = new RegExp(`data-step="${step}"[^>]*?(disabled|data-goto="(\\d+)")`).exec(this.html);
          return m ? element(m[2] ? { 'data-goto': m[2], 'data-step': step } : { 'data-step': step }, !m[2]) : null;
        }
        return null;
      },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(`root:${type}`, fn),
    };
    runInNewContext(BOARD_PAGE_SCRIPT, {
      acquireVsCodeApi: () => ({ postMessage: (m: unknown) => posted.push(JSON.parse(JSON.stringify(m))), getState: () => undefined, setState: (s: unknown) => { saved = s; } }),
      document: { getElementById: (id: string) => (id === 'root' ? root : null), addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(`document:${type}`, fn), activeElement: null },
      window: { addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(`window:${type}`, fn) },
      setTimeout,
    });
    return {
      posted,
      root,
      saved: () => saved,
      send: (data: unknown) => listeners.get('window:message')!({ data }),
      click: (attrs: Record<string, string>) => listeners.get('root:click')!({ target: element(attrs) }),
      key: (key: string) => listeners.get('document:keydown')!({ key, target: element({}), preventDefault() {} }),
    };
  }

  test('says it is ready and which line it shows, then swaps in each board it is sent', () => {
    const view = boardView(analysis, 12);
    const { posted, root, send, saved } = runScript(renderBoardContent(view, 'game.tsn'));
    assert.deepEqual(posted, [{ type: 'ready' }, { type: 'rendered', line: 12 }]);
    const next = boardView(analysis, 15);
    send({ type: 'board', board: next.board, html: renderBoardContent(next, 'game.tsn'), state: { uri: 'file:///game.tsn', selected: 'IR' } });
    assert.deepEqual(posted.at(-1), { type: 'rendered', line: 15 });
    assert.match(root.html, /<span class="label">2\.1<\/span>/);
    assert.deepEqual(JSON.parse(JSON.stringify(saved())), { uri: 'file:///game.tsn', selected: 'IR', viewBox: [0, 0, 5000, 3420] }, 'the state the serializer gets back');
    send({ type: 'board', board: null, html: renderBoardContent(null, 'game.tsn'), state: {} });
    assert.deepEqual(posted.at(-1), { type: 'rendered', line: null });
    send({ type: 'other' });
    send(null);
    assert.equal(posted.length, 4);
  });

  test('a click on a step, a chart point or a history line asks for that line; on a country, for its details', () => {
    const { posted, click } = runScript(renderBoardContent(boardView(analysis, 12), 'game.tsn'));
    click({ 'data-goto': '13' });
    assert.deepEqual(posted.at(-1), { type: 'reveal', line: 13 });
    click({ 'data-country': 'IR' });
    assert.deepEqual(posted.at(-1), { type: 'select', code: 'IR' });
    click({ 'data-select': '' });
    assert.deepEqual(posted.at(-1), { type: 'select', code: null });
    const before = posted.length;
    click({ 'data-goto': 'x' });
    assert.equal(posted.length, before, 'not a line: nothing asked');
  });

  test('keys step through the plays: arrows, Home and End', () => {
    const { posted, key } = runScript(renderBoardContent(boardView(analysis, 12), 'game.tsn'));
    key('ArrowRight');
    assert.deepEqual(posted.at(-1), { type: 'reveal', line: 13 });
    key('ArrowLeft');
    assert.deepEqual(posted.at(-1), { type: 'reveal', line: 11 });
    key('Home');
    assert.deepEqual(posted.at(-1), { type: 'reveal', line: 10 });
    key('End');
    assert.deepEqual(posted.at(-1), { type: 'reveal', line: 16 });
    const last = runScript(renderBoardContent(boardView(analysis, 16), 'game.tsn'));
    const count = last.posted.length;
    last.key('ArrowRight');
    assert.equal(last.posted.length, count, 'no next play: nothing asked');
  });
});

test('the tracks in one line of text, for a narrow panel and screen readers', () => {
  const html = renderBoardContent(boardView(analysis, 11), 'game.tsn');
  assert.match(html, /<p class="tracks-line">DEFCON 4 · VP 0 · military operations USSR 3, US 0 of 4 · space race USSR 0, US 0 · China Card: USSR, face up · in effect: nothing<\/p>/);
});

test('a nonce: fresh each time, and only nonce characters are accepted', () => {
  const a = newNonce();
  assert.match(a, /^[0-9a-f]{36}$/);
  assert.notEqual(newNonce(), a);
  assert.equal(checkedNonce(a), a);
  assert.throws(() => checkedNonce(`x' 'unsafe-inline`));
  assert.throws(() => checkedNonce(''));
});
