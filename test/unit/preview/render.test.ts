import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { controlMap, initialBoard, type BoardSnapshot } from '../../../server/src/analysis/snapshot';
import { COUNTRIES } from '../../../server/src/data';
import { escapeHtml, PREVIEW_REGIONS, renderBoardContent, renderBoardDocument } from '../../../client/src/preview/render';

const NONCE = 'dGVzdG5vbmNlMTIzNDU2';
const CSP_SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';

function page(board: BoardSnapshot | null, file = 'game.tsn'): string {
  return renderBoardDocument(board, { nonce: NONCE, cspSource: CSP_SOURCE, file });
}

/** A board in the middle of a game. */
function midGame(): BoardSnapshot {
  const board = initialBoard();
  board.influence.PL = { US: 0, USSR: 4 };
  board.influence.IT = { US: 3, USSR: 0 };
  board.influence.IR = { US: 0, USSR: 3 };
  board.influence.TH = { US: 2, USSR: 1 };
  board.influence.ZR = { US: 1, USSR: 1 };
  return {
    ...board,
    turn: 3, round: '4', defcon: 3, vp: -4,
    milops: { US: 2, USSR: 3 }, space: { US: 2, USSR: 1 },
    china: { holder: 'US', faceUp: false },
    control: controlMap(board.influence),
    effects: ['CON', 'NTB'], discard: ['DAC', 'FYP'], removed: ['VIE'],
    line: 21, label: '3.4',
  };
}

/** Every country cell: code -> its class list. */
function cells(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<div class="([^"]*)" data-country="([^"]*)"/g)) out.set(m[2]!, m[1]!.split(' '));
  return out;
}

/** The HTML of one region's section. */
function regionHtml(html: string, region: string): string {
  const start = html.indexOf(`<section class="region" data-region="${region}"`);
  assert.ok(start >= 0, `no section for ${region}`);
  const end = html.indexOf('<section class="region"', start + 1);
  return html.slice(start, end < 0 ? html.indexOf('<div class="piles">', start) : end);
}

