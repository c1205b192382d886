import type { EventDefinition } from '../registry';

export const EFFECT_EVENTS: readonly EventDefinition[] = [];
