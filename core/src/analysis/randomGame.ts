/**
 * Random legal games: the engine plays itself, each side choosing at random among the legal
 * choices the rules list (rules/choices.ts: the cards and ways to play them, the targets, each
 * event's choices) with seeded dice, and the game is written as TSN (writeTsn.ts) with a deal line
 * a turn and every hidden card, from the setup to the game's end. Same seed, same game, byte for
 * byte. The player only chooses: every result, VP and DEFCON mark it writes is the engine's.
 * It plays a little better than at random where a random choice would end most games at once: it
 * seldom takes a play that loses the game on the spot (DEFCON 1), and it plays its scoring cards
 * in time.
 */
import { EAGLE_BEAR_HAS_LANDED_BOX, SETUP_FREE_PLACEMENT, cardByCode, countryByCode, handSizeForTurn, type Card } from '../data';
import { resultTag } from '../common/text';
import { SIDES } from '../data/sides';
import type { Line, Part } from '../notation';
import {
  actionRoundsFor, applyDeal, applyEndOfTurn, applyFinalScoring, applyHeadline, applyPass, applyPlay, applySetup, boardAtEvent, playableCards,
  checkVpVictory, countriesOf, coupResult, effectWriteChoices, eventChoices, eventOwner, hasSpaceAbility, headlineBoards, headlineOrder, heldScoringCards,
  isEmptyInput, milopsShortfall, signedVp,
  CHINA_CARD, initialState, isOpponentCard, nextSpaceBox, operationsChoices, opponent, randomSource, resolveEvent, roundStartOf,
  spaceRollSucceeds, trapRollEscapes, warWon, withDrawn, withInfluenceChange, withPlacement, withPoint, writesAfterPlays, EVENTS,
  type ChoiceItem, type ChoiceOption, type CoupInput, type EndPartInput, type EventCallContext, type EventChoice, type EventInput, type GameState,
  type HeadlineEntry, type NestedPlay, type OperationsInput, type OperationsSpec, type PlayCommand, type PlayKind, type RuleProblem, type Side,
  type SubPlayInput,
} from '../rules';
import { dealPart, endPart, gameLine, headlinePart, linesText, NO_PLAY, playPart, setupPart, tagLine } from './writeTsn';

export interface RandomGameOptions {
  /** The last turn played (default 10: the whole game). */
  readonly turns?: number;
}

export interface RandomGame {
  readonly seed: number;
  readonly text: string;
  /** The board after the last line (and final scoring after turn 10). */
  readonly final: GameState;
  /** The cards whose event happened (a scoring card: scored), in headlines, plays and triggered alike. */
  readonly events: ReadonlySet<string>;
  /** Plays made (headlines and action rounds). */
  readonly plays: number;
  /**
   * What the engine said about the player's own plays that it should not have (errors and
   * warnings): each a defect of the choices or of the engine. Empty in a legal game.
   */
  readonly defects: readonly string[];
}

/** The game of `seed`, played to its end (or to the end of turn `turns`). */
export function randomGame(seed: number, options: RandomGameOptions = {}): RandomGame {
  return new RandomPlayer(seed, options.turns ?? 10).play();
}

/** A choice the player could not complete (an option it took led nowhere): it tries another play. */
class Stuck extends Error {}

/** Chance to stop an event or operations that are complete though more may be written. */
const STOP = 0.25;
/** Tries of plays that lose the game at once before the player accepts one. */
const TRIES = 12;

class RandomPlayer {
  private readonly random: () => number;
  private state: GameState;
  private readonly lines: Line[] = [];
  private readonly events = new Set<string>();
  private readonly defects: string[] = [];
  private plays = 0;

  constructor(private readonly seed: number, private readonly turns: number) {
    this.random = randomSource(seed);
    this.state = initialState(EVENTS, seed);
  }

