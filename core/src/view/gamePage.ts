/**
 * The exported game page: one self-contained HTML file showing a whole game, for readers without
 * the editor. It is the board preview's page (./boardPage.ts: the same map, step buttons, play,
 * chart, details and script) beside the list of plays with their readings, marks and comments,
 * under the game's tags and result, hosted by the engine itself bundled into the page
 * (page/src/game.ts): the page carries the file's text and analyses it as it opens, so every line's
 * board is the engine's, drawn by the same renderer, at the size of the engine whatever the game.
 *
 * This module is pure: the document (`renderGamePage`), and the pieces the page's script puts in it
 * (the head, the list of plays, the scoring table). Everything from the file (tags, comments,
 * notation, readings, the file name) is escaped; the file's text travels as JSON in a data block
 * whose `<` are escaped, so no text can close it. The Content Security Policy allows the page's own
 * style and scripts by their nonce and nothing else: no request can leave the page.
 */
import type { GameRecord, PlayRecord } from '../analysis/gameRecord';
import type { BoardView, RegionForecast } from '../analysis/boardView';
import type { Side } from '../data';
import { BOARD_PAGE_SCRIPT, BOARD_PAGE_STYLE, checkedNonce, escapeHtml } from './boardPage';
import { forecastNet, int, scoringLevelText, sideClass } from './boardSvg';

/** The id of the data block holding the game (`GamePageData` as JSON). */
export const GAME_DATA_ID = 'tsn-game';
/** The ids the page's script fills in (the board goes into the board page's `#root`). */
export const GAME_PAGE_IDS = { head: 'tsn-head', plays: 'tsn-plays', announce: 'tsn-now' } as const;

/** What the page carries: the file as it was exported, and where it opens. */
export interface GamePageData {
  /** The file's name, shown in the page. */
  readonly file: string;
  /** The file's text. */
  readonly text: string;
  /** The line the page opens at when its address names no play (0-based): the game line at or above it; null: the first. */
  readonly start: number | null;
}

export interface GamePageOptions extends GamePageData {
  /** The page's script (dist/page/game.js): the engine, the renderer and the host of the board page's script. */
  readonly script: string;
  /** Authorises the page's own style and scripts (a fresh one for each export: newNonce()). */
  readonly nonce: string;
  /** The extension's version, in the page's foot. */
  readonly version: string;
}

/** The data block's content: JSON with every `<` escaped, so that no `</script>` or `<!--` in the text ends the block. */
export function gameDataJson(data: GamePageData): string {
  return JSON.stringify({ file: data.file, text: data.text, start: data.start }).replace(/</g, '\\u003c');
}

/** The data block's JSON read back, checked field by field; undefined when it is not one. */
export function parseGamePageData(json: string): GamePageData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const data = value as Record<string, unknown>;
  if (typeof data.text !== 'string' || typeof data.file !== 'string') return undefined;
  const start = Number.isInteger(data.start) && (data.start as number) >= 0 ? data.start as number : null;
  return { file: data.file, text: data.text, start };
}

/**
 * A script inlined in the page must not hold what would end its element early. The bundler writes
 * none (it escapes `</script` in strings); this stops a page from being written if that changes.
 */
function inlineScript(script: string, nonce: string): string {
  if (/<\/script|<!--/i.test(script)) throw new Error('a page script holds </script or <!--: it cannot be inlined');
  return `<script nonce="${nonce}">${script}</script>`;
}

