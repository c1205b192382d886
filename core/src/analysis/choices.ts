/**
 * What may be written at a point of a file, by the rules and the board as it stands there: the
 * cards a side can play (and why the others cannot), the countries legal for the play symbol being
 * written (with their cost, their coup odds or their realignment modifiers), and the next line's
 * label. Completion shows these; every judgement is the rules engine's own (reach, coups,
 * realignment, DEFCON, operations, where the cards are), read from the states the analysis keeps.
 */
import type { Fix } from '../common/diagnostic';
import { possessive } from '../common/text';
import { CARDS, COUNTRIES, SETUP_FREE_PLACEMENT, cardTitle, type Card, type Round } from '../data';
import {
  actionRoundsFor, advanceTo, cardOptions, cardsMoved, CHINA_CARD, countriesOf, coupOperations, describeOps, describePlace,
  eventChoices, influenceOf, notYetInDeck, operationsBar, operationsChoices, opponent, opsBreakdown, optionGives, optionWeight,
  placementBonus, playFromHand, whereIs, writtenHeadline, writtenPlay,
  type ChoiceItem, type ChoiceOption, type EventApplyContext, type GameState, type PlayKind, type RuleProblem, type Side, type WrittenEvent, type WrittenPlay,
} from '../rules';
import { parseLine, partsOf } from '../notation';
import type { DocumentAnalysis } from './analysis';
import { headlineEntry, playCommand, shapeOf } from './lower';
import { codeReferences } from './lookup';
import { stateBeforePart } from './replay';

/** Where in the file a choice is made: the line, its label, and the side whose part it is. */
export interface ChoicePoint {
  readonly line: number;
  readonly turn: number;
  readonly round: Round;
  readonly side: Side;
}

/** The board the side's part of the line starts from, with the line's turn begun (its cards dealt in). */
export function boardForPart(analysis: DocumentAnalysis, point: ChoicePoint): GameState {
  const above = analysis.replayedAt(point.line - 1);
  let state = above?.replayed.after ?? analysis.stateAfter(-1);
  const line = analysis.gameLineAt(point.line);
  if (line && line.label.turn === point.turn) state = stateBeforePart(state, line, point.side);
  if (state.turn < point.turn || (state.turnEnded && state.turn === point.turn)) state = advanceTo(state, point.turn).state;
  return state;
}

// ---- cards ----------------------------------------------------------------------------------------

export interface CardChoice {
  readonly card: Card;
  /** The side can play it here, by the rules: `cardOptions` allows it and at least one way of playing it. */
  readonly playable: boolean;
  /** Why it cannot: `in the discard pile since 2.3`, `cannot be headlined`. */
  readonly why?: string;
  /** Its operations for the side with the modifiers in force: `4 ops (printed 3, +1 Containment)`. */
  readonly ops: string;
  /** Its event is the opponent's: played for operations, the event happens for the opponent. */
  readonly helpsOpponent: boolean;
  /** The ways the side may play it here (`influence`, `event`…), for a quick fix that keeps the play's way. */
  readonly kinds: readonly PlayKind[];
}

/**
 * Every card, playable ones first (by number), each with why it cannot be played when it cannot:
 * the engine's `cardOptions` judge, the same checks a written play gets (rules/choices.ts).
 */