  play(): RandomGame {
    for (let turn = 1; turn <= this.turns && !this.state.result; turn++) this.turn(turn);
    if (this.turns >= 10 && !this.state.result) this.state = applyFinalScoring(this.state).state;
    const result = this.state.result;
    const header: Line[] = [
      tagLine('Event', 'Random game'), tagLine('Site', 'tsn random'), tagLine('Round', `seed ${this.seed}`),
      tagLine('US', 'Random player'), tagLine('USSR', 'Random player'),
      tagLine('Result', result ? resultTag(result, this.state.vp) : '*'), tagLine('Notation', 'TSN 2'),
      { kind: 'blank', range: this.blankRange() },
    ];
    return { seed: this.seed, text: linesText([...header, ...this.lines]), final: this.state, events: this.events, plays: this.plays, defects: this.defects };
  }

  private blankRange() {
    return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  }

  private d6(): number {
    return 1 + Math.floor(this.random() * 6);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** A pick weighted by `weight` (items of weight 0 never, unless all are). */
  private weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const weights = items.map(weight);
    const total = weights.reduce((a, b) => a + b, 0);
    if (total <= 0) return this.pick(items);
    let r = this.random() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  private shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** Applies a command the player chose: its problems, if any, are defects of the choices or the engine. */
  private applied(label: string, outcome: { state: GameState; problems: readonly RuleProblem[] }): GameState {
    for (const p of outcome.problems) if (p.severity === 'error' || p.severity === 'warning') this.defects.push(`${label} ${p.code} ${p.message}`);
    return outcome.state;
  }

  // ---- a turn -------------------------------------------------------------------------------------

  private turn(turn: number): void {
    this.deal(turn);
    if (turn === 1) this.setup();
    this.headline(turn);
    for (let round = 1; !this.state.result; round++) {
      const most = Math.max(actionRoundsFor(this.state, 'USSR'), actionRoundsFor(this.state, 'US'));
      if (round > most) break;
      this.actionRound(turn, round);
    }
    if (!this.state.result) this.endOfTurn(turn);
  }

  /**
   * The deal (4.3): each hand filled to the turn's size from the draw pile, the cards kept staying;
   * when the draw pile runs out, the rest is dealt from the discard pile, shuffled.
   */
  private deal(turn: number): void {
    const size = handSizeForTurn(turn)!;
    const kept = { USSR: this.state.hands.USSR ?? [], US: this.state.hands.US ?? [] };
    const need = SIDES.reduce((sum, side) => sum + Math.max(0, size - kept[side].length), 0);
    let pile = this.shuffle(this.state.deck);
    if (pile.length < need) pile = [...pile, ...this.shuffle(this.state.discard)];
    const hands = { USSR: [...kept.USSR], US: [...kept.US] };
    for (const side of SIDES) while (hands[side].length < size && pile.length) hands[side].push(pile.shift()!);
    this.state = this.applied(`${turn}.D`, applyDeal(this.state, { turn, hands }));
    this.lines.push(gameLine(turn, 'D', dealPart(hands.USSR), dealPart(hands.US)));
  }

  /** The setup (3.2): the USSR's 6 influence in Eastern Europe, then the US's 7 in Western Europe. */
  private setup(): void {
    const parts: Record<Side, Part> = { USSR: NO_PLAY, US: NO_PLAY };
    for (const side of SIDES) {
      const { amount, subregion } = SETUP_FREE_PLACEMENT[side];
      const counts = new Map<string, number>();
      for (let n = 0; n < amount; n++) {
        const country = this.pick(countriesOf(subregion));
        counts.set(country, (counts.get(country) ?? 0) + 1);
      }
      const placements = [...counts].map(([country, n]) => ({ country, amount: n }));
      this.state = this.applied('1.S', applySetup(this.state, { side, placements }));
      parts[side] = setupPart(placements);
    }
    this.lines.push(gameLine(1, 'S', parts.USSR, parts.US));
  }

  /** The headline (4.5 C): a card from each hand, their events written in the order they resolve. */
  private headline(turn: number): void {
    const entries: Partial<Record<Side, HeadlineEntry>> = {};
    for (const side of SIDES) {
      const cards = playableCards(this.state, { turn, round: 'H', side }).map((o) => o.card);
      if (cards.length) entries[side] = { card: this.pick(cards).code };
    }
    for (let attempt = 0; attempt < TRIES; attempt++) {
      try {
        const command = this.headlineEvents(turn, entries);
        const trial = applyHeadline(this.state, command);
        if (attempt < TRIES - 1 && losesAtOnce(trial.state, null) && this.random() < 0.9) continue;
        const marked = withHeadlineMarks(command, trial.problems);
        this.state = this.applied(`${turn}.H`, applyHeadline(this.state, marked));
        this.plays += (marked.USSR ? 1 : 0) + (marked.US ? 1 : 0);
        for (const side of SIDES) {
          const entry = marked[side];
          if (entry && cardByCode(entry.card)!.scoring) this.events.add(entry.card);
        }
        const part = (side: Side) => {
          const entry = marked[side];
          return entry ? headlinePart(entry, side, eventOwner(cardByCode(entry.card)!, side)) : NO_PLAY;
        };
        this.lines.push(gameLine(turn, 'H', part('USSR'), part('US')));
        return;
      } catch (error) {
        if (!(error instanceof Stuck)) throw error;
      }
    }
    throw new Error(`seed ${this.seed}: no headline could be written in turn ${turn}`);
  }

  /** Each headline's event, built on the board it is resolved on, in the order they resolve (4.5 C). */
  private headlineEvents(turn: number, entries: Partial<Record<Side, HeadlineEntry>>): { turn: number; USSR?: HeadlineEntry; US?: HeadlineEntry } {
    const command: { turn: number; USSR?: HeadlineEntry; US?: HeadlineEntry } = { turn, ...entries };
    const card = (side: Side) => (entries[side] ? cardByCode(entries[side]!.card) : undefined);
    for (const side of headlineOrder(this.state, card('USSR'), card('US'))) {
      // The board after the headlines before it, as written so far; none when the event does not happen.
      const board = headlineBoards(this.state, command)[side];
      if (!board) continue;
      const marks: { defcon?: number } = {};
      const event = this.buildEvent(board.state, board.context, marks);
      command[side] = { card: entries[side]!.card, ...(isEmptyInput(event) ? {} : { event }), ...(marks.defcon !== undefined ? { defcon: marks.defcon } : {}) };
    }
    return command;
  }

  // ---- an action round ------------------------------------------------------------------------------

  private actionRound(turn: number, round: number): void {
    const parts: Record<Side, Part> = { USSR: NO_PLAY, US: NO_PLAY };
    for (const side of SIDES) {
      if (this.state.result) break;
      const played = this.roundPlay(turn, round, side);
      if (!played) {
        this.state = this.applied(`${turn}.${round}`, applyPass(this.state, { turn, round, side }));
        continue;
      }
      parts[side] = played;
      this.plays++;
    }
    this.lines.push(gameLine(turn, round, parts.USSR, parts.US));
  }

  /** The side's play at this round, applied; null when it passes (no card, a round it need not take). */
  private roundPlay(turn: number, round: number, side: Side): Part | null {
    const point = { turn, round, side };
    const roundStart = roundStartOf(this.state, point);
    if (round > actionRoundsFor(roundStart, side)) return null;
    // An eighth round (North Sea Oil, the Space Station) is the side's to take or not.
    const usual = turn <= 3 ? 6 : 7;
    if (round > usual && this.random() < 0.5) return null;
    const options = playableCards(this.state, point).filter((o) => o.modes.some((m) => m.why === null));
    if (!options.length) return null;
    // A scoring card is played in the turn it is drawn: one a round once the rounds left are as many.
    const scoring = heldScoringCards(roundStart, side);
    const forced = options.filter((o) => o.card.scoring);
    // A side with a legal play never passes, even when an effect keeps it from its scoring card.
    const pool = scoring.length >= usual - round + 1 && forced.length ? forced : options;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const option = this.weighted(pool, (o) => (o.card.code === CHINA_CARD ? 0.3 : o.card.scoring ? 2 : 1));
      const kinds = option.modes.filter((m) => m.why === null);
      if (!kinds.length) continue;
      const kind = this.weighted(kinds.map((m) => m.kind), (k) => MODE_WEIGHT[k]);
      let built: { command: PlayCommand; writes: SubPlayInput[] };
      try {
        built = this.buildPlay(turn, round, side, roundStart, option.card, kind);
      } catch (error) {
        if (error instanceof Stuck) continue;
        throw error;
      }
      const trial = applyPlay(this.state, built.command);
      // A play that loses at once, or leaves the side more scoring cards than rounds to play them in.
      const stuckWithScoring = heldScoringCards(trial.state, side).length > usual - round;
      // The DEFCON an event chose is the play's D mark: a play that moves DEFCON after it cannot write both.
      const unwritable = built.command.defcon !== undefined && !trial.state.result && trial.state.defcon !== built.command.defcon;
      if (unwritable || (attempt < TRIES - 1 && (stuckWithScoring || strandsOpponent(this.state, trial.state, { turn, round, side }) || (losesAtOnce(trial.state, side) && this.random() < 0.95)))) continue;
      const command = withPlayMarks(built.command, trial.problems);
      // The marks written are those the engine asked for: the board is the trial's.
      this.state = this.applied(`${turn}.${round}`, { state: trial.state, problems: trial.problems.filter((p) => !isMarkLeftOut(p)) });
      if (option.card.scoring) this.events.add(option.card.code);
      const { writes, ...rest } = splitWrites(command, built.writes, isOpponentCard(option.card, side));
      return playPart(rest, eventOwner(option.card, side), writes);
    }
    return null;
  }

