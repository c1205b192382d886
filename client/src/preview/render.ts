/**
 * The board preview's HTML, from a board snapshot. Pure: no `vscode` import, so the unit tests
 * render it directly. Every string of the snapshot (labels, card codes, the result's reason, the
 * file name) is untrusted and escaped; every number is checked to be one. The page loads nothing
 * from outside, its style and script carry a nonce, and the CSP allows nothing else.
 */
import type { BoardSnapshot } from '../../../server/src/analysis/snapshot';
import { cardByCode } from '../../../server/src/data/cards';
import { COUNTRIES, type Country } from '../../../server/src/data/countries';
import type { Region } from '../../../server/src/data/regions';
import { defconForbiddenRegions, MILITARY_OPS_MAX, SPACE_RACE_FINAL_BOX, spaceRaceBox, VP_MAX } from '../../../server/src/data/tracks';

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

/** What the extension posts to the page: the board, and the same board rendered. */
export interface BoardMessage {
  readonly type: 'board';
  readonly board: BoardSnapshot | null;
  /** `renderBoardContent(board, file)`: the page swaps it in without reloading. */
  readonly html: string;
}

/** What the page posts back. `line` is the board's line, or null for no board. */
export type PageMessage = { readonly type: 'ready' } | { readonly type: 'rendered'; readonly line: number | null };

/** The regions in the order the preview shows them. */
export const PREVIEW_REGIONS: readonly Region[] = ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa'];

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]!);
}

/** A number from untrusted data: finite, or the fallback. */
function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function int(value: unknown, min: number, max: number, fallback = 0): number {
  return Math.max(min, Math.min(max, Math.trunc(num(value, fallback))));
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => String(v)) : [];
}

type Side = 'US' | 'USSR';

function side(value: unknown): Side | null {
  return value === 'US' || value === 'USSR' ? value : null;
}

function sideClass(s: Side | null): string {
  return s === 'US' ? 'us' : s === 'USSR' ? 'ussr' : 'none';
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

const ROUND_NAMES: Readonly<Record<string, string>> = { S: 'Setup', D: 'Deal', H: 'Headline', E: 'End of turn' };

function roundName(round: unknown): string {
  const text = String(round ?? '');
  if (ROUND_NAMES[text]) return ROUND_NAMES[text]!;
  return /^[0-9]{1,2}$/.test(text) ? `Action round ${text}` : `Round ${text}`;
}

const REASONS: Readonly<Record<string, string>> = {
  vp: '20 VP',
  defcon: 'nuclear war (DEFCON 1)',
  europe: 'control of Europe',
  'final-scoring': 'final scoring',
  'scoring-card-held': 'a scoring card held at the end of the turn',
};

function cardTitle(code: string): string | undefined {
  return cardByCode(code)?.name.replace(/^"(.*)"$/, '$1');
}

function cardChip(code: string, withName: boolean): string {
  const card = cardByCode(code);
  const name = cardTitle(code);
  const cls = card ? (card.side === 'US' ? 'us' : card.side === 'USSR' ? 'ussr' : 'neutral') : 'unknown';
  const tip = card ? `${card.number}. ${name} · ${card.scoring ? 'scoring' : `${card.ops} ops`} · ${card.side}` : 'unknown card';
  return `<span class="card card-${cls}" title="${escapeHtml(tip)}"><b>${escapeHtml(code)}</b>${withName && name ? ` ${escapeHtml(name)}` : ''}</span>`;
}

function cardList(codes: readonly string[], withName: boolean, empty: string): string {
  return codes.length ? codes.map((code) => cardChip(code, withName)).join('') : `<span class="muted">${escapeHtml(empty)}</span>`;
}

/** A row of boxes, the first `filled` of them filled (the value's track). */
function boxes(count: number, filled: number, cls: string, first = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) out += `<i class="box${i < filled ? ` on ${cls}` : ''}">${first + i}</i>`;
  return out;
}

function track(title: string, body: string, extra = ''): string {
  return `<section class="track${extra ? ` ${extra}` : ''}"><h3>${escapeHtml(title)}</h3>${body}</section>`;
}

function turnTrack(board: BoardSnapshot): string {
  const turn = int(board.turn, 0, 99, 1);
  return track('Turn', `<div class="big">${turn}</div><div>${escapeHtml(roundName(board.round))}</div>`);
}

