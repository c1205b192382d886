// Iran-Iraq War (102, neutral, 2 ops, asterisk, war): the player chooses whether Iran invades Iraq
// or Iraq invades Iran. One die, -1 for each country next to the target that the opponent
// controls; 4-6 wins: the player gains 2 VP and replaces all the opponent's influence in the
// target with its own. The player's military operations go up by 2 whatever the result (8.2.4).
// TSN: `IIW@xIQ5+ =-2` (the target, the die, + when won; the influence moved is not written).
import type { EventDefinition } from '../eventDefinition';
import { warEvent } from './support';

export const iranIraqWar: EventDefinition = {
  code: 'IIW',
  ...warEvent({ targets: ['IR', 'IQ'], targetCounts: false, winFrom: 4, vp: 2 }),
};
