// Puppet Governments (66, US, 2 ops, Mid War, asterisk): the US adds 1 influence in each of 3
// countries that hold no influence of either side (fewer when fewer are empty). `PUP@MX HT GT`.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';

const ALLOWS = 'Puppet Governments adds 1 US influence in each of 3 countries that hold no influence of either side';

const CHOICE: InfluenceChoice = {
  rule: ALLOWS, side: 'US', direction: 'add', perCountry: 1, total: 3, countries: 3,
  eligible: (country, before) => influenceOf(before, country, 'US') === 0 && influenceOf(before, country, 'USSR') === 0,
  notEligible: () => 'which already holds influence',
};

export const puppetGovernments: EventDefinition = {
  code: 'PUP',
  ...chosenInfluenceEvent(CHOICE, { allowsInRule: true }),
};
