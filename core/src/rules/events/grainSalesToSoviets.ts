// Grain Sales to Soviets (67, US, 2 ops, Mid War): the US takes a card at random from the USSR's
// hand and either plays it as its own card (its event, or its operations; a USSR card played for
// operations has its event happen too, rule 5.1) or hands it back and conducts operations with
// Grain Sales' own 2 ops, as it does when the USSR holds no card. The card taken is `>CODE`, bare;
// what the US did with it is attached (`>RED@`, `>PUP&NI HT GT`, `>MUS#MX4+4`); a card handed back
// is written bare and Grain Sales' operations follow after a space (`GRA@ >SEU #BR4+2`; in a USSR
// play `GRA&SY2@ >SEU (&JP2)`). A coup with the taken card's or Grain Sales' operations earns
// military operations (8.2.3); the taken card's operations carry the US's modifiers (7.4.1).
// The taken card's operations may go to the space race (`GRA@ >OPE*2+ =+2`, rulings): then no
// event happens. What follows a card played for its event is that event's (`GRA@ >JUN@BR2 #PA6+4`:
// Junta's free coup), what follows a card handed back is Grain Sales' own (`GRA@ >SEU #BR4+2`).
// Readings taken: the card is random, so any card the USSR could hold is accepted; operations
// attached to the card taken are the US's whatever their parentheses (a `>` card has none of its
// own); a US or neutral card with only operations attached (`>PUP&NI HT GT`) is played for its
// operations, with anything else (`>RED@`, `>JUN@BR2 #CO3+3`) for its event.
import { cardByCode, cardTitle, CHINA_CARD } from '../../data/cards';
import type { CardMoveInput, EventCallContext, EventDefinition, EventInput } from '../eventDefinition';
import { choiceOption, type NestedPlay } from '../eventChoice';
import { eventOwner } from '../cards';
import type { OperationsInput } from '../ops';
import { problem } from '../problems';
import { isEmptyInput } from '../resolveEvent';
import type { GameState } from '../state';
import { cardsInHand, conductOperations, grantedChoices, grantedOperations, handSize, onlyWrites, playTakenCard, putInHand, takeFromHand } from './support';

/** True when what the line attached to the card is operations only (`&…`, `#…`, `/…`). */
function operationsOnly(event: EventInput): boolean {
  const { ops, coups, realigns, ...rest } = event;
  return Boolean(ops?.length || coups?.length || realigns?.length) && isEmptyInput(rest);
}

/** Grain Sales' own operations: what the line wrote outside the card taken. */
function ownOperations(input: EventInput): EventInput {
  return {
    ...(input.ops ? { ops: input.ops } : {}),
    ...(input.coups ? { coups: input.coups } : {}),
    ...(input.realigns ? { realigns: input.realigns } : {}),
  };
}

const RULE = 'Grain Sales takes a card from the USSR\'s hand (>CODE) that the US plays (>CODE@…, >CODE&…) or hands back, then conducts Grain Sales\' 2 ops (>CODE &…)';

/**
 * The ways the US may play the card taken, as `playTakenCard` plays them: a USSR card for its
 * operations (its event after them), a US or neutral card for its event or its operations, a
 * scoring card for its scoring; or handed back bare (null), Grain Sales' own operations following.
 */
function usesOfTaken(state: GameState, code: string, context: EventCallContext): (NestedPlay | null)[] {
  const card = cardByCode(code)!;
  const taken = takeFromHand(state, 'USSR', code, { kind: 'cardMove', card: code, index: 0 }, context.player, 'Grain Sales', true).state;
  const event: NestedPlay = { kind: 'event', state: taken, context: { card, player: context.player, owner: eventOwner(card, 'US'), headline: context.headline, roundStart: context.roundStart }, notOperationsOnly: true };
  if (card.scoring) return [event, null];
  const spec = { side: 'US' as const, source: { card }, roundStart: context.roundStart };
  if (card.side !== 'USSR') return [event, { kind: 'operations', state: taken, spec }, null];
  const theirs: EventCallContext = { card, player: context.player, owner: 'USSR', headline: context.headline, roundStart: context.roundStart };
  const afterOperations = (written: OperationsInput) => conductOperations(taken, 'US', { card }, written, { roundStart: context.roundStart, player: context.player, what: '', responsible: context.player }, []);
  return [{ kind: 'operations', state: taken, spec, event: { context: theirs, afterOperations } }, null];
}

