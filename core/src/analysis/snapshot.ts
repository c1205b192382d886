/**
 * The board as it stood after one line of a file: exactly the object `tsn state --format json`
 * prints (docs: /shared/spec/cli.md), plus the line it was taken after and that line's label.
 * The language server sends it to the board preview inside the board view (`tsn/boardView`). Plain JSON data: no
 * editor or LSP imports, so the client's renderer can share the type.
 */
import { COUNTRIES, DEFCON_START, SETUP_MARKERS, CHINA_CARD_START_HOLDER, type Player } from '../data';

export type SnapshotSide = Player;

export interface SideValues<T> {
  US: T;
  USSR: T;
}

/** Why the game ended, as `tsn state` writes it. */
export type SnapshotResultReason = 'vp' | 'defcon' | 'europe' | 'final-scoring' | 'scoring-card-held';

export interface SnapshotResult {
  /** null: a draw. */
  winner: SnapshotSide | null;
  /** One of SnapshotResultReason; typed as a string so that the engine's JSON fits as it is. */
  reason: SnapshotResultReason | (string & {});
  turn: number;
}

export interface BoardSnapshot {
  turn: number;
  /** `"S"`, `"D"`, `"H"`, `"E"` or the action round's number as a string (`"5"`). */
  round: string;
  defcon: number;
  /** As on the VP track: positive for the US, negative for the USSR. */
  vp: number;
  milops: SideValues<number>;
  /** Space race box of each side (0 = not on the track yet, 1-8). */
  space: SideValues<number>;
  china: { holder: SnapshotSide; faceUp: boolean };
  /** Every one of the 84 countries, by TSN code, zeros included. */
  influence: Record<string, SideValues<number>>;
  /** Only the controlled countries. */
  control: Record<string, SnapshotSide>;
  /** Codes of the cards whose effect is in force, in the order they came into force. */
  effects: string[];
  /** Codes, in the order they got there. */
  discard: string[];
  removed: string[];
  /** The codes in each hand when the file's deal lines make them known, else null. */
  hands: SideValues<string[] | null>;
  /** null while the game goes on. */
  result: SnapshotResult | null;
  /**
   * The 0-based line the board was taken after: the line asked about (a line holding no play
   * leaves the board as the line above left it). -1 for the board before any line.
   */
  line: number;
  /** The round label of the last game line at or above `line` (`"1.3"`), or `""` when none. */
  label: string;
}

/**
 * Who controls a country: a side with at least `stability` influence there and at least
 * `stability` more than the other side (rule 2.1.4); null when neither does.
 */
export function controllerOf(stability: number, us: number, ussr: number): SnapshotSide | null {
  if (us >= stability && us - ussr >= stability) return 'US';
  if (ussr >= stability && ussr - us >= stability) return 'USSR';
  return null;
}

/** The control map of an influence map: only the controlled countries, in table order. */
export function controlMap(influence: Readonly<Record<string, SideValues<number>>>): Record<string, SnapshotSide> {
  const control: Record<string, SnapshotSide> = {};
  for (const country of COUNTRIES) {
    const here = influence[country.code];
    if (!here) continue;
    const side = controllerOf(country.stability, here.US, here.USSR);
    if (side) control[country.code] = side;
  }
  return control;
}

/**
 * The board at the start of the game, before any line: the fixed starting influence (rules
 * 3.2/3.3, without the free placements, which the setup line writes), DEFCON 5, VP 0, no
 * military operations, both sides off the space race, the China Card face up with the USSR.
 */
export function initialBoard(): BoardSnapshot {
  const influence: Record<string, SideValues<number>> = {};
  for (const country of COUNTRIES) influence[country.code] = { US: country.startInfluence.US, USSR: country.startInfluence.USSR };
  return {
    turn: SETUP_MARKERS.turn,
    round: 'S',
    defcon: DEFCON_START,
    vp: SETUP_MARKERS.vp,
    milops: { US: SETUP_MARKERS.militaryOps, USSR: SETUP_MARKERS.militaryOps },
    space: { US: SETUP_MARKERS.spaceRaceBox, USSR: SETUP_MARKERS.spaceRaceBox },
    china: { holder: CHINA_CARD_START_HOLDER, faceUp: true },
    influence,
    control: controlMap(influence),
    effects: [],
    discard: [],
    removed: [],
    hands: { US: null, USSR: null },
    result: null,
    line: -1,
    label: '',
  };
}
