// Our Man in Tehran (108, US, 2 ops, Mid War, asterisk, optional): only if the US controls at least
// one Middle East country. The US draws the top 5 cards of the draw pile, discards any of them
// (shown to the USSR; their events do not happen), returns the rest and the draw pile is
// reshuffled. The discards are `>CODE`, bare, from the five drawn, never from a hand:
// `OMT@ >ABM >SUM`; the cards put back are hidden information, `[^NTB KIT OPE]` once the game is
// over (`([^…])` in a USSR play: `OMT&CS SE@ >SAL ([^NTB KIT OPE SAD])`). The engine does not
// follow the order of the draw pile (it is shuffled again), so the cards put back change nothing;
// they are checked to be in the draw pile and, with the discards, to be five at most (fewer only
// when the draw pile holds fewer). A draw pile of fewer than five takes the discard pile reshuffled
// into it first (rule 4.3), as Ask Not's draw does.
import { cardByCode, cardTitle } from '../../data/cards';
import { CHINA_CARD, drawPileSize, finishPlay, reshuffle, takeOut } from '../cards';
import type { EventDefinition } from '../eventDefinition';
import { countriesOf, isControlledBy } from '../map';
import { problem } from '../problems';
import { isEmptyInput } from '../resolveEvent';
import { drawPileProblem, onlyWrites } from './support';
import { choiceOption } from '../eventChoice';
import type { GameState, Side } from '../state';

const NAME = 'Our Man in Tehran';
export const TEHRAN_DRAW = 5;

const rule = (player: Side) => `${NAME}: the US draws the top ${TEHRAN_DRAW} cards of the draw pile, discards any of them (>CODE) and puts the rest back (${player === 'US' ? '[^CODE …]' : '([^CODE …])'}, once the game is over)`;

/** 4.3: the remaining cards are drawn, then the discard pile is reshuffled for the rest (as Ask Not). */
function drawPile(state: GameState): GameState {
  return drawPileSize(state) < TEHRAN_DRAW ? reshuffle(state) : state;
}

export const ourManInTehran: EventDefinition = {
  code: 'OMT',
  condition: (state) => (countriesOf('Middle East').some((c) => isControlledBy(state, c, 'US'))
    ? null
    : 'the US controls no Middle East country'),
  choices(state, context) {
    const pile = drawPile(state);
    const available = Math.min(TEHRAN_DRAW, drawPileSize(pile));
    const returned = (context.input.hidden ?? []).filter((h) => h.returned).flatMap((h) => h.cards);
    const seen = [...(context.input.cardMoves ?? []).map((m) => m.card), ...returned];
    const unseen = seen.length < available ? pile.deck.filter((code) => !seen.includes(code)) : [];
    const options = [
      ...unseen.map((card) => choiceOption(pile, { kind: 'card', card, then: null })),
      ...unseen.map((card) => choiceOption(pile, { kind: 'drawn', card, side: 'US', returned: true })),
    ];
    // The cards put back are written all or not at all.
    return { rule: rule(context.player), options, complete: returned.length === 0 || seen.length >= available };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const backText = player === 'US' ? '[^CODE …]' : '([^CODE …])';
    onlyWrites(problems, context, ['cardMoves', 'hidden'], rule(player));
    let next = drawPile(state);
    const available = Math.min(TEHRAN_DRAW, drawPileSize(next));
    const moves = input.cardMoves ?? [];
    const seen: string[] = [];
    moves.forEach((move, index) => {
      const target = { kind: 'cardMove', card: move.card, index } as const;
      const issue = drawPileProblem(next, move.card, target, player, `${NAME} (its discards are among the ${TEHRAN_DRAW} cards drawn, never from a hand)`);
      if (issue) problems.push(issue);
      const card = cardByCode(move.card);
      if (!card || card.code === CHINA_CARD) return;
      if (!isEmptyInput(move.event)) {
        problems.push(problem('TSN181', `${cardTitle(card.code)} is discarded by ${NAME}: its event does not happen; write >${card.code} alone`, target, player));
      }
      seen.push(card.code);
      next = finishPlay(takeOut(next, card.code), 'US', card.code, 'discard');
    });
    for (const h of input.hidden ?? []) {
      if (!h.returned) {
        problems.push(problem('TSN181', `${NAME} draws no card into a hand: the cards put back are written ${backText}, with ^`, { kind: 'event' }, player));
        continue;
      }
      if (h.side !== 'US') problems.push(problem('TSN181', `The US looks at the cards of ${NAME}: in the ${player}'s play the cards put back are written ${backText}`, { kind: 'event' }, player));
      for (const code of h.cards) {
        const issue = drawPileProblem(next, code, { kind: 'event' }, player, NAME);
        if (issue) problems.push(issue);
        seen.push(code);
      }
    }
    if (seen.length > available) {
      problems.push(problem('TSN181', `${NAME} draws the top ${available} cards of the draw pile; the line discards or puts back ${seen.length}`, { kind: 'event' }, player));
    }
    const backWritten = (input.hidden ?? []).some((h) => h.returned);
    if (backWritten && seen.length < available) {
      problems.push(problem('TSN182', `${NAME} draws the top ${available} cards of the draw pile: the line names ${seen.length} (discarded and put back); name all ${available}, or leave the cards put back out`, { kind: 'event' }, player));
    }
    return next;
  },
};
