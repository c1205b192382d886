/**
 * The board as a map, in SVG: the countries at their places on the printed board (data/boardLayout)
 * with their names, stability, battleground mark, each side's influence and control; the
 * adjacency lines and the superpower spaces; the tracks around the map; what the line shown
 * changed; what each region would score now. One function, `renderBoardSvg`, shared by the
 * editor's board preview and `tsn render`.
 *
 * Pure: no DOM, no editor, no Node; it reads only a BoardView (plain JSON) and the game's data,
 * never the rules. Everything it reads is treated as untrusted: every string is escaped, every
 * number checked. Colours come from CSS custom properties (the preview sets them from the
 * editor's theme) with fallbacks that make a standalone file look right; no meaning is carried
 * by colour alone (controlled markers are filled and say their side, battlegrounds are circled,
 * changed countries are outlined and say what they were).
 */
import {
  BOARD_SIZE, COUNTRIES, PANELS, REGION_LABELS, SUPERPOWER_BOXES, cardByCode, cardTitle, countryBox, countryByCode,
  actionRoundsForTurn, defconForbiddenRegions, MILITARY_OPS_MAX, SPACE_RACE_FINAL_BOX, spaceRaceBox, VP_MAX, type Box, type Country, type Side,
} from '../data';
import { controlText, resultText, roundName, vpText } from '../common/text';
import type { BoardView, RegionForecast } from '../analysis/boardView';
import type { BoardSnapshot } from '../analysis/snapshot';

export interface BoardSvgOptions {
  /** A file of its own: an XML declaration-free SVG with its style inside and the caption drawn. */
  readonly standalone?: boolean;
  /** The file's name, for the caption and the title. */
  readonly file?: string;
  /** The country whose details are open (outlined). */
  readonly selected?: string | null;
  /** Countries are focusable buttons (the preview); off for a picture. */
  readonly interactive?: boolean;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Characters XML 1.0 does not allow in a document, even escaped (a character reference to them is
 * an error too): the controls below U+0020 but tab and newline (a carriage return is left out as
 * well: an attribute would turn it into a space), U+FFFE and U+FFFF, and lone surrogate halves.
 * A comment or a file name may hold them (issue 22: the SVG was not well-formed, so no PNG).
 */
const NOT_IN_XML = /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/**
 * Text made safe for XML/HTML content and quoted attribute values: markup characters escaped, and
 * the characters XML forbids replaced by U+FFFD (the replacement character), so that the place of
 * a stray byte still shows.
 */
export function escapeXml(value: unknown): string {
  return String(value).replace(NOT_IN_XML, '\uFFFD').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** An integer from untrusted data, clamped; the fallback when it is not a finite number. */
export function int(value: unknown, min: number, max: number, fallback = 0): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.max(min, Math.min(max, n));
}

export function sideOf(value: unknown): Side | null {
  return value === 'US' || value === 'USSR' ? value : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => String(v)) : [];
}

