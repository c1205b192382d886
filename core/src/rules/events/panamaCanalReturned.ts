// Panama Canal Returned (64, US, 1 op, asterisk, Mid War): the US adds 1 influence in each of
// Panama, Costa Rica and Venezuela. Nothing to choose: `PAN@PA CR VE`.
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const panamaCanalReturned: EventDefinition = {
  code: 'PAN',
  ...fixedInfluenceEvent(() => ({
    expected: ['PA', 'CR', 'VE'].map((country) => ({ country, side: 'US' as const, delta: 1 })),
    rule: 'Panama Canal Returned adds 1 US influence in each of Panama, Costa Rica and Venezuela',
  })),
};
