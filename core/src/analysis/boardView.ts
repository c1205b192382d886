/**
 * Everything the board map shows about one line of a file, in one plain-JSON object: the board
 * after the line and before its play, the play in plain words, what each region would score now,
 * the VP and DEFCON of every line (the game's chart), the lines that changed each country, and
 * the lines the step buttons go to. The language server sends it to the preview
 * (`tsn/boardView`) and `tsn render` draws it; the renderer (core/src/view/) reads only this,
 * so the preview's page holds no rules.
 */
import { SIDES, countryPosition, type Region, type Side, type Sides } from '../data';
import { vpText } from '../common/text';
import { firstAtOrAfter, windowAround } from '../common/search';
import type { GameLine } from '../notation';
import {
  controlOf, influenceOf, scoreRegion, scoreSoutheastAsia, FINAL_SCORING_ORDER, type GameState, type RegionScore, type ScoringLevel, type SideScore,
  type SoutheastAsiaScore,
} from '../rules';
import type { DocumentAnalysis } from './analysis';
import { lineReading, partReadingsAt, scoringText, type LineReading } from './reading';
import { boardSnapshot, type BoardSnapshot } from './snapshot';
import { NO_REPLAYED_LINES } from './replay';

/** One side's count in a region, as a player counts before playing its scoring card, and what each part is worth. */
export interface RegionSideForecast {
  level: ScoringLevel;
  countries: number;
  battlegrounds: number;
  /** Countries it controls next to the enemy superpower. */
  adjacentToEnemy: number;
  /** The countries it controls there (codes); for Southeast Asia, those that score. */
  controlled: string[];
  /** VP for the level, the battlegrounds, the countries next to the enemy superpower. */
  levelVp: number;
  battlegroundVp: number;
  adjacentVp: number;
  /** The VP this side would score (before the other side's are taken away). */
  vp: number;
}

/** What an effect in force changes in a side's counts (Shuttle Diplomacy, Formosan Resolution). */
export interface ScoringAdjustmentView {
  card: string;
  side: Side;
  countries: number;
  battlegrounds: number;
  adjacentToEnemy: number;
  totalBattlegrounds: number;
}

export interface RegionForecast {
  region: Region | 'Southeast Asia';
  US: RegionSideForecast;
  USSR: RegionSideForecast;
  /** Net VP as on the track (+ for the US). */
  net: number;
  /** Europe: the side that would win the game by controlling it, else null. */
  wins: Side | null;
  adjustments: ScoringAdjustmentView[];
  /** The breakdown in words (reading.ts scoringText). */
  text: string;
}

/** A country the line changed, as its reading says: each side's influence and the control before and after. */
export interface CountryChangeView {
  code: string;
  before: { US: number; USSR: number; control: Side | null };
  after: { US: number; USSR: number; control: Side | null };
}

/** A track the line moved: which, its name, and its value before and after as text. */
export interface TrackChangeView {
  track: 'defcon' | 'vp' | 'milops' | 'space' | 'china';
  name: string;
  before: string;
  after: string;
}

/** One point of the game's chart: the tracks after a game line. */
export interface TimelinePoint {
  /** 0-based line. */
  line: number;
  label: string;
  vp: number;
  defcon: number;
}

/** A line that changed a country's influence. */
export interface CountryChange {
  line: number;
  label: string;
  before: Sides<number>;
  after: Sides<number>;
}

/** Where the step buttons go (0-based lines), null when there is nowhere to go. */
export interface BoardSteps {
  previous: number | null;
  next: number | null;
  turnStart: number | null;
  end: number | null;
}

