// 12 Romanian Abdication (USSR, asterisk): all US influence leaves Romania, then the USSR adds
// enough to control it.
import type { EventDefinition } from '../registry';
import { applyTakeover } from './support/influence';

export const ROMANIAN_ABDICATION: EventDefinition = {
  code: 'ROM',
  apply: (state, context) => applyTakeover(state, context, 'RO'),
};