  /** The command for playing `card` this way: its operations, its event built on its board, the effects' writes. */
  private buildPlay(turn: number, round: number, side: Side, roundStart: GameState, card: Card, kind: PlayKind): { command: PlayCommand; writes: SubPlayInput[] } {
    const base = { turn, round, side, card: card.code, kind };
    const before = this.effectWrites(roundStart, roundStart, side, kind, 'beforePlay');
    const withWrites = (command: PlayCommand, writes: readonly SubPlayInput[]): PlayCommand => (writes.length
      ? { ...command, event: { ...(command.event ?? {}), subPlays: [...(command.event?.subPlays ?? []), ...writes] } }
      : command);
    let command: PlayCommand;
    if (kind === 'event') {
      command = withWrites(base, before);
      if (!card.scoring) {
        const marks: { defcon?: number } = {};
        const board = boardAtEvent(this.state, command);
        const event = board ? this.buildEvent(board.state, board.context, marks) : {};
        command = withWrites({ ...base, event, ...(marks.defcon !== undefined ? { defcon: marks.defcon } : {}) }, before);
      }
    } else if (kind === 'space') {
      const die = this.d6();
      command = withWrites({ ...base, space: { die, success: spaceRollSucceeds(nextSpaceBox(roundStart, side)!, die) } }, before);
    } else if (kind === 'trap') {
      const die = this.d6();
      command = withWrites({ ...base, trap: { die, success: trapRollEscapes(die) } }, before);
    } else {
      command = this.operationsPlay(base, roundStart, card, before, withWrites);
    }
    // What an effect in force writes at the end of the play (NORAD's addition), on the board the play leaves.
    const after = writesAfterPlays(this.state, card.code) ? this.effectWrites(applyPlay(this.state, command).state, roundStart, side, kind, 'afterPlay', command) : [];
    return { command: withWrites(command, after), writes: [...before, ...after] };
  }

