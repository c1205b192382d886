// The engine's record of what a command did: the steps it applied, in order, with the values the
// rules computed (a coup's die, operations, modifier and result; a scoring's full breakdown; each
// influence point moved). Data, no text: the analysis reads a play from it (analysis/reading.ts).
//
// Each state carries the steps that made it (`GameState.log`), a chain that shares its older part
// with the state it came from, so a step costs one small object and keeping every line's board
// keeps every line's steps at no further cost. A step is recorded where the board changes (the
// markers, the piles, the influence), so nothing a command does can go unrecorded; a rule that
// groups steps (a coup, an event, a play) records its own step once it is done, with how many of
// the steps before it are its own (`span`), so the record is appended and never rewritten.
import type { PlayKind } from './commands';
import type { CardPlace } from './cards';
import type { EventInput } from './eventDefinition';
import type { RealignModifiers } from './realign';
import type { RegionScore, SoutheastAsiaScore } from './scoring';
import { settled, update, writable, type ChinaCard, type GameResult, type GameState, type Side, type Sides } from './state';

// ---- What changed on the board -------------------------------------------------------------

export interface InfluenceStep {
  readonly kind: 'influence';
  readonly country: string;
  readonly side: Side;
  readonly from: number;
  readonly to: number;
}

/** The VP marker (as on the track: + for the US). */
export interface VpStep {
  readonly kind: 'vp';
  readonly from: number;
  readonly to: number;
  /** Moved as the line's `=` writes, the engine not computing it (an event it does not know). */
  readonly asWritten?: true;
}

export interface DefconStep {
  readonly kind: 'defcon';
  readonly from: number;
  readonly to: number;
  /** Moved as the line's `D` writes, the engine not computing it. */
  readonly asWritten?: true;
}

export interface MilopsStep {
  readonly kind: 'milops';
  readonly side: Side;
  readonly from: number;
  readonly to: number;
}

/** A space race marker moved up (6.4.3): `first` when the side reached the box first. */
export interface SpaceStep {
  readonly kind: 'space';
  readonly side: Side;
  readonly from: number;
  readonly to: number;
  readonly first: boolean;
}

/**
 * A card moved. Places as the game has them: a card of a hand the file does not know leaves that
 * hand (`hand-USSR`), though the state pools such cards with the deck. `elsewhere`: in play (being
 * played, or displayed while its effect lasts).
 */
export interface CardStep {
  readonly kind: 'card';
  readonly card: string;
  readonly from: CardPlace;
  readonly to: CardPlace;
}

/** Several cards moved together: a deal, a reshuffle, the hands going back at a turn's start, a war's cards joining the deck. */
export interface CardsStep {
  readonly kind: 'cards';
  readonly cards: readonly string[];
  readonly from: CardPlace;
  readonly to: CardPlace;
}

export interface ChinaStep {
  readonly kind: 'china';
  readonly from: ChinaCard;
  readonly to: ChinaCard;
}

/** An effect came into force, or ended. */
export interface EffectStep {
  readonly kind: 'effect';
  readonly card: string;
  readonly side: Side;
  readonly inForce: boolean;
}

export interface ResultStep {
  readonly kind: 'result';
  readonly result: GameResult;
}

/** A side was given action rounds beyond the usual ones this turn (North Sea Oil). */
export interface ExtraRoundsStep {
  readonly kind: 'extraRounds';
  readonly side: Side;
  readonly from: number;
  readonly to: number;
}

export type BoardStep =
  | InfluenceStep | VpStep | DefconStep | MilopsStep | SpaceStep | CardStep | CardsStep | ChinaStep | EffectStep | ResultStep | ExtraRoundsStep;

// ---- What the steps before belong to ------------------------------------------------------

interface Spanning {
  /** How many of the steps just before this one are its own (nested groups counted with their steps). */
  readonly span: number;
}

/** A card played: an action round's play, a headline, or a card an event hands a side to play at once. */
export interface PlayStep extends Spanning {
  readonly kind: 'play';
  readonly side: Side;
  readonly card: string;
  readonly mode: PlayKind;
  readonly headline: boolean;
  /** The event that handed the card over (Grain Sales, Missile Envy), or beside which it was played (UN Intervention). */
  readonly by?: string;
  /** The line's `=` and `D` for the play. */
  readonly written?: { readonly vp?: number; readonly defcon?: number };
  /** The marks were taken as written: the play could not happen, or holds an event the engine cannot compute. */
  readonly marksAsWritten?: true;
  /** A headline another headline cancelled (Defectors). */
  readonly cancelled?: true;
}

