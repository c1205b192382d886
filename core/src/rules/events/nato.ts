// NATO (21, US, asterisk, stays in force): playable as an event only once Marshall Plan or Warsaw
// Pact Formed has been played as an event (their effects in force). From then on the USSR may not
// coup or realign in US-controlled European countries (nor target them with Brush War: see
// natoProtects), except France once De Gaulle Leads France is in force and West Germany once
// Willy Brandt is. Triggered by the USSR before its prerequisite, the event does not happen and the
// card is discarded, not removed (rule 5.2, handled by the core from the condition).
import { cardByCode } from '../../data/cards';
import type { EventDefinition } from '../eventDefinition';
import { countryName } from '../map';
import { hasEffect } from '../effects';
import { effectOnlyEvent, natoProtects } from './support';

export const nato: EventDefinition = {
  code: 'NAT',
  condition: (state) => (hasEffect(state, 'MAR') || hasEffect(state, 'WPF')
    ? null
    : 'it needs Marshall Plan or Warsaw Pact Formed played as an event first, and neither is in force'),
  ...effectOnlyEvent('NATO writes nothing: it keeps USSR coups and realignment rolls out of US-controlled European countries'),
  effect: {
    duration: 'persistent',
    forbidsRoll: ({ state, attacker, country }) => {
      if (attacker !== 'USSR' || !natoProtects(state, country)) return null;
      return `NATO protects ${countryName(country)}, a US-controlled European country${country === 'FR' ? ` (until ${cardByCode('DGL')!.name})` : ''}`;
    },
  },
};