  /** A play for operations; an opponent's card's event before or after them, as the player chooses. */
  private operationsPlay(base: PlayCommand, roundStart: GameState, card: Card, before: SubPlayInput[], withWrites: (c: PlayCommand, w: readonly SubPlayInput[]) => PlayCommand): PlayCommand {
    const { side } = base;
    const spec: OperationsSpec = { side, source: { card }, roundStart };
    const opponents = isOpponentCard(card, side);
    // A DEFCON level the event's choices set (a card it moves: How I Learned…) is the play's D mark.
    const marked = (marks: { defcon?: number }) => (marks.defcon !== undefined ? { defcon: marks.defcon } : {});
    if (opponents && this.random() < 0.5) {
      // The event first: unless it ends the game there (the operations would never come), then the operations.
      const probe = boardAtEvent(this.state, withWrites({ ...base, eventFirst: true }, before));
      if (probe) {
        const marks: { defcon?: number } = {};
        const event = this.buildEvent(probe.state, probe.context, marks);
        const after = checkVpVictory(resolveEvent(probe.state, { ...probe.context, input: event, marks }, []).state);
        if (!after.result) {
          const ops = this.buildOperations(after, spec, base.kind);
          return withWrites({ ...base, ...opsFields(base.kind, ops), eventFirst: true, event, ...marked(marks) }, before);
        }
      }
    }
    const ops = this.buildOperations(roundStart, spec, base.kind);
    const command = withWrites({ ...base, ...opsFields(base.kind, ops), eventFirst: false }, before);
    if (!opponents) return command;
    const probe = boardAtEvent(this.state, command);
    if (!probe) return command; // the operations ended the game: no event after them
    const marks: { defcon?: number } = {};
    const event = this.buildEvent(probe.state, probe.context, marks);
    return withWrites({ ...base, ...opsFields(base.kind, ops), eventFirst: false, event, ...marked(marks) }, before);
  }

