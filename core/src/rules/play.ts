// An action round play (rules 5 and 6): the card leaves the hand, its operations or event are
// resolved (an opponent's event before or after the operations, as written), the card goes where
// it goes, and the written VP and DEFCON marks are checked.
import { cardByCode, cardTitle, type Card } from '../data/cards';
import { inPlay } from '../common/codes';
import { possessive } from '../common/text';
import { CHINA_CARD, dispositionAfterPlay, eventOwner, finishPlay, isOpponentCard, playFromHand, whereIs, type Disposition } from './cards';
import type { PlayCommand, PlayKind } from './commands';
import { checkDie, resolveCoup } from './coup';
import { effectDeclarationOf, effectsDeclaring, eventFor, type EventInput, type SubPlayInput } from './eventDefinition';
import { cancelEffectsByPlay, removeEffect } from './effects';
import { eventBlock, isEmptyInput, resolveEvent, type EventContextIn, type EventResolution } from './resolveEvent';
import { placeInfluence } from './influence';
import { checkVpVictory, gameOverProblems } from './markers';
import { checkMarks } from './marks';
import { describeOps, opsBreakdown, opsContextOf } from './ops';
import { anotherCard, failed, problem, problemsFrom, pushAll, safely, type Outcome, type RuleProblem } from './problems';
import { effectActed, grouped, lengthOf, withStep, type PlayStep } from './record';
import { resolveRealignments } from './realign';
import { applyScoring, isScoringCard } from './scoring';
import { resolveSpaceAttempt } from './space';
import { beginInPlace, copyOf, endInPlace, openDraft, opponent, roundBoard, settleDraft, settled, update, writable, type EffectInForce, type GameState, type Side } from './state';
import { actionRoundsFor, advanceTo, atTurn, heldScoringCards } from './turn';

/** Lowest operations of a card discarded to roll out of a trap. */
const TRAP_DISCARD_MIN_OPS = 2;

/** The code of the trap holding the side, if any: an effect of the opponent's that `traps` (Quagmire, Bear Trap). */
export function trapOf(state: GameState, side: Side): string | undefined {
  const trapper = opponent(side);
  for (const effect of state.effects) {
    if (effect.side === trapper && effectDeclarationOf(state, effect)?.traps) return effect.card;
  }
  return undefined;
}

/** No `=` and no `D`: shared by the plays that write neither (most of them). */
const NO_MARKS: { readonly vp?: number; readonly defcon?: number } = Object.freeze({});

/** The `=` and `D` a play wrote, for the record. */
export function writtenMarks(marks: { readonly vp?: number; readonly defcon?: number }): { readonly vp?: number; readonly defcon?: number } {
  if (marks.vp === undefined && marks.defcon === undefined) return NO_MARKS;
  if (marks.defcon === undefined) return { vp: marks.vp };
  return marks.vp === undefined ? { defcon: marks.defcon } : { vp: marks.vp, defcon: marks.defcon };
}

interface Running {
  state: GameState;
  problems: RuleProblem[];
  implemented: boolean;
  happened: boolean;
  inForce: boolean;
}

/** Spends the card's operations as the command says (influence, a coup, realignment rolls). */
function runOps(run: Running, command: PlayCommand, card: Card, roundStart: GameState): void {
  const { side } = command;
  const scoring = operationsPlayProblem(card, command.kind, side);
  if (scoring) {
    run.problems.push(scoring);
    return;
  }
  if (command.kind === 'influence') {
    run.state = placeInfluence(run.state, command.influence ?? [], { side, card: card.code, roundStart }, run.problems);
  } else if (command.kind === 'coup' && command.coup) {
    const ops = opsBreakdown(run.state, side, card, opsContextOf([command.coup.country]));
    run.state = resolveCoup(run.state, command.coup, { side, ops: ops.value, responsible: side }, run.problems);
  } else if (command.kind === 'realign') {
    const rolls = command.realign ?? [];
    const ops = opsBreakdown(run.state, side, card, opsContextOf(rolls.map((r) => r.country)));
    if (rolls.length > ops.value) {
      run.problems.push(problem('TSN133', `${cardTitle(card.code)} gives the ${side} ${describeOps(ops)}: at most ${ops.value} realignment roll${ops.value === 1 ? '' : 's'}, ${rolls.length} written`, { kind: 'play' }, side));
    } else if (rolls.length < ops.value) {
      run.problems.push(problem('TSN134', `${cardTitle(card.code)} gives the ${side} ${describeOps(ops)}: one realignment roll per op, ${ops.value} in all; ${rolls.length} written`, { kind: 'play' }, side));
    }
    run.state = resolveRealignments(run.state, rolls, { side }, run.problems);
  }
}