export interface BoardView {
  /** The board after the line. */
  board: BoardSnapshot;
  /** The board before the play shown (the game line at or above), null above the first play or without rules. */
  before: BoardSnapshot | null;
  /** The line in plain words, a paragraph per part (each side's play, an end of turn, final scoring). */
  reading: string[];
  /** What the line changed, as its reading says (the engine's record): countries, in table order, and tracks. */
  changes: { countries: CountryChangeView[]; tracks: TrackChangeView[] };
  /** The regions the line scored (a scoring card, final scoring), broken down. */
  scored: RegionForecast[];
  /** What each region would score now, in the order final scoring takes them, Southeast Asia last. */
  scoring: RegionForecast[];
  /** Every game line's VP and DEFCON, in file order. */
  timeline: TimelinePoint[];
  /** For each country (by code) that some line changed: those lines, in file order. */
  history: Record<string, CountryChange[]>;
  steps: BoardSteps;
  /** Cards left in the draw pile, and in each hand (known or not). */
  deckCount: number;
  handCount: Sides<number>;
}

function sideForecast(score: SideScore): RegionSideForecast {
  return {
    level: score.level, countries: score.countries, battlegrounds: score.battlegrounds, adjacentToEnemy: score.adjacentToEnemy,
    controlled: [...score.controlled], levelVp: score.levelVp, battlegroundVp: score.battlegroundVp, adjacentVp: score.adjacentVp, vp: score.vp,
  };
}

/** A region's scoring (rules/scoring.ts) as the view carries it. */
export function regionView(score: RegionScore | SoutheastAsiaScore): RegionForecast {
  if (score.region === 'Southeast Asia') {
    const seaSide = (side: Side, vp: number): RegionSideForecast => {
      const controlled = score.countries.filter((c) => c.side === side).map((c) => c.country);
      return { level: vp > 0 ? 'presence' : 'none', countries: controlled.length, battlegrounds: 0, adjacentToEnemy: 0, controlled, levelVp: vp, battlegroundVp: 0, adjacentVp: 0, vp };
    };
    return { region: 'Southeast Asia', US: seaSide('US', score.US), USSR: seaSide('USSR', score.USSR), net: score.net, wins: null, adjustments: [], text: scoringText(score) };
  }
  return {
    region: score.region, US: sideForecast(score.US), USSR: sideForecast(score.USSR), net: score.net, wins: score.europeControl,
    adjustments: score.adjustments.map((a) => ({ ...a })), text: scoringText(score),
  };
}

/** What each region would score if its scoring card were played now (after final scoring: as final scoring scored it). */
export function regionForecasts(state: GameState): RegionForecast[] {
  return [...FINAL_SCORING_ORDER.map((region) => regionView(scoreRegion(state, region, state.finalScored))), regionView(scoreSoutheastAsia(state))];
}

/** A region's scoring in `tsn state --format json` (`scoring`, by region): the view's breakdown. */
export type RegionScoreJson = RegionForecast;

/** Every region's scoring on the board, by region name: `tsn state --format json`'s `scoring`. */
export function scoringJson(state: GameState): Record<string, RegionScoreJson> {
  return Object.fromEntries(regionForecasts(state).map((f) => [f.region, f]));
}

/** What a line changed, for the view: from its reading's facts, the side that did not move as the board after shows it. */
function changesOf(reading: LineReading | undefined): BoardView['changes'] {
  if (!reading) return { countries: [], tracks: [] };
  const { facts, before, after } = reading;
  const countries = [...facts.influence].sort((a, b) => countryPosition(a.country) - countryPosition(b.country)).map((fact) => {
    const now = (side: Side) => influenceOf(after, fact.country, side);
    return {
      code: fact.country,
      before: { US: fact.US?.from ?? now('US'), USSR: fact.USSR?.from ?? now('USSR'), control: controlOf(before, fact.country) },
      after: { US: now('US'), USSR: now('USSR'), control: controlOf(after, fact.country) },
    };
  });
  const tracks: TrackChangeView[] = [];
  if (facts.defcon) tracks.push({ track: 'defcon', name: 'DEFCON', before: String(facts.defcon.from), after: String(facts.defcon.to) });
  if (facts.vp) tracks.push({ track: 'vp', name: 'VP', before: vpText(facts.vp.from), after: vpText(facts.vp.to) });
  for (const side of SIDES) {
    const moved = facts.milops[side];
    if (moved) tracks.push({ track: 'milops', name: `${side} military operations`, before: String(moved.from), after: String(moved.to) });
  }
  for (const side of SIDES) {
    const moved = facts.space[side];
    if (moved) tracks.push({ track: 'space', name: `${side} space race`, before: String(moved.from), after: String(moved.to) });
  }
  const china = (c: { holder: Side; faceUp: boolean }) => `${c.holder}, face ${c.faceUp ? 'up' : 'down'}`;
  if (facts.china) tracks.push({ track: 'china', name: 'China Card', before: china(facts.china.from), after: china(facts.china.to) });
  return { countries, tracks };
}

