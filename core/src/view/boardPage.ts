/**
 * The board page: what the board preview's webview shows, and the exported game page around it,
 * from a board view: the map (core/src/view/boardSvg.ts), and around it the step buttons, the
 * play in plain words with what it changed, the game's VP and DEFCON chart, the details of a
 * country, the piles; the page's style, and its script, which swaps each board in and asks its
 * host (the VS Code extension, or the exported page's engine) for a line or a country's details
 * through the messages below.
 *
 * Pure: no DOM, no editor. The page holds no rules: it shows what it is sent and posts back what
 * the user asked for (a line to go to, a country to detail). Every string of the view (labels,
 * readings with the file's comments, card codes, the file name) is untrusted and escaped; every
 * number is checked to be one. The page loads nothing from outside.
 */
import type { BoardView, CountryChange } from '../analysis/boardView';
import type { BoardSnapshot } from '../analysis/snapshot';
import {
  BOARD_SVG_STYLE, countryDiffs, escapeXml, int, isCountryCode, renderBoardSvg, sideOf, trackDiffs,
} from './boardSvg';
import { cardByCode, cardTitle, countryByCode, superpowerByCode, VP_MAX, type Side } from '../data';
import { resultText, roundName, vpText } from '../common/text';

/** What the page keeps across reloads (the webview's state), and the serializer reads back. */
export interface PageState {
  /** The document the preview follows. */
  readonly uri?: string;
  /** The country whose details are open. */
  readonly selected?: string | null;
}

/** What the extension posts to the page: the board, the same view rendered, and what to remember. */
export interface BoardMessage {
  readonly type: 'board';
  readonly board: BoardSnapshot | null;
  /** `renderBoardContent(view, file, …)`: the page swaps it in without reloading. */
  readonly html: string;
  readonly state: PageState;
}

/**
 * What the page posts back. `rendered`: the board's line it shows (null: a notice); `reveal`:
 * move the editor to a line (0-based); `select`: open a country's details (null closes them).
 */
export type PageMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'rendered'; readonly line: number | null }
  | { readonly type: 'reveal'; readonly line: number }
  | { readonly type: 'select'; readonly code: string | null };

/** A message from the page, checked field by field; undefined for anything else. */
export function parsePageMessage(value: unknown): PageMessage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return { type: 'ready' };
    case 'rendered':
      return { type: 'rendered', line: Number.isInteger(message.line) ? message.line as number : null };
    case 'reveal':
      return Number.isInteger(message.line) && (message.line as number) >= 0 && (message.line as number) < 10_000_000
        ? { type: 'reveal', line: message.line as number } : undefined;
    case 'select':
      if (message.code === null) return { type: 'select', code: null };
      return isCountryCode(message.code) ? { type: 'select', code: message.code } : undefined;
    default:
      return undefined;
  }
}

/** A Content Security Policy nonce: base64 or hex characters, at least 8 of them. */
const NONCE = /^[A-Za-z0-9+/=_-]{8,}$/;

/** A fresh nonce: `bytes` random bytes as hex (Web Crypto, in Node and in browsers alike). */
export function newNonce(bytes = 18): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `nonce`, once checked to be one: a value that could end the CSP's quotes is refused. */
export function checkedNonce(nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('the page\'s nonce must be at least 8 base64 characters');
  return nonce;
}