/** The whole page: the CSP, the style, an empty frame the script fills in, the game as data, the scripts. */
export function renderGamePage(options: GamePageOptions): string {
  const nonce = checkedNonce(options.nonce);
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`;
  const file = escapeHtml(options.file);
  return '<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${csp}">`
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<meta name="color-scheme" content="light dark">'
    + '<meta name="referrer" content="no-referrer">'
    + `<title>${file} · Twilight Struggle</title>`
    + `<style nonce="${nonce}">${BOARD_PAGE_STYLE}${GAME_PAGE_STYLE}</style></head>`
    + '<body class="tsn-game-page">'
    + `<header id="${GAME_PAGE_IDS.head}" class="game-head"><h1>${file}</h1></header>`
    + `<noscript><p class="notice">This page steps through the game with its own script, which this browser does not run. The game as written:</p><pre class="game-text">${escapeHtml(options.text)}</pre></noscript>`
    + '<div class="game-layout"><main id="root" aria-label="The board"></main>'
    + `<aside class="plays-pane" aria-labelledby="${GAME_PAGE_IDS.plays}-title"><h2 id="${GAME_PAGE_IDS.plays}-title">Plays</h2>`
    + `<ol id="${GAME_PAGE_IDS.plays}" class="plays" aria-labelledby="${GAME_PAGE_IDS.plays}-title"></ol></aside></div>`
    + `<p id="${GAME_PAGE_IDS.announce}" class="visually-hidden" aria-live="polite"></p>`
    + `<footer class="game-foot"><p>${file}, exported with TSN for VS Code ${escapeHtml(options.version)}. `
    + 'Keys: ← and → step through the plays, Home goes to the turn\'s first play, End to the last; + and − zoom the map. '
    + 'A link to a play ends with its label: <code>#5.3</code>.</p></footer>'
    + `<script type="application/json" id="${GAME_DATA_ID}">${gameDataJson(options)}</script>`
    + inlineScript(options.script, nonce) + inlineScript(BOARD_PAGE_SCRIPT, nonce)
    + '</body></html>\n';
}

// ---- what the page's script puts in ----------------------------------------------------------------

/** The game's title: its Event tag, else the file's name. */
export function gameTitle(record: GameRecord, file: string): string {
  return record.tags.find((t) => t.name === 'Event' && t.value.trim())?.value ?? file;
}

/** The head: the title, the tags, how the game ended, the annotator's introduction. */
export function renderGameHead(record: GameRecord, file: string): string {
  const tags = record.tags.map((t) => `<div><dt>${escapeHtml(t.name)}</dt><dd>${escapeHtml(t.value)}</dd></div>`).join('');
  const last = record.plays[record.plays.length - 1];
  const result = record.result ?? (last ? `The game goes on after ${last.label}.` : 'The file holds no game line yet.');
  return `<h1>${escapeHtml(gameTitle(record, file))}</h1>`
    + (tags ? `<dl class="tags" aria-label="Tags">${tags}</dl>` : '')
    + `<p class="game-result">${escapeHtml(result)}</p>`
    + record.intro.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('');
}

/** The plays' element ids: `tsn-play-<line>`. */
export function playItemId(line: number): string {
  return `tsn-play-${line}`;
}

/**
 * A reading without the comments written at its end: the list shows the comments beside the play
 * on their own, and the board view's reading ends a side's sentence with ` {comment}` for each.
 */
function readingWithoutComments(reading: string, comments: readonly string[]): string {
  let out = reading;
  for (let again = true; again;) {
    again = false;
    for (const c of comments) {
      const tail = ` {${c}}`;
      if (out.endsWith(tail)) { out = out.slice(0, -tail.length); again = true; }
    }
  }
  return out;
}

function playItem(play: PlayRecord, turnStarts: boolean): string {
  const notation = play.notation.map((p) => (p.mark ? `<b class="mark">${escapeHtml(p.text)}</b>` : escapeHtml(p.text))).join('');
  const problems = play.problems.map((p) => `<p class="problem ${p.severity === 'error' ? 'error' : 'warning'}">`
    + `${p.code ? `<b>${escapeHtml(p.code)}</b> ` : ''}${escapeHtml(p.message)}</p>`).join('');
  return `<li class="play-item" id="${playItemId(play.line)}" data-line="${play.line}">`
    + (turnStarts ? `<h3 class="turn-head">Turn ${int(play.turn, 0, 99)}</h3>` : '')
    + play.notesBefore.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('')
    + `<a class="play-link" href="#${escapeHtml(encodeURIComponent(play.anchor))}" data-line="${play.line}">`
    + `<span class="play-label">${escapeHtml(play.label)}</span> <code class="notation">${notation}</code></a>`
    + play.reading.map((r) => `<p class="play-reading">${escapeHtml(readingWithoutComments(r, play.comments))}</p>`).join('')
    + play.comments.map((c) => `<p class="comment">${escapeHtml(c)}</p>`).join('')
    + problems
    + play.notesAfter.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('')
    + '</li>';
}

