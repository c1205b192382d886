// Turn flow (rule 4): the turn's start (DEFCON, the deal), the headline order, the number of
// action rounds, and the end of the turn (military operations, held scoring cards, the China
// Card, effects for the turn, the next war's cards, DEFCON improving).
import { cardByCode, cardTitle, type Card } from '../data/cards';
import { EAGLE_BEAR_HAS_LANDED_BOX, SPACE_STATION_BOX, TURNS, actionRoundsForTurn, handSizeForTurn } from '../data/tracks';
import { addToDeck, drawPileSize, forgetDiscardPile, forgetHand, handOf, notYetInDeck, reshuffle, takeOut, takeOutOfUnknownHand, toDiscard, whereIs, withChinaCard, describePlace, CHINA_CARD } from './cards';
import type { DealCommand, EndOfTurnCommand, EndPartInput } from './commands';
import { eventFor } from './eventDefinition';
import { removeEffect } from './effects';
import { addMilops, checkVpVictory, endGame, gameOverProblems, improveDefcon, signedVp, addVp } from './markers';
import { grouped, type TurnEndStep, type Unspanned } from './record';
import { signed } from '../common/text';
import { NO_PROBLEMS, problem, problemsFrom, safely, type Outcome, type RuleProblem } from './problems';
import { hasSpaceAbility } from './space';
import { SIDES, eraCards, openDraft, opponent, settled, sides, sideValue, update, withSide, writable, type GameState, type Mutable, type Side, type Sides } from './state';

/**
 * Action rounds the side has this turn: 6 in turns 1-3, 7 after (4.2); 8 for the first side in
 * Space Station while it holds the ability (6.4.4), or when an event gave one (North Sea Oil).
 */
export function actionRoundsFor(state: GameState, side: Side): number {
  const base = actionRoundsForTurn(state.turn) ?? 7;
  const station = hasSpaceAbility(state, side, SPACE_STATION_BOX) ? 1 : 0;
  return Math.min(8, base + Math.max(station, sideValue(state.extraRounds, side)));
}

/** A headline's value: the card's operations, 0 for a scoring card (4.5 C). */
function headlineValue(card: Card): number {
  return card.scoring ? 0 : card.ops;
}

/**
 * The order the headlines resolve in: higher value first, the US first on a tie (two scoring
 * cards included); an event that resolves first when its side headlines it (the US's Defectors)
 * goes first.
 */
export function headlineOrder(state: GameState, ussrCard: Card | undefined, usCard: Card | undefined): Side[] {
  if (!ussrCard && !usCard) return [];
  if (!ussrCard) return ['US'];
  if (!usCard) return ['USSR'];
  const ussrFirst = eventFor(state, ussrCard.code)?.headlineFirstFor === 'USSR';
  const usFirst = eventFor(state, usCard.code)?.headlineFirstFor === 'US';
  if (usFirst && !ussrFirst) return ['US', 'USSR'];
  if (ussrFirst && !usFirst) return ['USSR', 'US'];
  return headlineValue(ussrCard) > headlineValue(usCard) ? ['USSR', 'US'] : ['US', 'USSR'];
}

/**
 * Rule 4.5: a turn has all its action rounds, each side's written (`—` for a side with no card);
 * an optional eighth round is not due.
 * Why the turn about to end stops short of them, or null. A turn of which no action round was
 * written (a turn left out of a fragment of a game) is not reported.
 */
function missingRounds(state: GameState): string | null {
  if (typeof state.round !== 'number') return null;
  const last = state.round;
  const played: Sides<number> = sides(state.phasing === 'US' ? last : last - 1, last);
  const span = (from: number, to: number) => (from === to ? `round ${state.turn}.${to} is` : `rounds ${state.turn}.${from}-${state.turn}.${to} are`);
  // The eighth round of North Sea Oil or the Space Station is optional ("may"): written only when
  // played (rulings), so a turn is complete at its usual number of rounds.
  const usual = actionRoundsForTurn(state.turn) ?? 7;
  const due = sides(usual, usual);
  const from = sides(played.US + 1, played.USSR + 1);
  if (from.US > due.US && from.USSR > due.USSR) return null;
  const gaps = from.US === from.USSR && due.US === due.USSR
    ? `${span(from.US, due.US)} not written`
    : SIDES.filter((side) => from[side] <= due[side]).map((side) => `the ${side}'s ${span(from[side], due[side])} not written`).join(' and ');
  return `Turn ${state.turn} ends after ${state.turn}.${last}, but ${gaps} (each round has a line; write — for a side with no play)`;
}

/** Rule 8.2.1: military operations short of DEFCON, per side. */
export function milopsShortfall(state: GameState): Sides<number> {
  return sides(Math.max(0, state.defcon - state.milops.US), Math.max(0, state.defcon - state.milops.USSR));
}

