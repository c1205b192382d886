// `tsn render FILE [--line N] [--out PATH] [--format svg|png|html]`: the board map as a standalone
// SVG (or PNG), exit status as for `tsn state` (0 no error up to line N, 1 an error, 2 misuse or
// unreadable); or the whole game as one web page (exit 1 for an error anywhere in it).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { run } from '../../../cli/src/main';
import { PageScriptUnavailable, PngUnavailable, renderText, svgToPngWithRsvg } from '../../../cli/src/render';
import { GAME_DATA_ID, parseGamePageData } from '../../../core/src/view';
import { pageScript } from '../helpers/pageScript';

const GAME = readFileSync(join(__dirname, '..', '..', 'integration', 'workspace', 'game.tsn'), 'utf8');
/** The game with an illegal coup result written on its line 13 (1.2). */
const BROKEN = GAME.replace('1.2   FID&SY2 ; DAC&EG JO LB', '1.2   NAS#IR6+5 ; DAC&EG JO LB');

function render(args: string[], text = GAME, svgToPng?: (svg: string) => Uint8Array, script?: () => string) {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string | Uint8Array>();
  const status = run(['render', ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (p) => { if (p !== 'game.tsn') throw Object.assign(new Error('x'), { code: 'ENOENT' }); return text; },
    writeFile: (p, t) => { if (p.startsWith('/no/')) throw new Error('no such folder'); written.set(p, t); },
    ...(svgToPng ? { svgToPng } : {}),
    ...(script ? { pageScript: script } : {}),
  });
  return { status, out: out.join('\n'), err: err.join('\n'), written };
}

