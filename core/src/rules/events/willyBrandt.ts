// Willy Brandt (55, USSR, Mid War, asterisk, stays in force): the USSR gains 1 VP and adds 1
// influence in West Germany: `WIL@DE =-1` (in a US play `WIL&…@(DE) =-1`). While in force NATO no
// longer protects West Germany (support/effects.ts NATO_EXCEPTIONS). Tear Down This Wall cancels it
// and, while in force, prevents it: its declaration says `prevents: ['WIL']`; the condition here
// says so too, so the event is not written once the wall is down (rulings: `WIL&JP2`).
import type { EventDefinition } from '../eventDefinition';
import { hasEffect } from '../effects';
import { addVp, signedVp } from '../markers';
import { fixedInfluenceEvent } from './support';

const ALLOWS = 'Willy Brandt gives the USSR 1 VP and adds 1 USSR influence in West Germany';

export const willyBrandt: EventDefinition = {
  code: 'WIL',
  condition: (state) => (hasEffect(state, 'TDW') ? 'Tear Down This Wall is in force' : null),
  ...fixedInfluenceEvent(() => ({ expected: [{ country: 'DE', side: 'USSR', delta: 1 }], rule: ALLOWS }), {
    allowsInRule: true, then: (state) => addVp(state, signedVp('USSR', 1)),
  }),
  effect: { duration: 'persistent', cancelledBy: ['TDW'] },
};