interface GameHistory {
  timeline: TimelinePoint[];
  history: Record<string, CountryChange[]>;
}

/** The whole game's chart and country histories depend only on the analysis: computed once per version. */
const histories = new WeakMap<DocumentAnalysis, GameHistory>();

function gameHistory(analysis: DocumentAnalysis): GameHistory {
  const known = histories.get(analysis);
  if (known) return known;
  const result = historyOf(analysis, 0, analysis.replay?.lines.length ?? 0);
  histories.set(analysis, result);
  return result;
}

/** The chart's points and the countries' changes of the replayed lines [from, to). */
function historyOf(analysis: DocumentAnalysis, from: number, to: number): GameHistory {
  const timeline: TimelinePoint[] = [];
  const history: Record<string, CountryChange[]> = {};
  const lines = analysis.replay?.lines ?? NO_REPLAYED_LINES;
  const numbers = analysis.replay?.lineNumbers ?? [];
  for (let k = from; k < to; k++) {
    const at = numbers[k]!;
    const label = analysis.gameLineAt(at)?.label.text ?? '';
    // The last line's board is the game's end: final scoring after turn 10 included.
    const reading = lineReading(analysis, lines.get(k));
    timeline.push({ line: at, label, vp: reading.after.vp, defcon: reading.after.defcon });
    for (const change of changesOf(reading).countries) {
      (history[change.code] ??= []).push({ line: at, label, before: { US: change.before.US, USSR: change.before.USSR }, after: { US: change.after.US, USSR: change.after.USSR } });
    }
  }
  return { timeline, history };
}

/** The game lines' line numbers, in file order. */
function gameLineNumbers(analysis: DocumentAnalysis): number[] {
  return Array.from(analysis.syntax.gameLineNumbers);
}

/**
 * The step buttons' targets from `line`: the play before and after, the turn's first play, the
 * last. On a file of more than `maxLines` game lines, the turn's first play is looked for among
 * the `maxLines` game lines above the line only (its turn's run of lines there).
 */
export function boardSteps(analysis: DocumentAnalysis, line: number, maxLines = Infinity): BoardSteps {
  if (analysis.syntax.gameLineNumbers.length > maxLines) return nearbySteps(analysis, line, maxLines);
  const lines = gameLineNumbers(analysis);
  if (!lines.length) return { previous: null, next: null, turnStart: null, end: null };
  const before = lines.filter((n) => n < line);
  const previous = before.length ? before[before.length - 1]! : null;
  const next = lines.find((n) => n > line) ?? null;
  const current = lines.includes(line) ? line : previous;
  // Turn start: the first line of the current play's turn; from there, the previous turn's first.
  let turnStart: number | null = null;
  if (current !== null) {
    const turnOf = (n: number) => (analysis.gameLineAt(n) as GameLine).label.turn;
    const turn = turnOf(current);
    const first = lines.find((n) => turnOf(n) === turn)!;
    if (first < line) turnStart = first;
    else {
      const earlier = lines.filter((n) => n < first);
      if (earlier.length) {
        const previousTurn = turnOf(earlier[earlier.length - 1]!);
        turnStart = lines.find((n) => turnOf(n) === previousTurn)!;
      }
    }
  }
  const last = lines[lines.length - 1]!;
  return { previous, next, turnStart, end: last !== line ? last : null };
}

