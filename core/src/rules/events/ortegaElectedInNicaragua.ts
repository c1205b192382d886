// Ortega Elected in Nicaragua (91, USSR, 2 ops, asterisk): all US influence leaves Nicaragua; then
// the USSR may make a free coup attempt with this card's operations (2, modified) in a country next
// to Nicaragua (Cuba, Honduras or Costa Rica). The free coup ignores the DEFCON region limits
// (6.3.5) and earns no military operations (8.2.5); in a battleground it still degrades DEFCON.
// TSN: `ORT@(NI-2) #CR6+2`; with no US influence in Nicaragua, the coup alone: `ORT@#CU1 D1`.
// Played by the US for operations, the USSR's coup is in parentheses: `ORT&JP2 @NI-2 (#CR6+2)`.
import type { EventDefinition } from '../eventDefinition';
import { countryIndex, countryName, influenceOf, neighboursOf } from '../map';
import { problem } from '../problems';
import { fixedChoices, fixedInfluence, freeCoup, listNames, onlyWrites } from './support';
import { coupOptions } from '../choices';
import { followedBy } from '../eventChoice';
import type { InfluenceChange } from '../influence';
import type { GameState } from '../state';

/** All US influence out of Nicaragua, on this board, and the rule with it. */
function removal(state: GameState): { expected: InfluenceChange[]; rule: string } {
  const us = influenceOf(state, 'NI', 'US');
  return { expected: us > 0 ? [{ country: 'NI', side: 'US', delta: -us }] : [], rule: `Ortega Elected in Nicaragua removes all US influence from Nicaragua (${us})` };
}

export const ortegaElectedInNicaragua: EventDefinition = {
  code: 'ORT',
  apply(state, context, { problems }) {
    const { input, player } = context;
    const next = neighboursOf('NI').filter((c) => countryIndex(c) >= 0);
    onlyWrites(problems, context, ['influence', 'coups'], `Ortega Elected in Nicaragua removes all US influence from Nicaragua, then the USSR may make a free coup in ${listNames(next, 'or')}`);
    const { expected, rule } = removal(state);
    let after = fixedInfluence(state, context, expected, rule, problems);
    const coups = input.coups ?? [];
    coups.slice(1).forEach((_, n) => {
      problems.push(problem('TSN181', `Ortega Elected in Nicaragua gives the USSR one free coup attempt; the line writes ${coups.length}`, { kind: 'roll', index: n + 1, section: 'event' }, player));
    });
    const coup = coups[0];
    if (coup) {
      if (!next.includes(coup.country)) {
        problems.push(problem('TSN181', `Ortega Elected in Nicaragua's free coup is in a country next to Nicaragua (${listNames(next, 'or')}); the line writes one in ${countryName(coup.country)}`, { kind: 'roll', index: 0, section: 'event' }, player));
      } else {
        after = freeCoup(after, context, coup, 'USSR', problems);
      }
    }
    return after;
  },
  choices(state, context) {
    const { expected, rule } = removal(state);
    const removed = fixedInfluence(state, context, expected, rule, []);
    const next = neighboursOf('NI');
    return followedBy(fixedChoices(state, context, expected, rule), () => ({
      rule: `then the USSR may make a free coup in ${listNames(next, 'or')}`,
      options: context.input.coups?.length ? [] : coupOptions(removed, 'USSR', { card: context.card }, true, (country) => next.includes(country)),
      complete: true,
    }));
  },
};
