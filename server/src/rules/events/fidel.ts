// 8 Fidel (USSR, asterisk): all US influence leaves Cuba, then the USSR adds enough to control it.
import type { EventDefinition } from '../registry';
import { applyTakeover } from './support/influence';

export const FIDEL: EventDefinition = {
  code: 'FID',
  apply: (state, context) => applyTakeover(state, context, 'CU'),
};
