// The board as `tsn state --format json` prints it (docs: spec/cli.md): the one JSON form of a
// board, which the preview (analysis/snapshot.ts BoardSnapshot) and the status bar
// (analysis/score.ts LineScore) extend or take fields from.
import { COUNTRIES } from '../data/countries';
import { controlAt, influenceAt } from './map';
import type { GameState, ResultReason, Side, Sides } from './state';

export interface StateJson {
  readonly turn: number;
  /** `"S"`, `"D"`, `"H"`, `"E"` or the action round's number as a string (`"5"`). */
  readonly round: string;
  readonly defcon: number;
  /** As on the VP track: positive for the US, negative for the USSR. */
  readonly vp: number;
  readonly milops: Sides<number>;
  /** Space race box of each side (0 = not on the track yet, 1-8). */
  readonly space: Sides<number>;
  readonly china: { readonly holder: Side; readonly faceUp: boolean };
  /** Every one of the 84 countries, by TSN code, zeros included. */
  readonly influence: Readonly<Record<string, Sides<number>>>;
  /** Only the controlled countries. */
  readonly control: Readonly<Record<string, Side>>;
  /** Codes of the cards whose effect is in force, in the order they came into force. */
  readonly effects: readonly string[];
  /** Codes, in the order they got there. */
  readonly discard: readonly string[];
  readonly removed: readonly string[];
  /** The codes in each hand when the file's deal lines make them known, else null. */
  readonly hands: Sides<readonly string[] | null>;
  /** null while the game goes on; `winner` null for a draw. */
  readonly result: { readonly winner: Side | null; readonly reason: ResultReason; readonly turn: number } | null;
}

export function stateJson(state: GameState): StateJson {
  const influence: Record<string, Sides<number>> = {};
  const control: Record<string, Side> = {};
  COUNTRIES.forEach((country, i) => {
    influence[country.code] = { US: influenceAt(state.influence, i, 'US'), USSR: influenceAt(state.influence, i, 'USSR') };
    const side = controlAt(state.influence, i);
    if (side) control[country.code] = side;
  });
  return {
    turn: state.turn,
    round: String(state.round),
    defcon: state.defcon,
    vp: state.vp,
    milops: { US: state.milops.US, USSR: state.milops.USSR },
    space: { US: state.space.US, USSR: state.space.USSR },
    china: { holder: state.china.holder, faceUp: state.china.faceUp },
    influence,
    control,
    effects: state.effects.map((e) => e.card),
    discard: [...state.discard],
    removed: [...state.removed],
    hands: { US: state.hands.US ? [...state.hands.US] : null, USSR: state.hands.USSR ? [...state.hands.USSR] : null },
    result: state.result ? { winner: state.result.winner, reason: state.result.reason, turn: state.result.turn } : null,
  };
}
