// SALT Negotiations (43, neutral, Mid War, asterisk, rest of the turn): DEFCON improves by 2 (never
// above 5); every coup, by either side, gets -1 for the rest of the turn; the event's player may take
// one non-scoring card from the discard pile into its hand, shown to the opponent: `SAL@ >JUN D5`,
// or `SAL@ D5` when it takes none (headline `SAL >JUN D5`). The card taken is then in that hand.
import { cardByCode, cardTitle } from '../../data/cards';
import { describePlace, mayBeInDiscardPile, whereIs } from '../cards';
import type { EventDefinition } from '../eventDefinition';
import { improveDefcon } from '../markers';
import { problem } from '../problems';
import { onlyWrites, putInHand } from './support';
import { choiceOption } from '../eventChoice';
import type { GameState, Side } from '../state';

export const SALT_DEFCON_IMPROVEMENT = 2;
export const SALT_COUP_MODIFIER = -1;

const rule = (player: Side) => `SALT Negotiations improves DEFCON by 2 and lets the ${player} take one non-scoring card from the discard pile (SAL@ >JUN D5, or SAL@ D5)`;

/** The cards SALT may take: the non-scoring cards that are, or may be, in the discard pile. */
function takeable(state: GameState): string[] {
  return [...state.discard, ...state.maybeInDiscard].filter((code) => !cardByCode(code)?.scoring && mayBeInDiscardPile(state, code));
}

export const saltNegotiations: EventDefinition = {
  code: 'SAL',
  choices(state, context) {
    if (context.input.cardMoves?.length) return { rule: rule(context.player), options: [], complete: true };
    return { rule: rule(context.player), options: takeable(state).map((card) => choiceOption(state, { kind: 'card', card, then: null })), complete: true };
  },
  apply(state, context, { problems }) {
    const { player, input } = context;
    onlyWrites(problems, context, ['cardMoves'], rule(player));
    let next = improveDefcon(state, SALT_DEFCON_IMPROVEMENT, player);
    const moves = input.cardMoves ?? [];
    moves.slice(1).forEach((extra, n) => {
      problems.push(problem('TSN181', `SALT Negotiations lets the ${player} take one card from the discard pile; the line takes ${moves.length}: leave >${extra.card} out`, { kind: 'cardMove', card: extra.card, index: n + 1 }, player));
    });
    const move = moves[0];
    if (!move) return next;
    const target = { kind: 'cardMove', card: move.card, index: 0 } as const;
    const card = cardByCode(move.card);
    if (!card) {
      problems.push(problem('TSN101', `${move.card} is not a card`, target, player));
      return next;
    }
    if (move.event) problems.push(problem('TSN181', `SALT Negotiations puts ${cardTitle(card.code)} into the ${player}'s hand: it is played later, its event does not happen now (write >${card.code})`, target, player));
    if (card.scoring) {
      problems.push(problem('TSN181', `SALT Negotiations takes a non-scoring card from the discard pile; ${cardTitle(card.code)} is a scoring card`, target, player));
      return next;
    }
    const place = whereIs(next, card.code);
    if (!mayBeInDiscardPile(next, card.code)) {
      problems.push(problem('TSN102', `${cardTitle(card.code)} is ${describePlace(place)}: SALT Negotiations takes a card from the discard pile`, target, player));
      return next;
    }
    return putInHand(next, context.owner, card.code); // the event's side: the US's when Star Wars takes SALT
  },
  effect: { duration: 'turn', coupModifier: () => SALT_COUP_MODIFIER },
};
