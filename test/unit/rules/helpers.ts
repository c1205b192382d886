import { countryIndex, draftInfluence, setInfluenceAt } from '../../../core/src/rules/map';
import { initialState, update, type EffectDuration, type GameState, type Side } from '../../../core/src/rules/state';
import type { RuleProblem } from '../../../core/src/rules/problems';
import { EVENTS } from '../../../core/src/rules/events';

/** The state with influence set: `{ IT: [us, ussr] }`. */
export function withInfluence(state: GameState, board: Record<string, readonly [number, number]>): GameState {
  const draft = draftInfluence(state);
  for (const [code, [us, ussr]] of Object.entries(board)) {
    const i = countryIndex(code);
    if (i < 0) throw new Error(`unknown country ${code}`);
    setInfluenceAt(draft, i, 'US', us);
    setInfluenceAt(draft, i, 'USSR', ussr);
  }
  return update(state, { influence: draft.values });
}

/** A state in turn `turn`, action round play ready, with the given fields. */
export function inTurn(turn: number, changes: Partial<GameState> = {}): GameState {
  return update(initialState(EVENTS), { turn, round: 1, ...changes });
}

export function withEffect(state: GameState, card: string, side: Side, duration: EffectDuration = 'turn'): GameState {
  return update(state, { effects: [...state.effects, { card, side, duration, turn: state.turn }] });
}

export function codes(problems: readonly RuleProblem[]): string[] {
  return problems.map((p) => p.code);
}

/** Problems other than information. */
export function faults(problems: readonly RuleProblem[]): RuleProblem[] {
  return problems.filter((p) => p.severity !== 'information');
}

export function find(problems: readonly RuleProblem[], code: string): RuleProblem | undefined {
  return problems.find((p) => p.code === code);
}
