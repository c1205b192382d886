// Cards an event moves out of a hand: the card Five Year Plan discards at random, the card the US
// discards against Blockade, Terrorism's and Latin American Debt Crisis' discards. And how an event
// knows that its card was discarded by another event rather than played (Defectors).
import { cardByCode, cardTitle, type Card } from '../../../data/cards';
import { CHINA_CARD, describePlace, dispositionAfterPlay, eventOwner, finishPlay, isOpponentCard, notYetInDeck, intoHand, takeOut, takeOutOfUnknownHand, whereIs } from '../../cards';
import type { CardMoveInput, EventApplyContext, NestedOpsInput } from '../../eventDefinition';
import { describeOps, opsBreakdown } from '../../ops';
import { problem, type ProblemTarget, type RuleProblem } from '../../problems';
import { grouped, lengthOf } from '../../record';
import { isEmptyInput, resolveEvent } from '../../resolveEvent';
import { applyScoring } from '../../scoring';
import { resolveSpaceAttempt } from '../../space';
import { opponent, type GameState, type Side } from '../../state';
import { conductOperations } from './operations';
import { choiceOption, type ChoiceOption } from '../../eventChoice';

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
 * replay goes on. The caller puts it where it goes (`finishPlay`). `taken`: the event takes the
 * card rather than having it discarded (Missile Envy, Grain Sales), for the messages.
 */
export function takeFromHand(state: GameState, side: Side, code: string, target: { readonly kind: 'cardMove'; readonly card: string; readonly index: number }, player: Side, purpose: string, taken = false): HandCardOutcome {
  const card = cardByCode(code);
  if (!card) return { state, problems: [problem('TSN101', `${code} is not a card`, target, player)] };
  const problems: RuleProblem[] = [];
  if (code === CHINA_CARD) {
    problems.push(problem('TSN110', `The China Card is never ${taken ? 'taken' : 'discarded'} for an event (${purpose}): it is not part of the ${side}'s hand`, target, player));
    return { state, problems, card };
  }
  const place = whereIs(state, code);
  const own = side === 'US' ? 'hand-US' : 'hand-USSR';
  const unknownHand = state.hands[side] === null;
  if (place !== own && !(unknownHand && place === 'deck')) {
    const where = !unknownHand && place === 'deck' ? `not in the ${side}'s hand` : describePlace(place);
    problems.push(problem('TSN102', `${cardTitle(card.code)} is ${where}: it cannot be the card ${taken ? `${purpose} takes from the ${side}` : `the ${side} discards (${purpose})`}`, target, player));
  }
  const next = unknownHand && place === 'deck' ? takeOutOfUnknownHand(state, side, code) : takeOut(state, code);
  return { state: next, problems, card };
}

/** Cards in a side's hand, known or not (the China Card never counts). */
export function handSize(state: GameState, side: Side): number {
  return state.hands[side]?.length ?? state.handCount[side];
}

/**
 * Puts a card into a side's hand (Missile Envy going to the opponent, a card Grain Sales hands
 * back, Ask Not's draws, SALT's and Star Wars' pick from the discard pile). An unknown hand's cards stay in the deck pool, only its count grows.
 */
export function putInHand(state: GameState, side: Side, code: string): GameState {
  if (code === CHINA_CARD) return state;
  return intoHand(takeOut(state, code), side, code);
}

/** The highest printed operations value among a side's known hand, and the cards that have it; null when the hand is unknown or empty. */
export function highestOpsCards(state: GameState, side: Side): { ops: number; cards: string[] } | null {
  const hand = state.hands[side];
  if (!hand || hand.length === 0) return null;
  const values = hand.map((code) => cardByCode(code)?.ops ?? 0);
  const ops = Math.max(...values);
  return { ops, cards: hand.filter((_, i) => values[i] === ops) };
}

/** How a card an event hands to a side is played at once (Missile Envy, Grain Sales). */
export interface TakenCardPlay {
  /** The side that plays the card. */
  readonly side: Side;
  /** For its event (the side's own or a neutral event) or for its operations. */
  readonly as: 'event' | 'operations';
  /**
   * Played for operations, an opponent's card's event happens too (Grain Sales: played as the
   * side's own card, rule 5.1) or not at all (Missile Envy: its operations only).
   */
  readonly opponentEventHappens: boolean;
  /** Names the card in messages: `Muslim Revolution, taken by Missile Envy,`. */
  readonly what: string;
}

