// The two sides and the words every layer uses for them: a side, a value per side, the other
// side, a round of a turn. Defined here once; the rules, the notation, the analysis and the view
// use these.

/** A player. The USSR's superpower space has the TSN code `SU`, the player is `USSR`. */
export type Side = 'US' | 'USSR';

/** The sides in the order a line writes them: the USSR's part first. */
export const SIDES: readonly Side[] = ['USSR', 'US'];

export function opponent(side: Side): Side {
  return side === 'US' ? 'USSR' : 'US';
}

/** One value for each side. */
export interface Sides<T> {
  readonly US: T;
  readonly USSR: T;
}

export function sides<T>(us: T, ussr: T): Sides<T> {
  return { US: us, USSR: ussr };
}

/**
 * A side's value, read by name: `values[side]` is a keyed load that sees both names at one site,
 * slower in V8 than either named load (what the engine reads on every play uses this).
 */
export function sideValue<T>(values: Sides<T>, side: Side): T {
  return side === 'US' ? values.US : values.USSR;
}

export function withSide<T>(values: Sides<T>, side: Side, value: T): Sides<T> {
  return side === 'US' ? { US: value, USSR: values.USSR } : { US: values.US, USSR: value };
}

/** A round of a turn: setup, deal, headline, end of turn, or an action round 1-8. */
export type Round = 'S' | 'D' | 'H' | 'E' | number;

/** How a game ends (rules 10.3, 8.1.3, 10.1.2, 10.3.3): the reasons `tsn state` writes. */
export type ResultReason = 'vp' | 'defcon' | 'europe' | 'final-scoring' | 'scoring-card-held';
