// The headline phase (4.5 C): both cards revealed, their events resolved in order (higher value
// first, the US first on a tie, scoring cards 0); the China Card and UN Intervention cannot be
// headlined; the headline's player is the phasing player for DEFCON.
import { cardByCode, cardTitle, type Card } from '../data/cards';
import { CHINA_CARD, dispositionAfterPlay, eventOwner, finishPlay, playFromHand, type Disposition } from './cards';
import type { HeadlineCommand } from './commands';
import { isEmptyInput, resolveEvent, type EventContextIn } from './resolveEvent';
import { effectDeclarationOf, eventFor, type EventInput } from './eventDefinition';
import { checkVpVictory, gameOverProblems } from './markers';
import { checkMarks, type MarksBase } from './marks';
import { playRestriction, writtenMarks, type EventResolver } from './play';
import { anotherCard, problem, problemsFrom, safely, type Outcome, type RuleProblem } from './problems';
import { effectActed, grouped, lengthOf } from './record';
import { applyScoring } from './scoring';
import { copyOf, openDraft, opponent, settled, SIDES, update, type GameState, type Side } from './state';
import { advanceTo, headlineOrder } from './turn';

function applyHeadlineUnsafe(state: GameState, command: HeadlineCommand, resolve: EventResolver): Outcome<GameState> {
  if (state.result) {
    return { state, problems: [problem('TSN171', `The game ended on turn ${state.result.turn}: nothing is played after it`, { kind: 'play' })] };
  }
  const reached = advanceTo(state, command.turn ?? (state.turnEnded ? state.turn + 1 : state.turn), { turnStart: true });
  const problems: RuleProblem[] = problemsFrom(reached.problems);
  if (reached.state.result) return { state: reached.state, problems };
  // The headline's start, kept for the events' reach; the headline's private board is a draft of
  // it (state.ts `openDraft`), written in place by both headlines and their events.
  const roundStart = update(reached.state, { round: 'H', phasing: null });
  let next = openDraft(roundStart);
  const cards: Partial<Record<Side, Card>> = {};
  const impossible = new Set<Side>();
  for (const side of SIDES) {
    const entry = command[side];
    if (!entry) continue;
    const card = cardByCode(entry.card);
    if (!card) {
      problems.push(problem('TSN101', `${entry.card} is not a card`, { kind: 'card' }, side));
      continue;
    }
    if (cards[opponent(side)]?.code === card.code) {
      // One card, one headline: the other side's headline already holds it; it is played once.
      problems.push(anotherCard(problem('TSN102', `${cardTitle(card.code)} is the ${opponent(side)}'s headline: the ${side} cannot headline it too`, { kind: 'card' }, side)));
      continue;
    }
    if (!card.mayBeHeadlined) {
      problems.push(anotherCard(problem('TSN104', `${cardTitle(card.code)} cannot be headlined`, { kind: 'card' }, side)));
      if (card.code === CHINA_CARD) continue;
    }
    const restricted = playRestriction(next, side, card, 'event', true);
    if (restricted !== null) problems.push(anotherCard(problem('TSN184', restricted, { kind: 'card' }, side)));
    const takenFrom = problems.length;
    next = playFromHand(next, side, card.code, problems);
    for (let k = takenFrom; k < problems.length; k++) {
      const taken = problems[k]!;
      // A headline whose card cannot be played is not checked further: its marks are taken as written.
      if (taken.code === 'TSN102' || taken.code === 'TSN110') impossible.add(side);
      problems[k] = anotherCard(taken);
    }
    if (card.mayBeHeadlined) cards[side] = card;
    else next = finishPlay(next, side, card.code, 'discard');
  }
  const cancelled = new Set<Side>();
  const done = new Set<Side>();
  for (const side of headlineOrder(state, cards.USSR, cards.US)) {
    const card = cards[side]!;
    const entry = command[side]!;
    done.add(side);
    const start = lengthOf(next);
    const step = { kind: 'play', side, card: card.code, mode: 'event', headline: true, written: writtenMarks(entry) } as const;
    if (next.result || cancelled.has(side)) {
      if (cancelled.has(side)) {
        // A cancelled headline (Defectors) is written with its code alone: what it wrote did not happen.
        if (!isEmptyInput(entry.event)) {
          const by = cards[opponent(side)]?.name ?? 'the other headline';
          problems.push(problem('TSN107', `${cardTitle(card.code)} is cancelled by ${by}: its event does not happen; write its code alone (${card.code})`, { kind: 'event' }, side));
        }
        checkMarks(next, next, { vp: entry.vp, defcon: entry.defcon }, side, false, side, problems);
      }
      next = grouped(finishPlay(next, side, card.code, 'discard'), start, { ...step, ...(cancelled.has(side) ? { cancelled: true } : {}) });
      continue;
    }
    next = update(next, { phasing: side });
    // What the marks are checked against (rule 10.3: the VP and DEFCON the headline moved), read
    // before the board is written.
    const before = marksBase(next);
    // What the side writes for an effect in force that acts at the start of its play (the
    // threatened side's Cuban Missile Crisis removal, `JUN AR2 #CR6+2 CMC@CU-2`) counts before
    // its headline's event, as in an action round; it is no part of that event.
    const early = effectWritesBefore(next, roundStart, side, entry.event, problems);
    next = early.state;
    const late = withoutEndOfRoundWrites(next, side, early.event);
    problems.push(...late.problems);
    let implemented = true;
    let disposition: Disposition;
    if (card.scoring) {
      next = applyScoring(next, card.code).state;
      disposition = dispositionAfterPlay(card, true, false);
    } else {
      const resolution = resolve(next, {
        card, player: side, owner: eventOwner(card, side), headline: true, roundStart, input: late.event, chosen: true,
        marks: { vp: entry.vp, defcon: entry.defcon },
      }, impossible.has(side) ? [] : problems); // a card that cannot be played: its event's problems are not reported
      next = resolution.state;
      implemented = resolution.implemented && !impossible.has(side);
      if (resolution.cancelOpponentHeadline) cancelled.add(opponent(side));
      disposition = dispositionAfterPlay(card, resolution.happened, resolution.displayed);
    }
    next = finishPlay(next, side, card.code, disposition);
    const marked = checkMarks(before, next, { vp: entry.vp, defcon: entry.defcon }, side, !implemented, side, problems);
    next = grouped(checkVpVictory(marked), start, { ...step, ...(!implemented ? { marksAsWritten: true } : {}) });
    problems.push(...gameOverProblems(before, next, side));
  }
  for (const side of SIDES) if (cards[side] && !done.has(side)) next = finishPlay(next, side, cards[side]!.code, 'discard');
  return { state: settled(update(next, { phasing: null })), problems };
}

