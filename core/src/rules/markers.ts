// The markers on the tracks: VP (rules 10.1-10.3), DEFCON (8.1), military operations (8.2),
// and the end of the game they can cause.
import { cardByCode } from '../data/cards';
import { DEFCON_MAX, MILITARY_OPS_MAX, VP_AUTOMATIC_VICTORY } from '../data/tracks';
import { problem, type RuleProblem } from './problems';
import { opponent, update, withSide, type GameState, type ResultReason, type Side } from './state';

/** VP as on the track: a gain for the US is +, for the USSR -. */
export function signedVp(side: Side, amount: number): number {
  return side === 'US' ? amount : -amount;
}

/** `+2` / `-4` / `0`, as TSN writes a VP figure. */
export function formatVp(vp: number): string {
  return vp > 0 ? `+${vp}` : `${vp}`;
}

export function addVp(state: GameState, delta: number): GameState {
  return delta === 0 ? state : update(state, { vp: state.vp + delta });
}

/** Ends the game; `card` names the card whose event ended it, when one did (Wargames). */
export function endGame(state: GameState, winner: Side | null, reason: ResultReason, card?: string): GameState {
  if (state.result) return state;
  return update(state, { result: card === undefined ? { winner, reason, turn: state.turn } : { winner, reason, turn: state.turn, card } });
}

/** Rule 10.3.1: reaching 20 VP wins, checked once an event's or a scoring card's VP are all in. */
export function checkVpVictory(state: GameState): GameState {
  if (state.result) return state;
  if (state.vp >= VP_AUTOMATIC_VICTORY) return endGame(state, 'US', 'vp');
  if (state.vp <= -VP_AUTOMATIC_VICTORY) return endGame(state, 'USSR', 'vp');
  return state;
}

/**
 * Moves DEFCON to a level, never above 5 (8.1.2). DEFCON 1 is nuclear war: the side responsible
 * (the phasing player, or the headline's player) loses at once (8.1.3). A move to 2 is remembered
 * for the rest of the action round (NORAD).
 */
export function setDefcon(state: GameState, level: number, responsible: Side): GameState {
  const clamped = Math.max(1, Math.min(DEFCON_MAX, level));
  let next = clamped === state.defcon ? state
    : clamped === 2 && state.defcon > 2 ? update(state, { defcon: clamped, defconMovedTo2: true })
      : update(state, { defcon: clamped });
  if (clamped <= 1) next = endGame(next, opponent(responsible), 'defcon');
  return next;
}

export function degradeDefcon(state: GameState, by: number, responsible: Side): GameState {
  return setDefcon(state, state.defcon - by, responsible);
}

export function improveDefcon(state: GameState, by: number, responsible: Side): GameState {
  return setDefcon(state, state.defcon + by, responsible);
}

/** Military operations: the track stops at 5 (reference rulings). */
export function addMilops(state: GameState, side: Side, amount: number): GameState {
  if (amount === 0) return state;
  const value = Math.max(0, Math.min(MILITARY_OPS_MAX, state.milops[side] + amount));
  return update(state, { milops: withSide(state.milops, side, value) });
}

const REASONS: Record<ResultReason, string> = {
  vp: 'reached 20 VP',
  defcon: 'DEFCON reached 1: nuclear war, the side responsible loses',
  europe: 'Europe was scored under its control',
  'final-scoring': 'final scoring',
  'scoring-card-held': 'a scoring card was held at the end of the turn',
};

/** Who won and why, in one sentence: `The US wins on turn 10: final scoring (VP +3, DEFCON 4)`; null while the game goes on. */
export function describeResult(state: GameState): string | null {
  if (!state.result) return null;
  const { winner, reason, turn } = state.result;
  const who = winner === null ? 'The game is a draw' : `The ${winner} wins`;
  const why = state.result.card !== undefined ? `${cardByCode(state.result.card)?.name ?? state.result.card} ended the game, the side ahead on VP winning`
    // Nuclear war without DEFCON 1: a coup an effect in force made fatal (Cuban Missile Crisis).
    : reason === 'defcon' && state.defcon > 1 ? 'nuclear war: a coup the effect in force made fatal, the couping side loses'
      : REASONS[reason];
  return `${who} on turn ${turn}: ${why} (VP ${formatVp(state.vp)}, DEFCON ${state.defcon})`;
}

/** An information problem when the state's game ended between `before` and `after`. */
export function gameOverProblems(before: GameState, after: GameState, side?: Side): RuleProblem[] {
  const result = before.result ? null : describeResult(after);
  return result === null ? [] : [problem('TSN162', result, { kind: 'play' }, side)];
}
