// The text-free commands the analysis layer drives the engine with: one per kind of TSN line.
// Every `applyX(state, command)` returns `{ state, problems }` and never throws.
import type { CoupInput } from './coup';
import type { Placement } from './influence';
import type { RealignInput } from './realign';
import type { EventInput } from './eventDefinition';
import type { SpaceInput } from './space';
import type { Side, Sides } from './state';

export type { FinalScoringCommand } from './scoring';

/** `1.S`: the influence one side placed at setup. */
export interface SetupCommand {
  readonly side: Side;
  readonly placements: readonly Placement[];
}

/** `T.D`: the hands as dealt (kept cards included, the China Card never); null: not written. */
export interface DealCommand {
  readonly turn?: number;
  readonly hands: Partial<Sides<readonly string[] | null>>;
}

/** One side's headline and the marks written after it. */
export interface HeadlineEntry {
  readonly card: string;
  readonly event?: EventInput;
  /** The written `=N` (net VP the event caused, + for the US). */
  readonly vp?: number;
  /** The written `D`N (DEFCON after the event). */
  readonly defcon?: number;
}

/** `T.H`: both headlines; a side with no headline is left out or null. */
export interface HeadlineCommand {
  readonly turn?: number;
  readonly USSR?: HeadlineEntry | null;
  readonly US?: HeadlineEntry | null;
}

/** `~3+`: a roll to leave Quagmire or Bear Trap. */
export interface TrapInput {
  readonly die: number;
  readonly success: boolean;
}

/**
 * How the card was played: `@` its event (a scoring card is played for its event), `&` influence,
 * `#` a coup, `/` realignment rolls, `*` the space race, `~` a roll to leave a trap.
 */
export type PlayKind = 'event' | 'influence' | 'coup' | 'realign' | 'space' | 'trap';

/** `T.R`: one side's action round play. */
export interface PlayCommand {
  readonly turn?: number;
  /** The action round, 1-8. */
  readonly round: number;
  readonly side: Side;
  readonly card: string;
  readonly kind: PlayKind;
  readonly influence?: readonly Placement[];
  readonly coup?: CoupInput;
  readonly realign?: readonly RealignInput[];
  readonly space?: SpaceInput;
  readonly trap?: TrapInput;
  /** What the line wrote for the event (`@…`); undefined when it wrote none. */
  readonly event?: EventInput;
  /** For an opponent's card played for operations: the event came before the operations (`@…&`). */
  readonly eventFirst?: boolean;
  /** The written `=N`: net VP of the whole play, + for the US. */
  readonly vp?: number;
  /** The written `D`N: DEFCON after the play. */
  readonly defcon?: number;
}

/** One side's part of `T.E`. */
export interface EndPartInput {
  /** `=N`: the VP this side's military operations shortfall gave the opponent, as on the track. */
  readonly vp?: number;
  /** `D`N: DEFCON after the next turn's improvement (written once, in either part). */
  readonly defcon?: number;
  /** `>XXX`: held cards discarded with the space race's box 6. */
  readonly discards?: readonly string[];
}

/** `T.E`; both parts undefined: the end of the turn was not written (implicit). */
export interface EndOfTurnCommand {
  readonly turn?: number;
  readonly USSR?: EndPartInput | null;
  readonly US?: EndPartInput | null;
}