/** The scoring cards in the side's hand when its hand is known (none when it is not). */
export function heldScoringCards(state: GameState, side: Side): string[] {
  return (sideValue(state.hands, side) ?? []).filter((code) => cardByCode(code)?.scoring);
}

/**
 * The end of a turn: phases E-H, and for turns 1-9 the next turn's phase A (DEFCON +1), whose
 * level T.E writes. `command` with both parts undefined is the implicit end of an unwritten T.E:
 * its marks are not checked.
 */
export function endTurn(state: GameState, command: EndOfTurnCommand = {}, options: { readonly checkRounds?: boolean } = {}): Outcome<GameState> {
  const problems: RuleProblem[] = [];
  if (state.result || state.turnEnded) return { state, problems };
  const unwritten = options.checkRounds === false ? null : missingRounds(state);
  if (unwritten) problems.push(problem('TSN180', unwritten, { kind: 'play' }));
  const written = command.USSR !== undefined || command.US !== undefined;
  const parts: Record<Side, EndPartInput | null | undefined> = { USSR: command.USSR, US: command.US };
  // One private board for the end of the turn (state.ts `openDraft`): `state` stays as it was.
  const draft = writable(openDraft(state));
  draft.round = 'E';
  draft.phasing = null;
  let next: GameState = draft;

  // E: military operations (8.2.1): each point short gives the opponent 1 VP; both checked, then reset.
  const short = milopsShortfall(next);
  for (const side of SIDES) {
    // Each side's value read by `sideValue`: a load by a computed side at a site that sees several
    // kinds of record is V8's megamorphic keyed load (issue 24).
    const gained = signedVp(opponent(side), sideValue(short, side));
    const part = sideValue(parts, side);
    if (!written) continue;
    const target = { kind: 'vp' } as const;
    // Worded only for a problem: most ends of turn are written right.
    const message = (): string => (short[side] === 0
      ? `the ${side} made ${state.milops[side]} military operations at DEFCON ${state.defcon}: no shortfall`
      : `the ${side} made ${state.milops[side]} military operations at DEFCON ${state.defcon}: ${short[side]} short, the ${opponent(side)} gains ${short[side]} VP`);
    if (part?.vp !== undefined && part.vp !== gained) {
      problems.push(problem('TSN154', `The end of turn ${state.turn} should write =${signed(gained)} for the ${side}: ${message()}`, target, side));
    } else if (part?.vp === undefined && gained !== 0) {
      problems.push(problem('TSN156', `The end of turn ${state.turn} changes VP by ${signed(gained)} (${message()}): add =${signed(gained)}`, target, side));
    }
  }
  next = addVp(next, signedVp('US', short.USSR) + signedVp('USSR', short.US));
  for (const side of SIDES) next = addMilops(next, side, -sideValue(next.milops, side));

  // A held card discarded with Eagle/Bear Has Landed (box 6).
  for (const side of SIDES) {
    (sideValue(parts, side)?.discards ?? []).forEach((code, index) => {
      const target = { kind: 'discard', card: code, index } as const;
      if (!cardByCode(code)) {
        problems.push(problem('TSN101', `${code} is not a card`, target, side));
        return;
      }
      if (code === CHINA_CARD) {
        // 9.1: the China Card is never in a hand, so it is no held card to discard.
        problems.push(problem('TSN110', `The China Card is not discarded: Eagle/Bear Has Landed discards the ${side}'s held card, and the China Card stays with its holder`, target, side));
        return;
      }
      if (!hasSpaceAbility(next, side, EAGLE_BEAR_HAS_LANDED_BOX)) {
        problems.push(problem('TSN164', `Only the first side in Eagle/Bear Has Landed (box 6) may discard its held card at the end of the turn; the ${side} is in box ${next.space[side]}`, target, side));
      }
      const place = whereIs(next, code);
      const own = side === 'US' ? 'hand-US' : 'hand-USSR';
      if (place !== own && !(place === 'deck' && next.hands[side] === null)) {
        problems.push(problem('TSN102', `${cardTitle(code)} is ${describePlace(place)}: the ${side} cannot discard it`, target, side));
      }
      next = next.hands[side] === null && place === 'deck' ? takeOutOfUnknownHand(next, side, code) : takeOut(next, code);
      next = toDiscard(next, code);
    });
  }

  // F: a scoring card may not be held at the end of the turn (only checked with known hands).
  const holders = SIDES.filter((side) => heldScoringCards(next, side).length > 0);
  for (const side of holders) {
    problems.push(problem('TSN161', `The ${side} holds ${heldScoringCards(next, side).map(cardTitle).join(', ')} at the end of turn ${state.turn}: a scoring card must be played in the turn it is drawn, so the ${side} loses`, { kind: 'hand' }, side));
  }
  if (holders.length === 2) next = endGame(next, null, 'scoring-card-held');
  else if (holders.length === 1) next = endGame(next, opponent(holders[0]!), 'scoring-card-held');
  next = checkVpVictory(next); // a 20 VP result from the shortfall, after the held card check

  // G: the China Card face up; effects for the turn end.
  next = withChinaCard(next, { holder: next.china.holder, faceUp: true });
  for (const effect of state.effects) if (effect.duration === 'turn') next = removeEffect(next, effect.card);

  // H: the next war's cards join the deck (4.4); then the next turn's A: DEFCON +1, max 5.
  if (state.turn < TURNS && !next.result) {
    if (state.turn === 3) next = addToDeck(next, eraCards('Mid'));
    if (state.turn === 7) next = addToDeck(next, eraCards('Late'));
    next = improveDefcon(next, 1, 'US');
  }
  const defconMark = command.USSR?.defcon ?? command.US?.defcon;
  // Optional keys set one by one, in the record's order: a literal of spreads takes V8's generic path.
  const step: Mutable<Unspanned<TurnEndStep>> = { kind: 'turnEnd', turn: state.turn, written, shortfall: short };
  if (written) {
    const writtenVp: Partial<Mutable<Sides<number>>> = {};
    if (parts.USSR?.vp !== undefined) writtenVp.USSR = parts.USSR.vp;
    if (parts.US?.vp !== undefined) writtenVp.US = parts.US.vp;
    step.writtenVp = writtenVp;
  }
  if (defconMark !== undefined) step.writtenDefcon = defconMark;
  const ended = writable(next);
  ended.turnEnded = true;
  next = grouped(ended, state, step);
  if (written) {
    const markSide: Side | undefined = command.USSR?.defcon !== undefined ? 'USSR' : command.US?.defcon !== undefined ? 'US' : undefined;
    if (defconMark !== undefined && defconMark !== next.defcon) {
      problems.push(problem('TSN155', `DEFCON is ${next.defcon} after the end of turn ${state.turn}${state.turn < TURNS ? ' and the next turn\'s improvement' : ''}, not ${defconMark}: write D${next.defcon}`, { kind: 'defcon' }, markSide));
    } else if (defconMark === undefined && next.defcon !== state.defcon) {
      problems.push(problem('TSN157', `DEFCON improves from ${state.defcon} to ${next.defcon} at the end of turn ${state.turn}: add D${next.defcon}`, { kind: 'defcon' }));
    }
  }
  problems.push(...gameOverProblems(state, next));
  return { state: settled(next), problems };
}

