// Special Relationship (105, US, not removed): only while the US controls the United Kingdom. Without
// NATO in force, the US adds 1 influence to one country adjacent to the UK (Canada, Norway,
// Benelux, France); with NATO in force, 2 influence to one Western European country and 2 VP.
// Without UK control the event does nothing (the card is discarded all the same).
import type { EventDefinition } from '../eventDefinition';
import { controlOf, countryName, isIn, neighboursOf } from '../map';
import { addVp, signedVp } from '../markers';
import { hasEffect } from '../effects';
import { chosenInfluence, influenceChoices, onlyWrites, type InfluenceChoice } from './support';
import { nothingToChoose } from '../eventChoice';
import type { GameState } from '../state';

const NO_NATO = 'Special Relationship, without NATO in force, adds 1 US influence to one country adjacent to the United Kingdom';
const WITH_NATO = 'Special Relationship, with NATO in force, adds 2 US influence to one Western European country (and the US gains 2 VP)';
const UK_VP = 2;

const NO_UK = `Special Relationship does nothing unless the US controls ${countryName('UK')}`;
const ADJACENT = neighboursOf('UK');

/** What the US may add on this board: 2 in Western Europe with NATO in force, else 1 next to the United Kingdom. */
function choice(state: GameState): InfluenceChoice {
  return hasEffect(state, 'NAT')
    ? { rule: WITH_NATO, side: 'US', direction: 'add', perCountry: 2, total: 2, countries: 1, fullAmount: true, eligible: (c) => isIn(c, 'Western Europe'), notEligible: () => 'not in Western Europe' }
    : { rule: NO_NATO, side: 'US', direction: 'add', perCountry: 1, total: 1, countries: 1, eligible: (c) => ADJACENT.includes(c), notEligible: () => `not adjacent to the United Kingdom (${ADJACENT.join(', ')})` };
}

export const specialRelationship: EventDefinition = {
  code: 'SPR',
  apply: (board, context, { problems }) => {
    if (controlOf(board, 'UK') !== 'US') {
      onlyWrites(problems, context, [], NO_UK);
      return board;
    }
    const nato = hasEffect(board, 'NAT');
    const made = choice(board);
    onlyWrites(problems, context, ['influence'], made.rule);
    const next = chosenInfluence(board, context, made, problems);
    return nato ? addVp(next, signedVp('US', UK_VP)) : next;
  },
  choices: (state, context) => (controlOf(state, 'UK') !== 'US' ? nothingToChoose(NO_UK) : influenceChoices(state, context, choice(state))),
};
