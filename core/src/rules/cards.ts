// Where the cards are: playing a card from a hand, the discard pile and removal (rule 5.2), the
// China Card passing face down (9.2), the deck and its reshuffle (4.3).
import { cardByCode, cardTitle, type Card } from '../data/cards';
import { CHINA_CARD } from './ops';
import { problem, type RuleProblem } from './problems';
import { shuffled } from './rng';
import type { CardStep } from './record';
import { deckWithoutAt, discardWith, opponent, sideValue, update, withAdded, withoutAt, withSide, writable, type ChinaCard, type GameState, type Side } from './state';

export { CHINA_CARD };

/** The side whose event it is: the card's side, or for a neutral card the side playing it. */
export function eventOwner(card: Card, player: Side): Side {
  return card.side === 'neutral' ? player : card.side;
}

/** True when the card carries only the opponent's event (played for operations, the event happens too). */
export function isOpponentCard(card: Card, player: Side): boolean {
  return card.side !== 'neutral' && card.side !== player;
}

export type CardPlace = 'deck' | 'discard' | 'removed' | 'hand-US' | 'hand-USSR' | 'china' | 'elsewhere';

/**
 * Whether a card moved between two boards (a line's before and after): it changed pile or hand;
 * the China Card changed holder, or went face down, which only a play does (rule 9.2: it passes
 * face down), so a line that handed it over and had it played back moved it though the holder is
 * the same; turning face up at the end of a turn is no move.
 */
export function cardMoved(before: GameState, after: GameState, code: string): boolean {
  if (before === after) return false;
  if (code === CHINA_CARD) return before.china.holder !== after.china.holder || (before.china.faceUp && !after.china.faceUp);
  return whereIs(before, code) !== whereIs(after, code);
}

/** The cards that moved between two boards (cardMoved), looking only in the piles and hands that changed. */
export function cardsMoved(before: GameState, after: GameState): string[] {
  if (before === after) return [];
  const candidates = new Set<string>([CHINA_CARD]);
  const piles = [[before.deck, after.deck], [before.discard, after.discard], [before.removed, after.removed],
    [before.hands.US, after.hands.US], [before.hands.USSR, after.hands.USSR]] as const;
  for (const [was, is] of piles) {
    if (was === is) continue;
    for (const code of was ?? []) candidates.add(code);
    for (const code of is ?? []) candidates.add(code);
  }
  return [...candidates].filter((code) => cardMoved(before, after, code));
}

/** Where a card is. For an unknown hand its cards are counted in the deck. */
export function whereIs(state: GameState, code: string): CardPlace {
  if (code === CHINA_CARD) return 'china';
  if (state.hands.US?.includes(code)) return 'hand-US';
  if (state.hands.USSR?.includes(code)) return 'hand-USSR';
  if (state.deck.includes(code)) return 'deck';
  if (state.discard.includes(code)) return 'discard';
  if (state.removed.includes(code)) return 'removed';
  return 'elsewhere';
}

const PLACE_TEXT: Record<CardPlace, string> = {
  deck: 'in the deck',
  discard: 'in the discard pile',
  removed: 'removed from the game',
  'hand-US': 'in the US\'s hand',
  'hand-USSR': 'in the USSR\'s hand',
  china: 'the China Card',
  elsewhere: 'in play',
};

export function describePlace(place: CardPlace): string {
  return PLACE_TEXT[place];
}

/** The list less the first `code` in it: one copy, no intermediate arrays. */
function without(list: readonly string[], code: string): readonly string[] {
  const i = list.indexOf(code);
  return i < 0 ? list : withoutAt(list, i);
}

/** A side's hand as a place. */
export function handOf(side: Side): 'hand-US' | 'hand-USSR' {
  return side === 'US' ? 'hand-US' : 'hand-USSR';
}

/** A card's move, for the record: to `elsewhere` is into play. */
function cardMove(card: string, from: CardPlace, to: CardPlace): CardStep {
  return { kind: 'card', card, from, to };
}

/**
 * The state with the card taken out of wherever it is (not the China Card), into play. `from`:
 * where the card was as the game has it, when the caller knows better than the piles (a card of a
 * hand the file does not know is pooled with the deck: it came from that hand).
 */
export function takeOut(state: GameState, code: string, from?: CardPlace): GameState {
  return takeOutOf(state, code, whereIs(state, code), from);
}

/** `takeOut` when the caller has already found where the card is. */
function takeOutOf(state: GameState, code: string, place: CardPlace, from: CardPlace = place): GameState {
  const step = cardMove(code, from, 'elsewhere');
  switch (place) {
    case 'deck': return update(state, { deck: without(state.deck, code) }, step);
    case 'discard': return update(state, { discard: without(state.discard, code) }, step);
    case 'removed': return update(state, { removed: without(state.removed, code) }, step);
    case 'hand-US':
    case 'hand-USSR': {
      const side: Side = place === 'hand-US' ? 'US' : 'USSR';
      return update(state, {
        hands: withSide(state.hands, side, without(state.hands[side]!, code)),
        handCount: withSide(state.handCount, side, Math.max(0, state.handCount[side] - 1)),
      }, step);
    }
    default: return state;
  }
}

