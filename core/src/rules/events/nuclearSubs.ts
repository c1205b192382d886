// Nuclear Subs (41, US, Mid War, asterisk, rest of the turn): US coups made with operations in
// battlegrounds do not degrade DEFCON (the card: "US Operations used for Coup Attempts"; a free coup
// an event makes is not operations and degrades it as usual). Events that move DEFCON are not
// concerned, nor is Cuban Missile Crisis (a coup under it still ends the game). Writes nothing: `NUC@`.
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const nuclearSubs: EventDefinition = {
  code: 'NUC',
  ...effectOnlyEvent('Nuclear Subs writes nothing: for the rest of the turn US coups with operations in battlegrounds do not degrade DEFCON'),
  effect: {
    duration: 'turn',
    coupDegradesDefcon: ({ side, free }) => side !== 'US' || free,
  },
};
