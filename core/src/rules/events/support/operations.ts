// Operations and rolls an event gives a side: operations conducted "as if a card had been played"
// (CIA Created, an Olympic boycott, ABM Treaty, Lone Gunman, the card beside UN Intervention or
// the card Grain Sales takes), coups an event makes with its card's operations (Che), and free
// coups and realignment rolls (Junta, Ortega, Tear Down This Wall). The difference matters for
// military operations: a coup made with operations credits them (rule 8.2.3), a free coup does not
// (8.2.5), and a free roll ignores the DEFCON region limits (6.3.5). All degrade DEFCON in a
// battleground.
import { cardTitle } from '../../../data/cards';
import { countryName } from '../../map';
import { coupOptions, moreRolls, operationsChoices, realignOptions } from '../../choices';
import { resolveCoup, type CoupInput } from '../../coup';
import type { EventChoice, OperationsSource } from '../../eventChoice';
import type { EventApplyContext, EventInput } from '../../eventDefinition';
import { placeInfluence, type Placement } from '../../influence';
import { describeOps, operationsValue, type OperationsInput, type OpsBreakdown } from '../../ops';
import { problem, type RuleProblem } from '../../problems';
import { resolveRealignments, type RealignInput } from '../../realign';
import type { GameState, Side } from '../../state';
import { eventProblem } from './written';

export { operationsValue, type OperationsInput, type OperationsSource };

/**
 * Operations a side conducts through an event: influence (6.1), one coup (6.3) or realignment rolls
 * (6.2), exactly one of them, spending exactly the operations value. Reach is judged on the state
 * the operations start from; coups and realignment follow DEFCON, and a coup credits military
 * operations (these are operations, not a free coup). `what` names the operations in messages
 * ("Olympic Games' boycott gives the USSR").
 */
export function conductOperations(state: GameState, side: Side, source: OperationsSource, input: OperationsInput, options: { readonly roundStart: GameState; readonly player: Side; readonly what: string; readonly responsible: Side }, problems: RuleProblem[]): GameState {
  const kinds = [input.influence?.length ? 'influence' : null, input.coup ? 'a coup' : null, input.realigns?.length ? 'realignment rolls' : null].filter((k): k is string => k !== null);
  if (kinds.length > 1) {
    problems.push(problem('TSN181', `${options.what} operations for one purpose, as a card played for operations: influence, one coup or realignment rolls; the line writes ${kinds.join(' and ')}`, { kind: 'event' }, options.player));
  }
  let next = state;
  const cardCode = 'card' in source ? source.card.code : source.granter.code;
  if (input.influence?.length) {
    const ops = operationsValue(next, side, source, input.influence.map((p) => p.country));
    next = placeInfluence(next, input.influence, {
      side, card: cardCode, roundStart: options.roundStart, section: 'event', ops: ops.value, granted: { what: options.what, ops, player: options.player },
    }, problems);
  }
  if (input.coup) {
    const ops = operationsValue(next, side, source, [input.coup.country]);
    next = resolveCoup(next, input.coup, { side, ops: ops.value, responsible: options.responsible, section: 'event' }, problems);
  }
  if (input.realigns?.length) {
    const rolls = input.realigns;
    const ops = operationsValue(next, side, source, rolls.map((r) => r.country));
    if (rolls.length !== ops.value) {
      problems.push(problem(rolls.length > ops.value ? 'TSN133' : 'TSN134', `${options.what} ${describeOps(ops)}: one realignment roll per op, ${ops.value} in all; ${rolls.length} written`, { kind: 'event' }, options.player));
    }
    next = resolveRealignments(next, rolls, { side, section: 'event' }, problems);
  }
  return next;
}

/** How a card limits the operations it grants. */
export interface GrantLimits {
  /** Influence or realignment rolls only (KAL-007, Glasnost): a coup written is TSN181 and not made. */
  readonly noCoup?: boolean;
  /** The card says the side "may" conduct them (KAL-007, Glasnost): nothing written is legal. */
  readonly optional?: boolean;
  /** The TSN to suggest when nothing is written, when the card writes more than its operations (Grain Sales: `GRA@ >SEU &JP`). */
  readonly example?: string;
}

/**
 * Operations an event grants a side, read from what the line wrote after the event as an
 * operations part of their own (rulings: `CIA@&JP`, `ABM@&TW2 PK2`, `ABM@ #BR3+3`, the other
 * side's in parentheses `LON&JP@(#NG5+4)`): influence, one coup or realignment rolls, never the
 * space race. Nothing written is TSN182 (the operations are the event's whole point) unless the
 * card makes them optional.
 */
