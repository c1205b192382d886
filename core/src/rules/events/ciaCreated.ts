// CIA Created (26, US, asterisk): the USSR shows its hand to the US (nothing TSN writes), then the
// US conducts operations as if it had played a 1-op card; the US's operations modifiers apply
// (rulings: Containment makes them 2, Red Scare/Purge on the US leaves 1). Written as an operations
// part after the event (rulings): `CIA@&JP` in a US play, `CIA&SY@(&JP)` in a USSR play; a coup
// `CIA@#IR…` or realignment `CIA@/IR4:3` likewise. Not the space race.
import type { EventDefinition } from '../eventDefinition';
import { grantedChoices, grantedOperations, onlyWrites } from './support';

const ALLOWS = 'CIA Created gives the US operations as if it had played a 1-op card';

export const ciaCreated: EventDefinition = {
  code: 'CIA',
  apply: (board, context, { problems }) => {
    onlyWrites(problems, context, ['ops', 'coups', 'realigns'], ALLOWS);
    return grantedOperations(board, context, 'US', { card: context.card }, problems);
  },
  choices: (state, context) => grantedChoices(state, context, 'US', { card: context.card }),
};
