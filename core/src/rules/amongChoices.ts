// Whether a play was among the legal choices at its point: its card and its way of playing it
// legal there, each target of its operations offered, and each item of its event offered in turn
// by the event's choices, until the event is complete. A test asks it of every play of real games:
// the choices must never leave out a play the rules allow.
import { cardByCode } from '../data/cards';
import { isEmptyInput, resolveEvent } from './resolveEvent';
import { boardAtEvent } from './play';
import { headlineBoards } from './headline';
import { cardOptions, eventChoices, operationsChoices, roundStartOf, type PlayPoint } from './choices';
import { withDrawn, withInfluenceChange, withPlacement, withPoint, type ChoiceItem, type ChoiceOption, type NestedPlay, type OperationsSpec } from './eventChoice';
import type { EventApplyContext, EventCallContext, EventInput, SubPlayInput } from './eventDefinition';
import type { HeadlineCommand, PlayCommand } from './commands';
import { checkVpVictory } from './markers';
import type { OperationsInput } from './ops';
import { SIDES, type GameState, type Side } from './state';

/** Where a written play stands among its choices: its operations and its event, each on its board with what the line wrote. */
export interface WrittenPlay {
  /** The operations of a play for influence, a coup or realignment rolls, on the board they are spent on (after the event when it is written first). */
  readonly operations?: { readonly state: GameState; readonly spec: OperationsSpec; readonly written: OperationsInput };
  /** The event, when the play reaches it: its board and context, and what the line wrote for it (the writes for effects in force left out). */
  readonly event?: WrittenEvent;
}

export interface WrittenEvent {
  readonly state: GameState;
  readonly context: EventCallContext;
  readonly written: EventInput;
}

/**
 * A play as written so far (a whole play, or the part of it before the cursor): the boards its
 * choices are judged on, by the same run as the check (`boardAtEvent`). Completion asks it what may
 * come next; the membership test, whether what came was among the choices.
 */
export function writtenPlay(state: GameState, command: PlayCommand): WrittenPlay {
  const point: PlayPoint = { turn: command.turn ?? state.turn, round: command.round, side: command.side };
  const roundStart = roundStartOf(state, point);
  // The part's writes for effects in force (NORAD, Cuban Missile Crisis) are checked by their hooks, not here.
  const written = ownEvent(state, command.event) ?? {};
  const probe = boardAtEvent(state, command);
  const event = probe ? { state: probe.state, context: { ...probe.context, ...marksOf(command) }, written } : undefined;
  if (command.kind !== 'influence' && command.kind !== 'coup' && command.kind !== 'realign') return event ? { event } : {};
  const card = cardByCode(command.card);
  // An unknown card has no operations to choose from (the check says TSN011 of its code).
  if (!card) return event ? { event } : {};
  const opsBoard = probe && command.eventFirst ? checkVpVictory(resolveEvent(probe.state, { ...probe.context, input: written }, []).state) : roundStart;
  const operations = {
    state: opsBoard,
    spec: { side: command.side, source: { card }, roundStart, use: command.kind },
    written: {
      ...(command.influence ? { influence: command.influence } : {}),
      ...(command.coup ? { coup: command.coup } : {}),
      ...(command.realign ? { realigns: command.realign } : {}),
    },
  };
  return event ? { operations, event } : { operations };
}

/** A side's headline as written so far: its event's board and context, and what the line wrote for it. */
export function writtenHeadline(state: GameState, command: HeadlineCommand, side: Side): WrittenEvent | undefined {
  const entry = command[side];
  const board = entry ? headlineBoards(state, command)[side] : undefined;
  if (!entry || !board) return undefined;
  return { state: board.state, context: { ...board.context, ...marksOf(entry) }, written: ownEvent(board.state, entry.event) ?? {} };
}

/** Why the action round's play is not among the legal choices at its point, or null when it is. */
export function playChoiceMiss(state: GameState, command: PlayCommand): string | null {
  const point: PlayPoint = { turn: command.turn ?? state.turn, round: command.round, side: command.side };
  const option = cardOptions(state, point).find((o) => o.card.code === command.card);
  if (!option) return `${command.card} is no card`;
  if (option.why) return `${command.card}: ${option.why}`;
  const mode = option.modes.find((m) => m.kind === command.kind);
  if (mode?.why) return `${command.card} (${command.kind}): ${mode.why}`;
  const { operations, event } = writtenPlay(state, command);
  if (operations) {
    const miss = operationsMiss(operations.state, operations.spec, operations.written);
    if (miss) return `${command.card}'s operations: ${miss}`;
  }
  if (event) {
    const miss = eventMiss(event.state, event.context, event.written);
    if (miss) return `${command.card}'s event: ${miss}`;
  }
  return null;
}

