/**
 * Lowering: from the syntax tree of a game line's parts to the engine's text-free commands. Each
 * input is built in one pass over the written items, straight into the command (no intermediate
 * lists that are filtered or spread and then dropped): a replay lowers every play of a file.
 */
import { cardByCode } from '../data';
import { rollKindOf, type Action, type CardMove, type CoupRoll, type Effect, type EndPart, type HiddenCards, type Owner, type Play, type RealignRoll, type SubPlay } from '../notation';
import {
  opponent,
  type CardMoveInput, type CoupInput, type EndPartInput, type EventInput, type HeadlineEntry, type HiddenCardsInput,
  type InfluenceChange, type NestedOpsInput, type Placement, type PlayCommand, type PlayKind, type RealignInput,
  type Side, type SubPlayInput,
} from '../rules';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NO_EFFECTS: readonly Effect[] = [];

function sideOf(owner: Owner, side: Side): Side {
  return owner === 'self' ? side : opponent(side);
}

/** Spends operations (`&`, `#`, `/`, `*`, `~`) rather than writing an event (`@`, or nothing). */
function isOpsSymbol(symbol: Action['symbol']): boolean {
  return symbol !== null && symbol !== '@';
}

/** Items that belong to an event even when written in the operations part: `FYP&AF2 IT >CON`. */
export function isEventItem(e: Effect): boolean {
  return e.kind === 'card' || e.kind === 'hidden' || e.kind === 'subplay' || e.kind === 'region' || e.kind === 'war' || e.kind === 'dice';
}

/** An item of the operations action that the event does instead: another side's, or an event item. */
export function isStray(e: Effect): boolean {
  return e.owner !== 'self' || isEventItem(e);
}

/**
 * How a play uses its card: `ops` is the action that spends the card's operations (undefined when
 * the card is played for its event, and then every action is the event's); the other actions are
 * the event's, and so are the operations action's stray items.
 */
export interface PlayShape {
  readonly kind: PlayKind;
  readonly ops: Action | undefined;
  readonly eventFirst: boolean;
}

const EVENT_SHAPE: PlayShape = { kind: 'event', ops: undefined, eventFirst: true };

export function shapeOf(play: Play, side: Side): PlayShape {
  const actions = play.actions;
  let opsIndex = -1;
  let eventIndex = -1;
  for (let i = 0; i < actions.length && (opsIndex < 0 || eventIndex < 0); i++) {
    const a = actions[i]!;
    if (opsIndex < 0 && isOpsSymbol(a.symbol) && a.owner === 'self') opsIndex = i;
    if (eventIndex < 0 && !isOpsSymbol(a.symbol)) eventIndex = i;
  }
  // Played for its event when nothing spends operations, or when the event is written first and
  // the card is not the opponent's; what follows the event is the event's (a free coup, CIA's operations).
  if (opsIndex < 0) return EVENT_SHAPE;
  const eventFirst = eventIndex >= 0 && eventIndex < opsIndex;
  if (eventFirst) {
    const card = cardByCode(play.card.code);
    const opponents = card !== undefined && card.side !== 'neutral' && card.side !== side;
    if (!opponents) return EVENT_SHAPE;
  }
  const ops = actions[opsIndex]!;
  // A switch (notation's `rollKindOf`), not a table read by the symbol: a keyed read by name goes
  // megamorphic in V8, on every play.
  return { kind: rollKindOf(ops.symbol), ops, eventFirst };
}

