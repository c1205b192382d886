// Red Scare/Purge (31, neutral): for the rest of the turn every card the opponent of the event's
// player plays for operations is worth 1 op less, to a minimum of 1: the `opsModifier` of this
// effect, whose side is the event's player, applied to its opponent.
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const redScarePurge: EventDefinition = {
  code: 'RED',
  ...effectOnlyEvent((_state, context) => `Red Scare/Purge writes nothing: it takes 1 op (to a minimum of 1) off every card the ${context.owner === 'US' ? 'USSR' : 'US'} plays for operations for the rest of the turn`),
  effect: { duration: 'turn', opsModifier: { appliesTo: 'opponent', delta: -1, bound: 'min1' } },
};
