// Resolving a card's event: whether it can happen (prerequisite, prohibition), cancelling the
// effects it ends, applying it through its registered definition, and the effect it leaves in
// force. An event without a definition is applied as written and reported (TSN191): a missing
// feature is never skipped silently.
import { WAR_CARD_MILITARY_OPS } from '../data/tracks';
import { possessive } from '../common/text';
import { cardByCode, cardTitle, type Card } from '../data/cards';
import { eventOwner, finishPlay, dispositionAfterPlay, playFromHand, intoHand, takeOut, takeOutOfUnknownHand, whereIs } from './cards';
import { applyInfluenceChanges } from './influence';
import { addMilops } from './markers';
import { countryIndex, draftInfluence, influenceAt, setInfluenceAt, withInfluence } from './map';
import { problem, type RuleProblem } from './problems';
import { resolveRealignments } from './realign';
import { effectDeclarationOf, eventFor, type EventCallContext, type EventInput, type EventReport } from './eventDefinition';
import { addEffect, cancelEffectsBy } from './effects';
import { effectActed, grouped, lengthOf, type EventStep } from './record';
import { isDraft, openDraft, opponent, settled, type EffectDuration, type GameState, type Side } from './state';
import type { CoupInput } from './coup';

/** Why an event cannot happen, or null. */
export interface EventBlock {
  readonly kind: 'unmet' | 'prohibited';
  readonly reason: string;
  /** The card whose effect in force prohibits the event. */
  readonly effect?: string;
}

/** (a) Checks the prohibitions of the effects in force, then the event's own condition. */
export function eventBlock(state: GameState, context: EventCallContext): EventBlock | null {
  for (const effect of state.effects) {
    if (effectDeclarationOf(state, effect)?.prevents?.includes(context.card.code)) {
      return { kind: 'prohibited', reason: `${cardTitle(effect.card)} is in force`, effect: effect.card };
    }
  }
  const reason = eventFor(state, context.card.code)?.condition?.(state, context) ?? null;
  return reason === null ? null : { kind: 'unmet', reason };
}

/** True when nothing is written for the event. */
export function isEmptyInput(input: EventInput | undefined): boolean {
  if (!input) return true;
  return !(input.influence?.length || input.coups?.length || input.realigns?.length || input.wars?.length ||
    input.dice?.length || input.cardMoves?.length || input.hidden?.length || input.region || input.ops?.length || input.subPlays?.length);
}

/** The effect an event leaves in force: its declaration, or failing one the card's printed duration. */
function effectDurationOf(state: GameState, card: Card): EffectDuration | null {
  const declared = eventFor(state, card.code)?.effect;
  if (declared) return declared.duration;
  if (card.persistent) return 'persistent';
  if (card.effectDuration.startsWith('rest of turn')) return 'turn';
  return null;
}

export interface EventContextIn extends EventCallContext {
  /** What the line wrote for the event; undefined when nothing was written. */
  readonly input: EventInput | undefined;
  /** The player chose the event (played as an event, or headlined) rather than triggering it. */
  readonly chosen: boolean;
}

export interface EventResolution {
  readonly state: GameState;
  /** The event happened (possibly with no effect): an asterisked card is removed. */
  readonly happened: boolean;
  /** The event left an effect in force. */
  readonly inForce: boolean;
  /** Its card stays displayed while the effect lasts (a persistent effect). */
  readonly displayed: boolean;
  /** No definition: it was applied as written, its VP and DEFCON come from the marks. */
  readonly implemented: boolean;
  readonly cancelOpponentHeadline: boolean;
}

/**
 * Resolves an event: (a) its condition, (b) its effects as written, (c) the effect it leaves.
 * Scoring cards are not events here (scoring.ts). On a command's draft (state.ts `openDraft`) the
 * event and the hooks that watch it write that board in place; a state that is not a draft (a
 * board kept to judge an event's choices) gets a draft of its own, settled before it is returned.
 * The event's problems are pushed on `problems`, the caller's list (most events have none).
 */
export function resolveEvent(state: GameState, context: EventContextIn, problems: RuleProblem[]): EventResolution {
  if (isDraft(state)) return resolveOnBoard(state, context, problems);
  const resolution = resolveOnBoard(openDraft(state), context, problems);
  settled(resolution.state);
  return resolution;
}