  /**
   * What the side writes for the effects in force at the start or the end of its play: NORAD's
   * addition whenever it is due; its own removal that ends Cuban Missile Crisis, before a coup.
   */
  private effectWrites(board: GameState, roundStart: GameState, side: Side, kind: PlayKind, when: 'beforePlay' | 'afterPlay', play?: PlayCommand): SubPlayInput[] {
    const writes: SubPlayInput[] = [];
    for (const { card, choice } of effectWriteChoices(board, roundStart, side, play, when)) {
      const own = choice.options.some((o) => 'side' in o.item && o.item.side === side);
      if (choice.complete && !(own && kind === 'coup')) continue;
      const context: EventCallContext = { card: cardByCode(card)!, player: side, owner: side, headline: false, roundStart };
      const written = (input: EventInput): SubPlayInput => ({ card, side, kind: 'event', event: input });
      const next = (input: EventInput) => effectWriteChoices(board, roundStart, side, play, when, [written(input)]).find((w) => w.card === card)!.choice;
      writes.push(written(this.fill(next, context, {}, true)));
    }
    return writes;
  }

  // ---- events and operations -------------------------------------------------------------------

  /** An event's input, item by item from its choices on its board, until it is complete (and now and then further). */
  private buildEvent(state: GameState, context: EventCallContext, marks: { defcon?: number }): EventInput {
    this.events.add(context.card.code);
    return this.fill((input) => eventChoices(state, { ...context, input, marks }), context, marks);
  }

  /** Writes the items `next` offers, one at a time, until what is written is complete (and now and then further). */
  private fill(next: (input: EventInput) => EventChoice, context: EventCallContext, marks: { defcon?: number }, atLeastOne = false): EventInput {
    let input: EventInput = {};
    let choice = next(input);
    for (let step = 0; step < 60; step++) {
      const options = choice.options.filter((o) => !(o.item.kind === 'defcon' && o.item.level === 1 && this.random() < 0.9));
      if (!options.length) {
        if (!choice.complete) throw new Stuck(choice.rule);
        return input;
      }
      // Hidden cards are written once the game is over: all of them, whenever the event offers some.
      const started = !atLeastOne || step > 0;
      if (choice.complete && started && !options.some((o) => o.item.kind === 'drawn') && this.random() < STOP) return input;
      input = this.append(input, this.pick(options), context, marks);
      choice = next(input);
    }
    throw new Stuck(`${choice.rule}: no end`);
  }

