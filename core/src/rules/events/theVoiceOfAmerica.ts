// The Voice of America (74, US, 2 ops, Mid War): the US removes a total of 4 USSR influence from
// countries outside Europe, no more than 2 from any one country (less when less is there).
// `VOA@(SY-2 KP-2)` in a US play; triggered by the USSR, its own losses bare: `VOA&PL2@SY-2 KP-2`.
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'The Voice of America removes a total of 4 USSR influence from countries outside Europe, no more than 2 from any one country',
  side: 'USSR',
  direction: 'remove',
  eligible: (country) => !isIn(country, 'Europe'),
  notEligible: () => 'in Europe',
  perCountry: 2,
  total: 4,
};

export const theVoiceOfAmerica: EventDefinition = {
  code: 'VOA',
  ...chosenInfluenceEvent(CHOICE),
};