/** Why a side's headline is not among the legal choices, or null when both are. */
export function headlineChoiceMiss(state: GameState, command: HeadlineCommand): string | null {
  const turn = command.turn ?? (state.turnEnded ? state.turn + 1 : state.turn);
  for (const side of SIDES) {
    const entry = command[side];
    if (!entry) continue;
    const option = cardOptions(state, { turn, round: 'H', side }).find((o) => o.card.code === entry.card);
    if (!option) return `${entry.card} is no card`;
    if (option.why) return `${entry.card}: ${option.why}`;
    const event = writtenHeadline(state, command, side);
    const miss = event && eventMiss(event.state, event.context, event.written);
    if (miss) return `${entry.card}'s event: ${miss}`;
  }
  return null;
}

/** The play's written marks, as the check gives them to the event. */
function marksOf(written: { readonly vp?: number; readonly defcon?: number }): { marks?: { vp?: number; defcon?: number } } {
  if (written.vp === undefined && written.defcon === undefined) return {};
  return { marks: { ...(written.vp !== undefined ? { vp: written.vp } : {}), ...(written.defcon !== undefined ? { defcon: written.defcon } : {}) } };
}

/** The event's own input: what the part writes for effects in force (`NOR@…`, `CMC@…`) left out. */
function ownEvent(state: GameState, event: EventInput | undefined): EventInput | undefined {
  if (!event?.subPlays) return event;
  const subPlays = event.subPlays.filter((sub) => !(sub.kind === 'event' && state.events[sub.card]?.effect?.choices));
  const { subPlays: _, ...rest } = event;
  return subPlays.length ? { ...rest, subPlays } : rest;
}

/** One written item of an event, with what is left of it to match (influence is matched point by point). */
interface Written {
  readonly key: string;
  readonly add: (input: EventInput) => EventInput;
  readonly nested?: (then: NestedPlay) => string | null;
  /** For influence: the signed change still to match; options take it in whole or in steps. */
  remaining?: number;
}

/**
 * Why the written event is not among its choices, or null: each written item is matched, in any
 * order, with an option the choices offer once the items before it are written, until none is left
 * and the choices call what is written complete.
 */
export function eventMiss(state: GameState, context: EventCallContext, input: EventInput): string | null {
  const pending = writtenItems(input);
  let soFar: EventInput = {};
  for (let guard = 0; guard < 200; guard++) {
    const choice = eventChoices(state, { ...context, input: soFar } as EventApplyContext);
    if (pending.length === 0) return choice.complete ? null : `${choice.rule}: what is written is not complete`;
    const matched = matchOne(pending, choice.options);
    if (!matched) return `${choice.rule}: ${pending.map((p) => p.key).join(', ')} not among the choices (${choice.options.map((o) => optionKey(o.item)).slice(0, 12).join(', ')}${choice.options.length > 12 ? '…' : ''})`;
    soFar = matched.add(soFar);
  }
  return 'too many items';
}

/**
 * Takes the first pending item an option matches (its nested play checked too), and what writing it
 * adds. Written influence is matched by an option of the same change whole, or else by the largest
 * option that fits in what is left of it (an event may offer a point at a time or a whole amount).
 */
function matchOne(pending: Written[], options: readonly ChoiceOption[]): { add: (input: EventInput) => EventInput } | null {
  for (let i = 0; i < pending.length; i++) {
    const item = pending[i]!;
    if (item.remaining !== undefined) {
      const left = item.remaining;
      let best: number | null = null;
      for (const option of options) {
        if (option.item.kind !== 'influence' || optionKey(option.item) !== item.key) continue;
        const delta = option.item.delta;
        if (Math.abs(delta) > Math.abs(left)) continue;
        if (best === null || Math.abs(delta) > Math.abs(best)) best = delta;
      }
      if (best === null) continue;
      const [, country, side] = item.key.split(' ') as [string, string, Side];
      const delta = best;
      item.remaining = left - delta;
      if (item.remaining === 0) pending.splice(i, 1);
      return { add: (input) => withInfluenceChange(input, country, side, delta) };
    }
    for (const option of options) {
      if (optionKey(option.item) !== item.key) continue;
      const then = 'then' in option.item ? option.item.then : null;
      if (then && item.nested && item.nested(then) !== null) continue;
      pending.splice(i, 1);
      return item;
    }
  }
  return null;
}

/** What matches an item and an option: the kind and where (a country, a card, a region). */
function optionKey(item: ChoiceItem): string {
  switch (item.kind) {
    case 'influence': return `influence ${item.country} ${item.side} ${Math.sign(item.delta)}`;
    case 'placement': return `placement ${item.country} ${item.side}`;
    case 'coup':
    case 'realign':
    case 'war': return `${item.kind} ${item.country}`;
    case 'dice': return 'dice';
    case 'card': return `card ${item.card}`;
    case 'drawn': return `drawn ${item.card} ${item.side} ${item.returned}`;
    case 'region': return `region ${item.region}`;
    case 'subPlay': return `subPlay ${item.card}`;
    case 'defcon': return `defcon ${item.level}`;
  }
}

