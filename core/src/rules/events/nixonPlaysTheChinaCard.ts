// Nixon Plays the China Card (71, US, 2 ops, Mid War, asterisk): if the US holds the China Card
// (face up or face down), the US gains 2 VP; otherwise the US takes it from the USSR face down: it
// cannot be played until it is turned face up at the end of the turn (rule 9.2). TSN writes no
// China Card move (rulings): `NIX@ =+2`, or `NIX@` when the card changes hands.
import { passChinaCard } from '../cards';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { onlyWrites } from './support';

export const NIXON_VP = 2;

const RULE = `Nixon Plays the China Card writes nothing but its VP: the US gains ${NIXON_VP} VP if it holds the China Card (=+${NIXON_VP}), or else takes it face down (no China Card move is written)`;

export const nixonPlaysTheChinaCard: EventDefinition = {
  code: 'NIX',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    onlyWrites(problems, context, [], RULE);
    if (board.china.holder === 'US') return addVp(board, signedVp('US', NIXON_VP));
    return passChinaCard(board, 'USSR', false);
  },
};