/** Resolves a play's own event: `resolveEvent`, or a stand-in that watches it (boardAtEvent). */
export type EventResolver = (state: GameState, context: EventContextIn, problems: RuleProblem[]) => EventResolution;

function runEvent(run: Running, command: PlayCommand, card: Card, roundStart: GameState, chosen: boolean, resolve: EventResolver): void {
  // The event writes the play's draft in place (eventDefinition.ts `apply`).
  const resolution = resolve(run.state, {
    card, player: command.side, owner: eventOwner(card, command.side), headline: false,
    roundStart, input: command.event, chosen, marks: { vp: command.vp, defcon: command.defcon },
  }, run.problems);
  run.state = resolution.state;
  run.implemented = run.implemented && resolution.implemented;
  run.happened = resolution.happened;
  run.inForce = resolution.displayed;
}

/**
 * Why the side may not discard the card to roll out of a trap now: no trap (TSN178, and nothing else
 * is checked), the China Card (TSN110), fewer than 2 ops (TSN179). Shared by the check of a written
 * roll and the list of legal plays.
 */
export function trapRollProblems(state: GameState, side: Side, card: Card): RuleProblem[] {
  const trap = trapOf(state, side);
  if (!trap) return [problem('TSN178', `The ${side} is in neither Quagmire nor Bear Trap: there is nothing to roll out of`, { kind: 'play' }, side)];
  const problems: RuleProblem[] = [];
  if (card.code === CHINA_CARD) {
    problems.push(problem('TSN110', 'The China Card cannot be discarded: roll out of the trap with another card', { kind: 'card' }, side));
  }
  const ops = opsBreakdown(state, side, card);
  if (ops.value < TRAP_DISCARD_MIN_OPS) {
    problems.push(problem('TSN179', `A card of ${TRAP_DISCARD_MIN_OPS} ops or more is discarded to roll out of ${cardTitle(trap)}: ${cardTitle(card.code)} gives ${describeOps(ops)}`, { kind: 'card' }, side));
  }
  return problems;
}

/** A die of 1-4 gets the side out of Quagmire or Bear Trap (the cards' text). */
export function trapRollEscapes(die: number): boolean {
  return die >= 1 && die <= 4;
}

/**
 * An opponent's card written with its event alone (`STA@ >WWB@ D1`): the operations play whose
 * event, first (5.1), ended the game, so that no operations are due (rulings: a play that ends the
 * game writes nothing after the end). Applied to `run` when the event did end it; otherwise `run`
 * is left as it was and false returned.
 */
function opponentEventEndedTheGame(run: Running, command: PlayCommand, card: Card, roundStart: GameState, resolve: EventResolver): boolean {
  // A trial on a draft of its own: when the game goes on, the play is judged again from the board
  // as it stood (the operations play, TSN109), so the event must not have written it.
  const trial: Running = { ...run, state: openDraft(run.state), problems: [] };
  runEvent(trial, command, card, roundStart, false, resolve);
  const ended = checkVpVictory(trial.state); // 10.3.1: 20 VP once the event's VP are in
  if (!ended.result) {
    run.state = openDraft(run.state);
    return false;
  }
  run.state = ended;
  pushAll(run.problems, trial.problems);
  run.implemented = trial.implemented;
  run.happened = trial.happened;
  run.inForce = trial.inForce;
  return true;
}

