// 14 COMECON (USSR, asterisk): the USSR adds 1 influence to each of 4 different Eastern European
// countries that the US does not control (judged before the event).
import { controlOf, isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const CHOICE: InfluenceChoice = {
  rule: 'COMECON adds 1 USSR influence to each of 4 different Eastern European countries not controlled by the US',
  side: 'USSR',
  direction: 'add',
  eligible: (country, before) => isIn(country, 'Eastern Europe') && controlOf(before, country) !== 'US',
  notEligible: (country) => (isIn(country, 'Eastern Europe') ? 'which the US controls' : 'not in Eastern Europe'),
  perCountry: 1,
  total: 4,
};

export const comecon: EventDefinition = {
  code: 'COM',
  ...chosenInfluenceEvent(CHOICE),
};
