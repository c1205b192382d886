/**
 * The earlier lines a problem follows from: where a card last moved (to the discard pile, out of
 * the game, the China Card to the other side) and where an effect came into force. Found by
 * comparing the board before and after each replayed line, latest first.
 */
import type { RelatedLocation } from '../common/diagnostic';
import type { Range } from '../common/text';
import { cardTitle } from '../data';
import { partsOf, type GameLine } from '../notation';
import { CHINA_CARD, cardMoved, describePlace, whereIs, type GameState, type RelatedEvent } from '../rules';
import { codeReferences } from './lookup';

/**
 * The replayed lines a problem may follow from, earliest first: their boards before and after,
 * and their syntax. (The replay serves them from its records, without an object per line.)
 */
export interface ReplayHistory {
  readonly length: number;
  /**
   * How many of the first lines are final (never replaced, only added to): their searches are
   * remembered. Left out, nothing is remembered.
   */
  readonly settled?: number;
  /**
   * A search an earlier replay of the same file remembered, as it holds for this history's lines
   * so far (`carriedOver`); undefined when none does.
   */
  earlierFound?(key: string): Found | undefined;
  before(i: number): GameState;
  after(i: number): GameState;
  syntax(i: number): GameLine;
}

/** The line, latest first, at which `changed(before, after)` holds; -1 when none. */
function findLine(history: ReplayHistory, changed: (before: GameState, after: GameState) => boolean): number {
  return latestChange(history, history.length, 0, changed);
}

/** The latest line from `end - 1` down to `from` at which `changed(before, after)` holds; -1 when none. */
function latestChange(history: ReplayHistory, end: number, from: number, changed: (before: GameState, after: GameState) => boolean): number {
  for (let i = end - 1; i >= from; i--) {
    const before = history.before(i);
    const after = history.after(i);
    // A line that left the board as it was (refused, say: thousands after a game's end) changed nothing.
    if (before !== after && changed(before, after)) return i;
  }
  return -1;
}

/** What a search looks for: a line that took the board from `before` to `after` that way. */
type Change = (before: GameState, after: GameState) => boolean;

/** One search remembered: among the history's first `searched` lines, the latest that matched (-1: none). */
export interface Found {
  readonly searched: number;
  readonly line: number;
  /** What it looks for (to carry it over to a later version of the history: `searchesAtEnd`). */
  readonly changed: Change;
}

/** The searches remembered in one history, by what they look for. */
export type Searches = ReadonlyMap<string, Found>;

/**
 * The searches made in each history, by what they looked for: a file that repeats a mistake (a
 * card played again and again from the discard pile) asks the same question on every line, and
 * each answer then costs only the lines added since the last.
 */
const searches = new WeakMap<ReplayHistory, Map<string, Found>>();

/** `findLine` remembering its answers over the history's settled lines, under `key`. */
function findLineRemembered(history: ReplayHistory, key: string, changed: Change): number {
  const settled = Math.min(history.settled ?? 0, history.length);
  if (settled === 0) return findLine(history, changed);
  let known = searches.get(history);
  if (!known) searches.set(history, (known = new Map()));
  // The lines not settled yet (the USSR part of the line being replayed), latest first.
  const unsettled = latestChange(history, history.length, settled, changed);
  if (unsettled >= 0) return unsettled;
  const found = known.get(key) ?? history.earlierFound?.(key);
  const from = found && found.searched <= settled ? found.searched : 0;
  const added = latestChange(history, settled, from, changed);
  const line = added >= 0 ? added : from > 0 ? found!.line : -1;
  known.set(key, { searched: settled, line, changed });
  return line;
}

/**
 * A search remembered in an earlier version of a history, for a history whose first `same` lines
 * are that version's (the same boards): as it is if it searched no further, else cut to those
 * lines when what it found is among them; undefined otherwise.
 */
export function carriedOver(found: Found, same: number): Found | undefined {
  if (found.searched <= same) return found;
  return found.line < same ? { searched: same, line: found.line, changed: found.changed } : undefined;
}

/** Lines searched again, at most, to carry a search over to the end of a replay or over an edit (`searchesAtEnd`). */
const SEARCHED_AGAIN_AT_MOST = 16;

/** The lines of an edit (replay.ts): the new history's from `from` up to `to` are new, its lines from `to` on are the earlier one's `shift` lines further. */
export interface EditedLines {
  readonly from: number;
  readonly to: number;
  readonly shift: number;
}

/**
 * The searches `history` remembers at the end of its replay, for the next version's replay to
 * carry over (`earlierFound`): its own, and those of the earlier version's (`earlier`, of a
 * history of `length` lines) carried over the edit. An earlier search that looked past the lines
 * the edit changed holds past them once those lines are searched (at most SEARCHED_AGAIN_AT_MOST);
 * one that found its line among them, or looked only above them, holds above them. Each is then
 * searched on to the last line when few lines are left. (Issue 22: a keystroke in 10 MB of plays
 * of a discarded card searched, for its one line, the history back to the first line.)
 */