function applyEndOfTurnUnsafe(state: GameState, command: EndOfTurnCommand): Outcome<GameState> {
  if (state.result) {
    return { state, problems: [problem('TSN171', `The game ended on turn ${state.result.turn}: nothing is played after it`, { kind: 'play' })] };
  }
  const reached = advanceTo(state, command.turn ?? state.turn);
  if (reached.state.turnEnded) {
    return { state: reached.state, problems: [...reached.problems, problem('TSN173', `Turn ${reached.state.turn} has already ended`, { kind: 'play' })] };
  }
  const ended = endTurn(reached.state, { USSR: command.USSR ?? null, US: command.US ?? null });
  return { state: ended.state, problems: [...reached.problems, ...ended.problems] };
}

/** Applies a written `T.E` line. */
export function applyEndOfTurn(state: GameState, command: EndOfTurnCommand): Outcome<GameState> {
  return safely(state, () => applyEndOfTurnUnsafe(state, command));
}

/**
 * The start of a turn after the last one ended: attempts and extra rounds reset, and the deal:
 * each hand refilled (unknown until a deal line says what it holds); the discard pile is
 * reshuffled when the draw pile cannot cover the deal (4.3).
 */
export function startTurn(state: GameState): GameState {
  const turn = state.turn + 1;
  const size = handSizeForTurn(turn) ?? 9;
  let next = openDraft(state); // written in place, `state` stays as it was
  // The hands become unknown: their cards go back to the deck pool until a deal line names them.
  for (const side of SIDES) next = forgetHand(next, side);
  const need = Math.max(0, size - next.handCount.USSR) + Math.max(0, size - next.handCount.US);
  if (drawPileSize(next) < need) next = reshuffle(next);
  next = grouped(next, state, { kind: 'turnStart', turn });
  // Each field stored by name (`update` stores through a computed key, V8's slowest store).
  const started = writable(next);
  started.handCount = sides(Math.max(size, next.handCount.US), Math.max(size, next.handCount.USSR));
  started.turn = turn;
  started.round = 'D';
  started.phasing = null;
  started.turnEnded = false;
  started.spaceAttempts = sides(0, 0);
  started.extraRounds = sides(0, 0);
  return settled(started);
}

