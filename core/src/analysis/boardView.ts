/**
 * Everything the board map shows about one line of a file, in one plain-JSON object: the board
 * after the line and before its play, the play in plain words, what each region would score now,
 * the VP and DEFCON of every line (the game's chart), the lines that changed each country, and
 * the lines the step buttons go to. The language server sends it to the preview
 * (`tsn/boardView`) and `tsn render` draws it; the renderer (core/src/view/) reads only this,
 * so the preview's page holds no rules.
 */
import { COUNTRIES, type Region, type Side, type Sides } from '../data';
import type { GameLine } from '../notation';
import { influenceAt, scoreRegion, scoreSoutheastAsia, FINAL_SCORING_ORDER, type GameState, type ScoringLevel } from '../rules';
import type { DocumentAnalysis } from './analysis';
import { describeLine } from './describe';
import { boardSnapshot, type BoardSnapshot } from './snapshot';

/** One side's count in a region, as a player counts before playing its scoring card. */
export interface RegionSideForecast {
  level: ScoringLevel;
  countries: number;
  battlegrounds: number;
  /** The VP this side would score (before the other side's are taken away). */
  vp: number;
}

export interface RegionForecast {
  region: Region | 'Southeast Asia';
  US: RegionSideForecast;
  USSR: RegionSideForecast;
  /** Net VP as on the track (+ for the US). */
  net: number;
  /** Europe: the side that would win the game by controlling it, else null. */
  wins: Side | null;
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
  /** The play in plain words, a sentence per side that wrote one. */
  reading: string[];
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

function sideForecast(score: { level: ScoringLevel; countries: number; battlegrounds: number; vp: number }): RegionSideForecast {
  return { level: score.level, countries: score.countries, battlegrounds: score.battlegrounds, vp: score.vp };
}

/** What each region would score if its scoring card were played now. */
export function regionForecasts(state: GameState): RegionForecast[] {
  const out: RegionForecast[] = FINAL_SCORING_ORDER.map((region) => {
    const score = scoreRegion(state, region);
    return { region, US: sideForecast(score.US), USSR: sideForecast(score.USSR), net: score.net, wins: score.europeControl };
  });
  const sea = scoreSoutheastAsia(state);
  const seaSide = (vp: number): RegionSideForecast => ({ level: vp > 0 ? 'presence' : 'none', countries: 0, battlegrounds: 0, vp });
  out.push({ region: 'Southeast Asia', US: seaSide(sea.US), USSR: seaSide(sea.USSR), net: sea.net, wins: null });
  return out;
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
  const timeline: TimelinePoint[] = [];
  const history: Record<string, CountryChange[]> = {};
  for (const replayed of analysis.replay?.lines ?? []) {
    const label = analysis.gameLineAt(replayed.line)?.label.text ?? '';
    timeline.push({ line: replayed.line, label, vp: replayed.after.vp, defcon: replayed.after.defcon });
    const before = replayed.before.influence;
    const after = replayed.after.influence;
    if (before === after) continue;
    COUNTRIES.forEach((country, i) => {
      const b = { US: influenceAt(before, i, 'US'), USSR: influenceAt(before, i, 'USSR') };
      const a = { US: influenceAt(after, i, 'US'), USSR: influenceAt(after, i, 'USSR') };
      if (b.US === a.US && b.USSR === a.USSR) return;
      (history[country.code] ??= []).push({ line: replayed.line, label, before: b, after: a });
    });
  }
  const result = { timeline, history };
  histories.set(analysis, result);
  return result;
}

/** The game lines' line numbers, in file order. */
function gameLineNumbers(analysis: DocumentAnalysis): number[] {
  return Array.from(analysis.syntax.gameLineNumbers);
}

/** The step buttons' targets from `line`: the play before and after, the turn's first play, the last. */
export function boardSteps(analysis: DocumentAnalysis, line: number): BoardSteps {
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

/**
 * The board view's reading of `line` (0-based): the game line at or above it in plain words, one
 * sentence per side that wrote a part; none above the first. The list of plays reads it from here.
 */
export function lineReading(analysis: DocumentAnalysis, line: number): string[] {
  const gameLine = gameLineAbove(analysis, line);
  if (!gameLine) return [];
  const defconBefore = line >= 0 ? analysis.replayedAt(line)?.before.defcon : undefined;
  const context = defconBefore === undefined ? {} : { defconBefore };
  return (['USSR', 'US'] as const).flatMap((side) => {
    const text = describeLine(gameLine, side, context);
    return text ? [text] : [];
  });
}

/** The board view of `line` (0-based, clamped to the document; negative: before any line). */
export function boardView(analysis: DocumentAnalysis, line: number): BoardView {
  const at = Number.isInteger(line) ? Math.min(line, Math.max(0, analysis.lines.length - 1)) : -1;
  const { timeline, history } = gameHistory(analysis);
  const replayed = at >= 0 ? analysis.replayedAt(at) : undefined;
  const gameLine = gameLineAbove(analysis, at);
  // Above the first line, and on any line without the rules, the state is the rules' initial one.
  const state = analysis.stateAfter(at);
  const board = (at >= 0 ? analysis.boardAt(at) : undefined) ?? boardSnapshot(state, at, gameLine?.label.text ?? '');
  const before = replayed ? boardSnapshot(replayed.before, replayed.line - 1, '') : null;
  return {
    board,
    before,
    reading: lineReading(analysis, at),
    scoring: regionForecasts(state),
    timeline,
    history,
    steps: boardSteps(analysis, at),
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