export function cardChoices(analysis: DocumentAnalysis, point: ChoicePoint): CardChoice[] {
  const state = boardForPart(analysis, point);
  const moves = lastMoves(analysis, point.line);
  const opsOf = (card: Card) => (card.scoring ? 'scoring card' : describeOps(opsBreakdown(state, point.side, card)));
  const choice = (card: Card, kinds: readonly PlayKind[], why?: string): CardChoice => ({
    card, playable: why === undefined, ...(why === undefined ? {} : { why }), ops: opsOf(card), helpsOpponent: card.side === opponent(point.side), kinds,
  });
  let choices: CardChoice[];
  if (point.round === 'D') {
    // In a deal, a card already written in either hand of the line is dealt.
    const dealt = new Set<string>();
    const line = analysis.gameLineAt(point.line);
    if (line) for (const { part } of partsOf(line)) for (const ref of codeReferences(part)) if (ref.kind === 'card') dealt.add(ref.code);
    choices = CARDS.map((card) => {
      if (dealt.has(card.code)) return choice(card, [], 'already dealt on this line');
      return whereIs(state, card.code) === 'deck' && card.code !== CHINA_CARD ? choice(card, []) : choice(card, [], whyNot(state, point, card, moves));
    });
  } else if (point.round === 'H' || typeof point.round === 'number') {
    const options = cardOptions(state, { turn: point.turn, round: point.round, side: point.side });
    choices = options.map((option) => {
      const { card } = option;
      // Out of the side's reach (its hand, the deck by this turn, the China Card's face): where the card is, in a few words.
      if (option.why !== null) {
        const barred: RuleProblem[] = [];
        playFromHand(state, point.side, card.code, barred);
        return choice(card, [], barred.length ? whyNot(state, point, card, moves) : withoutTitle(option.why, card));
      }
      const kinds = option.modes.filter((m) => m.why === null).map((m) => m.kind);
      return kinds.length ? choice(card, kinds) : choice(card, [], withoutTitle(option.modes[0]?.why ?? 'no way to play it here', card));
    });
  } else {
    return [];
  }
  return [...choices.filter((c) => c.playable), ...choices.filter((c) => !c.playable)];
}

/** A rule's sentence about the card without the card's title at its start (`cannot be headlined`), shown beside the title. */
function withoutTitle(why: string, card: Card): string {
  const title = cardTitle(card.code);
  return why.startsWith(`${title} `) ? why.slice(title.length + 1) : why;
}

/** Why the side cannot play the card at this point, in a few words. */
function whyNot(state: GameState, point: ChoicePoint, card: Card, moves: ReadonlyMap<string, string>): string {
  const since = moves.get(card.code);
  if (point.round === 'D' && card.code === CHINA_CARD) return 'never dealt: it is held apart from the hands';
  if (card.code === CHINA_CARD) {
    if (state.china.holder !== point.side) return `held by the ${state.china.holder}${since ? ` since ${since}` : ''}`;
    return `passed face down${since ? ` in ${since}` : ''}: playable from the next turn`;
  }
  const place = whereIs(state, card.code);
  if (place === 'elsewhere') return notYetInDeck(card, point.turn) ?? 'in play';
  if (place === 'deck' && state.hands[point.side] !== null) return `not in the ${point.side}'s hand as dealt`;
  if (place === 'deck') return `the ${point.side} has no card left this turn`;
  if (place === `hand-${point.side}`) return `the ${point.side} has no card left this turn`;
  return `${describePlace(place)}${since ? ` since ${since}` : ''}`;
}

/**
 * The label of the line where each card last moved (cardsMoved) to a pile or the China Card
 * changed hands, before `line`: where a card the side cannot play went out of reach.
 */
function lastMoves(analysis: DocumentAnalysis, line: number): Map<string, string> {
  const out = new Map<string, string>();
  const replay = analysis.replay;
  if (!replay) return out;
  for (let k = 0; k < replay.lines.length; k++) {
    const at = replay.lineNumbers[k]!;
    if (at >= line) break;
    const replayed = replay.lines.get(k);
    const moved = cardsMoved(replayed.before, replayed.after);
    if (!moved.length) continue;
    const label = analysis.gameLineAt(at)!.label.text;
    for (const code of moved) {
      if (code === CHINA_CARD || replayed.after.discard.includes(code) || replayed.after.removed.includes(code)) out.set(code, label);
    }
  }
  return out;
}

/**
 * The quick fixes for a card the side cannot play on line `line` (a diagnostic's `anotherCard`):
 * each card it can play there, those that allow the play's way of playing first, written in the
 * card's place.
 */
