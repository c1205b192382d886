// Containment (25, US, asterisk): for the rest of the turn every card the US plays for operations
// gets +1 op, to a maximum of 4 (its `opsModifier`, applied by ops.ts while the effect is in force);
// it applies to the operations events grant the US too (CIA Created: 2).
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const containment: EventDefinition = {
  code: 'CON',
  ...effectOnlyEvent('Containment writes nothing: it gives the US +1 op (to a maximum of 4) on every card it plays for operations for the rest of the turn'),
  effect: { duration: 'turn', opsModifier: { appliesTo: 'owner', delta: 1, bound: 'max4' } },
};
