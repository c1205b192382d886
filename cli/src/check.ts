/** `tsn check`: every diagnostic of each file, as compiler-style lines or as JSON (shared/spec/cli.md). */
import { analysisFailure, analyze, CODES, describeError, range, splitLines, type Diagnostic, type Severity } from '../../core/src';

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
  const notText = notTextDiagnostic(text);
  if (notText) return { file, diagnostics: [notText] };
  return { file, diagnostics: analyze(text, { rules }).diagnostics };
}

/** What checking one input gave: its report, or why it could not be read (said on standard error). */
export type FileOutcome = { readonly report: FileReport } | { readonly unreadable: string };

/**
 * Reads and checks one input, on the main thread or on a worker thread alike. `read` throws when
 * the input cannot be read (`reasonOf` says why); a check that throws (a bug outside the analysis's
 * own guard) fails that file alone, reported as the analysis reports its own failures (TSN041).
 */
export function checkFile(file: string, read: (path: string) => string, reasonOf: (e: unknown) => string, rules: boolean, check: (file: string, text: string, rules: boolean) => FileReport = checkText): FileOutcome {
  let text: string;
  try {
    text = read(file);
  } catch (e) {
    return { unreadable: reasonOf(e) };
  }
  try {
    return { report: check(file, text, rules) };
  } catch (e) {
    return { report: failedReport(file, describeError(e)) };
  }
}

/** The report of a file whose check failed (a bug): one TSN041 error saying why. */
export function failedReport(file: string, why: string): FileReport {
  return { file, diagnostics: [analysisFailure(why, false)] };
}

/**
 * A text with a zero character is no text file (an image, an archive, a file in an encoding the
 * bytes do not tell): one error at the first zero (TSN044), rather than a line of errors per line
 * of bytes; undefined for a text. `tsn state` and `tsn render` say it too.
 */
export function notTextDiagnostic(text: string): Diagnostic | undefined {
  const at = text.indexOf('\u0000');
  if (at < 0) return undefined;
  const before = splitLines(text.slice(0, at));
  const line = before.length - 1;
  const column = before[line]!.length;
  return {
    range: range(line, column, column + 1), severity: CODES.TSN044.severity, code: 'TSN044',
    message: 'This file is not text: it holds a zero byte, as binary files do. A TSN file is text, in UTF-8 (or UTF-16 with its byte order mark).',
  };
}

/**
 * A file's bytes as text, decoded as VS Code decodes them: UTF-16 LE or BE by its byte order mark,
 * or when the first bytes show a zero beside each character (ASCII written in UTF-16 without a
 * mark), else UTF-8. The decoder drops its encoding's byte order mark.
 */
export function decodeFileBytes(bytes: Uint8Array): string {
  return new TextDecoder(encodingOf(bytes)).decode(bytes);
}

function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample >= 2) {
    let evenZeros = 0, oddZeros = 0;
    for (let i = 0; i < sample; i += 2) {
      if (bytes[i] === 0) evenZeros++;
      if (bytes[i + 1] === 0) oddZeros++;
    }
    const pairs = sample / 2;
    if (oddZeros === pairs && evenZeros === 0) return 'utf-16le';
    if (evenZeros === pairs && oddZeros === 0) return 'utf-16be';
  }
  return 'utf-8';
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

/** The text report, line by line (a large file's report is written as it goes, never joined whole). */
export function* formatTextLines(reports: readonly FileReport[]): Generator<string> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, information: 0, hint: 0 };
  for (const report of reports) {
    for (const d of report.diagnostics) {
      counts[d.severity]++;
      yield `${report.file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.severity} ${d.code} ${d.message}`;
    }
  }
  const files = `${reports.length} file${reports.length === 1 ? '' : 's'} checked`;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  yield `${files}: ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.information} information, ${plural(counts.hint, 'hint')}`;
}

export function formatText(reports: readonly FileReport[]): string {
  return [...formatTextLines(reports)].join('\n');
}

const indented = (value: unknown, spaces: string) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${spaces}`);

/**
 * The JSON report in pieces that join with newlines into `JSON.stringify(…, null, 2)` of it: one
 * piece per diagnostic, so that the report of a 32 MB file is never one string (issue 22: "Invalid
 * string length").
 */
export function* formatJsonPieces(reports: readonly FileReport[]): Generator<string> {
  if (reports.length === 0) { yield '[]'; return; }
  yield '[';
  for (const [r, report] of reports.entries()) {
    const fileEnd = r + 1 < reports.length ? ',' : '';
    if (report.diagnostics.length === 0) {
      yield `  {\n    "file": ${JSON.stringify(report.file)},\n    "diagnostics": []\n  }${fileEnd}`;
      continue;
    }
    yield `  {\n    "file": ${JSON.stringify(report.file)},\n    "diagnostics": [`;
    const last = report.diagnostics.length - 1;
    for (const [k, d] of report.diagnostics.entries()) yield `      ${indented(toJsonDiagnostic(d), '      ')}${k < last ? ',' : ''}`;
    yield `    ]\n  }${fileEnd}`;
  }
  yield ']';
}

export function formatJson(reports: readonly FileReport[]): string {
  return [...formatJsonPieces(reports)].join('\n');
}

export function hasErrors(reports: readonly FileReport[]): boolean {
  return reports.some((r) => r.diagnostics.some((d) => d.severity === 'error'));
}