export function playableCardFixes(analysis: DocumentAnalysis, line: number, side: Side): Fix[] {
  const game = analysis.gameLineAt(line);
  if (!game) return [];
  const { turn, round } = game.label;
  const part = side === 'USSR' ? game.ussr : game.us;
  const kind = typeof round === 'number' && part?.kind === 'play' ? shapeOf(part, side).kind : round === 'H' ? 'event' : undefined;
  const playable = cardChoices(analysis, { line, turn, round, side }).filter((c) => c.playable);
  const same = playable.filter((c) => kind !== undefined && c.kinds.includes(kind));
  const others = playable.filter((c) => !same.includes(c));
  return [...same, ...others].slice(0, MAX_CARD_FIXES).map((c) => ({
    title: `Play ${c.card.code} instead (${cardTitle(c.card.code)}, ${c.ops}${kind && !c.kinds.includes(kind) ? `; not for ${KIND_WORDS[kind]}` : ''})`,
    newText: c.card.code,
  }));
}

/** How many playable cards the quick fix for an unplayable one offers (a hand holds at most nine). */
const MAX_CARD_FIXES = 10;

const KIND_WORDS: Readonly<Record<PlayKind, string>> = {
  event: 'its event', influence: 'influence', coup: 'a coup', realign: 'realignment', space: 'the space race', trap: 'a trap roll',
};

// ---- targets: what may follow a play symbol --------------------------------------------------------

/**
 * What the cursor follows in a part: the symbol whose item is being written (`@` an event's,
 * `&` influence, `#` a coup, `/` a realignment roll, `x` a war, `>` a card moved, `[` cards drawn,
 * null a headline's item after a space), and whether it is inside `( )`, the other side's items.
 */
export interface TargetSpot {
  readonly symbol: '@' | '&' | '#' | '/' | 'x' | '>' | '[' | null;
  readonly opponent: boolean;
}

export interface TargetChoice {
  readonly code: string;
  readonly legal: boolean;
  /** What writing it gives (`+1 USSR: 0 → 1, USSR control`, `needs 3+: 67%`), or why it is not among the choices. */
  readonly note: string;
}

/** What may be written at the cursor, by the engine's choices for the play as written so far. */
export interface Targets {
  readonly kind: 'country' | 'card' | 'region';
  /** The rule that limits the choices (the event's, the operations'). */
  readonly rule: string;
  /** The legal ones first, best first; then, for countries, the others with why not. Empty: nothing may be written here. */
  readonly choices: readonly TargetChoice[];
  /** Something more must be written: the play is not complete without one of the legal choices. */
  readonly required: boolean;
}

/** The kinds of item each symbol writes. */
const SYMBOL_KINDS: Readonly<Record<NonNullable<TargetSpot['symbol']> | 'none', readonly ChoiceItem['kind'][]>> = {
  '@': ['influence', 'war', 'region', 'subPlay'],
  none: ['influence', 'war', 'region'],
  '&': ['placement'],
  '#': ['coup'],
  '/': ['realign'],
  x: ['war'],
  '>': ['card'],
  '[': ['drawn'],
};

/**
 * What may be written at the cursor of a part: `written` is the line up to the code being typed.
 * The play so far is read by the parser and lowered as a replay reads it; the engine lists what
 * may follow (its operations' or its event's choices). Undefined where the board does not say
 * (the line does not read as a play, an end-of-turn line).
 */
export function targetChoices(analysis: DocumentAnalysis, point: ChoicePoint, written: string, spot: TargetSpot): Targets | undefined {
  const board = boardForPart(analysis, point);
  if (point.round === 'S') return setupTargets(board, point.side);
  const line = parseLine(written, point.line).line;
  if (line.kind !== 'game') return undefined;
  const part = point.side === 'USSR' ? line.ussr : line.us;
  if (part?.kind !== 'play') return undefined;
  const side = point.side;
  let operations: WrittenPlay['operations'];
  let event: WrittenEvent | undefined;
  if (point.round === 'H') {
    const other = opponent(side);
    const otherPart = other === 'USSR' ? line.ussr : line.us;
    event = writtenHeadline(board, {
      turn: point.turn,
      [side]: headlineEntry(part, side),
      [other]: otherPart?.kind === 'play' ? headlineEntry(otherPart, other) : null,
    }, side);
  } else if (typeof point.round === 'number') {
    const play = writtenPlay(board, playCommand(part, side, point.turn, point.round));
    operations = play.operations;
    event = play.event;
  } else {
    return undefined;
  }
  // The operations' own symbol, outside parentheses, writes the operations; anything else is the event's.
  const shape = typeof point.round === 'number' ? shapeOf(part, side) : undefined;
  const last = part.actions[part.actions.length - 1];
  if (operations && !spot.opponent && last === shape?.ops && (spot.symbol === '&' || spot.symbol === '#' || spot.symbol === '/')) {
    return operationsTargets(operations, spot.symbol);
  }
  if (!event) return undefined;
  return eventTargets(event, spot, side);
}