function defconTrack(board: BoardSnapshot): string {
  const defcon = int(board.defcon, 1, 5, 5);
  let levels = '';
  for (let level = 5; level >= 1; level--) levels += `<i class="level${level === defcon ? ` on d${level}` : ''}">${level}</i>`;
  const closed = defconForbiddenRegions(defcon);
  const note = defcon <= 1 ? 'Nuclear war' : closed.length ? `No coups or realignments in ${closed.join(', ')}` : 'Coups allowed everywhere';
  return track('DEFCON', `<div class="defcon" aria-label="DEFCON ${defcon}" data-defcon="${defcon}">${levels}</div><div class="note">${escapeHtml(note)}</div>`);
}

function vpTrack(board: BoardSnapshot): string {
  const vp = int(board.vp, -VP_MAX, VP_MAX);
  let bar = '';
  for (let v = -VP_MAX; v <= VP_MAX; v++) {
    if (v === 0) { bar += '<i class="zero"></i>'; continue; }
    const on = (vp < 0 && v < 0 && v >= vp) || (vp > 0 && v > 0 && v <= vp);
    bar += `<i class="seg${on ? (v < 0 ? ' on ussr' : ' on us') : ''}${v % 5 === 0 ? ' tick' : ''}"></i>`;
  }
  const text = vp > 0 ? `US ${signed(vp)}` : vp < 0 ? `USSR ${signed(-vp)}` : 'Even';
  return track('VP', `<div class="big vp-${vp > 0 ? 'us' : vp < 0 ? 'ussr' : 'even'}" data-vp="${vp}">${escapeHtml(text)}</div>`
    + `<div class="vpbar" aria-hidden="true">${bar}</div><div class="vpends"><span>USSR 20</span><span>0</span><span>US 20</span></div>`, 'wide');
}

function milopsTrack(board: BoardSnapshot): string {
  const rows = (['USSR', 'US'] as const).map((s) => {
    const n = int(board.milops?.[s], 0, MILITARY_OPS_MAX);
    return `<div class="row" data-milops-${s.toLowerCase()}="${n}"><span class="who ${sideClass(s)}">${s}</span><span class="boxes">${boxes(MILITARY_OPS_MAX, n, sideClass(s))}</span><span class="val">${n}/${MILITARY_OPS_MAX}</span></div>`;
  });
  const defcon = int(board.defcon, 1, 5, 5);
  return track('Military ops', `${rows.join('')}<div class="note">At DEFCON ${defcon} each side needs ${defcon}</div>`);
}

function spaceTrack(board: BoardSnapshot): string {
  const rows = (['USSR', 'US'] as const).map((s) => {
    const n = int(board.space?.[s], 0, SPACE_RACE_FINAL_BOX);
    const name = n > 0 ? spaceRaceBox(n)?.name ?? '' : 'not started';
    return `<div class="row" data-space-${s.toLowerCase()}="${n}"><span class="who ${sideClass(s)}">${s}</span><span class="boxes">${boxes(SPACE_RACE_FINAL_BOX, n, sideClass(s))}</span>`
      + `<span class="val">${n}</span><span class="note inline">${escapeHtml(name)}</span></div>`;
  });
  return track('Space race', rows.join(''), 'wide');
}

function chinaTrack(board: BoardSnapshot): string {
  const holder = side(board.china?.holder);
  const faceUp = board.china?.faceUp === true;
  return track('China Card', `<div class="china ${sideClass(holder)} ${faceUp ? 'up' : 'down'}" data-china="${escapeHtml(holder ?? '?')} ${faceUp ? 'up' : 'down'}">`
    + `<span class="who ${sideClass(holder)}">${escapeHtml(holder ?? '?')}</span> ${faceUp ? 'face up' : 'face down'}</div>`);
}

function effectsTrack(board: BoardSnapshot): string {
  return track('Effects in force', `<div class="cards">${cardList(strings(board.effects), true, 'none')}</div>`, 'wide effects');
}

function countryCell(country: Country, board: BoardSnapshot): string {
  const here = board.influence?.[country.code];
  const us = int(here?.US, 0, 99);
  const ussr = int(here?.USSR, 0, 99);
  const control = side(board.control?.[country.code]);
  const classes = ['country', `ctl-${sideClass(control)}`];
  if (country.battleground) classes.push('bg');
  if (us === 0 && ussr === 0) classes.push('empty');
  const tip = `${country.name} · stability ${country.stability}${country.battleground ? ' · battleground' : ''}${control ? ` · ${control} control` : ''}`;
  return `<div class="${classes.join(' ')}" data-country="${country.code}" title="${escapeHtml(tip)}">`
    + `<div class="c-top"><span class="c-code">${country.code}</span>`
    + `${control ? `<span class="c-ctl ${sideClass(control)}">${control}</span>` : ''}`
    + `<span class="c-stab" title="stability ${country.stability}${country.battleground ? ', battleground' : ''}">${country.stability}</span></div>`
    + `<div class="c-name">${escapeHtml(country.name)}</div>`
    + `<div class="c-inf"><span class="inf us${us ? '' : ' zero'}" data-us="${us}" title="US influence">US ${us}</span>`
    + `<span class="inf ussr${ussr ? '' : ' zero'}" data-ussr="${ussr}" title="USSR influence">USSR ${ussr}</span></div></div>`;
}

