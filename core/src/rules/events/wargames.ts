// Wargames (100, neutral, 4 ops, asterisk): only while DEFCON is at 2, the side whose event it is
// (its player; the US when Star Wars takes it, whoever played Star Wars) gives its opponent 6 VP
// and ends the game at once; the side then ahead on VP wins (a tie is a draw), and there is no
// final scoring. TSN: `WAR@ =-6` played by the US, `WAR@ =+6` by the USSR; nothing is
// played after it (the core's TSN171). The card says the player "may" end the game: playing the
// card for its event is that choice (a player who does not want it plays the card for operations),
// so the event always ends the game. The result's reason is `vp` (the VP decide it, cli.md's
// contract), with the card named for the game-over message.
import { nothingToChoose } from '../eventChoice';
import type { EventDefinition } from '../eventDefinition';
import { addVp, endGame, signedVp } from '../markers';
import { opponent, type Side } from '../state';
import { onlyWrites } from './support';

/** DEFCON the event needs. */
export const WARGAMES_DEFCON = 2;
/** VP the opponent gains. */
export const WARGAMES_VP = 6;

const rule = (gainer: Side) => `Wargames writes only its VP (the ${gainer} gains ${WARGAMES_VP}: =${gainer === 'USSR' ? '-' : '+'}${WARGAMES_VP}) and ends the game`;

export const wargames: EventDefinition = {
  code: 'WAR',
  condition: (state) => (state.defcon === WARGAMES_DEFCON ? null : `Wargames happens only at DEFCON ${WARGAMES_DEFCON}; DEFCON is ${state.defcon}`),
  choices: (_state, context) => nothingToChoose(rule(opponent(context.owner))),
  apply(board, context, { problems }) {
    // The event's side (a neutral card's: its player; Star Wars taking it: the US, even in a USSR
    // play that triggered Star Wars) gives its opponent the 6 VP.
    const gainer = opponent(context.owner);
    onlyWrites(problems, context, [], rule(gainer));
    const next = addVp(board, signedVp(gainer, WARGAMES_VP));
    const winner = next.vp > 0 ? 'US' : next.vp < 0 ? 'USSR' : null;
    return endGame(next, winner, 'vp', 'WAR');
  },
};
