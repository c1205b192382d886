// Tracks, scoring tables, setup and turn structure of Twilight Struggle (Deluxe Edition).
// Values from test/fixtures/reference/tracks.json; test/unit/data/tracks.test.ts checks them.
// Rule numbers are those of the Deluxe rulebook. Pure data: no editor or LSP imports.

import type { Era } from './cards';
import type { Side } from './sides';
import type { Region, Subregion } from './regions';

// ---- Space Race (rule 6.4) -------------------------------------------------------------------

export interface SpaceRaceBox {
  /** 0 is the start space off the track; 1-8 are the boxes. */
  readonly box: number;
  readonly name: string;
  /** Lowest (modified) ops value of a card that may attempt to enter this box; null for box 0. */
  readonly minOps: number | null;
  /** Inclusive die range that succeeds, e.g. [1, 3]; null for box 0. */
  readonly successRolls: readonly [number, number] | null;
  /** VP for the first player to enter the box. */
  readonly vpFirst: number;
  /** VP for the second player to enter the box. */
  readonly vpSecond: number;
  /** Ability of the first player here, lost once the other player arrives (6.4.4); null if none. */
  readonly ability: string | null;
}

function spaceBox(
  box: number,
  name: string,
  minOps: number | null,
  successRolls: readonly [number, number] | null,
  vpFirst: number,
  vpSecond: number,
  ability: string | null = null,
): SpaceRaceBox {
  return Object.freeze({
    box,
    name,
    minOps,
    successRolls: successRolls && (Object.freeze([successRolls[0], successRolls[1]]) as readonly [number, number]),
    vpFirst,
    vpSecond,
    ability,
  });
}

export const SPACE_RACE_BOXES: readonly SpaceRaceBox[] = Object.freeze([
  spaceBox(0, 'Start (off track)', null, null, 0, 0),
  spaceBox(1, 'Earth Satellite', 2, [1, 3], 2, 1),
  spaceBox(2, 'Animal in Space', 2, [1, 4], 0, 0,
    'First player here may make 2 Space Race attempts (card plays) per turn instead of 1.'),
  spaceBox(3, 'Man in Space', 2, [1, 3], 2, 0),
  spaceBox(4, 'Man in Earth Orbit', 2, [1, 4], 0, 0,
    'The opponent of the first player here must choose and reveal its headline card before this player chooses its own.'),
  spaceBox(5, 'Lunar Orbit', 3, [1, 3], 3, 1),
  spaceBox(6, 'Eagle/Bear Has Landed', 3, [1, 4], 0, 0,
    'First player here may discard its held card at the end of the turn.'),
  spaceBox(7, 'Space Shuttle', 3, [1, 3], 4, 2),
  spaceBox(8, 'Space Station', 4, [1, 2], 2, 0,
    'First player here takes 8 action rounds per turn.'),
]);

/** The last box; a player there makes no further attempts (6.4.6). */
export const SPACE_RACE_FINAL_BOX = 8;

/** Space Race attempts per player per turn... */
export const SPACE_RACE_ATTEMPTS_PER_TURN = 1;
/** ...or this many for the player holding the Animal in Space ability (box 2). */
export const SPACE_RACE_ATTEMPTS_WITH_ANIMAL_IN_SPACE = 2;
export const ANIMAL_IN_SPACE_BOX = 2;
/** The opponent of the first player here headlines first. */
export const MAN_IN_EARTH_ORBIT_BOX = 4;
/** The first player here may discard its held card at the end of the turn. */
export const EAGLE_BEAR_HAS_LANDED_BOX = 6;
/** The first player here takes 8 action rounds per turn. */
export const SPACE_STATION_BOX = 8;

/**
 * SPACE_RACE_BOXES as a plain list (not frozen), for the reads by position: V8 reads a frozen
 * array's elements through its generic keyed-load builtin, about 3.5 times slower (issue 24).
 */
const SPACE_RACE_BOX_LIST: readonly SpaceRaceBox[] = SPACE_RACE_BOXES.slice();

export function spaceRaceBox(box: number): SpaceRaceBox | undefined {
  // Indexed, on the plain list: asked on every space attempt.
  for (let k = 0; k < SPACE_RACE_BOX_LIST.length; k++) if (SPACE_RACE_BOX_LIST[k]!.box === box) return SPACE_RACE_BOX_LIST[k];
  return undefined;
}