export const grainSalesToSoviets: EventDefinition = {
  code: 'GRA',
  choices(state, context) {
    const moves = context.input.cardMoves ?? [];
    const own = { ...context, input: ownOperations(context.input) };
    if (handSize(state, 'USSR') === 0) return grantedChoices(state, own, 'US', { card: context.card });
    if (moves.length === 0) {
      const options = cardsInHand(state, 'USSR').flatMap((card) => usesOfTaken(state, card, context).map((then) => choiceOption(state, { kind: 'card', card, then })));
      return { rule: RULE, options, complete: false };
    }
    const move = moves[0]!;
    if (move.event !== undefined) return { rule: RULE, options: [], complete: true };
    // Handed back: the card returns to the USSR's hand, and Grain Sales' 2 ops follow.
    const back = putInHand(takeFromHand(state, 'USSR', move.card, { kind: 'cardMove', card: move.card, index: 0 }, context.player, 'Grain Sales', true).state, 'USSR', move.card);
    return grantedChoices(back, own, 'US', { card: context.card });
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    onlyWrites(problems, context, ['cardMoves', 'ops', 'coups', 'realigns'], RULE);
    const moves = input.cardMoves ?? [];
    const held = handSize(state, 'USSR');
    const own = ownOperations(input);
    const ownWritten = !isEmptyInput(own);
    // `handedBack`: the card written bare before Grain Sales' own operations (`GRA@ >SEU &JP`).
    const grainOps = (next: GameState, handedBack = '', ops: EventInput = own) => {
      const at = context.headline ? '' : '@';
      const back = handedBack ? ` >${handedBack}` : '';
      const example = player === 'US' ? `GRA${at}${back} &JP` : `GRA&…${at}${back} (&JP)`;
      return grantedOperations(next, { ...context, input: ops }, 'US', { card: context.card }, problems, { example });
    };
    if (held === 0) {
      moves.forEach((move, index) => {
        problems.push(problem('TSN181', `The USSR holds no card: Grain Sales takes nothing and the US conducts its 2 ops; the line takes ${move.card}`, { kind: 'cardMove', card: move.card, index }, player));
      });
      return grainOps(state);
    }
    if (moves.length === 0) {
      problems.push(problem('TSN182', `Grain Sales takes a card at random from the USSR's hand (it holds ${held}): write it, GRA@ >CODE, with what the US did with it, or bare when handed back with Grain Sales' operations after it`, { kind: 'event' }, player));
      return ownWritten ? grainOps(state) : state;
    }
    moves.slice(1).forEach((move, n) => {
      problems.push(problem('TSN181', `Grain Sales takes one card from the USSR's hand, not ${moves.length}; the line also takes ${move.card}`, { kind: 'cardMove', card: move.card, index: n + 1 }, player));
    });
    const move: CardMoveInput = moves[0]!;
    const target = { kind: 'cardMove', card: move.card, index: 0 } as const;
    const taken = takeFromHand(state, 'USSR', move.card, target, player, 'Grain Sales', true);
    let next = taken.state;
    problems.push(...taken.problems);
    const card = taken.card ?? cardByCode(move.card);
    if (!card || card.code === CHINA_CARD) return ownWritten ? grainOps(next) : next;
    if (move.event === undefined) {
      // Handed back: the card returns to the USSR's hand, and Grain Sales' 2 ops are conducted.
      next = putInHand(next, 'USSR', card.code);
      return grainOps(next, card.code);
    }
    if (card.scoring && operationsOnly(move.event) && !ownWritten) {
      // A scoring card has no operations: operations attached to it can only be Grain Sales' own,
      // the card handed back (`GRA@ >SEU&JP2` for `GRA@ >SEU &JP2`). Read so, and said.
      problems.push(problem('TSN181', `${cardTitle(card.code)}, the card Grain Sales took, is a scoring card with no operations: handed back, it is written bare and Grain Sales' own operations follow after a space (GRA@ >${card.code} &…); played, it scores and nothing follows it but the play's =`, target, player));
      next = putInHand(next, 'USSR', card.code);
      return grainOps(next, card.code, ownOperations(move.event));
    }
    if (ownWritten) {
      problems.push(problem('TSN181', `The US plays ${cardTitle(card.code)}, the card Grain Sales took: Grain Sales' own operations come only when the card is handed back (written bare, >${card.code})`, target, player));
    }
    const forOperations = card.side === 'USSR' || operationsOnly(move.event);
    return playTakenCard(next, context, move, 0, {
      side: 'US', as: forOperations && !card.scoring ? 'operations' : 'event', opponentEventHappens: true,
      what: `${cardTitle(card.code)}, taken by Grain Sales,`,
    }, problems);
  },
};
