// Aldrich Ames Remix (98, USSR, 3 ops, asterisk): the US plays with its hand face up for the rest of
// the turn, and the USSR chooses one card from it to be discarded (its event does not happen).
// TSN: `AAR@ >SOL` (bare, whichever side played the card). With a known hand the card must be in
// it; the China Card is never part of the hand (9.5). The hand shown is left in force for the rest
// of the turn (the effect `AAR`, shown with the board), with no rule attached to it.
import { finishPlay } from '../cards';
import { cardTitle, CHINA_CARD } from '../../data/cards';
import type { EventDefinition } from '../eventDefinition';
import { problem } from '../problems';
import { handCardOptions, handSize, onlyWrites, takeFromHand } from './support';

const RULE = 'Aldrich Ames Remix: the US shows its hand and the USSR chooses one card of it to discard, written >CODE';

export const aldrichAmesRemix: EventDefinition = {
  code: 'AAR',
  choices(state, context) {
    const done = (context.input.cardMoves?.length ?? 0) >= Math.min(1, handSize(state, 'US'));
    return { rule: RULE, options: done ? [] : handCardOptions(state, 'US'), complete: done };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const rule = RULE;
    onlyWrites(problems, context, ['cardMoves'], rule);
    const moves = input.cardMoves ?? [];
    const held = handSize(state, 'US');
    if (moves.length === 0 && held > 0) {
      const hand = state.hands.US;
      const options = hand && hand.length <= 9 ? ` (the US holds ${hand.map(cardTitle).join(', ')})` : ` (the US holds ${held})`;
      problems.push(problem('TSN182', `${rule}; the line discards none: write the card chosen${options}`, { kind: 'event' }, player));
    }
    let next = state;
    moves.forEach((move, index) => {
      const target = { kind: 'cardMove', card: move.card, index } as const;
      if (index >= Math.min(1, held)) {
        problems.push(problem('TSN181', held === 0 ? `${rule}; the US holds no card: nothing is discarded` : `${rule}; the line discards ${moves.length}: ${cardTitle(move.card)} is one too many`, target, player));
        return;
      }
      if (move.event !== undefined) {
        problems.push(problem('TSN181', `Aldrich Ames Remix: the discarded card's event does not happen; write >${move.card} alone`, target, player));
      }
      const taken = takeFromHand(next, 'US', move.card, target, player, 'Aldrich Ames Remix');
      next = taken.state;
      problems.push(...taken.problems);
      if (taken.card && taken.card.code !== CHINA_CARD) next = finishPlay(next, 'US', move.card, 'discard');
    });
    return next;
  },
  // The US hand stays face up until the end of the turn: shown in force, no rule follows from it.
  effect: { duration: 'turn' },
};
