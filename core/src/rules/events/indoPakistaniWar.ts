// 24 Indo-Pakistani War (neutral, war): India invades Pakistan or Pakistan invades India, as the
// player chooses; the roll is written in the country invaded (`xPK5+`, `xIN2`). Die -1 for each
// country next to the target that the opponent controls; 4-6 wins: the player gains 2 VP and
// replaces all the opponent's influence in the target with its own. The player's military
// operations go up by 2 whatever the result.
import type { EventDefinition } from '../eventDefinition';
import { warEvent } from './support';

export const indoPakistaniWar: EventDefinition = {
  code: 'IPW',
  ...warEvent({ targets: ['IN', 'PK'], targetCounts: false, winFrom: 4, vp: 2 }),
};