/**
 * Plays a card an event took from a hand (`>RED@`, `>MUS#MX4+4`, `>PUP&NI HT GT`): its event
 * (a scoring card scores), or its operations with the side's own modifiers (7.4.1) for influence,
 * a coup (military operations credited, 8.2.3), realignment rolls or a space race attempt
 * (`>OPE*2+`, rulings: then no event happens). What the line attached to the
 * card is its input; the operations written after it are the side's whatever their parentheses,
 * since a `>` card has no parentheses of its own. The card then goes to the discard pile, or is
 * removed or displayed after its event as rule 5.2 says. The card is already out of its hand.
 */
export function playTakenCard(state: GameState, context: EventApplyContext, move: CardMoveInput, index: number, play: TakenCardPlay, problems: RuleProblem[]): GameState {
  const start = lengthOf(state); // `state` may be a draft, written in place
  const outcome = playTaken(state, context, move, index, play);
  problems.push(...outcome.problems);
  const card = cardByCode(move.card);
  if (!card || card.code === CHINA_CARD) return outcome.state;
  const written = move.event ?? {};
  const mode = play.as === 'event' || card.scoring ? 'event'
    : (written.ops ?? []).some((o) => o.kind === 'space') ? 'space' : written.coups?.length ? 'coup' : written.realigns?.length ? 'realign' : 'influence';
  return grouped(outcome.state, start, { kind: 'play', side: play.side, card: card.code, mode, headline: context.headline, by: context.card.code });
}

function playTaken(state: GameState, context: EventApplyContext, move: CardMoveInput, index: number, play: TakenCardPlay): { state: GameState; problems: RuleProblem[] } {
  const card = cardByCode(move.card);
  const problems: RuleProblem[] = [];
  if (!card || card.code === CHINA_CARD) return { state, problems };
  const target = { kind: 'cardMove', card: move.card, index } as const;
  const { player } = context;
  const written = move.event ?? {};
  let next = state;
  if (play.as === 'event') {
    if (card.scoring) {
      if (!isEmptyInput(move.event)) problems.push(problem('TSN181', `${play.what} is a scoring card: it scores its region and nothing is written after it but the play's =`, target, player));
      next = applyScoring(next, card.code).state;
      return { state: finishPlay(next, play.side, card.code, dispositionAfterPlay(card, true, false)), problems };
    }
    const resolution = resolveEvent(next, {
      card, player, owner: eventOwner(card, play.side), headline: context.headline, roundStart: context.roundStart,
      input: move.event, chosen: false, ...(context.marks ? { marks: context.marks } : {}),
    }, problems);
    return { state: finishPlay(resolution.state, play.side, card.code, dispositionAfterPlay(card, resolution.happened, resolution.displayed)), problems };
  }
  if (card.scoring) {
    problems.push(problem('TSN106', `${play.what} is a scoring card: it has no operations; it is played for its scoring`, target, player));
    return { state: finishPlay(next, play.side, card.code, 'discard'), problems };
  }
  const influence = (written.ops ?? []).filter((o) => o.kind === 'influence').flatMap((o) => o.influence ?? []);
  const coups = written.coups ?? [];
  const realigns = written.realigns ?? [];
  const ops = opsBreakdown(next, play.side, card);
  const opsWhat = `${play.what} gives the ${play.side} ${describeOps(ops)}`;
  const { ops: _ops, coups: _coups, realigns: _realigns, ...eventItems } = written;
  const space = (written.ops ?? []).filter((o) => o.kind === 'space');
  if (space.length) return toSpaceRace(next, card, space, { influence: influence.length + coups.length + realigns.length, event: !isEmptyInput(eventItems) }, target, player, play.side, opsWhat);
  if (coups.length > 1) problems.push(problem('TSN181', `${opsWhat}: one coup; the line writes ${coups.length}`, target, player));
  const opponentCard = isOpponentCard(card, play.side);
  const triggered = opponentCard && play.opponentEventHappens;
  if (!triggered && !isEmptyInput(eventItems)) {
    problems.push(problem('TSN181', opponentCard
      ? `${play.what} is played for its operations only: its ${card.side} event does not happen; write only what the operations did`
      : `${play.what} is played for its operations: its event does not happen; write only what the operations did`, target, player));
  }
  let eventHappened = false;
  let displayed = false;
  if (influence.length === 0 && coups.length === 0 && realigns.length === 0) {
    problems.push(problem('TSN182', `${opsWhat} of operations: write what they did after the card, as >${card.code}&… (influence), >${card.code}#… (a coup) or >${card.code}/… (realignment rolls)`, target, player));
  } else {
    next = conductOperations(next, play.side, { card }, {
      ...(influence.length ? { influence } : {}),
      ...(coups[0] ? { coup: coups[0] } : {}),
      ...(realigns.length ? { realigns } : {}),
    }, { roundStart: context.roundStart, player, what: play.what + ' gives the ' + play.side, responsible: player }, problems);
  }
  if (triggered && !next.result) {
    // 5.1: played for operations as the side's own card, the opponent's event happens too.
    const resolution = resolveEvent(next, {
      card, player, owner: opponent(play.side), headline: context.headline, roundStart: context.roundStart,
      input: isEmptyInput(eventItems) ? undefined : eventItems, chosen: false,
    }, problems);
    next = resolution.state;
    eventHappened = resolution.happened;
    displayed = resolution.displayed;
  }
  return { state: finishPlay(next, play.side, card.code, dispositionAfterPlay(card, eventHappened, displayed)), problems };
}

