// OAS Founded (70, US, 1 op, asterisk, Mid War): the US adds a total of 2 influence to countries in
// Central and/or South America (both in one country allowed). `OAS@PA2`, `OAS@MX VE`.
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'OAS Founded adds a total of 2 US influence in Central or South America',
  side: 'US', direction: 'add', perCountry: 2, total: 2,
  eligible: (country) => isIn(country, 'Central America') || isIn(country, 'South America'), notEligible: () => 'in neither Central nor South America',
};

export const oasFounded: EventDefinition = {
  code: 'OAS',
  ...chosenInfluenceEvent(CHOICE),
};
