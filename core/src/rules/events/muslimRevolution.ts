// Muslim Revolution (56, USSR, 4 ops, Mid War): the USSR removes all US influence from 2 of Sudan,
// Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria and Jordan (from fewer when fewer hold any).
// `MUS@(IR- SA-2)` in a USSR play; in a US play the US's own influence, `MUS&JP4@IR- SA-2`.
// Prevented by AWACS Sale to Saudis: its effect in force declares `prevents: ['MUS']` (Late War).
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

export const MUSLIM_REVOLUTION_COUNTRIES: readonly string[] = ['SD', 'IR', 'IQ', 'EG', 'LY', 'SA', 'SY', 'JO'];

const ALLOWS = 'Muslim Revolution removes all US influence from 2 of Sudan, Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria and Jordan';

const CHOICE: InfluenceChoice = {
  rule: ALLOWS, side: 'US', direction: 'remove', perCountry: 99, countries: 2, fullAmount: true,
  eligible: (country) => MUSLIM_REVOLUTION_COUNTRIES.includes(country),
  notEligible: () => 'not one of the eight countries',
};

export const muslimRevolution: EventDefinition = {
  code: 'MUS',
  ...chosenInfluenceEvent(CHOICE, { allowsInRule: true }),
};