  /** The input with one more item: its dice rolled, the results the engine computes from them, a card's use built. */
  private append(input: EventInput, option: ChoiceOption, context: EventCallContext, marks: { defcon?: number }): EventInput {
    const item = option.item;
    switch (item.kind) {
      case 'influence': return withInfluenceChange(input, item.country, item.side, item.delta);
      case 'placement': return withPlacement(input, item.side, item.country);
      case 'coup': return { ...input, coups: [...(input.coups ?? []), this.coup(item)] };
      case 'realign': return { ...input, realigns: [...(input.realigns ?? []), { country: item.country, usDie: this.d6(), ussrDie: this.d6() }] };
      case 'war': {
        const die = this.d6();
        return { ...input, wars: [...(input.wars ?? []), { country: item.country, die, won: warWon(die, item.modifier, item.winFrom) }] };
      }
      case 'dice': return { ...input, dice: [...(input.dice ?? []), { first: this.d6(), second: this.d6() }] };
      case 'card': return { ...input, cardMoves: [...(input.cardMoves ?? []), { card: item.card, side: context.player, ...(item.then ? { event: this.nested(item.then, marks) } : {}) }] };
      case 'drawn': return withDrawn(input, item.side, item.returned, item.card);
      case 'region': return { ...input, region: item.region };
      case 'subPlay': {
        if (item.then.kind !== 'operations') throw new Stuck('a card beside an event is played for its operations');
        const ops = this.buildOperations(item.then.state, item.then.spec, undefined);
        return { ...input, subPlays: [...(input.subPlays ?? []), { card: item.card, side: item.side, ...subPlayFields(ops) }] };
      }
      case 'defcon':
        marks.defcon = item.level;
        return input;
    }
  }

  /**
   * What is done with a card an event moves: its event, or its operations (and then the opponent's
   * event it carries); the play's marks are the moved card's event's too (How I Learned's DEFCON).
   */
  private nested(then: NestedPlay, marks: { defcon?: number }): EventInput {
    if (then.kind === 'event') {
      const event = this.buildEvent(then.state, then.context, marks);
      const { ops, coups, realigns, ...rest } = event;
      if (then.notOperationsOnly && isEmptyInput(rest) && (ops?.length || coups?.length || realigns?.length)) throw new Stuck('an event read as operations');
      return event;
    }
    const ops = this.buildOperations(then.state, then.spec, undefined);
    const written: EventInput = {
      ...(ops.influence ? { ops: [{ side: then.spec.side, kind: 'influence' as const, influence: ops.influence }] } : {}),
      ...(ops.coup ? { coups: [ops.coup] } : {}),
      ...(ops.realigns ? { realigns: ops.realigns } : {}),
    };
    if (!then.event) return written;
    const event = this.buildEvent(then.event.afterOperations(ops), then.event.context, marks);
    if (event.ops?.length || event.coups?.length || event.realigns?.length) throw new Stuck('an event with rolls of its own after a card\'s operations');
    return { ...written, ...event };
  }

  /**
   * Operations, one item at a time from what the rules allow: influence point by point until the
   * operations are spent, one coup, or one realignment roll per op; `kind` when the play says which.
   */
  private buildOperations(state: GameState, given: OperationsSpec, kind: PlayKind | undefined): OperationsInput {
    const use = kind === 'influence' || kind === 'coup' || kind === 'realign' ? kind : undefined;
    const spec: OperationsSpec = use ? { ...given, use } : given;
    let written: OperationsInput = {};
    for (let step = 0; step < 40; step++) {
      const choice = operationsChoices(state, spec, written);
      const started = Boolean(written.influence?.length || written.coup || written.realigns?.length);
      const options = started || !kind ? choice.options : choice.options.filter((o) => o.item.kind === ITEM_OF[kind]);
      if (!options.length) {
        if (!choice.complete || !started && kind) throw new Stuck(choice.rule);
        return written;
      }
      if (choice.complete && (started || this.random() < STOP)) return written;
      const option = started ? this.pick(options) : this.weighted(options, (o) => ITEM_WEIGHT[o.item.kind] ?? 1);
      const item = option.item;
      if (item.kind === 'placement') written = { influence: withPoint(written.influence ?? [], item.country) };
      else if (item.kind === 'coup') written = { coup: this.coup(item) };
      else if (item.kind === 'realign') written = { realigns: [...(written.realigns ?? []), { country: item.country, usDie: this.d6(), ussrDie: this.d6() }] };
    }
    throw new Stuck('operations without an end');
  }

