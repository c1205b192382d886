// The exported game page (core/src/view/gamePage.ts): a strict CSP under which only the page's own
// nonce'd style and scripts run; the file's text carried as data no text can break out of; the
// head, the list of plays and the scoring table escaped; a link's fragment naming its play. What
// the page does in a browser is tested there (test/integration/page/).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView, gameRecord } from '../../../core/src/analysis';
import {
  BOARD_PAGE_SCRIPT, GAME_DATA_ID, lineOfFragment, parseGamePageData, playAtOrAbove, renderGameHead, renderGamePage, renderPlayList,
  renderScoringTable,
} from '../../../core/src/view';
import { pageScript } from '../helpers/pageScript';

const ROOT = join(__dirname, '..', '..', '..');
const ANNOTATED = readFileSync(join(ROOT, 'examples', 'annotated.tsn'), 'utf8');
const NONCE = 'cGFnZW5vbmNlMTIzNDU2';
const HOSTILE_TAGS = '[Event "<script>alert(1)</script>"]\n[US "</script><img src=x onerror=alert(2)>"]\n[USSR "javascript:alert(3)"]\n'
  + '[Site "<!-- x"]\n[Result "*"]\n[Notation "TSN 2"]\n';
const HOSTILE = `${HOSTILE_TAGS}
# </script><script>alert(4)</script>
1.S   PL4 DD HU {<img src=x onerror=alert(5)>} ; IT3 FR2 DE2
1.H   VIE VN2 ; CON {javascript:alert(6)}
1.1   <b>#IR4
`;

function page(text: string, file = 'game.tsn', script = 'window.tsnPage = 1;'): string {
  return renderGamePage({ text, file, start: null, script, nonce: NONCE, version: '9.9.9' });
}