// ---- VP track (rules 10.1-10.3) --------------------------------------------------------------

/** Positive = US ahead, negative = USSR ahead. */
export const VP_MIN = -20;
export const VP_MAX = 20;
/** Reaching this many VP wins at once, except during final scoring (10.3). */
export const VP_AUTOMATIC_VICTORY = 20;

// ---- DEFCON (rule 8.1) -----------------------------------------------------------------------

export type DefconLevel = 1 | 2 | 3 | 4 | 5;

export const DEFCON_START = 5;
/** DEFCON never rises above 5 (8.1.2) and improves by 1 at the start of each turn (8.1.6). */
export const DEFCON_MAX = 5;
/** DEFCON 1 is nuclear war: the phasing player loses at once (8.1.3). */
export const DEFCON_GAME_OVER = 1;

/**
 * Regions where coups and realignment rolls are forbidden at each DEFCON level (8.1.5); the
 * subregions inside them are included (2.1.2). DEFCON never restricts placing influence, and
 * "free coup" events ignore these limits (6.3.5). DEFCON 1 ends the game, so it has no entry.
 */
export const DEFCON_FORBIDDEN_REGIONS: Readonly<Record<2 | 3 | 4 | 5, readonly Region[]>> = Object.freeze({
  5: Object.freeze([]),
  4: Object.freeze(['Europe'] as const),
  3: Object.freeze(['Europe', 'Asia'] as const),
  2: Object.freeze(['Europe', 'Asia', 'Middle East'] as const),
});

/**
 * Regions closed to coups and realignments at a DEFCON level: empty at 5 or above; at 1 or below
 * the game is over, so every region is reported closed.
 */
export function defconForbiddenRegions(defcon: number): readonly Region[] {
  if (!(defcon < DEFCON_MAX)) return DEFCON_FORBIDDEN_REGIONS[5];
  if (defcon <= DEFCON_GAME_OVER) return Object.freeze(['Europe', 'Asia', 'Middle East', 'Africa', 'Central America', 'South America'] as const);
  return DEFCON_FORBIDDEN_REGIONS[Math.ceil(defcon) as 2 | 3 | 4];
}

/** True when a coup or realignment in the region is forbidden at the DEFCON level (8.1.5). */
export function isCoupOrRealignForbidden(defcon: number, region: Region): boolean {
  return defconForbiddenRegions(defcon).includes(region);
}

// ---- Military operations (rule 8.2) ----------------------------------------------------------

export const MILITARY_OPS_MIN = 0;
/** The printed track stops at 5: nothing beyond it is recorded (this matters for Arms Race). */
export const MILITARY_OPS_MAX = 5;
/** How I Learned to Stop Worrying (46) credits its player with 5 military operations. */
export const HOW_I_LEARNED_MILITARY_OPS = 5;
/** Military operations credited by each war card's event, by card number (7.6, 8.2.4). */
export const WAR_CARD_MILITARY_OPS: Readonly<Record<number, number>> = Object.freeze({
  11: 2, // Korean War
  13: 2, // Arab-Israeli War
  24: 2, // Indo-Pakistani War
  36: 3, // Brush War
  102: 2, // Iran-Iraq War
});

// ---- Region scoring (rule 10.1) --------------------------------------------------------------

/** VP for controlling a region, or `'win'` where control wins the game (Europe). */
export type ControlAward = number | 'win';

export interface RegionScoring {
  readonly region: Region;
  /** Number of the region's scoring card. */
  readonly cardNumber: number;
  readonly presence: number;
  readonly domination: number;
  readonly control: ControlAward;
  /** VP per battleground the player controls in the region. */
  readonly perBattleground: number;
  /** VP per country the player controls there that touches the enemy superpower space (0 where none exists). */
  readonly perCountryAdjacentToEnemySuperpower: number;
  /** Whether the scoring card prints that bonus (Europe, Asia, Central America). */
  readonly adjacencyBonusPrinted: boolean;
  /** Battlegrounds in the region. */
  readonly battlegrounds: number;
}