function resolveOnBoard(board: GameState, context: EventContextIn, problems: RuleProblem[]): EventResolution {
  const { card, player } = context;
  const start = lengthOf(board);
  const block = eventBlock(board, context);
  if (block) {
    const written = !isEmptyInput(context.input);
    // A card may be headlined whatever its event's condition: an event that cannot happen then
    // does nothing (only what the line wrote for it is wrong). Played as an event in an action
    // round, it is an error: the card could only have been played for its operations.
    if ((context.chosen && !context.headline) || written) {
      problems.push(problem('TSN105', `${possessive(cardTitle(card.code))} event cannot happen: ${block.reason}${written ? '; nothing written for it can happen' : ''}`, written ? { kind: 'event' } : { kind: 'card' }, player,
        block.effect ? { related: [{ kind: 'effect', card: block.effect }] } : undefined));
    }
    const blocked = grouped(board, start, {
      ...eventStepOf(context), happened: false, inForce: false, blocked: block.kind, ...(block.effect ? { prohibitedBy: block.effect } : {}), implemented: true,
    });
    return { state: blocked, happened: false, inForce: false, displayed: false, implemented: true, cancelOpponentHeadline: false };
  }
  // Read before the event writes the board: the effect its card leaves comes from the table.
  const duration = effectDurationOf(board, card);
  let next = cancelEffectsBy(board, card.code);
  const definition = eventFor(next, card.code);
  const input = context.input ?? {};
  const report: EventReport = { problems };
  let implemented = true;
  if (definition) {
    next = definition.apply(next, { ...context, input }, report);
    if (report.marksAsWritten) implemented = false;
  } else {
    implemented = false;
    problems.push(problem('TSN191', `${possessive(cardTitle(card.code))} event is not implemented in the rules engine yet: its effects are applied as written and not checked`, { kind: 'event' }, player));
    next = applyAsWritten(next, input, context, problems);
  }
  const inForce = duration !== null && (report.effectInForce ?? true);
  // The effects that watch events (Flower Power) see this one; its own effect is not yet in force.
  next = afterEvent(next, context, input, problems);
  if (inForce) next = addEffect(next, card.code, context.owner, duration, report.effectChoice);
  const step = { ...eventStepOf(context), happened: true, inForce, implemented: definition !== undefined };
  // Defined, but the line leaves out what computes it (a Summit without its dice): its marks are taken as written.
  if (definition && !implemented) (step as { asWritten?: true }).asWritten = true;
  next = grouped(next, start, step);
  return {
    state: next, happened: true, inForce, displayed: inForce && duration === 'persistent', implemented,
    cancelOpponentHeadline: report.cancelOpponentHeadline ?? false,
  };
}

/** What the record says of an event before it is resolved: whose, set off how, what was written. */
function eventStepOf(context: EventContextIn): Omit<EventStep, 'span' | 'happened' | 'inForce' | 'implemented'> {
  return {
    kind: 'event', card: context.card.code, player: context.player, owner: context.owner, chosen: context.chosen,
    ...(context.discardedBy !== undefined ? { by: context.discardedBy } : {}),
    ...(context.input !== undefined && !isEmptyInput(context.input) ? { written: context.input } : {}),
  };
}

/** The effects in force that act after an event happens (Flower Power), writing the board. */
function afterEvent(board: GameState, context: EventCallContext, input: EventInput, problems: RuleProblem[]): GameState {
  let next = board;
  for (const effect of board.effects) {
    const hook = effectDeclarationOf(next, effect)?.afterEvent;
    if (!hook || next.result) continue;
    const start = lengthOf(next);
    next = effectActed(hook({ state: next, effect, card: context.card, player: context.player, owner: context.owner, headline: context.headline, input }, problems), start, effect);
  }
  return next;
}

/** A coup or an event's roll applied from its written result (the engine cannot check it yet). */
function applyWrittenCoup(state: GameState, coup: CoupInput, side: Side): GameState {
  const i = countryIndex(coup.country);
  if (i < 0 || !coup.result || coup.result <= 0) return state;
  const draft = draftInfluence(state);
  const other = opponent(side);
  const theirs = influenceAt(draft.values, i, other);
  const removed = Math.min(theirs, coup.result);
  setInfluenceAt(draft, i, other, theirs - removed);
  setInfluenceAt(draft, i, side, influenceAt(draft.values, i, side) + coup.result - removed);
  return withInfluence(state, draft);
}

