// North Sea Oil (86, US, 3 ops, asterisk, persistent): OPEC (61) can no longer be played as an
// event, and the US may take an eighth action round this turn. TSN: `NSO@`; the eighth round is
// written only if the US plays it: `8.8   — ; AWA&TR3` (turn 8). The extra round is the state's
// `extraRounds` (the turn's action rounds, rules/turn.ts), reset at the next turn's start.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { update, withSide } from '../state';
import { effectOnly } from './support';

const RULE = 'North Sea Oil writes nothing: OPEC can no longer be played as an event, and the US may take an eighth action round this turn';

export const northSeaOil: EventDefinition = {
  code: 'NSO',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    effectOnly(problems, context, RULE);
    return update(board, { extraRounds: withSide(board.extraRounds, 'US', 1) }, { kind: 'extraRounds', side: 'US', from: board.extraRounds.US, to: 1 });
  },
  effect: { duration: 'persistent', prevents: ['OPE'] },
};
