// Yuri and Samantha (109, USSR, 2 ops, asterisk, rest of turn): for the rest of the turn the USSR
// gains 1 VP for every US coup attempt, whatever its result and whatever its source (free coups of
// events included). TSN: `YAS@`; the VP go in the `=` of the US play that made the coup, netted with
// its own VP (rulings): `CIA#IR3 =-1`.
import type { CoupContext, EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { effectOnlyEvent } from './support';

/** VP the USSR gains for each US coup attempt. */
export const YURI_AND_SAMANTHA_VP = 1;

function usCoupGivesVp({ state, attacker }: CoupContext) {
  return attacker === 'US' ? addVp(state, signedVp('USSR', YURI_AND_SAMANTHA_VP)) : state;
}

export const yuriAndSamantha: EventDefinition = {
  code: 'YAS',
  ...effectOnlyEvent(`Yuri and Samantha writes nothing: for the rest of the turn the USSR gains ${YURI_AND_SAMANTHA_VP} VP for each US coup attempt, written in the = of that play`),
  effect: { duration: 'turn', afterCoup: usCoupGivesVp },
};
