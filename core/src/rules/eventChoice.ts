// The vocabulary of legal choices: what a line may write next for an event (or for operations),
// as the engine judges it on the board. An event's definition declares its choices next to its
// check (`EventDefinition.choices`), from the same predicates: the check says what was written is
// wrong, the choices say what may be written. Completion lists them, the random player plays them,
// and a test checks that every play of a real game is among them.
import { cardTitle, type Card } from '../data/cards';
import { regionByCode, type RegionCode } from '../data/regions';
import { coupResult } from './coup';
import type { EventCallContext, EventInput } from './eventDefinition';
import type { Placement } from './influence';
import type { OperationsInput } from './ops';
import { controlAfter, controlAt, controlledByAt, controlOf, countryIndex, countryOf, influenceAt } from './map';
import { realignModifiers } from './realign';
import { opponent, type GameState, type Side } from './state';

/** One item a line may write, in the engine's terms (each maps to one field of the play's input). */
export type ChoiceItem =
  /** Influence an event changes: `side`'s influence in `country` by `delta` (`influence`). */
  | { readonly kind: 'influence'; readonly country: string; readonly side: Side; readonly delta: number }
  /** One point of influence placed with operations (`&`: a play's placements, an event's `ops`). */
  | { readonly kind: 'placement'; readonly country: string; readonly side: Side }
  /** A coup: its result follows from the die, these operations and this modifier (rule 6.3.1). */
  | { readonly kind: 'coup'; readonly country: string; readonly side: Side; readonly ops: number; readonly modifier: number; readonly free: boolean }
  /** A realignment roll (`/`), both dice rolled. */
  | { readonly kind: 'realign'; readonly country: string; readonly side: Side }
  /** A war's roll (`x`): the die plus `modifier` wins from `winFrom`. */
  | { readonly kind: 'war'; readonly country: string; readonly modifier: number; readonly winFrom: number }
  /** Two dice (`d`): the Olympic Games (the sponsor's, then the other side's) or the Summit (US, USSR). */
  | { readonly kind: 'dice'; readonly first: Side }
  /** A card the event moves (`>`), and what is then done with it: null when nothing (a discard). */
  | { readonly kind: 'card'; readonly card: string; readonly then: NestedPlay | null }
  /** A card drawn into `side`'s hand (`[…]`), or seen and put back (`[^…]`). */
  | { readonly kind: 'drawn'; readonly card: string; readonly side: Side; readonly returned: boolean }
  /** A region the event names (Chernobyl). */
  | { readonly kind: 'region'; readonly region: RegionCode }
  /** A card played beside the event for its operations (UN Intervention). */
  | { readonly kind: 'subPlay'; readonly card: string; readonly side: Side; readonly then: NestedPlay }
  /** The DEFCON level the player chooses, written as the play's DEFCON mark (How I Learned…, the Summit's winner). */
  | { readonly kind: 'defcon'; readonly level: number };

/**
 * What happens next to a card an event moves or plays beside it: its event at once (`>TRU@AT-`),
 * or its operations (`>MUS#MX4+4`, `UNI@NAS&TW`), then, for an opponent's card whose event happens
 * too, that event on the board the operations leave.
 */
export type NestedPlay =
  | {
    readonly kind: 'event';
    readonly state: GameState;
    readonly context: EventCallContext;
    /**
     * Grain Sales reads a card with operations alone attached as played for its operations: its
     * event is written with something more (or nothing at all, `>RED@`).
     */
    readonly notOperationsOnly?: boolean;
  }
  | {
    readonly kind: 'operations';
    readonly state: GameState;
    readonly spec: OperationsSpec;
    /** An opponent's card: its event happens after the operations, on the board `afterOperations` gives. */
    readonly event?: { readonly context: EventCallContext; readonly afterOperations: (written: OperationsInput) => GameState };
  };

/** Where operations come from: a card's own operations value, or "as if a N-ops card" (7.4 applies to both). */
export type OperationsSource =
  | { readonly card: Card }
  | { readonly asIf: number; readonly granter: Card };