function regionSection(region: Region, board: BoardSnapshot): string {
  const countries = COUNTRIES.filter((c) => c.region === region);
  const tally = { US: { all: 0, bg: 0 }, USSR: { all: 0, bg: 0 } };
  for (const country of countries) {
    const control = side(board.control?.[country.code]);
    if (!control) continue;
    tally[control].all++;
    if (country.battleground) tally[control].bg++;
  }
  const battlegrounds = countries.filter((c) => c.battleground).length;
  const summary = (['USSR', 'US'] as const)
    .map((s) => `<span class="who ${sideClass(s)}">${s}</span> ${tally[s].all} controlled, ${tally[s].bg}/${battlegrounds} battlegrounds`)
    .join('<span class="sep">·</span>');
  const slug = region.toLowerCase().replace(/\s+/g, '-');
  return `<section class="region" data-region="${escapeHtml(region)}" id="r-${slug}"><h2>${escapeHtml(region)}<span class="tally">${summary}</span></h2>`
    + `<div class="grid">${countries.map((c) => countryCell(c, board)).join('')}</div></section>`;
}

function resultBanner(board: BoardSnapshot): string {
  const result = board.result;
  if (!result || typeof result !== 'object') return '';
  const winner = side(result.winner);
  const reason = String(result.reason ?? '');
  const how = REASONS[reason] ?? reason;
  const text = winner ? `${winner} wins by ${how}` : `Draw (${how})`;
  return `<div class="result ${sideClass(winner)}" data-result="${escapeHtml(winner ?? 'draw')}">${escapeHtml(text)}, turn ${int(result.turn, 0, 99)}</div>`;
}

function hands(board: BoardSnapshot): string {
  const out: string[] = [];
  for (const s of ['USSR', 'US'] as const) {
    const hand = board.hands?.[s];
    if (Array.isArray(hand)) out.push(`<div class="pile"><h3><span class="who ${sideClass(s)}">${s}</span> hand (${hand.length})</h3><div class="cards">${cardList(strings(hand), true, 'empty')}</div></div>`);
  }
  return out.join('');
}

function header(board: BoardSnapshot, file: string | undefined): string {
  const line = Math.trunc(num(board.line, -1));
  const where = line < 0 ? 'Before the first line' : `After line ${line + 1}`;
  const label = String(board.label ?? '');
  return `<header><div class="follow">${file ? `<span class="file">${escapeHtml(file)}</span><span class="sep">·</span>` : ''}`
    + `<span class="line">${escapeHtml(where)}</span>${label ? `<span class="sep">·</span><span class="label">${escapeHtml(label)}</span>` : ''}</div>`
    + `<div class="legend"><span class="key us">US control</span><span class="key ussr">USSR control</span><span class="key none">uncontrolled</span><span class="key bgkey">battleground</span></div></header>`;
}

const NO_BOARD = 'No board for this line: the language server has not read this file.';

/**
 * The board, without the page around it: what the page swaps in when a new board arrives.
 * A null board (the server could not tell) renders as a short notice.
 */
export function renderBoardContent(board: BoardSnapshot | null, file?: string, notice = NO_BOARD): string {
  if (!board || typeof board !== 'object') {
    return `<div class="board" data-line=""><header><div class="follow">${file ? `<span class="file">${escapeHtml(file)}</span>` : ''}</div></header>`
      + `<p class="notice">${escapeHtml(notice)}</p></div>`;
  }
  const line = Math.trunc(num(board.line, -1));
  const discard = strings(board.discard);
  const removed = strings(board.removed);
  return `<div class="board" data-line="${line}">${header(board, file)}${resultBanner(board)}`
    + `<div class="tracks">${turnTrack(board)}${defconTrack(board)}${vpTrack(board)}${milopsTrack(board)}${spaceTrack(board)}${chinaTrack(board)}${effectsTrack(board)}</div>`
    + PREVIEW_REGIONS.map((region) => regionSection(region, board)).join('')
    + `<div class="piles"><div class="pile"><h3>Discard pile (${discard.length})</h3><div class="cards">${cardList(discard, true, 'empty')}</div></div>`
    + `<div class="pile"><h3>Removed from the game (${removed.length})</h3><div class="cards">${cardList(removed, true, 'none')}</div></div>${hands(board)}</div></div>`;
}

