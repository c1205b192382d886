// The event interface: what a card's event definition says and does, and the table of definitions
// the engine is given. The core holds no event of its own: the table is explicit data, built in
// rules/events/index.ts (`EVENTS`) and handed to the engine with the initial state, so a test can
// build a table of its own. An event without a definition is applied as written and reported as
// not implemented (TSN191).
import type { Region, RegionCode, Subregion } from '../data/regions';
import type { Card } from '../data/cards';
import type { CoupInput } from './coup';
import type { EventChoice } from './eventChoice';
import type { InfluenceChange, Placement } from './influence';
import type { RuleProblem } from './problems';
import type { RealignInput } from './realign';
import type { SpaceInput } from './space';
import type { EffectDuration, EffectInForce, GameState, Side } from './state';
import type { PlayCommand, PlayKind } from './commands';

// ---- What TSN can write about an event, without text --------------------------------------

/** `xKR4+`: a war card's roll in a country. */
export interface WarRollInput {
  readonly country: string;
  readonly die: number;
  readonly won: boolean;
}

/** `d4:6`: the Olympic Games (sponsor, then the other side) or the Summit (US, then USSR). */
export interface DiceInput {
  readonly first: number;
  readonly second: number;
}

/**
 * `>CON`: a card the event moved (discarded, taken, drawn from the discard pile), with the side
 * whose card it is (the side whose hand it left, or that took it); `>TRU@AT-`: the moved card's
 * own event then happened, as `event`.
 */
export interface CardMoveInput {
  readonly card: string;
  readonly side: Side;
  readonly event?: EventInput;
}

/** `[JUN PEC]`: cards drawn into a side's hand; `[^NTB KIT]`: cards seen and put back (returned). */
export interface HiddenCardsInput {
  readonly side: Side;
  readonly cards: readonly string[];
  readonly returned: boolean;
}

/** What a side did with operations inside an event, as written: its placements, coup or realignment rolls. */
interface OperationsWritten {
  readonly side: Side;
  readonly influence?: readonly Placement[];
  readonly coup?: CoupInput;
  readonly realign?: readonly RealignInput[];
}

/** Operations an event grants or lets a side conduct (CIA Created, an Olympic boycott...). */
export interface NestedOpsInput extends OperationsWritten {
  readonly kind: 'influence' | 'coup' | 'realign' | 'space';
  /** The roll of a space race attempt (`>OPE*2+`: a card an event handed over, rulings). */
  readonly space?: SpaceInput;
}

/** Another card played inside the event: `UNI@NAS&TW` (the card beside UN Intervention), `NOR@(IT)`. */
export interface SubPlayInput extends OperationsWritten {
  readonly card: string;
  readonly kind: 'event' | 'influence' | 'coup' | 'realign';
  readonly event?: EventInput;
}

/**
 * What a TSN play wrote about an event, text-free, with every owner already resolved to a side.
 * Lists keep the written order; problems point into them by index.
 */
export interface EventInput {
  readonly influence?: readonly InfluenceChange[];
  /** Coups the event made (a free coup: Junta, Ortega, Che...). */
  readonly coups?: readonly CoupInput[];
  /** Realignment rolls the event made. */
  readonly realigns?: readonly RealignInput[];
  readonly wars?: readonly WarRollInput[];
  readonly dice?: readonly DiceInput[];
  readonly cardMoves?: readonly CardMoveInput[];
  readonly hidden?: readonly HiddenCardsInput[];
  /** A region the event named (Chernobyl...). */
  readonly region?: RegionCode | Region | Subregion;
  readonly ops?: readonly NestedOpsInput[];
  readonly subPlays?: readonly SubPlayInput[];
}

// ---- The definition of an event ------------------------------------------------------------

export interface EventCallContext {
  readonly card: Card;
  /** The side that played the card (the phasing player; in a headline, the headline's player). */
  readonly player: Side;
  /** The side whose event it is and who carries it out (rule 5.1). */
  readonly owner: Side;
  readonly headline: boolean;
  /** The state at the start of the action round (for reach), or at the headline's start. */
  readonly roundStart: GameState;
  /**
   * Set when the event happens because another event moved its card (Five Year Plan discarding a
   * US card, Star Wars taking a card from the discard pile): the card was not played, so an event
   * that depends on how it was played (Defectors) knows it. The code of the moving card.
   */
  readonly discardedBy?: string;
  /**
   * The play's written end marks. Only for an event whose choice TSN records in them and nowhere
   * else (How I Learned to Stop Worrying's DEFCON level, the DEFCON Summit's winner chose); the core
   * checks the marks against the state after the play, events never do.
   */
  readonly marks?: { readonly vp?: number; readonly defcon?: number };
}