/** The operations' next point, coup or roll, each with its cost or odds; the countries it may not go to after, with why. */
function operationsTargets(operations: NonNullable<WrittenPlay['operations']>, symbol: '&' | '#' | '/'): Targets {
  const { state, spec, written } = operations;
  const choice = operationsChoices(state, spec, written);
  const kinds = SYMBOL_KINDS[symbol];
  const legal = choice.options.filter((o) => kinds.includes(o.item.kind));
  const use = symbol === '&' ? 'influence' : symbol === '#' ? 'coup' : 'realign';
  const bonus = symbol === '&' ? placementBonus(state, spec) : undefined;
  const ranked = rank(legal, (option) => {
    const extra = bonus && 'country' in option.item ? bonus(option.item.country) : null;
    const ops = option.item.kind === 'coup' ? coupOperations(state, spec, option.item.country) : null;
    return { note: `${optionGives(option)}${extra ? ` · ${extra}` : ''}${ops ? ` with ${ops}` : ''}`, bonus: extra ? 1 : 0 };
  });
  const offered = new Set(ranked.map((c) => c.code));
  const others = COUNTRIES.filter((c) => !offered.has(c.code)).map((country): TargetChoice => ({
    code: country.code, legal: false, note: operationsBar(state, spec, written, use, country.code),
  }));
  return { kind: 'country', rule: choice.rule, choices: [...ranked, ...others], required: legal.length > 0 && !choice.complete };
}

/** The event's next item for the symbol at the cursor, each with what it gives; the countries it may not name after. */
function eventTargets(event: WrittenEvent, spot: TargetSpot, side: Side): Targets {
  const choice = eventChoices(event.state, { ...event.context, input: event.written } as EventApplyContext);
  const kinds = SYMBOL_KINDS[spot.symbol ?? 'none'];
  // Influence and placements are the part's side's, or the other side's inside ( ).
  const whose = spot.opponent ? opponent(side) : side;
  const legal = choice.options.filter((o) => kinds.includes(o.item.kind) && (!('side' in o.item) || o.item.kind === 'drawn' || o.item.side === whose));
  const required = legal.length > 0 && !choice.complete;
  const title = cardTitle(event.context.card.code);
  if (legal.some((o) => o.item.kind === 'region')) {
    return { kind: 'region', rule: choice.rule, choices: legal.map((o) => ({ code: (o.item as { region: string }).region, legal: true, note: optionGives(o) })), required };
  }
  if (legal.some((o) => o.item.kind === 'card' || o.item.kind === 'drawn' || o.item.kind === 'subPlay')) {
    const seen = new Set<string>();
    const cards = legal.filter((o) => 'card' in o.item && !seen.has(o.item.card) && seen.add(o.item.card));
    return { kind: 'card', rule: choice.rule, choices: cards.map((o) => ({ code: (o.item as { card: string }).card, legal: true, note: optionGives(o) })), required };
  }
  if (legal.length === 0) return { kind: 'country', rule: choice.rule, choices: [], required: false };
  const ranked = rank(legal, (option) => ({ note: optionGives(option), bonus: 0 }));
  const offered = new Set(ranked.map((c) => c.code));
  const others = COUNTRIES.filter((c) => !offered.has(c.code)).map((country): TargetChoice => ({ code: country.code, legal: false, note: `not among ${possessive(title)} choices here` }));
  return { kind: 'country', rule: choice.rule, choices: [...ranked, ...others], required };
}