/** The VP, DEFCON and result of a board, as the marks of a play are checked against them. */
function marksBase(state: GameState): MarksBase {
  return { vp: state.vp, defcon: state.defcon, result: state.result };
}

/**
 * Splits off the sub-plays of cards whose effect in force acts at the start of a play
 * (`beforePlay`: Cuban Missile Crisis) and applies them, before the headline's event.
 */
function effectWritesBefore(state: GameState, roundStart: GameState, side: Side, event: EventInput | undefined, problems: RuleProblem[]): { state: GameState; event: EventInput | undefined } {
  const hooked = state.effects.filter((e) => effectDeclarationOf(state, e)?.beforePlay);
  const written = (event?.subPlays ?? []).filter((sub) => sub.kind === 'event' && hooked.some((e) => e.card === sub.card));
  if (!event || written.length === 0) return { state, event };
  let next = state;
  for (const effect of hooked) {
    const mine = written.find((w) => w.card === effect.card);
    if (!mine || next.result) continue;
    const start = lengthOf(next);
    next = effectActed(effectDeclarationOf(next, effect)!.beforePlay!({ state: next, roundStart, effect, side, play: undefined, written: mine }, problems), start, effect);
  }
  const rest = event.subPlays!.filter((sub) => !written.includes(sub));
  const { subPlays: _, ...others } = event;
  return { state: next, event: rest.length ? { ...others, subPlays: rest } : others };
}

/**
 * Splits off what the line writes for an effect that acts at the end of an action round (NORAD's
 * `NOR@IT`): the headline phase is no action round (the card's text), so nothing happens for it
 * (TSN181) and it is no part of the headline's event.
 */
function withoutEndOfRoundWrites(state: GameState, side: Side, event: EventInput | undefined): { problems: RuleProblem[]; event: EventInput | undefined } {
  const written = (event?.subPlays ?? []).filter((sub) => sub.kind === 'event' && eventFor(state, sub.card)?.effect?.afterPlay && state.effects.some((e) => e.card === sub.card));
  if (!event || written.length === 0) return { problems: [], event };
  const problems = written.map((sub) => {
    const name = cardTitle(sub.card);
    return problem('TSN181', `${name} acts at the end of an action round; the headline phase is not an action round, so nothing happens for it here: leave ${sub.card}@ out`, { kind: 'event' }, side);
  });
  const rest = event.subPlays!.filter((sub) => !written.includes(sub));
  const { subPlays: _, ...others } = event;
  return { problems, event: rest.length ? { ...others, subPlays: rest } : others };
}

/** Applies `T.H`: both headlines, resolved in order, each with its marks checked. */
export function applyHeadline(state: GameState, command: HeadlineCommand): Outcome<GameState> {
  return safely(state, () => applyHeadlineUnsafe(state, command, resolveEvent));
}

/**
 * The board and the context each headline's event is resolved with, in the order they resolve
 * (the second on the board the first left): the same run as `applyHeadline`, watched. A side whose
 * event does not happen (cancelled, a scoring card, the game over) is missing.
 */
export function headlineBoards(state: GameState, command: HeadlineCommand): Partial<Record<Side, { readonly state: GameState; readonly context: EventContextIn }>> {
  const seen: Partial<Record<Side, { state: GameState; context: EventContextIn }>> = {};
  safely(state, () => applyHeadlineUnsafe(state, command, (board, context, problems) => {
    // A copy: the event and the rest of the headline go on writing the headline's draft.
    seen[context.player] ??= { state: copyOf(board), context };
    return resolveEvent(board, context, problems);
  }));
  return seen;
}
