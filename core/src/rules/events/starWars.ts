// Star Wars (85, US, 2 ops, asterisk, Late War): only when the US is ahead on the space race
// (its marker on a higher box than the USSR's). The US picks any non-scoring card from the discard
// pile and its event happens at once. `STA@ >CON`: the card taken, bare (rulings: `>` marks are
// never in parentheses), with what its event did attached (`STA@ >RED@`, `STA@ >TRU@(AT-)` in a US
// play); the `@` may be left out when that event changed nothing on the board. Reading taken (the
// Deluxe text says "a non-scoring card of your choice"): any non-scoring card, a USSR card
// included, whose event is then the USSR's (rule 5.1), carried out as the US chose to play it. The
// taken card then goes where a played card goes (5.2): removed when asterisked and its event
// happened, displayed while a persistent effect lasts, otherwise back to the discard pile. When the
// discard pile holds no non-scoring card the event takes nothing. Its card was not played (nor
// played by the USSR): an event that depends on how it was played (Defectors) reads `discardedBy`.
import { cardByCode, cardTitle, type Card } from '../../data/cards';
import { eventOwner, describePlace, dispositionAfterPlay, finishPlay, mayBeInDiscardPile, takeOut, whereIs } from '../cards';
import { problem } from '../problems';
import { resolveEvent } from '../resolveEvent';
import type { EventCallContext, EventDefinition } from '../eventDefinition';
import { choiceOption } from '../eventChoice';
import type { GameState } from '../state';
import { onlyWrites } from './support';

const ALLOWS = 'Star Wars takes one non-scoring card from the discard pile and its event happens at once (>CODE, with what its event did: >CODE@…)';

/** The non-scoring cards in the discard pile, the ones Star Wars may take. */
function takeable(discard: readonly string[]): string[] {
  return discard.filter((code) => !cardByCode(code)?.scoring);
}

/** The cards Star Wars may take: those in the discard pile, then those that may still be there after a turn the file leaves out. */
function open(state: GameState): string[] {
  return takeable([...state.discard, ...state.maybeInDiscard.filter((code) => mayBeInDiscardPile(state, code))]);
}

/** The taken card's event, carried out as the US chose (its owner by rule 5.1); its card was not played. */
function takenEvent(card: Card, context: EventCallContext): EventCallContext {
  // The play's marks are the taken event's to read too (How I Learned's DEFCON, the Summit's winner's).
  return { card, player: context.player, owner: eventOwner(card, 'US'), headline: context.headline, roundStart: context.roundStart, discardedBy: context.discardedBy ?? 'STA', ...(context.marks ? { marks: context.marks } : {}) };
}

export const starWars: EventDefinition = {
  code: 'STA',
  choices(state, context) {
    if (context.input.cardMoves?.length) return { rule: ALLOWS, options: [], complete: true };
    const options = open(state).map((code) => choiceOption(state, { kind: 'card', card: code, then: { kind: 'event', state: takeOut(state, code), context: takenEvent(cardByCode(code)!, context) } }));
    return { rule: ALLOWS, options, complete: takeable(state.discard).length === 0 };
  },
  condition: (state) => (state.space.US > state.space.USSR ? null : `the US is not ahead on the space race (US box ${state.space.US}, USSR box ${state.space.USSR})`),
  apply(state, context, { problems }) {
    const { input, player } = context;
    onlyWrites(problems, context, ['cardMoves'], ALLOWS);
    const moves = input.cardMoves ?? [];
    // An empty pile after a turn the file leaves out cannot be told, so taking none is then no error.
    const offered = open(state);
    if (moves.length === 0) {
      if (takeable(state.discard).length) {
        const some = offered.slice(0, 6).join(', ') + (offered.length > 6 ? '…' : '');
        problems.push(problem('TSN182', `${ALLOWS}; the line takes none: write the card taken, e.g. STA@ >${offered[0]} (the discard pile holds ${some})`, { kind: 'event' }, player));
      }
      return state;
    }
    if (moves.length > 1) {
      problems.push(problem('TSN181', `Star Wars takes one card from the discard pile, not ${moves.length}: write only the card taken`, { kind: 'cardMove', card: moves[1]!.card, index: 1 }, player));
    }
    const move = moves[0]!;
    const target = { kind: 'cardMove', card: move.card, index: 0 } as const;
    const card = cardByCode(move.card);
    if (!card) {
      problems.push(problem('TSN101', `${move.card} is not a card`, target, player));
      return state;
    }
    if (card.scoring) {
      problems.push(problem('TSN181', `Star Wars takes a non-scoring card; ${cardTitle(card.code)} is a scoring card${offered.length ? `: take one of ${offered.join(', ')}` : ''}`, target, player));
      return state;
    }
    if (!mayBeInDiscardPile(state, card.code)) {
      const place = whereIs(state, card.code);
      problems.push(problem('TSN102', `${cardTitle(card.code)} is ${describePlace(place)}: Star Wars takes a card from the discard pile${offered.length ? ` (${offered.join(', ')})` : ' (it holds no non-scoring card)'}`, target, player));
      return state;
    }
    const resolution = resolveEvent(takeOut(state, card.code), { ...takenEvent(card, context), input: move.event, chosen: false }, problems);
    return finishPlay(resolution.state, 'US', card.code, dispositionAfterPlay(card, resolution.happened, resolution.displayed));
  },
};