/** A region's CSS class suffix: `middle-east`. */
export function regionSlug(region: string): string {
  return region.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** A side's influence in a country of a board, 0 when the board says nothing sensible. */
export function influenceIn(board: BoardSnapshot | null | undefined, code: string, side: Side): number {
  return int(board?.influence?.[code]?.[side], 0, 99);
}

export function controlIn(board: BoardSnapshot | null | undefined, code: string): Side | null {
  return sideOf(board?.control?.[code]);
}

/** What the line did to one country. */
export interface CountryDiff {
  readonly code: string;
  readonly before: { readonly US: number; readonly USSR: number; readonly control: Side | null };
  readonly after: { readonly US: number; readonly USSR: number; readonly control: Side | null };
}

function influenceAndControl(value: unknown): CountryDiff['before'] {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { US: int(v.US, 0, 99), USSR: int(v.USSR, 0, 99), control: sideOf(v.control) };
}

/** The countries the line changed, as the view's reading says, in the view's order (checked: untrusted data). */
export function countryDiffs(view: BoardView): CountryDiff[] {
  const listed = Array.isArray(view.changes?.countries) ? view.changes.countries : [];
  const out: CountryDiff[] = [];
  for (const change of listed) {
    const code = (change as { code?: unknown } | null)?.code;
    if (!isCountryCode(code) || out.some((d) => d.code === code)) continue;
    out.push({ code, before: influenceAndControl(change.before), after: influenceAndControl(change.after) });
  }
  return out;
}

/** A track that the line moved: its name, and its value before and after, as text. */
export interface TrackDiff {
  readonly track: 'defcon' | 'vp' | 'milops' | 'space' | 'china';
  readonly name: string;
  readonly before: string;
  readonly after: string;
}

const TRACKS: readonly TrackDiff['track'][] = ['defcon', 'vp', 'milops', 'space', 'china'];

/** The tracks the line moved, as the view's reading says (checked: untrusted data). */
export function trackDiffs(view: BoardView): TrackDiff[] {
  const listed = Array.isArray(view.changes?.tracks) ? view.changes.tracks : [];
  return listed.flatMap((t) => {
    const track = (t as { track?: unknown } | null)?.track;
    if (!TRACKS.includes(track as TrackDiff['track'])) return [];
    return [{ track: track as TrackDiff['track'], name: String(t.name ?? ''), before: String(t.before ?? ''), after: String(t.after ?? '') }];
  });
}

// ---- drawing helpers ----------------------------------------------------------------------------

function rect(box: Box, cls: string, extra = ''): string {
  return `<rect class="${cls}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}"${extra}/>`;
}

/**
 * Text that fits `width`: by a rough estimate of its width (0.6 em a character), a smaller font
 * (down to 55%), then squeezed with textLength if it still would not fit (tools that ignore
 * textLength, such as librsvg, still get the smaller font).
 */
function text(x: number, y: number, content: string, cls: string, size: number, width?: number, anchor: 'start' | 'middle' | 'end' = 'start'): string {
  let fontSize = size;
  let fit = '';
  if (width !== undefined && content.length * size * 0.6 > width) {
    fontSize = Math.max(Math.round(size * 0.55), Math.floor(width / (content.length * 0.6)));
    if (content.length * fontSize * 0.6 > width) fit = ` textLength="${Math.round(width)}" lengthAdjust="spacingAndGlyphs"`;
  }
  const a = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  return `<text class="${cls}" x="${Math.round(x)}" y="${Math.round(y)}" font-size="${fontSize}"${a}${fit}>${escapeXml(content)}</text>`;
}

function centre(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The CSS class of a side: `us`, `ussr`, `none`. */
export function sideClass(side: Side | null): string {
  return side === 'US' ? 'us' : side === 'USSR' ? 'ussr' : 'none';
}

// ---- the map ------------------------------------------------------------------------------------

/** Links joining countries far apart (Japan to the US) are drawn as two stubs off the map's edges. */
const LONG_LINK = 2400;

function adjacencyLines(): string {
  const out: string[] = [];
  for (const country of COUNTRIES) {
    const from = centre(countryBox(country.code)!);
    for (const other of country.adjacent) {
      if (other === 'US' || other === 'SU') continue;
      if (other < country.code) continue;
      const to = centre(countryBox(other)!);
      out.push(`<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`);
    }
    if (country.adjacentSuperpower) {
      const space = SUPERPOWER_BOXES[country.adjacentSuperpower];
      const to = centre(space);
      if (Math.abs(to.x - from.x) > LONG_LINK) {
        // Off the right edge from the country, off the left edge from the superpower space.
        const right = to.x < from.x;
        const edge = right ? BOARD_SIZE.width - 20 : 20;
        out.push(`<line class="stub" x1="${from.x}" y1="${from.y}" x2="${edge}" y2="${from.y}"/>`);
        out.push(`<line class="stub" x1="${to.x}" y1="${to.y}" x2="${right ? 20 : BOARD_SIZE.width - 20}" y2="${to.y}"/>`);
      } else {
        out.push(`<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`);
      }
    }
  }
  return `<g class="adjacency" aria-hidden="true">${out.join('')}</g>`;
}

function stubLabels(): string {
  const out: string[] = [];
  for (const country of COUNTRIES) {
    if (!country.adjacentSuperpower) continue;
    const from = centre(countryBox(country.code)!);
    const to = centre(SUPERPOWER_BOXES[country.adjacentSuperpower]);
    if (Math.abs(to.x - from.x) <= LONG_LINK) continue;
    const space = country.adjacentSuperpower === 'US' ? 'US' : 'USSR';
    const right = to.x < from.x;
    out.push(text(right ? BOARD_SIZE.width - 16 : 16, from.y + 40, `to ${space}`, 'stub-label', 26, undefined, right ? 'end' : 'start'));
    out.push(text(right ? 16 : BOARD_SIZE.width - 16, to.y - 14, `to ${country.name}`, 'stub-label', 26, undefined, right ? 'start' : 'end'));
  }
  return `<g aria-hidden="true">${out.join('')}</g>`;
}

function superpowerSpaces(): string {
  return (['US', 'SU'] as const).map((code) => {
    const box = SUPERPOWER_BOXES[code];
    const side: Side = code === 'US' ? 'US' : 'USSR';
    const name = code === 'US' ? 'United States' : 'Soviet Union';
    return `<g class="superpower ${sideClass(side)}" data-space="${code}"><title>${escapeXml(`${name}: the ${side}'s superpower space`)}</title>${rect(box, 'space')}`
      + text(box.x + box.width / 2, box.y + 70, side, 'space-side', 56, box.width - 20, 'middle')
      + text(box.x + box.width / 2, box.y + 130, name, 'space-name', 32, box.width - 20, 'middle') + '</g>';
  }).join('');
}

function regionLabels(): string {
  return REGION_LABELS.map((label) => {
    const sub = label.text !== label.region;
    return text(label.box.x + 4, label.box.y + label.box.height - 14, sub ? label.text : label.text.toUpperCase(),
      `region-label r-${regionSlug(label.region)}${sub ? ' sub' : ''}`, sub ? 34 : 42, label.box.width - 8);
  }).join('');
}

function influenceMarker(x: number, y: number, side: Side, value: number, controlled: boolean): string {
  const w = 82, h = 72;
  const cls = `inf ${sideClass(side)}${controlled ? ' ctl' : ''}${value === 0 ? ' zero' : ''}`;
  const label = side === 'US' ? 'US' : 'USSR';
  const body = value === 0
    ? ''
    : text(x + w / 2, y + 64, String(value), 'inf-n', 48, undefined, 'middle');
  return `<g class="${cls}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/>`
    + text(x + w / 2, y + 18, controlled ? `${label} ✓` : label, 'inf-side', 16, w - 8, 'middle') + body + '</g>';
}

function countryTitle(country: Country, us: number, ussr: number, control: Side | null, diff: CountryDiff | undefined): string {
  let t = `${country.name} (${country.code}), ${country.region}${country.subregions.includes('Southeast Asia') ? ' (Southeast Asia)' : ''}: stability ${country.stability}`
    + `${country.battleground ? ', battleground' : ''}; US ${us}, USSR ${ussr}, ${controlText(control)}`;
  if (diff) {
    t += `. Changed by this line: US ${diff.before.US} → ${diff.after.US}, USSR ${diff.before.USSR} → ${diff.after.USSR}`;
    if (diff.before.control !== diff.after.control) t += `, ${controlText(diff.before.control)} → ${controlText(diff.after.control)}`;
  }
  return t;
}

function countryShape(country: Country, board: BoardSnapshot, diff: CountryDiff | undefined, options: BoardSvgOptions): string {
  const box = countryBox(country.code)!;
  const us = influenceIn(board, country.code, 'US');
  const ussr = influenceIn(board, country.code, 'USSR');
  const control = controlIn(board, country.code);
  const sea = country.subregions.includes('Southeast Asia');
  const classes = ['country', `r-${regionSlug(country.region)}`, `ctl-${sideClass(control)}`];
  if (sea) classes.push('sea-asia');
  if (country.battleground) classes.push('bg');
  if (diff) classes.push('changed');
  if (diff && diff.before.control !== diff.after.control) classes.push('flipped');
  if (options.selected === country.code) classes.push('selected');
  const title = countryTitle(country, us, ussr, control, diff);
  const focus = options.interactive ? ` tabindex="0" role="button" aria-label="${escapeXml(title)}"` : '';
  const { x, y } = box;
  let out = `<g class="${classes.join(' ')}" data-country="${country.code}" data-us="${us}" data-ussr="${ussr}" data-control="${control ?? ''}"${focus}>`
    + `<title>${escapeXml(title)}</title>`;
  if (diff) out += `<rect class="halo" x="${x - 12}" y="${y - 12}" width="${box.width + 24}" height="${box.height + 24}" rx="14"/>`;
  out += `<rect class="body" x="${x}" y="${y}" width="${box.width}" height="${box.height}" rx="8"/>`;
  out += `<path class="bar" d="M${x} ${y + 36}V${y + 8}a8 8 0 0 1 8-8H${x + box.width - 8}a8 8 0 0 1 8 8V${y + 36}Z"/>`;
  out += text(x + 7, y + 27, country.name, 'name', 26, box.width - 50);
  // Stability: in a circle for a battleground (as the printed board rings them), a square otherwise.
  const sx = x + box.width - 22, sy = y + 18;
  out += country.battleground
    ? `<circle class="stab bgmark" cx="${sx}" cy="${sy}" r="16"/>`
    : `<rect class="stab" x="${sx - 15}" y="${sy - 15}" width="30" height="30" rx="3"/>`;
  out += text(sx, sy + 9, String(country.stability), country.battleground ? 'stab-n bg-n' : 'stab-n', 24, undefined, 'middle');
  out += influenceMarker(x + 9, y + 40, 'US', us, control === 'US');
  out += influenceMarker(x + box.width - 91, y + 40, 'USSR', ussr, control === 'USSR');
  if (diff) {
    const flip = diff.before.control !== diff.after.control;
    const was = flip ? `was ${diff.before.US}·${diff.before.USSR}, ${diff.before.control ? `${diff.before.control === 'US' ? 'US' : 'USSR'} ctl` : 'no ctl'}` : `was ${diff.before.US} · ${diff.before.USSR}`;
    out += text(x + box.width / 2, y + box.height - 4, was, 'was', 18, box.width - 12, 'middle');
  }
  return out + '</g>';
}

// ---- the tracks ---------------------------------------------------------------------------------

function panelFrame(box: Box, title: string, moved: boolean, id: string): string {
  return `<g class="panel-frame${moved ? ' moved' : ''}" data-panel="${id}">${rect(box, 'panel', ' rx="14"')}`
    + text(box.x + 24, box.y + 52, title, 'panel-title', 38, box.width - 48) + '</g>';
}

function cell(x: number, y: number, w: number, h: number, label: string, cls: string, size = 30): string {
  return `<g class="${cls}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5"/>${text(x + w / 2, y + h / 2 + size * 0.36, label, 'cell-n', size, w - 6, 'middle')}</g>`;
}

function turnAndSpacePanel(board: BoardSnapshot, moved: Set<string>): string {
  const box = PANELS.turnAndSpace;
  const turn = int(board.turn, 0, 10, 1);
  const round = String(board.round ?? '');
  let out = panelFrame(box, `Turn ${turn}, ${roundName(round)}`, false, 'turn');
  const x0 = box.x + 30;
  for (let t = 1; t <= 10; t++) {
    out += cell(x0 + (t - 1) * 118, box.y + 80, 108, 80, String(t), `track-cell${t === turn ? ' on' : ''}`, 36);
  }
  // The turn's usual action rounds; the others (an extra one from the space race or an event) dashed.
  const usual = actionRoundsForTurn(turn) ?? 7;
  const rounds = ['H', '1', '2', '3', '4', '5', '6', '7', '8'];
  rounds.forEach((r, i) => {
    out += cell(x0 + i * 118, box.y + 180, 108, 70, r, `track-cell ar${r === round ? ' on' : ''}${i > usual ? ' extra' : ''}`, 32);
  });
  out += text(x0, box.y + 310, 'Space race', 'panel-sub', 32);
  if (moved.has('space')) out += text(x0 + 220, box.y + 310, 'moved', 'moved-tag', 28);
  (['USSR', 'US'] as const).forEach((side, row) => {
    const n = int(board.space?.[side], 0, SPACE_RACE_FINAL_BOX);
    const y = box.y + 330 + row * 90;
    out += text(x0, y + 52, side, `row-side ${sideClass(side)}`, 32);
    for (let b = 1; b <= SPACE_RACE_FINAL_BOX; b++) {
      const cls = `track-cell side-${sideClass(side)}${b === n ? ' marker' : b < n ? ' past' : ''}`;
      out += `<g data-space-${side.toLowerCase()}-box="${b}">${cell(x0 + 110 + (b - 1) * 134, y, 124, 76, b === n ? `${side === 'US' ? 'US' : 'SU'} ${b}` : String(b), cls, 28)}<title>${escapeXml(`Box ${b}: ${spaceRaceBox(b)?.name ?? ''}`)}</title></g>`;
    }
  });
  const names = (['USSR', 'US'] as const).map((side) => {
    const n = int(board.space?.[side], 0, SPACE_RACE_FINAL_BOX);
    return `${side}: ${n > 0 ? spaceRaceBox(n)?.name ?? n : 'not started'}`;
  });
  out += text(x0, box.y + 620, names.join('   '), 'panel-note', 28, box.width - 60);
  return `<g class="track-panel" data-turn="${turn}" data-round="${escapeXml(round)}" data-space-us="${int(board.space?.US, 0, 8)}" data-space-ussr="${int(board.space?.USSR, 0, 8)}">${out}</g>`;
}

function defconPanel(view: BoardView, moved: Set<string>): string {
  const board = view.board;
  const box = PANELS.defconAndOps;
  const defcon = int(board.defcon, 1, 5, 5);
  let out = panelFrame(box, `DEFCON ${defcon}`, moved.has('defcon'), 'defcon');
  const x0 = box.x + 30;
  for (let level = 5; level >= 1; level--) {
    const i = 5 - level;
    out += cell(x0 + i * 230, box.y + 80, 210, 110, level === defcon ? `▶ ${level}` : String(level), `track-cell defcon d${level}${level === defcon ? ' on' : ''}`, 52);
  }
  const closed = defconForbiddenRegions(defcon);
  const note = defcon <= 1 ? 'Nuclear war' : closed.length ? `No coups or realignments in ${closed.join(', ')}` : 'Coups and realignments allowed everywhere';
  out += text(x0, box.y + 236, note, 'panel-note', 30, box.width - 60);
  out += text(x0, box.y + 300, `Military operations (needed: ${defcon})`, 'panel-sub', 32, box.width - 60);
  if (moved.has('milops')) out += text(box.x + box.width - 40, box.y + 300, 'moved', 'moved-tag', 28, undefined, 'end');
  (['USSR', 'US'] as const).forEach((side, row) => {
    const n = int(board.milops?.[side], 0, MILITARY_OPS_MAX);
    const y = box.y + 320 + row * 90;
    out += text(x0, y + 52, side, `row-side ${sideClass(side)}`, 32);
    for (let v = 0; v <= MILITARY_OPS_MAX; v++) {
      const cls = `track-cell side-${sideClass(side)}${v === n ? ' marker' : ''}${v < defcon ? '' : ' met'}`;
      out += cell(x0 + 110 + v * 150, y, 136, 76, v === n ? `${side === 'US' ? 'US' : 'SU'} ${v}` : String(v), cls, 30);
    }
  });
  // The China Card, and the piles.
  const holder = sideOf(board.china?.holder);
  const faceUp = board.china?.faceUp === true;
  const card = { x: x0, y: box.y + 520, width: 560, height: 330 };
  out += `<g class="china ${sideClass(holder)} ${faceUp ? 'up' : 'down'}${moved.has('china') ? ' moved' : ''}" data-china="${holder ?? '?'} ${faceUp ? 'up' : 'down'}">`
    + `<title>${escapeXml(`The China Card: held by the ${holder ?? '?'}, face ${faceUp ? 'up (playable)' : 'down (played this turn)'}`)}</title>`
    + rect(card, 'china-card', ' rx="18"')
    + text(card.x + card.width / 2, card.y + 80, 'The China Card', 'china-title', 44, card.width - 40, 'middle')
    + text(card.x + card.width / 2, card.y + 170, holder ?? '?', `china-holder ${sideClass(holder)}`, 72, card.width - 40, 'middle')
    + text(card.x + card.width / 2, card.y + 250, faceUp ? 'face up' : 'face down', 'china-face', 40, card.width - 40, 'middle') + '</g>';
  const px = x0 + 620;
  const discard = strings(board.discard).length;
  const removed = strings(board.removed).length;
  const piles = [`Deck: ${int(view.deckCount, 0, 200)} cards`, `Discard pile: ${discard}`, `Removed: ${removed}`];
  for (const side of ['USSR', 'US'] as const) {
    const known = board.hands?.[side];
    piles.push(`${side} hand: ${Array.isArray(known) ? known.length : int(view.handCount?.[side], 0, 99)}${Array.isArray(known) ? ' (known)' : ''}`);
  }
  out += text(px, box.y + 570, 'Piles', 'panel-sub', 32);
  piles.forEach((line, i) => { out += text(px, box.y + 630 + i * 50, line, 'panel-note', 32, box.x + box.width - px - 30); });
  return `<g class="track-panel" data-defcon="${defcon}" data-milops-us="${int(board.milops?.US, 0, 5)}" data-milops-ussr="${int(board.milops?.USSR, 0, 5)}">${out}</g>`;
}

function effectsPanel(board: BoardSnapshot): string {
  const box = PANELS.effects;
  const effects = strings(board.effects);
  let out = panelFrame(box, `Effects in force (${effects.length})`, false, 'effects');
  const shown = effects.length > 9 ? effects.slice(0, 8) : effects;
  if (!effects.length) out += text(box.x + 30, box.y + 110, 'none', 'panel-note', 30);
  shown.forEach((code, i) => {
    const card = cardByCode(code);
    const cls = card ? `effect ${card.side === 'US' ? 'us' : card.side === 'USSR' ? 'ussr' : 'neutral'}` : 'effect';
    out += text(box.x + 30, box.y + 110 + i * 50, `${code}  ${cardTitle(code)}`, cls, 32, box.width - 60);
  });
  if (shown.length < effects.length) out += text(box.x + 30, box.y + 110 + shown.length * 50, `and ${effects.length - shown.length} more`, 'panel-note', 30);
  return `<g class="track-panel" data-effects="${escapeXml(effects.join(' '))}">${out}</g>`;
}

const LEVEL_WORDS: Readonly<Record<string, string>> = { none: '—', presence: 'Presence', domination: 'Domination', control: 'Control' };

/** A side's scoring level in a region, as the scoring cards name it (`—` for none; untrusted input accepted). */
export function scoringLevelText(level: unknown): string {
  return LEVEL_WORDS[String(level)] ?? '—';
}

/** A region's net VP if scored now, as on the track (or who would win the game by it), and the side it favours. */
export function forecastNet(f: RegionForecast): { readonly text: string; readonly side: Side | null } {
  const net = int(f?.net, -99, 99);
  const wins = sideOf(f?.wins);
  return { text: wins ? `${wins} wins` : vpText(net), side: wins ?? (net > 0 ? 'US' : net < 0 ? 'USSR' : null) };
}

function forecastSide(f: RegionForecast, side: Side): string {
  const s = f[side];
  const level = scoringLevelText(s?.level);
  if (f.region === 'Southeast Asia') return `${int(s?.vp, 0, 99)} VP`;
  return `${level} ${int(s?.countries, 0, 99)}/${int(s?.battlegrounds, 0, 99)}bg ${int(s?.vp, 0, 99)}`;
}

function scoringPanel(view: BoardView): string {
  const box = PANELS.scoring;
  let out = panelFrame(box, 'If scored now', false, 'scoring');
  const x0 = box.x + 30;
  const cols = [x0, x0 + 380, x0 + 770, box.x + box.width - 30];
  out += text(cols[1]!, box.y + 100, 'USSR', 'row-side ussr', 28) + text(cols[2]!, box.y + 100, 'US', 'row-side us', 28)
    + text(cols[3]!, box.y + 100, 'VP', 'panel-note', 28, undefined, 'end');
  const rows = Array.isArray(view.scoring) ? view.scoring.slice(0, 7) : [];
  // The regions this line scored (a scoring card, final scoring) are marked.
  const scored = new Set((Array.isArray(view.scored) ? view.scored : []).map((f) => String(f?.region)));
  rows.forEach((f, i) => {
    const y = box.y + 160 + i * 88;
    const net = forecastNet(f);
    const breakdown = typeof f?.text === 'string' ? `<title>${escapeXml(f.text)}</title>` : '';
    out += `<g class="forecast${scored.has(String(f?.region)) ? ' scored' : ''}" data-region="${escapeXml(f?.region)}" data-net="${int(f?.net, -99, 99)}">${breakdown}`
      + text(cols[0]!, y, String(f?.region ?? ''), 'forecast-region', 32, 360)
      + text(cols[1]!, y, forecastSide(f, 'USSR'), 'forecast-side', 28, 370)
      + text(cols[2]!, y, forecastSide(f, 'US'), 'forecast-side', 28, 370)
      + text(cols[3]!, y, net.text, `forecast-net ${sideClass(net.side)}`, 32, 240, 'end') + '</g>';
  });
  out += text(x0, box.y + box.height - 24, 'Each side: its level, countries/battlegrounds it controls there, its VP. Last column: the net VP, as on the track.', 'panel-note', 24, box.width - 60);
  return `<g class="track-panel">${out}</g>`;
}

function vpPanel(board: BoardSnapshot, moved: Set<string>): string {
  const box = PANELS.vp;
  const vp = int(board.vp, -VP_MAX, VP_MAX);
  let out = `<g class="panel-frame${moved.has('vp') ? ' moved' : ''}" data-panel="vp">${rect(box, 'panel', ' rx="14"')}</g>`;
  out += text(box.x + 24, box.y + 48, `Victory points: ${vp === 0 ? 'even' : vpText(vp)}`, 'panel-title', 36, 900);
  out += text(box.x + box.width - 24, box.y + 48, '← USSR       US →', 'panel-note', 30, undefined, 'end');
  const w = (box.width - 40) / (2 * VP_MAX + 1);
  for (let v = -VP_MAX; v <= VP_MAX; v++) {
    const i = v + VP_MAX;
    const on = v === vp;
    const cls = `track-cell vp${on ? ` marker side-${vp > 0 ? 'us' : vp < 0 ? 'ussr' : 'none'}` : ''}${v !== 0 && v % 5 === 0 ? ' five' : ''}`;
    out += cell(box.x + 20 + i * w, box.y + 70, w - 6, 110, String(Math.abs(v)), cls, 34);
  }
  return `<g class="track-panel" data-vp="${vp}">${out}</g>`;
}

function legend(box: Box): string {
  const x = box.x + box.width - 1900;
  const y = box.y + 6;
  return `<g class="legend" aria-hidden="true">`
    + `<g class="inf us ctl"><rect x="${x}" y="${y}" width="56" height="48" rx="5"/></g>${text(x + 66, y + 36, 'US control (filled, ✓)', 'panel-note', 28)}`
    + `<g class="inf ussr"><rect x="${x + 420}" y="${y}" width="56" height="48" rx="5"/></g>${text(x + 486, y + 36, 'USSR influence (outline)', 'panel-note', 28)}`
    + `<circle class="stab bgmark" cx="${x + 880}" cy="${y + 24}" r="22"/>${text(x + 912, y + 36, 'battleground', 'panel-note', 28)}`
    + `<rect class="halo" x="${x + 1130}" y="${y}" width="56" height="48" rx="8"/>${text(x + 1196, y + 36, 'changed by this line ("was US·USSR")', 'panel-note', 28)}`
    + '</g>';
}

function caption(view: BoardView, options: BoardSvgOptions): string {
  const box = PANELS.caption;
  const board = view.board;
  const line = int(board.line, -1, 1_000_000, -1);
  const label = String(board.label ?? '');
  const where = line < 0 ? 'Before the first line' : `After ${label ? `${label} (line ${line + 1})` : `line ${line + 1}`}`;
  const head = `${options.file ? `${options.file} · ` : ''}${where} · turn ${int(board.turn, 0, 10, 1)}, ${roundName(board.round)}`;
  let out = text(box.x + 10, box.y + 44, head, 'caption-head', 38, box.width - 1950);
  const reading = strings(view.reading).join(' ');
  if (options.standalone && reading) {
    const max = 260;
    out += text(box.x + 10, box.y + 100, reading.length > max ? `${reading.slice(0, max - 1)}…` : reading, 'caption-text', 30, box.width - 20);
  }
  const result = board.result;
  if (result && typeof result === 'object') {
    const winner = sideOf(result.winner);
    out += text(box.x + 10, box.y + 140, `Game over: ${resultText({ winner, reason: result.reason, turn: int(result.turn, 0, 10) })}`, 'caption-result', 32, box.width - 20);
  }
  return out + legend(box);
}

/** The style of the map. The preview puts it in its page (under its CSP nonce); a standalone file carries it inside. */
export const BOARD_SVG_STYLE = `
.tsn-board { font-family: var(--tsn-font, system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif); }
.tsn-board text { fill: var(--tsn-ink, #1d1d1d); }
.tsn-board .sea { fill: var(--tsn-sea, #eef2f5); }
.tsn-board .adjacency line { stroke: var(--tsn-adj, #8d99a6); stroke-width: 5; }
.tsn-board .adjacency line.stub { stroke-dasharray: 18 12; }
.tsn-board .stub-label { fill: var(--tsn-muted, #5b6570); font-style: italic; }
.tsn-board .region-label { font-weight: 700; letter-spacing: 1px; fill: var(--tsn-muted, #4a5560); }
.tsn-board .region-label.sub { font-weight: 600; font-style: italic; letter-spacing: 0; }
.tsn-board .country .body { fill: var(--tsn-box, #ffffff); stroke: var(--tsn-ink, #2b2b2b); stroke-width: 3; }
.tsn-board .country.bg .body { stroke-width: 6; }
.tsn-board .country .bar { stroke: var(--tsn-ink, #2b2b2b); stroke-width: 3; }
.tsn-board .r-europe .bar { fill: #cdb8e3; } .tsn-board .r-europe.bg .bar { fill: #b393d3; }
.tsn-board .r-asia .bar { fill: #f7c98f; } .tsn-board .r-asia.bg .bar { fill: #f0a95a; }
.tsn-board .r-asia.sea-asia .bar { fill: #f3dc9c; } .tsn-board .r-asia.sea-asia.bg .bar { fill: #e8c15c; }
.tsn-board .r-middle-east .bar { fill: #a9d6ea; } .tsn-board .r-middle-east.bg .bar { fill: #74bddc; }
.tsn-board .r-africa .bar { fill: #f2e58f; } .tsn-board .r-africa.bg .bar { fill: #e3cf4f; }
.tsn-board .r-central-america .bar { fill: #bfe6c7; } .tsn-board .r-central-america.bg .bar { fill: #8ed19c; }
.tsn-board .r-south-america .bar { fill: #a6d99a; } .tsn-board .r-south-america.bg .bar { fill: #79c06a; }
.tsn-board .country .name { fill: #151515; font-weight: 600; }
.tsn-board .country.bg .name { font-weight: 800; }
.tsn-board .stab { fill: #ffffff; stroke: #151515; stroke-width: 3; }
.tsn-board .stab.bgmark { fill: #8f1d1d; stroke: #ffffff; }
.tsn-board .stab-n { fill: #151515; font-weight: 700; }
.tsn-board .stab-n.bg-n { fill: #ffffff; }
.tsn-board .inf rect { fill: var(--tsn-box, #ffffff); stroke-width: 4; }
.tsn-board .inf.us rect { stroke: var(--tsn-us, #1f5fcc); } .tsn-board .inf.ussr rect { stroke: var(--tsn-ussr, #c0281f); }
.tsn-board .inf.zero rect { stroke: var(--tsn-faint, #c3c8cd); stroke-width: 2; stroke-dasharray: 6 5; }
.tsn-board .inf.us .inf-n, .tsn-board .inf.us .inf-side { fill: var(--tsn-us-text, #1f5fcc); }
.tsn-board .inf.ussr .inf-n, .tsn-board .inf.ussr .inf-side { fill: var(--tsn-ussr-text, #c0281f); }
.tsn-board .inf.zero .inf-side { fill: var(--tsn-faint, #aab0b6); }
.tsn-board .inf.ctl.us rect { fill: var(--tsn-us, #1f5fcc); } .tsn-board .inf.ctl.ussr rect { fill: var(--tsn-ussr, #c0281f); }
.tsn-board .inf.ctl .inf-n, .tsn-board .inf.ctl .inf-side { fill: #ffffff; }
.tsn-board .inf-n { font-weight: 800; }
.tsn-board .inf-side { font-weight: 700; }
.tsn-board .halo { fill: none; stroke: var(--tsn-accent, #f08c00); stroke-width: 10; stroke-dasharray: 22 10; }
.tsn-board .country.flipped .halo { stroke-dasharray: none; stroke-width: 14; }
.tsn-board .was { font-weight: 700; fill: var(--tsn-accent-text, #9a5200); }
.tsn-board .country.selected .body { stroke: var(--tsn-focus, #0a66d8); stroke-width: 10; }
.tsn-board .country:focus { outline: none; }
.tsn-board .country:focus .body, .tsn-board .country:hover .body { stroke: var(--tsn-focus, #0a66d8); stroke-width: 8; }
.tsn-board .country[role="button"] { cursor: pointer; }
.tsn-board .superpower .space { stroke: var(--tsn-ink, #2b2b2b); stroke-width: 4; }
.tsn-board .superpower.us .space { fill: var(--tsn-us, #1f5fcc); } .tsn-board .superpower.ussr .space { fill: var(--tsn-ussr, #c0281f); }
.tsn-board .superpower text { fill: #ffffff; font-weight: 700; }
.tsn-board .panel { fill: var(--tsn-panel, #ffffff); stroke: var(--tsn-line, #9aa3ab); stroke-width: 3; }
.tsn-board .moved .panel, .tsn-board .china.moved .china-card { stroke: var(--tsn-accent, #f08c00); stroke-width: 10; stroke-dasharray: 22 10; }
.tsn-board .moved-tag { fill: var(--tsn-accent-text, #9a5200); font-weight: 700; }
.tsn-board .panel-title { font-weight: 700; }
.tsn-board .panel-sub { font-weight: 600; }
.tsn-board .panel-note { fill: var(--tsn-muted, #4f5962); }
.tsn-board .track-cell rect { fill: var(--tsn-box, #ffffff); stroke: var(--tsn-line, #9aa3ab); stroke-width: 3; }
.tsn-board .track-cell .cell-n { fill: var(--tsn-muted, #4f5962); }
.tsn-board .track-cell.on rect { fill: var(--tsn-ink, #2b2b2b); stroke: var(--tsn-ink, #2b2b2b); }
.tsn-board .track-cell.on .cell-n { fill: var(--tsn-sea, #ffffff); font-weight: 800; }
.tsn-board .track-cell.five rect { stroke-width: 6; }
.tsn-board .track-cell.extra rect { stroke-dasharray: 8 6; }
.tsn-board .track-cell.past.side-us rect { fill: var(--tsn-us-tint, #d6e3f8); } .tsn-board .track-cell.past.side-ussr rect { fill: var(--tsn-ussr-tint, #f6d5d2); }
.tsn-board .track-cell.marker.side-us rect { fill: var(--tsn-us, #1f5fcc); stroke: var(--tsn-ink, #2b2b2b); }
.tsn-board .track-cell.marker.side-ussr rect { fill: var(--tsn-ussr, #c0281f); stroke: var(--tsn-ink, #2b2b2b); }
.tsn-board .track-cell.marker.side-none rect { fill: var(--tsn-ink, #2b2b2b); }
.tsn-board .track-cell.marker .cell-n { fill: #ffffff; font-weight: 800; }
.tsn-board .track-cell.marker.side-none .cell-n { fill: var(--tsn-sea, #ffffff); }
.tsn-board .defcon.on.d5 rect { fill: #2e7d32; } .tsn-board .defcon.on.d4 rect { fill: #8a6d00; } .tsn-board .defcon.on.d3 rect { fill: #b35400; }
.tsn-board .defcon.on.d2 rect { fill: #c62828; } .tsn-board .defcon.on.d1 rect { fill: #5c0000; }
.tsn-board .defcon.on rect { stroke: var(--tsn-ink, #2b2b2b); } .tsn-board .defcon.on .cell-n { fill: #ffffff; }
.tsn-board .row-side { font-weight: 800; }
.tsn-board .row-side.us, .tsn-board .effect.us, .tsn-board .forecast-net.us { fill: var(--tsn-us-text, #1f5fcc); }
.tsn-board .row-side.ussr, .tsn-board .effect.ussr, .tsn-board .forecast-net.ussr { fill: var(--tsn-ussr-text, #c0281f); }
.tsn-board .china-card { fill: #f3d45c; stroke: #6b5a10; stroke-width: 5; }
.tsn-board .china.down .china-card { fill: url(#tsn-hatch); }
.tsn-board .china text { fill: #2a2100; font-weight: 700; }
.tsn-board .forecast-region { font-weight: 700; }
.tsn-board .forecast.scored .forecast-region { text-decoration: underline; }
.tsn-board .forecast-net { font-weight: 800; }
.tsn-board .caption-head { font-weight: 700; }
.tsn-board .caption-result { font-weight: 800; }
`;

/**
 * The style with every `var(--name, fallback)` replaced by its fallback: a file read outside the
 * preview has no theme to take colours from, and some SVG tools (librsvg, so rsvg-convert) do not
 * read CSS variables at all.
 */
export const STANDALONE_SVG_STYLE = BOARD_SVG_STYLE.replace(/var\(--[\w-]+,\s*((?:[^()]|\([^()]*\))*)\)/g, '$1');

const DEFS = '<defs><pattern id="tsn-hatch" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
  + '<rect width="24" height="24" fill="#e9dca6"/><rect width="10" height="24" fill="#c9b56a"/></pattern></defs>';

/** A one-sentence summary of the board for screen readers (the map's text alternative). */
export function boardSummary(view: BoardView): string {
  const board = view.board;
  const controlled = { US: 0, USSR: 0 };
  for (const side of Object.values(board.control ?? {})) {
    const s = sideOf(side);
    if (s) controlled[s]++;
  }
  const changed = countryDiffs(view).map((d) => countryByCode(d.code)?.name ?? d.code);
  return `Turn ${int(board.turn, 0, 10, 1)}, ${roundName(board.round)}: DEFCON ${int(board.defcon, 1, 5, 5)}, VP ${vpText(int(board.vp, -VP_MAX, VP_MAX))}; `
    + `the US controls ${controlled.US} countries and the USSR ${controlled.USSR}`
    + (changed.length ? `; this line changed ${changed.join(', ')}.` : '.');
}

const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {});
const objectsIn = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(asObject) : []);