/** `boardSteps` on a long file: binary searches, and a turn's first line within `maxLines` above. */
function nearbySteps(analysis: DocumentAnalysis, line: number, maxLines: number): BoardSteps {
  const numbers = analysis.syntax.gameLineNumbers;
  const k = firstAtOrAfter(numbers.length, line, (i) => numbers[i]!);
  const onLine = numbers[k] === line;
  const previous = k > 0 ? numbers[k - 1]! : null;
  const next = (onLine ? numbers[k + 1] : numbers[k]) ?? null;
  const currentIndex = onLine ? k : k - 1;
  const turnOf = (i: number) => (analysis.gameLineAt(numbers[i]!) as GameLine).label.turn;
  const lowest = Math.max(0, currentIndex - maxLines);
  /** The first index of the run of lines of index i's turn, at or above i, not below `lowest`. */
  const runStart = (i: number) => {
    const turn = turnOf(i);
    while (i > lowest && turnOf(i - 1) === turn) i--;
    return i;
  };
  let turnStart: number | null = null;
  if (currentIndex >= 0) {
    const first = runStart(currentIndex);
    if (numbers[first]! < line) turnStart = numbers[first]!;
    else if (first > lowest) turnStart = numbers[runStart(first - 1)]!;
  }
  const last = numbers[numbers.length - 1]!;
  return { previous, next, turnStart, end: last !== line ? last : null };
}


/**
 * The board view of `line` (0-based, clamped to the document; negative: before any line). With
 * `maxPoints`, the chart and the countries' histories are those of the `maxPoints` replayed lines
 * nearest the line, and no more than that many game lines are read for the step buttons (a 10 MB
 * file's whole history took seconds and made a 20 MB answer).
 */
export function boardView(analysis: DocumentAnalysis, line: number, maxPoints = Infinity): BoardView {
  const at = Number.isInteger(line) ? Math.min(line, Math.max(0, analysis.lineCount - 1)) : -1;
  const replayedLines = analysis.replay?.lineNumbers ?? [];
  const near = windowAround(replayedLines.length, maxPoints, at, (i) => replayedLines[i]!);
  const { timeline, history } = near.to - near.from === replayedLines.length ? gameHistory(analysis) : historyOf(analysis, near.from, near.to);
  const replayed = at >= 0 ? analysis.replayedAt(at) : undefined;
  const gameLine = gameLineAbove(analysis, at);
  // Above the first line, and on any line without the rules, the state is the rules' initial one.
  const state = analysis.stateAfter(at);
  const board = (at >= 0 ? analysis.boardAt(at) : undefined) ?? boardSnapshot(state, at, gameLine?.label.text ?? '');
  const before = replayed ? boardSnapshot(replayed.replayed.before, replayed.line - 1, '') : null;
  const reading = replayed ? lineReading(analysis, replayed.replayed) : undefined;
  const parts = gameLine ? partReadingsAt(analysis, gameLine) : [];
  // The same paragraphs as readingTexts (the game's page, tsn state), and the regions they scored.
  return {
    board,
    before,
    reading: parts.map((part) => part.text),
    changes: changesOf(reading),
    scored: parts.flatMap((part) => part.scores.map(regionView)),
    scoring: regionForecasts(state),
    timeline,
    history,
    steps: boardSteps(analysis, at, maxPoints),
    deckCount: state.deck.length,
    handCount: { US: state.handCount.US, USSR: state.handCount.USSR },
  };
}

/** The last game line at or above `line`. */
function gameLineAbove(analysis: DocumentAnalysis, line: number): GameLine | undefined {
  for (let n = line; n >= 0; n--) {
    const game = analysis.gameLineAt(n);
    if (game) return game;
  }
  return undefined;
}
