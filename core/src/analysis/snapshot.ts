/**
 * The board as it stood after one line of a file: exactly the object `tsn state --format json`
 * prints (rules/snapshot.ts StateJson, docs: /shared/spec/cli.md), plus the line it was taken
 * after and that line's label. The language server sends it to the board preview inside the board
 * view (`tsn/boardView`). Plain JSON data: no editor or LSP imports, so the client's renderer can
 * share the type.
 */
import { stateJson, type GameState, type StateJson } from '../rules';

export interface BoardSnapshot extends StateJson {
  /**
   * The 0-based line the board was taken after: the line asked about (a line holding no play
   * leaves the board as the line above left it). -1 for the board before any line.
   */
  readonly line: number;
  /** The round label of the last game line at or above `line` (`"1.3"`), or `""` when none. */
  readonly label: string;
}

/** The board of `state`, taken after `line` (the starting board: the rules' initial state, line -1). */
export function boardSnapshot(state: GameState, line: number, label: string): BoardSnapshot {
  return { ...stateJson(state), line, label };
}