/** Why an event did not happen (5.2): its condition unmet, or an effect in force prohibits it. */
export type EventBlocked = 'unmet' | 'prohibited';

export interface EventStep extends Spanning {
  readonly kind: 'event';
  readonly card: string;
  /** The side that played the card (the phasing player; in a headline, the headline's). */
  readonly player: Side;
  /** The side whose event it is, who carries it out. */
  readonly owner: Side;
  /** The player chose it (played as an event, or headlined); else another play set it off (5.1, a card an event moved). */
  readonly chosen: boolean;
  /** The event that moved its card and so set it off (Five Year Plan, Star Wars). */
  readonly by?: string;
  readonly happened: boolean;
  /** Its effect came into force. */
  readonly inForce: boolean;
  readonly blocked?: EventBlocked;
  /** The card whose effect in force prohibits it. */
  readonly prohibitedBy?: string;
  /** False: the engine has no definition of it and applied what the line wrote. */
  readonly implemented: boolean;
  /** The line leaves out what the engine needs to compute it (a Summit's dice): the play's marks are taken as written. */
  readonly asWritten?: true;
  /** What the line wrote for it. */
  readonly written?: EventInput;
}

/** A coup (6.3): die + operations + modifier - 2 x stability; positive succeeds. */
export interface CoupStep extends Spanning {
  readonly kind: 'coup';
  readonly side: Side;
  readonly country: string;
  readonly die: number;
  readonly ops: number;
  readonly modifier: number;
  readonly stability: number;
  readonly result: number;
  /** The written `+N`; undefined when written as failed. */
  readonly written?: number;
  /** A free coup from an event (no military operations, no DEFCON region limits). */
  readonly free: boolean;
  /** False: the rules forbid it (no opponent influence, DEFCON, an effect); the line's die was followed all the same. */
  readonly allowed: boolean;
}

/** A realignment roll (6.2): each side's die and modifiers; the higher removes the difference from the other. */
export interface RealignStep extends Spanning {
  readonly kind: 'realign';
  readonly side: Side;
  readonly country: string;
  readonly dice: Sides<number>;
  readonly modifiers: Sides<RealignModifiers>;
}

/** A space race attempt (6.4.2). */
export interface SpaceAttemptStep extends Spanning {
  readonly kind: 'spaceAttempt';
  readonly side: Side;
  readonly card: string;
  readonly die: number;
  /** The box tried for. */
  readonly box: number;
  /** The die range that succeeds. */
  readonly needs: readonly [number, number];
  readonly success: boolean;
  /** What the line wrote (`+` or not). */
  readonly written: boolean;
}

/** A war card's roll (7.6 and the cards): die + modifier, won from `winFrom`. */
export interface WarStep extends Spanning {
  readonly kind: 'war';
  readonly card: string;
  readonly country: string;
  readonly attacker: Side;
  readonly die: number;
  readonly modifier: number;
  readonly winFrom: number;
  readonly won: boolean;
  readonly written: boolean;
}

/** A roll to leave Quagmire or Bear Trap (1-4 leaves). */
export interface TrapStep extends Spanning {
  readonly kind: 'trap';
  readonly side: Side;
  readonly trap: string;
  readonly die: number;
  readonly success: boolean;
  readonly written: boolean;
}

/** A region scored by its scoring card (`card`), with its breakdown. */
export interface ScoringStep extends Spanning {
  readonly kind: 'scoring';
  readonly card: string;
  readonly score: RegionScore | SoutheastAsiaScore;
}

/** Final scoring (10.3.2): every region, then the China Card's holder's VP. */
export interface FinalScoringStep extends Spanning {
  readonly kind: 'finalScoring';
  readonly regions: readonly RegionScore[];
  readonly chinaHolder: Side;
  readonly chinaVp: number;
}

/** The end of a turn (phases E-H, and the next turn's DEFCON improvement), written or not. */
export interface TurnEndStep extends Spanning {
  readonly kind: 'turnEnd';
  readonly turn: number;
  /** The file wrote it (`T.E`); else it came with a later line. */
  readonly written: boolean;
  /** Military operations short of DEFCON, per side (8.2.1). */
  readonly shortfall: Sides<number>;
  /** The `=` written for each side, and the `D`. */
  readonly writtenVp?: Partial<Sides<number>>;
  readonly writtenDefcon?: number;
}

/** A turn began: the hands refilled (the deck reshuffled when short). */
export interface TurnStartStep extends Spanning {
  readonly kind: 'turnStart';
  readonly turn: number;
}

