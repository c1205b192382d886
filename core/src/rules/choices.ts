// Legal choices: what a side may play at a point of the game, and how. Every judgement here is the
// one the checks of a written play make (play.ts, influence.ts, coup.ts, realign.ts, space.ts and
// each event's definition): the same predicates, asked before the play instead of after it.
// Completion lists these choices, the random player plays them, and a test checks that every
// play of a real game is among them.
import { CARDS, cardByCode, cardTitle, type Card } from '../data/cards';
import { possessive } from '../common/text';
import { eventOwner, playFromHand, CHINA_CARD } from './cards';
import type { PlayKind } from './commands';
import { coupModifier, rollBarText, rollBars } from './coup';
import { choiceOption, nothingToChoose, type ChoiceOption, type EventChoice, type OperationsSpec } from './eventChoice';
import { effectDeclarationOf, eventFor, type AfterPlayContext, type EventApplyContext, type EventCallContext, type SubPlayInput } from './eventDefinition';
import { placementBars, placementCost, type Placement } from './influence';
import { controlledByAt, countryAt, COUNTRY_COUNT, countryIndex, draftInfluence, influenceAt, isInAsia, isInAsiaAt, isInSoutheastAsia, isInSoutheastAsiaAt, setInfluenceAt } from './map';
import { describeOps, operationsValue, operationsValueIn, type OperationsInput, type OpsBreakdown } from './ops';
import { chinaCardProblem, eventPlayProblem, operationsPlayProblem, playRestrictionBy, restrictionProblem, trapProblem, trapRollProblems } from './play';
import { resolveRealignments } from './realign';
import { eventBlock } from './resolveEvent';
import type { RuleProblem } from './problems';
import { SCORING_CARD_REGIONS } from './scoring';
import { spaceAttemptProblems } from './space';
import { opponent, update, type GameState, type Side } from './state';
import { actionRoundsFor, advanceTo } from './turn';
import type { PlayCommand } from './commands';

/** Where a side chooses a play: a turn's headline or one of its action rounds. */
export interface PlayPoint {
  readonly turn: number;
  readonly round: number | 'H';
  readonly side: Side;
}

/**
 * The board a play at the point starts from, as `applyPlay` and `applyHeadline` make it from the
 * board after the line before: the turn begun (its ends and starts in between applied), the round
 * and the phasing side set.
 */
export function roundStartOf(state: GameState, point: PlayPoint): GameState {
  if (point.round === 'H') {
    const reached = advanceTo(state, point.turn, { turnStart: true }).state;
    return update(reached, { round: 'H', phasing: null });
  }
  return update(advanceTo(state, point.turn).state, { round: point.round, phasing: point.side });
}

// ---- operations --------------------------------------------------------------------------------

/**
 * What operations may do next, given what is written so far: influence placed one point at a time
 * (6.1: in reach at the round's start, not barred by an effect, costing at most what is left),
 * one coup (6.3) or realignment rolls (6.2, one per op, each on the board the last one left).
 */
export function operationsChoices(state: GameState, spec: OperationsSpec, written: OperationsInput): EventChoice {
  const { side, source } = spec;
  const uses = spec.noCoup ? 'influence or realignment rolls' : 'influence, a coup or realignment rolls';
  const granter = 'card' in source ? source.card : source.granter;
  const rule = `${cardTitle(granter.code)} gives the ${side} ${describeOps(operationsValue(state, side, source, []))} of operations: ${uses}`;
  if (written.coup) return { rule, options: [], complete: true };
  const rolls = written.realigns ?? [];
  if (rolls.length) {
    // One roll per op, exactly (6.2); 7.4's bonuses for all in Asia or Southeast Asia counted.
    const after = resolveRealignments(state, rolls, { side }, []); // the rolls' problems are the play's, not the choices'
    return { rule, options: moreRolls(state, source, side, rolls, realignOptions(after, side, false)), complete: rolls.length === operationsValue(state, side, source, rolls.map((r) => r.country)).value };
  }
  const placed = written.influence ?? [];
  const allows = (use: 'influence' | 'coup' | 'realign') => spec.use === undefined || spec.use === use;
  const placing = allows('influence') ? placementOptions(state, spec, placed) : { options: [], complete: false };
  if (placed.length) return { rule, options: placing.options, complete: placing.complete };
  return {
    rule,
    options: [
      ...placing.options,
      ...(spec.noCoup || !allows('coup') ? [] : coupOptions(state, side, source, false)),
      ...(allows('realign') ? realignOptions(state, side, false) : []),
    ],
    complete: spec.optional === true,
  };
}

