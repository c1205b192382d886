// Solidarity (101, US, 2 ops, asterisk, Late War): playable as an event only while John Paul II
// Elected Pope (68) is in force; the US adds 3 influence in Poland, and John Paul II's effect ends
// (it leaves play). `SOL@PL3` in a US play, `SOL&…@(PL3)` when the USSR plays it for operations.
// Without John Paul II the event cannot happen: TSN105 when chosen, nothing when triggered.
import type { EventDefinition } from '../eventDefinition';
import { hasEffect, removeEffect } from '../effects';
import { fixedInfluenceEvent } from './support';

/** John Paul II Elected Pope (68): the effect Solidarity needs and ends. */
export const JOHN_PAUL_II = 'JP2';

export const solidarity: EventDefinition = {
  code: 'SOL',
  condition: (state) => (hasEffect(state, JOHN_PAUL_II) ? null : 'John Paul II Elected Pope is not in force'),
  ...fixedInfluenceEvent(() => ({ expected: [{ country: 'PL', side: 'US', delta: 3 }], rule: 'Solidarity adds 3 US influence in Poland' }), {
    then: (state) => removeEffect(state, JOHN_PAUL_II),
  }),
};