/** The command for a play in an action round. */
export function playCommand(play: Play, side: Side, turn: number, round: number): PlayCommand {
  const shape = shapeOf(play, side);
  const ops = shape.ops;
  // Every field, in one order (rules/play.ts `applyPlay`): one shape for every command, so the
  // engine's reads of its fields and the stores below are monomorphic (issue 24).
  const command: Mutable<PlayCommand> = {
    turn, round, side, card: play.card.code, kind: shape.kind,
    influence: undefined, coup: undefined, realign: undefined, space: undefined, trap: undefined,
    event: undefined, eventFirst: undefined, vp: undefined, defcon: undefined,
  };
  if (ops) {
    // What the operations did: the side's own placements, coup, realignments or roll (its stray items go to the event).
    const effects = ops.effects;
    switch (shape.kind) {
      case 'influence': command.influence = placements(effects, 'self'); break;
      case 'coup': { const coup = firstCoup(effects); if (coup) command.coup = coup; break; }
      case 'realign': command.realign = realigns(effects, 'self'); break;
      case 'space': { const roll = firstRoll(effects, 'space'); if (roll) command.space = roll; break; }
      case 'trap': { const roll = firstRoll(effects, 'trap'); if (roll) command.trap = roll; break; }
      default: break;
    }
  }
  const event = ops ? eventInput(play.actions, side, ops, true) : eventInput(play.actions, side);
  if (event) command.event = event;
  if (shape.kind !== 'event') command.eventFirst = shape.eventFirst;
  if (play.vp) command.vp = play.vp.value;
  if (play.defcon) command.defcon = play.defcon.level;
  return command;
}

/** What a headline play writes: its card, its event, its marks. */
export function headlineEntry(play: Play, side: Side): HeadlineEntry {
  const entry: Mutable<HeadlineEntry> = { card: play.card.code };
  const event = eventInput(play.actions, side);
  if (event) entry.event = event;
  if (play.vp) entry.vp = play.vp.value;
  if (play.defcon) entry.defcon = play.defcon.level;
  return entry;
}

/** What a side writes at the end of a turn: its marks and its discards. */
export function endInput(part: EndPart): EndPartInput {
  const input: Mutable<EndPartInput> = {};
  if (part.vp) input.vp = part.vp.value;
  if (part.defcon) input.defcon = part.defcon.level;
  if (part.discards.length) input.discards = part.discards.map((d) => d.card.code);
  return input;
}

// ---- the items of one action, by kind (owner undefined: any owner) -------------------------------

/** An influence item of the owner's (any owner's when undefined). */
function isPlacement(e: Effect, owner: Owner | undefined): e is Extract<Effect, { kind: 'influence' }> {
  return e.kind === 'influence' && (owner === undefined || e.owner === owner);
}

/**
 * Counted, then made at their length: a list grown by push from empty keeps room for 17, and
 * nearly every play places influence (issue 24). Indexed loops: an action with no item holds the
 * parser's frozen empty list, and V8 walks a frozen array by for…of on a slower path.
 */
function placements(effects: readonly Effect[], owner: Owner | undefined): Placement[] {
  let count = 0;
  for (let k = 0; k < effects.length; k++) if (isPlacement(effects[k]!, owner)) count++;
  const out: Placement[] = new Array(count);
  let at = 0;
  for (let k = 0; k < effects.length; k++) {
    const e = effects[k]!;
    if (isPlacement(e, owner)) out[at++] = { country: e.country.code, amount: e.delta };
  }
  return out;
}

function coupInput(e: CoupRoll): CoupInput {
  return e.result !== undefined ? { country: e.country.code, die: e.die, result: e.result } : { country: e.country.code, die: e.die };
}

function realignInput(e: RealignRoll): RealignInput {
  return { country: e.country.code, usDie: e.usDie, ussrDie: e.ussrDie };
}

/** The first coup among the operations action's own items (a play makes one). */
function firstCoup(effects: readonly Effect[], owner: Owner | undefined = 'self'): CoupInput | undefined {
  for (let k = 0; k < effects.length; k++) {
    const e = effects[k]!;
    if (e.kind === 'coup' && (owner === undefined || e.owner === owner)) return coupInput(e);
  }
  return undefined;
}

function realigns(effects: readonly Effect[], owner: Owner | undefined): RealignInput[] {
  const out: RealignInput[] = [];
  for (let k = 0; k < effects.length; k++) {
    const e = effects[k]!;
    if (e.kind === 'realign' && (owner === undefined || e.owner === owner)) out.push(realignInput(e));
  }
  return out;
}

function firstRoll(effects: readonly Effect[], kind: 'space' | 'trap'): { die: number; success: boolean } | undefined {
  for (let k = 0; k < effects.length; k++) {
    const e = effects[k]!;
    if ((e.kind === 'space' || e.kind === 'trap') && e.kind === kind && e.owner === 'self') return { die: e.die, success: e.success };
  }
  return undefined;
}