/**
 * Where one more point of influence may go after `placed`: an open country whose point keeps the
 * cost within the operations (7.4's bonuses for all in Asia or Southeast Asia counted for the
 * placements with it); `complete` when `placed` costs exactly the operations.
 */
export function placementOptions(state: GameState, spec: OperationsSpec, placed: readonly Placement[]): { options: ChoiceOption[]; complete: boolean } {
  const { side, source, roundStart } = spec;
  const board = placedBoard(state, placed, side);
  const spent = placementCost(state, placed, side) ?? Infinity;
  const complete = placed.length > 0 && spent === operationsValue(state, side, source, placed.map((p) => p.country)).value;
  // 7.4's bonuses hold while every point is in Asia (Southeast Asia): the value the next point leaves.
  const inAsia = placed.every((p) => isInAsia(p.country));
  const inSoutheastAsia = placed.every((p) => isInSoutheastAsia(p.country));
  const values = new Map<string, number>();
  const valueWith = (allInAsia: boolean, allInSoutheastAsia: boolean): number => {
    const key = `${allInAsia}${allInSoutheastAsia}`;
    let value = values.get(key);
    if (value === undefined) values.set(key, value = operationsValueIn(state, side, source, { allInAsia, allInSoutheastAsia }).value);
    return value;
  };
  const enemy = opponent(side);
  const options: ChoiceOption[] = [];
  for (let i = 0; i < COUNTRY_COUNT; i++) {
    if (placementBars(state, roundStart, side, i).length) continue;
    const cost = spent + (controlledByAt(board.influence, i, enemy) ? 2 : 1); // 6.1.1, 6.1.3
    if (cost <= valueWith(inAsia && isInAsiaAt(i), inSoutheastAsia && isInSoutheastAsiaAt(i))) {
      options.push(choiceOption(board, { kind: 'placement', country: countryAt(i).code, side }));
    }
  }
  return { options, complete };
}

/** The board with the placements made (for what the next point costs there). */
function placedBoard(state: GameState, placed: readonly Placement[], side: Side): GameState {
  if (placed.length === 0) return state;
  const draft = draftInfluence(state);
  for (const p of placed) {
    const i = countryIndex(p.country);
    if (i >= 0) setInfluenceAt(draft, i, side, influenceAt(draft.values, i, side) + p.amount);
  }
  // A board looked at, not played: no step is recorded.
  return update(state, { influence: draft.values });
}

/** The countries open to a coup by the side (6.3, 8.1.5, effects in force), each with its odds; `where` narrows them (an event's region). */
export function coupOptions(state: GameState, side: Side, source: OperationsSpec['source'], free: boolean, where?: (country: string) => boolean): ChoiceOption[] {
  const options: ChoiceOption[] = [];
  for (let i = 0; i < COUNTRY_COUNT; i++) {
    const country = countryAt(i).code;
    if ((where && !where(country)) || rollBars(state, side, i, 'coup', free).length) continue;
    const ops = operationsValue(state, side, source, [country]).value;
    options.push(choiceOption(state, { kind: 'coup', country, side, ops, modifier: coupModifier(state, side, country), free }));
  }
  return options;
}

