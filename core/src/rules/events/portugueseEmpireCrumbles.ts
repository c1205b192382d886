// Portuguese Empire Crumbles (52, USSR, 2 ops, asterisk, Mid War): the USSR adds 2 influence in
// Angola and 2 in the SE African States. Nothing to choose: `PEC@AO2 SF2`.
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const portugueseEmpireCrumbles: EventDefinition = {
  code: 'PEC',
  ...fixedInfluenceEvent(() => ({
    expected: [{ country: 'AO', side: 'USSR', delta: 2 }, { country: 'SF', side: 'USSR', delta: 2 }],
    rule: 'Portuguese Empire Crumbles adds 2 USSR influence in Angola and 2 in the SE African States',
  })),
};
