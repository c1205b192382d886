// Nuclear Test Ban (34, neutral): the event's player gains DEFCON minus 2 in VP, then DEFCON
// improves by 2, never above 5 (rulings: at DEFCON 4, 2 VP and DEFCON 5). `NTB@ =+3 D5`.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, improveDefcon, signedVp } from '../markers';
import { effectOnly } from './support';

const RULE = 'Nuclear Test Ban writes only its marks: the player gains DEFCON minus 2 in VP, then DEFCON improves by 2 (to 5 at most)';

export const nuclearTestBan: EventDefinition = {
  code: 'NTB',
  choices: () => nothingToChoose(RULE),
  apply: (board, context, { problems }) => {
    effectOnly(problems, context, RULE);
    const vp = Math.max(0, board.defcon - 2);
    return improveDefcon(addVp(board, signedVp(context.owner, vp)), 2, context.player);
  },
};