/** Of the countries open to one more realignment roll, those where it stays within the operations the rolls so far and it would have. */
export function moreRolls(state: GameState, source: OperationsSpec['source'], side: Side, rolls: readonly { readonly country: string }[], open: readonly ChoiceOption[]): ChoiceOption[] {
  const countries = rolls.map((r) => r.country);
  return open.filter((o) => 'country' in o.item && rolls.length + 1 <= operationsValue(state, side, source, [...countries, o.item.country]).value);
}

/** The countries open to a realignment roll by the side (6.2, 8.1.5 unless `free`, effects in force). */
export function realignOptions(state: GameState, side: Side, free: boolean, where?: (country: string) => boolean): ChoiceOption[] {
  const options: ChoiceOption[] = [];
  for (let i = 0; i < COUNTRY_COUNT; i++) {
    const country = countryAt(i).code;
    if ((where && !where(country)) || rollBars(state, side, i, 'realign', free).length) continue;
    options.push(choiceOption(state, { kind: 'realign', country, side }));
  }
  return options;
}

/**
 * Why the operations may not go to the country next (`&` a point, `#` a coup, `/` a roll): the bar
 * the check would report (6.1 reach, 6.2-6.3 and 8.1.5, an effect in force), or what the
 * operations have left after what is written.
 */
export function operationsBar(state: GameState, spec: OperationsSpec, written: OperationsInput, kind: 'influence' | 'coup' | 'realign', country: string): string {
  const i = countryIndex(country);
  if (i < 0) return 'not a country';
  if (kind === 'influence') {
    const bar = placementBars(state, spec.roundStart, spec.side, i)[0];
    if (bar) return bar.kind === 'reach' ? 'out of reach' : bar.reason;
    return written.coup || written.realigns?.length ? 'the operations went to a coup or realignment' : 'costs more than the operations have left';
  }
  const bar = rollBars(state, spec.side, i, kind)[0];
  if (bar) return rollBarText(bar, kind);
  if (kind === 'coup') return written.coup ? 'one coup a play' : 'the operations went to influence or realignment';
  return written.influence?.length ? 'the operations went to influence' : 'no operations left for another roll';
}

/**
 * What a point in a country may add to the operations (7.4: the China Card's +1 when all are
 * in Asia, Vietnam Revolts' +1 when all are in Southeast Asia): `5 ops if all in Southeast Asia
 * (+1 Vietnam Revolts)`, or null.
 */
export function placementBonus(state: GameState, spec: OperationsSpec): (country: string) => string | null {
  const base = operationsValueIn(state, spec.side, spec.source, {});
  const inAsia = operationsValueIn(state, spec.side, spec.source, { allInAsia: true });
  const inSoutheastAsia = operationsValueIn(state, spec.side, spec.source, { allInAsia: true, allInSoutheastAsia: true });
  const note = (breakdown: OpsBreakdown, where: string) => `${breakdown.value} ops if all in ${where} (${breakdown.parts.filter((part) => !base.parts.includes(part)).join(', ')})`;
  return (country) => {
    if (inSoutheastAsia.value > base.value && isInSoutheastAsia(country)) return note(inSoutheastAsia, 'Southeast Asia');
    if (inAsia.value > base.value && isInAsia(country)) return note(inAsia, 'Asia');
    return null;
  };
}

/** The operations a coup in the country rolls with when modifiers change them (`4 ops (printed 3, +1 Vietnam Revolts)`), or null. */
export function coupOperations(state: GameState, spec: OperationsSpec, country: string): string | null {
  const breakdown = operationsValue(state, spec.side, spec.source, [country]);
  return breakdown.parts.length ? describeOps(breakdown) : null;
}

// ---- cards and how they may be played ------------------------------------------------------------

/** One way to play a card: legal, or the rule that forbids it (the message the check would give). */
export interface ModeOption {
  readonly kind: PlayKind;
  readonly why: string | null;
}

/** A card at a point: whether the side may play it at all (and why not), and each way it may be played. */
export interface CardOption {
  readonly card: Card;
  /** Why the side cannot play the card here (not in its hand, the China Card passed…), or null. */
  readonly why: string | null;
  /** The ways to play it, each legal or not (none when the card cannot be played at all). */
  readonly modes: readonly ModeOption[];
}

