/**
 * Publishes each document's diagnostics as soon as its analysis is done: at once after opening
 * and after each edit, with no fixed delay. The analysis of a long file runs in slices and an
 * edit drops the analysis of the version before it, so a burst of keystrokes costs no more than
 * the last one's analysis. At most MAX_PUBLISHED diagnostics go out per file, then one saying how
 * many more there are (a pasted 5 MB file can have hundreds of thousands).
 */
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CODES, diagnosticList, type Diagnostic, type DiagnosticList } from '../../../core/src';
import type { Workspace } from './workspace';
import { logFailure } from './guard';
import { toLspDiagnostic, type ConvertOptions } from './convert';

export const MAX_PUBLISHED = 1000;

/**
 * The diagnostics to publish: the first MAX_PUBLISHED in file order, then one that counts the rest.
 * Only those published are made as objects (issue 22: the analysis keeps them compactly).
 */
export function boundedDiagnostics(all: DiagnosticList | readonly Diagnostic[], options: ConvertOptions = {}, max = MAX_PUBLISHED): LspDiagnostic[] {
  const diagnostics = diagnosticList(all);
  const convert = (d: Diagnostic) => toLspDiagnostic(d, options);
  const shown: LspDiagnostic[] = [];
  for (let i = 0; i < Math.min(max, diagnostics.length); i++) shown.push(convert(diagnostics.at(i)));
  if (diagnostics.length <= max) return shown;
  const rest = diagnostics.length - max;
  const first = diagnostics.at(max);
  // Those past the first `max`: the list's count less the shown ones' (a large file's store counts its errors once).
  let errors = diagnostics.errorCount();
  for (let i = 0; i < max; i++) if (diagnostics.severityOf(i) === 'error') errors--;
  shown.push(convert({
    range: first.range, severity: CODES.TSN042.severity, code: 'TSN042',
    message: `${rest} more problem${rest === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'}) from here on ${rest === 1 ? 'is' : 'are'} not shown: only the first ${max} of a file are. Fix these, or run "tsn check" on the file for the full list.`,
  }));
  return shown;
}

export function registerDiagnostics(workspace: Workspace): { validateAll(): void } {
  /** The version each document's diagnostics were last published (or are being computed) for. */
  const requested = new Map<string, { version: number; rules: boolean }>();

  const publish = (document: TextDocument, force = false) => {
    const rules = workspace.currentSettings.rules.enabled;
    const last = requested.get(document.uri);
    if (!force && last && last.version === document.version && last.rules === rules) return;
    requested.set(document.uri, { version: document.version, rules });
    workspace.analysisSoon(document).then((analysis) => {
      const current = workspace.documents.get(document.uri);
      // Dropped for a newer version, or closed: the newer version publishes its own.
      if (!analysis || !current || current.version !== document.version) return;
      void workspace.connection.sendDiagnostics({
        uri: current.uri,
        version: current.version,
        diagnostics: boundedDiagnostics(analysis.problems, { uri: current.uri, diagnosticsDoc: workspace.diagnosticsDoc }),
      });
    }).catch((error: unknown) => {
      requested.delete(document.uri);
      logFailure(workspace.connection, `publishing the diagnostics of ${document.uri}`, error);
    });
  };

  workspace.documents.onDidOpen((e) => publish(e.document));
  workspace.documents.onDidChangeContent((e) => publish(e.document));
  workspace.documents.onDidClose((e) => {
    requested.delete(e.document.uri);
    workspace.forget(e.document.uri);
    void workspace.connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  return {
    validateAll() {
      for (const document of workspace.documents.all()) publish(document, true);
    },
  };
}