/**
 * A card in play (taken out of where it was) put into a side's hand; an unknown hand's cards stay
 * in the deck pool, only its count grows.
 */
export function intoHand(state: GameState, side: Side, code: string): GameState {
  const hand = state.hands[side];
  const handCount = withSide(state.handCount, side, state.handCount[side] + 1);
  const step = cardMove(code, 'elsewhere', handOf(side));
  if (hand === null) return update(state, { deck: state.deck.includes(code) ? state.deck : [...state.deck, code], handCount }, step);
  return update(state, { hands: withSide(state.hands, side, [...hand, code]), handCount }, step);
}

/**
 * Forgets a side's known hand (its cards go back to the deck pool, only their count is known): at
 * a turn's start until its deal line, or when an event draws cards into it that the line does not
 * name (Ask Not). No card moves, so nothing is recorded.
 */
export function forgetHand(state: GameState, side: Side): GameState {
  const hand = sideValue(state.hands, side);
  if (hand === null) return state;
  return update(state, { deck: [...state.deck, ...hand], hands: withSide(state.hands, side, null) });
}

/** Cards joining the deck (a war's cards, rule 4.4). */
export function addToDeck(state: GameState, cards: readonly string[]): GameState {
  return update(state, { deck: [...state.deck, ...cards] }, { kind: 'cards', cards, from: 'elsewhere', to: 'deck' });
}

/** A card of a side's hand the file does not know (pooled with the deck) taken out of it into play. */
export function takeOutOfUnknownHand(state: GameState, side: Side, code: string): GameState {
  return update(state, { deck: without(state.deck, code), handCount: withSide(state.handCount, side, Math.max(0, state.handCount[side] - 1)) }, cardMove(code, handOf(side), 'elsewhere'));
}

/**
 * Takes the card the side plays out of its hand. With a known hand the card must be in it; with an
 * unknown hand it must still be unseen (in the deck pool). The China Card must be held face up.
 * A card that is not available is reported (pushed on `problems`) and played all the same, so
 * the replay goes on.
 */
export function playFromHand(state: GameState, side: Side, code: string, problems: RuleProblem[]): GameState {
  const card = cardByCode(code);
  if (!card) {
    problems.push(problem('TSN101', `${code} is not a card`, { kind: 'card' }, side));
    return state;
  }
  if (code === CHINA_CARD) {
    if (state.china.holder !== side) {
      problems.push(problem('TSN110', `The China Card is held by the ${state.china.holder}, not the ${side}`, { kind: 'card' }, side, { related: [{ kind: 'cardMoved', card: code }] }));
    } else if (!state.china.faceUp) {
      problems.push(problem('TSN110', `The China Card was passed face down this turn: the ${side} may play it from the next turn`, { kind: 'card' }, side, { related: [{ kind: 'cardMoved', card: code }] }));
    }
    return state;
  }
  const hand = sideValue(state.hands, side);
  if (hand === null && sideValue(state.hands, opponent(side)) === null && sideValue(state.handCount, side) > 0) {
    // Neither hand known (a game without deal lines): the card is unseen when it is in the deck
    // pool, found with one scan instead of whereIs's and without's two.
    const i = state.deck.indexOf(card.code);
    if (i >= 0) {
      const deck = deckWithoutAt(state, i);
      const handCount = withSide(state.handCount, side, sideValue(state.handCount, side) - 1);
      const next = writable(state, cardMove(card.code, handOf(side), 'elsewhere'));
      next.deck = deck;
      next.handCount = handCount;
      return next;
    }
  }
  const place = whereIs(state, card.code);
  const own = side === 'US' ? 'hand-US' : 'hand-USSR';
  if (place === own) return takeOutOf(state, card.code, place);
  if (state.handCount[side] <= 0) {
    // 4.5: a side that has played all its cards has no play left this turn (it writes —).
    problems.push(problem('TSN102', `The ${side} has no card left in its hand in turn ${state.turn}: it cannot play ${cardTitle(card.code)} (a side out of cards writes — for its rounds)`, { kind: 'card' }, side));
    return takeOutOf(state, card.code, place);
  }
  if (hand === null && place === 'deck') {
    // An unknown hand's cards are in the deck pool: the card leaves the pool and the hand has one fewer.
    return takeOutOfUnknownHand(state, side, card.code);
  }
  const where = hand !== null && place === 'deck' ? `not in the ${side}'s hand as dealt` : place === 'elsewhere' ? notYetInDeck(card, state.turn) ?? describePlace(place) : describePlace(place);
  const moved = place === 'discard' || place === 'removed' || (place !== own && place.startsWith('hand-'));
  problems.push(problem('TSN102', `${cardTitle(card.code)} is ${where}: the ${side} cannot play it`, { kind: 'card' }, side, moved ? { related: [{ kind: 'cardMoved', card: code }] } : undefined));
  let next = takeOutOf(state, card.code, place);
  if (hand === null && place === 'deck') next = update(next, { handCount: withSide(next.handCount, side, Math.max(0, next.handCount[side] - 1)) });
  return next;
}

