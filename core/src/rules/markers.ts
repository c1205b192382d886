// The markers on the tracks: VP (rules 10.1-10.3), DEFCON (8.1), military operations (8.2),
// and the end of the game they can cause.
import { resultSentence } from '../common/text';
import { DEFCON_MAX, MILITARY_OPS_MAX, VP_AUTOMATIC_VICTORY } from '../data/tracks';
import { problem, type RuleProblem } from './problems';
import { opponent, sideValue, update, withSide, writable, type GameState, type ResultReason, type Side } from './state';

/** VP as on the track: a gain for the US is +, for the USSR -. */
export function signedVp(side: Side, amount: number): number {
  return side === 'US' ? amount : -amount;
}

export function addVp(state: GameState, delta: number): GameState {
  if (delta === 0) return state;
  const vp = state.vp + delta;
  const next = writable(state, { kind: 'vp', from: state.vp, to: vp });
  next.vp = vp;
  return next;
}

/** The VP marker moved to what the line's `=` writes: the engine could not compute the play. */
export function setVpAsWritten(state: GameState, vp: number): GameState {
  return vp === state.vp ? state : update(state, { vp }, { kind: 'vp', from: state.vp, to: vp, asWritten: true });
}

/** Ends the game; `card` names the card whose event ended it, when one did (Wargames). */
export function endGame(state: GameState, winner: Side | null, reason: ResultReason, card?: string): GameState {
  if (state.result) return state;
  const result = card === undefined ? { winner, reason, turn: state.turn } : { winner, reason, turn: state.turn, card };
  return update(state, { result }, { kind: 'result', result });
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
 * for the rest of the action round (NORAD). `asWritten`: the level the line's `D` writes, the
 * engine not computing the play.
 */
export function setDefcon(state: GameState, level: number, responsible: Side, asWritten = false): GameState {
  const clamped = Math.max(1, Math.min(DEFCON_MAX, level));
  let next = clamped === state.defcon ? state
    : update(state, clamped === 2 && state.defcon > 2 ? { defcon: clamped, defconMovedTo2: true } : { defcon: clamped },
      asWritten ? { kind: 'defcon', from: state.defcon, to: clamped, asWritten } : { kind: 'defcon', from: state.defcon, to: clamped });
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
  const from = sideValue(state.milops, side); // read by name, not by the side as a key (megamorphic in V8)
  const value = Math.max(0, Math.min(MILITARY_OPS_MAX, from + amount));
  if (value === from) return state;
  const milops = withSide(state.milops, side, value);
  const next = writable(state, { kind: 'milops', side, from, to: value });
  next.milops = milops;
  return next;
}

/** Who won and why, in one sentence (common/text.ts resultSentence); null while the game goes on. */
export function describeResult(state: GameState): string | null {
  return state.result ? resultSentence(state.result, state.vp, state.defcon) : null;
}

/** An information problem when the state's game ended between `before` and `after`. */
export function gameOverProblems(before: Pick<GameState, 'result'>, after: GameState, side?: Side): RuleProblem[] {
  const result = before.result ? null : describeResult(after);
  return result === null ? [] : [problem('TSN162', result, { kind: 'play' }, side)];
}
