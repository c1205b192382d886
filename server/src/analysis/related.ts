/**
 * The earlier lines a problem follows from: where a card last moved (to the discard pile, out of
 * the game, the China Card to the other side) and where an effect came into force. Found by
 * comparing the board before and after each replayed line, latest first.
 */
import type { RelatedLocation } from '../common/diagnostic';
import type { Range } from '../common/text';
import { cardByCode } from '../data';
import type { GameLine } from '../notation';
import { CHINA_CARD, describePlace, whereIs, type GameState, type RelatedEvent } from '../rules';
import { codeReferences } from './lookup';

/**
 * The replayed lines a problem may follow from, earliest first: their boards before and after,
 * and their syntax. (The replay serves them from its records, without an object per line.)
 */
export interface ReplayHistory {
  readonly length: number;
  before(i: number): GameState;
  after(i: number): GameState;
  syntax(i: number): GameLine;
}

/** Where the card is, in words, and where the China Card is (holder and face). */
function placeOf(state: GameState, card: string): string {
  if (card === CHINA_CARD) return `${state.china.holder}:${state.china.faceUp}`;
  return whereIs(state, card);
}

/** The line, latest first, at which `changed(before, after)` holds; -1 when none. */
export function findLine(history: ReplayHistory, changed: (before: GameState, after: GameState) => boolean): number {
  for (let i = history.length - 1; i >= 0; i--) {
    const before = history.before(i);
    const after = history.after(i);
    // A line that left the board as it was (refused, say: thousands after a game's end) changed nothing.
    if (before !== after && changed(before, after)) return i;
  }
  return -1;
}

/** The line where the card got to where it is now (its last move). */
export function lineWhereCardMoved(history: ReplayHistory, card: string): number {
  return findLine(history, (before, after) => placeOf(before, card) !== placeOf(after, card));
}

/** The line where the effect of `card` came into force (the last time it did). */
export function lineWhereEffectBegan(history: ReplayHistory, card: string): number {
  return findLine(history, (before, after) => !before.effects.some((e) => e.card === card) && after.effects.some((e) => e.card === card));
}

/** The card's code in the line if it is written there, else the line's label. */
function rangeOfCard(line: GameLine, card: string): Range {
  for (const part of [line.ussr, line.us]) {
    if (!part) continue;
    const found = codeReferences(part).find((r) => r.kind === 'card' && r.code === card);
    if (found) return found.range;
  }
  return line.label.range;
}

function cardName(code: string): string {
  return cardByCode(code)?.name ?? code;
}

/** The related locations of a problem's related events (those the history can place). */
export function relatedLocations(history: ReplayHistory, events: readonly RelatedEvent[] | undefined): RelatedLocation[] {
  const out: RelatedLocation[] = [];
  for (const event of events ?? []) {
    if (event.kind === 'cardMoved') {
      const at = lineWhereCardMoved(history, event.card);
      if (at < 0) continue;
      const syntax = history.syntax(at);
      const after = history.after(at);
      const label = syntax.label.text;
      const message = event.card === CHINA_CARD
        ? `The China Card passed to the ${after.china.holder}${after.china.faceUp ? '' : ' face down'} in ${label}`
        : `${cardName(event.card)} went ${placeWords(after, event.card)} in ${label}`;
      out.push({ range: rangeOfCard(syntax, event.card), message });
    } else {
      const at = lineWhereEffectBegan(history, event.card);
      if (at < 0) continue;
      const syntax = history.syntax(at);
      out.push({ range: rangeOfCard(syntax, event.card), message: `${cardName(event.card)} came into force in ${syntax.label.text}` });
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