function regionScoring(
  region: Region,
  cardNumber: number,
  presence: number,
  domination: number,
  control: ControlAward,
  perCountryAdjacentToEnemySuperpower: number,
  battlegrounds: number,
): RegionScoring {
  return Object.freeze({
    region,
    cardNumber,
    presence,
    domination,
    control,
    perBattleground: 1,
    perCountryAdjacentToEnemySuperpower,
    adjacencyBonusPrinted: perCountryAdjacentToEnemySuperpower > 0,
    battlegrounds,
  });
}

export const REGION_SCORING: Readonly<Record<Region, RegionScoring>> = Object.freeze({
  // Europe: control wins the game outright (also at final scoring).
  Europe: regionScoring('Europe', 2, 3, 7, 'win', 1, 5),
  // Asia includes the Southeast Asia countries.
  Asia: regionScoring('Asia', 1, 3, 7, 9, 1, 6),
  'Middle East': regionScoring('Middle East', 3, 3, 5, 7, 0, 6),
  'Central America': regionScoring('Central America', 37, 1, 3, 5, 1, 3),
  Africa: regionScoring('Africa', 79, 1, 4, 6, 0, 5),
  'South America': regionScoring('South America', 81, 2, 5, 6, 0, 4),
});

/**
 * Countries for which a player scores the +1 adjacency bonus: those touching the enemy
 * superpower space. The US scores for countries next to the USSR and the USSR for countries next to the US.
 */
export const ADJACENCY_BONUS_COUNTRIES: Readonly<Record<Side, readonly string[]>> = Object.freeze({
  US: Object.freeze(['FI', 'PL', 'RO', 'KP', 'AF']),
  USSR: Object.freeze(['CA', 'MX', 'CU', 'JP']),
});

/** Southeast Asia Scoring (38): no tiers, VP per controlled country; net difference applied. */
export const SOUTHEAST_ASIA_SCORING_CARD = 38;
export const SOUTHEAST_ASIA_VP_PER_COUNTRY: Readonly<Record<string, number>> = Object.freeze({
  BU: 1,
  LA: 1,
  VN: 1,
  MY: 1,
  ID: 1,
  PH: 1,
  TH: 2, // Thailand, the one Southeast Asian battleground, is worth 2.
});

/** The holder of The China Card gains this many VP at final scoring. */
export const CHINA_CARD_FINAL_SCORING_VP = 1;

// ---- Turn structure (rule 4) -----------------------------------------------------------------

export const TURNS = 10;

/** Turns of each war; Mid War cards join the deck before turn 4, Late War before turn 8 (4.4). */
export const ERA_TURNS: Readonly<Record<Era, readonly number[]>> = Object.freeze({
  Early: Object.freeze([1, 2, 3]),
  Mid: Object.freeze([4, 5, 6, 7]),
  Late: Object.freeze([8, 9, 10]),
});

/** The war a turn belongs to, or undefined outside turns 1-10. */
export function eraOfTurn(turn: number): Era | undefined {
  if (ERA_TURNS.Early.includes(turn)) return 'Early';
  if (ERA_TURNS.Mid.includes(turn)) return 'Mid';
  if (ERA_TURNS.Late.includes(turn)) return 'Late';
  return undefined;
}

/** A value that holds for a span of turns (both ends included). */
export interface TurnRangeValue {
  readonly fromTurn: number;
  readonly toTurn: number;
  readonly value: number;
}

/** Hand size after the deal; The China Card does not count toward it. */
export const HAND_SIZE_BY_TURN: readonly TurnRangeValue[] = Object.freeze([
  Object.freeze({ fromTurn: 1, toTurn: 3, value: 8 }),
  Object.freeze({ fromTurn: 4, toTurn: 10, value: 9 }),
]);

/** Action rounds per turn (the USSR plays first in each round). */
export const ACTION_ROUNDS_BY_TURN: readonly TurnRangeValue[] = Object.freeze([
  Object.freeze({ fromTurn: 1, toTurn: 3, value: 6 }),
  Object.freeze({ fromTurn: 4, toTurn: 10, value: 7 }),
]);

/** Action rounds for the Space Station holder, and for the US in the turn North Sea Oil (86) is played. */
export const EXTRA_ACTION_ROUNDS = 8;

function valueForTurn(table: readonly TurnRangeValue[], turn: number): number | undefined {
  return table.find((entry) => turn >= entry.fromTurn && turn <= entry.toTurn)?.value;
}

