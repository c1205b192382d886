/** Conversions from the core's types to the protocol's. */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { codeAnchor, DIAGNOSTICS_DOC_LINES, type Diagnostic, type Fix, type Severity, type Side } from '../../../core/src';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** The quick fixes a diagnostic offers travel in its `data`, for the code-action provider. */
export interface DiagnosticData {
  /** The one right replacement, offered as the preferred fix. */
  readonly fix?: Fix;
  /** Further replacements when there are several (the countries in reach). */
  readonly alternatives?: readonly Fix[];
  /** The side whose card cannot be played: the fixes are the cards it can play there, asked of the analysis when offered. */
  readonly anotherCard?: Side;
}

export interface ConvertOptions {
  /** The document the diagnostic is in: its related locations point into it. */
  readonly uri?: string;
  /** docs/diagnostics.md, where each code links to its entry (`codeDescription`); none when unknown. */
  readonly diagnosticsDoc?: string;
}

/**
 * The link to a code's entry in docs/diagnostics.md: on the web (GitHub renders the file) its
 * heading's anchor; to the packaged file, its heading's line (`#L23`), which the editor opens the
 * file at (it follows no Markdown anchor: the file would open at its top).
 */
export function codeLink(doc: string, code: string): string {
  const file = doc.replace(/#.*$/, '');
  const line = DIAGNOSTICS_DOC_LINES[code];
  return /^https?:/i.test(file) || line === undefined ? `${file}#${codeAnchor(code)}` : `${file}#L${line}`;
}

export function toLspDiagnostic(d: Diagnostic, options: ConvertOptions = {}): LspDiagnostic {
  const out: LspDiagnostic = {
    range: d.range,
    severity: SEVERITY[d.severity],
    code: d.code,
    source: 'tsn',
    message: d.message,
  };
  if (options.diagnosticsDoc) out.codeDescription = { href: codeLink(options.diagnosticsDoc, d.code) };
  if (d.related?.length && options.uri) {
    const uri = options.uri;
    out.relatedInformation = d.related.map((r) => ({ location: { uri, range: r.range }, message: r.message }));
  }
  if (d.fix || d.alternatives?.length || d.anotherCard) {
    out.data = {
      ...(d.fix ? { fix: d.fix } : {}), ...(d.alternatives?.length ? { alternatives: d.alternatives } : {}), ...(d.anotherCard ? { anotherCard: d.anotherCard } : {}),
    } satisfies DiagnosticData;
  }
  return out;
}
