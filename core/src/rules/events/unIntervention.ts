// UN Intervention (32, neutral, 1 op): played together with a card from the player's hand that
// carries the opponent's event; that event is cancelled and the player uses the card's operations
// (modified as usual). The other card is discarded, never removed. Not in the headline (the card's
// mayBeHeadlined). `UNI@NAS&TW`. With U2 Incident in force, the USSR gains 1 VP when it is played.
import { cardByCode, cardTitle } from '../../data/cards';
import { possessive } from '../../common/text';
import { CHINA_CARD, finishPlay, playFromHand } from '../cards';
import { addVp, signedVp } from '../markers';
import { problem } from '../problems';
import type { EventDefinition } from '../eventDefinition';
import { hasEffect } from '../effects';
import { opponent } from '../state';
import { cardsInHand, conductOperations, onlyWrites } from './support';
import { choiceOption } from '../eventChoice';
import { grouped, lengthOf } from '../record';

/** U2 Incident: UN Intervention played as an event later in the turn gives the USSR 1 more VP. */
export const U2_INCIDENT = 'U2I';
export const U2_INCIDENT_VP = 1;

export const unIntervention: EventDefinition = {
  code: 'UNI',
  choices(state, context) {
    const { player } = context;
    const them = opponent(player);
    const rule = `UN Intervention is played with a card from the ${player}'s hand carrying the ${them}'s event, whose operations the ${player} uses`;
    if (context.input.subPlays?.length) return { rule, options: [], complete: true };
    const options = cardsInHand(state, player).filter((code) => cardByCode(code)!.side === them).map((code) => {
      const taken = playFromHand(state, player, code, []); // a card of the hand: nothing to report
      return choiceOption(state, { kind: 'subPlay', card: code, side: player, then: { kind: 'operations', state: taken, spec: { side: player, source: { card: cardByCode(code)! }, roundStart: context.roundStart } } });
    });
    return { rule, options, complete: false };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const them = opponent(player);
    onlyWrites(problems, context, ['subPlays'], `UN Intervention is played with a card from the ${player}'s hand carrying the ${them}'s event, whose operations the ${player} uses (UNI@NAS&TW)`);
    const subs = input.subPlays ?? [];
    let next = state;
    if (subs.length === 0) {
      problems.push(problem('TSN182', `UN Intervention is played together with a card from the ${player}'s hand that carries the ${them}'s event: write that card after @ with what its operations did (UNI@NAS&TW)`, { kind: 'event' }, player));
    }
    if (subs.length > 1) {
      problems.push(problem('TSN181', `UN Intervention goes with one card of the ${them}'s, not ${subs.length}`, { kind: 'event' }, player));
    }
    const sub = subs[0];
    const card = sub ? cardByCode(sub.card) : undefined;
    if (sub && !card) problems.push(problem('TSN101', `${sub.card} is not a card`, { kind: 'event' }, player));
    if (sub && card) {
      const start = lengthOf(next); // `next` may be a draft, written in place
      if (sub.side !== player) {
        problems.push(problem('TSN181', `The card played with UN Intervention comes from the ${player}'s own hand: write it without parentheses, UNI@${card.code}…`, { kind: 'event' }, player));
      }
      if (card.code === CHINA_CARD) {
        problems.push(problem('TSN110', `The China Card carries no event: UN Intervention goes with a card carrying the ${them}'s event`, { kind: 'event' }, player));
      } else if (card.side !== them) {
        problems.push(problem('TSN181', `UN Intervention goes with a card carrying the ${them}'s event; ${cardTitle(card.code)} is ${card.side === 'neutral' ? 'a neutral card' : `the ${player}'s own card`}`, { kind: 'event' }, player));
      }
      if (card.code !== CHINA_CARD) {
        next = playFromHand(next, player, card.code, problems);
      }
      if (sub.event && Object.keys(sub.event).length > 0) {
        problems.push(problem('TSN181', `UN Intervention cancels ${possessive(cardTitle(card.code))} event: nothing of it happens; write only what its operations did`, { kind: 'event' }, player));
      }
      if (sub.kind === 'event') {
        problems.push(problem('TSN182', `UN Intervention: the ${player} uses ${possessive(cardTitle(card.code))} ${card.ops} op${card.ops === 1 ? '' : 's'} for influence, a coup or realignment rolls: write them after the card (UNI@${card.code}&…)`, { kind: 'event' }, player));
      } else {
        next = conductOperations(next, player, { card }, {
          ...(sub.influence?.length ? { influence: sub.influence } : {}),
          ...(sub.coup ? { coup: sub.coup } : {}),
          ...(sub.realign?.length ? { realigns: sub.realign } : {}),
        }, { roundStart: context.roundStart, player, what: `${cardTitle(card.code)} played with UN Intervention gives the ${player}`, responsible: player }, problems);
      }
      if (card.code !== CHINA_CARD) next = finishPlay(next, player, card.code, 'discard'); // its event cancelled: discarded, never removed
      next = grouped(next, start, { kind: 'play', side: player, card: card.code, mode: sub.kind, headline: context.headline, by: 'UNI' });
    }
    return hasEffect(next, U2_INCIDENT) ? addVp(next, signedVp('USSR', U2_INCIDENT_VP)) : next;
  },
};
