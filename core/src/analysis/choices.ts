/**
 * What may be written at a point of a file, by the rules and the board as it stands there: the
 * cards a side can play (and why the others cannot), the countries legal for the play symbol being
 * written (with their cost, their coup odds or their realignment modifiers), and the next line's
 * label. Completion shows these; every judgement is the rules engine's own (reach, coups,
 * realignment, DEFCON, operations, where the cards are), read from the states the analysis keeps.
 */
import { CARDS, COUNTRIES, SETUP_FREE_PLACEMENT, type Card, type Country, type Round } from '../data';
import {
  actionRoundsFor, advanceTo, cardsMoved, CHINA_CARD, controlOf, coupClosed, coupModifier, coupResult, countriesOf, describeOps,
  describePlace, influenceOf, isInAsia, isInSoutheastAsia, notYetInDeck, opponent, opsBreakdown, playFromHand, reachableCountries,
  realignClosed, realignModifiers, whereIs, type GameState, type Side,
} from '../rules';
import { partsOf } from '../notation';
import type { DocumentAnalysis } from './analysis';
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
  let state = above?.after ?? analysis.stateAfter(-1);
  const line = analysis.gameLineAt(point.line);
  if (line && line.label.turn === point.turn) state = stateBeforePart(state, line, point.side);
  if (state.turn < point.turn || (state.turnEnded && state.turn === point.turn)) state = advanceTo(state, point.turn).state;
  return state;
}

// ---- cards ----------------------------------------------------------------------------------------

export interface CardChoice {
  readonly card: Card;
  /** The side can play it here, by the rules (its hand, the deck by this turn, the China Card's face). */
  readonly playable: boolean;
  /** Why it cannot: `in the discard pile since 2.3`. */
  readonly why?: string;
  /** Its operations for the side with the modifiers in force: `4 ops (printed 3, +1 Containment)`. */
  readonly ops: string;
  /** Its event is the opponent's: played for operations, the event happens for the opponent. */
  readonly helpsOpponent: boolean;
}

/** Every card, playable ones first (by number), each with why it cannot be played when it cannot. */
export function cardChoices(analysis: DocumentAnalysis, point: ChoicePoint): CardChoice[] {
  const state = boardForPart(analysis, point);
  const moves = lastMoves(analysis, point.line);
  // In a deal, a card already written in either hand of the line is dealt.
  const dealt = new Set<string>();
  const line = analysis.gameLineAt(point.line);
  if (point.round === 'D' && line) {
    for (const { part } of partsOf(line)) for (const ref of codeReferences(part)) if (ref.kind === 'card') dealt.add(ref.code);
  }
  const choices = CARDS.map((card): CardChoice => {
    if (dealt.has(card.code)) {
      return { card, playable: false, why: 'already dealt on this line', ops: card.scoring ? 'scoring card' : describeOps(opsBreakdown(state, point.side, card)), helpsOpponent: card.side === opponent(point.side) };
    }
    const playable = point.round === 'D' ? whereIs(state, card.code) === 'deck' && card.code !== CHINA_CARD : playFromHand(state, point.side, card.code).problems.length === 0;
    const ops = card.scoring ? 'scoring card' : describeOps(opsBreakdown(state, point.side, card));
    const helpsOpponent = card.side === opponent(point.side);
    return playable ? { card, playable, ops, helpsOpponent } : { card, playable, why: whyNot(state, point, card, moves), ops, helpsOpponent };
  });
  return [...choices.filter((c) => c.playable), ...choices.filter((c) => !c.playable)];
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
  for (const replayed of replay.lines) {
    if (replayed.line >= line) break;
    const moved = cardsMoved(replayed.before, replayed.after);
    if (!moved.length) continue;
    const label = analysis.gameLineAt(replayed.line)!.label.text;
    for (const code of moved) {
      if (code === CHINA_CARD || replayed.after.discard.includes(code) || replayed.after.removed.includes(code)) out.set(code, label);
    }
  }
  return out;
}

// ---- countries ------------------------------------------------------------------------------------

/** The play symbol the country follows: influence, a coup, realignment, the setup, or anything else. */
export type CountryPurpose = 'influence' | 'coup' | 'realign' | 'setup' | 'other';

