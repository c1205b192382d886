// 30 Decolonization (USSR): the USSR adds 1 influence to each of 4 different countries in Africa
// and/or Southeast Asia.
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'Decolonization adds 1 USSR influence to each of 4 different countries in Africa or Southeast Asia',
  side: 'USSR', direction: 'add', perCountry: 1, total: 4,
  eligible: (country) => isIn(country, 'Africa') || isIn(country, 'Southeast Asia'), notEligible: () => 'in neither Africa nor Southeast Asia',
};

export const decolonization: EventDefinition = {
  code: 'DEC',
  ...chosenInfluenceEvent(CHOICE),
};
