// How I Learned to Stop Worrying (46, neutral, Mid War, asterisk): the event's player sets DEFCON
// to any level from 1 to 5 and its military operations go to 5 (the track's top: "add 5"). TSN
// records the level chosen only in the play's DEFCON mark: `HIL@ D3`; none written, DEFCON stays
// where it was. Level 1 is nuclear war, and the player, who chose it, loses (8.1.3): `HIL@ D1`.
import { DEFCON_MAX, MILITARY_OPS_MAX } from '../../data/tracks';
import type { EventDefinition } from '../eventDefinition';
import { addMilops, setDefcon } from '../markers';
import { problem } from '../problems';
import { onlyWrites } from './support';
import { choiceOption } from '../eventChoice';
import type { Side } from '../state';

const rule = (player: Side) => `How I Learned to Stop Worrying: the ${player} sets DEFCON to a level of its choice, written as the play's DEFCON mark (HIL@ D3)`;

export const howILearnedToStopWorrying: EventDefinition = {
  code: 'HIL',
  // Any level; the one DEFCON is at is the level left unwritten.
  choices: (state, context) => (context.marks?.defcon !== undefined
    ? { rule: rule(context.player), options: [], complete: true }
    : { rule: rule(context.player), options: [1, 2, 3, 4, 5].filter((level) => level <= DEFCON_MAX && level !== state.defcon).map((level) => choiceOption(state, { kind: 'defcon', level })), complete: true }),
  apply(state, context, { problems }) {
    const { player } = context;
    onlyWrites(problems, context, [], rule(player));
    const written = context.marks?.defcon;
    let level = written ?? state.defcon;
    if (!Number.isInteger(level) || level < 1 || level > DEFCON_MAX) {
      problems.push(problem('TSN181', `How I Learned to Stop Worrying sets DEFCON to a level from 1 to ${DEFCON_MAX}, not ${level}`, { kind: 'defcon' }, player));
      level = state.defcon;
    }
    // The event's side chooses and is responsible: the US's when Star Wars takes the card.
    return addMilops(setDefcon(state, level, context.owner), context.owner, MILITARY_OPS_MAX);
  },
};