/** The list of plays: one item per game line, each a link to its board (`#label`). */
export function renderPlayList(record: GameRecord): string {
  return record.plays.map((play, i) => playItem(play, i === 0 || record.plays[i - 1]!.turn !== play.turn)).join('');
}

/** What a fragment (`#5.3`, `#line-12`) names: the line of its play, or undefined. */
export function lineOfFragment(record: GameRecord, fragment: string): number | undefined {
  let name: string;
  try {
    name = decodeURIComponent(fragment.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  const named = record.plays.find((p) => p.anchor === name);
  if (named) return named.line;
  // `line-N` (1-based): the play at or above line N, as the preview shows a line that is no game line.
  const m = /^line-(\d{1,9})$/.exec(name);
  if (!m) return undefined;
  const line = Number(m[1]) - 1;
  let found: number | undefined;
  for (const p of record.plays) if (p.line <= line) found = p.line;
  return found;
}

/** The game line at or above a line (0-based), else the first; undefined when the file has none. */
export function playAtOrAbove(record: GameRecord, line: number | null): number | undefined {
  let found: number | undefined;
  if (line !== null) for (const p of record.plays) if (p.line <= line) found = p.line;
  return found ?? record.plays[0]?.line;
}

function forecastCell(f: RegionForecast, side: Side): string {
  const s = f?.[side];
  const vp = int(s?.vp, 0, 99);
  if (f.region === 'Southeast Asia') return `${vp} VP`;
  const countries = int(s?.countries, 0, 99);
  const battlegrounds = int(s?.battlegrounds, 0, 99);
  return `${scoringLevelText(s?.level)}: ${countries} ${countries === 1 ? 'country' : 'countries'}, `
    + `${battlegrounds} ${battlegrounds === 1 ? 'battleground' : 'battlegrounds'}, ${vp} VP`;
}

/** What each region would score after the line, as a table (the map's panel, in words a screen reader reads). */
export function renderScoringTable(view: BoardView): string {
  const rows = Array.isArray(view.scoring) ? view.scoring.slice(0, 7) : [];
  if (!rows.length) return '';
  const body = rows.map((f) => {
    const net = forecastNet(f);
    return `<tr><th scope="row">${escapeHtml(f?.region ?? '')}</th><td>${escapeHtml(forecastCell(f, 'USSR'))}</td>`
      + `<td>${escapeHtml(forecastCell(f, 'US'))}</td><td class="net ${sideClass(net.side)}">${escapeHtml(net.text)}</td></tr>`;
  }).join('');
  return '<section class="scoring" aria-labelledby="tsn-scoring-title"><h3 id="tsn-scoring-title">If each region were scored now</h3>'
    + '<table class="scoring-table"><thead><tr><th scope="col">Region</th><th scope="col">USSR</th><th scope="col">US</th><th scope="col">Net VP</th></tr></thead>'
    + `<tbody>${body}</tbody></table><p class="muted">A level, then the countries and battlegrounds the side controls there; Southeast Asia scores each country.</p></section>`;
}

/** The page's own style, after the board page's: its theme for light and dark, and the layout around the board. */
export const GAME_PAGE_STYLE = `
:root { color-scheme: light dark;
  --vscode-font-size: 15px; --vscode-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --vscode-editor-font-family: ui-monospace, "Cascadia Mono", Menlo, Consolas, monospace;
  --vscode-editor-foreground: #1f1f1f; --vscode-editor-background: #ffffff; --vscode-descriptionForeground: #5b6167;
  --vscode-panel-border: #d4d7db; --vscode-editorWidget-background: #f4f5f7; --tsn-sea: #eef2f5; --tsn-box: #ffffff; --tsn-panel: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --vscode-editor-foreground: #d4d4d4; --vscode-editor-background: #1e1e1e; --vscode-descriptionForeground: #a3a3a3;
    --vscode-panel-border: #444a50; --vscode-editorWidget-background: #25272a; --vscode-editorWidget-border: #5a6067;
    --vscode-editorLineNumber-foreground: #858b92; --vscode-editorWarning-foreground: #d7a924; --vscode-textLink-foreground: #4daafc;
    --vscode-focusBorder: #4daafc; --tsn-sea: #1b1e21; --tsn-box: #25272a; --tsn-panel: #25272a; }
}
body.tsn-game-page { padding: 0; }
.game-head { display: block; padding: 12px 16px 8px; margin: 0; }
.game-head h1 { font-size: 1.45rem; margin: 0 0 4px; font-weight: 650; }
.tags { display: flex; flex-wrap: wrap; gap: 2px 20px; margin: 4px 0; }
.tags div { display: flex; gap: 6px; }
.tags dt { color: var(--muted); } .tags dd { margin: 0; font-weight: 600; }
.game-result { margin: 6px 0 2px; font-weight: 650; }
.note { margin: 4px 0; color: var(--muted); }
.game-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(18rem, 27rem); gap: 0 16px; padding: 0 16px 8px; align-items: start; }
#root { min-width: 0; }
.plays-pane { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; padding: 8px 6px 16px 12px; border-left: 1px solid var(--line); }
.plays-pane h2 { font-size: 1.05rem; margin: 0 0 6px; }
.plays { list-style: none; margin: 0; padding: 0; }
.play-item { padding: 5px 8px 6px; margin: 1px 0; border-left: 4px solid transparent; border-radius: 3px; }
.play-item.current { border-left-color: var(--vscode-focusBorder, #0a66d8); background: var(--cell); }
.turn-head { margin: 10px 0 4px; }
.play-link { display: block; color: inherit; text-decoration: none; border-radius: 3px; }
.play-link:hover .play-label { text-decoration: underline; }
.play-link:focus-visible { outline: 2px solid var(--vscode-focusBorder, #0a66d8); outline-offset: 2px; }
.play-label { font-family: var(--vscode-editor-font-family, monospace); font-weight: 700; color: var(--vscode-textLink-foreground, #0a66d8); }
.notation { font-family: var(--vscode-editor-font-family, monospace); font-size: .92em; overflow-wrap: anywhere; }
.mark { color: var(--vscode-editorWarning-foreground, #9a5200); font-weight: 800; }
.play-reading { margin: 3px 0 0; font-size: .93em; }
.comment { margin: 4px 0 0; padding: 1px 8px; border-left: 3px solid var(--vscode-editorWarning-foreground, #f08c00); font-style: italic; white-space: pre-wrap; overflow-wrap: anywhere; }
.problem { margin: 3px 0 0; font-size: .9em; overflow-wrap: anywhere; }
.problem.error { color: var(--tsn-ussr-text, #c0281f); } .problem.warning { color: var(--vscode-editorWarning-foreground, #9a5200); }
.scoring { margin-top: 10px; overflow-x: auto; }
.scoring-table { border-collapse: collapse; width: 100%; font-size: .92em; }
.scoring-table th, .scoring-table td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.scoring-table td.net { font-weight: 700; }
.scoring-table td.us { color: var(--tsn-us-text, #1f5fcc); } .scoring-table td.ussr { color: var(--tsn-ussr-text, #c0281f); }
.game-text { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0 16px; }
.game-foot { padding: 4px 16px 24px; color: var(--muted); font-size: 12px; border-top: 1px solid var(--line); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (max-width: 62rem) {
  .game-layout { grid-template-columns: minmax(0, 1fr); padding: 0 8px 8px; }
  .game-head { padding: 10px 8px 6px; }
  .plays-pane { position: static; max-height: none; overflow: visible; border-left: 0; border-top: 1px solid var(--line); padding: 8px 0 0; }
}
@media (pointer: coarse) { .map { touch-action: pan-x pan-y pinch-zoom; } }
`;