export function searchesAtEnd(history: ReplayHistory, earlier?: { readonly searches: Searches; readonly length: number; readonly edit: EditedLines }): Searches | undefined {
  const own = searches.get(history);
  if (!own && !earlier) return undefined;
  const out = new Map(own);
  const length = Math.min(history.settled ?? 0, history.length);
  if (earlier) {
    const { from, to, shift } = earlier.edit;
    // The boards of the lines the edit changed, read once for all the searches.
    let edited: { readonly before: GameState; readonly after: GameState }[] | undefined;
    const latestEdited = (changed: Change): number => {
      edited ??= Array.from({ length: to - from }, (_, k) => ({ before: history.before(from + k), after: history.after(from + k) }));
      for (let k = edited.length - 1; k >= 0; k--) if (edited[k]!.before !== edited[k]!.after && changed(edited[k]!.before, edited[k]!.after)) return from + k;
      return -1;
    };
    const edgeBefore = to - shift;
    for (const [key, found] of earlier.searches) {
      const mine = out.get(key);
      let carried: Found | undefined;
      const past = edgeBefore >= from && found.searched >= edgeBefore && found.searched <= earlier.length;
      if (past && found.line >= edgeBefore) {
        // Found below the edit, among the lines it moved as they were.
        carried = { searched: found.searched + shift, line: found.line + shift, changed: found.changed };
      } else if (past && to - from <= SEARCHED_AGAIN_AT_MOST) {
        // None below the edit: the latest among the lines it changed, else the one above it.
        const changedAt = latestEdited(found.changed);
        const line = changedAt >= 0 ? changedAt : found.line < from ? found.line : undefined;
        if (line !== undefined) carried = { searched: found.searched + shift, line, changed: found.changed };
      }
      carried ??= carriedOver(found, from);
      if (carried && (!mine || carried.searched > mine.searched)) out.set(key, carried);
    }
  }
  for (const [key, found] of out) {
    if (found.searched >= length || length - found.searched > SEARCHED_AGAIN_AT_MOST) continue;
    const added = latestChange(history, length, found.searched, found.changed);
    out.set(key, { searched: length, line: added >= 0 ? added : found.line, changed: found.changed });
  }
  return out;
}

/** A related event's search: its key and what it looks for. */
interface Search {
  readonly key: string;
  readonly changed: Change;
}

/** The searches of the events lines keep (replay.ts shares one list per combination), made once each. */
const SEARCH_OF = new WeakMap<RelatedEvent, Search>();

/** What a problem's related event asks the history for: the search's key and what it looks for. */
export function searchFor(event: RelatedEvent): Search {
  let search = SEARCH_OF.get(event);
  if (!search) SEARCH_OF.set(event, search = searchMade(event));
  return search;
}

function searchMade(event: RelatedEvent): Search {
  const card = event.card;
  return event.kind === 'cardMoved'
    // Where the card got to where it is now (its last move).
    ? { key: `card ${card}`, changed: (before, after) => cardMoved(before, after, card) }
    // Where the effect of the card came into force (the last time it did).
    : { key: `effect ${card}`, changed: (before, after) => !before.effects.some((e) => e.card === card) && after.effects.some((e) => e.card === card) };
}

function lineOf(history: ReplayHistory, event: RelatedEvent): number {
  const { key, changed } = searchFor(event);
  return findLineRemembered(history, key, changed);
}

/** The card's code in the line if it is written there, else the line's label. */
function rangeOfCard(line: GameLine, card: string): Range {
  for (const { part } of partsOf(line)) {
    const found = codeReferences(part).find((r) => r.kind === 'card' && r.code === card);
    if (found) return found.range;
  }
  return line.label.range;
}

/** The related locations of a problem's related events (those the history can place). */
export function relatedLocations(history: ReplayHistory, events: readonly RelatedEvent[] | undefined): RelatedLocation[] {
  const out: RelatedLocation[] = [];
  for (const event of events ?? []) {
    if (event.kind === 'cardMoved') {
      const at = lineOf(history, event);
      if (at < 0) continue;
      const syntax = history.syntax(at);
      const after = history.after(at);
      const label = syntax.label.text;
      const message = event.card === CHINA_CARD
        ? `The China Card passed to the ${after.china.holder}${after.china.faceUp ? '' : ' face down'} in ${label}`
        : `${cardTitle(event.card)} went ${placeWords(after, event.card)} in ${label}`;
      out.push({ range: rangeOfCard(syntax, event.card), message });
    } else {
      const at = lineOf(history, event);
      if (at < 0) continue;
      const syntax = history.syntax(at);
      out.push({ range: rangeOfCard(syntax, event.card), message: `${cardTitle(event.card)} came into force in ${syntax.label.text}` });
    }
  }
  return out;
}

function placeWords(state: GameState, card: string): string {
  const place = whereIs(state, card);
  if (place === 'discard') return 'to the discard pile';
  if (place === 'removed') return 'out of the game';
  if (place === 'elsewhere') return 'into play';
  return describePlace(place).replace(/^in /, 'into ');
}
