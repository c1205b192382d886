// "Ask Not What Your Country Can Do For You" (77, US, 3 ops, Mid War, asterisk): the US discards
// any number of cards from its hand (scoring cards included, the China Card never), then draws as
// many from the draw pile. One `>` per discard, bare in either side's play (`ASK@ >SUM >LON`,
// `ASK#MY1@ >WWB >PAN`); the cards drawn are hidden information, written once the game is over:
// `[JUN PEC]` in a US play, `([JUN PEC])` in a USSR play. Drawn cards that are written join the
// US's known hand; drawn cards left unwritten make the US's hand unknown (only its count is kept).
// The discard pile is reshuffled into the draw pile first when the draw pile cannot cover the draw
// (rule 4.3). The discarded cards' events do not happen.
import { cardByCode, cardTitle } from '../../data/cards';
import { CHINA_CARD, drawPileSize, finishPlay, reshuffle } from '../cards';
import type { EventApplyContext, EventDefinition } from '../eventDefinition';
import { choiceOption } from '../eventChoice';
import { problem, type RuleProblem } from '../problems';
import { isEmptyInput } from '../resolveEvent';
import { update, withSide, type GameState, type Side } from '../state';
import { drawPileProblem, forgetHand, handCardOptions, onlyWrites, plural, putInHand, takeFromHand } from './support';

const NAME = 'Ask Not';

const rule = (player: Side) => `${NAME}: the US discards any number of cards (>CODE, one each) and draws as many (${player === 'US' ? '[CODE …]' : '([CODE …])'}, once the game is over)`;

/** The written discards taken out of the US's hand to the discard pile: the board after them, and how many. */
function discardAll(state: GameState, context: EventApplyContext): { next: GameState; problems: RuleProblem[]; discarded: number } {
  const { input, player } = context;
  const problems: RuleProblem[] = [];
  let next = state;
  let discarded = 0;
  (input.cardMoves ?? []).forEach((move, index) => {
    const target = { kind: 'cardMove', card: move.card, index } as const;
    const taken = takeFromHand(next, 'US', move.card, target, player, NAME);
    next = taken.state;
    problems.push(...taken.problems);
    const card = taken.card ?? cardByCode(move.card);
    if (!card || card.code === CHINA_CARD) return;
    if (!isEmptyInput(move.event)) {
      problems.push(problem('TSN181', `${cardTitle(card.code)} is discarded by ${NAME}: its event does not happen; write >${card.code} alone`, target, player));
    }
    next = finishPlay(next, 'US', card.code, 'discard');
    discarded++;
  });
  return { next, problems, discarded };
}

/** 4.3: the discard pile (the cards just discarded included) is reshuffled when the draw pile runs short. */
function drawPileFor(state: GameState, discarded: number): GameState {
  return drawPileSize(state) < discarded ? reshuffle(state) : state;
}

export const askNotWhatYourCountryCanDoForYou: EventDefinition = {
  code: 'ASK',
  choices(state, context) {
    const { next, discarded } = discardAll(state, context);
    const drawn = (context.input.hidden ?? []).filter((h) => !h.returned).flatMap((h) => h.cards);
    const pile = drawPileFor(next, discarded);
    const draws = drawn.length < discarded ? pile.deck.filter((code) => !drawn.includes(code)).map((card) => choiceOption(pile, { kind: 'drawn', card, side: 'US', returned: false })) : [];
    // Discards first; the draws, once the game is over, all of them or none.
    const discards = drawn.length === 0 ? handCardOptions(next, 'US') : [];
    return { rule: rule(context.player), options: [...discards, ...draws], complete: drawn.length === 0 || drawn.length === discarded };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const drawsText = player === 'US' ? '[CODE …]' : '([CODE …])';
    onlyWrites(problems, context, ['cardMoves', 'hidden'], rule(player));
    const discards = discardAll(state, context);
    let next = discards.next;
    const { discarded } = discards;
    problems.push(...discards.problems);
    const hidden = input.hidden ?? [];
    for (const h of hidden) {
      if (h.returned) problems.push(problem('TSN181', `${NAME} puts no card back on the deck: the cards it draws are written ${drawsText}, without ^`, { kind: 'event' }, player));
      else if (h.side !== 'US') problems.push(problem('TSN181', `The US draws the cards of ${NAME}: in the ${player}'s play they are written ${drawsText}`, { kind: 'event' }, player));
    }
    const drawn = hidden.filter((h) => !h.returned).flatMap((h) => h.cards);
    if (drawn.length > discarded) {
      problems.push(problem('TSN181', `${NAME}: the US draws as many cards as it discarded (${discarded}); the line draws ${drawn.length}`, { kind: 'event' }, player));
    } else if (drawn.length > 0 && drawn.length < discarded) {
      problems.push(problem('TSN182', `${NAME}: the US draws as many cards as it discarded (${discarded}); the line names ${plural(drawn.length, 'card')} drawn: name all ${discarded}, or none while the game is played`, { kind: 'event' }, player));
    }
    if (discarded === 0) return next;
    // 4.3: the discard pile (the cards just discarded included) is reshuffled when the draw pile runs short.
    next = drawPileFor(next, discarded);
    const named = drawn.slice(0, discarded);
    for (const code of named) {
      const issue = drawPileProblem(next, code, { kind: 'event' }, player, NAME);
      if (issue) problems.push(issue);
      if (cardByCode(code) && code !== CHINA_CARD) next = putInHand(next, 'US', code);
    }
    const unnamed = discarded - named.length;
    if (unnamed > 0) {
      next = forgetHand(next, 'US');
      next = update(next, { handCount: withSide(next.handCount, 'US', next.handCount.US + unnamed) });
    }
    return next;
  },
};
