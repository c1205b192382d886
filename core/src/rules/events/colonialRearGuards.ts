// Colonial Rear Guards (63, US, 2 ops, Mid War): the US adds 1 influence to each of 4 different
// countries in Africa and/or Southeast Asia. `CRG@AO BU MA VN`; triggered by the USSR, in
// parentheses: `CRG@(AO BU MA VN) /IB2:5 WA3:3` (the spec's worked example).
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'Colonial Rear Guards adds 1 US influence to each of 4 different countries in Africa or Southeast Asia',
  side: 'US', direction: 'add', perCountry: 1, total: 4,
  eligible: (country) => isIn(country, 'Africa') || isIn(country, 'Southeast Asia'), notEligible: () => 'in neither Africa nor Southeast Asia',
};

export const colonialRearGuards: EventDefinition = {
  code: 'CRG',
  ...chosenInfluenceEvent(CHOICE),
};
