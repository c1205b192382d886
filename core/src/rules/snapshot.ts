// The board as `tsn state --format json` prints it (docs: spec/cli.md).
import { COUNTRIES } from '../data/countries';
import { controlAt, influenceAt } from './map';
import type { GameState, Side } from './state';

export interface StateJson {
  readonly turn: number;
  readonly round: string;
  readonly defcon: number;
  readonly vp: number;
  readonly milops: { readonly US: number; readonly USSR: number };
  readonly space: { readonly US: number; readonly USSR: number };
  readonly china: { readonly holder: Side; readonly faceUp: boolean };
  readonly influence: Record<string, { readonly US: number; readonly USSR: number }>;
  readonly control: Record<string, Side>;
  readonly effects: string[];
  readonly discard: string[];
  readonly removed: string[];
  readonly hands: { readonly US: string[] | null; readonly USSR: string[] | null };
  readonly result: { readonly winner: Side | null; readonly reason: string; readonly turn: number } | null;
}

export function stateJson(state: GameState): StateJson {
  const influence: Record<string, { US: number; USSR: number }> = {};
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
