// "We Will Bury You" (50, USSR, Mid War, asterisk): DEFCON degrades 1 (`WWB@ D4`); unless the US
// plays UN Intervention as an event in its next action round, the USSR gains 3 VP then. TSN writes
// those VP in the `=` of the US's next play, netted with its own (rulings: `DAC&JP3 =-3`); answered
// with UN Intervention, nothing (`UNI@NAS&TW`). The effect lasts until that US play: when the US has
// no later round this turn (a `—`, the USSR's eighth round), its next round is the next turn's first
// action round (the reference card: "until the end of the US's next action round"; the VP are not
// lost, as the US did not answer with UN Intervention), so the effect outlasts the turn.
import { nothingToChoose } from '../eventChoice';
import type { AfterPlayContext, EventDefinition } from '../eventDefinition';
import type { GameState } from '../state';
import { addVp, degradeDefcon, signedVp } from '../markers';
import { hasEffect, removeEffect } from '../effects';
import { onlyWrites } from './support';

export const WE_WILL_BURY_YOU_VP = 3;

/** The US's next play after the event: 3 VP to the USSR unless it is UN Intervention played as an event. */
function theUsAnswer({ state, roundStart, side, play }: AfterPlayContext): GameState {
  // The event came into force in this very play (the US triggered it): its next round is the answer.
  if (side !== 'US' || !hasEffect(roundStart, 'WWB')) return state;
  const answered = play?.card === 'UNI' && play.kind === 'event';
  const next = removeEffect(state, 'WWB');
  return answered ? next : addVp(next, signedVp('USSR', WE_WILL_BURY_YOU_VP));
}

const RULE = '"We Will Bury You" degrades DEFCON by 1 (WWB@ D4); its 3 VP are written on the US\'s next play';

export const weWillBuryYou: EventDefinition = {
  code: 'WWB',
  choices: () => nothingToChoose(RULE),
  apply: (board, context, { problems }) => {
    onlyWrites(problems, context, [], RULE);
    return degradeDefcon(board, 1, context.player);
  },
  // At the start of the US's play: the card gives the 3 VP "prior to any US VP award", so a US play
  // whose own VP would reach 20 is netted with them first (one `=` for both, rulings).
  effect: { duration: 'persistent', beforePlay: theUsAnswer },
};