describe('tsn render', () => {
  test('writes the map of the last line as an SVG document on standard output', () => {
    const r = render(['game.tsn']);
    assert.equal(r.status, 0, r.err);
    assert.match(r.out, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.ok(r.out.endsWith('</svg>'));
    assert.equal([...r.out.matchAll(/data-country="/g)].length, 84);
    assert.match(r.out, /game\.tsn · After 2\.2 \(line 21\)/, 'the caption names the file and the line (the last, empty one)');
    assert.ok(r.out.includes('<style>'), 'standalone: the style inside');
  });

  test('--line N: the board after line N, as `tsn state` counts lines', () => {
    const r = render(['game.tsn', '--line', '12']);
    assert.equal(r.status, 0);
    assert.ok(r.out.includes('After 1.1 (line 12)'));
    assert.match(r.out, /data-defcon="4"/);
    assert.match(r.out, /data-country="IR" data-us="0" data-ussr="2" data-control="USSR"/);
  });

  test('--out PATH writes the file and prints nothing', () => {
    const r = render(['game.tsn', '--out', 'board.svg', '--format', 'svg']);
    assert.equal(r.status, 0);
    assert.equal(r.out, '');
    assert.match(String(r.written.get('board.svg') ?? ''), /^<\?xml[\s\S]*<\/svg>\n$/);
  });

  test('exit 1 when the file has an error up to line N, the map still written', () => {
    const broken = render(['game.tsn'], BROKEN);
    assert.equal(broken.status, 1);
    assert.match(broken.out, /<\/svg>$/);
    assert.equal(render(['game.tsn', '--line', '12'], BROKEN).status, 0, 'the error is on line 13');
    assert.equal(render(['game.tsn', '--line', '13'], BROKEN).status, 1);
  });

  test('exit 2 on misuse or an unreadable file, saying why', () => {
    for (const args of [[], ['game.tsn', 'other.tsn'], ['game.tsn', '--line', 'x'], ['game.tsn', '--line', '0'], ['game.tsn', '--line', '999'],
      ['game.tsn', '--format', 'png'], ['game.tsn', '--format', 'pdf'], ['game.tsn', '--frobnicate'], ['game.tsn', '--out']]) {
      const r = render(args);
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.err, /^tsn: /, args.join(' '));
      assert.equal(r.out, '');
    }
    const missing = render(['missing.tsn']);
    assert.equal(missing.status, 2);
    assert.match(missing.err, /cannot read missing\.tsn: no such file/);
    const unwritable = render(['game.tsn', '--out', '/no/board.svg']);
    assert.equal(unwritable.status, 2);
    assert.match(unwritable.err, /cannot write \/no\/board\.svg/);
  });

  test('--format png: the same SVG converted, written to --out', () => {
    const seen: string[] = [];
    const r = render(['game.tsn', '--format', 'png', '--out', 'board.png'], GAME, (svg) => { seen.push(svg); return new Uint8Array([0x89, 0x50, 0x4e, 0x47]); });
    assert.equal(r.status, 0, r.err);
    assert.deepEqual([...(r.written.get('board.png') as Uint8Array)], [0x89, 0x50, 0x4e, 0x47]);
    assert.equal(seen.length, 1);
    assert.match(seen[0]!, /^<\?xml[\s\S]*data-country="IR"[\s\S]*<\/svg>\n$/);
    const unavailable = render(['game.tsn', '--format', 'png', '--out', 'board.png'], GAME, () => { throw new PngUnavailable('a PNG needs rsvg-convert'); });
    assert.equal(unavailable.status, 2);
    assert.match(unavailable.err, /^tsn: a PNG needs rsvg-convert/);
    assert.equal(unavailable.written.size, 0);
  });

  const rsvg = spawnSync('rsvg-convert', ['--version']).status === 0;
  test('--format png through rsvg-convert makes a PNG of the map\'s size', { skip: rsvg ? false : 'rsvg-convert (librsvg2-bin) is not installed here' }, () => {
    const png = svgToPngWithRsvg(renderText(GAME, 'game.tsn').svg);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature');
    const view = new DataView(png.buffer, png.byteOffset);
    assert.deepEqual([view.getUint32(16), view.getUint32(20)], [2500, 1710], 'width and height from the IHDR chunk');
  });

  test('the help lists the command', () => {
    const out: string[] = [];
    run(['--help'], { out: (t) => out.push(t), err: () => {}, readFile: () => '' });
    assert.match(out.join('\n'), /tsn render FILE \[--line N\] \[--out PATH\] \[--format svg\|png\|html\]/);
  });
});

describe('tsn render --format html', () => {
  const dataOf = (html: string) => parseGamePageData(new RegExp(`id="${GAME_DATA_ID}">([^<]*)<`).exec(html)?.[1] ?? '');

  test('the whole game as one page, with the page\'s script, on standard output or in --out', async () => {
    const script = await pageScript();
    const r = render(['game.tsn', '--format', 'html'], GAME, undefined, () => script);
    assert.equal(r.status, 0, r.err);
    assert.match(r.out, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.ok(r.out.includes(script), 'the page\'s script inlined');
    assert.deepEqual(dataOf(r.out), { file: 'game.tsn', text: GAME, start: null });
    const written = render(['game.tsn', '--format', 'html', '--out', 'game.html', '--line', '15'], GAME, undefined, () => script);
    assert.equal(written.status, 0, written.err);
    assert.equal(written.out, '');
    assert.equal(dataOf(String(written.written.get('game.html')))?.start, 14, '--line N: the page opens at line N (0-based in the page)');
  });

  test('a fresh nonce for each page', () => {
    const nonces = [1, 2].map(() => /'nonce-([0-9a-f]+)'/.exec(render(['game.tsn', '--format', 'html'], GAME, undefined, () => 'var x;').out)?.[1]);
    assert.ok(nonces[0] && nonces[1] && nonces[0] !== nonces[1]);
  });

  test('exit 1 for an error anywhere in the game: the page is still written', () => {
    const r = render(['game.tsn', '--format', 'html', '--line', '12'], BROKEN, undefined, () => 'var x;');
    assert.equal(r.status, 1);
    assert.match(r.out, /^<!DOCTYPE html>/);
  });

  test('without the page\'s script (a checkout not built), exit 2 saying how to make it', () => {
    const r = render(['game.tsn', '--format', 'html']);
    assert.equal(r.status, 2);
    assert.match(r.err, /^tsn: the web page's script .*game\.js is missing; run "npm run build"$/);
    const thrown = render(['game.tsn', '--format', 'html', '--out', 'x.html'], GAME, undefined, () => { throw new PageScriptUnavailable('no script'); });
    assert.equal(thrown.status, 2);
    assert.equal(thrown.written.size, 0);
  });
});
