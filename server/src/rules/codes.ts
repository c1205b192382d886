// Rule problem codes of the engine. Stable: a code is never reused for another meaning.
// Groups: 10x cards, 11x influence, 12x coups, 13x realignment, 14x space race,
// 15x written results and marks, 16x scoring and the end of the game, 17x turn structure,
// 19x features the engine does not check yet.

export type RuleSeverity = 'error' | 'warning' | 'information';

export interface RuleCodeInfo {
  readonly severity: RuleSeverity;
  readonly title: string;
}

export const RULE_CODES = {
  // 10x cards
  TSN101: { severity: 'error', title: 'Unknown card' },
  TSN102: { severity: 'error', title: 'Card not available to the player' },
  // TSN103 is the out-of-reach error of the CLI contract's example (shared/spec/cli.md).
  TSN103: { severity: 'error', title: 'Country out of reach' },
  TSN104: { severity: 'error', title: 'Card cannot be headlined' },
  TSN105: { severity: 'error', title: 'Event cannot happen (prerequisite unmet or prohibited)' },
  TSN106: { severity: 'error', title: 'Card has no operations to spend' },
  TSN107: { severity: 'error', title: 'Event written for a card whose event does not happen' },
  TSN108: { severity: 'warning', title: 'Opponent\'s event left out' },
  TSN109: { severity: 'error', title: 'Opponent\'s card played for its event without operations' },
  TSN110: { severity: 'error', title: 'The China Card cannot be played now' },
  // 11x influence (TSN111 is not used)
  TSN112: { severity: 'error', title: 'Operations spent do not match the card\'s operations' },
  TSN113: { severity: 'error', title: 'Operations cannot remove influence' },
  TSN114: { severity: 'error', title: 'Not enough influence to remove' },
  TSN115: { severity: 'information', title: 'Extra setup influence (bid or handicap)' },
  TSN116: { severity: 'error', title: 'Setup placement not allowed' },
  TSN117: { severity: 'warning', title: 'Setup placements do not add up' },
  TSN118: { severity: 'error', title: 'Unknown country' },
  TSN119: { severity: 'error', title: 'Influence placement forbidden by an effect in force' },
  // 12x coups
  TSN121: { severity: 'error', title: 'Coup target holds no opponent influence' },
  TSN122: { severity: 'error', title: 'Coup forbidden by DEFCON' },
  TSN123: { severity: 'error', title: 'Coup forbidden by an effect in force' },
  // 13x realignment
  TSN131: { severity: 'error', title: 'Realignment target holds no opponent influence' },
  TSN132: { severity: 'error', title: 'Realignment forbidden by DEFCON' },
  TSN133: { severity: 'error', title: 'More realignment rolls than operations' },
  TSN134: { severity: 'warning', title: 'Fewer realignment rolls than operations' },
  TSN135: { severity: 'error', title: 'Realignment forbidden by an effect in force' },
  // 14x space race
  TSN141: { severity: 'error', title: 'Operations too low for the next space box' },
  TSN142: { severity: 'error', title: 'No space race attempt left this turn' },
  TSN143: { severity: 'error', title: 'Space race already finished' },
  // 15x written results and marks
  TSN151: { severity: 'error', title: 'Coup result does not match the die' },
  TSN152: { severity: 'error', title: 'Space race result does not match the die' },
  TSN153: { severity: 'error', title: 'Trap roll result does not match the die' },
  TSN154: { severity: 'error', title: 'VP mark does not match the play' },
  TSN155: { severity: 'error', title: 'DEFCON mark does not match the play' },
  TSN156: { severity: 'warning', title: 'VP change not written' },
  TSN157: { severity: 'warning', title: 'DEFCON change not written' },
  TSN158: { severity: 'error', title: 'Die out of range' },
  // 16x scoring and the end of the game
  TSN161: { severity: 'error', title: 'Scoring card held at the end of the turn' },
  TSN162: { severity: 'information', title: 'Game over' },
  TSN163: { severity: 'error', title: 'Final scoring before the end of turn 10' },
  TSN164: { severity: 'error', title: 'Held card discarded without the space race ability' },
  TSN165: { severity: 'error', title: 'Result tag contradicts the game\'s result' },
  // 17x turn structure
  TSN170: { severity: 'error', title: 'Action round skipped' },
  TSN171: { severity: 'error', title: 'Play after the end of the game' },
  TSN172: { severity: 'error', title: 'Action round beyond the turn\'s rounds' },
  TSN173: { severity: 'error', title: 'Turn out of order' },
  TSN174: { severity: 'warning', title: 'Hand size does not match the deal' },
  TSN175: { severity: 'warning', title: 'Card held at the end of the turn missing from the deal' },
  TSN176: { severity: 'error', title: 'Setup outside the setup' },
  TSN177: { severity: 'error', title: 'Play not allowed while trapped' },
  TSN178: { severity: 'error', title: 'Trap roll without a trap' },
  TSN179: { severity: 'error', title: 'Card discarded for a trap roll has too few operations' },
  TSN180: { severity: 'warning', title: 'Turn ends before its action rounds are all written' },
  // 18x card events (in general; an event may also report the codes above)
  TSN181: { severity: 'error', title: 'Event effect the card does not allow' },
  TSN182: { severity: 'error', title: 'Event effect required by the card left out' },
  TSN183: { severity: 'error', title: 'Event roll result does not match the die' },
  TSN184: { severity: 'error', title: 'Play not allowed by an effect in force' },
  // 19x not implemented
  TSN191: { severity: 'information', title: 'Event not implemented: applied as written, not checked' },
  TSN199: { severity: 'error', title: 'Internal error in the rules engine' },
} as const satisfies Record<string, RuleCodeInfo>;

export type RuleCode = keyof typeof RULE_CODES;