export interface EventApplyContext extends EventCallContext {
  readonly input: EventInput;
}

/**
 * What an event reports besides the board it writes (`EventDefinition.apply`): its problems, pushed
 * on the list of the event's resolution (nothing is made for an event that has none), and how it
 * ended, when that is not the usual way. Made by the engine for each event.
 */
export interface EventReport {
  readonly problems: RuleProblem[];
  /** Defectors: the opponent's headline is cancelled. */
  cancelOpponentHeadline?: boolean;
  /** False when the event happened but left its effect out of force (its condition chose so). */
  effectInForce?: boolean;
  /** What the event chose that its effect depends on, kept on the effect in force (Chernobyl's region). */
  effectChoice?: string;
  /**
   * The line did not write what the engine needs to compute the event (a Summit recorded without
   * its dice): the play's VP and DEFCON marks are taken as written, as for an unimplemented event.
   */
  marksAsWritten?: boolean;
}

/** What a modifier hook sees of a coup or a realignment roll. */
export interface RollContext {
  /** The board; an `afterCoup` hook writes it in place when it is the command's draft (state.ts). */
  readonly state: GameState;
  /** The effect in force that holds the hook. */
  readonly effect: EffectInForce;
  /** The side rolling (the coup's player; for a realignment, each side's roll in turn). */
  readonly side: Side;
  readonly country: string;
  /** The side making the coup or realignment. */
  readonly attacker: Side;
}

/** What a coup hook sees: the roll's context, the coup's computed result and whether it was free. */
export interface CoupContext extends RollContext {
  /** The coup's result (die + ops + modifiers - 2 x stability); positive: it succeeded. */
  readonly result: number;
  /** A free coup from an event (Junta, Che...): no military operations, no DEFCON region limits. */
  readonly free: boolean;
}

/** What a DEFCON hook sees of a coup in a battleground: the roll's context and whether it was free. */
export interface CoupDefconContext extends RollContext {
  /** A free coup from an event (no operations spent: Nuclear Subs does not concern it). */
  readonly free: boolean;
}

/** What a play-restriction hook sees: the card a side is about to play and how. */
export interface PlayContext {
  readonly state: GameState;
  readonly effect: EffectInForce;
  readonly side: Side;
  readonly card: Card;
  readonly kind: PlayKind;
  /** The card is headlined (kind 'event'), not played in an action round. */
  readonly headline?: boolean;
}

/** What an influence-restriction hook sees: a side placing influence with operations in a country. */
export interface PlacementContext {
  readonly state: GameState;
  readonly effect: EffectInForce;
  readonly side: Side;
  readonly country: string;
}

/** What an after-event hook sees: an event that just happened, in any context (headline, round, triggered). */
export interface AfterEventContext {
  /** The board the event was written on, for the hook to write in turn. */
  readonly state: GameState;
  readonly effect: EffectInForce;
  readonly card: Card;
  /** The side that played the card (the phasing player or the headline's player). */
  readonly player: Side;
  /** The side whose event it is. */
  readonly owner: Side;
  readonly headline: boolean;
  /** What the line wrote for the event (a war card Grain Sales hands over in a headline, for Flower Power). */
  readonly input?: EventInput;
}

/** Counts a side has in a region being scored, that an effect may adjust (Formosan Resolution, Shuttle Diplomacy). */
export interface RegionTally {
  readonly countries: number;
  readonly battlegrounds: number;
  readonly nonBattlegrounds: number;
  readonly adjacentToEnemy: number;
}

export interface ScoringContext {
  readonly state: GameState;
  readonly effect: EffectInForce;
  readonly region: Region;
  readonly side: Side;
  readonly final: boolean;
  /** Battlegrounds the region has (an effect may count one more, as Formosan Resolution does). */
  readonly totalBattlegrounds: number;
}

/** An operations modifier an effect in force gives (rule 7.4): Containment, Brezhnev Doctrine, Red Scare/Purge... */
export interface OpsModifier {
  /** Whose cards it changes: the side whose event it is, or its opponent (Red Scare/Purge). */
  readonly appliesTo: 'owner' | 'opponent';
  readonly delta: number;
  /** +1 to a maximum of 4 (Containment, Brezhnev Doctrine), -1 to a minimum of 1 (Red Scare/Purge). */
  readonly bound?: 'max4' | 'min1';
  /** Only when every operation is spent in Southeast Asia (Vietnam Revolts). */
  readonly onlySoutheastAsia?: boolean;
}

