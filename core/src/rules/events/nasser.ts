// 15 Nasser (USSR, asterisk): the USSR adds 2 influence in Egypt and the US loses half its
// influence there, rounded up. Nothing to choose: the line must write exactly that.
import { influenceOf } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const nasser: EventDefinition = {
  code: 'NAS',
  ...fixedInfluenceEvent((state) => {
    const us = influenceOf(state, 'EG', 'US');
    const removed = Math.ceil(us / 2);
    return {
      expected: [{ country: 'EG', side: 'USSR', delta: 2 }, ...(removed > 0 ? [{ country: 'EG', side: 'US' as const, delta: -removed }] : [])],
      rule: `Nasser adds 2 USSR influence in Egypt and removes half the US influence there, rounded up (${removed} of ${us})`,
    };
  }),
};
