/**
 * The exported game page's script, run in the reader's browser (bundled into dist/page/game.js and
 * inlined by core/src/view/gamePage.ts). It reads the game the page carries, analyses it with the
 * engine, fills in the head and the list of plays, and hosts the board page's own script (the
 * preview's, core/src/view/boardPage.ts) as VS Code hosts it in the preview: it answers that
 * script's messages (`ready`, `reveal` a line, `select` a country, `rendered`) with the board view
 * of the line asked for, rendered by the same functions. So the map, the step buttons and keys,
 * the chart and a country's details work here as in the editor, with no copy of their code.
 *
 * The page's address names the play shown (`#5.3`): opening it opens that play, stepping keeps
 * it up to date, and a click on a play in the list goes there. Only this script can talk to the
 * board page's script: messages from other windows (a page framing this one) are dropped.
 */
import {
  analyze, boardView, GAME_DATA_ID, GAME_PAGE_IDS, gameRecord, gameTitle, lineOfFragment, parseGamePageData, parsePageMessage,
  playAtOrAbove, playItemId, renderBoardContent, renderGameHead, renderPlayList, renderScoringTable, type BoardMessage,
  type GameRecord, type PlayRecord,
} from '../../core/src';

/** What the board page's script asks of its host (in VS Code, the webview API). */
interface BoardPageHost {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare global {
  interface Window {
    acquireVsCodeApi?: () => BoardPageHost;
  }
}

function byId(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found;
}

/** The play shown for a line: the last at or above it. */
function playAt(record: GameRecord, line: number | null): PlayRecord | undefined {
  if (line === null) return undefined;
  let found: PlayRecord | undefined;
  for (const p of record.plays) if (p.line <= line) found = p;
  return found;
}

function followColourScheme(): void {
  const dark = matchMedia('(prefers-color-scheme: dark)');
  // The board page's style has its dark colours under the class VS Code gives a dark theme's page.
  const apply = () => {
    document.body.classList.toggle('vscode-dark', dark.matches);
    document.body.classList.toggle('vscode-light', !dark.matches);
  };
  apply();
  dark.addEventListener('change', apply);
}

function start(): void {
  followColourScheme();
  const root = byId('root');
  const data = parseGamePageData(byId(GAME_DATA_ID).textContent ?? '');
  if (!data) {
    root.textContent = 'This page\'s game could not be read.';
    return;
  }
  const analysis = analyze(data.text, { rules: true });
  const record = gameRecord(analysis);
  const list = byId(GAME_PAGE_IDS.plays);
  const pane = list.parentElement!;
  const announce = byId(GAME_PAGE_IDS.announce);
  byId(GAME_PAGE_IDS.head).innerHTML = renderGameHead(record, data.file);
  list.innerHTML = renderPlayList(record);
  document.title = `${gameTitle(record, data.file)} · Twilight Struggle`;

  let current = lineOfFragment(record, location.hash) ?? playAtOrAbove(record, data.start) ?? -1;
  let selected: string | null = null;
  let saved: unknown;
  let shown: HTMLElement | null = null;

  /** The list and the board one above the other (a narrow window): the list is then no scroller of its own. */
  const stacked = () => getComputedStyle(pane).position !== 'sticky';

  /** Sends the board page the board of the current line, as the extension posts it to the preview. */
  const send = () => {
    const view = boardView(analysis, current);
    const message: BoardMessage = {
      type: 'board',
      board: view.board,
      html: renderBoardContent(view, data.file, undefined, selected) + renderScoringTable(view),
      state: { uri: '', selected },
    };
    window.dispatchEvent(new MessageEvent('message', { data: message }));
  };

  /** Marks the play the board shows in the list, keeps it in sight there, and names it in the address. */
  const rendered = (line: number | null) => {
    const play = playAt(record, line);
    if (shown) {
      shown.classList.remove('current');
      shown.querySelector('.play-link')?.removeAttribute('aria-current');
    }
    shown = play ? document.getElementById(playItemId(play.line)) : null;
    if (!shown || !play) return;
    shown.classList.add('current');
    shown.querySelector('.play-link')?.setAttribute('aria-current', 'step');
    if (!stacked()) {
      const box = pane.getBoundingClientRect();
      const item = shown.getBoundingClientRect();
      if (item.top < box.top || item.bottom > box.bottom) pane.scrollTop += item.top - box.top - (box.height - item.height) / 2;
    }
    announce.textContent = `${play.label}: ${play.reading.join(' ')}`;
    if (lineOfFragment(record, location.hash) !== play.line) {
      try {
        history.replaceState(null, '', `#${encodeURIComponent(play.anchor)}`);
      } catch {
        // A browser that allows no change of a file's address: the page still steps.
      }
    }
  };

  const host: BoardPageHost = {
    postMessage(raw) {
      const message = parsePageMessage(raw);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          send();
          break;
        case 'reveal':
          current = message.line;
          send();
          break;
        case 'select':
          selected = message.code;
          send();
          break;
        case 'rendered':
          rendered(message.line);
          break;
      }
    },
    getState: () => saved,
    setState: (state) => { saved = state; },
  };

  // Messages from another window (one framing this page) never reach the board page's script:
  // only the events this script makes (not trusted, as made by a script) do.
  window.addEventListener('message', (event) => { if (event.isTrusted) event.stopImmediatePropagation(); }, true);
  window.addEventListener('hashchange', () => {
    const line = lineOfFragment(record, location.hash);
    if (line === undefined || line === current) return;
    current = line;
    send();
    // One column: a play picked in the list below the board brings the board into sight.
    if (stacked()) root.scrollIntoView({ block: 'start' });
  });
  window.acquireVsCodeApi = () => host;
}

start();
