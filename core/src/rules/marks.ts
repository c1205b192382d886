// Written results: the VP and DEFCON marks of a play compared with what the play did.
import { checkVpVictory, setDefcon, setVpAsWritten } from './markers';
import { signed } from '../common/text';
import { problem, type RuleProblem } from './problems';
import type { GameState, Side } from './state';

/** What a play's marks are checked against: the board before it (a state, or these fields of it read before a draft is written). */
export type MarksBase = Pick<GameState, 'vp' | 'defcon' | 'result'>;

export interface WrittenMarks {
  readonly vp?: number;
  readonly defcon?: number;
}

/**
 * Checks the marks: a written mark that contradicts the play is an error naming the right value
 * (TSN154/155); a change the line left out is a warning (TSN156/157). When the play holds an event
 * the engine cannot compute (`trusted`), the marks are taken as written instead. The problems are
 * appended to `problems`; the board is returned (a play that writes its marks right makes nothing).
 */
export function checkMarks(before: MarksBase, after: GameState, written: WrittenMarks, side: Side | undefined, trusted: boolean, responsible: Side, problems: RuleProblem[]): GameState {
  let state = after;
  if (trusted) {
    // Read before the marks move: `after` may be a play's draft, written in place.
    if (after.result) return state;
    // As in a play the engine computes: DEFCON moves during the play, 20 VP is checked once the
    // play's net VP are in (10.3.1), so a DEFCON 1 written with a 20th VP ends the game by DEFCON.
    if (written.vp !== undefined) state = setVpAsWritten(state, before.vp + written.vp);
    if (written.defcon !== undefined) state = setDefcon(state, written.defcon, responsible, true);
    return checkVpVictory(state);
  }
  const vpChange = after.vp - before.vp;
  if (written.vp !== undefined && written.vp !== vpChange) {
    problems.push(problem('TSN154', `The play moves VP by ${signed(vpChange)} (VP ${signed(before.vp)} to ${signed(after.vp)}), not ${signed(written.vp)}: write =${signed(vpChange)}`, { kind: 'vp' }, side, { expected: { kind: 'vp', value: vpChange } }));
  } else if (written.vp === undefined && vpChange !== 0) {
    problems.push(problem('TSN156', `The play moves VP by ${signed(vpChange)} (to ${signed(after.vp)}) but writes no VP: add =${signed(vpChange)}`, { kind: 'vp' }, side, { expected: { kind: 'vp', value: vpChange } }));
  }
  if (written.defcon !== undefined && written.defcon !== after.defcon) {
    problems.push(problem('TSN155', `DEFCON is ${after.defcon} after the play, not ${written.defcon}: write D${after.defcon}`, { kind: 'defcon' }, side, { expected: { kind: 'defcon', level: after.defcon } }));
  } else if (written.defcon === undefined && after.defcon !== before.defcon) {
    problems.push(problem('TSN157', `The play moves DEFCON from ${before.defcon} to ${after.defcon} but does not write it: add D${after.defcon}`, { kind: 'defcon' }, side, { expected: { kind: 'defcon', level: after.defcon } }));
  }
  return state;
}
