// 33 De-Stalinization (USSR, asterisk): the USSR moves up to 4 of its influence points from any
// countries to countries the US does not control (judged before the event), no more than 2 into
// any one. Written as the USSR's own changes: the points taken away (`PL- DD-`) and the points
// placed (`FI2`); every point taken away must be placed again.
import { controlOf } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluence, chosenTotal, influenceChoices, onlyWrites, type InfluenceChoice } from './support';
import type { EventApplyContext } from '../eventDefinition';
import { copyOf, type GameState } from '../state';

const RULE = 'De-Stalinization moves up to 4 USSR influence from any countries to countries the US does not control, no more than 2 into any one';

const TAKE: InfluenceChoice = {
  rule: RULE,
  side: 'USSR',
  direction: 'remove',
  eligible: () => true,
  notEligible: () => '',
  perCountry: 4,
  total: 4,
  upTo: true,
};

/** Placing again the `moved` points taken away, in countries the US did not control before the event. */
function putBack(before: GameState, moved: number): InfluenceChoice {
  return {
    rule: `${RULE}; the line takes away ${moved}, which must all be placed again`,
    side: 'USSR',
    direction: 'add',
    eligible: (country) => controlOf(before, country) !== 'US',
    notEligible: () => 'which the US controls',
    perCountry: 2,
    total: moved,
  };
}

/** The two halves of what the line wrote: the points taken away (and how many, on the board before), and the points placed. */
function halves(state: GameState, context: EventApplyContext) {
  const written = context.input.influence ?? [];
  const placing = { ...context, input: { influence: written.filter((c) => c.side === 'USSR' && c.delta > 0) } };
  const taking = { ...context, input: { influence: written.filter((c) => !(c.side === 'USSR' && c.delta > 0)) } };
  return { taking, placing, moved: chosenTotal(state, taking, TAKE) };
}

export const deStalinization: EventDefinition = {
  code: 'DES',
  apply(board, context, { problems }) {
    const { taking, placing, moved } = halves(board, context);
    // "Countries the US does not control" is judged before the event: the board as it stood is
    // kept aside (a shallow copy) before the points taken away are written on it.
    const before = copyOf(board);
    onlyWrites(problems, context, ['influence']);
    const taken = chosenInfluence(board, taking, TAKE, problems);
    return chosenInfluence(taken, placing, putBack(before, moved), problems);
  },
  choices(state, context) {
    const { taking, placing, moved } = halves(state, context);
    const taken = chosenInfluence(state, taking, TAKE, []);
    const put = influenceChoices(taken, placing, putBack(state, moved));
    // More taken away while the 4 allow it; placed again up to what was taken.
    const take = influenceChoices(state, taking, TAKE);
    return { rule: RULE, options: [...take.options, ...put.options], complete: put.complete };
  },
};
