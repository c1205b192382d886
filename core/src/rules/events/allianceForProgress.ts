// Alliance for Progress (78, US, 3 ops, asterisk, Mid War): the US gains 1 VP for each battleground
// it controls in Central and South America. No condition: with none the event still happens (0 VP)
// and the card is removed (rule 5.2, example 3). `AFP@ =+3`.
import type { EventDefinition } from '../eventDefinition';
import { controlledCountries, isBattleground, isIn } from '../map';
import { addVp, signedVp } from '../markers';
import { effectOnly, listNames } from './support';

export const allianceForProgress: EventDefinition = {
  code: 'AFP',
  apply(state, context) {
    const controlled = controlledCountries(state, 'US').filter((c) => isBattleground(c) && (isIn(c, 'Central America') || isIn(c, 'South America')));
    const vp = controlled.length;
    const which = vp ? ` (${listNames(controlled)})` : '';
    const checked = effectOnly(state, context, `Alliance for Progress writes only its VP: the US controls ${vp} battleground${vp === 1 ? '' : 's'} in Central and South America${which}, ${vp} VP`);
    return { state: addVp(state, signedVp('US', vp)), problems: checked.problems };
  },
};