function drawInto(state: GameState, side: Side, code: string): GameState {
  return intoHand(takeOut(state, code), side, code);
}

/**
 * The fallback for an event without a definition: what the line wrote, applied literally.
 * Influence changes; coups by their written result; realignment rolls by their dice; a war
 * card's military operations; cards moved to the discard pile (and their own events); cards
 * drawn into a hand; operations the event granted; cards played beside it.
 */
function applyAsWritten(board: GameState, input: EventInput, context: EventCallContext, problems: RuleProblem[]): GameState {
  const { owner, player } = context;
  let next = board;
  if (input.influence?.length) next = applyInfluenceChanges(next, input.influence, problems, 'event', player);
  for (const coup of input.coups ?? []) next = applyWrittenCoup(next, coup, owner);
  if (input.realigns?.length) next = resolveRealignments(next, input.realigns, { side: owner, ignoreDefcon: true, section: 'event' }, problems);
  const warOps = WAR_CARD_MILITARY_OPS[context.card.number];
  if (warOps !== undefined) next = addMilops(next, owner, warOps); // 8.2.4: a war event credits its owner
  for (const move of input.cardMoves ?? []) {
    const moved = cardByCode(move.card);
    if (!moved) {
      problems.push(problem('TSN101', `${move.card} is not a card`, { kind: 'cardMove', card: move.card, index: 0 }, player));
      continue;
    }
    const place = whereIs(next, move.card);
    if (place === 'deck' && next.hands[move.side] === null) next = takeOutOfUnknownHand(next, move.side, move.card);
    else next = takeOut(next, move.card);
    if (move.event) {
      const nested = resolveEvent(next, {
        card: moved, player: move.side, owner: eventOwner(moved, move.side), headline: false,
        roundStart: context.roundStart, input: move.event, chosen: false,
      }, problems);
      next = nested.state;
      next = finishPlay(next, move.side, move.card, dispositionAfterPlay(moved, nested.happened, nested.displayed));
    } else {
      next = finishPlay(next, move.side, move.card, 'discard');
    }
  }
  for (const hidden of input.hidden ?? []) {
    if (hidden.returned) continue;
    for (const code of hidden.cards) next = drawInto(next, hidden.side, code);
  }
  for (const ops of input.ops ?? []) {
    if (ops.influence?.length) next = applyInfluenceChanges(next, ops.influence.map((p) => ({ country: p.country, side: ops.side, delta: p.amount })), problems, 'event', player);
    if (ops.coup) next = applyWrittenCoup(next, ops.coup, ops.side);
    if (ops.realign?.length) next = resolveRealignments(next, ops.realign, { side: ops.side, section: 'event' }, problems);
  }
  for (const sub of input.subPlays ?? []) {
    const subCard = cardByCode(sub.card);
    if (!subCard) {
      problems.push(problem('TSN101', `${sub.card} is not a card`, { kind: 'event' }, player));
      continue;
    }
    const start = lengthOf(next);
    next = playFromHand(next, sub.side, sub.card, problems);
    if (sub.influence?.length) next = applyInfluenceChanges(next, sub.influence.map((p) => ({ country: p.country, side: sub.side, delta: p.amount })), problems, 'event', player);
    if (sub.coup) next = applyWrittenCoup(next, sub.coup, sub.side);
    if (sub.realign?.length) next = resolveRealignments(next, sub.realign, { side: sub.side, section: 'event' }, problems);
    let happened = false;
    let inForce = false;
    if (sub.kind === 'event' || sub.event) {
      const nested = resolveEvent(next, {
        card: subCard, player: sub.side, owner: eventOwner(subCard, sub.side), headline: false,
        roundStart: context.roundStart, input: sub.event, chosen: sub.kind === 'event',
      }, problems);
      next = nested.state;
      happened = nested.happened;
      inForce = nested.displayed;
    }
    next = finishPlay(next, sub.side, sub.card, dispositionAfterPlay(subCard, happened, inForce));
    next = grouped(next, start, { kind: 'play', side: sub.side, card: sub.card, mode: sub.kind, headline: context.headline, by: context.card.code });
  }
  return next;
}