/**
 * A card an event handed over sent to the space race with its operations (rulings: `GRA@ >OPE*2+
 * =+2`, `MIS@ >FYP*2+ =-1`), as any use of operations may be (6.4): one attempt, nothing else done
 * with the card; its event does not happen, whoever's it is (6.4.5), and it is discarded.
 */
function toSpaceRace(state: GameState, card: Card, space: readonly NestedOpsInput[], alsoWritten: { influence: number; event: boolean }, target: ProblemTarget, player: Side, side: Side, opsWhat: string): { state: GameState; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  if (space.length > 1 || alsoWritten.influence > 0) {
    problems.push(problem('TSN181', `${opsWhat}, spent once: on one space race attempt, or on influence, a coup or realignment rolls, not both`, target, player));
  }
  if (alsoWritten.event) {
    problems.push(problem('TSN181', `${cardTitle(card.code)} goes to the space race: its event does not happen (6.4.5); write only the roll`, target, player));
  }
  let next = state;
  const roll = space[0]!.space;
  if (roll) {
    const outcome = resolveSpaceAttempt(next, side, card.code, roll);
    next = outcome.state;
    problems.push(...outcome.problems);
  }
  return { state: finishPlay(next, side, card.code, 'discard'), problems };
}

/**
 * Checks that a card an event draws or looks at comes from the draw pile (Ask Not's draws, the five
 * cards Our Man in Tehran looks at): it must be in the deck pool (the draw pile, plus the cards of
 * a hand that is not known). TSN102 otherwise; null when it could be there.
 */
export function drawPileProblem(state: GameState, code: string, target: ProblemTarget, player: Side, purpose: string): RuleProblem | null {
  const card = cardByCode(code);
  if (!card) return problem('TSN101', `${code} is not a card`, target, player);
  const place = whereIs(state, code);
  if (place === 'deck') return null;
  return problem('TSN102', `${cardTitle(card.code)} is ${place === 'elsewhere' ? notYetInDeck(card, state.turn) ?? describePlace(place) : describePlace(place)}: ${purpose} takes cards from the draw pile`, target, player);
}

export { forgetHand } from '../../cards';

/**
 * The cards that may be in a side's hand: its known hand, or, when the hand is unknown, every card
 * still unseen (the deck pool, where an unknown hand's cards are counted); never the China Card.
 */
export function cardsInHand(state: GameState, side: Side): readonly string[] {
  return state.hands[side] ?? (state.handCount[side] > 0 ? state.deck : []);
}

/** The cards of a side's hand an event may take, each as a card item with nothing done with it after. */
export function handCardOptions(state: GameState, side: Side, allowed: (card: Card) => boolean = () => true, taken: readonly string[] = []): ChoiceOption[] {
  return cardsInHand(state, side).filter((code) => !taken.includes(code) && allowed(cardByCode(code)!))
    .map((card) => choiceOption(state, { kind: 'card', card, then: null }));
}
