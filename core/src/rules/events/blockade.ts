// Blockade (10, USSR, 1 op, removed): unless the US at once discards a card worth 3 or more ops
// (modified ops count), all US influence in West Germany is removed. `BLO@(DE-2)`, or `BLO@ >CON`
// (rulings: a `>` mark is never in parentheses, whichever hand the card left).
import { finishPlay } from '../cards';
import { cardTitle, CHINA_CARD } from '../../data/cards';
import { applyInfluenceChanges } from '../influence';
import { influenceOf } from '../map';
import { describeOps, opsBreakdown } from '../ops';
import { problem } from '../problems';
import type { EventDefinition } from '../eventDefinition';
import { handCardOptions, onlyWrites, takeFromHand } from './support';
import type { Card } from '../../data/cards';
import { choiceOption } from '../eventChoice';
import type { GameState } from '../state';

/** The lowest operations value of the card the US may discard to keep its influence in West Germany. */
export const BLOCKADE_DISCARD_MIN_OPS = 3;

/** A card the US may discard to keep its influence in West Germany: 3 or more ops, modified (the US's own modifiers). */
function discardable(state: GameState, card: Card): boolean {
  return opsBreakdown(state, 'US', card).value >= BLOCKADE_DISCARD_MIN_OPS;
}

export const blockade: EventDefinition = {
  code: 'BLO',
  choices(state, context) {
    const rule = `Blockade: the US discards a card of ${BLOCKADE_DISCARD_MIN_OPS}+ ops, or loses all its influence in West Germany`;
    const inDe = influenceOf(state, 'DE', 'US');
    if (context.input.cardMoves?.length || context.input.influence?.length) return { rule, options: [], complete: true };
    const loss = inDe > 0 ? [choiceOption(state, { kind: 'influence', country: 'DE', side: 'US', delta: -inDe })] : [];
    return { rule, options: [...handCardOptions(state, 'US', (card) => discardable(state, card)), ...loss], complete: inDe === 0 };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const ours = (text: string) => (player === 'US' ? text : `(${text})`); // the US's influence, as this play writes it
    onlyWrites(problems, context, ['influence', 'cardMoves'], `Blockade either has the US discard a card of ${BLOCKADE_DISCARD_MIN_OPS}+ ops, >CODE, or removes all US influence in West Germany, ${ours('DE-N')}`);
    const inDe = influenceOf(state, 'DE', 'US');
    const changes = input.influence ?? [];
    const moves = input.cardMoves ?? [];
    const removeAll = `all US influence in West Germany: ${inDe}, written ${ours(`DE-${inDe > 1 ? inDe : ''}`)}`;
    changes.forEach((change, index) => {
      if (change.country !== 'DE' || change.side !== 'US' || change.delta >= 0) {
        problems.push(problem('TSN181', `Blockade only removes US influence in West Germany; the line changes the ${change.side}'s influence in ${change.country} by ${change.delta > 0 ? '+' : ''}${change.delta}`, { kind: 'country', country: change.country, index, section: 'event' }, player));
      }
    });
    const removals = changes.filter((c) => c.country === 'DE' && c.side === 'US' && c.delta < 0);
    let next = state;
    if (moves.length > 0) {
      if (changes.length > 0) {
        problems.push(problem('TSN181', `Blockade: a US discard of ${BLOCKADE_DISCARD_MIN_OPS}+ ops saves the US's influence in West Germany; the line writes both the discard and a loss there`, { kind: 'event' }, player));
      }
      if (moves.length > 1) {
        problems.push(problem('TSN181', `Blockade: the US discards one card of ${BLOCKADE_DISCARD_MIN_OPS}+ ops, not ${moves.length}`, { kind: 'cardMove', card: moves[1]!.card, index: 1 }, player));
      }
      moves.forEach((move, index) => {
        const target = { kind: 'cardMove', card: move.card, index } as const;
        const taken = takeFromHand(next, 'US', move.card, target, player, 'Blockade');
        next = taken.state;
        problems.push(...taken.problems);
        if (!taken.card || taken.card.code === CHINA_CARD) return;
        // The card's operations as the US would play it: taking it out changes no modifier.
        const ops = opsBreakdown(next, 'US', taken.card);
        if (!discardable(next, taken.card)) {
          problems.push(problem('TSN181', `Blockade needs a US card of ${BLOCKADE_DISCARD_MIN_OPS} or more ops to discard: ${cardTitle(move.card)} gives the US ${describeOps(ops)}; without such a discard the US loses ${removeAll}`, target, player));
        }
        next = finishPlay(next, 'US', move.card, 'discard');
      });
      return next;
    }
    // No discard: all US influence in West Germany goes.
    const written = -removals.reduce((sum, c) => sum + c.delta, 0);
    if (removals.length === 0 && inDe > 0) {
      problems.push(problem('TSN182', `Blockade: the US discards a card of ${BLOCKADE_DISCARD_MIN_OPS}+ ops (>CODE) or loses ${removeAll}; the line writes neither`, { kind: 'event' }, player));
    } else if (removals.length > 0 && written !== inDe) {
      problems.push(problem('TSN181', `Blockade removes ${removeAll}; the line removes ${written}`, { kind: 'country', country: 'DE', index: changes.indexOf(removals[0]!), section: 'event' }, player));
    }
    // All the US influence there: nothing to report (a list of its own keeps the event's problems as they were).
    return applyInfluenceChanges(next, inDe > 0 ? [{ country: 'DE', side: 'US', delta: -inDe }] : [], [], 'event', player);
  },
};
