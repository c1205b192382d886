// Kitchen Debates (48, US, 1 op, asterisk, Mid War): only if the US controls more battlegrounds than
// the USSR (a condition: unmet, the event does not happen and the card is discarded, rule 5.2); the
// US gains 2 VP (and pokes the USSR player in the chest, which TSN does not write). `KIT@ =+2`;
// triggered by the USSR, `KIT&HN@ =+2`, or `KIT&HN` alone when the US does not control more.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { controlledCountries, isBattleground } from '../map';
import { addVp, signedVp } from '../markers';
import type { GameState, Side } from '../state';
import { effectOnly } from './support';

export const KITCHEN_DEBATES_VP = 2;

function battlegrounds(state: GameState, side: Side): number {
  return controlledCountries(state, side).filter(isBattleground).length;
}

const RULE = 'Kitchen Debates writes only its VP: the US controls more battlegrounds than the USSR and gains 2 VP (=+2)';

export const kitchenDebates: EventDefinition = {
  code: 'KIT',
  choices: () => nothingToChoose(RULE),
  condition: (state) => {
    const us = battlegrounds(state, 'US');
    const ussr = battlegrounds(state, 'USSR');
    return us > ussr ? null : `the US does not control more battlegrounds than the USSR (US ${us}, USSR ${ussr})`;
  },
  apply(board, context, { problems }) {
    effectOnly(problems, context, RULE);
    return addVp(board, signedVp('US', KITCHEN_DEBATES_VP));
  },
};
