// John Paul II Elected Pope (68, US, 2 ops, Mid War, asterisk, stays in force): the USSR loses 2
// influence in Poland (what it has, when less) and the US adds 1 there. Its effect in force allows
// Solidarity (Late War) to be played as an event: Solidarity's condition checks
// `hasEffect(state, 'JP2')`. `JP2@PL (PL-2)`.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { fixedInfluenceEvent } from './support';

export const JOHN_PAUL_USSR_LOSS = 2;

export const johnPaulIIElectedPope: EventDefinition = {
  code: 'JP2',
  ...fixedInfluenceEvent((state) => {
    const lost = Math.min(JOHN_PAUL_USSR_LOSS, influenceOf(state, 'PL', 'USSR'));
    return {
      expected: [{ country: 'PL', side: 'US', delta: 1 }, ...(lost > 0 ? [{ country: 'PL', side: 'USSR' as const, delta: -lost }] : [])],
      rule: `John Paul II Elected Pope removes ${JOHN_PAUL_USSR_LOSS} USSR influence from Poland (it has ${influenceOf(state, 'PL', 'USSR')}) and adds 1 US influence there`,
    };
  }),
  effect: { duration: 'persistent' },
};
