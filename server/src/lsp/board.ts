/**
 * `tsn/boardAt`: the board as it stood after a line of an open document, for the board preview.
 * The analysis answers from its replay (`boardAt(line)`); with rules checking off there is no
 * replay, and the answer is the starting board labelled with the line's round.
 */
import { boardView, initialBoard, type BoardSnapshot, type BoardView, type DocumentAnalysis } from '../analysis';
import type { Workspace } from './workspace';

export const BOARD_AT_REQUEST = 'tsn/boardAt';

export interface BoardAtParams {
  /** The document's URI, as the client knows it. */
  readonly uri: string;
  /** 0-based line: the board after this line. */
  readonly line: number;
}

/** The round label of the last game line at or above `line`, or `""` when there is none. */
export function labelAt(analysis: DocumentAnalysis, line: number): string {
  for (let n = Math.min(line, analysis.lines.length - 1); n >= 0; n--) {
    const game = analysis.gameLineAt(n);
    if (game) return game.label.text;
  }
  return '';
}

/** The board after `line` (clamped to the document); the starting board for a negative line. */
export function boardAtLine(analysis: DocumentAnalysis, line: number): BoardSnapshot {
  if (!Number.isInteger(line) || line < 0) return initialBoard();
  const at = Math.min(line, Math.max(0, analysis.lines.length - 1));
  // Without the rules (tsn.rules.enabled off) there is no replay: the starting board, labelled.
  const board = analysis.boardAt(at);
  if (board) return board;
  return { ...initialBoard(), line: at, label: labelAt(analysis, at) };
}

function isParams(value: unknown): value is BoardAtParams {
  const params = value as Partial<BoardAtParams> | null;
  return typeof params?.uri === 'string' && typeof params.line === 'number';
}

export function registerBoard(workspace: Workspace): void {
  workspace.connection.onRequest(BOARD_AT_REQUEST, async (params: unknown, token): Promise<BoardSnapshot | null> => {
    if (!isParams(params)) return null;
    const analysis = await workspace.analysisWhenReady(params.uri, token);
    return analysis ? boardAtLine(analysis, params.line) : null;
  });
  registerBoardView(workspace);
}

/** `tsn/boardView`: everything the board preview's map shows about a line (one request per cursor move). */
export const BOARD_VIEW_REQUEST = 'tsn/boardView';

/** The board view of `line` (clamped to the document; negative: before any line). */
export function boardViewAtLine(analysis: DocumentAnalysis, line: number): BoardView {
  return boardView(analysis, Number.isInteger(line) ? line : -1);
}

export function registerBoardView(workspace: Workspace): void {
  workspace.connection.onRequest(BOARD_VIEW_REQUEST, async (params: unknown, token): Promise<BoardView | null> => {
    if (!isParams(params)) return null;
    const analysis = await workspace.analysisWhenReady(params.uri, token);
    return analysis ? boardViewAtLine(analysis, params.line) : null;
  });
}
