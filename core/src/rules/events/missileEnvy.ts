// Missile Envy (49, neutral, 2 ops, Mid War): the player exchanges this card for the opponent's
// highest-ops card. If that card carries the player's own or a neutral event, the event happens at
// once (`MIS@ >RED@`; the `@` may be left out when it changed nothing); if it carries the
// opponent's event, the player uses its operations at once and its event does not happen
// (`MIS@ >MUS#MX4+4 D2`, or the space race, `MIS@ >FYP*2+ =-1`, rulings). Missile Envy goes into the opponent's hand, and the opponent must play it
// for its operations in its next action round (`MIS&KP`; TSN184 otherwise), even when that round is
// in the next turn; it cannot headline it meanwhile.
// Readings taken: "highest" is the printed operations value (the modifiers of 7.4 belong to the
// side playing a card, not to the card in a hand); among ties the Deluxe text lets the opponent
// choose, so any card of the highest value is accepted; the China Card is never part of the hand.
// With the opponent's hand unknown the written card is trusted once it could be there (unseen).
// With no card in the opponent's hand nothing is exchanged and Missile Envy is discarded. The
// forced play may be any use of operations (influence, a coup, realignment rolls, the space race).
import { cardByCode, cardTitle, CHINA_CARD } from '../../data/cards';
import { hasEffect, removeEffect } from '../effects';
import type { EventCallContext, EventDefinition } from '../eventDefinition';
import { choiceOption, type NestedPlay } from '../eventChoice';
import { eventOwner, whereIs } from '../cards';
import { problem } from '../problems';
import { opponent, type GameState } from '../state';
import { cardsInHand, handSize, highestOpsCards, onlyWrites, playTakenCard, putInHand, takeFromHand } from './support';

const CODE = 'MIS';

function takenCardsText(codes: readonly string[]): string {
  return codes.map((code) => `${cardTitle(code)} (${code})`).join(', ');
}

/**
 * What the player does at once with the card taken: its event when the card carries the player's own
 * or a neutral event, its operations (and not the event) when it carries the opponent's.
 */
function playOfTaken(state: GameState, code: string, context: EventCallContext): NestedPlay {
  const card = cardByCode(code)!;
  const actor = context.owner;
  const taken = takeFromHand(state, opponent(actor), code, { kind: 'cardMove', card: code, index: 0 }, context.player, 'Missile Envy', true).state;
  const own = card.side === 'neutral' || card.side === actor;
  return own
    ? { kind: 'event', state: taken, context: { card, player: context.player, owner: eventOwner(card, actor), headline: context.headline, roundStart: context.roundStart, ...(context.marks ? { marks: context.marks } : {}) } }
    : { kind: 'operations', state: taken, spec: { side: actor, source: { card }, roundStart: context.roundStart } };
}