/** The ways to play a card in an action round; its event last, the dearest to judge (its choices are asked). */
const ROUND_KINDS: readonly PlayKind[] = ['influence', 'coup', 'realign', 'space', 'trap', 'event'];

/** A way to play the card, judged when first asked: most users ask of a few cards' ways only. */
function lazyMode(kind: PlayKind, judge: () => string | null): ModeOption {
  let judged = false;
  let why: string | null = null;
  return {
    kind,
    get why() {
      if (!judged) { why = judge(); judged = true; }
      return why;
    },
  };
}

/**
 * Every card at an action round of `point`, judged on `state` (the board after the line before):
 * whether the side may play it, and for each way of playing it whether the rules allow it there.
 */
export function cardOptions(state: GameState, point: PlayPoint): CardOption[] {
  return optionsOf(state, point, CARDS);
}

/** The cards the side may play at the point (the others left out), each with its ways of playing it. */
export function playableCards(state: GameState, point: PlayPoint): CardOption[] {
  const hand = state.hands[point.side];
  // Only a card in the hand (or, the hand unknown, unseen) or the China Card can be playable.
  const candidates = [...(hand ?? state.deck), CHINA_CARD].map((code) => cardByCode(code)!);
  return optionsOf(state, point, candidates).filter((option) => option.why === null);
}

function optionsOf(state: GameState, point: PlayPoint, cards: readonly Card[]): CardOption[] {
  if (point.round === 'H') return headlineOptions(state, point, cards);
  const roundStart = roundStartOf(state, point);
  const { side } = point;
  const roundsAfter = actionRoundsFor(roundStart, side) - point.round;
  // Whether any country is open to a coup or a realignment roll: the same for every card.
  const open = { coup: anyOpen(roundStart, side, 'coup'), realign: anyOpen(roundStart, side, 'realign') };
  return cards.map((card): CardOption => {
    const barred: RuleProblem[] = [];
    const taken = playFromHand(roundStart, side, card.code, barred);
    const bar = barred[0] ?? chinaCardProblem(roundStart, side, card, roundsAfter);
    if (bar) return { card, why: bar.message, modes: [] };
    return { card, why: null, modes: ROUND_KINDS.map((kind) => lazyMode(kind, () => modeBar(roundStart, taken, side, card, kind, open))) };
  });
}

function anyOpen(state: GameState, side: Side, kind: 'coup' | 'realign'): boolean {
  for (let i = 0; i < COUNTRY_COUNT; i++) if (rollBars(state, side, i, kind).length === 0) return true;
  return false;
}

/** Why the card cannot be played this way here, or null: the checks `applyPlay` makes, in its order. */
function modeBar(roundStart: GameState, taken: GameState, side: Side, card: Card, kind: PlayKind, open: { coup: boolean; realign: boolean }): string | null {
  const first = trapProblem(roundStart, side, card, kind) ?? restrictionProblem(roundStart, side, card, kind);
  if (first) return first.message;
  switch (kind) {
    case 'event': {
      const alone = eventPlayProblem(card, side);
      if (alone) return alone.message;
      if (card.scoring) return null;
      const context: EventCallContext = { card, player: side, owner: eventOwner(card, side), headline: false, roundStart };
      return eventBar(taken, context);
    }
    case 'influence':
    case 'coup':
    case 'realign': {
      const scoring = operationsPlayProblem(card, kind, side);
      if (scoring) return scoring.message;
      if (kind === 'influence' || open[kind]) return null;
      return `No country is open to ${kind === 'coup' ? 'a coup' : 'a realignment roll'} by the ${side} here`;
    }
    case 'space': return (operationsPlayProblem(card, kind, side) ?? spaceAttemptProblems(roundStart, side, card.code)[0])?.message ?? null;
    case 'trap': return trapRollProblems(roundStart, side, card)[0]?.message ?? null;
  }
}

