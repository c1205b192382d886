// Latin American Death Squads (69, neutral, Mid War, rest of the turn): the event's player gets +1
// on its coups in Central and South America, its opponent -1, every coup from any source (free
// coups included). Writes nothing: `LDS@`.
import type { EventDefinition } from '../eventDefinition';
import { isIn } from '../map';
import { effectOnlyEvent } from './support';

export const DEATH_SQUADS_MODIFIER = 1;

export const latinAmericanDeathSquads: EventDefinition = {
  code: 'LDS',
  ...effectOnlyEvent((_state, context) => `Latin American Death Squads writes nothing: for the rest of the turn the ${context.player}'s coups in Central and South America get +1 and the other side's -1`),
  effect: {
    duration: 'turn',
    coupModifier: ({ effect, attacker, country }) => {
      if (!isIn(country, 'Central America') && !isIn(country, 'South America')) return 0;
      return attacker === effect.side ? DEATH_SQUADS_MODIFIER : -DEATH_SQUADS_MODIFIER;
    },
  },
};
