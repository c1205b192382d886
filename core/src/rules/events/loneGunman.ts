// "Lone Gunman" (62, USSR, 1 op, Mid War, asterisk): the US shows its hand to the USSR (nothing
// TSN writes), then the USSR conducts operations as if it had played a 1-op card, its modifiers
// applying (rulings). Written as an operations part after the event: `LON@&JP` in a USSR play;
// in a US play the USSR's operations go in parentheses, `LON&JP@(#NG5+4) D3`. A coup with them
// earns military operations (8.2.3); not the space race.
import type { EventDefinition } from '../eventDefinition';
import { grantedChoices, grantedOperations, onlyWrites } from './support';

export const loneGunman: EventDefinition = {
  code: 'LON',
  apply(board, context, { problems }) {
    onlyWrites(problems, context, ['ops', 'coups', 'realigns'], '"Lone Gunman" gives the USSR operations as if it had played a 1-op card');
    return grantedOperations(board, context, 'USSR', { asIf: 1, granter: context.card }, problems);
  },
  choices: (state, context) => grantedChoices(state, context, 'USSR', { asIf: 1, granter: context.card }),
};