// ---- events --------------------------------------------------------------------------------------

/** An event's input while it is read: each list is made when its first item comes. */
interface EventLists {
  influence?: InfluenceChange[];
  coups?: CoupInput[];
  realigns?: RealignInput[];
  wars?: { country: string; die: number; won: boolean }[];
  dice?: { first: number; second: number }[];
  cardMoves?: CardMoveInput[];
  hidden?: HiddenCardsInput[];
  region?: EventInput['region'];
  ops?: NestedOpsInput[];
  subPlays?: SubPlayInput[];
}

/**
 * What a play's event actions wrote, with every owner resolved to a side; undefined when nothing.
 * `skip` is an action that is not the event's (the one spending the card's operations); with
 * `withStrays`, its stray items (another side's, or event items) are read last, as the event's.
 * It recurses into moved cards' events and sub-plays: the parser stops reading a play nested
 * deeper than MAX_NESTING (TSN040), so the depth here is bounded whatever the text.
 */
function eventInput(actions: readonly Action[], side: Side, skip?: Action, withStrays = false): EventInput | undefined {
  if (!writesEvent(actions, skip, withStrays)) return undefined;
  // Built in place: only the lists written are set (the engine reads them by name).
  const event: EventLists = {};
  let region: string | undefined;
  for (let k = 0; k < actions.length; k++) {
    const action = actions[k]!;
    if (action === skip) continue;
    // Operations the event grants: `CIA@&JP`, `OLY@&IT2 FR2`, `ORT@#CU1`.
    if (isOpsSymbol(action.symbol)) {
      readGrantedOps(event, action, side);
      continue;
    }
    const trailing = playedCardOps(actions, k, skip);
    const effects = action.effects;
    for (let n = 0; n < effects.length; n++) {
      const e = effects[n]!;
      if (trailing.length && n === effects.length - 1 && e.kind === 'card') (event.cardMoves ??= []).push(cardMoveInput(e, side, trailing));
      else region = readEventItem(event, e, side) ?? region;
    }
    k += trailing.length;
  }
  if (skip && withStrays) {
    const strays = skip.effects;
    for (let k = 0; k < strays.length; k++) if (isStray(strays[k]!)) region = readEventItem(event, strays[k]!, side) ?? region;
  }
  // The last region written counts (an empty one, none).
  if (region) event.region = region as EventInput['region'];
  return event;
}

/**
 * Whether eventInput has anything to read: an `@` (even empty), granted operations, an item.
 * Indexed loops here and below, as in `placements`: a list of the tree may be the parser's frozen
 * empty one, which for…of walks with an iterator object and a result object a step (issue 24:
 * 2 MB of them for the chess bench's 200 games).
 */
function writesEvent(actions: readonly Action[], skip: Action | undefined, withStrays: boolean): boolean {
  for (let k = 0; k < actions.length; k++) {
    const action = actions[k]!;
    if (action !== skip && (action.symbol !== null || action.effects.length > 0)) return true;
  }
  if (skip && withStrays) {
    const strays = skip.effects;
    for (let k = 0; k < strays.length; k++) if (isStray(strays[k]!)) return true;
  }
  return false;
}

function readGrantedOps(event: EventLists, action: Action, side: Side): void {
  const owner = action.owner;
  const effects = action.effects;
  switch (action.symbol) {
    case '#':
      for (let k = 0; k < effects.length; k++) {
        const e = effects[k]!;
        if (e.kind === 'coup' && e.owner === owner) (event.coups ??= []).push(coupInput(e));
      }
      break;
    case '/':
      for (let k = 0; k < effects.length; k++) {
        const e = effects[k]!;
        if (e.kind === 'realign' && e.owner === owner) (event.realigns ??= []).push(realignInput(e));
      }
      break;
    case '&':
      (event.ops ??= []).push({ side: sideOf(owner, side), kind: 'influence', influence: placements(effects, owner) });
      break;
    case '*': {
      const roll = effects.find((e) => e.kind === 'space' && e.owner === owner);
      (event.ops ??= []).push(roll?.kind === 'space' ? { side: sideOf(owner, side), kind: 'space', space: { die: roll.die, success: roll.success } } : { side: sideOf(owner, side), kind: 'space' });
      break;
    }
    default: break;
  }
  // A sub-play written after them (`ABM@ #BR3+3 D2 NOR@IT`, `JUN AR2 #CR6+2 CMC@CU-2`) is the part's.
  for (let k = 0; k < effects.length; k++) {
    const e = effects[k]!;
    if (e.kind === 'subplay') (event.subPlays ??= []).push(subPlayInput(e, side));
  }
}