describe('the page\'s Content-Security-Policy', () => {
  const html = page(ANNOTATED);
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';

  test('first in the head: nothing but the page\'s own nonce\'d style and scripts, no base, no form', () => {
    assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<style'));
    assert.equal(csp, `default-src 'none'; script-src 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'; base-uri 'none'; form-action 'none'`);
  });

  test('every script and style carries the nonce, but the data block, which is not run', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.deepEqual(scripts, [`<script type="application/json" id="${GAME_DATA_ID}">`, `<script nonce="${NONCE}">`, `<script nonce="${NONCE}">`]);
    assert.deepEqual([...html.matchAll(/<style\b[^>]*>/g)].map((m) => m[0]), [`<style nonce="${NONCE}">`]);
    assert.ok(html.includes(`<script nonce="${NONCE}">window.tsnPage = 1;</script><script nonce="${NONCE}">${BOARD_PAGE_SCRIPT}</script></body>`),
      'the page\'s script first (it hosts the board page\'s), then the board page\'s');
  });

  test('nothing is loaded: no source, no link, no import, no inline handler or style attribute', () => {
    assert.doesNotMatch(html, /\b(src|href)=/);
    assert.doesNotMatch(html, /@import|url\((?!#)/);
    assert.doesNotMatch(html, /<[^>]*\son[a-z]+\s*=/i);
    assert.doesNotMatch(html, /<[^>]*\sstyle\s*=/i);
  });

  test('a nonce that is not one, or a script that would end its element, is refused', () => {
    assert.throws(() => renderGamePage({ text: '', file: 'x', start: null, script: '', nonce: `x' 'unsafe-inline`, version: '1' }));
    assert.throws(() => page(ANNOTATED, 'game.tsn', 'var s = "</script>";'), /cannot be inlined/);
    assert.throws(() => page(ANNOTATED, 'game.tsn', 'var s = "<!--";'), /cannot be inlined/);
  });
});

describe('the file\'s text as data', () => {
  const html = page(HOSTILE, '<img src=x>.tsn');
  const block = new RegExp(`<script type="application/json" id="${GAME_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];

  test('no text ends the block: every < is escaped, and the text reads back the same', () => {
    assert.ok(block, 'the data block ends where the page ends it');
    assert.deepEqual(parseGamePageData(block), { file: '<img src=x>.tsn', text: HOSTILE, start: null });
    assert.equal(html.match(/<script/g)?.length, 3, 'only the page\'s own three');
    assert.doesNotMatch(html, /<img|<b>#/);
  });

  test('the file name is escaped in the title, the head and the foot; the text in the fallback for a browser without scripts', () => {
    assert.match(html, /<title>&lt;img src=x&gt;\.tsn · Twilight Struggle<\/title>/);
    assert.match(html, /<noscript>[^]*&lt;script&gt;alert\(1\)&lt;\/script&gt;[^]*<\/noscript>/);
  });

  test('data read back is checked: anything else is no game', () => {
    assert.equal(parseGamePageData('not json'), undefined);
    assert.equal(parseGamePageData('{"text": 3, "file": "x"}'), undefined);
    assert.deepEqual(parseGamePageData('{"text": "", "file": "x", "start": -2}'), { text: '', file: 'x', start: null });
    assert.deepEqual(parseGamePageData('{"text": "", "file": "x", "start": 12}'), { text: '', file: 'x', start: 12 });
  });

  test('the page\'s real script can be inlined, and the start line is carried', async () => {
    const real = renderGamePage({ text: ANNOTATED, file: 'annotated.tsn', start: 14, script: await pageScript(), nonce: NONCE, version: '1' });
    assert.ok(real.length < 1_000_000, `${real.length} bytes`);
    const data = new RegExp(`id="${GAME_DATA_ID}">([^<]*)<`).exec(real)?.[1] ?? '';
    assert.equal(parseGamePageData(data)?.start, 14);
  });
});

describe('the head and the list of plays', () => {
  const analysis = analyze(ANNOTATED);
  const record = gameRecord(analysis);
  const list = renderPlayList(record);

  test('the head: the Event as the title, the tags, how the game stands, the introduction', () => {
    const head = renderGameHead(record, 'annotated.tsn');
    assert.match(head, /^<h1>Friendly game, annotated<\/h1>/);
    assert.match(head, /<dl class="tags" aria-label="Tags"><div><dt>Event<\/dt><dd>Friendly game, annotated<\/dd><\/div>/);
    assert.match(head, /<dt>Annotator<\/dt><dd>Carol<\/dd>/);
    assert.match(head, /<p class="game-result">The game goes on after 1\.E\.<\/p>/);
    const finished = gameRecord(analyze(readFileSync(join(ROOT, 'test', 'fixtures', 'games', 'fullGame.tsn'), 'utf8')));
    const end = renderGameHead(finished, 'fullGame.tsn');
    assert.match(end, /<p class="game-result">The USSR wins on turn 10: final scoring \(VP -\d+, DEFCON 5\)<\/p><p class="note">A whole game/);
  });

  test('a list item per play, its link naming it, the first of each turn headed', () => {
    const items = [...list.matchAll(/<li class="play-item" id="tsn-play-(\d+)" data-line="\1">/g)].map((m) => Number(m[1]));
    assert.deepEqual(items, record.plays.map((p) => p.line));
    assert.match(list, /<a class="play-link" href="#1\.1" data-line="13"><span class="play-label">1\.1<\/span> <code class="notation">DES#IR4\+3 D4 ; MAR&amp;JP3 KR<b class="mark">!<\/b><\/code><\/a>/);
    assert.equal(list.match(/<h3 class="turn-head">Turn 1<\/h3>/g)?.length, 1);
  });

  test('beside each play: its reading, its comments (not again at the reading\'s end), its # lines', () => {
    const coup = /<li class="play-item" id="tsn-play-13"[^]*?<\/li>/.exec(list)?.[0] ?? '';
    assert.match(coup, /<p class="play-reading">The USSR played De-Stalinization for a coup in Iran: die 4 \+ 3 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence \(the US lost 1, the USSR gained 2\); DEFCON fell to 4\.<\/p>/);
    assert.match(coup, /<p class="comment">the classic Iran coup<\/p>/);
    assert.match(coup, /\(good play\)<\/p>/);
    const setup = /<li class="play-item" id="tsn-play-10"[^]*?<\/li>/.exec(list)?.[0] ?? '';
    assert.match(setup, /<p class="note">The USSR takes Poland at once; the US shores up Italy, France and West Germany\.<\/p><a class="play-link"/);
  });

  test('everything from the file is escaped', () => {
    const hostile = gameRecord(analyze(HOSTILE));
    const html = renderGameHead(hostile, 'x.tsn') + renderPlayList(hostile);
    assert.doesNotMatch(html, /<script|<img|<b>#|<!--/);
    assert.ok(html.includes('<code class="notation">&lt;b&gt;#IR4</code>'));
    assert.doesNotMatch(html, /href="javascript/i);
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(html.includes('<p class="comment">&lt;img src=x onerror=alert(5)&gt;</p>'));
    assert.ok(html.includes('<p class="comment">javascript:alert(6)</p>'));
    assert.ok(html.includes('<p class="note">&lt;/script&gt;&lt;script&gt;alert(4)&lt;/script&gt;</p>'));
  });

  test('the scoring table: each region\'s level, countries and VP for each side, the net as on the track', () => {
    const table = renderScoringTable(boardView(analysis, 17)); // after 1.4
    assert.match(table, /<caption|<h3 id="tsn-scoring-title">If each region were scored now<\/h3>/);
    const rows = [...table.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]*)<\/td><td>([^<]*)<\/td><td class="net (\w+)">([^<]*)<\/td><\/tr>/g)];
    assert.deepEqual(rows.map((r) => r[1]), ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa', 'Southeast Asia']);
    for (const r of rows.slice(0, 6)) assert.match(`${r[2]} | ${r[3]}`, /^(—|Presence|Domination|Control): \d+ countr(y|ies), \d+ battlegrounds?, \d+ VP \| /);
    assert.match(rows[6]![2]!, /^\d+ VP$/);
    assert.deepEqual(rows.map((r) => r[4] === 'none' ? r[5] === '0' : /^(US|USSR) /.test(r[5]!)), rows.map(() => true));
  });
});

describe('what a link\'s fragment names', () => {
  const record = gameRecord(analyze(ANNOTATED));

  test('a play by its label, encoded or not; a line by its number (the play at or above it)', () => {
    assert.equal(lineOfFragment(record, '#1.3'), 16);
    assert.equal(lineOfFragment(record, '1.3'), 16);
    assert.equal(lineOfFragment(record, '#1%2E3'), 16);
    assert.equal(lineOfFragment(record, '#line-17'), 16);
    assert.equal(lineOfFragment(record, '#line-16'), 14, 'a comment line: the play above it');
    assert.equal(lineOfFragment(record, '#line-3'), undefined, 'above the first play');
  });

  test('anything else names nothing', () => {
    for (const f of ['', '#', '#9.9', '#%E0%A4%A', '#line-x', '#tsn-plays']) assert.equal(lineOfFragment(record, f), undefined, f);
  });

  test('where the page opens without a fragment: the play at or above its start line, else the first', () => {
    assert.equal(playAtOrAbove(record, null), 10);
    assert.equal(playAtOrAbove(record, 15), 14);
    assert.equal(playAtOrAbove(record, 0), 10);
    assert.equal(playAtOrAbove(gameRecord(analyze('[Event "x"]\n')), null), undefined);
  });
});