export function grantedOperations(state: GameState, context: EventApplyContext, side: Side, source: OperationsSource, problems: RuleProblem[], limits: GrantLimits = {}): GameState {
  const { input } = context;
  const influenceParts = (input.ops ?? []).filter((o) => o.kind === 'influence');
  const space = (input.ops ?? []).filter((o) => o.kind === 'space');
  const { placed, coups, realigns } = grantedWritten(input, limits);
  const writtenCoups = input.coups ?? [];
  const countries = [...placed.map((p) => p.country), ...coups.map((c) => c.country), ...realigns.map((r) => r.country)];
  const breakdown = operationsValue(state, side, source, countries);
  const what = `${cardTitle(context.card.code)} gives the ${side} ${describeOps(breakdown)} of operations`;
  const uses = limits.noCoup ? 'influence or realignment rolls' : 'influence, a coup or realignment rolls';
  if (space.length) problems.push(eventProblem('TSN181', `${what}: ${uses}, not the space race`, context));
  if (limits.noCoup) {
    writtenCoups.forEach((coup, index) => problems.push(problem('TSN181', `${what}: ${uses}, no coup; the line writes a coup in ${countryName(coup.country)}, which is not made`, { kind: 'roll', index, section: 'event' }, context.player)));
  }
  for (const o of input.ops ?? []) {
    if (o.side !== side) problems.push(eventProblem('TSN181', `${what}: they are the ${side}'s (${side === context.player ? 'written without parentheses' : 'written in parentheses'}); the line gives operations to the ${o.side}`, context));
  }
  if (coups.length > 1) problems.push(eventProblem('TSN181', `${what}: one coup; the line writes ${coups.length}`, context));
  if (placed.length === 0 && influenceParts.length === 0 && coups.length === 0 && realigns.length === 0) {
    if (!space.length && !limits.optional && !writtenCoups.length) {
      // A headline attaches the operations to the code (rulings: `GLA&ZR3`), a play to its `@`.
      const at = context.headline ? '' : '@';
      const example = limits.example ?? (side === context.player ? `${context.card.code}${at}&JP` : `${context.card.code}${at}(&JP)`);
      problems.push(eventProblem('TSN182', `${what}: write them after the event as an operations part, e.g. ${example}`, context));
    }
    return state;
  }
  // `state` as the operations' start (reach): on a draft it is read before the influence is written.
  return conductOperations(state, side, source, {
    ...(placed.length ? { influence: placed } : {}),
    ...(coups[0] ? { coup: coups[0] } : {}),
    ...(realigns.length ? { realigns } : {}),
  }, { roundStart: state, player: context.player, what: `${cardTitle(context.card.code)} gives the ${side}`, responsible: context.player }, problems);
}

/** The operations the line wrote after the event: its placements (`&`), coups (`#`, none with `noCoup`) and realignment rolls (`/`). */
function grantedWritten(input: EventInput, limits: GrantLimits): { placed: Placement[]; coups: readonly CoupInput[]; realigns: readonly RealignInput[] } {
  const placed = (input.ops ?? []).filter((o) => o.kind === 'influence').flatMap((o) => o.influence ?? []);
  return { placed, coups: limits.noCoup ? [] : input.coups ?? [], realigns: input.realigns ?? [] };
}

/** What operations an event grants let the line write next (`grantedOperations`' choices), reach judged where they start. */
export function grantedChoices(state: GameState, context: EventApplyContext, side: Side, source: OperationsSource, limits: GrantLimits = {}): EventChoice {
  const { placed, coups, realigns } = grantedWritten(context.input, limits);
  return operationsChoices(state, { side, source, roundStart: state, ...(limits.noCoup ? { noCoup: true } : {}), ...(limits.optional ? { optional: true } : {}) }, {
    ...(placed.length ? { influence: placed } : {}),
    ...(coups[0] ? { coup: coups[0] } : {}),
    ...(realigns.length ? { realigns } : {}),
  });
}

/**
 * A free coup an event makes (Junta, Che, Ortega, Tear Down This Wall) with the event card's
 * operations value, modified (rulings): it ignores the DEFCON region limits (6.3.5) and earns no
 * military operations (8.2.5), but a battleground still degrades DEFCON. `index` is the coup's
 * place among the event's written rolls. Its problems are pushed on `problems`.
 */
export function freeCoup(state: GameState, context: EventApplyContext, coup: CoupInput, side: Side, problems: RuleProblem[], index = 0): GameState {
  const ops = operationsValue(state, side, { card: context.card }, [coup.country]);
  return resolveCoup(state, coup, { side, ops: ops.value, free: true, responsible: context.player, section: 'event', index }, problems);
}

/**
 * A coup an event makes "using this card's Operations value" that the card does not call free
 * (Che): a coup like any (6.3), which credits the card's modified operations as military
 * operations (8.2.3) and follows the DEFCON region limits. Its problems are pushed on `problems`.
 */
export function eventCoup(state: GameState, context: EventApplyContext, coup: CoupInput, side: Side, problems: RuleProblem[], index = 0): GameState {
  const ops = operationsValue(state, side, { card: context.card }, [coup.country]);
  return resolveCoup(state, coup, { side, ops: ops.value, responsible: context.player, section: 'event', index }, problems);
}

/** Free realignment rolls an event makes (Tear Down This Wall): no DEFCON region limit (6.3.5); problems pushed on `problems`. */
export function freeRealignments(state: GameState, rolls: readonly RealignInput[], side: Side, problems: RuleProblem[]): GameState {
  return resolveRealignments(state, rolls, { side, ignoreDefcon: true, section: 'event' }, problems);
}

/** `Duck and Cover (3 ops)` for messages. */
export function cardWithOps(code: string, ops: OpsBreakdown): string {
  return `${cardTitle(code)} (${describeOps(ops)})`;
}

/**
 * Free rolls an event lets the side make with its card's operations where the card says (Junta,
 * Tear Down This Wall): one coup or realignment rolls, up to the operations (6.3.5: no DEFCON
 * region limit); the card says "may", so none is legal too.
 */
export function freeRollChoices(state: GameState, context: EventApplyContext, side: Side, where: (country: string) => boolean, rule: string): EventChoice {
  const coups = context.input.coups ?? [];
  const realigns = context.input.realigns ?? [];
  if (coups.length) return { rule, options: [], complete: true };
  const source = { card: context.card };
  if (realigns.length) {
    // On a kept board, for the choices after the rolls: their problems are the play's, reported there.
    const open = realignOptions(freeRealignments(state, realigns, side, []), side, true, where);
    return { rule, options: moreRolls(state, source, side, realigns, open), complete: true };
  }
  return { rule, options: [...coupOptions(state, side, source, true, where), ...realignOptions(state, side, true, where)], complete: true };
}
