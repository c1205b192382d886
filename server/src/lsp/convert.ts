/** Conversions from the core's types to the protocol's. */
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { Diagnostic, Severity } from '../common/diagnostic';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** The quick fix a diagnostic offers travels in its `data`, for the code-action provider. */
export interface DiagnosticData {
  readonly fix?: { readonly title: string; readonly newText: string };
}

export function toLspDiagnostic(d: Diagnostic): LspDiagnostic {
  const out: LspDiagnostic = {
    range: d.range,
    severity: SEVERITY[d.severity],
    code: d.code,
    source: 'tsn',
    message: d.message,
  };
  if (d.fix) out.data = { fix: d.fix } satisfies DiagnosticData;
  return out;
}
