// Allende (54, USSR, 1 op, asterisk, Mid War): the USSR adds 2 influence in Chile. `ALL@CL2`.
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluence, onlyWrites } from './support';

export const allende: EventDefinition = {
  code: 'ALL',
  apply(state, context) {
    const outcome = fixedInfluence(state, context, [{ country: 'CL', side: 'USSR', delta: 2 }], 'Allende adds 2 USSR influence in Chile');
    return { state: outcome.state, problems: [...onlyWrites(context, ['influence']), ...outcome.problems] };
  },
};