/**
 * The legal country options, one per country (the first option for it), best first: what the
 * card does there (control taken or broken, a battleground, the odds of a coup or war, the
 * realignment modifiers, a bonus of operations), then the map's order.
 */
function rank(options: readonly ChoiceOption[], describe: (option: ChoiceOption) => { note: string; bonus: number }): TargetChoice[] {
  const seen = new Set<string>();
  const scored: { choice: TargetChoice; score: number; order: number }[] = [];
  options.forEach((option, order) => {
    const country = 'country' in option.item ? option.item.country : undefined;
    if (!country || seen.has(country)) return;
    seen.add(country);
    const { note, bonus } = describe(option);
    scored.push({ choice: { code: country, legal: true, note }, score: optionWeight(option) + bonus, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((s) => s.choice);
}

/** The setup: the side's own region first; a country where it already has influence takes more (a bid). */
function setupTargets(state: GameState, side: Side): Targets {
  const { subregion } = SETUP_FREE_PLACEMENT[side];
  const free = new Set(countriesOf(subregion));
  const choices = COUNTRIES.map((country): TargetChoice => {
    if (free.has(country.code)) return { code: country.code, legal: true, note: `${side} setup: ${subregion}` };
    if (influenceOf(state, country.code, side) > 0) return { code: country.code, legal: true, note: 'extra influence (a bid): the side already has some here' };
    return { code: country.code, legal: false, note: `not at setup: the ${side} places in ${subregion}` };
  });
  const order = (c: TargetChoice) => (c.legal ? (free.has(c.code) ? 0 : 1) : 2);
  return { kind: 'country', rule: `The ${side} sets up in ${subregion}`, choices: [...choices].sort((a, b) => order(a) - order(b)), required: false };
}

// ---- the next line's label ------------------------------------------------------------------------

export interface LabelChoice {
  /** `1.3`, `2.H`. */
  readonly label: string;
  readonly description: string;
}

/** Whether the file deals its hands (some `T.D` line), once per analysis: a large file's lines are parsed again to tell. */
function hasDeals(analysis: DocumentAnalysis): boolean {
  let known = DEALS.get(analysis);
  if (known === undefined) {
    known = false;
    for (const game of analysis.syntax.gameLines()) if (game.label.round === 'D') { known = true; break; }
    DEALS.set(analysis, known);
  }
  return known;
}

const DEALS = new WeakMap<DocumentAnalysis, boolean>();

/** The labels that may come next after the game lines above `line`: the likeliest first. */
export function nextLabels(analysis: DocumentAnalysis, line: number): LabelChoice[] {
  const last = analysis.syntax.gameLineAtOrAbove(line - 1);
  const deals = hasDeals(analysis);
  const headline = (turn: number): LabelChoice => ({ label: `${turn}.H`, description: `Turn ${turn}'s headline` });
  const deal = (turn: number): LabelChoice => ({ label: `${turn}.D`, description: `Turn ${turn}'s deal: each side's hand` });
  if (!last) return deals ? [deal(1), { label: '1.S', description: 'The setup' }] : [{ label: '1.S', description: 'The setup' }, deal(1)];
  const { turn, round } = last.label;
  const end: LabelChoice = { label: `${turn}.E`, description: `The end of turn ${turn}` };
  const action = (n: number): LabelChoice => ({ label: `${turn}.${n}`, description: `Action round ${n} of turn ${turn}` });
  switch (round) {
    case 'D': return turn === 1 ? [{ label: '1.S', description: 'The setup' }] : [headline(turn)];
    case 'S': return [headline(1)];
    case 'H': return [action(1)];
    case 'E': return turn >= 10 ? [] : deals ? [deal(turn + 1), headline(turn + 1)] : [headline(turn + 1), deal(turn + 1)];
    default: {
      const state = analysis.replayedAt(last.range.start.line)?.replayed.after;
      const rounds = state ? Math.max(actionRoundsFor(state, 'USSR'), actionRoundsFor(state, 'US')) : round < 8 ? round + 1 : 8;
      return round < rounds ? [action(round + 1), end] : [end];
    }
  }
}
