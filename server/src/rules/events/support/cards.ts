// Cards an event moves out of a hand: the card Five Year Plan discards at random, the card the US
// discards against Blockade, Terrorism's and Latin American Debt Crisis' discards. And how an event
// knows that its card was discarded by another event rather than played (Defectors).
import { cardByCode, type Card } from '../../../data/cards';
import { CHINA_CARD, describePlace, takeOut, whereIs } from '../../cards';
import { problem, type RuleProblem } from '../../problems';
import { update, withSide, type GameState, type Side } from '../../state';

export interface HandCardOutcome {
  readonly state: GameState;
  readonly problems: RuleProblem[];
  /** The card, when the code is a card. */
  readonly card?: Card;
}

/**
 * Takes a card out of a side's hand for an event (Five Year Plan's random discard, the card the US
 * discards against Blockade). With a known hand the card must be in it; with an unknown hand it
 * must be unseen (still in the deck pool). The China Card is never used for a discard an event
 * demands (rule 9.5). A card that cannot be there is reported and taken all the same, so the
 * replay goes on. The caller puts it where it goes (`finishPlay`).
 */
export function takeFromHand(state: GameState, side: Side, code: string, target: { readonly kind: 'cardMove'; readonly card: string; readonly index: number }, player: Side, purpose: string): HandCardOutcome {
  const card = cardByCode(code);
  if (!card) return { state, problems: [problem('TSN101', `${code} is not a card`, target, player)] };
  const problems: RuleProblem[] = [];
  if (code === CHINA_CARD) {
    problems.push(problem('TSN110', `The China Card is never discarded for an event (${purpose}): it is not part of the ${side}'s hand`, target, player));
    return { state, problems, card };
  }
  const place = whereIs(state, code);
  const own = side === 'US' ? 'hand-US' : 'hand-USSR';
  const unknownHand = state.hands[side] === null;
  if (place !== own && !(unknownHand && place === 'deck')) {
    const where = !unknownHand && place === 'deck' ? `not in the ${side}'s hand` : describePlace(place);
    problems.push(problem('TSN102', `${card.name} is ${where}: it cannot be the card the ${side} discards (${purpose})`, target, player));
  }
  let next = takeOut(state, code);
  if (unknownHand && place === 'deck') next = update(next, { handCount: withSide(next.handCount, side, Math.max(0, next.handCount[side] - 1)) });
  return { state: next, problems, card };
}

/** Cards in a side's hand, known or not (the China Card never counts). */
export function handSize(state: GameState, side: Side): number {
  return state.hands[side]?.length ?? state.handCount[side];
}

/**
 * Puts a card into a side's hand (SALT Negotiations' and Star Wars' pick from the discard pile): out
 * of where it is, into the known hand, or into the deck pool of an unknown hand, which counts it.
 */
export function putInHand(state: GameState, side: Side, code: string): GameState {
  const next = takeOut(state, code);
  const hand = next.hands[side];
  const handCount = withSide(next.handCount, side, next.handCount[side] + 1);
  if (hand === null) return update(next, { deck: next.deck.includes(code) ? next.deck : [...next.deck, code], handCount });
  return update(next, { hands: withSide(next.hands, side, [...hand, code]), handCount });
}
