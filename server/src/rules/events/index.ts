/**
 * The card events: one small definition per card, in a file named after the card, registered
 * here. Importing the rules engine (rules/index.ts) loads them all.
 */
import { registerEvent, type EventDefinition } from '../registry';
import { INFLUENCE_AND_WAR_EVENTS } from './influenceAndWarEvents';
import { EFFECT_EVENTS } from './effectEvents';
import { CARD_AND_DICE_EVENTS } from './cardAndDiceEvents';
import { MID_WAR_EVENTS } from './midWarEvents';

export const EVENT_DEFINITIONS: readonly EventDefinition[] = [
  ...INFLUENCE_AND_WAR_EVENTS,
  ...EFFECT_EVENTS,
  ...CARD_AND_DICE_EVENTS,
  ...MID_WAR_EVENTS,
];

for (const definition of EVENT_DEFINITIONS) registerEvent(definition.code, definition);

/** The codes of the cards whose event is implemented. */
export function implementedEvents(): string[] {
  return EVENT_DEFINITIONS.map((d) => d.code);
}
