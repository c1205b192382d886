// Defectors (103, US, 2 ops): headlined by the US, it cancels the USSR's headline (a scoring card
// included), which is discarded; it resolves before the other headline whatever the ops (headlined
// by the USSR it cancels nothing and resolves in the usual order, 4.5 C). Played
// by the USSR in its own action round (for operations), the US gains 1 VP. Played any other way
// (by the US in an action round, headlined by the USSR, discarded by Five Year Plan) it does nothing.
// On the space race it has no event at all (the core). `1.H   VIE ; DEF`, `DEF&PL2 =+1`.
import { addVp, signedVp } from '../markers';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { onlyWrites } from './support';

export const DEFECTORS_VP = 1;

const RULE = 'Defectors writes nothing: headlined by the US it cancels the USSR\'s headline; played by the USSR in an action round it gives the US 1 VP (=+1)';

export const defectors: EventDefinition = {
  code: 'DEF',
  choices: () => nothingToChoose(RULE),
  headlineFirstFor: 'US',
  apply(board, context, report) {
    const { player, headline } = context;
    onlyWrites(report.problems, context, [], RULE);
    if (context.discardedBy !== undefined) return board;
    if (headline) {
      report.cancelOpponentHeadline = player === 'US';
      return board;
    }
    if (player === 'USSR') return addVp(board, signedVp('US', DEFECTORS_VP));
    return board;
  },
};
