// Marshall Plan (23, US, asterisk, stays in force): the US adds 1 influence to each of 7 different
// Western European countries not controlled by the USSR (all of them when fewer than 7 are open).
// Its effect in force allows NATO to be played as an event.
import type { EventDefinition } from '../eventDefinition';
import { controlOf, isIn } from '../map';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const ALLOWS = 'Marshall Plan adds 1 US influence to each of 7 different Western European countries not controlled by the USSR';

const CHOICE: InfluenceChoice = {
  rule: ALLOWS, side: 'US', direction: 'add', perCountry: 1, total: 7, countries: 7,
  eligible: (country, before) => isIn(country, 'Western Europe') && controlOf(before, country) !== 'USSR',
  notEligible: (country) => (isIn(country, 'Western Europe') ? 'which the USSR controls' : 'not in Western Europe'),
};

export const marshallPlan: EventDefinition = {
  code: 'MAR',
  ...chosenInfluenceEvent(CHOICE, { allowsInRule: true }),
  effect: { duration: 'persistent' },
};
