/**
 * `tsn/boardView` (core/src/protocol.ts): everything the board preview shows after a line of an
 * open document. The analysis answers from its replay; with rules checking off there is no replay,
 * and the board is the starting board labelled with the line's round (`boardAtLine`).
 */
import { boardSnapshot, boardView, type BoardSnapshot, type BoardView, type DocumentAnalysis } from '../../../core/src';
import { BOARD_VIEW, isDocumentLineParams } from '../../../core/src/protocol';
import { answer } from './messages';
import type { Workspace } from './workspace';
import { gameLinesToRead, MAX_VIEW_POINTS } from './bounds';

/** The round label of the last game line at or above `line`, or `""` when there is none. */
export function labelAt(analysis: DocumentAnalysis, line: number): string {
  for (let n = Math.min(line, analysis.lineCount - 1); n >= 0; n--) {
    const game = analysis.gameLineAt(n);
    if (game) return game.label.text;
  }
  return '';
}

/** The board after `line` (clamped to the document); the starting board for a negative line. */
export function boardAtLine(analysis: DocumentAnalysis, line: number): BoardSnapshot {
  if (!Number.isInteger(line) || line < 0) return boardSnapshot(analysis.stateAfter(-1), -1, '');
  const at = Math.min(line, Math.max(0, analysis.lineCount - 1));
  // Without the rules (tsn.rules.enabled off) there is no replay: the starting board (the rules'
  // initial state, which is what the analysis then gives for every line), labelled.
  return analysis.boardAt(at) ?? boardSnapshot(analysis.stateAfter(at), at, labelAt(analysis, at));
}

/** The board view of `line` (clamped to the document; negative: before any line). */
export function boardViewAtLine(analysis: DocumentAnalysis, line: number): BoardView {
  // The timeline and each country's changes of the lines nearest the line (a 10 MB file's view was 20 MB).
  return boardView(analysis, Number.isInteger(line) ? line : -1, Math.min(MAX_VIEW_POINTS, gameLinesToRead(analysis)));
}

export function registerBoard(workspace: Workspace): void {
  answer(workspace.connection, BOARD_VIEW, async (params, token) => {
    if (!isDocumentLineParams(params)) return null;
    const analysis = await workspace.analysisWhenReady(params.uri, token);
    return analysis ? boardViewAtLine(analysis, params.line) : null;
  });
}
