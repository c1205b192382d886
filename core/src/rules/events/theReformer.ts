// The Reformer (87, USSR, 3 ops, asterisk, persistent): the USSR adds 4 influence in Europe, no more
// than 2 per country; 6 instead of 4 when the USSR is ahead on VP when the event happens. While in
// force the USSR may not make coup attempts in Europe (free coups of events included), and
// Glasnost (90) gains its extra operations (Glasnost's own file asks `hasEffect(state, 'REF')`).
// TSN: `REF@PL2 HU2` (`REF@PL2 HU2 CS2` when ahead); played by the US for operations, the USSR's
// influence in parentheses.
import type { EventDefinition, RollContext } from '../eventDefinition';
import { countryName, isIn } from '../map';
import { chosenInfluenceEvent, type InfluenceChoice } from './support';
import type { GameState } from '../state';

/** Influence the USSR adds; more when it is ahead on VP; the most in one country. */
export const REFORMER_INFLUENCE = 4;
export const REFORMER_INFLUENCE_AHEAD = 6;
export const REFORMER_PER_COUNTRY = 2;

function noUssrCoupInEurope({ attacker, country }: RollContext, kind: 'coup' | 'realign'): string | null {
  if (kind !== 'coup' || attacker !== 'USSR' || !isIn(country, 'Europe')) return null;
  return `The Reformer is in force: the USSR may not make coup attempts in Europe (${countryName(country)})`;
}

/** The influence on this board: 6 when the USSR is ahead on VP, else 4. */
function choice(state: GameState): InfluenceChoice {
  const ahead = state.vp < 0;
  const total = ahead ? REFORMER_INFLUENCE_AHEAD : REFORMER_INFLUENCE;
  const rule = `The Reformer adds ${total} USSR influence in Europe, no more than ${REFORMER_PER_COUNTRY} per country (${ahead ? `the USSR is ahead on VP, ${-state.vp}` : `${REFORMER_INFLUENCE_AHEAD} only when the USSR is ahead on VP; VP ${state.vp > 0 ? `+${state.vp}` : state.vp}`})`;
  return {
    rule, side: 'USSR', direction: 'add', perCountry: REFORMER_PER_COUNTRY, total,
    eligible: (country) => isIn(country, 'Europe'),
    notEligible: () => 'which is not in Europe',
  };
}

export const theReformer: EventDefinition = {
  code: 'REF',
  ...chosenInfluenceEvent(choice, { allowsInRule: true }),
  effect: { duration: 'persistent', forbidsRoll: noUssrCoupInEurope },
};
