// 9 Vietnam Revolts (USSR, asterisk): the USSR adds 2 influence in Vietnam; for the rest of the
// turn, a card the USSR plays with all its operations in Southeast Asia gets +1 op. The modifier is
// ops.ts's `VIE` entry, keyed on this effect in force (rulings: it applies by itself, to coups and
// their military operations, and on top of the China Card's +1).
import type { EventDefinition } from '../registry';
import { applyFixedChanges, unexpectedItems } from './support/influence';

export const VIETNAM_REVOLTS: EventDefinition = {
  code: 'VIE',
  apply(state, context) {
    const outcome = applyFixedChanges(state, context, [{ country: 'VN', side: 'USSR', delta: 2 }], 'Vietnam Revolts adds 2 USSR influence in Vietnam');
    return { state: outcome.state, problems: [...unexpectedItems(context, ['influence']), ...outcome.problems] };
  },
  effect: { duration: 'turn' },
};
