// 8 Fidel (USSR, asterisk): all US influence leaves Cuba, then the USSR adds enough to control it.
import type { EventDefinition } from '../eventDefinition';
import { takeOver, takeOverChoices } from './support';

export const fidel: EventDefinition = {
  code: 'FID',
  apply: (board, context, { problems }) => takeOver(board, context, 'CU', problems),
  choices: (state, context) => takeOverChoices(state, context, 'CU'),
};
