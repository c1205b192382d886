// U2 Incident (60, USSR, Mid War, asterisk, rest of the turn): the USSR gains 1 VP (`U2I@ =-1`); if
// UN Intervention is played as an event later in the turn, by either side, the USSR gains 1 more,
// written on that play (`UNI@NAS&TW =-1`): unIntervention.ts looks for this effect in force.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { onlyWrites } from './support';

export const U2_INCIDENT_FIRST_VP = 1;

const RULE = 'U2 Incident gives the USSR 1 VP (U2I@ =-1), and 1 more if UN Intervention is played as an event later this turn';

export const u2Incident: EventDefinition = {
  code: 'U2I',
  choices: () => nothingToChoose(RULE),
  apply: (board, context, { problems }) => {
    onlyWrites(problems, context, [], RULE);
    return addVp(board, signedVp('USSR', U2_INCIDENT_FIRST_VP));
  },
  effect: { duration: 'turn' },
};
