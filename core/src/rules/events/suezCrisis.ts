// 28 Suez Crisis (USSR, asterisk): remove a total of 4 US influence from France, the United
// Kingdom and Israel, no more than 2 from any one of them.
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const COUNTRIES = ['FR', 'UK', 'IL'];

const CHOICE: InfluenceChoice = {
  rule: 'Suez Crisis removes a total of 4 US influence from France, the United Kingdom and Israel, no more than 2 from any one',
  side: 'US',
  direction: 'remove',
  eligible: (country) => COUNTRIES.includes(country),
  notEligible: () => 'not France, the United Kingdom or Israel',
  perCountry: 2,
  total: 4,
};

export const suezCrisis: EventDefinition = {
  code: 'SUE',
  ...chosenInfluenceEvent(CHOICE),
};
