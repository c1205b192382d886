/**
 * Document highlight and Find All References for a card or a country code: every place the code
 * is written in the file's game lines, and for a country also each line that changed it without
 * writing it (an event the engine resolved: the line's label stands for it). A highlight is a
 * "write" where the card was played or the country's influence changed, a "read" elsewhere.
 */
import { DocumentHighlightKind, type DocumentHighlight, type Location, type Position } from 'vscode-languageserver';
import { occurrenceAt, occurrencesNear, occurrencesOf, sameRange, unwrittenChangesOf, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';
import { gameLinesToRead, MAX_HIGHLIGHTS, nearest } from './bounds';

export function documentHighlights(analysis: DocumentAnalysis, position: Position): DocumentHighlight[] {
  const at = occurrenceAt(analysis, position.line, position.character);
  if (!at) return [];
  // The MAX_HIGHLIGHTS nearest the cursor, of the game lines nearest it: the editor shows a screen of them.
  return nearest(occurrencesNear(analysis, at.kind, at.code, position.line, gameLinesToRead(analysis)), MAX_HIGHLIGHTS, position.line, (o) => o.range.start.line).map((o) => ({
    range: o.range,
    kind: o.primary ? DocumentHighlightKind.Write : DocumentHighlightKind.Read,
  }));
}

export function references(analysis: DocumentAnalysis, uri: string, position: Position, includeDeclaration = true): Location[] {
  const at = occurrenceAt(analysis, position.line, position.character);
  if (!at) return [];
  const ranges = occurrencesOf(analysis, at.kind, at.code)
    .filter((o) => includeDeclaration || !sameRange(o.range, at.range))
    .map((o) => o.range);
  if (at.kind === 'country') ranges.push(...unwrittenChangesOf(analysis, at.code).map((c) => c.range));
  ranges.sort((a, b) => a.start.line - b.start.line || a.start.character - b.start.character);
  return ranges.map((range) => ({ uri, range }));
}

export function registerReferences(workspace: Workspace): void {
  workspace.connection.onDocumentHighlight(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? documentHighlights(analysis, params.position) : [];
  });
  workspace.connection.onReferences(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? references(analysis, params.textDocument.uri, params.position, params.context.includeDeclaration) : [];
  });
}