/** How operations may be used: by whom, with what, judged against which board. */
export interface OperationsSpec {
  readonly side: Side;
  readonly source: OperationsSource;
  /** The board reach is judged on (6.1.4): the round's start, or where an event's operations start. */
  readonly roundStart: GameState;
  /** Influence or realignment rolls only (KAL-007, Glasnost). */
  readonly noCoup?: boolean;
  /** The card says "may": nothing written is legal. */
  readonly optional?: boolean;
  /** The one use the play's symbol names (`&`, `#`, `/`), when it names one. */
  readonly use?: 'influence' | 'coup' | 'realign';
}

/** An item, and the board it is judged on (what writing it gives there: `optionGives`). */
export interface ChoiceOption {
  readonly item: ChoiceItem;
  readonly board: GameState;
}

/**
 * What the line may write next, given what it has written so far: the options, each legal on its
 * own; `complete` when what is written is already a whole legal event (the line may stop there).
 * An event with nothing to choose says so: no option, complete, and the rule says why.
 */
export interface EventChoice {
  /** The rule that limits the choice: `COMECON adds 1 USSR influence to each of 4 …`. */
  readonly rule: string;
  readonly options: readonly ChoiceOption[];
  readonly complete: boolean;
}

/** Nothing to choose: the rule says what the event does without a choice. */
export function nothingToChoose(rule: string): EventChoice {
  return { rule, options: NO_OPTIONS, complete: true };
}

const NO_OPTIONS: readonly ChoiceOption[] = [];

/**
 * The next part of a sequential event (Junta's influence, then its free coup): the first part's
 * options until it is complete, then the rest's; the rule names both.
 */
export function followedBy(first: EventChoice, rest: () => EventChoice): EventChoice {
  if (!first.complete) return first;
  const next = rest();
  return { rule: `${first.rule}; then ${next.rule}`, options: first.options.length ? [...first.options, ...next.options] : next.options, complete: next.complete };
}

/** The option of writing `item` on this board. */
export function choiceOption(state: GameState, item: ChoiceItem): ChoiceOption {
  return { item, board: state };
}

/** What writing the option gives on its board, in a few words (completion shows it beside the code). */
export function optionGives(option: ChoiceOption): string {
  const { item, board: state } = option;
  switch (item.kind) {
    case 'influence': return influenceGives(state, item.country, item.side, item.delta);
    case 'placement': return controlOf(state, item.country) === opponent(item.side) ? `2 ops: ${opponent(item.side)}-controlled` : '1 op';
    case 'coup': return coupOdds(item.ops, countryOf(item.country)?.stability ?? 0, item.modifier).note;
    case 'realign': {
      const us = realignModifiers(state, item.country, 'US', item.side).total;
      const ussr = realignModifiers(state, item.country, 'USSR', item.side).total;
      return `modifiers US +${us}, USSR +${ussr}`;
    }
    case 'war': {
      const wins = dieChance((die) => die + item.modifier >= item.winFrom);
      return `${wins.note}${item.modifier ? ` (die ${item.modifier})` : ''}`;
    }
    case 'dice': return `both roll, the ${item.first}'s die first`;
    case 'card': return item.then === null ? cardTitle(item.card) : `${cardTitle(item.card)}, its ${item.then.kind === 'event' ? 'event' : 'operations'}`;
    case 'drawn': return `${cardTitle(item.card)}${item.returned ? ', put back' : `, into the ${item.side}'s hand`}`;
    case 'region': return regionByCode(item.region)?.name ?? item.region;
    case 'subPlay': return `${cardTitle(item.card)}: its operations`;
    case 'defcon': return `DEFCON ${item.level}${item.level === 1 ? ': nuclear war' : ''}`;
  }
}

/**
 * How much an option does where it goes, to list the best first: control taken or broken, a
 * battleground, the odds of a coup, the realignment modifiers in the side's favour; a point that
 * costs 2 (6.1.3) a little less.
 */