/** Adds one written item to the event's lists; a region reference is returned instead. */
function readEventItem(event: EventLists, e: Effect, side: Side): string | undefined {
  switch (e.kind) {
    case 'influence': (event.influence ??= []).push({ country: e.country.code, side: sideOf(e.owner, side), delta: e.delta }); break;
    case 'coup': (event.coups ??= []).push(coupInput(e)); break;
    case 'realign': (event.realigns ??= []).push(realignInput(e)); break;
    case 'war': (event.wars ??= []).push({ country: e.country.code, die: e.die, won: e.won }); break;
    case 'dice': (event.dice ??= []).push({ first: e.first, second: e.second }); break;
    case 'card': (event.cardMoves ??= []).push(cardMoveInput(e, side)); break;
    case 'hidden': (event.hidden ??= []).push(hiddenInput(e, side)); break;
    case 'subplay': (event.subPlays ??= []).push(subPlayInput(e, side)); break;
    case 'region': return e.code;
    default: break;
  }
  return undefined;
}

/**
 * The granted operations written after a card the event moved and whose event wrote what it did
 * (`GRA@ >JUN@BR2 #PA6+4`, `STA@ >GRA@ >OAS #SY6+5`): they are that card's event's (Junta's free
 * coup, the operations of the Grain Sales Star Wars played), not the outer event's. After a card
 * written bare (handed back: `GRA@ >SEU #BR4+2`) or with a bare `@` (`GRA@ >RED@ &JP2`, which
 * Grain Sales reports) they stay the outer event's. The actions after `actions[k]`, or none.
 */
function playedCardOps(actions: readonly Action[], k: number, skip: Action | undefined): readonly Action[] {
  const effects = actions[k]!.effects;
  const last = effects[effects.length - 1];
  if (last?.kind !== 'card' || !last.event?.some((a) => a.symbol === '@' && a.effects.length > 0)) return NO_ACTIONS;
  let end = k + 1;
  while (end < actions.length && actions[end] !== skip && isOpsSymbol(actions[end]!.symbol)) end++;
  return end === k + 1 ? NO_ACTIONS : actions.slice(k + 1, end);
}

const NO_ACTIONS: readonly Action[] = [];

function cardMoveInput(move: CardMove, side: Side, trailing: readonly Action[] = NO_ACTIONS): CardMoveInput {
  const written = trailing.length ? [...move.event!, ...trailing] : move.event;
  const event = written ? eventInput(written, side) : undefined;
  return event ? { card: move.card.code, side: sideOf(move.owner, side), event } : { card: move.card.code, side: sideOf(move.owner, side) };
}

function hiddenInput(h: HiddenCards, side: Side): HiddenCardsInput {
  return { side: sideOf(h.owner, side), cards: h.cards.map((c) => c.code), returned: h.returned };
}

function subPlayInput(sub: SubPlay, side: Side): SubPlayInput {
  let opsAction: Action | undefined;
  for (const a of sub.actions) if (isOpsSymbol(a.symbol)) { opsAction = a; break; }
  const symbol = opsAction?.symbol;
  const kind = symbol === '&' ? 'influence' : symbol === '#' ? 'coup' : symbol === '/' ? 'realign' : 'event';
  const input: Mutable<SubPlayInput> = { card: sub.card.code, side: sideOf(sub.owner, side), kind };
  // All of the operations action's items count, whoever's they are written as.
  const own = opsAction ? opsAction.effects : NO_EFFECTS;
  if (kind === 'influence') input.influence = placements(own, undefined);
  else if (kind === 'coup') { const coup = firstCoup(own, undefined); if (coup) input.coup = coup; }
  else if (kind === 'realign') input.realign = realigns(own, undefined);
  const event = eventInput(sub.actions, side, opsAction);
  if (event) input.event = event;
  return input;
}