export const missileEnvy: EventDefinition = {
  code: 'MIS',
  choices(state, context) {
    const them = opponent(context.owner);
    const rule = `Missile Envy takes the ${them}'s highest-ops card and plays its event, or, for a ${them} event, its operations`;
    const highest = highestOpsCards(state, them);
    if (context.input.cardMoves?.length || handSize(state, them) === 0) return { rule, options: [], complete: true };
    // An unknown hand: any unseen card could be its highest.
    const cards = highest ? highest.cards : cardsInHand(state, them);
    return { rule, options: cards.map((card) => choiceOption(state, { kind: 'card', card, then: playOfTaken(state, card, context) })), complete: false };
  },
  apply(state, context, report) {
    const { problems } = report;
    // The side whose event it is exchanges: the player, or the US when Star Wars takes the card.
    const { input, player, owner: actor } = context;
    const them = opponent(actor);
    onlyWrites(problems, context, ['cardMoves'], `Missile Envy takes the ${them}'s highest-ops card (>CODE), then plays its event (>CODE@…) or, for a ${them} event, its operations (>CODE#…, >CODE&…)`);
    const moves = input.cardMoves ?? [];
    const held = handSize(state, them);
    const highest = highestOpsCards(state, them);
    const candidates = highest ? `: ${highest.cards.length === 1 ? 'its highest is' : 'its highest are'} ${takenCardsText(highest.cards)}, ${highest.ops} ops` : '';
    if (held === 0) {
      moves.forEach((move, index) => {
        problems.push(problem('TSN181', `The ${them} holds no card: Missile Envy takes nothing and is discarded; the line takes ${move.card}`, { kind: 'cardMove', card: move.card, index }, player));
      });
      report.effectInForce = false;
      return state;
    }
    let next: GameState = state;
    if (moves.length === 0) {
      problems.push(problem('TSN182', `Missile Envy takes the ${them}'s highest-ops card (it holds ${held}${candidates}): write it, MIS@ >CODE, with its event or operations`, { kind: 'event' }, player));
    }
    moves.slice(1).forEach((move, n) => {
      problems.push(problem('TSN181', `Missile Envy takes one card from the ${them}, not ${moves.length}; the line also takes ${move.card}`, { kind: 'cardMove', card: move.card, index: n + 1 }, player));
    });
    const move = moves[0];
    if (move) {
      const target = { kind: 'cardMove', card: move.card, index: 0 } as const;
      const taken = takeFromHand(next, them, move.card, target, player, 'Missile Envy', true);
      next = taken.state;
      problems.push(...taken.problems);
      const card = taken.card ?? cardByCode(move.card);
      if (card && card.code !== CHINA_CARD) {
        if (highest && card.ops < highest.ops && highest.cards.every((code) => code !== card.code)) {
          problems.push(problem('TSN181', `Missile Envy takes the ${them}'s highest-ops card${candidates}; ${cardTitle(card.code)} has ${card.ops}`, target, player));
        }
        const own = card.side === 'neutral' || card.side === actor;
        next = playTakenCard(next, context, move, 0, {
          side: actor, as: own ? 'event' : 'operations', opponentEventHappens: false,
          what: `${cardTitle(card.code)}, taken by Missile Envy,`,
        }, problems);
      }
    }
    // Missile Envy goes to the opponent's hand; the effect in force makes it play it next.
    return putInHand(next, them, CODE);
  },
  effect: {
    // Persistent: the opponent's next action round may be in the next turn. The card is in the
    // opponent's hand meanwhile, never displayed.
    duration: 'persistent',
    restrictsPlay: ({ state, effect, side, card, kind, headline }) => {
      if (side !== opponent(effect.side)) return null;
      // The obligation goes with the card: taken from the receiver's hand (Grain Sales), it binds no more.
      const place = whereIs(state, CODE);
      if (place !== (side === 'US' ? 'hand-US' : 'hand-USSR') && !(place === 'deck' && state.hands[side] === null)) return null;
      if (headline) return card.code === CODE ? `The ${side} received Missile Envy from the ${effect.side}: it plays it for its operations in its next action round; it cannot headline it` : null;
      if (card.code !== CODE) return `The ${side} received Missile Envy from the ${effect.side}: it must play Missile Envy for its operations in this action round, not ${cardTitle(card.code)} (write ${CODE}&…, ${CODE}#…, ${CODE}/… or ${CODE}*…)`;
      if (kind === 'event') return `The ${side} received Missile Envy from the ${effect.side}: it plays it for its operations in this action round, not for its event (write ${CODE}&…, ${CODE}#…, ${CODE}/… or ${CODE}*…)`;
      return null;
    },
    // The obligation is for the opponent's next action round only: not the very play that made
    // the exchange (the USSR playing Star Wars, whose event took Missile Envy for the US).
    afterPlay: ({ state, roundStart, effect, side }) => (side === opponent(effect.side) && hasEffect(roundStart, CODE) ? removeEffect(state, CODE) : state),
  },
};
