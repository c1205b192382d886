// Reagan Bombs Libya (84, US, 2 ops, asterisk, Late War): the US gains 1 VP for every 2 USSR
// influence in Libya, rounded down. Nothing to choose: `RBL@ =+2` (the core checks the mark).
import type { GameState } from '../state';
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { addVp, signedVp } from '../markers';
import { effectOnly } from './support';

/** The US's VP on this board, and the rule with them. */
function gains(state: GameState): { vp: number; rule: string } {
  const libya = influenceOf(state, 'LY', 'USSR');
  const vp = Math.floor(libya / 2);
  return { vp, rule: `Reagan Bombs Libya writes only its VP: the US gains 1 VP for every 2 USSR influence in Libya (${libya}: ${vp} VP, =${vp > 0 ? '+' : ''}${vp})` };
}

export const reaganBombsLibya: EventDefinition = {
  code: 'RBL',
  apply(board, context, { problems }) {
    const { vp, rule } = gains(board);
    effectOnly(problems, context, rule);
    return addVp(board, signedVp('US', vp));
  },
  choices: (state) => nothingToChoose(gains(state).rule),
};
