// "One Small Step" (80, neutral, 2 ops, Mid War): if the player is behind the opponent on the space
// race, its marker moves up two boxes; it scores the VP of the second box only, and a box whose
// ability it reaches first is its (2008 FAQ). Otherwise nothing happens. `OSS@ =-2`, the boxes
// not written; `OSS@` when the player is not behind.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp } from '../markers';
import { advanceSpace } from '../space';
import { opponent } from '../state';
import { onlyWrites } from './support';

export const ONE_SMALL_STEP_BOXES = 2;

const RULE = '"One Small Step" writes nothing but its VP: a player behind on the space race moves up two boxes and scores the second box\'s VP (the boxes are not written)';

export const oneSmallStep: EventDefinition = {
  code: 'OSS',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    const side = context.owner;
    onlyWrites(problems, context, [], RULE);
    if (board.space[side] >= board.space[opponent(side)]) return board;
    // The first box is entered without its VP, the second with them: the VP before it are read
    // before the board is written.
    const vpBefore = board.vp;
    const first = advanceSpace(board, side);
    let next = addVp(first, vpBefore - first.vp);
    for (let box = 1; box < ONE_SMALL_STEP_BOXES; box++) next = advanceSpace(next, side);
    return next;
  },
};