/** Text made safe for HTML content and quoted attribute values (backquotes too, for old parsers). */
export function escapeHtml(value: unknown): string {
  return escapeXml(value).replace(/`/g, '&#96;');
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => String(v)) : [];
}

function cardChip(code: string): string {
  const card = cardByCode(code);
  const name = card ? cardTitle(code) : undefined;
  const cls = card ? (card.side === 'US' ? 'us' : card.side === 'USSR' ? 'ussr' : 'neutral') : 'unknown';
  const tip = card ? `${card.number}. ${name} · ${card.scoring ? 'scoring' : `${card.ops} ops`} · ${card.side}` : 'unknown card';
  return `<span class="card card-${cls}" title="${escapeHtml(tip)}"><b>${escapeHtml(code)}</b>${name ? ` ${escapeHtml(name)}` : ''}</span>`;
}

function cardList(codes: readonly string[], empty: string): string {
  return codes.length ? codes.map(cardChip).join('') : `<span class="muted">${escapeHtml(empty)}</span>`;
}

function resultBanner(board: BoardSnapshot): string {
  const result = board.result;
  if (!result || typeof result !== 'object') return '';
  const winner = sideOf(result.winner);
  const text = resultText({ winner, reason: result.reason, turn: int(result.turn, 0, 99) });
  return `<div class="result ${winner === 'US' ? 'us' : winner === 'USSR' ? 'ussr' : 'none'}" data-result="${escapeHtml(winner ?? 'draw')}">${escapeHtml(text.charAt(0).toUpperCase() + text.slice(1))}</div>`;
}

/** A line target from the view: a line number, or null (the button is then disabled). */
function target(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 ? value as number : null;
}

const STEPS = [
  { key: 'turnStart', text: '« Turn start', title: 'The first play of the turn (Home)', keys: 'Home' },
  { key: 'previous', text: '◀ Previous', title: 'The previous play (Left arrow)', keys: 'ArrowLeft' },
  { key: 'next', text: 'Next ▶', title: 'The next play (Right arrow)', keys: 'ArrowRight' },
  { key: 'end', text: 'End »', title: 'The last line of the game (End)', keys: 'End' },
] as const;

function stepButtons(view: BoardView): string {
  return `<nav class="steps" aria-label="Step through the game">${STEPS.map((step) => {
    const line = target(view.steps?.[step.key]);
    return `<button type="button" data-step="${step.key}" aria-keyshortcuts="${step.keys}" title="${escapeHtml(step.title)}"`
      + `${line === null ? ' disabled' : ` data-goto="${line}"`}>${escapeHtml(step.text)}</button>`;
  }).join('')}</nav>`;
}

function header(view: BoardView, file: string | undefined): string {
  const board = view.board;
  const line = int(board.line, -1, 10_000_000, -1);
  const where = line < 0 ? 'Before the first line' : `After line ${line + 1}`;
  const label = String(board.label ?? '');
  return `<header><div class="follow">${file ? `<span class="file">${escapeHtml(file)}</span><span class="sep">·</span>` : ''}`
    + `${label ? `<span class="label">${escapeHtml(label)}</span><span class="sep">·</span>` : ''}<span class="line">${escapeHtml(where)}</span>`
    + `<span class="sep">·</span><span class="turn">Turn ${int(board.turn, 0, 10, 1)}, ${escapeHtml(roundName(board.round))}</span></div>`
    + stepButtons(view) + '</header>';
}

/** The tracks in one line of text: what the map's panels show, readable in a narrow panel too. */
function tracksLine(view: BoardView): string {
  const board = view.board;
  const defcon = int(board.defcon, 1, 5, 5);
  const ops = (side: Side) => int(board.milops?.[side], 0, 5);
  const space = (side: Side) => int(board.space?.[side], 0, 8);
  const holder = sideOf(board.china?.holder) ?? '?';
  const effects = strings(board.effects).map(cardTitle);
  const parts = [
    `DEFCON ${defcon}`,
    `VP ${vpText(int(board.vp, -VP_MAX, VP_MAX))}`,
    `military operations USSR ${ops('USSR')}, US ${ops('US')} of ${defcon}`,
    `space race USSR ${space('USSR')}, US ${space('US')}`,
    `China Card: ${holder}, face ${board.china?.faceUp === true ? 'up' : 'down'}`,
    `in effect: ${effects.length ? effects.join(', ') : 'nothing'}`,
  ];
  return `<p class="tracks-line">${escapeHtml(parts.join(' · '))}</p>`;
}

function controlText(side: string | null): string {
  return side ? `${side} control` : 'no control';
}

/** The play in plain words, and the list of what it changed (countries open their details). */
function playSection(view: BoardView): string {
  const reading = strings(view.reading);
  const countries = countryDiffs(view);
  const tracks = trackDiffs(view);
  if (!reading.length && !countries.length && !tracks.length) {
    return `<section class="play" aria-label="The play"><p class="muted">${view.before ? 'This line changed nothing on the board.' : 'No play yet: the board as the game starts.'}</p></section>`;
  }
  const items: string[] = [];
  for (const d of countries) {
    const name = countryByCode(d.code)?.name ?? d.code;
    const flip = d.before.control !== d.after.control;
    items.push(`<li><button type="button" class="link" data-select="${escapeHtml(d.code)}">${escapeHtml(name)}</button>: `
      + `US ${d.before.US} → ${d.after.US}, USSR ${d.before.USSR} → ${d.after.USSR}`
      + `${flip ? ` <strong class="flip">${escapeHtml(`${controlText(d.before.control)} → ${controlText(d.after.control)}`)}</strong>` : ''}</li>`);
  }
  for (const t of tracks) items.push(`<li class="track-change">${escapeHtml(`${t.name}: ${t.before} → ${t.after}`)}</li>`);
  // Each region the line scored, broken down (the words are the core's: analysis/reading.ts scoringText).
  const scored = (Array.isArray(view.scored) ? view.scored : []).map((f) => (typeof f?.text === 'string' ? f.text : '')).filter(Boolean);
  return `<section class="play" aria-label="The play">${reading.map((r) => `<p class="reading">${escapeHtml(r)}</p>`).join('')}`
    + (scored.length ? `<ul class="scored" aria-label="The regions this line scored">${scored.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : '')
    + (items.length ? `<ul class="changes" aria-label="What the line changed">${items.join('')}</ul>` : '') + '</section>';
}

// ---- the chart of the whole game -----------------------------------------------------------------

const CHART = { width: 1000, vpTop: 10, vpHeight: 110, defconTop: 140, defconHeight: 40, height: 200, left: 70, right: 12 } as const;

/** The game's VP (top) and DEFCON (bottom), a point per line; clicking a point moves the editor there. */
function chart(view: BoardView): string {
  const points = Array.isArray(view.timeline) ? view.timeline.filter((p) => p && Number.isInteger(p.line)) : [];
  if (points.length < 2) return '';
  const current = int(view.board.line, -1, 10_000_000, -1);
  const { width, left, right } = CHART;
  const step = (width - left - right) / (points.length - 1);
  const x = (i: number) => left + i * step;
  const vpY = (vp: number) => CHART.vpTop + CHART.vpHeight / 2 - (int(vp, -VP_MAX, VP_MAX) / VP_MAX) * (CHART.vpHeight / 2);
  const defconY = (d: number) => CHART.defconTop + ((int(d, 1, 5, 5) - 1) / 4) * CHART.defconHeight;
  let out = '';
  // Turn boundaries, labelled.
  let lastTurn = '';
  points.forEach((p, i) => {
    const turn = String(p.label ?? '').split('.')[0] ?? '';
    if (turn !== lastTurn) {
      out += `<line class="turn-line" x1="${x(i)}" y1="${CHART.vpTop}" x2="${x(i)}" y2="${CHART.defconTop + CHART.defconHeight}"/>`
        + `<text class="axis" x="${x(i) + 3}" y="${CHART.height - 4}">${escapeHtml(turn)}</text>`;
      lastTurn = turn;
    }
  });
  out += `<line class="zero" x1="${left}" y1="${vpY(0)}" x2="${width - right}" y2="${vpY(0)}"/>`
    + `<text class="axis" x="4" y="${CHART.vpTop + 12}">US 20</text><text class="axis" x="4" y="${vpY(0) + 4}">VP 0</text>`
    + `<text class="axis" x="4" y="${CHART.vpTop + CHART.vpHeight}">USSR 20</text>`
    + `<text class="axis" x="4" y="${defconY(5) + 4}">DEFCON 5</text><text class="axis" x="4" y="${defconY(1) + 4}">DEFCON 1</text>`;
  out += `<polyline class="vp-line" points="${points.map((p, i) => `${x(i).toFixed(1)},${vpY(p.vp).toFixed(1)}`).join(' ')}"/>`;
  const defconPath = points.map((p, i) => `${i ? 'H' : 'M'}${x(i).toFixed(1)} ${i ? `V${defconY(p.defcon).toFixed(1)}` : defconY(p.defcon).toFixed(1)}`).join('');
  out += `<path class="defcon-line" d="${defconPath}"/>`;
  // The point shown now: the last game line at or above the board's line.
  let at = -1;
  points.forEach((p, i) => { if (p.line <= current) at = i; });
  if (at >= 0) {
    out += `<line class="now" x1="${x(at)}" y1="${CHART.vpTop - 8}" x2="${x(at)}" y2="${CHART.defconTop + CHART.defconHeight + 6}"/>`
      + `<circle class="now-dot" cx="${x(at)}" cy="${vpY(points[at]!.vp)}" r="6"/>`;
  }
  // A column per point to click (wide enough to hit), with its title.
  out += points.map((p, i) => {
    const label = `${String(p.label ?? '')}: VP ${vpText(int(p.vp, -VP_MAX, VP_MAX))}, DEFCON ${int(p.defcon, 1, 5, 5)}`;
    return `<rect class="hit" data-goto="${p.line}" x="${(x(i) - step / 2).toFixed(1)}" y="0" width="${Math.max(step, 1).toFixed(1)}" height="${CHART.height}"><title>${escapeHtml(label)}</title></rect>`;
  }).join('');
  const now = at >= 0 ? points[at]! : undefined;
  const summary = `VP and DEFCON over the game, ${points.length} lines${now ? `; now ${String(now.label)}: VP ${vpText(int(now.vp, -VP_MAX, VP_MAX))}, DEFCON ${int(now.defcon, 1, 5, 5)}` : ''}. Click a point to go to its line.`;
  return `<section class="chart" aria-label="VP and DEFCON over the game"><h3>VP and DEFCON over the game</h3>`
    + `<svg class="chart-svg" viewBox="0 0 ${width} ${CHART.height}" role="img" aria-label="${escapeHtml(summary)}">${out}</svg></section>`;
}

// ---- a country's details ------------------------------------------------------------------------

function changeLine(change: CountryChange): string {
  const b = change.before ?? { US: 0, USSR: 0 };
  const a = change.after ?? { US: 0, USSR: 0 };
  return `<li><button type="button" class="link" data-goto="${int(change.line, 0, 10_000_000)}">${escapeHtml(String(change.label ?? ''))}</button> `
    + `${escapeHtml(`(line ${int(change.line, 0, 10_000_000) + 1}): US ${int(b.US, 0, 99)} → ${int(a.US, 0, 99)}, USSR ${int(b.USSR, 0, 99)} → ${int(a.USSR, 0, 99)}`)}</li>`;
}

function details(view: BoardView, selected: string | null | undefined): string {
  if (!selected || !isCountryCode(selected)) return '';
  const country = countryByCode(selected)!;
  const here = view.board.influence?.[selected];
  const us = int(here?.US, 0, 99);
  const ussr = int(here?.USSR, 0, 99);
  const control = sideOf(view.board.control?.[selected]);
  const neighbours = country.adjacent.map((code) => countryByCode(code)?.name ?? superpowerByCode(code)?.name ?? code);
  const changes = Array.isArray(view.history?.[selected]) ? view.history[selected]! : [];
  return `<section class="details" data-details="${selected}" aria-label="${escapeHtml(country.name)}">`
    + `<h2>${escapeHtml(country.name)} <span class="muted">${selected}</span><button type="button" class="close" data-select="" title="Close the details" aria-label="Close the details">×</button></h2>`
    + `<p>${escapeHtml(`${country.region}${country.subregions.length ? ` (${country.subregions.join(', ')})` : ''} · stability ${country.stability}${country.battleground ? ' · battleground' : ''}`)}</p>`
    + `<p><strong>${escapeHtml(`US ${us} · USSR ${ussr} · ${controlText(control)}`)}</strong></p>`
    + `<p class="muted">${escapeHtml(`Next to ${neighbours.join(', ')}`)}</p>`
    + `<h3>Lines that changed it (${changes.length})</h3>`
    + (changes.length ? `<ol class="history">${changes.map(changeLine).join('')}</ol>` : '<p class="muted">None: its influence is as the game started.</p>')
    + '</section>';
}

function piles(view: BoardView): string {
  const board = view.board;
  const discard = strings(board.discard);
  const removed = strings(board.removed);
  let out = `<div class="pile"><h3>Discard pile (${discard.length})</h3><div class="cards">${cardList(discard, 'empty')}</div></div>`
    + `<div class="pile"><h3>Removed from the game (${removed.length})</h3><div class="cards">${cardList(removed, 'none')}</div></div>`;
  for (const s of ['USSR', 'US'] as const) {
    const hand = board.hands?.[s];
    if (Array.isArray(hand)) out += `<div class="pile"><h3>${s} hand (${hand.length})</h3><div class="cards">${cardList(strings(hand), 'empty')}</div></div>`;
  }
  return `<section class="piles" aria-label="Piles and hands">${out}</section>`;
}

const NO_BOARD = 'No board for this line: the language server has not read this file.';

/**
 * The board, without the page around it: what the page swaps in when a new view arrives. A null
 * view (the server could not tell) renders as a short notice.
 */
export function renderBoardContent(view: BoardView | null, file?: string, notice = NO_BOARD, selected?: string | null): string {
  if (!view || typeof view !== 'object' || !view.board || typeof view.board !== 'object') {
    return `<div class="board" data-line=""><header><div class="follow">${file ? `<span class="file">${escapeHtml(file)}</span>` : ''}</div></header>`
      + `<p class="notice">${escapeHtml(notice)}</p></div>`;
  }
  const line = int(view.board.line, -1, 10_000_000, -1);
  return `<div class="board" data-line="${line}">${header(view, file)}${resultBanner(view.board)}${tracksLine(view)}${playSection(view)}`
    + '<div class="map-tools" role="toolbar" aria-label="Map"><button type="button" data-zoom="in" title="Zoom in (+)" aria-label="Zoom in">+</button>'
    + '<button type="button" data-zoom="out" title="Zoom out (-)" aria-label="Zoom out">−</button>'
    + '<button type="button" data-zoom="fit" title="The whole board (0)">Whole board</button>'
    + '<span class="muted hint">Click a country for its history · wheel to zoom, drag to move · ←/→ plays, Home/End</span></div>'
    + `<div class="map" tabindex="0" aria-label="The board map">${renderBoardSvg(view, { interactive: true, selected: selected ?? null, file })}</div>`
    + details(view, selected) + chart(view) + piles(view) + '</div>';
}

/**
 * The page's script: swaps in each board as it arrives (no reload, no flash), keeps the map's
 * zoom, and posts back what the user asks for. It knows no rules, only the page's attributes.
 */
export const BOARD_PAGE_SCRIPT = `(function () {
  var vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : null;
  var root = document.getElementById('root');
  var FULL = [0, 0, 5000, 3420];
  var saved = vscode && vscode.getState ? vscode.getState() : null;
  var view = saved && Array.isArray(saved.viewBox) && saved.viewBox.length === 4 ? saved.viewBox.map(Number) : FULL.slice();
  var pageState = saved && typeof saved === 'object' ? saved : {};
  function post(message) { if (vscode) vscode.postMessage(message); }
  function remember() { if (vscode && vscode.setState) { pageState.viewBox = view; vscode.setState(pageState); } }
  function lineOf() {
    var board = root.firstElementChild;
    var text = board ? board.getAttribute('data-line') : '';
    return text === '' || text === null ? null : Number(text);
  }
  function mapSvg() { return root.querySelector('.map svg'); }
  function applyView() {
    var svg = mapSvg();
    if (svg) svg.setAttribute('viewBox', view.join(' '));
  }
  function clampView() {
    var w = Math.max(400, Math.min(FULL[2], view[2]));
    var h = w * FULL[3] / FULL[2];
    var x = Math.max(0, Math.min(FULL[2] - w, view[0]));
    var y = Math.max(0, Math.min(FULL[3] - h, view[1]));
    view = [x, y, w, h];
  }
  function zoom(factor, cx, cy) {
    if (cx === undefined) { cx = view[0] + view[2] / 2; cy = view[1] + view[3] / 2; }
    view = [cx - (cx - view[0]) * factor, cy - (cy - view[1]) * factor, view[2] * factor, view[3] * factor];
    clampView(); applyView(); remember();
  }
  function goTo(element) {
    var line = Number(element.getAttribute('data-goto'));
    if (Number.isInteger(line) && line >= 0) post({ type: 'reveal', line: line });
  }
  function select(code) { post({ type: 'select', code: code ? code : null }); }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.type !== 'board' || typeof message.html !== 'string') return;
    var focused = document.activeElement;
    var focusKey = focused && focused.getAttribute ? (focused.getAttribute('data-country') || focused.getAttribute('data-step') || null) : null;
    root.innerHTML = message.html;
    applyView();
    if (focusKey) {
      var again = root.querySelector('[data-country="' + focusKey + '"], [data-step="' + focusKey + '"]');
      if (again && again.focus) again.focus();
    }
    if (message.state && typeof message.state === 'object') {
      pageState = { uri: String(message.state.uri || ''), selected: message.state.selected || null, viewBox: view };
      remember();
    }
    post({ type: 'rendered', line: lineOf() });
  });
  root.addEventListener('click', function (event) {
    var t = event.target;
    if (!t || !t.closest) return;
    var zoomButton = t.closest('[data-zoom]');
    if (zoomButton) {
      var how = zoomButton.getAttribute('data-zoom');
      if (how === 'fit') { view = FULL.slice(); applyView(); remember(); } else zoom(how === 'in' ? 0.7 : 1 / 0.7);
      return;
    }
    var go = t.closest('[data-goto]');
    if (go && !go.disabled) { goTo(go); return; }
    var pick = t.closest('[data-select]');
    if (pick) { select(pick.getAttribute('data-select')); return; }
    var country = t.closest('[data-country]');
    if (country && !dragged) select(country.getAttribute('data-country'));
  });
  document.addEventListener('keydown', function (event) {
    var t = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === 'Enter' || event.key === ' ') && t && t.getAttribute && t.getAttribute('data-country')) {
      event.preventDefault(); select(t.getAttribute('data-country')); return;
    }
    if (event.key === 'Escape') { select(null); return; }
    var steps = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'turnStart', End: 'end' };
    if (steps[event.key]) {
      var button = root.querySelector('[data-step="' + steps[event.key] + '"]');
      if (button && !button.disabled) { event.preventDefault(); goTo(button); }
      return;
    }
    if (event.key === '+' || event.key === '=') zoom(0.7);
    else if (event.key === '-') zoom(1 / 0.7);
    else if (event.key === '0') { view = FULL.slice(); applyView(); remember(); }
  });
  var drag = null, dragged = false;
  root.addEventListener('wheel', function (event) {
    var svg = mapSvg();
    if (!svg || !svg.contains(event.target)) return;
    event.preventDefault();
    var box = svg.getBoundingClientRect();
    var cx = view[0] + (event.clientX - box.left) / box.width * view[2];
    var cy = view[1] + (event.clientY - box.top) / box.height * view[3];
    zoom(event.deltaY < 0 ? 0.85 : 1 / 0.85, cx, cy);
  }, { passive: false });
  root.addEventListener('pointerdown', function (event) {
    var svg = mapSvg();
    if (!svg || !svg.contains(event.target) || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, view: view.slice(), scale: view[2] / svg.getBoundingClientRect().width };
    dragged = false;
  });
  window.addEventListener('pointermove', function (event) {
    if (!drag) return;
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 4) dragged = true;
    if (!dragged) return;
    view = [drag.view[0] - dx * drag.scale, drag.view[1] - dy * drag.scale, drag.view[2], drag.view[3]];
    clampView(); applyView();
  });
  window.addEventListener('pointerup', function () {
    if (drag && dragged) { remember(); setTimeout(function () { dragged = false; }, 0); }
    drag = null;
  });
  applyView();
  post({ type: 'ready' });
  post({ type: 'rendered', line: lineOf() });
})();`;

const PAGE_STYLE = `
:root {
  --fg: var(--vscode-editor-foreground, #1f1f1f);
  --bg: var(--vscode-editor-background, #ffffff);
  --muted: var(--vscode-descriptionForeground, #6b6b6b);
  --line: var(--vscode-panel-border, rgba(128,128,128,.35));
  --cell: var(--vscode-editorWidget-background, rgba(128,128,128,.06));
  --us: #1f5fcc; --ussr: #c0281f;
  --tsn-ink: var(--vscode-editor-foreground, #1d1d1d);
  --tsn-sea: var(--vscode-editor-background, #eef2f5);
  --tsn-box: var(--vscode-editorWidget-background, #ffffff);
  --tsn-panel: var(--vscode-editorWidget-background, #ffffff);
  --tsn-muted: var(--vscode-descriptionForeground, #4f5962);
  --tsn-line: var(--vscode-editorWidget-border, #9aa3ab);
  --tsn-adj: var(--vscode-editorLineNumber-foreground, #8d99a6);
  --tsn-faint: var(--vscode-editorLineNumber-foreground, #c3c8cd);
  --tsn-accent: var(--vscode-editorWarning-foreground, #f08c00);
  --tsn-accent-text: var(--vscode-editorWarning-foreground, #9a5200);
  --tsn-focus: var(--vscode-focusBorder, #0a66d8);
  --tsn-font: var(--vscode-font-family, system-ui, sans-serif);
}
body.vscode-dark, body.vscode-high-contrast { --tsn-us-text: #8ab8ff; --tsn-ussr-text: #ff8a80; --tsn-us-tint: rgba(47,111,223,.35); --tsn-ussr-tint: rgba(214,48,40,.35); }
body.vscode-high-contrast { --tsn-line: var(--vscode-contrastBorder, #6fc3df); --tsn-adj: var(--vscode-contrastBorder, #6fc3df); --tsn-accent: var(--vscode-contrastActiveBorder, #f38518); }
body.vscode-high-contrast .tsn-board .country .body { stroke: var(--vscode-contrastBorder, #6fc3df); }
/* Light High Contrast: VS Code sets vscode-high-contrast too; the sides' text takes dark tones on its white (AAA, 8:1). */
body.vscode-high-contrast-light { --tsn-us-text: #0f4a9e; --tsn-ussr-text: #9e1212; --tsn-us-tint: #d6e3f8; --tsn-ussr-tint: #f6d5d2; }
* { box-sizing: border-box; }
body { margin: 0; padding: 8px 12px 24px; color: var(--fg); background: var(--bg);
  font-family: var(--vscode-font-family, system-ui, sans-serif); font-size: var(--vscode-font-size, 13px); line-height: 1.35; }
h2, h3 { margin: 0; font-weight: 600; }
h2 { font-size: 15px; display: flex; align-items: baseline; gap: 8px; }
h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 10px 0 4px; }
.muted { color: var(--muted); }
.sep { color: var(--muted); margin: 0 6px; }
header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 6px 16px;
  padding-bottom: 6px; border-bottom: 1px solid var(--line); margin-bottom: 8px; }
.follow { font-size: 13px; }
.follow .file { font-weight: 600; }
.follow .label { font-family: var(--vscode-editor-font-family, monospace); font-weight: 700; }
button { font: inherit; color: var(--vscode-button-secondaryForeground, var(--fg)); background: var(--vscode-button-secondaryBackground, var(--cell));
  border: 1px solid var(--vscode-button-border, var(--line)); border-radius: 3px; padding: 2px 8px; cursor: pointer; }
button:hover:not([disabled]) { background: var(--vscode-button-secondaryHoverBackground, var(--cell)); }
button[disabled] { opacity: .45; cursor: default; }
button:focus-visible, .map:focus-visible, .tsn-board .country:focus-visible { outline: 2px solid var(--vscode-focusBorder, #0a66d8); outline-offset: 1px; }
button.link { background: none; border: none; padding: 0; color: var(--vscode-textLink-foreground, #0a66d8); text-decoration: underline; }
.steps { display: flex; flex-wrap: wrap; gap: 4px; }
.result { margin: 0 0 8px; padding: 6px 10px; border-radius: 4px; font-weight: 600; color: #fff; background: #555; }
.result.us { background: var(--us); } .result.ussr { background: var(--ussr); }
.tracks-line { margin: 0 0 6px; font-size: 12px; color: var(--muted); }
.play { border-left: 4px solid var(--vscode-editorWarning-foreground, #f08c00); padding: 4px 10px; margin-bottom: 8px; background: var(--cell); }
.reading { margin: 2px 0; }
.changes { margin: 4px 0 2px; padding-left: 18px; columns: 2 260px; }
.changes li { break-inside: avoid; }
.flip { color: var(--vscode-editorWarning-foreground, #9a5200); }
.map-tools { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin-bottom: 4px; }
.map-tools .hint { font-size: 11px; margin-left: 6px; }
.map { border: 1px solid var(--line); border-radius: 4px; overflow: hidden; touch-action: none; }
.map svg { display: block; width: 100%; height: auto; user-select: none; }
.notice { color: var(--muted); }
.details { margin-top: 10px; padding: 8px 10px; border: 1px solid var(--line); border-radius: 4px; background: var(--cell); }
.details p { margin: 4px 0; }
.details .close { margin-left: auto; }
.history { margin: 2px 0; padding-left: 22px; }
.chart-svg { display: block; width: 100%; max-width: 900px; height: auto; }
.chart .turn-line { stroke: var(--line); stroke-width: 1; }
.chart .zero { stroke: var(--muted); stroke-width: 1; stroke-dasharray: 4 3; }
.chart .axis { fill: var(--muted); font-size: 12px; }
.chart .vp-line { fill: none; stroke: var(--fg); stroke-width: 2.5; }
.chart .defcon-line { fill: none; stroke: var(--vscode-editorWarning-foreground, #b35400); stroke-width: 2.5; }
.chart .now { stroke: var(--vscode-focusBorder, #0a66d8); stroke-width: 2; }
.chart .now-dot { fill: var(--vscode-focusBorder, #0a66d8); }
.chart .hit { fill: transparent; cursor: pointer; }
.chart .hit:hover { fill: rgba(128,128,128,.18); }
.piles { margin-top: 6px; display: grid; gap: 4px; }
.cards { display: flex; flex-wrap: wrap; gap: 4px; }
.card { font-size: 12px; padding: 1px 6px; border-radius: 3px; border: 1px solid var(--line); border-left-width: 3px; background: var(--bg); white-space: nowrap; }
.card b { font-family: var(--vscode-editor-font-family, monospace); }
.card-us { border-left-color: var(--us); } .card-ussr { border-left-color: var(--ussr); } .card-neutral { border-left-color: #888; }
.card-unknown { border-style: dashed; }
`;

/** All the style the board page needs: its own and the map's. */
export const BOARD_PAGE_STYLE = PAGE_STYLE + BOARD_SVG_STYLE;
