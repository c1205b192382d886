// Red Scare/Purge (31, neutral): for the rest of the turn every card the opponent of the event's
// player plays for operations is worth 1 op less, to a minimum of 1. The modifier is
// OPS_MODIFIERS.RED (ops.ts), keyed on this effect, whose side is the event's player.
import type { EventDefinition } from '../registry';
import { effectOnly } from './support/effects';

export const redScarePurge: EventDefinition = {
  code: 'RED',
  apply: (state, context) => effectOnly(state, context, `Red Scare/Purge writes nothing: it takes 1 op (to a minimum of 1) off every card the ${context.owner === 'US' ? 'USSR' : 'US'} plays for operations for the rest of the turn`),
  effect: { duration: 'turn' },
};