/** Why the event may not be chosen: it cannot happen (5.2, TSN105), or nothing it requires can be written; null when it may. */
function eventBar(state: GameState, context: EventCallContext): string | null {
  const block = eventBlock(state, context);
  if (block) return `${possessive(cardTitle(context.card.code))} event cannot happen: ${block.reason}`;
  const start = eventChoices(state, { ...context, input: {} });
  return start.complete || start.options.length ? null : `${start.rule}: nothing it requires can be written here`;
}

/** The cards for a headline (4.5 C): any card of the hand but the China Card and UN Intervention, unless an effect forbids it. */
function headlineOptions(state: GameState, point: PlayPoint, cards: readonly Card[]): CardOption[] {
  const roundStart = roundStartOf(state, point);
  const { side } = point;
  return cards.map((card): CardOption => {
    const barred: RuleProblem[] = [];
    playFromHand(roundStart, side, card.code, barred);
    const bar = !card.mayBeHeadlined ? `${cardTitle(card.code)} cannot be headlined` : barred[0]?.message
      ?? playRestrictionBy(roundStart, side, card, 'event', true)?.reason;
    if (bar) return { card, why: bar, modes: [] };
    return { card, why: null, modes: [{ kind: 'event', why: null }] };
  });
}

// ---- events -------------------------------------------------------------------------------------

/**
 * What the line may write next for an event, given what it wrote so far (`context.input`), on the
 * board the event is resolved with: its definition's choices; a scoring card and the China Card
 * have nothing to choose, and an event that cannot happen takes nothing.
 */
export function eventChoices(state: GameState, context: EventApplyContext): EventChoice {
  const { card } = context;
  const title = cardTitle(card.code);
  if (card.code === CHINA_CARD) return nothingToChoose('The China Card has no event: it is played for its operations');
  const region = SCORING_CARD_REGIONS[card.code];
  if (region) return nothingToChoose(`${title} scores ${region}: nothing to choose`);
  const block = eventBlock(state, context);
  if (block) return nothingToChoose(`${possessive(title)} event cannot happen: ${block.reason}; nothing is written for it`);
  const definition = eventFor(state, card.code);
  if (!definition) return nothingToChoose(`${possessive(title)} event is not implemented: what is written is applied as written`);
  return definition.choices(state, context);
}

/**
 * What the line may write for the effects in force that act at the start or the end of a play
 * (Cuban Missile Crisis' removal, NORAD's addition), each with its card; `state` is the board the
 * hook sees (the round's start for `beforePlay`, the play's end for `afterPlay`).
 */
export function effectWriteChoices(state: GameState, roundStart: GameState, side: Side, play: PlayCommand | undefined, when: 'beforePlay' | 'afterPlay', written: readonly SubPlayInput[] = []): { card: string; choice: EventChoice }[] {
  const out: { card: string; choice: EventChoice }[] = [];
  for (const effect of state.effects) {
    const declaration = effectDeclarationOf(state, effect);
    if (!declaration?.choices || !declaration[when]) continue;
    const context: AfterPlayContext = { state, roundStart, effect, side, play, written: written.find((w) => w.card === effect.card) };
    const choice = declaration.choices(context);
    if (choice) out.push({ card: effect.card, choice });
  }
  return out;
}

/**
 * Whether a play of the card may have to write for an effect at its end (NORAD): such an effect
 * in force, or the card's own.
 */
export function writesAfterPlays(state: GameState, card: string): boolean {
  const writes = (code: string) => Boolean(eventFor(state, code)?.effect?.choices && eventFor(state, code)?.effect?.afterPlay);
  return writes(card) || state.effects.some((effect) => writes(effect.card));
}

/** The operations a card gives the side for a play, as `operationsChoices` reads them. */
export function playOperations(roundStart: GameState, side: Side, card: Card): OperationsSpec {
  return { side, source: { card }, roundStart };
}
