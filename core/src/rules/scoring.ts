// Region scoring (rule 10.1), Southeast Asia Scoring, Europe control, and final scoring (10.3.2).
import { CHINA_CARD_FINAL_SCORING_VP, REGION_SCORING, type RegionScoring, SOUTHEAST_ASIA_SCORING_CARD, SOUTHEAST_ASIA_VP_PER_COUNTRY } from '../data/tracks';
import { cardByNumber } from '../data/cards';
import { type Region } from '../data/regions';
import { checkVpVictory, endGame, gameOverProblems, signedVp, addVp } from './markers';
import { signed } from '../common/text';
import { controlAt, countryIndex, countryAt, COUNTRY_COUNT, touchesSuperpowerAt } from './map';
import { problem, safely, type Outcome, type RuleProblem } from './problems';
import { endTurn } from './turn';
import { removeEffect } from './effects';
import { effectDeclarationOf, type RegionTally } from './eventDefinition';
import { grouped, lengthOf } from './record';
import { SIDES, opponent, update, type GameState, type Side, type Sides } from './state';

export type ScoringLevel = 'none' | 'presence' | 'domination' | 'control';

/** One side's score in a region (10.1), with what each part of it is worth. */
export interface SideScore extends RegionTally {
  readonly level: ScoringLevel;
  /** The countries the side controls there, battlegrounds and the ones next to the enemy superpower among them (codes, in table order). */
  readonly controlled: readonly string[];
  readonly battlegroundCodes: readonly string[];
  readonly adjacentCodes: readonly string[];
  /** VP for the level, for the battlegrounds, for the countries next to the enemy superpower. */
  readonly levelVp: number;
  readonly battlegroundVp: number;
  readonly adjacentVp: number;
  /** Their sum. */
  readonly vp: number;
}

/**
 * What an effect in force changed in a side's counts when a region was scored (Shuttle
 * Diplomacy leaving out a USSR battleground, Formosan Resolution making Taiwan one): the changes.
 */
export interface ScoringAdjustment {
  readonly card: string;
  readonly side: Side;
  readonly countries: number;
  readonly battlegrounds: number;
  readonly adjacentToEnemy: number;
  /** Battlegrounds the region counts (control needs them all). */
  readonly totalBattlegrounds: number;
}

export interface RegionScore {
  readonly region: Region;
  readonly US: SideScore;
  readonly USSR: SideScore;
  /** Net VP as on the track (+ for the US). */
  readonly net: number;
  /** The side that controls Europe when Europe is scored: it wins (10.3.1). */
  readonly europeControl: Side | null;
  /** The region's battlegrounds, as each side counts them. */
  readonly totalBattlegrounds: Sides<number>;
  /** The effects in force that changed the counts, in the order they act. */
  readonly adjustments: readonly ScoringAdjustment[];
  /** Scored at final scoring (10.3.2), where some effects do not act. */
  readonly final: boolean;
}

/** Southeast Asia Scoring: VP per country controlled (Thailand 2), each side's, and the net. */
export interface SoutheastAsiaScore {
  readonly region: 'Southeast Asia';
  readonly countries: readonly { readonly country: string; readonly side: Side; readonly vp: number }[];
  readonly US: number;
  readonly USSR: number;
  readonly net: number;
}

/** The region each scoring card scores; `Southeast Asia` for Southeast Asia Scoring. */
export const SCORING_CARD_REGIONS: Readonly<Record<string, Region | 'Southeast Asia'>> = (() => {
  const out: Record<string, Region | 'Southeast Asia'> = {};
  for (const entry of Object.values(REGION_SCORING)) out[cardByNumber(entry.cardNumber)!.code] = entry.region;
  out[cardByNumber(SOUTHEAST_ASIA_SCORING_CARD)!.code] = 'Southeast Asia';
  return out;
})();

/**
 * The same, looked up by a play's card: a map, as its reads with six or seven different keys at one
 * place made V8's keyed property access megamorphic (a hashed lookup in a shared cache, then a
 * generic path), once a play (issue 24, session 29).
 */
const REGION_OF_SCORING_CARD: ReadonlyMap<string, Region | 'Southeast Asia'> = new Map(Object.entries(SCORING_CARD_REGIONS));

/** A region's scoring table, looked up as REGION_OF_SCORING_CARD is. */
const SCORING_TABLE_OF: ReadonlyMap<Region, RegionScoring> = new Map(Object.values(REGION_SCORING).map((table) => [table.region, table]));

/** The order final scoring scores the regions in. */
export const FINAL_SCORING_ORDER: readonly Region[] = ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa'];

/** Each region's countries' board indices, looked up as REGION_OF_SCORING_CARD is. */
const REGION_INDICES: ReadonlyMap<Region, readonly number[]> = (() => {
  const out = new Map<Region, number[]>();
  for (let i = 0; i < COUNTRY_COUNT; i++) {
    const region = countryAt(i).region;
    const indices = out.get(region);
    if (indices) indices.push(i); else out.set(region, [i]);
  }
  return out;
})();

