/**
 * Formatting writes each line in canonical TSN. A line with an error is left exactly as it is:
 * reprinting it from a tree that could not read all of it would lose what the user wrote.
 * A range is formatted by reading its lines only; a whole document of more than
 * MAX_FORMATTED_LINES lines is refused with a message (issue 22: a 10 MB file took 7 s), and a
 * smaller one is formatted in slices, so that other requests are answered meanwhile.
 */
import type { CancellationToken, Range, TextEdit } from 'vscode-languageserver';
import { firstAtOrAfter, printLine, type DocumentAnalysis } from '../../../core/src';
import { runSliced, type Workspace } from './workspace';

/** The most lines Format Document rewrites at once (about 2 MB of games). */
export const MAX_FORMATTED_LINES = 100_000;

/** Lines formatted between two pauses of `formatSteps`. */
const LINES_PER_STEP = 500;

/** What Format Document says of a document it will not format whole. */
export function tooLongToFormat(lines: number): string {
  return `TSN: this file has ${lines.toLocaleString('en')} lines; Format Document formats up to ${MAX_FORMATTED_LINES.toLocaleString('en')}. Select the lines to format and use Format Selection.`;
}

export function formatEdits(analysis: DocumentAnalysis, within?: Range): TextEdit[] {
  const steps = formatSteps(analysis, within);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The edits that format the lines of `within` (every line when omitted), pausing every LINES_PER_STEP lines. */
export function* formatSteps(analysis: DocumentAnalysis, within?: Range): Generator<void, TextEdit[], void> {
  const from = within ? Math.max(0, within.start.line) : 0;
  const to = within ? Math.min(within.end.line, analysis.lineCount - 1) : analysis.lineCount - 1;
  const linesWithErrors = new Set<number>();
  // Diagnostics are in file order: those that start after the last line cannot cover it. Only
  // the errors are made as objects (the analysis keeps them compactly).
  const { problems } = analysis;
  const after = firstAtOrAfter(problems.length, to + 1, (i) => problems.lineOf(i));
  for (let k = 0; k < after; k++) {
    if (problems.severityOf(k) !== 'error' || problems.endLineOf(k) < from) continue;
    const d = problems.at(k);
    for (let n = Math.max(from, d.range.start.line); n <= Math.min(to, d.range.end.line); n++) linesWithErrors.add(n);
  }
  const edits: TextEdit[] = [];
  for (let n = from; n <= to; n++) {
    if (n > from && (n - from) % LINES_PER_STEP === 0) yield;
    const line = analysis.syntax.line(n);
    if (!line || linesWithErrors.has(n) || line.kind === 'invalid' || line.kind === 'replay') continue;
    const current = analysis.lineText(n) ?? '';
    const canonical = line.kind === 'blank' ? '' : printLine(line);
    if (canonical !== current) {
      edits.push({ range: { start: { line: n, character: 0 }, end: { line: n, character: current.length } }, newText: canonical });
    }
  }
  return edits;
}

/** The edits, computed in slices; none when the request is cancelled meanwhile. */
function* cancellable(steps: Generator<void, TextEdit[], void>, token: CancellationToken): Generator<void, TextEdit[], void> {
  for (;;) {
    if (token.isCancellationRequested) return [];
    const next = steps.next();
    if (next.done) return next.value;
    yield;
  }
}

export function registerFormatting(workspace: Workspace): void {
  workspace.connection.onDocumentFormatting(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    if (!analysis) return [];
    if (analysis.lineCount > MAX_FORMATTED_LINES) {
      void workspace.connection.window.showWarningMessage(tooLongToFormat(analysis.lineCount));
      return [];
    }
    return runSliced(cancellable(formatSteps(analysis), token));
  });
  workspace.connection.onDocumentRangeFormatting(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? runSliced(cancellable(formatSteps(analysis, params.range), token)) : [];
  });
}
