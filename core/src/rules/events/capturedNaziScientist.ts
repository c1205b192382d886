// Captured Nazi Scientist (18, neutral, 1 op, removed): the player of the event advances its own
// space race marker one box, with the box's VP and ability, as a success would (not an attempt:
// the once-a-turn limit is untouched). Written `CNS@`, with the VP the box gives: `CNS@ =+2`.
import { SPACE_RACE_FINAL_BOX } from '../../data/tracks';
import type { Side } from '../state';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { advanceSpace } from '../space';
import { onlyWrites } from './support';

const rule = (owner: Side) => `Captured Nazi Scientist only moves the ${owner}'s space race marker up one box (no roll; the box's VP are written =N)`;

export const capturedNaziScientist: EventDefinition = {
  code: 'CNS',
  choices: (_state, context) => nothingToChoose(rule(context.owner)),
  apply(board, context, { problems }) {
    const { owner } = context;
    onlyWrites(problems, context, [], rule(owner));
    if (board.space[owner] >= SPACE_RACE_FINAL_BOX) return board; // the last box: nothing to advance
    return advanceSpace(board, owner);
  },
};