  /** A coup's roll: the die, and the result the engine computes from it (6.3.1). */
  private coup(item: Extract<ChoiceItem, { kind: 'coup' }>): CoupInput {
    const die = this.d6();
    const result = coupResult(die, item.ops, countryByCode(item.country)!.stability, item.modifier);
    return result > 0 ? { country: item.country, die, result } : { country: item.country, die };
  }

  // ---- the end of a turn ------------------------------------------------------------------------

  /** `T.E`: the military operations' VP, a held card discarded with box 6, the DEFCON, as the engine computes them. */
  private endOfTurn(turn: number): void {
    const parts: Record<Side, EndPartInput> = { USSR: {}, US: {} };
    for (const side of SIDES) {
      const hand = this.state.hands[side] ?? [];
      const held = hand.filter((code) => !cardByCode(code)!.scoring);
      if (hasSpaceAbility(this.state, side, EAGLE_BEAR_HAS_LANDED_BOX) && held.length && this.random() < 0.5) parts[side] = { discards: [this.pick(held)] };
    }
    // 8.2.1: each point of military operations short of DEFCON gives the opponent a VP.
    const short = milopsShortfall(this.state);
    for (const side of SIDES) if (short[side] > 0) parts[side] = { ...parts[side], vp: signedVp(opponent(side), short[side]) };
    const ended = applyEndOfTurn(this.state, { turn, USSR: parts.USSR, US: parts.US }).state;
    if (ended.defcon !== this.state.defcon) parts.US = { ...parts.US, defcon: ended.defcon };
    this.state = this.applied(`${turn}.E`, applyEndOfTurn(this.state, { turn, USSR: parts.USSR, US: parts.US }));
    const part = (input: EndPartInput): Part => (input.vp === undefined && input.defcon === undefined && !input.discards?.length ? NO_PLAY : endPart(input));
    this.lines.push(gameLine(turn, 'E', part(parts.USSR), part(parts.US)));
    this.lines.push({ kind: 'blank', range: this.blankRange() });
  }
}

/** A mark the play left out, with the value the engine expects: the player writes it, so on the trial it is no defect. */
function isMarkLeftOut(p: RuleProblem): boolean {
  return p.expected?.kind === 'vp' || p.expected?.kind === 'defcon';
}

/** How often the player picks each way of playing a card, among the legal ones. */
const MODE_WEIGHT: Readonly<Record<PlayKind, number>> = { event: 4, influence: 3, coup: 1.5, realign: 0.5, space: 0.8, trap: 1 };

/** Which item starts the operations a play's kind names. */
const ITEM_OF: Readonly<Partial<Record<PlayKind, ChoiceItem['kind']>>> = { influence: 'placement', coup: 'coup', realign: 'realign' };

/** How often an event's granted operations go to influence, a coup or realignment. */
const ITEM_WEIGHT: Readonly<Partial<Record<ChoiceItem['kind'], number>>> = { placement: 1, coup: 4, realign: 2 };

/**
 * Missile Envy makes the opponent play it in its next round: a trapped opponent never can (nor its
 * scoring cards meanwhile), and one with as many scoring cards as rounds left loses by holding one.
 * The player does not take a game so won: its games are to end as the other rules end them.
 */
