// 14 COMECON (USSR, asterisk): the USSR adds 1 influence to each of 4 different Eastern European
// countries that the US does not control (judged before the event).
import { controlOf, isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluence, onlyWrites } from './support';

export const comecon: EventDefinition = {
  code: 'COM',
  apply(state, context) {
    const outcome = chosenInfluence(state, context, {
      rule: 'COMECON adds 1 USSR influence to each of 4 different Eastern European countries not controlled by the US',
      side: 'USSR',
      direction: 'add',
      eligible: (country, before) => isIn(country, 'Eastern Europe') && controlOf(before, country) !== 'US',
      notEligible: (country) => (isIn(country, 'Eastern Europe') ? 'which the US controls' : 'not in Eastern Europe'),
      perCountry: 1,
      total: 4,
    });
    return { state: outcome.state, problems: [...onlyWrites(context, ['influence']), ...outcome.problems] };
  },
};