/** (c) The effect an event leaves in force, and what ends or limits it. */
export interface EffectDeclaration {
  readonly duration: EffectDuration;
  /**
   * The effect traps the opponent of the side whose event it is (Quagmire, Bear Trap): in each of
   * its action rounds that side may only play a scoring card or discard a card of 2+ operations and
   * roll to get out (rules/play.ts `trapOf`, `runTrap`).
   */
  readonly traps?: true;
  /** Events whose play cancels this effect (Quagmire cancels NORAD...). */
  readonly cancelledBy?: readonly string[];
  /** Events that cannot happen while this effect is in force (Camp David Accords: Arab-Israeli War). */
  readonly prevents?: readonly string[];
  /** A change to the operations value of cards (Containment, Red Scare/Purge...). */
  readonly opsModifier?: OpsModifier;
  /** A change to coup rolls (SALT Negotiations, Latin American Death Squads). */
  readonly coupModifier?: (context: RollContext) => number;
  /**
   * False when a coup in a battleground does not degrade DEFCON (Nuclear Subs: the US's coups);
   * asked of every coup in a battleground, free coups included.
   */
  readonly coupDegradesDefcon?: (context: CoupDefconContext) => boolean;
  /**
   * After every coup, from any source, once it is resolved (Yuri and Samantha's VP, Cuban Missile
   * Crisis ending the game): writes `context.state` as an event's `apply` writes its board, and
   * returns it.
   */
  readonly afterCoup?: (context: CoupContext) => GameState;
  /**
   * Why the side may not play the card this way now (Missile Envy's receiver must play it next),
   * or null. Checked for every action-round play, before it is resolved, and for every headline
   * (`headline` set: Missile Envy may not be headlined by its receiver) (TSN184).
   */
  readonly restrictsPlay?: (context: PlayContext) => string | null;
  /**
   * Why the side may not place influence with operations in the country (Chernobyl), or null
   * (TSN119). Events' own influence is not concerned.
   */
  readonly restrictsInfluence?: (context: PlacementContext) => string | null;
  /**
   * After every event that happens while the effect is in force, in a headline, an action round or
   * triggered by another card (Flower Power's VP for the US's war cards): writes `context.state`
   * as an event's `apply` writes its board, pushes its problems on `problems`, and returns the board.
   */
  readonly afterEvent?: (context: AfterEventContext, problems: RuleProblem[]) => GameState;
  /** A change to realignment rolls. */
  readonly realignModifier?: (context: RollContext) => number;
  /** A change to a region's scoring counts. */
  readonly adjustScoring?: (context: ScoringContext, tally: RegionTally) => { tally: RegionTally; totalBattlegrounds?: number };
  /**
   * A region's scoring card (Asia Scoring, Middle East Scoring...; not Southeast Asia Scoring, not
   * final scoring) ends the effect once it has scored the region (Shuttle Diplomacy).
   */
  readonly endsAtScoring?: (region: Region) => boolean;
  /**
   * Forbids a coup or a realignment roll (NATO, US/Japan Mutual Defense Pact): why it may not be
   * made, or null. Checked at each roll, from any source (free coups of events included).
   */
  readonly forbidsRoll?: (context: RollContext, kind: 'coup' | 'realign') => string | null;
  /**
   * A play that ends this effect whatever the card is played for (the US playing The China Card
   * ends Formosan Resolution); `cancelledBy` only sees events.
   */
  readonly cancelledByPlay?: (card: string, side: Side) => boolean;
  /**
   * At the end of every action-round play while the effect is in force (NORAD): checks and applies
   * what the line wrote for it, a sub-play of the effect's own card (`NOR@(IT)`). Writes the board
   * as `afterEvent` does.
   */
  readonly afterPlay?: (context: AfterPlayContext, problems: RuleProblem[]) => GameState;
  /**
   * At the start of every action-round play while the effect is in force, with the sub-play of the
   * effect's own card the line wrote anywhere in the part (Cuban Missile Crisis: the influence
   * removed to end it, `CMC@CU-2`, which counts before the play's coup however it is placed).
   * Writes the board as `afterEvent` does.
   */
  readonly beforePlay?: (context: AfterPlayContext, problems: RuleProblem[]) => GameState;
  /**
   * What the line may write for the effect in a play (`beforePlay`'s or `afterPlay`'s sub-play of
   * the effect's card: NORAD's addition, the removal that ends Cuban Missile Crisis), judged from
   * the same predicates as the hook; null when nothing may be written. `context.state` is the board
   * the hook would see, `context.written` what the line wrote for it so far.
   */
  readonly choices?: (context: AfterPlayContext) => EventChoice | null;
}