/** The page's script: swaps in each board as it arrives and says so (no reload, no flash). */
const SCRIPT = `(function () {
  var vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : null;
  var root = document.getElementById('root');
  function post(message) { if (vscode) vscode.postMessage(message); }
  function lineOf() {
    var board = root.firstElementChild;
    var text = board ? board.getAttribute('data-line') : '';
    return text === '' || text === null ? null : Number(text);
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.type !== 'board' || typeof message.html !== 'string') return;
    root.innerHTML = message.html;
    post({ type: 'rendered', line: lineOf() });
  });
  post({ type: 'ready' });
  post({ type: 'rendered', line: lineOf() });
})();`;

const STYLE = `
:root {
  --fg: var(--vscode-editor-foreground, #1f1f1f);
  --bg: var(--vscode-editor-background, #ffffff);
  --muted: var(--vscode-descriptionForeground, #6b6b6b);
  --line: var(--vscode-panel-border, rgba(128,128,128,.35));
  --cell: var(--vscode-editorWidget-background, rgba(128,128,128,.06));
  --us: #1f5fcc; --ussr: #c0281f; --bgc: #7a3ea0;
  --us-tint: rgba(47,111,223,.20); --ussr-tint: rgba(214,48,40,.20);
}
* { box-sizing: border-box; }
body { margin: 0; padding: 10px 14px 24px; color: var(--fg); background: var(--bg);
  font-family: var(--vscode-font-family, system-ui, sans-serif); font-size: var(--vscode-font-size, 13px); line-height: 1.3; }
h2, h3 { margin: 0; font-weight: 600; }
h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin-bottom: 4px; }
.muted, .note { color: var(--muted); }
.note { font-size: 11px; margin-top: 4px; }
.note.inline { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sep { color: var(--muted); margin: 0 6px; }
header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 6px 16px;
  padding-bottom: 8px; border-bottom: 1px solid var(--line); margin-bottom: 10px; }
.follow { font-size: 14px; }
.follow .file { font-weight: 600; }
.follow .label { font-family: var(--vscode-editor-font-family, monospace); font-weight: 600; }
.legend { display: flex; gap: 10px; font-size: 11px; color: var(--muted); }
.key::before { content: ''; display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px;
  border: 1px solid var(--line); border-radius: 2px; }
.key.us::before { background: var(--us); border-color: var(--us); }
.key.ussr::before { background: var(--ussr); border-color: var(--ussr); }
.key.bgkey::before { background: var(--bgc); border-color: var(--bgc); }
.result { margin: 0 0 10px; padding: 8px 12px; border-radius: 4px; font-weight: 600; font-size: 14px; color: #fff; background: #555; }
.result.us { background: var(--us); } .result.ussr { background: var(--ussr); }
.notice { color: var(--muted); }
.who { font-weight: 700; font-size: 11px; padding: 0 4px; border-radius: 3px; color: #fff; background: #666; }
.who.us { background: var(--us); } .who.ussr { background: var(--ussr); }
.tracks { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 8px; margin-bottom: 12px; }
.track { border: 1px solid var(--line); border-radius: 4px; padding: 6px 8px; background: var(--cell); min-width: 0; }
.track.wide { grid-column: span 2; }
@media (max-width: 340px) { .track.wide { grid-column: auto; } }
.big { font-size: 20px; font-weight: 700; line-height: 1.1; }
.vp-us { color: var(--us); } .vp-ussr { color: var(--ussr); }
body.vscode-dark .vp-us, body.vscode-high-contrast .vp-us { color: #7fb0ff; }
body.vscode-dark .vp-ussr, body.vscode-high-contrast .vp-ussr { color: #ff8a80; }
.defcon { display: flex; gap: 3px; }
.level, .box { display: inline-flex; align-items: center; justify-content: center; font-style: normal;
  border: 1px solid var(--line); border-radius: 3px; color: var(--muted); }
.level { width: 26px; height: 24px; font-weight: 700; }
.level.on { color: #fff; border-color: transparent; }
.level.d5 { background: #2e7d32; } .level.d4 { background: #9e7c00; } .level.d3 { background: #c25e00; }
.level.d2 { background: #c62828; } .level.d1 { background: #6a0000; }
.vpbar { display: flex; align-items: stretch; height: 12px; margin-top: 6px; }
.vpbar i { flex: 1; border-top: 1px solid var(--line); border-bottom: 1px solid var(--line); }
.vpbar .tick { border-right: 1px solid var(--line); }
.vpbar .on.us { background: var(--us); } .vpbar .on.ussr { background: var(--ussr); }
.vpbar .zero { flex: 0 0 2px; background: var(--fg); }
.vpends { display: flex; justify-content: space-between; font-size: 10px; color: var(--muted); }
.row { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
.row .who { width: 38px; text-align: center; }
.boxes { display: flex; gap: 2px; }
.box { width: 14px; height: 14px; font-size: 9px; }
.box.on { color: #fff; border-color: transparent; }
.box.on.us { background: var(--us); } .box.on.ussr { background: var(--ussr); }
.val { font-variant-numeric: tabular-nums; font-weight: 600; }
.china { font-size: 14px; padding: 4px 0; }
.china.down { color: var(--muted); }
.china.down .who { opacity: .65; }
.cards { display: flex; flex-wrap: wrap; gap: 4px; }
.card { font-size: 12px; padding: 1px 6px; border-radius: 3px; border: 1px solid var(--line); border-left-width: 3px; background: var(--bg); white-space: nowrap; }
.card b { font-family: var(--vscode-editor-font-family, monospace); }
.card-us { border-left-color: var(--us); } .card-ussr { border-left-color: var(--ussr); } .card-neutral { border-left-color: #888; }
.card-unknown { border-style: dashed; }
.region { margin: 14px 0 0; }
.region h2 { font-size: 14px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin-bottom: 6px; }
.tally { font-size: 11px; font-weight: 400; color: var(--muted); }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); gap: 5px; }
.country { border: 1px solid var(--line); border-left: 4px solid var(--line); border-radius: 4px; padding: 4px 6px; background: var(--cell); min-width: 0; }
.country.ctl-us { background: var(--us-tint); border-color: var(--us); }
.country.ctl-ussr { background: var(--ussr-tint); border-color: var(--ussr); }
.country.empty { opacity: .55; }
.c-top { display: flex; align-items: center; gap: 4px; }
.c-code { font-family: var(--vscode-editor-font-family, monospace); font-weight: 700; }
.c-ctl { font-size: 9px; font-weight: 700; padding: 0 3px; border-radius: 2px; color: #fff; }
.c-ctl.us { background: var(--us); } .c-ctl.ussr { background: var(--ussr); }
.c-stab { margin-left: auto; min-width: 16px; height: 16px; display: inline-flex; align-items: center; justify-content: center;
  font-size: 10px; font-weight: 700; border: 1px solid var(--muted); border-radius: 2px; }
.country.bg .c-stab { background: var(--bgc); border-color: var(--bgc); color: #fff; }
.c-name { font-size: 11px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; margin: 1px 0 3px; }
.c-inf { display: flex; gap: 4px; }
.inf { flex: 1; text-align: center; font-size: 11px; font-weight: 700; border-radius: 3px; padding: 0 2px; color: #fff; font-variant-numeric: tabular-nums; }
.inf.us { background: var(--us); } .inf.ussr { background: var(--ussr); }
.inf.zero { background: transparent; color: var(--muted); font-weight: 400; border: 1px solid var(--line); }
.piles { margin-top: 16px; display: grid; gap: 10px; }
.pile { border-top: 1px solid var(--line); padding-top: 8px; }
body.vscode-high-contrast .country, body.vscode-high-contrast .track { border-color: var(--vscode-contrastBorder, #fff); }
`;

const NONCE = /^[A-Za-z0-9+/=_-]{8,}$/;

/** The whole page: a strict CSP, the nonce'd style, the board, the nonce'd script. */
export function renderBoardDocument(board: BoardSnapshot | null, options: RenderOptions): string {
  if (!NONCE.test(options.nonce)) throw new Error('renderBoardDocument: the nonce must be at least 8 base64 characters');
  const nonce = escapeHtml(options.nonce);
  const source = escapeHtml(options.cspSource);
  const csp = `default-src 'none'; style-src ${source} 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src ${source} data:; font-src ${source};`;
  return '<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${csp}">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
    + `<title>${escapeHtml(options.file ? `Board · ${options.file}` : 'Board')}</title>`
    + `<style nonce="${nonce}">${STYLE}</style></head>`
    + `<body><main id="root">${renderBoardContent(board, options.file, options.notice)}</main>`
    + `<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}
