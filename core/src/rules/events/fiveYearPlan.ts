// Five Year Plan (5, US, 3 ops): the USSR discards a card at random from its hand; if it carries a
// US event, that event happens at once (carried out by the US). `FYP&AF2 IT >CON`, `FYP&AF2 IT >TRU@AT-`;
// in a US play too the card is written bare, `FYP@ >CON` (rulings: a `>` mark is never in parentheses).
import { cardByCode, cardTitle, CHINA_CARD, type Card } from '../../data/cards';
import { dispositionAfterPlay, finishPlay } from '../cards';
import { problem } from '../problems';
import { isEmptyInput, resolveEvent, type EventContextIn } from '../resolveEvent';
import type { EventCallContext, EventDefinition } from '../eventDefinition';
import { choiceOption } from '../eventChoice';
import { cardsInHand, handSize, onlyWrites, takeFromHand } from './support';

const RULE = 'Five Year Plan only discards one card at random from the USSR\'s hand (>CODE), with that card\'s own event when it is a US card (>CODE@…)';

/**
 * The discarded US card's event happens at once, carried out by the US (5.1). It was not played:
 * an event that depends on how its card was played (Defectors) reads discardedBy.
 */
function discardedEvent(card: Card, context: EventCallContext): EventCallContext {
  return { card, player: context.player, owner: 'US', headline: context.headline, roundStart: context.roundStart, discardedBy: context.discardedBy ?? 'FYP' };
}

export const fiveYearPlan: EventDefinition = {
  code: 'FYP',
  choices(state, context) {
    if (context.input.cardMoves?.length || handSize(state, 'USSR') === 0) return { rule: RULE, options: [], complete: true };
    const options = cardsInHand(state, 'USSR').map((code) => {
      const card = cardByCode(code)!;
      const taken = takeFromHand(state, 'USSR', code, { kind: 'cardMove', card: code, index: 0 }, context.player, 'Five Year Plan').state;
      return choiceOption(state, { kind: 'card', card: code, then: card.side === 'US' ? { kind: 'event', state: taken, context: discardedEvent(card, context) } : null });
    });
    return { rule: RULE, options, complete: false };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    onlyWrites(problems, context, ['cardMoves'], RULE);
    const moves = input.cardMoves ?? [];
    const held = handSize(state, 'USSR');
    const write = (code: string) => `>${code}`;
    if (moves.length === 0) {
      if (held > 0) {
        problems.push(problem('TSN182', `Five Year Plan discards a card at random from the USSR's hand (it holds ${held}): write the card discarded, ${write('CODE')}`, { kind: 'event' }, player));
      }
      return state;
    }
    if (held === 0) {
      problems.push(problem('TSN181', `The USSR holds no card: Five Year Plan discards nothing; the line discards ${moves.map((m) => m.card).join(', ')}`, { kind: 'cardMove', card: moves[0]!.card, index: 0 }, player));
    }
    if (moves.length > 1) {
      problems.push(problem('TSN181', `Five Year Plan discards one card from the USSR's hand, not ${moves.length}: write only the card discarded at random`, { kind: 'cardMove', card: moves[1]!.card, index: 1 }, player));
    }
    let next = state;
    moves.forEach((move, index) => {
      const target = { kind: 'cardMove', card: move.card, index } as const;
      const taken = takeFromHand(next, 'USSR', move.card, target, player, 'Five Year Plan');
      next = taken.state;
      problems.push(...taken.problems);
      const card = taken.card ?? cardByCode(move.card);
      if (!card || card.code === CHINA_CARD) return;
      if (card.side !== 'US') {
        if (!isEmptyInput(move.event)) {
          problems.push(problem('TSN181', `${cardTitle(card.code)} is a ${card.side === 'neutral' ? 'neutral' : 'USSR'} card: only a US event on the card Five Year Plan discards happens; write ${write(card.code)} alone`, target, player));
        }
        next = finishPlay(next, 'USSR', card.code, 'discard');
        return;
      }
      const nested: EventContextIn = { ...discardedEvent(card, context), input: move.event, chosen: false };
      const resolution = resolveEvent(next, nested, problems);
      next = resolution.state;
      next = finishPlay(next, 'USSR', card.code, dispositionAfterPlay(card, resolution.happened, resolution.displayed));
    });
    return next;
  },
};
