// Flower Power (59, USSR, Mid War, asterisk, stays in force): the USSR gains 2 VP each time the US
// plays a war card (Arab-Israeli War, Korean War, Brush War, Indo-Pakistani War, Iran-Iraq War),
// in a headline or an action round, for its event or for its operations (beside UN Intervention
// too), but not to the space race nor as the card discarded to roll out of Quagmire. This follows
// the reference card summary and the Deluxe text ("every US played war card, unless played on the
// Space Race"). The VP go in the `=` of that play (rulings). Cancelled by "An Evil Empire", which
// also prevents it (its own declaration: `prevents: ['FLO']`; the condition here says so too).
import { cardByCode } from '../../data/cards';
import type { AfterEventContext, AfterPlayContext, EventDefinition, EventOutcome } from '../eventDefinition';
import { hasEffect } from '../effects';
import { addVp, signedVp } from '../markers';
import { effectOnly } from './support';

export const FLOWER_POWER_VP = 2;

function isWarCard(code: string | undefined): boolean {
  return code !== undefined && cardByCode(code)?.war === true;
}

/** An action round: the US played a war card for its event or operations (not space, not a trap roll). */
function afterUsPlay({ state, side, play }: AfterPlayContext): EventOutcome {
  if (side !== 'US' || !play || play.kind === 'space' || play.kind === 'trap') return { state, problems: [] };
  const beside = (play.event?.subPlays ?? []).filter((sub) => sub.side === 'US' && isWarCard(sub.card)).length;
  const wars = (isWarCard(play.card) ? 1 : 0) + (play.card === 'UNI' ? beside : 0);
  return { state: addVp(state, signedVp('USSR', FLOWER_POWER_VP * wars)), problems: [] };
}

/** A headline: the US's war card headlined (its event happened). */
function afterUsHeadline({ state, headline, player, card }: AfterEventContext): EventOutcome {
  if (!headline || player !== 'US' || !card.war) return { state, problems: [] };
  return { state: addVp(state, signedVp('USSR', FLOWER_POWER_VP)), problems: [] };
}

export const flowerPower: EventDefinition = {
  code: 'FLO',
  condition: (state) => (hasEffect(state, 'AEE') ? '"An Evil Empire" is in force' : null),
  apply: (state, context) => effectOnly(state, context, 'Flower Power writes nothing: the USSR gains 2 VP each time the US plays a war card, written on that play'),
  effect: { duration: 'persistent', cancelledBy: ['AEE'], afterPlay: afterUsPlay, afterEvent: afterUsHeadline },
};