export function optionWeight(option: ChoiceOption): number {
  const { item, board } = option;
  if (!('country' in item)) return 0;
  const data = countryOf(item.country);
  const battleground = data?.battleground ? 2 : 0;
  switch (item.kind) {
    case 'influence':
    case 'placement': {
      const i = countryIndex(item.country);
      if (i < 0) return 0;
      const delta = item.kind === 'influence' ? item.delta : 1;
      const changes = controlAfter(board.influence, i, item.side, delta) !== controlAt(board.influence, i) ? 4 : 0;
      const dear = item.kind === 'placement' && controlledByAt(board.influence, i, opponent(item.side)) ? -1 : 0;
      return changes + battleground + dear;
    }
    case 'coup': return 2 * coupOdds(item.ops, data?.stability ?? 0, item.modifier).successes + battleground;
    case 'realign': return realignModifiers(board, item.country, item.side, item.side).total - realignModifiers(board, item.country, opponent(item.side), item.side).total + battleground;
    case 'war': return battleground;
  }
}

/** `+1 USSR: 3 → 4, USSR control`: a change of influence and the control it makes or ends. */
function influenceGives(state: GameState, country: string, side: Side, delta: number): string {
  const i = countryIndex(country);
  if (i < 0) return '';
  const before = influenceAt(state.influence, i, side);
  const was = controlAt(state.influence, i);
  const now = controlAfter(state.influence, i, side, delta);
  const control = was === now ? '' : now ? `, ${now} control` : `, no ${was} control`;
  return `${delta > 0 ? '+' : ''}${delta} ${side}: ${before} → ${Math.max(0, before + delta)}${control}`;
}

/** The chance a coup succeeds (6.3.1): the lowest die that does and how many of six; `note` as completion shows it. */
export function coupOdds(ops: number, stability: number, modifier: number): { note: string; successes: number } {
  const odds = dieChance((die) => coupResult(die, ops, stability, modifier) > 0);
  return { note: odds.successes === 0 ? 'cannot succeed: 0%' : odds.note, successes: odds.successes };
}

/** How many of a die's six faces pass, the lowest that does, and `needs 4+: 50%`. */
function dieChance(passes: (die: number) => boolean): { note: string; successes: number } {
  let lowest = 0;
  let successes = 0;
  for (let die = 6; die >= 1; die--) {
    if (passes(die)) { successes++; lowest = die; }
  }
  const chance = Math.round((successes / 6) * 100);
  return { note: successes === 0 ? 'cannot win: 0%' : `needs ${lowest}+: ${chance}%`, successes };
}

// ---- writing an event's input item by item (the random player, the check of a play among its choices)

/** `influence` with a change added: to the same country, side and direction's entry, or a new one. */
export function withInfluenceChange(input: EventInput, country: string, side: Side, delta: number): EventInput {
  const list = input.influence ?? [];
  const i = list.findIndex((c) => c.country === country && c.side === side && Math.sign(c.delta) === Math.sign(delta));
  return { ...input, influence: i < 0 ? [...list, { country, side, delta }] : list.map((c, k) => (k === i ? { ...c, delta: c.delta + delta } : c)) };
}

/** Placements with one more point in the country. */
export function withPoint(list: readonly Placement[], country: string): Placement[] {
  const i = list.findIndex((p) => p.country === country);
  return i < 0 ? [...list, { country, amount: 1 }] : list.map((p, k) => (k === i ? { ...p, amount: p.amount + 1 } : p));
}

/** `ops` with one more point of the side's influence placed with the operations an event grants. */
export function withPlacement(input: EventInput, side: Side, country: string): EventInput {
  const ops = input.ops ?? [];
  const i = ops.findIndex((o) => o.side === side && o.kind === 'influence');
  if (i < 0) return { ...input, ops: [...ops, { side, kind: 'influence', influence: [{ country, amount: 1 }] }] };
  return { ...input, ops: ops.map((o, k) => (k === i ? { ...o, influence: withPoint(o.influence ?? [], country) } : o)) };
}

/** `hidden` with one more card drawn into the side's hand, or seen and put back. */
export function withDrawn(input: EventInput, side: Side, returned: boolean, card: string): EventInput {
  const hidden = input.hidden ?? [];
  const i = hidden.findIndex((h) => h.side === side && h.returned === returned);
  if (i < 0) return { ...input, hidden: [...hidden, { side, returned, cards: [card] }] };
  return { ...input, hidden: hidden.map((h, k) => (k === i ? { ...h, cards: [...h.cards, card] } : h)) };
}
