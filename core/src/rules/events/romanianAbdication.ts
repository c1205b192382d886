// 12 Romanian Abdication (USSR, asterisk): all US influence leaves Romania, then the USSR adds
// enough to control it.
import type { EventDefinition } from '../eventDefinition';
import { takeOver, takeOverChoices } from './support';

export const romanianAbdication: EventDefinition = {
  code: 'ROM',
  apply: (board, context, { problems }) => takeOver(board, context, 'RO', problems),
  choices: (state, context) => takeOverChoices(state, context, 'RO'),
};