/** An effect in force acted (NORAD after a play, Yuri and Samantha after a coup, Flower Power after an event). */
export interface EffectActsStep extends Spanning {
  readonly kind: 'effectActs';
  readonly card: string;
  readonly side: Side;
}

/** A side's setup placements. */
export interface SetupStep extends Spanning {
  readonly kind: 'setup';
  readonly side: Side;
}

/** The deal line: the hands as dealt. */
export interface DealStep extends Spanning {
  readonly kind: 'deal';
  readonly turn: number;
}

export type GroupStep =
  | PlayStep | EventStep | CoupStep | RealignStep | SpaceAttemptStep | WarStep | TrapStep | ScoringStep | FinalScoringStep
  | TurnEndStep | TurnStartStep | EffectActsStep | SetupStep | DealStep;

export type Step = BoardStep | GroupStep;

/** A group step as a rule makes it: its span is counted when it is recorded. */
export type Unspanned<T> = T extends unknown ? Omit<T, 'span'> : never;

// ---- The log ---------------------------------------------------------------------------------

/** The steps that made a state, newest first; `length` counts the whole chain. */
export interface StepLog {
  readonly step: Step;
  readonly previous: StepLog | null;
  readonly length: number;
}

/** The log with `steps` appended, in order. */
export function appended(log: StepLog | null, steps: Step | readonly Step[]): StepLog | null {
  if (!Array.isArray(steps)) return { step: steps as Step, previous: log, length: (log?.length ?? 0) + 1 };
  let out = log;
  for (const step of steps as readonly Step[]) out = { step, previous: out, length: (out?.length ?? 0) + 1 };
  return out;
}

/** How many steps made the state: a group's start, for a rule that writes a draft in place (`grouped`). */
export function lengthOf(state: GameState): number {
  return state.log?.length ?? 0;
}

/** The state with a step appended (nothing else changed). */
export function withStep(state: GameState, step: Step): GameState {
  return writable(state, step);
}

/**
 * Records a group step: the steps recorded since `start` (a state the rule began from, or its
 * `lengthOf` taken before a draft was written in place) are its own. A group with no step of its
 * own and nothing worth saying (`onlyIfAny`) is left out. `step` is the caller's own new object:
 * its span is set on it (no copy, on every play's path); one made with `span: 0` has the field
 * written, not added (an added field allocates the object's property store).
 */
export function grouped(state: GameState, start: GameState | number, step: Unspanned<GroupStep> | GroupStep, onlyIfAny = false): GameState {
  const span = lengthOf(state) - (typeof start === 'number' ? start : lengthOf(start));
  if (onlyIfAny && span === 0) return state;
  (step as { span?: number }).span = span;
  return writable(state, step as GroupStep);
}

/**
 * Records that an effect in force acted (a hook's board `after`, whose log had `start` steps before
 * the hook), when it recorded anything.
 */
export function effectActed(after: GameState, start: number, effect: { readonly card: string; readonly side: Side }): GameState {
  return grouped(after, start, { kind: 'effectActs', card: effect.card, side: effect.side }, true);
}

/**
 * The steps that took `before` to `after`, oldest first: `after`'s log back to where `before`'s
 * ends (`before` is a state `after` was made from, as a line's board before and after it).
 */
export function stepsBetween(before: GameState, after: GameState): Step[] {
  let count = lengthOf(after) - lengthOf(before);
  const out: Step[] = new Array<Step>(Math.max(0, count));
  let node = after.log;
  while (count > 0 && node) {
    out[--count] = node.step;
    node = node.previous;
  }
  return out;
}

/**
 * The state with its record cut after its first `from` steps, the board the same: the steps a
 * reader may still ask for back to a state of `from` steps (stepsBetween), not the older ones. What
 * the analysis keeps of a line's board (analysis/replay.ts, issue 24: the record a kept board
 * held, every step back to the game's start, was most of what a play kept).
 */
export function recordFrom(state: GameState, from: number): GameState {
  const newest: StepLog[] = [];
  let node = state.log;
  while (node && node.length > from) {
    newest.push(node);
    node = node.previous;
  }
  if (!node?.previous) return state;
  // The step that made it `from` long too: it carries the count when no step is newer.
  newest.push(node);
  let log: StepLog | null = null;
  for (let k = newest.length - 1; k >= 0; k--) log = { step: newest[k]!.step, previous: log, length: newest[k]!.length };
  // Handed over as the rules hand over a state (settled: frozen while a test checks that kept states are never written).
  return settled(update(state, { log }));
}

/** True for the steps that group others. */
export function isGroupStep(step: Step): step is GroupStep {
  return 'span' in step;
}
