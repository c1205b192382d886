// Pershing II Deployed (99, USSR, 3 ops, asterisk, Late War): the USSR gains 1 VP and removes 1 US
// influence from each of up to 3 countries in Western Europe. `PER@(DE- IT- UK-) =-1` in a USSR
// play, `PER&…@DE- IT- UK- =-1` when the US plays it for operations. Reading taken (the reference
// and the Deluxe text say "up to"): fewer than 3 is legal, none included.
import type { EventDefinition } from '../eventDefinition';
import { isIn } from '../map';
import { addVp, signedVp } from '../markers';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

export const PERSHING_VP = 1;

const CHOICE: InfluenceChoice = {
  rule: 'Pershing II Deployed removes 1 US influence from each of up to 3 countries in Western Europe',
  side: 'US', direction: 'remove', perCountry: 1, total: 3, countries: 3, upTo: true,
  eligible: (country) => isIn(country, 'Western Europe'), notEligible: () => 'not in Western Europe',
};

export const pershingIIDeployed: EventDefinition = {
  code: 'PER',
  ...chosenInfluenceEvent(CHOICE, { then: (state) => addVp(state, signedVp('USSR', PERSHING_VP)) }),
};
