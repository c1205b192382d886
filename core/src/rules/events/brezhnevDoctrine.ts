// Brezhnev Doctrine (51, USSR, Mid War, asterisk): for the rest of the turn every card the USSR
// plays for operations gets +1 op, to a maximum of 4 (its `opsModifier`, as Containment's for the
// US), operations its events grant included. `BRE@`.
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const brezhnevDoctrine: EventDefinition = {
  code: 'BRE',
  ...effectOnlyEvent('Brezhnev Doctrine writes nothing: it gives the USSR +1 op (to a maximum of 4) on every card it plays for operations for the rest of the turn'),
  effect: { duration: 'turn', opsModifier: { appliesTo: 'owner', delta: 1, bound: 'max4' } },
};
