// Shared mechanisms of the "cards and dice" events (Five Year Plan, Blockade, Captured Nazi
// Scientist, Olympic Games, UN Intervention, Defectors, The Cambridge Five): checking that a line
// writes only what an event allows, taking a card an event discards out of a hand, and conducting
// operations an event grants (an Olympic boycott's 4 ops, the card played beside UN Intervention).
import { cardByCode, type Card } from '../../../data/cards';
import { CHINA_CARD, cardName, describePlace, takeOut, whereIs } from '../../cards';
import { resolveCoup, type CoupInput } from '../../coup';
import { placeInfluence, type Placement } from '../../influence';
import { isInAsia, isInSoutheastAsia } from '../../map';
import { describeOps, opsBreakdown, type OpsBreakdown, type OpsContext } from '../../ops';
import { problem, type RuleProblem } from '../../problems';
import { resolveRealignments, type RealignInput } from '../../realign';
import type { EventCallContext, EventInput } from '../../registry';
import { update, withSide, type GameState, type Side } from '../../state';

// ---- what a line may write for an event -------------------------------------------------------

/** The kinds of things an EventInput can hold, as a reader would name them in a message. */
const INPUT_KINDS: Readonly<Record<keyof EventInput, string>> = {
  influence: 'influence',
  coups: 'a coup',
  realigns: 'realignment rolls',
  wars: 'a war roll',
  dice: 'dice',
  cardMoves: 'a card (>)',
  hidden: 'hidden cards ([…])',
  region: 'a region',
  ops: 'operations',
  subPlays: 'a card played beside it',
};

/**
 * TSN181 for every kind of item the line wrote for the event that the card does not allow.
 * `allows` is the sentence that says what the card does ("Captured Nazi Scientist moves …").
 */
export function onlyAllowed(input: EventInput, allowed: readonly (keyof EventInput)[], allows: string, player: Side): RuleProblem[] {
  const extra = (Object.keys(INPUT_KINDS) as (keyof EventInput)[]).filter((key) => {
    if (allowed.includes(key)) return false;
    const value = input[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
  if (extra.length === 0) return [];
  return [problem('TSN181', `${allows}; the line writes ${extra.map((k) => INPUT_KINDS[k]).join(' and ')} for it`, { kind: 'event' }, player)];
}

/**
 * Set on the context of an event that happens because another event discarded its card (Five Year
 * Plan discarding a US card): the card was not played, so an event that depends on how its card was
 * played (Defectors) knows it.
 */
export interface DiscardedContext {
  readonly discardedBy?: string;
}

export function discardedBy(context: EventCallContext): string | undefined {
  return (context as EventCallContext & DiscardedContext).discardedBy;
}

// ---- cards an event takes out of a hand -------------------------------------------------------

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

// ---- operations an event grants ---------------------------------------------------------------

/** Where the operations come from: a card's own operations value, or "as if a N-ops card". */
export type OperationsSource =
  | { readonly card: Card }
  | { readonly asIf: number; readonly granter: Card };

export interface OperationsInput {
  readonly influence?: readonly Placement[];
  readonly coup?: CoupInput;
  readonly realigns?: readonly RealignInput[];
}

function opsContextOf(countries: readonly string[]): OpsContext {
  return {
    allInAsia: countries.length > 0 && countries.every(isInAsia),
    allInSoutheastAsia: countries.length > 0 && countries.every(isInSoutheastAsia),
  };
}

/** The operations value with every modifier in force (7.4), for a card or "as if a N-ops card". */
export function operationsValue(state: GameState, side: Side, source: OperationsSource, countries: readonly string[]): OpsBreakdown {
  const context = opsContextOf(countries);
  if ('card' in source) return opsBreakdown(state, side, source.card, context);
  // A pseudo card worth N printed ops: Containment, Brezhnev, Red Scare/Purge and Vietnam Revolts
  // change it as they change a card played for operations (rulings: modifiers on event ops).
  const pseudo: Card = { ...source.granter, ops: source.asIf, scoring: false };
  return opsBreakdown(state, side, pseudo, context);
}

/**
 * Operations an event lets a side conduct: influence (6.1), one coup (6.3) or realignment rolls
 * (6.2), exactly one of them, spending exactly the operations value. Reach is from the state at
 * the start of the round; coups and realignment follow DEFCON, and a coup credits military
 * operations (these are operations, not a free coup). `what` names the operations in messages
 * ("Olympic Games' boycott gives the USSR").
 */
export function conductOperations(state: GameState, side: Side, source: OperationsSource, input: OperationsInput, options: { readonly roundStart: GameState; readonly player: Side; readonly what: string; readonly responsible: Side }): { state: GameState; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const kinds = [input.influence?.length ? 'influence' : null, input.coup ? 'a coup' : null, input.realigns?.length ? 'realignment rolls' : null].filter((k): k is string => k !== null);
  if (kinds.length > 1) {
    problems.push(problem('TSN181', `${options.what} operations for one purpose, as a card played for operations: influence, one coup or realignment rolls; the line writes ${kinds.join(' and ')}`, { kind: 'event' }, options.player));
  }
  let next = state;
  const cardCode = 'card' in source ? source.card.code : source.granter.code;
  if (input.influence?.length) {
    const ops = operationsValue(next, side, source, input.influence.map((p) => p.country));
    const placed = placeInfluence(next, input.influence, { side, card: cardCode, roundStart: options.roundStart, section: 'event', ops: ops.value });
    next = placed.state;
    for (const p of placed.problems) {
      problems.push(p.code === 'TSN112'
        ? problem('TSN112', `The influence written costs ${placed.spent} ${placed.spent === 1 ? 'op' : 'ops'}, but ${options.what} ${describeOps(ops)}: the influence placed must cost exactly ${ops.value}`, p.target, options.player)
        : p);
    }
  }
  if (input.coup) {
    const ops = operationsValue(next, side, source, [input.coup.country]);
    const outcome = resolveCoup(next, input.coup, { side, ops: ops.value, responsible: options.responsible, section: 'event' });
    next = outcome.state;
    problems.push(...outcome.problems);
  }
  if (input.realigns?.length) {
    const rolls = input.realigns;
    const ops = operationsValue(next, side, source, rolls.map((r) => r.country));
    if (rolls.length !== ops.value) {
      problems.push(problem(rolls.length > ops.value ? 'TSN133' : 'TSN134', `${options.what} ${describeOps(ops)}: one realignment roll per op, ${ops.value} in all; ${rolls.length} written`, { kind: 'event' }, options.player));
    }
    const outcome = resolveRealignments(next, rolls, { side, section: 'event' });
    next = outcome.state;
    problems.push(...outcome.problems);
  }
  return { state: next, problems };
}

/** `Duck and Cover (3 ops)` for messages. */
export function cardWithOps(code: string, ops: OpsBreakdown): string {
  return `${cardName(code)} (${describeOps(ops)})`;
}