/** True when `turn` is the state's own (most lines): `advanceTo` has nothing to advance and nothing to check. */
export function atTurn(state: GameState, turn: number): boolean {
  return turn === state.turn && turn <= TURNS;
}

const NO_OPTIONS: { readonly turnStart?: boolean } = Object.freeze({});

/**
 * Brings the state to the given turn, ending the turns in between as an unwritten T.E would and
 * starting the next. A turn before the state's is out of order.
 */
export function advanceTo(state: GameState, turn: number, options: { readonly turnStart?: boolean } = NO_OPTIONS): Outcome<GameState> {
  if (atTurn(state, turn)) return { state, problems: NO_PROBLEMS };
  const problems: RuleProblem[] = [];
  if (turn < state.turn) {
    problems.push(problem('TSN173', `Turn ${turn} comes before the current turn ${state.turn}`, { kind: 'play' }));
    return { state, problems };
  }
  if (turn > TURNS) {
    problems.push(problem('TSN173', `The game has ${TURNS} turns: there is no turn ${turn}`, { kind: 'play' }));
    return { state, problems };
  }
  let next = state;
  while (!next.result && next.turn < turn) {
    if (!next.turnEnded) {
      // A turn's missing rounds are reported when the file writes the next turn from its start (its
      // deal or headline); a fragment of a game (a jump to a later turn's rounds) is partial by design.
      const ended = endTurn(next, {}, { checkRounds: options.turnStart === true && turn === next.turn + 1 });
      next = ended.state;
      problems.push(...ended.problems);
      if (next.result) break;
    }
    next = startTurn(next);
    // A turn the file leaves out entirely: where its discard pile went is unknown.
    if (next.turn < turn) next = forgetDiscardPile(next);
  }
  return { state: next, problems };
}

function applyDealUnsafe(state: GameState, command: DealCommand): Outcome<GameState> {
  if (state.result) {
    return { state, problems: [problem('TSN171', `The game ended on turn ${state.result.turn}: nothing is dealt after it`, { kind: 'play' })] };
  }
  const turn = command.turn ?? (state.turnEnded ? state.turn + 1 : state.turn);
  const previous = state.turn === turn - 1 ? state.hands : sides<readonly string[] | null>(null, null);
  const reached = advanceTo(state, turn, { turnStart: true });
  const problems: RuleProblem[] = problemsFrom(reached.problems);
  // One private board for the deal (state.ts `openDraft`): `reached.state` stays as it was.
  let next = update(openDraft(reached.state), { round: 'D', phasing: null });
  const size = handSizeForTurn(next.turn) ?? 9;
  for (const side of SIDES) {
    const listed = command.hands[side];
    if (!listed) continue;
    const hand: string[] = [];
    next = forgetHand(next, side);
    listed.forEach((code) => {
      const card = cardByCode(code);
      if (!card) {
        problems.push(problem('TSN101', `${code} is not a card`, { kind: 'hand' }, side));
        return;
      }
      if (code === CHINA_CARD) {
        problems.push(problem('TSN102', 'The China Card is never listed in a hand: whose it is follows from the plays', { kind: 'hand' }, side));
        return;
      }
      const place = whereIs(next, code);
      if (place !== 'deck') problems.push(problem('TSN102', `${cardTitle(card.code)} is ${(place === 'elsewhere' ? notYetInDeck(card, next.turn) : undefined) ?? describePlace(place)}: it cannot be dealt to the ${side}`, { kind: 'hand' }, side));
      next = takeOut(next, code);
      hand.push(code);
    });
    next = update(next, { hands: withSide(next.hands, side, hand), handCount: withSide(next.handCount, side, hand.length) }, { kind: 'cards', cards: hand, from: 'elsewhere', to: handOf(side) });
    if (hand.length !== size) {
      problems.push(problem('TSN174', `Turn ${next.turn}'s hands hold ${size} cards (the China Card aside); the ${side}'s deal lists ${hand.length}`, { kind: 'hand' }, side));
    }
    const kept = previous[side];
    if (kept) {
      for (const code of kept) {
        if (!hand.includes(code)) problems.push(problem('TSN175', `The ${side} kept ${cardTitle(code)} at the end of turn ${turn - 1}: it should be in its turn ${turn} hand`, { kind: 'hand' }, side));
      }
    }
  }
  return { state: settled(grouped(next, reached.state, { kind: 'deal', turn: next.turn })), problems };
}

/**
 * `T.D`: the hands as dealt. Each listed card must be in the deck pool or the side's kept cards; the
 * count should be the turn's hand size; the cards a known hand kept from the turn before should be
 * there.
 */
export function applyDeal(state: GameState, command: DealCommand): Outcome<GameState> {
  return safely(state, () => applyDealUnsafe(state, command));
}
