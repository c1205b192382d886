// 7 Socialist Governments (USSR): remove a total of 3 US influence from Western Europe, no more
// than 2 from any one country. Cannot be played as an event while The Iron Lady (83, IRL) is in
// effect: The Iron Lady's effect declares it (`prevents: ['SOC']`).
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'Socialist Governments removes a total of 3 US influence from Western Europe, no more than 2 from any one country',
  side: 'US', direction: 'remove', perCountry: 2, total: 3,
  eligible: (country) => isIn(country, 'Western Europe'), notEligible: () => 'not in Western Europe',
};

export const socialistGovernments: EventDefinition = {
  code: 'SOC',
  ...chosenInfluenceEvent(CHOICE),
};
