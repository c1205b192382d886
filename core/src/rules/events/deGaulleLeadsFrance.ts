// De Gaulle Leads France (17, USSR, asterisk, stays in force): the US removes 2 influence from
// France (what it has, when less) and the USSR adds 1 there. While in force NATO no longer protects
// France (natoProtects). `DGL@FR (FR-2)` in a USSR play; `DGL&…@(FR) FR-2` in a US play.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { fixedInfluenceEvent } from './support';

const ALLOWS = 'De Gaulle Leads France removes 2 US influence from France and adds 1 USSR influence there';

export const deGaulleLeadsFrance: EventDefinition = {
  code: 'DGL',
  ...fixedInfluenceEvent((state) => {
    const removed = Math.min(2, influenceOf(state, 'FR', 'US'));
    return { expected: [...(removed > 0 ? [{ country: 'FR', side: 'US' as const, delta: -removed }] : []), { country: 'FR', side: 'USSR', delta: 1 }], rule: ALLOWS };
  }, { allowsInRule: true }),
  effect: { duration: 'persistent' },
};