function runTrap(run: Running, command: PlayCommand, card: Card): void {
  const { side } = command;
  const trap = trapOf(run.state, side);
  pushAll(run.problems, trapRollProblems(run.state, side, card));
  if (!trap || !command.trap) return;
  const target = { kind: 'roll', index: 0, section: 'ops' } as const;
  const dieProblem = checkDie(command.trap.die, target, side);
  if (dieProblem) run.problems.push(dieProblem);
  const success = trapRollEscapes(command.trap.die);
  if (success !== command.trap.success) {
    run.problems.push(problem('TSN153', success
      ? `A die of ${command.trap.die} gets out of ${cardTitle(trap)} (1-4): write ~${command.trap.die}+`
      : `A die of ${command.trap.die} does not get out of ${cardTitle(trap)} (it needs 1-4): write ~${command.trap.die} without +`, target, side,
      { expected: { kind: 'trapRoll', die: command.trap.die, success } }));
  }
  const start = lengthOf(run.state); // `run.state` is the play's draft, written in place
  if (success) run.state = removeEffect(run.state, trap);
  run.state = grouped(run.state, start, { kind: 'trap', side, trap, die: command.trap.die, success, written: command.trap.success });
}

/** True when the card's effect acts at the start or the end of each play with what the line writes for it (NORAD, Cuban Missile Crisis). */
function writesInPlays(state: GameState, card: string): boolean {
  const effect = eventFor(state, card)?.effect;
  return Boolean(effect?.afterPlay || effect?.beforePlay);
}

/** No sub-play written for an effect (most parts): shared, never written. */
const NO_WRITES: readonly SubPlayInput[] = [];

/**
 * Splits off the sub-plays an effect in force writes in the part (`KOR#PA5+3 D2 NOR@(IT)`,
 * `FID&SY2 CMC@CU-2`): they belong to no event of the card played, nor to a card an event moved
 * (`MIS@ >MAR#PA6+6 D2 NOR@(IT)`: the rulings' NORAD after a moved card is NORAD's).
 */
function splitEffectWrites(state: GameState, event: EventInput | undefined): { event: EventInput | undefined; written: readonly SubPlayInput[] } | undefined {
  // Undefined when the event has no sub-play or card moved (most plays): nothing is made for them.
  if (!event?.subPlays?.length && !event?.cardMoves?.length) return undefined;
  const written: SubPlayInput[] = [];
  return { event: withoutEffectWrites(state, event, written), written: written.length ? written : NO_WRITES };
}

/** The event without the effects' writes, which go to `written`; the same object when it has none. */
function withoutEffectWrites(state: GameState, event: EventInput, written: SubPlayInput[]): EventInput {
  // Only a sub-play written as an event is an effect's write (`NOR@(IT)`, `CMC@CU-2`); a card played
  // for its operations inside the event is the event's own (`UNI@NOR&KR2 CA`: NORAD beside UN Intervention).
  const found = written.length;
  const moves = event.cardMoves?.map((move) => {
    if (!move.event) return move;
    const inner = withoutEffectWrites(state, move.event, written);
    return inner === move.event ? move : { ...move, event: inner };
  });
  const own = (event.subPlays ?? []).filter((sub) => sub.kind === 'event' && writesInPlays(state, sub.card));
  if (own.length === 0 && written.length === found) return event;
  written.push(...own);
  const rest = event.subPlays?.filter((sub) => !own.includes(sub)) ?? [];
  const { subPlays: _, cardMoves: _moves, ...others } = event;
  // An event left with nothing stays written as empty: the parser cannot tell a bare `@` from none.
  return { ...others, ...(moves ? { cardMoves: moves } : {}), ...(rest.length ? { subPlays: rest } : {}) };
}

/**
 * A part that starts with what an effect in force writes, then the play (`CMC@CU-2 COM#IR4+2`):
 * the parser reads the effect's card as the card played and the play as its sub-play. When that
 * card's effect is in force and the card is not in the side's hand, the part is the sub-play
 * played, with the effect's written part beside it.
 */
