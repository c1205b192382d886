import type { EventDefinition } from '../registry';

export const CARD_AND_DICE_EVENTS: readonly EventDefinition[] = [];
