// Marshall Plan (23, US, asterisk, stays in force): the US adds 1 influence to each of 7 different
// Western European countries not controlled by the USSR (all of them when fewer than 7 are open).
// Its effect in force allows NATO to be played as an event.
import type { EventDefinition } from '../eventDefinition';
import { controlOf, isIn } from '../map';
import { chosenInfluence, onlyWrites } from './support';

const ALLOWS = 'Marshall Plan adds 1 US influence to each of 7 different Western European countries not controlled by the USSR';

export const marshallPlan: EventDefinition = {
  code: 'MAR',
  apply: (state, context) => {
    const problems = onlyWrites(context, ['influence'], ALLOWS);
    const outcome = chosenInfluence(state, context, {
      rule: ALLOWS, side: 'US', direction: 'add', perCountry: 1, total: 7, countries: 7,
      eligible: (country, before) => isIn(country, 'Western Europe') && controlOf(before, country) !== 'USSR',
      notEligible: (country) => (isIn(country, 'Western Europe') ? 'which the USSR controls' : 'not in Western Europe'),
    });
    return { state: outcome.state, problems: [...problems, ...outcome.problems] };
  },
  effect: { duration: 'persistent' },
};
