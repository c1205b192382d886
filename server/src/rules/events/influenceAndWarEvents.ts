import type { EventDefinition } from '../registry';

export const INFLUENCE_AND_WAR_EVENTS: readonly EventDefinition[] = [];