interface Controlled {
  readonly controlled: string[];
  readonly battlegrounds: string[];
  readonly adjacent: string[];
}

/**
 * The countries each side controls in a region, with its battlegrounds and those next to the enemy
 * superpower: one pass over the region, each country's control found once for both sides.
 */
function controlledIn(state: GameState, region: Region): Record<Side, Controlled> {
  const us: Controlled = { controlled: [], battlegrounds: [], adjacent: [] };
  const ussr: Controlled = { controlled: [], battlegrounds: [], adjacent: [] };
  const indices = REGION_INDICES.get(region)!;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k]!;
    const side = controlAt(state.influence, i);
    if (side === null) continue;
    const out = side === 'US' ? us : ussr;
    const country = countryAt(i);
    out.controlled.push(country.code);
    if (country.battleground) out.battlegrounds.push(country.code);
    if (touchesSuperpowerAt(i, opponent(side))) out.adjacent.push(country.code); // +1 next to the enemy superpower
  }
  return { US: us, USSR: ussr };
}

function tallyOf(found: Controlled): RegionTally {
  const countries = found.controlled.length;
  const battlegrounds = found.battlegrounds.length;
  return { countries, battlegrounds, nonBattlegrounds: countries - battlegrounds, adjacentToEnemy: found.adjacent.length };
}

function levelOf(mine: RegionTally, theirs: RegionTally, totalBattlegrounds: number): ScoringLevel {
  // 10.1.1: control = more countries and every battleground; domination = more countries and more
  // battlegrounds, with at least one battleground and one other country; presence = one country.
  if (mine.countries > theirs.countries && mine.battlegrounds === totalBattlegrounds && totalBattlegrounds > 0) return 'control';
  if (mine.countries > theirs.countries && mine.battlegrounds > theirs.battlegrounds && mine.battlegrounds > 0 && mine.nonBattlegrounds > 0) return 'domination';
  if (mine.countries > 0) return 'presence';
  return 'none';
}

/** One side's level and VP in a region, from its tally and the opponent's. */
function sideScore(table: RegionScoring, found: Controlled, mine: RegionTally, theirs: RegionTally, totalBattlegrounds: number): SideScore {
  const level = levelOf(mine, theirs, totalBattlegrounds);
  // Each level's value read by name: `table[level]` over the regions' tables was V8's megamorphic
  // keyed load (issue 24).
  const levelVp = level === 'none' ? 0 : level === 'control'
    ? (table.control === 'win' ? table.domination : table.control)
    : level === 'domination' ? table.domination : table.presence;
  const battlegroundVp = mine.battlegrounds * table.perBattleground;
  const adjacentVp = mine.adjacentToEnemy * table.perCountryAdjacentToEnemySuperpower;
  // The tally's four fields written out (a spread of it is slower), in the same order.
  return {
    countries: mine.countries, battlegrounds: mine.battlegrounds, nonBattlegrounds: mine.nonBattlegrounds, adjacentToEnemy: mine.adjacentToEnemy,
    level, controlled: found.controlled, battlegroundCodes: found.battlegrounds, adjacentCodes: found.adjacent,
    levelVp, battlegroundVp, adjacentVp, vp: levelVp + battlegroundVp + adjacentVp,
  };
}

/** Scores a region for both sides as its scoring card does (final: at final scoring). */
export function scoreRegion(state: GameState, region: Region, final = false): RegionScore {
  const table = SCORING_TABLE_OF.get(region)!;
  const found = controlledIn(state, region);
  const tallies: Record<Side, RegionTally> = { US: tallyOf(found.US), USSR: tallyOf(found.USSR) };
  const totals: Record<Side, number> = { US: table.battlegrounds, USSR: table.battlegrounds };
  const adjustments: ScoringAdjustment[] = [];
  for (const effect of state.effects) {
    const hook = effectDeclarationOf(state, effect)?.adjustScoring;
    if (!hook) continue;
    for (const side of SIDES) {
      const was = tallies[side];
      const wasTotal = totals[side];
      const adjusted = hook({ state, effect, region, side, final, totalBattlegrounds: totals[side] }, was);
      tallies[side] = adjusted.tally;
      if (adjusted.totalBattlegrounds !== undefined) totals[side] = adjusted.totalBattlegrounds;
      const now = tallies[side];
      const change = { countries: now.countries - was.countries, battlegrounds: now.battlegrounds - was.battlegrounds, adjacentToEnemy: now.adjacentToEnemy - was.adjacentToEnemy, totalBattlegrounds: totals[side] - wasTotal };
      if (change.countries || change.battlegrounds || change.adjacentToEnemy || change.totalBattlegrounds) adjustments.push({ card: effect.card, side, ...change });
    }
  }
  const us = sideScore(table, found.US, tallies.US, tallies.USSR, totals.US);
  const ussr = sideScore(table, found.USSR, tallies.USSR, tallies.US, totals.USSR);
  const europeControl = table.control === 'win' ? (us.level === 'control' ? 'US' : ussr.level === 'control' ? 'USSR' : null) : null;
  return { region, US: us, USSR: ussr, net: us.vp - ussr.vp, europeControl, totalBattlegrounds: { US: totals.US, USSR: totals.USSR }, adjustments, final };
}

