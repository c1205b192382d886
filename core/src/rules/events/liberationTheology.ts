// Liberation Theology (75, USSR, 2 ops, Mid War): the USSR adds a total of 3 influence in Central
// America, no more than 2 per country. `LIB@NI2 HN`.
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'Liberation Theology adds a total of 3 USSR influence in Central America, no more than 2 per country',
  side: 'USSR', direction: 'add', perCountry: 2, total: 3,
  eligible: (country) => isIn(country, 'Central America'), notEligible: () => 'not in Central America',
};

export const liberationTheology: EventDefinition = {
  code: 'LIB',
  ...chosenInfluenceEvent(CHOICE),
};