/**
 * Whether a play leaves the opponent bound by an effect it brought into force (Missile Envy's
 * obligation, a trap) so that the opponent's next round has no legal play, or no way to play the
 * scoring cards it must play this turn: the player avoids what would lose the opponent the game
 * by rule rather than by play.
 */
function strandsOpponent(before: GameState, after: GameState, point: { turn: number; round: number; side: Side }): boolean {
  if (after.result || after.effects.length === before.effects.length && after.effects.every((e, i) => e === before.effects[i])) return false;
  const them = opponent(point.side);
  const next = { turn: point.turn, round: point.side === 'USSR' ? point.round : point.round + 1, side: them };
  const roundsLeft = actionRoundsFor(after, them) - next.round + 1;
  if (roundsLeft <= 0 || after.handCount[them] === 0) return false;
  const options = playableCards(after, next).filter((o) => o.modes.some((m) => m.why === null));
  if (!options.length) return true;
  const scoring = heldScoringCards(after, them).length;
  return scoring > 0 && scoring >= roundsLeft && !options.some((o) => o.card.scoring);
}

/** True when the play (or the headline) ended the game against the side that made it (any side for a headline). */
function losesAtOnce(state: GameState, side: Side | null): boolean {
  const result = state.result;
  if (!result || result.reason === 'final-scoring') return false;
  return side === null ? true : result.winner === opponent(side);
}

function opsFields(kind: PlayKind, ops: OperationsInput): Partial<PlayCommand> {
  if (kind === 'influence') return { influence: ops.influence ?? [] };
  if (kind === 'coup') return ops.coup ? { coup: ops.coup } : {};
  if (kind === 'realign') return { realign: ops.realigns ?? [] };
  return {};
}

function subPlayFields(ops: OperationsInput): Pick<SubPlayInput, 'kind' | 'influence' | 'coup' | 'realign'> {
  if (ops.coup) return { kind: 'coup', coup: ops.coup };
  if (ops.realigns?.length) return { kind: 'realign', realign: ops.realigns };
  return { kind: 'influence', influence: ops.influence ?? [] };
}

/** The marks the engine says the play moved (a VP or DEFCON mark left out, with its value). */
function withPlayMarks(command: PlayCommand, problems: readonly RuleProblem[]): PlayCommand {
  let marked = command;
  for (const p of problems) {
    if (p.side !== command.side) continue;
    if (p.expected?.kind === 'vp') marked = { ...marked, vp: p.expected.value };
    if (p.expected?.kind === 'defcon') marked = { ...marked, defcon: p.expected.level };
  }
  return marked;
}

function withHeadlineMarks(command: { turn: number; USSR?: HeadlineEntry; US?: HeadlineEntry }, problems: readonly RuleProblem[]): { turn: number; USSR?: HeadlineEntry; US?: HeadlineEntry } {
  const marked = { ...command };
  for (const p of problems) {
    const side = p.side;
    const entry = side ? marked[side] : undefined;
    if (!side || !entry) continue;
    if (p.expected?.kind === 'vp') marked[side] = { ...entry, vp: p.expected.value };
    if (p.expected?.kind === 'defcon') marked[side] = { ...entry, defcon: p.expected.level };
  }
  return marked;
}

/** The command without the effects' writes in its event (the writer puts them at the end of the part). */
function splitWrites(command: PlayCommand, writes: readonly SubPlayInput[], eventHappens: boolean): PlayCommand & { writes: readonly SubPlayInput[] } {
  if (!writes.length || !command.event?.subPlays) return { ...command, writes };
  const subPlays = command.event.subPlays.filter((s) => !writes.includes(s));
  const { subPlays: _, ...rest } = command.event;
  const event: EventInput = subPlays.length ? { ...rest, subPlays } : rest;
  const { event: _written, ...withoutEvent } = command;
  // A play for operations of the side's own card whose event held only the writes writes no event.
  return command.kind !== 'event' && !eventHappens && isEmptyInput(event) ? { ...withoutEvent, writes } : { ...command, event, writes };
}
