/** `tsn check`: every diagnostic of each file, as compiler-style lines or as JSON (shared/spec/cli.md). */
import type { Diagnostic, Severity } from '../common/diagnostic';
import { analyze } from '../analysis';

export interface FileReport {
  readonly file: string;
  readonly diagnostics: readonly Diagnostic[];
}

export interface JsonDiagnostic {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** The earlier lines the problem follows from (where the card was discarded…), when there are any. */
  readonly related?: readonly JsonLocation[];
}

/** A place in the file the diagnostic points at, with what happened there. */
export interface JsonLocation {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

export function checkText(file: string, text: string, rules = true): FileReport {
  return { file, diagnostics: analyze(text, { rules }).diagnostics };
}

/** Lines and columns count from 1 in the command line's output; columns in UTF-16 units. */
export function toJsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  return {
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
    severity: d.severity,
    code: d.code,
    message: d.message,
    // Added to the contract's fields (shared/spec/cli.md: changed only by adding fields), only when there are any.
    ...(d.related?.length ? {
      related: d.related.map((r) => ({
        line: r.range.start.line + 1, column: r.range.start.character + 1, endLine: r.range.end.line + 1, endColumn: r.range.end.character + 1, message: r.message,
      })),
    } : {}),
  };
}

export function formatText(reports: readonly FileReport[]): string {
  const out: string[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const report of reports) {
    for (const d of report.diagnostics) {
      counts[d.severity]++;
      out.push(`${report.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} ${d.code} ${d.message}`);
    }
  }
  const files = `${reports.length} file${reports.length === 1 ? '' : 's'} checked`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  out.push(`${files}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.information} information, ${plural(counts.hint, 'hint')}`);
  return out.join('\n');
}

export function formatJson(reports: readonly FileReport[]): string {
  return JSON.stringify(reports.map((r) => ({ file: r.file, diagnostics: r.diagnostics.map(toJsonDiagnostic) })), null, 2);
}

export function hasErrors(reports: readonly FileReport[]): boolean {
  return reports.some((r) => r.diagnostics.some((d) => d.severity === 'error'));
}
