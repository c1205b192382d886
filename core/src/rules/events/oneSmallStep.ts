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
  apply(state, context) {
    const side = context.owner;
    const problems = onlyWrites(context, [], RULE);
    if (state.space[side] >= state.space[opponent(side)]) return { state, problems };
    // The first box is entered without its VP, the second with them.
    const first = advanceSpace(state, side);
    let next = addVp(first, state.vp - first.vp);
    for (let box = 1; box < ONE_SMALL_STEP_BOXES; box++) next = advanceSpace(next, side);
    return { state: next, problems };
  },
};