function leadingEffectWrite(state: GameState, command: PlayCommand): { command: PlayCommand; written: SubPlayInput } | null {
  const subs = command.event?.subPlays;
  if (command.kind !== 'event' || !subs?.length) return null;
  const play = subs[subs.length - 1]!;
  if (!writesInPlays(state, command.card) || !state.effects.some((e) => e.card === command.card)) return null;
  const hand = state.hands[command.side];
  if (hand?.includes(command.card) || (hand === null && whereIs(state, command.card) === 'deck')) return null;
  const { subPlays: _, ...own } = command.event!;
  const written: SubPlayInput = { card: command.card, side: command.side, kind: 'event', event: subs.length > 1 ? { ...own, subPlays: subs.slice(0, -1) } : own };
  const played: PlayCommand = {
    ...(command.turn !== undefined ? { turn: command.turn } : {}),
    round: command.round, side: command.side, card: play.card, kind: play.kind,
    ...(play.influence ? { influence: play.influence } : {}),
    ...(play.coup ? { coup: play.coup } : {}),
    ...(play.realign ? { realign: play.realign } : {}),
    ...(play.event ? { event: play.event } : {}),
    ...(play.kind !== 'event' ? { eventFirst: false } : {}),
    ...(command.vp !== undefined ? { vp: command.vp } : {}),
    ...(command.defcon !== undefined ? { defcon: command.defcon } : {}),
  };
  return { command: played, written };
}

/**
 * The start or the end of the action round: the effects in force that act then (Cuban Missile
 * Crisis before the play; NORAD, We Will Bury You, Flower Power after it), each with what the line
 * wrote for it.
 */
function runEffectHooks(when: 'beforePlay' | 'afterPlay', board: GameState, roundStart: GameState, side: Side, play: PlayCommand | undefined, written: readonly SubPlayInput[], problems: RuleProblem[]): GameState {
  let next = board;
  for (const effect of board.effects) {
    const hook = effectDeclarationOf(board, effect)?.[when];
    if (!hook || next.result) continue;
    const start = lengthOf(next);
    next = effectActed(hook({ state: next, roundStart, effect, side, play, written: written.find((w) => w.card === effect.card) }, problems), start, effect);
  }
  return next;
}

/** TSN181 for what the line wrote for an effect in force neither at the start nor at the end of the play. */
function writtenWithoutEffect(before: readonly EffectInForce[], after: readonly EffectInForce[], side: Side, written: readonly SubPlayInput[]): RuleProblem[] {
  if (written.length === 0) return [];
  return written
    .filter((sub) => !before.some((e) => e.card === sub.card) && !after.some((e) => e.card === sub.card))
    .map((sub) => problem('TSN181', `${cardTitle(sub.card)} is not in force at the end of this play: nothing happens for it`, { kind: 'event' }, side));
}

/**
 * One play, its problems appended to `problems` (a list the caller owns, its earlier entries not
 * read): no outcome object and no list of its own for a play without a problem (issue 24).
 */
