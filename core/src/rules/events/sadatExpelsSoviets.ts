// Sadat Expels Soviets (72, US, 1 op, Mid War, asterisk): all USSR influence leaves Egypt and the
// US adds 1 there. Egypt is listed once per side (rulings): `SAD@EG (EG-3)` in a US play,
// `SAD&…@(EG) EG-3` in a USSR play.
import type { InfluenceChange } from '../influence';
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { fixedInfluence, onlyWrites } from './support';

export const sadatExpelsSoviets: EventDefinition = {
  code: 'SAD',
  apply(state, context) {
    const ussr = influenceOf(state, 'EG', 'USSR');
    const expected: InfluenceChange[] = [
      { country: 'EG', side: 'US', delta: 1 },
      ...(ussr > 0 ? [{ country: 'EG', side: 'USSR' as const, delta: -ussr }] : []),
    ];
    const outcome = fixedInfluence(state, context, expected, `Sadat Expels Soviets removes all USSR influence from Egypt (${ussr}) and adds 1 US influence there`);
    return { state: outcome.state, problems: [...onlyWrites(context, ['influence']), ...outcome.problems] };
  },
};
