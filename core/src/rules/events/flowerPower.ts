// Flower Power (59, USSR, Mid War, asterisk, stays in force): the USSR gains 2 VP each time the US
// plays a war card (Arab-Israeli War, Korean War, Brush War, Indo-Pakistani War, Iran-Iraq War),
// in a headline or an action round, for its event or for its operations (beside UN Intervention
// too), but not to the space race nor as the card discarded to roll out of Quagmire. This follows
// the reference card summary and the Deluxe text ("every US played war card, unless played on the
// Space Race"). The VP go in the `=` of that play (rulings). A war card a US event hands the US
// to play (Grain Sales, Missile Envy, Star Wars) is a war card the US plays too. Cancelled by "An
// Evil Empire", which also prevents it (its own declaration: `prevents: ['FLO']`; the condition
// here says so too).
import { cardByCode } from '../../data/cards';
import type { AfterEventContext, AfterPlayContext, EventDefinition, EventInput } from '../eventDefinition';
import { isEmptyInput } from '../resolveEvent';
import { hasEffect } from '../effects';
import { addVp, signedVp } from '../markers';
import type { PlayCommand } from '../commands';
import type { GameState, Side } from '../state';
import { effectOnlyEvent } from './support';

export const FLOWER_POWER_VP = 2;

function isWarCard(code: string | undefined): boolean {
  return code !== undefined && cardByCode(code)?.war === true;
}

/**
 * War cards a US event hands the US to play at once, for their event or operations (`>BRU@xAR3+`,
 * `>KOR&JP2`): Grain Sales ("play it as their own"), Missile Envy played by the US, Star Wars. A card
 * handed back bare (`>BRU`) is not played; cards a USSR event moves (Five Year Plan) are not the US's.
 */
function warCardsPlayedFromAnEvent(play: PlayCommand, side: Side): number {
  const card = cardByCode(play.card);
  if (!card || !play.event) return 0;
  const owner = card.side === 'neutral' ? side : card.side;
  if (owner !== 'US') return 0;
  return (play.event.cardMoves ?? []).filter((move) => move.event !== undefined && isWarCard(move.card)).length;
}

/** An action round: the US played a war card for its event or operations (not space, not a trap roll). */
function afterUsPlay({ state, side, play }: AfterPlayContext): GameState {
  if (!play || play.kind === 'space' || play.kind === 'trap') return state;
  let wars = warCardsPlayedFromAnEvent(play, side);
  if (side === 'US') {
    const beside = (play.event?.subPlays ?? []).filter((sub) => sub.side === 'US' && isWarCard(sub.card)).length;
    wars += (isWarCard(play.card) ? 1 : 0) + (play.card === 'UNI' ? beside : 0);
  }
  return wars ? addVp(state, signedVp('USSR', FLOWER_POWER_VP * wars)) : state;
}

/**
 * A headline: the US's war card headlined (its event happened), or a war card the US's headlined
 * event hands it to play for its operations alone (`GRA >BRU&JP3`: no event of that card resolves
 * to be counted here; one played for its event is counted by that event).
 */
function afterUsHeadline({ state, headline, player, card, input }: AfterEventContext): GameState {
  if (!headline || player !== 'US') return state;
  const forOperations = (input?.cardMoves ?? []).filter((move) => move.event && isWarCard(move.card) && operationsOnly(move.event)).length;
  const wars = (card.war ? 1 : 0) + forOperations;
  return wars ? addVp(state, signedVp('USSR', FLOWER_POWER_VP * wars)) : state;
}

/** True when what is attached to a card moved is operations only (`&…`, `#…`, `/…`). */
function operationsOnly(event: EventInput): boolean {
  const { ops, coups, realigns, ...rest } = event;
  return Boolean(ops?.length || coups?.length || realigns?.length) && isEmptyInput(rest);
}

export const flowerPower: EventDefinition = {
  code: 'FLO',
  condition: (state) => (hasEffect(state, 'AEE') ? '"An Evil Empire" is in force' : null),
  ...effectOnlyEvent('Flower Power writes nothing: the USSR gains 2 VP each time the US plays a war card, written on that play'),
  effect: { duration: 'persistent', cancelledBy: ['AEE'], afterPlay: afterUsPlay, afterEvent: afterUsHeadline },
};