/**
 * A board view from outside (a message, a file), checked once at the edge of the renderers: the
 * view and its board always objects, the list entries the renderers index into always objects
 * (a null entry is an empty one), the board before the play an object or null. The fields
 * themselves are still read as untrusted (int, sideOf, escapeXml) where they are drawn.
 */
export function checkedBoardView(value: unknown): BoardView {
  const view = asObject(value);
  return {
    ...view,
    board: asObject(view.board),
    before: view.before === null || view.before === undefined ? null : asObject(view.before),
    reading: Array.isArray(view.reading) ? view.reading.filter((r) => typeof r === 'string') : [],
    // What the line changed: entries checked one by one where they are read (countryDiffs, trackDiffs).
    changes: { countries: objectsIn(asObject(view.changes).countries), tracks: objectsIn(asObject(view.changes).tracks) },
    scored: objectsIn(view.scored),
    scoring: objectsIn(view.scoring),
    timeline: objectsIn(view.timeline),
    history: asObject(view.history),
    steps: asObject(view.steps),
  } as unknown as BoardView;
}

/** The whole board map as one SVG element (a standalone file with `standalone`). */
export function renderBoardSvg(untrusted: BoardView, options: BoardSvgOptions = {}): string {
  const view = checkedBoardView(untrusted);
  const board = view.board;
  const diffs = new Map(countryDiffs(view).map((d) => [d.code, d]));
  const moved = new Set(trackDiffs(view).map((d) => d.track));
  const { width, height } = BOARD_SIZE;
  const title = `Twilight Struggle board${options.file ? ` · ${options.file}` : ''}${board.label ? ` after ${board.label}` : ''}`;
  const head = options.standalone
    ? `<svg xmlns="http://www.w3.org/2000/svg" class="tsn-board" viewBox="0 0 ${width} ${height}" width="${width / 2}" height="${height / 2}" role="img" aria-labelledby="tsn-title tsn-desc">`
    : `<svg xmlns="http://www.w3.org/2000/svg" class="tsn-board" viewBox="0 0 ${width} ${height}" role="group" aria-labelledby="tsn-title tsn-desc" data-line="${int(board.line, -1, 1_000_000, -1)}">`;
  return head
    + `<title id="tsn-title">${escapeXml(title)}</title><desc id="tsn-desc">${escapeXml(boardSummary(view))}</desc>`
    + (options.standalone ? `<style>${STANDALONE_SVG_STYLE}</style>` : '')
    + DEFS
    + `<rect class="sea" x="0" y="0" width="${width}" height="${height}"/>`
    + adjacencyLines() + stubLabels() + regionLabels() + superpowerSpaces()
    + `<g class="countries">${COUNTRIES.map((c) => countryShape(c, board, diffs.get(c.code), options)).join('')}</g>`
    + turnAndSpacePanel(board, moved) + defconPanel(view, moved) + effectsPanel(board) + scoringPanel(view) + vpPanel(board, moved)
    + caption(view, options)
    + '</svg>';
}

/** The countries a view's board knows, for callers validating a country code from outside. */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && countryBox(code) !== undefined;
}

