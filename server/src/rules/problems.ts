// Problems the rules engine reports. Functions return them; they never throw on bad input.
import { RULE_CODES, type RuleCode, type RuleSeverity } from './codes';
import type { Side } from './state';

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

export interface RuleProblem {
  /** `TSN1xx`, from RULE_CODES. */
  readonly code: string;
  readonly severity: RuleSeverity;
  /** What is wrong and what would be right, with the numbers. */
  readonly message: string;
  readonly target: ProblemTarget;
  /** The part of the line (the USSR's or the US's) the problem is about, when known. */
  readonly side?: Side;
  /**
   * What the line should write for the target, when the engine knows it exactly (`IR4+3`, `D4`,
   * `=-4`): the text of a written item to replace, or of a missing mark to add. Quick fixes use it.
   */
  readonly expected?: string;
}

export function problem(code: RuleCode, message: string, target: ProblemTarget, side?: Side, expected?: string): RuleProblem {
  const info = RULE_CODES[code];
  const base: RuleProblem = side === undefined
    ? { code, severity: info.severity, message, target }
    : { code, severity: info.severity, message, target, side };
  return expected === undefined ? base : { ...base, expected };
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
    const detail = error instanceof Error ? error.message : String(error);
    return { state, problems: [problem('TSN199', `The rules engine failed on this line and skipped it: ${detail}`, { kind: 'play' }, side)] };
  }
}
