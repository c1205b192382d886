// 28 Suez Crisis (USSR, asterisk): remove a total of 4 US influence from France, the United
// Kingdom and Israel, no more than 2 from any one of them.
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluence, onlyWrites } from './support';

const COUNTRIES = ['FR', 'UK', 'IL'];

export const suezCrisis: EventDefinition = {
  code: 'SUE',
  apply(state, context) {
    const outcome = chosenInfluence(state, context, {
      rule: 'Suez Crisis removes a total of 4 US influence from France, the United Kingdom and Israel, no more than 2 from any one',
      side: 'US',
      direction: 'remove',
      eligible: (country) => COUNTRIES.includes(country),
      notEligible: () => 'not France, the United Kingdom or Israel',
      perCountry: 2,
      total: 4,
    });
    return { state: outcome.state, problems: [...onlyWrites(context, ['influence']), ...outcome.problems] };
  },
};
