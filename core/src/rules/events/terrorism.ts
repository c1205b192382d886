// Terrorism (92, neutral, 2 ops): the opponent of the event's player discards one card at random
// from its hand (its event does not happen); while Iranian Hostage Crisis (82) is in force and the
// US is the one discarding (the USSR played it), the US discards two. TSN: `TER@ >KIT`, under
// Iranian Hostage Crisis against the US `TER@ >KIT >CIA`. The China Card is never discarded (9.5);
// a hand holding fewer cards discards what it holds, an empty hand nothing (`TER@`).
import { finishPlay } from '../cards';
import { cardTitle, CHINA_CARD } from '../../data/cards';
import { hasEffect } from '../effects';
import type { EventDefinition } from '../eventDefinition';
import { problem } from '../problems';
import { opponent, type GameState, type Side } from '../state';
import { handCardOptions, handSize, onlyWrites, plural, takeFromHand } from './support';

/** The card whose effect in force makes the US discard two. */
export const HOSTAGE_CRISIS = 'IHC';

/** Who discards, how many the hand allows, and the rule with them. */
function discards(state: GameState, owner: Side): { victim: Side; count: number; held: number; due: number; rule: string } {
  const victim = opponent(owner);
  const underCrisis = victim === 'US' && hasEffect(state, HOSTAGE_CRISIS);
  const count = underCrisis ? 2 : 1;
  const held = handSize(state, victim);
  return { victim, count, held, due: Math.min(count, held), rule: `Terrorism: the ${victim} discards ${plural(count, 'card')} at random${underCrisis ? ' (Iranian Hostage Crisis is in force)' : ''}` };
}

export const terrorism: EventDefinition = {
  code: 'TER',
  choices(state, context) {
    const { victim, due, rule } = discards(state, context.owner);
    const taken = (context.input.cardMoves ?? []).map((m) => m.card);
    const done = taken.length >= due;
    return { rule, options: done ? [] : handCardOptions(state, victim, () => true, taken), complete: done };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const { victim, count, held, due, rule } = discards(state, context.owner);
    onlyWrites(problems, context, ['cardMoves'], `${rule}, written >CODE`);
    const moves = input.cardMoves ?? [];
    if (moves.length < due) {
      const example = Array.from({ length: due }, (_, n) => (n < moves.length ? `>${moves[n]!.card}` : '>CODE')).join(' ');
      problems.push(problem('TSN182', `${rule}; it holds ${held} and the line discards ${moves.length === 0 ? 'none' : moves.length}: write ${example}`, { kind: 'event' }, player));
    }
    let next = state;
    moves.forEach((move, index) => {
      const target = { kind: 'cardMove', card: move.card, index } as const;
      if (index >= due) {
        problems.push(problem('TSN181', `${rule}; ${held < count ? `it holds ${held}; ` : ''}the line discards ${moves.length}: ${cardTitle(move.card)} is one too many`, target, player));
        return;
      }
      if (move.event !== undefined) {
        problems.push(problem('TSN181', `${rule}: the discarded card's event does not happen; write >${move.card} alone`, target, player));
      }
      const taken = takeFromHand(next, victim, move.card, target, player, 'Terrorism');
      next = taken.state;
      problems.push(...taken.problems);
      if (taken.card && taken.card.code !== CHINA_CARD) next = finishPlay(next, victim, move.card, 'discard');
    });
    return next;
  },
};
