// Cultural Revolution (58, USSR, 3 ops, Mid War, asterisk): if the US holds the China Card (face up
// or face down), the USSR takes it face up, free to play it; if the USSR holds it already, the USSR
// gains 1 VP. No China Card move is written (rulings): `CUL@`, or `CUL@ =-1`.
import { passChinaCard } from '../cards';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { onlyWrites } from './support';

export const CULTURAL_REVOLUTION_VP = 1;

const RULE = `Cultural Revolution writes nothing but its VP: the USSR takes the China Card face up from the US, or gains ${CULTURAL_REVOLUTION_VP} VP if it holds it (=-${CULTURAL_REVOLUTION_VP}); no China Card move is written`;

export const culturalRevolution: EventDefinition = {
  code: 'CUL',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    onlyWrites(problems, context, [], RULE);
    if (board.china.holder === 'USSR') return addVp(board, signedVp('USSR', CULTURAL_REVOLUTION_VP));
    return passChinaCard(board, 'US', true);
  },
};