/** What an effect's `afterPlay` hook sees: the round's start, the state after the play, what was written. */
export interface AfterPlayContext {
  readonly state: GameState;
  readonly roundStart: GameState;
  readonly effect: EffectInForce;
  /** The side whose action round it was. */
  readonly side: Side;
  /** The play the round made (its card, how it was played, what was written); undefined for `—`. */
  readonly play: PlayCommand | undefined;
  /** The sub-play of the effect's card the line wrote (`NOR@(IT)`), or undefined. */
  readonly written: SubPlayInput | undefined;
}

/** A card's event, as later work plugs it in. */
export interface EventDefinition {
  readonly code: string;
  /** (a) null when the event's prerequisite or condition is met, else why not (rule 5.2). */
  readonly condition?: (state: GameState, context: EventCallContext) => string | null;
  /**
   * (b) Checks what the line wrote against the rules and the board, and writes it on `board`: the
   * command's private draft (state.ts `openDraft`), which the rules' helpers (`update` and every
   * function made of it) write in place, so an event makes no state of its own. Returns the board
   * (the draft itself; a new state only if it was given a state that is not a draft). Problems go
   * on `report.problems`, and an unusual ending on `report`'s other fields. The board is the one
   * the event is written on: a rule that needs the board as it stood before a write reads what it
   * needs first.
   */
  readonly apply: (board: GameState, context: EventApplyContext, report: EventReport) => GameState;
  /**
   * What the line may write next for the event, given what it wrote so far (`context.input`), on
   * the board `apply` would be given: the options its check accepts and whether what is written is
   * already complete. Declared from the same predicates as `apply`; an event with nothing to
   * choose says so (`nothingToChoose`).
   */
  readonly choices: (state: GameState, context: EventApplyContext) => EventChoice;
  /** (c) The effect it leaves in force, if any. */
  readonly effect?: EffectDeclaration;
  /**
   * Headlined by this side, resolves before the other headline whatever the ops (Defectors, whose
   * cancelling is the US's: headlined by the USSR it resolves in the usual order).
   */
  readonly headlineFirstFor?: Side;
  /** Events whose dice both sides roll (`d2:6`): whose die is written first, the US's (Summit) or the player's (Olympic Games). */
  readonly firstDie?: 'US' | 'player';
}

/**
 * The events the engine knows, by card code: one line per card in rules/events/index.ts. A card
 * missing from the table has no definition (its event is applied as written, TSN191).
 */
export type EventTable = { readonly [code: string]: EventDefinition | undefined };

/** The definition of a card's event in the game's table, or undefined when it has none. */
export function eventFor(state: { readonly events: EventTable }, code: string): EventDefinition | undefined {
  return state.events[code];
}

/** The declaration of an effect in force, from the game's table. */
export function effectDeclarationOf(state: { readonly events: EventTable }, effect: EffectInForce): EffectDeclaration | undefined {
  return state.events[effect.card]?.effect;
}

const NO_EFFECTS: readonly EffectInForce[] = [];
const DECLARING = new WeakMap<readonly EffectInForce[], Map<keyof EffectDeclaration, readonly EffectInForce[]>>();

/**
 * The effects in force whose declaration has `hook`, in the order they came into force. The
 * checks ask it of every country and every roll (a list of legal targets asks it of all 84), and
 * most effects declare few hooks: remembered per list of effects in force, which states share.
 */
export function effectsDeclaring(state: GameState, hook: keyof EffectDeclaration): readonly EffectInForce[] {
  if (state.effects.length === 0) return NO_EFFECTS;
  let byHook = DECLARING.get(state.effects);
  if (!byHook) DECLARING.set(state.effects, byHook = new Map());
  let list = byHook.get(hook);
  if (!list) byHook.set(hook, list = state.effects.filter((effect) => effectDeclarationOf(state, effect)?.[hook] !== undefined));
  return list;
}
