// Allende (54, USSR, 1 op, asterisk, Mid War): the USSR adds 2 influence in Chile. `ALL@CL2`.
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const allende: EventDefinition = {
  code: 'ALL',
  ...fixedInfluenceEvent(() => ({ expected: [{ country: 'CL', side: 'USSR', delta: 2 }], rule: 'Allende adds 2 USSR influence in Chile' })),
};
