// Arms Race (39, neutral, 3 ops, Mid War): the event's player compares military operations: with
// more than its opponent it gains 1 VP, or 3 VP when it has also met its required military
// operations (at least the DEFCON level). Nothing else: `ARM@ =+3` (US), `ARM@ =-1` (USSR); with no
// more military operations than the opponent, `ARM@` alone.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { opponent, type GameState, type Side } from '../state';
import { effectOnly } from './support';

export const ARMS_RACE_VP = 1;
export const ARMS_RACE_VP_REQUIRED_MET = 3;

/** The event's side's VP on this board, and the rule with them. */
function gains(state: GameState, side: Side): { vp: number; rule: string } {
  const mine = state.milops[side];
  const theirs = state.milops[opponent(side)];
  const vp = mine <= theirs ? 0 : mine >= state.defcon ? ARMS_RACE_VP_REQUIRED_MET : ARMS_RACE_VP;
  return { vp, rule: `Arms Race writes only its VP: the ${side} has ${mine} military operations against the ${opponent(side)}'s ${theirs} at DEFCON ${state.defcon}, ${vp} VP` };
}

export const armsRace: EventDefinition = {
  code: 'ARM',
  apply(board, context, { problems }) {
    const { vp, rule } = gains(board, context.owner);
    effectOnly(problems, context, rule);
    return addVp(board, signedVp(context.owner, vp));
  },
  choices: (state, context) => nothingToChoose(gains(state, context.owner).rule),
};