/** 4.4: `a Mid War card, added to the deck for turn 4` when the card's war has not begun, else undefined. */
export function notYetInDeck(card: Card, turn: number): string | undefined {
  if (card.era === 'Mid' && turn < 4) return 'a Mid War card: it joins the deck for turn 4';
  if (card.era === 'Late' && turn < 8) return 'a Late War card: it joins the deck for turn 8';
  return undefined;
}

/** A card in play (played, or displayed while its effect lasted) to the discard pile. */
export function toDiscard(state: GameState, code: string): GameState {
  if (code === CHINA_CARD) return state;
  const discard = discardWith(state, code);
  const next = writable(state, cardMove(code, 'elsewhere', 'discard'));
  next.discard = discard;
  return next;
}

/** A card in play removed from the game (5.2). */
function toRemoved(state: GameState, code: string): GameState {
  if (code === CHINA_CARD) return state;
  const removed = withAdded(state.removed, code);
  const next = writable(state, cardMove(code, 'elsewhere', 'removed'));
  next.removed = removed;
  return next;
}

/** The China Card's new holder and side. */
export function withChinaCard(state: GameState, china: ChinaCard): GameState {
  if (china.holder === state.china.holder && china.faceUp === state.china.faceUp) return state;
  const next = writable(state, { kind: 'china', from: state.china, to: china });
  next.china = china;
  return next;
}

/** Rule 9.2: after it is played the China Card goes face down to the opponent. */
export function passChinaCard(state: GameState, from: Side, faceUp = false): GameState {
  return withChinaCard(state, { holder: opponent(from), faceUp });
}

/** How a played card leaves the play. */
export type Disposition = 'discard' | 'remove' | 'display';

/**
 * Rule 5.2: a card whose event happened and is asterisked is removed; a card whose underlined
 * effect stays in force without an asterisk is displayed (in none of the piles) until it ends;
 * anything else is discarded, an asterisked card whose event could not happen included.
 */
export function dispositionAfterPlay(card: Card, eventHappened: boolean, staysInForce: boolean): Disposition {
  if (eventHappened && card.removedAfterEvent) return 'remove';
  if (eventHappened && staysInForce) return 'display';
  return 'discard';
}

/** Puts the played card where it goes; the China Card passes face down instead. */
export function finishPlay(state: GameState, side: Side, code: string, disposition: Disposition): GameState {
  if (code === CHINA_CARD) return passChinaCard(state, side);
  if (disposition === 'remove') return toRemoved(state, code);
  if (disposition === 'discard') return toDiscard(state, code);
  return state;
}

/** Cards in the draw pile: the deck pool less the cards of the unknown hands. */
export function drawPileSize(state: GameState): number {
  let size = state.deck.length;
  if (state.hands.US === null) size -= state.handCount.US;
  if (state.hands.USSR === null) size -= state.handCount.USSR;
  return Math.max(0, size);
}

/** Rule 4.3: the discard pile is shuffled into a new draw pile when the deck runs out. */
export function reshuffle(state: GameState): GameState {
  if (state.discard.length === 0) return state;
  const { items, seed } = shuffled(state.discard, state.seed);
  return update(state, { deck: [...state.deck, ...items], discard: [], seed, ...(state.maybeInDiscard.length ? { maybeInDiscard: [] } : {}) },
    { kind: 'cards', cards: state.discard, from: 'discard', to: 'deck' });
}

/**
 * A turn the file writes nothing of (a fragment of a game jumping ahead): its deals and plays are
 * unknown, and the discard pile may have been reshuffled into the deck (4.3) and its cards dealt
 * again. Its cards join the unseen ones, and may still be taken from the discard pile.
 */
export function forgetDiscardPile(state: GameState): GameState {
  if (state.discard.length === 0) return state;
  return update(state, { deck: [...state.deck, ...state.discard], discard: [], maybeInDiscard: [...state.maybeInDiscard, ...state.discard] },
    { kind: 'cards', cards: state.discard, from: 'discard', to: 'deck' });
}

/** True when the card is in the discard pile, or may be (forgetDiscardPile) and has not been seen since. */
export function mayBeInDiscardPile(state: GameState, code: string): boolean {
  const place = whereIs(state, code);
  return place === 'discard' || (place === 'deck' && state.maybeInDiscard.includes(code));
}
