// 33 De-Stalinization (USSR, asterisk): the USSR moves up to 4 of its influence points from any
// countries to countries the US does not control (judged before the event), no more than 2 into
// any one. Written as the USSR's own changes: the points taken away (`PL- DD-`) and the points
// placed (`FI2`); every point taken away must be placed again.
import { controlOf } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluence, influenceChoices, onlyWrites, type InfluenceChoice } from './support';
import type { EventApplyContext } from '../eventDefinition';
import type { GameState } from '../state';

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

/** The two halves of what the line wrote: the points taken away (and the board after), and the points placed. */
function halves(state: GameState, context: EventApplyContext) {
  const written = context.input.influence ?? [];
  const placing = { ...context, input: { influence: written.filter((c) => c.side === 'USSR' && c.delta > 0) } };
  const taking = { ...context, input: { influence: written.filter((c) => !(c.side === 'USSR' && c.delta > 0)) } };
  const taken = chosenInfluence(state, taking, TAKE);
  const moved = [...taken.applied.values()].reduce((sum, n) => sum + n, 0);
  return { taking, placing, taken, moved };
}

export const deStalinization: EventDefinition = {
  code: 'DES',
  apply(state, context) {
    const { placing, taken, moved } = halves(state, context);
    const put = chosenInfluence(taken.state, placing, putBack(state, moved));
    return { state: put.state, problems: [...onlyWrites(context, ['influence']), ...taken.problems, ...put.problems] };
  },
  choices(state, context) {
    const { taking, placing, taken, moved } = halves(state, context);
    const put = influenceChoices(taken.state, placing, putBack(state, moved));
    // More taken away while the 4 allow it; placed again up to what was taken.
    const take = influenceChoices(state, taking, TAKE);
    return { rule: RULE, options: [...take.options, ...put.options], complete: put.complete };
  },
};
