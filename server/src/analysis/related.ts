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

/** What the search needs of a replayed line: its board before and after, and its syntax. */
export interface HistoryLine {
  readonly before: GameState;
  readonly after: GameState;
  readonly syntax: GameLine;
}

/** Where the card is, in words, and where the China Card is (holder and face). */
function placeOf(state: GameState, card: string): string {
  if (card === CHINA_CARD) return `${state.china.holder}:${state.china.faceUp}`;
  return whereIs(state, card);
}

/** The line, latest first, at which `changed(before, after)` holds; undefined when none. */
export function findLine(history: readonly HistoryLine[], changed: (before: GameState, after: GameState) => boolean): HistoryLine | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const line = history[i]!;
    if (changed(line.before, line.after)) return line;
  }
  return undefined;
}

/** The line where the card got to where it is now (its last move). */
export function lineWhereCardMoved(history: readonly HistoryLine[], card: string): HistoryLine | undefined {
  return findLine(history, (before, after) => placeOf(before, card) !== placeOf(after, card));
}

/** The line where the effect of `card` came into force (the last time it did). */
export function lineWhereEffectBegan(history: readonly HistoryLine[], card: string): HistoryLine | undefined {
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
export function relatedLocations(history: readonly HistoryLine[], events: readonly RelatedEvent[] | undefined): RelatedLocation[] {
  const out: RelatedLocation[] = [];
  for (const event of events ?? []) {
    if (event.kind === 'cardMoved') {
      const line = lineWhereCardMoved(history, event.card);
      if (!line) continue;
      const label = line.syntax.label.text;
      const message = event.card === CHINA_CARD
        ? `The China Card passed to the ${line.after.china.holder}${line.after.china.faceUp ? '' : ' face down'} in ${label}`
        : `${cardName(event.card)} went ${placeWords(line.after, event.card)} in ${label}`;
      out.push({ range: rangeOfCard(line.syntax, event.card), message });
    } else {
      const line = lineWhereEffectBegan(history, event.card);
      if (!line) continue;
      out.push({ range: rangeOfCard(line.syntax, event.card), message: `${cardName(event.card)} came into force in ${line.syntax.label.text}` });
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
