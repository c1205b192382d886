// Terrorism (92, neutral, 2 ops): the opponent of the event's player discards one card at random
// from its hand (its event does not happen); while Iranian Hostage Crisis (82) is in force and the
// US is the one discarding (the USSR played it), the US discards two. TSN: `TER@ >KIT`, under
// Iranian Hostage Crisis against the US `TER@ >KIT >CIA`. The China Card is never discarded (9.5);
// a hand holding fewer cards discards what it holds, an empty hand nothing (`TER@`).
import { finishPlay } from '../cards';
import { cardTitle } from '../../data/cards';
import { hasEffect } from '../effects';
import type { EventDefinition } from '../eventDefinition';
import { problem, type RuleProblem } from '../problems';
import { opponent } from '../state';
import { handSize, onlyWrites, plural, takeFromHand } from './support';

/** The card whose effect in force makes the US discard two. */
export const HOSTAGE_CRISIS = 'IHC';

export const terrorism: EventDefinition = {
  code: 'TER',
  apply(state, context) {
    const { input, player } = context;
    const victim = opponent(context.owner);
    const underCrisis = victim === 'US' && hasEffect(state, HOSTAGE_CRISIS);
    const count = underCrisis ? 2 : 1;
    const held = handSize(state, victim);
    const due = Math.min(count, held);
    const rule = `Terrorism: the ${victim} discards ${plural(count, 'card')} at random${underCrisis ? ' (Iranian Hostage Crisis is in force)' : ''}`;
    const problems: RuleProblem[] = [...onlyWrites(context, ['cardMoves'], `${rule}, written >CODE`)];
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
      if (taken.card && taken.card.code !== 'CHN') next = finishPlay(next, victim, move.card, 'discard');
    });
    return { state: next, problems };
  },
};
