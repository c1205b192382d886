/**
 * Formatting writes each line in canonical TSN. A line with an error is left exactly as it is:
 * reprinting it from a tree that could not read all of it would lose what the user wrote.
 */
import type { Range, TextEdit } from 'vscode-languageserver';
import { printLine, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';

export function formatEdits(analysis: DocumentAnalysis, within?: Range): TextEdit[] {
  const linesWithErrors = new Set<number>();
  for (const d of analysis.diagnostics) {
    if (d.severity !== 'error') continue;
    for (let n = d.range.start.line; n <= d.range.end.line; n++) linesWithErrors.add(n);
  }
  const edits: TextEdit[] = [];
  for (const line of analysis.syntax.lines()) {
    const n = line.range.start.line;
    if (within && (n < within.start.line || n > within.end.line)) continue;
    if (linesWithErrors.has(n) || line.kind === 'invalid' || line.kind === 'replay') continue;
    const current = analysis.lines[n] ?? '';
    const canonical = line.kind === 'blank' ? '' : printLine(line);
    if (canonical !== current) {
      edits.push({ range: { start: { line: n, character: 0 }, end: { line: n, character: current.length } }, newText: canonical });
    }
  }
  return edits;
}

export function registerFormatting(workspace: Workspace): void {
  workspace.connection.onDocumentFormatting(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? formatEdits(analysis) : [];
  });
  workspace.connection.onDocumentRangeFormatting(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? formatEdits(analysis, params.range) : [];
  });
}
