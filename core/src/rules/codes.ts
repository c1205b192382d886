// The rules engine's problem codes (TSN1xx) live in the one table of every diagnostic code,
// common/codes.ts (severity, title, note, example); this module gives the engine its part of it.
// Groups: 10x cards, 11x influence, 12x coups, 13x realignment, 14x space race, 15x written
// results and marks, 16x scoring and the end of the game, 17x turn structure, 18x card events,
// 19x features the engine does not check yet.
import { ALL_CODES, CODES, type CodeInfo, type RuleCode } from '../common/codes';

export type { RuleCode };

export type RuleSeverity = 'error' | 'warning' | 'information';

export interface RuleCodeInfo extends CodeInfo {
  readonly severity: RuleSeverity;
}

/** The rules' codes with their entries, in table order. */
export const RULE_CODES: { readonly [K in RuleCode]: (typeof CODES)[K] } = Object.fromEntries(
  ALL_CODES.filter((code) => code.startsWith('TSN1')).map((code) => [code, CODES[code]]),
) as { readonly [K in RuleCode]: (typeof CODES)[K] };