describe('the page\'s Content-Security-Policy', () => {
  const html = page(midGame());
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
    assert.doesNotMatch(html, /https?:\/\/(?!file\+\.vscode-resource)/);
    assert.doesNotMatch(html, /@import|url\(/);
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

describe('every string of the snapshot is escaped', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  const CODE = '"><script>alert(2)</script>';
  const hostile = {
    ...initialBoard(),
    label: XSS,
    round: '<b>5</b>' as string,
    effects: [CODE, 'CON'],
    discard: [CODE],
    removed: [`' onmouseover='alert(3)`],
    hands: { US: [CODE], USSR: null },
    china: { holder: '<u>US</u>', faceUp: true },
    control: { IR: '<i>US</i>', UK: 'US' },
    influence: { ...initialBoard().influence, IR: { US: '<b>9</b>', USSR: 1 } },
    defcon: '<b>3</b>',
    vp: '"><svg onload=alert(4)>',
    result: { winner: 'USSR', reason: '<script>alert(5)</script>', turn: '<i>' },
    line: 3,
  } as unknown as BoardSnapshot;
  const html = page(hostile, '<svg onload=alert(6)>.tsn');

  test('no markup from the file gets through', () => {
    assert.equal(html.match(/<script/g)?.length, 1, 'only the page\'s own script');
    assert.doesNotMatch(html, /<img|<svg|<b>\d|<i>|<u>/);
    assert.doesNotMatch(html, /<[^>]*\son[a-z]+\s*=/i);
    assert.doesNotMatch(html, /alert\(\d\)<\/script>/);
  });

  test('the text itself still shows, escaped', () => {
    assert.ok(html.includes(escapeHtml(XSS)));
    assert.ok(html.includes('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;'));
    assert.ok(html.includes('&#39; onmouseover=&#39;alert(3)'));
    assert.ok(html.includes('&lt;script&gt;alert(5)&lt;/script&gt;'));
    assert.ok(html.includes('&lt;svg onload=alert(6)&gt;.tsn'));
  });

  test('numbers that are not numbers fall back, and unknown sides control nothing', () => {
    assert.match(html, /data-defcon="5"/);
    assert.match(html, /data-vp="0"/);
    assert.match(html, /data-us="0"/);
    assert.deepEqual(cells(html).get('IR')!.filter((c) => c.startsWith('ctl-')), ['ctl-none']);
    assert.deepEqual(cells(html).get('UK')!.filter((c) => c.startsWith('ctl-')), ['ctl-us']);
  });

  test('escapeHtml covers the characters that end text or attributes', () => {
    assert.equal(escapeHtml(`<a href="x" title='y'>&\``), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;');
  });
});

describe('the map', () => {
  const board = midGame();
  const html = page(board);

  test('all 84 countries, each once, in its own region, regions in the preview\'s order', () => {
    const all = cells(html);
    assert.equal([...html.matchAll(/data-country="/g)].length, 84);
    assert.equal(all.size, 84);
    for (const country of COUNTRIES) {
      assert.match(regionHtml(html, country.region), new RegExp(`data-country="${country.code}"`), `${country.code} in ${country.region}`);
    }
    const order = [...html.matchAll(/<section class="region" data-region="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(order, ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa']);
    assert.deepEqual(order, [...PREVIEW_REGIONS]);
  });

  test('each cell: code, name, stability, battleground mark, both influences', () => {
    const iran = /<div class="[^"]*" data-country="IR"[\s\S]*?<\/div><\/div><\/div>/.exec(html)?.[0] ?? '';
    assert.match(iran, /class="country ctl-ussr bg"/);
    assert.match(iran, /<span class="c-code">IR<\/span>/);
    assert.match(iran, /<div class="c-name">Iran<\/div>/);
    assert.match(iran, /<span class="c-stab"[^>]*>2<\/span>/);
    assert.match(iran, /battleground/);
    assert.match(iran, /data-us="0"[^>]*>US 0</);
    assert.match(iran, /data-ussr="3"[^>]*>USSR 3</);
    for (const country of COUNTRIES) assert.equal(cells(html).get(country.code)!.includes('bg'), country.battleground, country.code);
  });

  test('cells are coloured by the control map', () => {
    const all = cells(html);
    for (const country of COUNTRIES) {
      const expected = board.control[country.code] === 'US' ? 'ctl-us' : board.control[country.code] === 'USSR' ? 'ctl-ussr' : 'ctl-none';
      assert.deepEqual(all.get(country.code)!.filter((c) => c.startsWith('ctl-')), [expected], country.code);
    }
    assert.ok(all.get('PL')!.includes('ctl-ussr'));
    assert.ok(all.get('IT')!.includes('ctl-us'));
    assert.ok(all.get('TH')!.includes('ctl-none'));
    // The colour follows the snapshot's control map, not the renderer's own reckoning.
    const claimed = cells(page({ ...board, control: { NO: 'USSR' } }));
    assert.ok(claimed.get('NO')!.includes('ctl-ussr'));
    assert.ok(claimed.get('PL')!.includes('ctl-none'));
  });

  test('countries without influence are dimmed, the others not', () => {
    const all = cells(html);
    for (const country of COUNTRIES) {
      const here = board.influence[country.code]!;
      assert.equal(all.get(country.code)!.includes('empty'), here.US === 0 && here.USSR === 0, country.code);
    }
  });

  test('each region tallies its controlled countries and battlegrounds', () => {
    assert.match(regionHtml(html, 'Europe'), /USSR<\/span> 2 controlled, 2\/5 battlegrounds/);
    assert.match(regionHtml(html, 'Europe'), /US<\/span> 2 controlled, 1\/5 battlegrounds/);
  });
});

describe('the tracks', () => {
  const html = page(midGame());

  test('turn and round, and which line it follows', () => {
    assert.match(html, /<h3>Turn<\/h3><div class="big">3<\/div><div>Action round 4<\/div>/);
    assert.match(html, /<span class="file">game\.tsn<\/span>/);
    assert.match(html, /After line 22/);
    assert.match(html, /<span class="label">3\.4<\/span>/);
    assert.match(html, /<div class="board" data-line="21">/);
    for (const [round, name] of [['S', 'Setup'], ['H', 'Headline'], ['E', 'End of turn'], ['D', 'Deal']]) {
      assert.match(page({ ...midGame(), round: round! }), new RegExp(`<div>${name}</div>`));
    }
  });

  test('DEFCON: the level, and where coups are closed', () => {
    assert.match(html, /data-defcon="3"/);
    assert.deepEqual([...html.matchAll(/<i class="level on d(\d)">(\d)<\/i>/g)].map((m) => [m[1], m[2]]), [['3', '3']]);
    assert.match(html, /No coups or realignments in Europe, Asia/);
  });

  test('VP: signed, with the bar filled from 0 towards the side ahead', () => {
    assert.match(html, /data-vp="-4">USSR \+4</);
    assert.equal([...html.matchAll(/<i class="seg on ussr/g)].length, 4);
    assert.equal([...html.matchAll(/<i class="seg on us/g)].length, 4, 'only the USSR segments');
    const us = page({ ...midGame(), vp: 7 });
    assert.match(us, /data-vp="7">US \+7</);
    assert.equal([...us.matchAll(/<i class="seg on us[ "]/g)].length, 7);
    assert.match(page({ ...midGame(), vp: 0 }), /data-vp="0">Even</);
  });

  test('military operations out of 5, space race boxes, the China Card', () => {
    assert.match(html, /data-milops-us="2"[\s\S]*?2\/5/);
    assert.match(html, /data-milops-ussr="3"[\s\S]*?3\/5/);
    assert.match(html, /data-space-us="2"[\s\S]*?Animal in Space/);
    assert.match(html, /data-space-ussr="1"[\s\S]*?Earth Satellite/);
    assert.match(html, /data-china="US down"/);
    assert.match(html, /face down/);
    assert.match(page({ ...midGame(), china: { holder: 'USSR', faceUp: true } }), /data-china="USSR up"[\s\S]*?face up/);
  });

  test('effects in force, the discard pile and removed cards, with the cards\' names', () => {
    assert.match(html, /<b>CON<\/b> Containment/);
    assert.match(html, /<b>NTB<\/b> Nuclear Test Ban/);
    assert.match(html, /Discard pile \(2\)[\s\S]*<b>DAC<\/b> Duck and Cover[\s\S]*<b>FYP<\/b> Five Year Plan/);
    assert.match(html, /Removed from the game \(1\)[\s\S]*<b>VIE<\/b> Vietnam Revolts/);
  });

  test('known hands and the result, when there are', () => {
    const done = page({ ...midGame(), hands: { US: ['DAC'], USSR: null }, result: { winner: 'US', reason: 'europe', turn: 6 } });
    assert.match(done, /US<\/span> hand \(1\)/);
    assert.doesNotMatch(done, /USSR<\/span> hand/);
    assert.match(done, /data-result="US">US wins by control of Europe, turn 6</);
    assert.match(page({ ...midGame(), result: { winner: null, reason: 'final-scoring', turn: 10 } }), /Draw \(final scoring\), turn 10/);
  });
});

describe('the page\'s script', () => {
  /** Runs the page's script against a stand-in for the webview: returns what it posts and a way to send to it. */
  function runScript(html: string) {
    const script = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const posted: unknown[] = [];
    let listener: ((event: { data: unknown }) => void) | undefined;
    const initial = /<main id="root">([\s\S]*)<\/main>/.exec(html)![1]!;
    const root = {
      html: initial,
      set innerHTML(value: string) { this.html = value; },
      get firstElementChild() {
        const line = /^<div class="board" data-line="([^"]*)"/.exec(this.html)?.[1];
        return line === undefined ? null : { getAttribute: () => line };
      },
    };
    runInNewContext(script, {
      acquireVsCodeApi: () => ({ postMessage: (m: unknown) => posted.push(JSON.parse(JSON.stringify(m))) }),
      document: { getElementById: (id: string) => (id === 'root' ? root : null) },
      window: { addEventListener: (type: string, fn: typeof listener) => { if (type === 'message') listener = fn; } },
    });
    return { posted, root, send: (data: unknown) => listener!({ data }) };
  }

  test('says it is ready and which line it shows, then swaps in each board it is sent', () => {
    const { posted, root, send } = runScript(page(midGame()));
    assert.deepEqual(posted, [{ type: 'ready' }, { type: 'rendered', line: 21 }]);
    const next = { ...midGame(), line: 30, label: '3.5' };
    send({ type: 'board', board: next, html: renderBoardContent(next, 'game.tsn') });
    assert.deepEqual(posted.at(-1), { type: 'rendered', line: 30 });
    assert.match(root.html, /<span class="label">3\.5<\/span>/);
    send({ type: 'board', board: null, html: renderBoardContent(null, 'game.tsn') });
    assert.deepEqual(posted.at(-1), { type: 'rendered', line: null });
    send({ type: 'other' });
    send(null);
    assert.equal(posted.length, 4);
  });
});

describe('no board', () => {
  test('a notice instead of the board', () => {
    assert.match(page(null), /<p class="notice">No board for this line/);
    assert.match(renderBoardDocument(null, { nonce: NONCE, cspSource: CSP_SOURCE, notice: 'Reading <the> board…' }), /Reading &lt;the&gt; board…/);
  });
});

test('rendering is fast: 200 boards well under a second', () => {
  const board = midGame();
  const start = performance.now();
  for (let i = 0; i < 200; i++) renderBoardContent({ ...board, line: i }, 'game.tsn');
  assert.ok(performance.now() - start < 1000);
});
