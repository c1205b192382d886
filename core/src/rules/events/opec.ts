// OPEC (61, USSR, 3 ops, Mid War): the USSR gains 1 VP for each of Egypt, Iran, Libya, Saudi
// Arabia, Iraq, Gulf States and Venezuela that it controls. `OPE@ =-3`. Prevented by North Sea
// Oil: its effect in force declares `prevents: ['OPE']` (Late War).
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { isControlledBy } from '../map';
import { addVp, signedVp } from '../markers';
import { onlyWrites } from './support';

export const OPEC_COUNTRIES: readonly string[] = ['EG', 'IR', 'LY', 'SA', 'IQ', 'GS', 'VE'];

const RULE = 'OPEC writes nothing but its VP: 1 for the USSR per country it controls among Egypt, Iran, Libya, Saudi Arabia, Iraq, Gulf States and Venezuela';

export const opec: EventDefinition = {
  code: 'OPE',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    onlyWrites(problems, context, [], RULE);
    const controlled = OPEC_COUNTRIES.filter((c) => isControlledBy(board, c, 'USSR')).length;
    return addVp(board, signedVp('USSR', controlled));
  },
};
