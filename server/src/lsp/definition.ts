/**
 * Go to Definition from a card code: the line where the card last moved (was played, discarded,
 * drawn, removed or passed) before the line the code is on; its own line when that is the card's
 * first move.
 */
import type { Location, Position } from 'vscode-languageserver';
import { lastMoveOf, occurrenceAt, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';

export function definition(analysis: DocumentAnalysis, uri: string, position: Position): Location | null {
  const at = occurrenceAt(analysis, position.line, position.character);
  if (at?.kind !== 'card') return null;
  const moved = lastMoveOf(analysis, at.code, position.line);
  return moved ? { uri, range: moved.range } : null;
}

export function registerDefinition(workspace: Workspace): void {
  workspace.connection.onDefinition(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? definition(analysis, params.textDocument.uri, params.position) : null;
  });
}
