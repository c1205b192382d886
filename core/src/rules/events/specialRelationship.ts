// Special Relationship (105, US, not removed): only while the US controls the United Kingdom. Without
// NATO in force, the US adds 1 influence to one country adjacent to the UK (Canada, Norway,
// Benelux, France); with NATO in force, 2 influence to one Western European country and 2 VP.
// Without UK control the event does nothing (the card is discarded all the same).
import type { EventDefinition } from '../eventDefinition';
import { controlOf, countryName, isIn, neighboursOf } from '../map';
import { addVp, signedVp } from '../markers';
import { hasEffect } from '../effects';
import { chosenInfluence, onlyWrites } from './support';

const NO_NATO = 'Special Relationship, without NATO in force, adds 1 US influence to one country adjacent to the United Kingdom';
const WITH_NATO = 'Special Relationship, with NATO in force, adds 2 US influence to one Western European country (and the US gains 2 VP)';
const UK_VP = 2;

export const specialRelationship: EventDefinition = {
  code: 'SPR',
  apply: (state, context) => {
    if (controlOf(state, 'UK') !== 'US') {
      const allows = `Special Relationship does nothing unless the US controls ${countryName('UK')}`;
      const problems = onlyWrites(context, [], allows);
      return { state, problems };
    }
    const nato = hasEffect(state, 'NAT');
    const allows = nato ? WITH_NATO : NO_NATO;
    const problems = onlyWrites(context, ['influence'], allows);
    const adjacent = neighboursOf('UK');
    const outcome = chosenInfluence(state, context, nato
      ? { rule: allows, side: 'US', direction: 'add', perCountry: 2, total: 2, countries: 1, fullAmount: true, eligible: (c) => isIn(c, 'Western Europe'), notEligible: () => 'not in Western Europe' }
      : { rule: allows, side: 'US', direction: 'add', perCountry: 1, total: 1, countries: 1, eligible: (c) => adjacent.includes(c), notEligible: () => `not adjacent to the United Kingdom (${adjacent.join(', ')})` });
    problems.push(...outcome.problems);
    return { state: nato ? addVp(outcome.state, signedVp('US', UK_VP)) : outcome.state, problems };
  },
};
