// Marshall Plan (23, US, asterisk, stays in force): the US adds 1 influence to each of 7 different
// Western European countries not controlled by the USSR (all of them when fewer than 7 are open).
// Its effect in force allows NATO to be played as an event.
import type { EventDefinition } from '../registry';
import { controlOf, countriesOf, isIn } from '../map';
import { checkAdditions, netChanges, rejectOthers } from './support/effects';

const ALLOWS = 'Marshall Plan adds 1 US influence to each of 7 different Western European countries not controlled by the USSR';

export const marshallPlan: EventDefinition = {
  code: 'MAR',
  apply: (state, context) => {
    const problems = rejectOthers(context, ['influence'], ALLOWS);
    const outcome = checkAdditions(state, context, {
      side: 'US', allows: ALLOWS, total: 7, maxPerCountry: 1, countries: 7,
      candidates: countriesOf('Western Europe'),
      eligible: (country) => !isIn(country, 'Western Europe') ? 'is not in Western Europe'
        : controlOf(state, country) === 'USSR' ? 'is controlled by the USSR' : null,
    }, netChanges(context.input.influence));
    return { state: outcome.state, problems: [...problems, ...outcome.problems] };
  },
  effect: { duration: 'persistent' },
};
