/**
 * `tsn/scoreAt`: the tracks after a line of an open document (turn and round, VP, DEFCON,
 * military operations, the China Card), for the client's status bar item. One small object,
 * read from the analysis's per-line states; null without the rules or for an unknown document.
 */
import { scoreAt, type LineScore } from '../analysis';
import type { Workspace } from './workspace';

export const SCORE_AT_REQUEST = 'tsn/scoreAt';

export interface ScoreAtParams {
  readonly uri: string;
  /** 0-based line: the tracks after this line. */
  readonly line: number;
}

function isParams(value: unknown): value is ScoreAtParams {
  const params = value as Partial<ScoreAtParams> | null;
  return typeof params?.uri === 'string' && typeof params.line === 'number';
}

export function registerScore(workspace: Workspace): void {
  workspace.connection.onRequest(SCORE_AT_REQUEST, async (params: unknown, token): Promise<LineScore | null> => {
    if (!isParams(params)) return null;
    const analysis = await workspace.analysisWhenReady(params.uri, token);
    return (analysis && scoreAt(analysis, params.line)) ?? null;
  });
}
