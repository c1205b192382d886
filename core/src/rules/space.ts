// The space race (rule 6.4): boxes from data/tracks, one attempt a turn (two with Animal in Space),
// none after the last box; the card is discarded, its event never happens.
import { ANIMAL_IN_SPACE_BOX, SPACE_RACE_ATTEMPTS_PER_TURN, SPACE_RACE_ATTEMPTS_WITH_ANIMAL_IN_SPACE, SPACE_RACE_FINAL_BOX, spaceRaceBox, type SpaceRaceBox } from '../data/tracks';
import { cardTitle } from '../data/cards';
import { checkDie } from './coup';
import { addVp, signedVp } from './markers';
import { describeOps, opsBreakdown } from './ops';
import { problem, pushAll, type RuleProblem } from './problems';
import { grouped, lengthOf } from './record';
import { opponent, sideValue, withSide, writable, type GameState, type Side } from './state';

/** `*1+`: die 1, the marker moved up; `*5`: failed. */
export interface SpaceInput {
  readonly die: number;
  readonly success: boolean;
}

/** The box the side would enter next, or undefined after the last box. */
export function nextSpaceBox(state: GameState, side: Side): SpaceRaceBox | undefined {
  const box = sideValue(state.space, side);
  return box >= SPACE_RACE_FINAL_BOX ? undefined : spaceRaceBox(box + 1);
}

/** Rule 6.4.4: the first side to a box has its ability until the other side reaches the box too. */
export function hasSpaceAbility(state: GameState, side: Side, box: number): boolean {
  // The box's first side read as a string or none: `null === side` at one site with strings is
  // V8's generic strict equality, a builtin call on every play's count of action rounds (issue 24).
  const first = state.spaceFirst[box];
  return first !== null && first === side && sideValue(state.space, opponent(side)) < box;
}

export function spaceAttemptsAllowed(state: GameState, side: Side): number {
  return hasSpaceAbility(state, side, ANIMAL_IN_SPACE_BOX) ? SPACE_RACE_ATTEMPTS_WITH_ANIMAL_IN_SPACE : SPACE_RACE_ATTEMPTS_PER_TURN;
}

/**
 * Moves the side's marker up one box and awards the box's VP: the first to enter gets the first
 * figure, the second the second (6.4.3). Events use it too (not an attempt).
 */
export function advanceSpace(state: GameState, side: Side): GameState {
  const at = sideValue(state.space, side);
  const box = spaceRaceBox(at + 1);
  if (!box) return state;
  const first = sideValue(state.space, opponent(side)) < box.box;
  const spaceFirst = first && state.spaceFirst[box.box] === null
    ? state.spaceFirst.map((who, i) => (i === box.box ? side : who))
    : state.spaceFirst;
  const space = withSide(state.space, side, box.box);
  const next = writable(state, { kind: 'space', side, from: at, to: box.box, first });
  next.space = space;
  next.spaceFirst = spaceFirst;
  return addVp(next, signedVp(side, first ? box.vpFirst : box.vpSecond));
}

/**
 * A space race attempt with a card (6.4.2): the card's modified operations must reach the box's
 * minimum, the die must fall in its range, and the attempts of the turn must not be used up.
 * The caller discards the card; its event does not happen (6.4.5).
 */
/**
 * Why the side may not attempt the space race with the card now: the last box reached (TSN143, and
 * nothing else is checked), the turn's attempts used up (TSN142), too few operations (TSN141).
 * The one judgement behind the check of a written attempt and the list of legal plays.
 */
export function spaceAttemptProblems(state: GameState, side: Side, card: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const box = nextSpaceBox(state, side);
  if (!box || box.minOps === null || box.successRolls === null) {
    problems.push(problem('TSN143', `The ${side} has reached the last space box: no further space race attempts`, { kind: 'play' }, side));
    return problems;
  }
  const allowed = spaceAttemptsAllowed(state, side);
  if (sideValue(state.spaceAttempts, side) >= allowed) {
    problems.push(problem('TSN142', `The ${side} has made ${state.spaceAttempts[side]} space race attempt${state.spaceAttempts[side] === 1 ? '' : 's'} this turn: ${allowed} allowed${allowed === 1 ? ' (2 only for the first side in Animal in Space)' : ''}`, { kind: 'play' }, side));
  }
  const ops = opsBreakdown(state, side, card);
  if (ops.value < box.minOps) {
    problems.push(problem('TSN141', `${box.name} (box ${box.box}) needs a card of ${box.minOps} ops or more: ${cardTitle(card)} gives the ${side} ${describeOps(ops)}`, { kind: 'card' }, side));
  }
  return problems;
}

/** Whether a die moves the side's marker into the box (6.4.2: the box's range of success). */
export function spaceRollSucceeds(box: SpaceRaceBox, die: number): boolean {
  return box.successRolls !== null && die >= box.successRolls[0] && die <= box.successRolls[1];
}

export function resolveSpaceAttempt(state: GameState, side: Side, card: string, input: SpaceInput): { state: GameState; problems: RuleProblem[] } {
  const problems: RuleProblem[] = [];
  const target = { kind: 'roll', index: 0, section: 'ops' } as const;
  const box = nextSpaceBox(state, side);
  const bars = spaceAttemptProblems(state, side, card);
  if (!box || box.minOps === null || box.successRolls === null) return { state, problems: bars };
  const dieProblem = checkDie(input.die, target, side);
  if (dieProblem) problems.push(dieProblem);
  pushAll(problems, bars);
  // Read by index: the box's table is frozen, and a destructuring walks a frozen list with an
  // iterator object (issue 24).
  const low = box.successRolls[0], high = box.successRolls[1];
  const success = spaceRollSucceeds(box, input.die);
  if (success !== input.success) {
    problems.push(problem('TSN152', success
      ? `A die of ${input.die} succeeds for ${box.name} (${low}-${high}): write *${input.die}+`
      : `A die of ${input.die} fails for ${box.name} (it needs ${low}-${high}): write *${input.die} without +`, target, side));
  }
  const start = lengthOf(state); // `state` may be a play's draft, written in place
  const attempted = writable(state);
  attempted.spaceAttempts = withSide(state.spaceAttempts, side, sideValue(state.spaceAttempts, side) + 1);
  let next: GameState = attempted;
  if (success) next = advanceSpace(next, side);
  next = grouped(next, start, { kind: 'spaceAttempt', side, card, die: input.die, box: box.box, needs: [low, high], success, written: input.success });
  return { state: next, problems };
}
