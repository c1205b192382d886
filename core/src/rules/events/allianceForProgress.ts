// Alliance for Progress (78, US, 3 ops, asterisk, Mid War): the US gains 1 VP for each battleground
// it controls in Central and South America. No condition: with none the event still happens (0 VP)
// and the card is removed (rule 5.2, example 3). `AFP@ =+3`.
import type { GameState } from '../state';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { controlledCountries, isBattleground, isIn } from '../map';
import { addVp, signedVp } from '../markers';
import { effectOnly, listNames } from './support';

/** The US's VP on this board, and the rule with them. */
function gains(state: GameState): { vp: number; rule: string } {
  const controlled = controlledCountries(state, 'US').filter((c) => isBattleground(c) && (isIn(c, 'Central America') || isIn(c, 'South America')));
  const vp = controlled.length;
  const which = vp ? ` (${listNames(controlled)})` : '';
  return { vp, rule: `Alliance for Progress writes only its VP: the US controls ${vp} battleground${vp === 1 ? '' : 's'} in Central and South America${which}, ${vp} VP` };
}

export const allianceForProgress: EventDefinition = {
  code: 'AFP',
  apply(board, context, { problems }) {
    const { vp, rule } = gains(board);
    effectOnly(problems, context, rule);
    return addVp(board, signedVp('US', vp));
  },
  choices: (state) => nothingToChoose(gains(state).rule),
};