export interface CountryChoice {
  readonly country: Country;
  /** Legal for the purpose at this point, by the rules. */
  readonly legal: boolean;
  /** What the rules say of it here: `2 ops: USSR-controlled`, `needs 4+: 50%`, `US +2, USSR +1`, `out of reach`. */
  readonly note: string;
}

/** Every country, the legal ones first (the likeliest coups first), each with what the rules say of it here. */
export function countryChoices(analysis: DocumentAnalysis, point: ChoicePoint, purpose: CountryPurpose, card?: string): CountryChoice[] {
  if (purpose === 'other') return COUNTRIES.map((country) => ({ country, legal: true, note: '' }));
  const state = boardForPart(analysis, point);
  const side = point.side;
  let choices: (CountryChoice & { readonly rank: number })[];
  switch (purpose) {
    case 'influence': {
      const reach = reachableCountries(state, side);
      choices = COUNTRIES.map((country) => {
        if (!reach.has(country.code)) return { country, legal: false, note: 'out of reach', rank: 0 };
        const enemy = controlOf(state, country.code) === opponent(side);
        return { country, legal: true, note: enemy ? `2 ops: ${opponent(side)}-controlled` : '1 op', rank: 0 };
      });
      break;
    }
    case 'coup':
      choices = COUNTRIES.map((country) => {
        const closed = coupClosed(state, side, country.code);
        if (closed !== null) return { country, legal: false, note: closed, rank: 0 };
        const odds = card ? coupOdds(state, side, card, country) : undefined;
        return { country, legal: true, note: odds?.note ?? 'open', rank: odds?.successes ?? 0 };
      });
      break;
    case 'realign':
      choices = COUNTRIES.map((country) => {
        const closed = realignClosed(state, side, country.code);
        if (closed !== null) return { country, legal: false, note: closed, rank: 0 };
        const us = realignModifiers(state, country.code, 'US', side).total;
        const ussr = realignModifiers(state, country.code, 'USSR', side).total;
        return { country, legal: true, note: `modifiers US +${us}, USSR +${ussr}`, rank: side === 'US' ? us - ussr : ussr - us };
      });
      break;
    case 'setup': {
      const { subregion } = SETUP_FREE_PLACEMENT[side];
      const free = new Set(countriesOf(subregion));
      choices = COUNTRIES.map((country) => {
        if (free.has(country.code)) return { country, legal: true, note: `${side} setup: ${subregion}`, rank: 1 };
        if (influenceOf(state, country.code, side) > 0) return { country, legal: true, note: 'extra influence (a bid): the side already has some here', rank: 0 };
        return { country, legal: false, note: `not at setup: the ${side} places in ${subregion}`, rank: 0 };
      });
      break;
    }
  }
  const order = (list: typeof choices) => [...list].sort((a, b) => b.rank - a.rank);
  return [...order(choices.filter((c) => c.legal)), ...choices.filter((c) => !c.legal)].map(({ country, legal, note }) => ({ country, legal, note }));
}

/** The chance a coup by the side with the card succeeds in the country: the lowest die that does, and how many of six. */
function coupOdds(state: GameState, side: Side, card: string, country: Country): { note: string; successes: number } | undefined {
  const ops = opsBreakdown(state, side, card, { allInAsia: isInAsia(country.code), allInSoutheastAsia: isInSoutheastAsia(country.code) }).value;
  if (ops <= 0) return undefined;
  const modifier = coupModifier(state, side, country.code);
  let lowest = 0;
  let successes = 0;
  for (let die = 6; die >= 1; die--) {
    if (coupResult(die, ops, country.stability, modifier) > 0) { successes++; lowest = die; }
  }
  const chance = Math.round((successes / 6) * 100);
  const note = successes === 0 ? 'cannot succeed: 0%' : `needs ${lowest}+: ${chance}%`;
  return { note, successes };
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
      const state = analysis.replayedAt(last.range.start.line)?.after;
      const rounds = state ? Math.max(actionRoundsFor(state, 'USSR'), actionRoundsFor(state, 'US')) : round < 8 ? round + 1 : 8;
      return round < rounds ? [action(round + 1), end] : [end];
    }
  }
}
