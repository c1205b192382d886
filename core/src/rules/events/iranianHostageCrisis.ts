// Iranian Hostage Crisis (82, USSR, 3 ops, asterisk, persistent): all US influence leaves Iran and
// the USSR adds 2 there. While in force, Terrorism (92) played by the USSR makes the US discard two
// cards (Terrorism's own file asks `hasEffect(state, 'IHC')`). TSN: `IHC@IR2 (IR-2)`; played by the
// US for operations, `IHC&JP3 @IR-2 (IR2)`.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { fixedInfluenceEvent } from './support';

/** USSR influence added in Iran. */
export const HOSTAGE_CRISIS_INFLUENCE = 2;

export const iranianHostageCrisis: EventDefinition = {
  code: 'IHC',
  ...fixedInfluenceEvent((state) => {
    const us = influenceOf(state, 'IR', 'US');
    return {
      expected: [...(us > 0 ? [{ country: 'IR', side: 'US' as const, delta: -us }] : []), { country: 'IR', side: 'USSR', delta: HOSTAGE_CRISIS_INFLUENCE }],
      rule: `Iranian Hostage Crisis removes all US influence from Iran (${us}) and adds ${HOSTAGE_CRISIS_INFLUENCE} USSR influence there`,
    };
  }),
  effect: { duration: 'persistent' },
};
