// Problems the rules engine reports. Functions return them; they never throw on bad input.
import { RULE_CODES, type RuleCode, type RuleSeverity } from './codes';
import { settleDraft, type Side } from './state';

/**
 * Which written item a problem is about, so the analysis layer can find its text range.
 * `section` tells the operations part of a play (`&IT2`, `#IR6+3`, `/IT4:3`, `*1+`, `~3+`) from
 * its event part (`@…`); `index` counts items of that kind within the section, from 0, in the
 * order the command lists them.
 */
export type ProblemTarget =
  | { readonly kind: 'play' }
  | { readonly kind: 'card' }
  | { readonly kind: 'event' }
  | { readonly kind: 'country'; readonly country: string; readonly index?: number; readonly section?: Section }
  | { readonly kind: 'roll'; readonly index: number; readonly section?: Section }
  | { readonly kind: 'cardMove'; readonly card: string; readonly index: number }
  | { readonly kind: 'vp' }
  | { readonly kind: 'defcon' }
  | { readonly kind: 'hand' }
  | { readonly kind: 'discard'; readonly card: string; readonly index: number };

export type Section = 'ops' | 'event';

/**
 * What the line should write for a problem's target, when the engine knows it exactly: data, not
 * text (the engine knows no notation); the analysis layer has the notation printer write it, for
 * quick fixes.
 */
export type ExpectedValue =
  /** A coup roll's result: `result` null when the coup fails (no `+` is written). */
  | { readonly kind: 'coupResult'; readonly country: string; readonly die: number; readonly result: number | null }
  /** A trap roll: whether the die gets the side out. */
  | { readonly kind: 'trapRoll'; readonly die: number; readonly success: boolean }
  /** The net VP the play caused, as its mark writes it (+ for the US). */
  | { readonly kind: 'vp'; readonly value: number }
  /** The DEFCON level after the play. */
  | { readonly kind: 'defcon'; readonly level: number }
  /** The operations' influence placements that cost exactly the card's operations. */
  | { readonly kind: 'placements'; readonly placements: readonly { readonly country: string; readonly amount: number }[] }
  /** Countries that would be legal in place of the one written (the reachable ones, nearest first). */
  | { readonly kind: 'countries'; readonly countries: readonly string[] }
  /**
   * Another card: the play's card cannot be played at this point. Which cards can is the legal
   * choices' answer (rules/choices.ts), asked only when a quick fix is.
   */
  | { readonly kind: 'playableCard' };

/**
 * An earlier event of the game a problem follows from, for the editor to point at: where a card
 * last moved (to the discard pile, out of the game, to the other side), or where an effect came
 * into force. The analysis layer finds the line.
 */
export type RelatedEvent =
  | { readonly kind: 'cardMoved'; readonly card: string }
  | { readonly kind: 'effect'; readonly card: string };

/** What a problem may carry besides its message. */
export interface ProblemDetails {
  readonly expected?: ExpectedValue;
  readonly related?: readonly RelatedEvent[];
}

export interface RuleProblem {
  /** `TSN1xx`, from RULE_CODES. */
  readonly code: string;
  readonly severity: RuleSeverity;
  /** What is wrong and what would be right, with the numbers. */
  readonly message: string;
  readonly target: ProblemTarget;
  /** The part of the line (the USSR's or the US's) the problem is about, when known. */
  readonly side?: Side;
  /** What the line should write for the target, when the engine knows it exactly. Quick fixes use it. */
  readonly expected?: ExpectedValue;
  /** Earlier events the problem follows from (where the card was discarded, the effect came into force). */
  readonly related?: readonly RelatedEvent[];
}

/** A problem of the code's severity; `details` adds what the line should write and what it follows from. */
/** The problem with another card expected in the play's place (the card cannot be played here). */
export function anotherCard(p: RuleProblem): RuleProblem {
  return { ...p, expected: ANOTHER_CARD };
}

const ANOTHER_CARD: ExpectedValue = { kind: 'playableCard' };

export function problem(code: RuleCode, message: string, target: ProblemTarget, side?: Side, details?: ProblemDetails): RuleProblem {
  const info = RULE_CODES[code];
  const base: RuleProblem = side === undefined
    ? { code, severity: info.severity, message, target }
    : { code, severity: info.severity, message, target, side };
  if (!details) return base;
  return {
    ...base,
    ...(details.expected ? { expected: details.expected } : {}),
    ...(details.related?.length ? { related: details.related } : {}),
  };
}

/** No problem: shared by the outcomes that have none (most of a replay's), never written. */
export const NO_PROBLEMS: readonly RuleProblem[] = Object.freeze([]) as readonly RuleProblem[];

/**
 * A list of one's own to push on, starting with `problems`. Not `slice()` or a spread of them as
 * they come: V8 copies a frozen array (`NO_PROBLEMS`, most outcomes') by its slow generic path,
 * ~15 times the cost of a new empty list, once per play.
 */
export function problemsFrom(problems: readonly RuleProblem[]): RuleProblem[] {
  return problems.length === 0 ? [] : problems.slice();
}

/**
 * Appends `more` to `problems` one by one: most lists are empty, a spread of one still costs a call,
 * and a spread or for…of walks a frozen list (`NO_PROBLEMS`) with an iterator object.
 */
export function pushAll(problems: RuleProblem[], more: readonly RuleProblem[]): void {
  for (let i = 0; i < more.length; i++) problems.push(more[i]!);
}

/** The result of every command and rule function: the new state and what was wrong. */
export interface Outcome<S> {
  readonly state: S;
  readonly problems: readonly RuleProblem[];
}

/**
 * Runs a command; an unexpected exception (a bug, or input no type allows) becomes a TSN199
 * problem and the state is left as it was, so the replay goes on.
 */
export function safely<S>(state: S, run: () => Outcome<S>, side?: Side): Outcome<S> {
  try {
    return run();
  } catch (error) {
    return failed(state, error, side);
  }
}

/** `safely`'s outcome for an exception: for a caller that catches it itself (a play, run once per line, makes no closure). */
export function failed<S>(state: S, error: unknown, side?: Side): Outcome<S> {
  settleDraft(); // a board the failed command was writing in place is left to the collector
  const detail = error instanceof Error ? error.message : String(error);
  return { state, problems: [problem('TSN199', `The rules engine failed on this line and skipped it: ${detail}`, { kind: 'play' }, side)] };
}
