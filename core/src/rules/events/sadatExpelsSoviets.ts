// Sadat Expels Soviets (72, US, 1 op, Mid War, asterisk): all USSR influence leaves Egypt and the
// US adds 1 there. Egypt is listed once per side (rulings): `SAD@EG (EG-3)` in a US play,
// `SAD&…@(EG) EG-3` in a USSR play.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { fixedInfluenceEvent } from './support';

export const sadatExpelsSoviets: EventDefinition = {
  code: 'SAD',
  ...fixedInfluenceEvent((state) => {
    const ussr = influenceOf(state, 'EG', 'USSR');
    return {
      expected: [{ country: 'EG', side: 'US', delta: 1 }, ...(ussr > 0 ? [{ country: 'EG', side: 'USSR' as const, delta: -ussr }] : [])],
      rule: `Sadat Expels Soviets removes all USSR influence from Egypt (${ussr}) and adds 1 US influence there`,
    };
  }),
};
