// 33 De-Stalinization (USSR, asterisk): the USSR moves up to 4 of its influence points from any
// countries to countries the US does not control (judged before the event), no more than 2 into
// any one. Written as the USSR's own changes: the points taken away (`PL- DD-`) and the points
// placed (`FI2`); every point taken away must be placed again.
import { controlOf } from '../map';
import type { EventDefinition } from '../eventDefinition';
import { chosenInfluence, onlyWrites } from './support';

const RULE = 'De-Stalinization moves up to 4 USSR influence from any countries to countries the US does not control, no more than 2 into any one';

export const deStalinization: EventDefinition = {
  code: 'DES',
  apply(state, context) {
    const written = context.input.influence ?? [];
    const placed = written.filter((c) => c.side === 'USSR' && c.delta > 0);
    const rest = written.filter((c) => !(c.side === 'USSR' && c.delta > 0));
    const taken = chosenInfluence(state, { ...context, input: { influence: rest } }, {
      rule: RULE,
      side: 'USSR',
      direction: 'remove',
      eligible: () => true,
      notEligible: () => '',
      perCountry: 4,
      total: 4,
      upTo: true,
    });
    const moved = [...taken.applied.values()].reduce((sum, n) => sum + n, 0);
    const put = chosenInfluence(taken.state, { ...context, input: { influence: placed } }, {
      rule: `${RULE}; the line takes away ${moved}, which must all be placed again`,
      side: 'USSR',
      direction: 'add',
      eligible: (country) => controlOf(state, country) !== 'US',
      notEligible: () => 'which the US controls',
      perCountry: 2,
      total: moved,
    });
    return { state: put.state, problems: [...onlyWrites(context, ['influence']), ...taken.problems, ...put.problems] };
  },
};
