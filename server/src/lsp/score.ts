/**
 * `tsn/scoreAt` (core/src/protocol.ts): the tracks after a line of an open document (turn and round, VP, DEFCON,
 * military operations, the China Card), for the client's status bar item. One small object,
 * read from the analysis's per-line states; null without the rules or for an unknown document.
 */
import { scoreAt } from '../../../core/src';
import { isDocumentLineParams, SCORE_AT } from '../../../core/src/protocol';
import { answer } from './messages';
import type { Workspace } from './workspace';

export function registerScore(workspace: Workspace): void {
  answer(workspace.connection, SCORE_AT, async (params, token) => {
    if (!isDocumentLineParams(params)) return null;
    const analysis = await workspace.analysisWhenReady(params.uri, token);
    return (analysis && scoreAt(analysis, params.line)) ?? null;
  });
}
