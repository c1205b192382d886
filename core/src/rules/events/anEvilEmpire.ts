// "An Evil Empire" (97, US, 3 ops, asterisk, persistent): cancels Flower Power (59) and prevents its
// event from then on; the US gains 1 VP. TSN: `AEE@ =+1` (in a USSR play that triggers it,
// `AEE&… @ =+1`). The core checks the `=` mark against the VP the event gives.
import { addVp, signedVp } from '../markers';
import { removeEffect } from '../effects';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { onlyWrites } from './support';

/** VP the US gains. */
export const EVIL_EMPIRE_VP = 1;

const RULE = `"An Evil Empire" writes only its VP (the US gains ${EVIL_EMPIRE_VP}: =+${EVIL_EMPIRE_VP}): it cancels Flower Power and prevents it from then on`;

export const anEvilEmpire: EventDefinition = {
  code: 'AEE',
  choices: () => nothingToChoose(RULE),
  apply(board, context, { problems }) {
    onlyWrites(problems, context, [], RULE);
    // The card text cancels Flower Power whatever Flower Power's own declaration says.
    return addVp(removeEffect(board, 'FLO'), signedVp('US', EVIL_EMPIRE_VP));
  },
  effect: { duration: 'persistent', prevents: ['FLO'] },
};