/** The written items, influence as whole changes, each with how it is added to what is written. */
function writtenItems(input: EventInput): Written[] {
  const out: Written[] = [];
  for (const change of input.influence ?? []) {
    if (change.delta === 0) continue;
    out.push({ key: `influence ${change.country} ${change.side} ${Math.sign(change.delta)}`, add: (i) => i, remaining: change.delta });
  }
  for (const ops of input.ops ?? []) {
    for (const p of ops.influence ?? []) {
      for (let n = 0; n < p.amount; n++) {
        out.push({ key: `placement ${p.country} ${ops.side}`, add: (i) => withPlacement(i, ops.side, p.country) });
      }
    }
  }
  for (const coup of input.coups ?? []) out.push({ key: `coup ${coup.country}`, add: (i) => ({ ...i, coups: [...(i.coups ?? []), coup] }) });
  for (const roll of input.realigns ?? []) out.push({ key: `realign ${roll.country}`, add: (i) => ({ ...i, realigns: [...(i.realigns ?? []), roll] }) });
  for (const war of input.wars ?? []) out.push({ key: `war ${war.country}`, add: (i) => ({ ...i, wars: [...(i.wars ?? []), war] }) });
  for (const dice of input.dice ?? []) out.push({ key: 'dice', add: (i) => ({ ...i, dice: [...(i.dice ?? []), dice] }) });
  for (const move of input.cardMoves ?? []) {
    out.push({
      key: `card ${move.card}`, add: (i) => ({ ...i, cardMoves: [...(i.cardMoves ?? []), move] }),
      nested: (then) => nestedMiss(then, move.event),
    });
  }
  for (const hidden of input.hidden ?? []) {
    for (const card of hidden.cards) {
      out.push({ key: `drawn ${card} ${hidden.side} ${hidden.returned}`, add: (i) => withDrawn(i, hidden.side, hidden.returned, card) });
    }
  }
  if (input.region) out.push({ key: `region ${input.region}`, add: (i) => ({ ...i, region: input.region! }) });
  for (const sub of input.subPlays ?? []) {
    out.push({ key: `subPlay ${sub.card}`, add: (i) => ({ ...i, subPlays: [...(i.subPlays ?? []), sub] }), nested: (then) => subPlayMiss(then, sub) });
  }
  return out;
}

/** Why what a moved card's line wrote is not what its nested play allows, or null. */
function nestedMiss(then: NestedPlay, event: EventInput | undefined): string | null {
  if (then.kind === 'event') return eventMiss(then.state, then.context, event ?? {});
  if (!event) return 'its operations are not written';
  const { ops, coups, realigns, ...rest } = event;
  const placed = (ops ?? []).filter((o) => o.kind === 'influence').flatMap((o) => o.influence ?? []);
  const written: OperationsInput = { ...(placed.length ? { influence: placed } : {}), ...(coups?.[0] ? { coup: coups[0] } : {}), ...(realigns?.length ? { realigns } : {}) };
  const miss = operationsMiss(then.state, then.spec, written);
  if (miss || !then.event) return miss ?? (isEmptyInput(rest) ? null : 'an event that does not happen is written');
  return eventMiss(then.event.afterOperations(written), then.event.context, rest);
}

function subPlayMiss(then: NestedPlay, sub: SubPlayInput): string | null {
  if (then.kind !== 'operations') return 'a card beside an event is played for its operations';
  return operationsMiss(then.state, then.spec, {
    ...(sub.influence?.length ? { influence: sub.influence } : {}),
    ...(sub.coup ? { coup: sub.coup } : {}),
    ...(sub.realign?.length ? { realigns: sub.realign } : {}),
  });
}

/** Why the operations written are not among what the operations allow, point by point, roll by roll; or null. */
export function operationsMiss(state: GameState, spec: OperationsSpec, written: OperationsInput): string | null {
  const offered = (so: OperationsInput) => operationsChoices(state, spec, so);
  let soFar: OperationsInput = {};
  const has = (options: readonly ChoiceOption[], kind: ChoiceItem['kind'], country: string) => options.some((o) => o.item.kind === kind && 'country' in o.item && o.item.country === country);
  for (const p of written.influence ?? []) {
    for (let n = 0; n < p.amount; n++) {
      if (!has(offered(soFar).options, 'placement', p.country)) return `influence in ${p.country} is not among the choices`;
      soFar = { influence: withPoint(soFar.influence ?? [], p.country) };
    }
  }
  if (written.coup && !has(offered({}).options, 'coup', written.coup.country)) return `a coup in ${written.coup.country} is not among the choices`;
  for (const roll of written.realigns ?? []) {
    if (!has(offered(soFar).options, 'realign', roll.country)) return `a realignment roll in ${roll.country} is not among the choices`;
    soFar = { realigns: [...(soFar.realigns ?? []), roll] };
  }
  const end = offered(written);
  return end.complete ? null : `${end.rule}: not all of it is written`;
}

