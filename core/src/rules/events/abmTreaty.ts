// ABM Treaty (57, neutral, 4 ops, Mid War): DEFCON improves by 1 (never above 5), then the player
// conducts operations as if it had played a 4-ops card (this card's value, modified as usual).
// `ABM@&TW2 PK2 D5`, `ABM@ #BR3+3 D2`; headlined `ABM&TW2 PK2 D5`. The operations come after the
// improvement, so DEFCON's limits on coups and realignment rolls are those of the improved level; a
// coup earns military operations (8.2.3).
import type { EventDefinition } from '../eventDefinition';
import { improveDefcon } from '../markers';
import { grantedChoices, grantedOperations, onlyWrites } from './support';

export const abmTreaty: EventDefinition = {
  code: 'ABM',
  apply(board, context, { problems }) {
    onlyWrites(problems, context, ['ops', 'coups', 'realigns'], 'ABM Treaty improves DEFCON by 1, then gives the player operations as if it had played a 4-ops card');
    const improved = improveDefcon(board, 1, context.player);
    return grantedOperations(improved, context, context.owner, { card: context.card }, problems);
  },
  choices: (state, context) => grantedChoices(improveDefcon(state, 1, context.player), context, context.owner, { card: context.card }),
};
