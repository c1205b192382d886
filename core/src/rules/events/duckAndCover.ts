// Duck and Cover (4, US): DEFCON degrades by 1, then the US gains 5 minus the new DEFCON in VP.
// DEFCON 1 ends the game against the phasing player (the headline's player in a headline), rule
// 8.1.3; then no VP are scored. `DAC@ D3 =+2`: the marks are checked by the core.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, degradeDefcon, signedVp } from '../markers';
import { effectOnly } from './support';

const RULE = 'Duck and Cover writes only its marks: DEFCON degrades by 1 and the US gains 5 minus the new DEFCON in VP';

export const duckAndCover: EventDefinition = {
  code: 'DAC',
  choices: () => nothingToChoose(RULE),
  apply: (board, context, { problems }) => {
    effectOnly(problems, context, RULE);
    const next = degradeDefcon(board, 1, context.player);
    return next.result ? next : addVp(next, signedVp('US', 5 - next.defcon));
  },
};