/** A table's value for each turn 0-TURNS (undefined outside its spans), looked up by index: the engine asks every play. */
function valuesByTurn(table: readonly TurnRangeValue[]): readonly (number | undefined)[] {
  return Array.from({ length: TURNS + 1 }, (_, turn) => valueForTurn(table, turn));
}

const HAND_SIZES: readonly (number | undefined)[] = valuesByTurn(HAND_SIZE_BY_TURN);
const ACTION_ROUNDS: readonly (number | undefined)[] = valuesByTurn(ACTION_ROUNDS_BY_TURN);

/** Hand size for a turn (8 in turns 1-3, 9 in turns 4-10), undefined outside the game. */
export function handSizeForTurn(turn: number): number | undefined {
  return Number.isInteger(turn) && turn >= 0 && turn < HAND_SIZES.length ? HAND_SIZES[turn] : valueForTurn(HAND_SIZE_BY_TURN, turn);
}

/** Normal action rounds for a turn (6 in turns 1-3, 7 in turns 4-10), undefined outside the game. */
export function actionRoundsForTurn(turn: number): number | undefined {
  return Number.isInteger(turn) && turn >= 0 && turn < ACTION_ROUNDS.length ? ACTION_ROUNDS[turn] : valueForTurn(ACTION_ROUNDS_BY_TURN, turn);
}

export interface TurnPhase {
  readonly id: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';
  readonly name: string;
}

/** The phases of a turn, in order; final scoring (I) happens only after turn 10. */
export const TURN_PHASES: readonly TurnPhase[] = Object.freeze([
  Object.freeze({ id: 'A', name: 'Improve DEFCON' }),
  Object.freeze({ id: 'B', name: 'Deal cards' }),
  Object.freeze({ id: 'C', name: 'Headline phase' }),
  Object.freeze({ id: 'D', name: 'Action rounds' }),
  Object.freeze({ id: 'E', name: 'Check military operations' }),
  Object.freeze({ id: 'F', name: 'Reveal held card' }),
  Object.freeze({ id: 'G', name: 'Flip The China Card' }),
  Object.freeze({ id: 'H', name: 'Advance turn marker' }),
  Object.freeze({ id: 'I', name: 'Final scoring' }),
] as const);

// ---- Setup (rules 3.2/3.3) ------------------------------------------------------------------

/** Fixed starting influence by country code, for each player. */
export const SETUP_FIXED_INFLUENCE: Readonly<Record<Side, Readonly<Record<string, number>>>> = Object.freeze({
  USSR: Object.freeze({ SY: 1, IQ: 1, KP: 3, DD: 3, FI: 1 }),
  US: Object.freeze({ CA: 2, IR: 1, IL: 1, JP: 1, AU: 4, PH: 1, KR: 1, PA: 1, ZA: 1, UK: 5 }),
});

export interface FreePlacement {
  /** Influence the player places as it likes... */
  readonly amount: number;
  /** ...anywhere in this subregion. */
  readonly subregion: Subregion;
}

/** After the fixed influence, the USSR places 6 in Eastern Europe, then the US 7 in Western Europe. */
export const SETUP_FREE_PLACEMENT: Readonly<Record<Side, FreePlacement>> = Object.freeze({
  USSR: Object.freeze({ amount: 6, subregion: 'Eastern Europe' }),
  US: Object.freeze({ amount: 7, subregion: 'Western Europe' }),
});

/** Total influence on the map after setup: fixed plus free placement (USSR 9 + 6, US 18 + 7). */
export const SETUP_TOTAL_INFLUENCE: Readonly<Record<Side, number>> = Object.freeze({ USSR: 15, US: 25 });

/** The USSR makes its free placement first. */
export const SETUP_PLACES_FIRST: Side = 'USSR';

/** Cards dealt to each player at setup (turn 1 hand size). */
export const SETUP_HAND_SIZE = 8;
/** The China Card starts face up with the USSR. */
export const CHINA_CARD_START_HOLDER: Side = 'USSR';

/** Marker positions at the start of the game. */
export const SETUP_MARKERS = Object.freeze({
  defcon: 5,
  vp: 0,
  turn: 1,
  /** Both players off the Space Race track (box 0). */
  spaceRaceBox: 0,
  militaryOps: 0,
});