/** Southeast Asia Scoring: VP per controlled country (Thailand 2), net difference. */
export function scoreSoutheastAsia(state: GameState): SoutheastAsiaScore {
  let us = 0, ussr = 0;
  const countries: { country: string; side: Side; vp: number }[] = [];
  for (const [code, vp] of Object.entries(SOUTHEAST_ASIA_VP_PER_COUNTRY)) {
    const control = controlAt(state.influence, countryIndex(code));
    if (control === null) continue;
    countries.push({ country: code, side: control, vp });
    if (control === 'US') us += vp;
    else ussr += vp;
  }
  return { region: 'Southeast Asia', countries, US: us, USSR: ussr, net: us - ussr };
}

export function isScoringCard(code: string): boolean {
  return REGION_OF_SCORING_CARD.has(code);
}

/**
 * A scoring card's effect: the net VP moves the marker; Europe control wins; then 20 VP wins
 * (checked once the whole card is scored, 10.3.1).
 */
export function applyScoring(state: GameState, code: string): { state: GameState; net: number; detail: RegionScore | SoutheastAsiaScore | null } {
  const region = REGION_OF_SCORING_CARD.get(code);
  if (!region) return { state, net: 0, detail: null };
  const start = lengthOf(state); // `state` may be a play's draft, written in place
  if (region === 'Southeast Asia') {
    const detail = scoreSoutheastAsia(state);
    const scored = grouped(addVp(state, detail.net), start, { kind: 'scoring', card: code, score: detail });
    return { state: checkVpVictory(scored), net: detail.net, detail };
  }
  const detail = scoreRegion(state, region);
  let next = addVp(state, detail.net);
  if (detail.europeControl) next = endGame(next, detail.europeControl, 'europe');
  for (const effect of state.effects) {
    if (effectDeclarationOf(next, effect)?.endsAtScoring?.(region)) next = removeEffect(next, effect.card);
  }
  next = grouped(next, start, { kind: 'scoring', card: code, score: detail });
  return { state: checkVpVictory(next), net: detail.net, detail };
}

export interface FinalScoringCommand {
  /** The final VP total as written (a Result tag), to compare; optional. */
  readonly vp?: number;
}

export interface FinalScoringDetail {
  readonly regions: readonly RegionScore[];
  readonly chinaCard: Side;
}

/**
 * Final scoring after turn 10 (10.3.2): every region, Southeast Asia inside Asia, Europe control
 * still wins, reaching 20 VP does not cut it short; the China Card's holder gains 1 VP; then the
 * VP decide, 0 a draw.
 */
export function applyFinalScoring(state: GameState, command: FinalScoringCommand = {}): Outcome<GameState> & { detail: FinalScoringDetail | null } {
  try {
    return finalScoring(state, command);
  } catch (error) {
    const outcome = safely(state, () => { throw error; });
    return { ...outcome, detail: null };
  }
}

function finalScoring(start: GameState, command: FinalScoringCommand): Outcome<GameState> & { detail: FinalScoringDetail | null } {
  const problems: RuleProblem[] = [];
  let state = start;
  if (state.result) return { state, problems, detail: null };
  if (state.turn === 10 && !state.turnEnded) {
    // The end of turn 10, unwritten, comes first (military operations, held scoring cards).
    const ended = endTurn(state);
    problems.push(...ended.problems);
    state = ended.state;
    if (state.result) return { state, problems, detail: null };
  }
  if (state.turn < 10 || (state.turn === 10 && !state.turnEnded)) {
    problems.push(problem('TSN163', `Final scoring comes after the end of turn 10; the game is in turn ${state.turn}`, { kind: 'play' }));
  }
  let next = state;
  const regions: RegionScore[] = [];
  let europe: Side | null = null;
  for (const region of FINAL_SCORING_ORDER) {
    const detail = scoreRegion(next, region, true);
    regions.push(detail);
    if (detail.europeControl) europe = detail.europeControl;
    next = addVp(next, detail.net);
  }
  const holder = next.china.holder;
  next = addVp(next, signedVp(holder, CHINA_CARD_FINAL_SCORING_VP));
  next = update(next, { finalScored: true, round: 'E' });
  if (europe) next = endGame(next, europe, 'europe');
  else next = endGame(next, next.vp > 0 ? 'US' : next.vp < 0 ? 'USSR' : null, 'final-scoring');
  next = grouped(next, state, { kind: 'finalScoring', regions, chinaHolder: holder, chinaVp: CHINA_CARD_FINAL_SCORING_VP });
  if (command.vp !== undefined && command.vp !== next.vp) {
    problems.push(problem('TSN154', `Final scoring ends at VP ${signed(next.vp)}, not ${signed(command.vp)}`, { kind: 'vp' }));
  }
  problems.push(...gameOverProblems(state, next));
  return { state: next, problems, detail: { regions, chinaCard: holder } };
}
