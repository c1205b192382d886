// 29 East European Unrest (US): remove 1 USSR influence from each of 3 countries in Eastern Europe;
// in the Late War (turns 8-10) 2 from each. A country holding less loses all it has; with USSR
// influence in fewer than 3 Eastern European countries, those are all the event can touch.
import { eraOfTurn } from '../../data/tracks';
import { isIn } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';
import type { GameState } from '../state';

/** The removal on this turn: 1 from each country, 2 in the Late War. */
function choice(state: GameState): InfluenceChoice {
  const late = eraOfTurn(state.turn) === 'Late';
  const amount = late ? 2 : 1;
  return {
    rule: `East European Unrest removes ${amount} USSR influence from each of 3 countries in Eastern Europe (${late ? 'Late War' : 'Early and Mid War'})`,
    side: 'USSR',
    direction: 'remove',
    eligible: (country) => isIn(country, 'Eastern Europe'),
    notEligible: () => 'not in Eastern Europe',
    perCountry: amount,
    countries: 3,
    fullAmount: true,
  };
}

export const eastEuropeanUnrest: EventDefinition = {
  code: 'EEU',
  ...chosenInfluenceEvent(choice),
};