function applyPlayUnsafe(state: GameState, written: PlayCommand, resolve: EventResolver, inPlace: boolean, problems: RuleProblem[]): GameState {
  const leading = leadingEffectWrite(state, written);
  const original = leading?.command ?? written;
  const split = splitEffectWrites(state, original.event);
  const splitWrites = split ? split.written : NO_WRITES;
  const effectWrites = leading ? [leading.written, ...splitWrites] : splitWrites;
  const command: PlayCommand = effectWrites.length && split?.event ? { ...original, event: split.event } : original;
  const { side } = command;
  if (state.result) {
    problems.push(problem('TSN171', `The game ended on turn ${state.result.turn}: nothing is played after it`, { kind: 'play' }, side));
    return state;
  }
  const turn = command.turn ?? state.turn;
  // On the current turn (most plays) there is no turn to advance, and no outcome is made for it.
  const advanced = atTurn(state, turn) ? undefined : advanceTo(state, turn);
  const reached = advanced ? advanced.state : state;
  if (advanced) pushAll(problems, advanced.problems);
  if (reached.result) {
    problems.push(problem('TSN171', `The game ended on turn ${reached.result.turn}: nothing is played after it`, { kind: 'play' }, side));
    return reached;
  }
  if (reached.turnEnded) {
    problems.push(problem('TSN173', `Turn ${reached.turn} has ended: its action rounds are over`, { kind: 'play' }, side));
    return reached;
  }
  const rounds = actionRoundsFor(reached, side);
  if (!(command.round >= 1 && command.round <= rounds)) {
    problems.push(problem('TSN172', `The ${side} has ${rounds} action rounds in turn ${reached.turn}: there is no round ${command.round}`, { kind: 'play' }, side));
  }
  const skipped = skippedRounds(reached, command.round);
  if (skipped) problems.push(problem('TSN170', skipped, { kind: 'play' }, side));
  const card = cardByCode(command.card);
  // In place only for a play that goes on: the board of one that stops here is its own.
  const roundStart = card ? roundBoard(reached, inPlace) : writable(reached);
  roundStart.round = command.round;
  roundStart.phasing = side;
  roundStart.defconMovedTo2 = false;
  if (!card) {
    problems.push(problem('TSN101', `${command.card} is not a card`, { kind: 'card' }, side));
    return roundStart;
  }
  // From here on the problems are this play's own: once one says the play cannot happen, the rest is not checked.
  const ownFrom = problems.length;
  const trapped = trapProblem(roundStart, side, card, command.kind);
  if (trapped) problems.push(trapped);
  const restricted = restrictionProblem(roundStart, side, card, command.kind);
  if (restricted) problems.push(anotherCard(restricted));
  // The play's private board: written in place from here to its play step (state.ts `openDraft`),
  // by the effects that act at the start of the play, the play and its event, and the effects
  // that act at its end.
  const draft = openDraft(roundStart);
  if (inPlace) beginInPlace(draft);
  const board = runEffectHooks('beforePlay', draft, roundStart, side, command, effectWrites, problems);
  // Card 6: judged with the card still in the hand, before `playFromHand` writes the board.
  const china = chinaCardProblem(board, side, card, rounds - command.round);
  const takenFrom = problems.length;
  const taken = playFromHand(board, side, command.card, problems);
  for (let k = takenFrom; k < problems.length; k++) problems[k] = anotherCard(problems[k]!);
  if (china) problems.push(anotherCard(china));
  // A new record a play: one kept from play to play, written with each young board, cost more
  // instructions than it saved (every such write into an old object goes through V8's write barrier).
  const run: Running = { state: cancelEffectsByPlay(taken, card.code, side), problems, implemented: true, happened: false, inForce: false };
  let disposition: Disposition = 'discard';

  if (command.kind === 'event') {
    const notForItsEvent = eventPlayProblem(card, side);
    if (card.code === CHINA_CARD) {
      problems.push(notForItsEvent!);
    } else if (isScoringCard(card.code)) {
      run.state = applyScoring(run.state, card.code).state;
      disposition = dispositionAfterPlay(card, true, false);
    } else if (isOpponentCard(card, side) && opponentEventEndedTheGame(run, command, card, roundStart, resolve)) {
      disposition = dispositionAfterPlay(card, run.happened, run.inForce);
    } else {
      if (notForItsEvent) problems.push(notForItsEvent);
      runEvent(run, command, card, roundStart, true, resolve);
      disposition = dispositionAfterPlay(card, run.happened, run.inForce);
    }
  } else if (command.kind === 'space' || command.kind === 'trap') {
    if (!isEmptyInput(command.event)) {
      problems.push(problem('TSN107', `A card played ${command.kind === 'space' ? 'on the space race' : 'to roll out of a trap'} has no event: ${possessive(cardTitle(card.code))} event does not happen`, { kind: 'event' }, side));
    }
    if (command.kind === 'space' && card.scoring) {
      problems.push(operationsPlayProblem(card, 'space', side)!);
    } else if (command.kind === 'space' && command.space) {
      const outcome = resolveSpaceAttempt(run.state, side, card.code, command.space);
      run.state = outcome.state;
      pushAll(problems, outcome.problems);
    } else if (command.kind === 'trap') {
      runTrap(run, command, card);
    }
    disposition = 'discard'; // 6.4.5: discarded, never removed
  } else if (isOpponentCard(card, side)) {
    // 5.1: the opponent's event happens too, before or after the operations as the player chose.
    // Left out: an implemented event checks what it requires itself (TSN182), and an event that
    // cannot happen (5.2) has nothing to write; otherwise the line should say what it did.
    const context = { card, player: side, owner: opponent(side), headline: false, roundStart };
    if (command.event === undefined && !eventFor(run.state, card.code) && !eventBlock(run.state, context)) {
      problems.push(problem('TSN108', `${cardTitle(card.code)} is a ${card.side} card: its event happens when the ${side} plays it for operations; write it (@…) before or after the operations`, { kind: 'card' }, side));
    }
    if (command.eventFirst) {
      runEvent(run, command, card, roundStart, false, resolve);
      // 10.3.1: 20 VP once the event's VP are all in ends the game there, before the operations.
      run.state = checkVpVictory(run.state);
      if (!run.state.result) runOps(run, command, card, roundStart);
    } else {
      runOps(run, command, card, roundStart);
      if (!run.state.result) runEvent(run, command, card, roundStart, false, resolve);
    }
    disposition = dispositionAfterPlay(card, run.happened, run.inForce);
  } else {
    if (!isEmptyInput(command.event)) {
      problems.push(problem('TSN107', `${cardTitle(card.code)} is ${card.side === 'neutral' ? 'a neutral card' : `the ${side}'s own card`}: played for operations its event does not happen`, { kind: 'event' }, side));
    }
    runOps(run, command, card, roundStart);
  }

  const impossible = notCheckedFurther(problems, ownFrom);
  // The effects that act at the end of the play come before the marks: their VP are written in the
  // play's `=` (rulings: Yuri and Samantha, Flower Power, We Will Bury You).
  const finished = finishPlay(run.state, side, card.code, disposition);
  const finishedEffects = finished.effects; // before the hooks write the board (TSN181 below)
  const after = runEffectHooks('afterPlay', finished, roundStart, side, command, effectWrites, problems);
  // A play that cannot happen, or an operation that cannot: its marks are taken as written.
  const asWritten = !run.implemented || impossible;
  if (effectWrites.length) pushAll(problems, writtenWithoutEffect(roundStart.effects, finishedEffects, side, effectWrites));
  const marked = checkMarks(roundStart, after, command, side, asWritten, side, problems); // the command's own `=` and `D`
  // The play's group step, made whole with its span (what `grouped` does, without writing the span
  // on a step whose shape its one store would share with every other kind of group).
  const played = checkVpVictory(marked);
  const span = lengthOf(played) - lengthOf(roundStart);
  const step: PlayStep = asWritten
    ? { kind: 'play', side, card: card.code, mode: command.kind, headline: false, written: writtenMarks(command), marksAsWritten: true, span }
    : { kind: 'play', side, card: card.code, mode: command.kind, headline: false, written: writtenMarks(command), span };
  const next = withStep(played, step);
  if (next.result && !roundStart.result) pushAll(problems, gameOverProblems(roundStart, next, side));
  return settled(next);
}

/** TSN177: a side in Quagmire or Bear Trap may only play a scoring card or discard a card to roll out. */
export function trapProblem(state: GameState, side: Side, card: Card, kind: PlayKind): RuleProblem | null {
  const trap = trapOf(state, side);
  if (!trap || kind === 'trap' || card.scoring) return null;
  return problem('TSN177', `The ${side} is in ${cardTitle(trap)}: it may only play a scoring card or discard a card of 2+ ops to roll out (1-4)`, { kind: 'play' }, side, { related: [{ kind: 'effect', card: trap }] });
}

/** TSN184: an effect in force forbids the side to play the card so now (Missile Envy). */
export function restrictionProblem(state: GameState, side: Side, card: Card, kind: PlayKind): RuleProblem | null {
  const restricted = playRestrictionBy(state, side, card, kind);
  return restricted === null ? null : problem('TSN184', restricted.reason, { kind: 'card' }, side, { related: [{ kind: 'effect', card: restricted.card }] });
}

/** TSN166: the China Card may not be played now (card 6), with `roundsAfter` of the side's rounds left after this one. */
export function chinaCardProblem(state: GameState, side: Side, card: Card, roundsAfter: number): RuleProblem | null {
  if (card.code !== CHINA_CARD) return null;
  const unplayed = scoringCardsLeftUnplayed(state, side, roundsAfter);
  return unplayed ? problem('TSN166', unplayed, { kind: 'card' }, side) : null;
}

/** Why the card cannot be played for its event alone: the China Card has none (TSN107), an opponent's card is played for operations (TSN109). */
export function eventPlayProblem(card: Card, side: Side): RuleProblem | null {
  if (card.code === CHINA_CARD) return problem('TSN107', 'The China Card has no event: it is played for its operations', { kind: 'card' }, side);
  if (isOpponentCard(card, side)) {
    return problem('TSN109', `${cardTitle(card.code)} is a ${card.side} card: the ${side} plays it for its operations (its event happens too), not for its event alone`, { kind: 'card' }, side);
  }
  return null;
}

/** TSN106: a scoring card has no operations, for influence, a coup, realignment rolls or the space race. */
export function operationsPlayProblem(card: Card, kind: PlayKind, side: Side): RuleProblem | null {
  if (!card.scoring || kind === 'event' || kind === 'trap') return null;
  return kind === 'space'
    ? problem('TSN106', `${cardTitle(card.code)} is a scoring card: it has no operations and cannot go to the space race; it is played for its scoring`, { kind: 'card' }, side)
    : problem('TSN106', `${cardTitle(card.code)} is a scoring card: it has no operations and is played for its scoring`, { kind: 'card' }, side);
}

/**
 * Card 6: the China Card "may not be played if that would leave a scoring card unplayed": with the
 * hand known, each scoring card in it needs one of the side's action rounds after this one.
 * Returns why, or null.
 */
function scoringCardsLeftUnplayed(state: GameState, side: Side, roundsAfter: number): string | null {
  const scoring = heldScoringCards(state, side);
  if (scoring.length <= Math.max(0, roundsAfter)) return null;
  const left = roundsAfter <= 0 ? 'no action round left after this one' : `${roundsAfter} action round${roundsAfter === 1 ? '' : 's'} left after this one`;
  return `The China Card may not be played now: the ${side} holds ${scoring.map((code) => cardTitle(code)).join(', ')} with ${left}, and a scoring card may not be left unplayed`;
}

/**
 * One problem per mistake: after a problem saying the play cannot happen, the play's later problems
 * are dropped; after one saying an operation cannot, the written results' checks are (each code's
 * `inPlay` column in common/codes.ts says which it is). Edits
 * `problems` from `from` on; returns true when the play's marks should not be checked either.
 */
function notCheckedFurther(problems: RuleProblem[], from: number): boolean {
  if (problems.length === from) return false;
  const own = problems.slice(from);
  const cut = own.findIndex((p) => inPlay(p.code) === 'stops-play');
  if (cut >= 0) {
    problems.splice(from + cut + 1);
    return true;
  }
  if (!own.some((p) => inPlay(p.code) === 'stops-operation')) return false;
  const kept = own.filter((p) => inPlay(p.code) !== 'checks-result');
  problems.splice(from, own.length, ...kept);
  return true;
}

/** Why an effect in force forbids the side to play the card this way now (Missile Envy), or null; `headline` for a headlined card. */
export function playRestriction(state: GameState, side: Side, card: Card, kind: PlayCommand['kind'], headline = false): string | null {
  return playRestrictionBy(state, side, card, kind, headline)?.reason ?? null;
}

/** The effect in force that forbids the side to play the card this way now, and why; or null. */
export function playRestrictionBy(state: GameState, side: Side, card: Card, kind: PlayCommand['kind'], headline = false): { readonly reason: string; readonly card: string } | null {
  for (const effect of effectsDeclaring(state, 'restrictsPlay')) {
    const reason = effectDeclarationOf(state, effect)!.restrictsPlay!({ state, effect, side, card, kind, ...(headline ? { headline } : {}) });
    if (reason !== null) return { reason, card: effect.card };
  }
  return null;
}

/**
 * Rule 4.5: action rounds follow one another. Once a turn's headline or one of its action rounds
 * is written, the next action round written is the same round (the US after the USSR) or the one
 * after; a file may start a turn anywhere (a fragment of a game), and a turn may end early.
 * Returns why the round skips some, or null.
 */
function skippedRounds(state: GameState, round: number): string | null {
  // The number tested first: a round compared with a string at one site that sees numbers too is
  // V8's generic strict equality, a builtin call (issue 24).
  const last = typeof state.round === 'number' ? state.round : state.round === 'H' ? 0 : null;
  if (last === null || state.turnEnded || round <= last + 1) return null;
  const missing = last + 1 === round - 1 ? `round ${last + 1} is` : `rounds ${last + 1}-${round - 1} are`;
  const after = last === 0 ? `the headline of turn ${state.turn}` : `${state.turn}.${last}`;
  return `Action round ${state.turn}.${round} follows ${after}: ${missing} missing (each action round has a line; write — for a side with no play)`;
}

/** `—` for one side in an action round: no play (no card left, an eighth round the side does not have, the game over). */
export interface PassCommand {
  readonly turn?: number;
  readonly round: number;
  readonly side: Side;
}

function applyPassUnsafe(state: GameState, command: PassCommand): Outcome<GameState> {
  if (state.result) return { state, problems: [] };
  const reached = advanceTo(state, command.turn ?? state.turn);
  if (reached.state.result || reached.state.turnEnded) return reached;
  const problems: RuleProblem[] = problemsFrom(reached.problems);
  const skipped = skippedRounds(reached.state, command.round);
  if (skipped) problems.push(problem('TSN170', skipped, { kind: 'play' }, command.side));
  return { state: update(reached.state, { round: command.round, phasing: command.side }), problems };
}

/** Applies `—`, a side's round with no play: the turn advances and the round is counted, nothing else. */
export function applyPass(state: GameState, command: PassCommand): Outcome<GameState> {
  return safely(state, () => applyPassUnsafe(state, command), command.side);
}

/**
 * Applies one action round play. `inPlace`: the caller reads neither `state` nor any board it got
 * from an earlier play in place again, unless it kept it (`releaseOwned`, state.ts), so the play
 * may write in place the board and the piles an earlier such play made (a bulk replay between its
 * checkpoints).
 */
export function applyPlay(state: GameState, command: PlayCommand, inPlace = false): Outcome<GameState> {
  const problems: RuleProblem[] = [];
  return { state: playOnto(state, command, inPlace, problems), problems };
}

/**
 * `applyPlay` for a caller that gathers the problems of many plays (the replay): the play's
 * problems are appended to `problems`, and the board it leaves is returned. On a failure (a bug)
 * the play's problems are the one TSN199 and the board is `state`, as `safely` makes them.
 */
export function playOnto(state: GameState, command: PlayCommand, inPlace: boolean, problems: RuleProblem[]): GameState {
  const from = problems.length;
  // `safely` written out: the commonest command, without a closure per play.
  try {
    // The lowering gives every command all its fields (analysis/lower.ts): one with a `defcon` key,
    // set or not, is not copied. (A caller's own command with that key is read as it is: the same
    // fields, in another shape.)
    const board = applyPlayUnsafe(state, 'defcon' in command ? command : inOneShape(command), resolveEvent, inPlace, problems);
    if (inPlace) endInPlace(board);
    return board;
  } catch (error) {
    if (inPlace) endInPlace(undefined); // `state` as it was given
    problems.length = from;
    pushAll(problems, failed(state, error, command.side).problems);
    return state;
  }
}

/**
 * The command with every field, in one order: a command with only the fields a play writes comes
 * in a dozen shapes, and each of the engine's reads of a field would see them all.
 */
function inOneShape(c: PlayCommand): PlayCommand {
  return {
    turn: c.turn, round: c.round, side: c.side, card: c.card, kind: c.kind,
    influence: c.influence, coup: c.coup, realign: c.realign, space: c.space, trap: c.trap,
    event: c.event, eventFirst: c.eventFirst, vp: c.vp, defcon: c.defcon,
  };
}

/**
 * The board and the context the play's own event is resolved with (after the card left the hand,
 * the effects it ends, and the operations written before the event), or undefined when the play
 * reaches no event (a play for operations of the side's own card, one that cannot happen, a game
 * that ends first). The same run as `applyPlay`, watched: what the event's choices are judged on.
 */
export function boardAtEvent(state: GameState, command: PlayCommand): { readonly state: GameState; readonly context: EventContextIn } | undefined {
  let seen: { state: GameState; context: EventContextIn } | undefined;
  try {
    applyPlayUnsafe(state, command, (board, context, problems) => {
      // A copy: the event and the rest of the play go on writing the play's draft.
      seen ??= { state: copyOf(board), context };
      return resolveEvent(board, context, problems);
    }, false, []);
  } catch {
    settleDraft(); // as `applyPlay`: what it saw before the failure stands
  }
  return seen;
}
