// 9 Vietnam Revolts (USSR, asterisk): the USSR adds 2 influence in Vietnam; for the rest of the
// turn, a card the USSR plays with all its operations in Southeast Asia gets +1 op: the effect's
// `opsModifier` (rulings: it applies by itself, to coups and their military operations, and on top
// of the China Card's +1).
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const vietnamRevolts: EventDefinition = {
  code: 'VIE',
  ...fixedInfluenceEvent(() => ({ expected: [{ country: 'VN', side: 'USSR', delta: 2 }], rule: 'Vietnam Revolts adds 2 USSR influence in Vietnam' })),
  effect: { duration: 'turn', opsModifier: { appliesTo: 'owner', delta: 1, onlySoutheastAsia: true } },
};
