// Camp David Accords (65, US, Mid War, asterisk, stays in force): the US gains 1 VP and adds 1
// influence in Israel, Jordan and Egypt: `CDA@IL JO EG =+1` (in a USSR play `CDA&…@(IL JO EG) =+1`).
// While in force Arab-Israeli War cannot be played as an event (`prevents`; arabIsraeliWar.ts checks
// it too).
import type { EventDefinition } from '../eventDefinition';
import { addVp, signedVp } from '../markers';
import { fixedInfluenceEvent } from './support';

export const CAMP_DAVID_COUNTRIES: readonly string[] = ['IL', 'JO', 'EG'];
const ALLOWS = 'Camp David Accords gives the US 1 VP and adds 1 US influence in Israel, Jordan and Egypt';

export const campDavidAccords: EventDefinition = {
  code: 'CDA',
  ...fixedInfluenceEvent(() => ({ expected: CAMP_DAVID_COUNTRIES.map((country) => ({ country, side: 'US' as const, delta: 1 })), rule: ALLOWS }), {
    allowsInRule: true, then: (state) => addVp(state, signedVp('US', 1)),
  }),
  effect: { duration: 'persistent', prevents: ['AIW'] },
};
