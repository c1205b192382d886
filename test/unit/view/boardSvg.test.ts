// The board map's SVG (core/src/view/boardSvg.ts), rendered from real board views of a game:
// every country once at its place, influence and control as the board says, what the line
// changed marked, the tracks, the text alternatives, and nothing from the file getting through
// as markup.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView, type BoardView } from '../../../core/src/analysis';
import { COUNTRIES, boxesOverlap, countryBox, type Box } from '../../../core/src/data';
import { checkedBoardView, countryDiffs, escapeXml, renderBoardSvg, trackDiffs } from '../../../core/src/view/boardSvg';
import { renderText } from '../../../cli/src/render';

const GAME = readFileSync(join(__dirname, '..', '..', 'integration', 'workspace', 'game.tsn'), 'utf8');
const analysis = analyze(GAME);
/** 0-based lines of the game. */
const LINE = { setup: 10, coup: 11, fidel: 12, comecon: 15, last: 16 } as const;

/** Each country's group: its attributes and inner SVG, by code (the groups follow one another in `<g class="countries">`). */
function countries(svg: string): Map<string, { attrs: Record<string, string>; classes: string[]; body: string }> {
  const out = new Map<string, { attrs: Record<string, string>; classes: string[]; body: string }>();
  const start = svg.indexOf('<g class="countries">');
  const end = svg.indexOf('<g class="track-panel"', start);
  const parts = svg.slice(start + '<g class="countries">'.length, end).split('<g class="country ').slice(1);
  for (const part of parts) {
    const head = /^([^"]*)" ([^>]*)>/.exec(part)!;
    const attrs: Record<string, string> = {};
    for (const a of head[2]!.matchAll(/([a-z-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    out.set(attrs['data-country']!, { attrs, classes: ['country', ...head[1]!.split(' ')], body: part.slice(head[0].length) });
  }
  return out;
}

/** A pattern the SVG must (or must not) hold, without printing the whole SVG when it fails. */
function has(svg: string, pattern: RegExp, expected = true): void {
  assert.equal(pattern.test(svg), expected, `${expected ? 'no' : 'unexpected'} match for ${pattern}`);
}

/** A small well-formedness check: every tag closed in order, attributes quoted. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  for (const m of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<(?![/a-zA-Z?])/g)) {
    if (m[2] === undefined) assert.fail(`a stray "<" at ${m.index}`);
    if (m[1]) assert.equal(stack.pop(), m[2], `</${m[2]}> closes the wrong element at ${m.index}`);
    else if (!m[4]) stack.push(m[2]!);
  }
  assert.deepEqual(stack, [], 'unclosed elements');
}

describe('the board map', () => {
  const view = boardView(analysis, LINE.coup);
  const svg = renderBoardSvg(view, { interactive: true });
  const all = countries(svg);

  test('every country once, with its name, stability and battleground mark', () => {
    assert.equal(all.size, 84);
    assert.equal([...svg.matchAll(/data-country="/g)].length, 84);
    for (const country of COUNTRIES) {
      const shape = all.get(country.code);
      assert.ok(shape, `${country.code} missing`);
      assert.ok(shape.body.includes(`>${escapeXml(country.name)}</text>`), `${country.code}'s name`);
      assert.match(shape.body, new RegExp(`class="stab-n[^"]*"[^>]*>${country.stability}</text>`), `${country.code}'s stability`);
      assert.equal(shape.classes.includes('bg'), country.battleground, `${country.code}'s battleground class`);
      assert.equal(/class="stab bgmark"/.test(shape.body), country.battleground, `${country.code}'s battleground ring`);
      assert.equal(shape.classes.includes(`r-${country.region.toLowerCase().replace(/ /g, '-')}`), true, `${country.code}'s region colour`);
    }
  });

  test('each box where the layout puts it, and no two boxes overlapping', () => {
    const boxes: [string, Box][] = [];
    for (const [code, shape] of all) {
      const m = /<rect class="body" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/.exec(shape.body)!;
      const box = { x: Number(m[1]), y: Number(m[2]), width: Number(m[3]), height: Number(m[4]) };
      assert.deepEqual(box, countryBox(code));
      boxes.push([code, box]);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) assert.ok(!boxesOverlap(boxes[i]![1], boxes[j]![1]), `${boxes[i]![0]} overlaps ${boxes[j]![0]}`);
    }
  });

  test('influence and control as the board says, the controller\'s marker filled and ticked', () => {
    for (const country of COUNTRIES) {
      const shape = all.get(country.code)!;
      const here = view.board.influence[country.code]!;
      const control = view.board.control[country.code] ?? '';
      assert.equal(shape.attrs['data-us'], String(here.US), `${country.code} US`);
      assert.equal(shape.attrs['data-ussr'], String(here.USSR), `${country.code} USSR`);
      assert.equal(shape.attrs['data-control'], control, `${country.code} control`);
      assert.equal(shape.classes.includes(`ctl-${control ? control.toLowerCase() : 'none'}`), true);
      const filled = [...shape.body.matchAll(/<g class="inf (us|ussr) ctl/g)].map((m) => m[1]);
      assert.deepEqual(filled, control ? [control.toLowerCase()] : [], `${country.code}: only the controller's marker is filled`);
      if (control) assert.match(shape.body, new RegExp(`>${control} ✓</text>`));
      for (const [side, value] of [['us', here.US], ['ussr', here.USSR]] as const) {
        const marker = new RegExp(`<g class="inf ${side}[^"]*"><rect[^>]*/><text[^>]*>[^<]*</text>(<text class="inf-n"[^>]*>(\\d+)</text>)?</g>`).exec(shape.body);
        assert.ok(marker, `${country.code} ${side} marker`);
        assert.equal(marker[2] ?? '0', String(value), `${country.code} ${side} number`);
      }
    }
    // The state after 1.1: the USSR's coup took Iran; Japan is the US's.
    assert.equal(all.get('IR')!.attrs['data-control'], 'USSR');
    assert.equal(all.get('JP')!.attrs['data-control'], 'US');
  });

  test('the countries the line changed are outlined and say what they were; the others not', () => {
    const changed = COUNTRIES.filter((c) => all.get(c.code)!.classes.includes('changed')).map((c) => c.code).sort();
    assert.deepEqual(changed, ['IR', 'JP', 'KR']);
    assert.deepEqual(countryDiffs(view).map((d) => d.code).sort(), changed);
    assert.equal([...all.values()].filter((shape) => shape.body.includes('<rect class="halo"')).length, 3);
    assert.match(all.get('IR')!.body, />was 1·0, no ctl<\/text>/, 'Iran: US 1 (stability 2: no control) before the coup');
    assert.ok(all.get('IR')!.classes.includes('flipped'));
    assert.ok(all.get('JP')!.classes.includes('flipped'), 'Japan: 1 → 4, now US-controlled');
    assert.ok(!all.get('KR')!.classes.includes('flipped'));
    assert.match(all.get('IR')!.body, /<title>Iran \(IR\)[^<]*Changed by this line: US 1 → 0, USSR 0 → 2, no control → USSR control<\/title>/);
  });

  test('the tracks: DEFCON and military operations moved by the coup, and marked so', () => {
    assert.deepEqual(trackDiffs(view).map((t) => `${t.name} ${t.before}→${t.after}`), ['DEFCON 5→4', 'USSR military operations 0→3']);
    has(svg, /<g class="panel-frame moved" data-panel="defcon">/);
    has(svg, /data-defcon="4" data-milops-us="0" data-milops-ussr="3"/);
    has(svg, /<g class="track-cell defcon d4 on">/);
    has(svg, /data-panel="vp"/);
    has(svg, /<g class="panel-frame moved" data-panel="vp">/, false); // VP did not move
    has(svg, /data-vp="0"/);
    has(svg, /data-china="USSR up"/);
    has(svg, /data-turn="1" data-round="1"/);
  });

  test('what each region would score now', () => {
    const rows = [...svg.matchAll(/<g class="forecast" data-region="([^"]*)" data-net="(-?\d+)">/g)].map((m) => [m[1], Number(m[2])]);
    assert.deepEqual(rows.map((r) => r[0]), ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa', 'Southeast Asia']);
    for (const f of view.scoring) assert.ok(rows.some(([region, net]) => region === f.region && net === f.net), f.region);
  });

  test('text alternatives: a title and description, a title per country, countries focusable when interactive', () => {
    has(svg, /<title id="tsn-title">Twilight Struggle board after 1\.1<\/title>/);
    has(svg, /<desc id="tsn-desc">Turn 1, action round 1: DEFCON 4, VP 0; the US controls \d+ countries and the USSR \d+; this line changed Japan, South Korea, Iran\.<\/desc>/);
    for (const shape of all.values()) {
      assert.match(shape.body, /^<title>/);
      assert.equal(shape.attrs.tabindex, '0');
      assert.equal(shape.attrs.role, 'button');
    }
    const picture = renderBoardSvg(view);
    has(picture, /tabindex|role="button"/, false);
  });

  test('the selected country is marked', () => {
    const selected = countries(renderBoardSvg(view, { selected: 'IR' }));
    assert.ok(selected.get('IR')!.classes.includes('selected'));
    assert.equal([...selected.values()].filter((s) => s.classes.includes('selected')).length, 1);
  });

  test('a standalone file: well-formed, its style inside, nothing loaded from outside, no script', () => {
    const file = renderBoardSvg(view, { standalone: true, file: 'game.tsn' });
    assertWellFormed(file);
    has(file, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="tsn-board" viewBox="0 0 5000 3420" width="2500" height="1710"/);
    has(file, /<style>[\s\S]*\.tsn-board[\s\S]*<\/style>/);
    has(file, /<script|href=|url\((?!#)|@import|\son[a-z]+=/i, false);
    has(file, /game\.tsn · After 1\.1 \(line 12\)/);
    has(file, /The USSR played De-Stalinization for a coup in Iran/); // the play in plain words, in the caption
    assertWellFormed(svg);
  });

  test('before any play: nothing marked as changed, the starting board', () => {
    const start = boardView(analysis, 0);
    const picture = renderBoardSvg(start);
    assert.equal(start.before, null);
    assert.ok([...countries(picture).values()].every((shape) => !shape.body.includes('class="halo"')));
    has(picture, /panel-frame moved/, false);
    assert.equal(countries(picture).get('UK')!.attrs['data-control'], 'US');
  });
});

describe('the map escapes everything it is given', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  const base = boardView(analysis, LINE.coup);
  const hostile = {
    ...base,
    board: {
      ...base.board,
      label: XSS,
      round: '<b>5</b>',
      effects: ['"><script>alert(2)</script>', 'CON'],
      china: { holder: '<u>US</u>', faceUp: true },
      control: { ...base.board.control, IR: '<i>US</i>' },
      influence: { ...base.board.influence, IR: { US: '<b>9</b>', USSR: 1 } },
      defcon: '<b>3</b>',
      vp: '"><svg onload=alert(4)>',
      result: { winner: 'USSR', reason: '<script>alert(5)</script>', turn: '<i>' },
    },
    reading: [`{${XSS}}`],
    scoring: [{ region: '<b>Europe</b>', US: { level: '<i>', countries: 'x', battlegrounds: 1, vp: 2 }, USSR: null, net: '1', wins: '<b>' }],
  } as unknown as BoardView;
  const file = renderBoardSvg(hostile, { standalone: true, file: '<svg onload=alert(6)>.tsn', interactive: true });

  test('no markup from the view gets through, and the text shows escaped', () => {
    assertWellFormed(file);
    has(file, /<img|<script|<svg onload|<b>|<i>|<u>/, false);
    has(file, /<[^>]*\son[a-z]+\s*=/i, false);
    assert.ok(file.includes('&lt;img src=x onerror=alert(1)&gt;'));
    assert.ok(file.includes('&lt;svg onload=alert(6)&gt;.tsn'));
  });

  test('numbers that are not numbers fall back, and an unknown side controls nothing', () => {
    has(file, /data-defcon="5"/);
    has(file, /data-vp="0"/);
    const iran = countries(file).get('IR')!;
    assert.equal(iran.attrs['data-us'], '0');
    assert.equal(iran.attrs['data-control'], '');
  });
});

describe('what the line changed comes from its reading, never from the two boards (issue 19)', () => {
  const coup = boardView(analysis, LINE.coup);

  test('a view whose reading says the line changed nothing marks nothing, whatever its boards say', () => {
    const quiet: BoardView = { ...coup, changes: { countries: [], tracks: [] } };
    assert.deepEqual(countryDiffs(quiet), []);
    assert.deepEqual(trackDiffs(quiet), []);
    const svg = renderBoardSvg(quiet);
    assert.equal(COUNTRIES.filter((c) => countries(svg).get(c.code)!.classes.includes('changed')).length, 0);
  });

  test('what the changes say is checked: unknown countries, tracks and values are dropped or clamped', () => {
    const hostile = { ...coup, changes: { countries: [{ code: 'XX', before: {}, after: {} }, { code: 'IR', before: { US: 'a', USSR: -4, control: 'Mars' }, after: { US: 1e9, USSR: 2, control: 'USSR' } }, null], tracks: [{ track: 'moon', name: 'x', before: 1, after: 2 }, { track: 'vp', name: '<b>', before: 0, after: 1 }] } } as unknown as BoardView;
    assert.deepEqual(countryDiffs(hostile), [{ code: 'IR', before: { US: 0, USSR: 0, control: null }, after: { US: 99, USSR: 2, control: 'USSR' } }]);
    assert.deepEqual(trackDiffs(hostile), [{ track: 'vp', name: '<b>', before: '0', after: '1' }]);
    assertWellFormed(renderBoardSvg(hostile));
  });

  test('a region the line scored is marked in the forecast, each row titled with its breakdown', () => {
    const scoring = analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   SAS =-1 ; —\n');
    const svg = renderBoardSvg(boardView(scoring, 1));
    has(svg, /<g class="forecast scored" data-region="Asia" data-net="-1"><title>Asia: US presence 3 = 3 \(1 country counted\); USSR presence 3 \+ 1 battleground \(KP\) 1 = 4 \(1 country counted\): USSR \+1<\/title>/);
    has(svg, /<g class="forecast" data-region="Europe" data-net="-?\d+"><title>Europe: /);
  });
});

describe('characters XML forbids, and null entries in a view (issue 22)', () => {
  // Every character XML 1.0 allows: tab, newline, U+0020-U+D7FF, U+E000-U+FFFD, and pairs of surrogates.
  const ONLY_XML_CHARACTERS = /^(?:[\t\n\u0020-\uD7FF\uE000-\uFFFD]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

  test('escapeXml replaces controls, U+FFFE/U+FFFF and lone surrogates by U+FFFD; tab, newline and pairs stay', () => {
    assert.equal(escapeXml('a\u0000b\u001Fc\rd\te\nf\uFFFEg\uFFFFh\uD800i\uDC00j\uD83D\uDE00<'), 'a\uFFFDb\uFFFDc\uFFFDd\te\nf\uFFFDg\uFFFDh\uFFFDi\uFFFDj\uD83D\uDE00&lt;');
  });

  test('tsn render: a comment and a file name holding them give a well-formed SVG', () => {
    const text = `[Event "club\u0001night"]\n# note \u0000\u0008\uFFFF \uD800\n1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 D4 {a\u0007b \uDFFF} ; —\n`;
    const { svg } = renderText(text, 'game\u001B\uFFFE\uD83D.tsn');
    assert.match(svg, ONLY_XML_CHARACTERS);
    assertWellFormed(svg.slice(svg.indexOf('<svg')));
    assert.ok(svg.includes('game\uFFFD\uFFFD\uFFFD.tsn'));
  });

  test('a null view, board or entry: drawn as an empty one, no exception', () => {
    const view = boardView(analysis, LINE.coup);
    for (const broken of [null, 'x', { ...view, board: null }, { ...view, scoring: [null, 7, view.scoring[0]] }, { ...view, before: 'x', reading: [null, 'Coup.'] }]) {
      const svg = renderBoardSvg(broken as unknown as BoardView, { standalone: true });
      assertWellFormed(svg);
    }
    assert.deepEqual(checkedBoardView({ scoring: [null], reading: [null, 'a'] }).scoring, [{}]);
    assert.deepEqual(checkedBoardView(null).reading, []);
  });
});
