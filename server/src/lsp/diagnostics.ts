/** Publishes each document's diagnostics as it changes, a moment after the typing stops. */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Workspace } from './workspace';
import { toLspDiagnostic } from './convert';

/** Long enough to let a burst of keystrokes settle, short enough to feel live. */
const DEBOUNCE_MS = 120;

export function registerDiagnostics(workspace: Workspace): { validateAll(): void } {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const publish = (document: TextDocument) => {
    const current = workspace.documents.get(document.uri);
    if (!current) return;
    const analysis = workspace.analysisOf(current);
    void workspace.connection.sendDiagnostics({
      uri: current.uri,
      version: current.version,
      diagnostics: analysis.diagnostics.map((d) => toLspDiagnostic(d, { uri: current.uri, diagnosticsDoc: workspace.diagnosticsDoc })),
    });
  };

  const schedule = (document: TextDocument, delay: number) => {
    clearTimeout(timers.get(document.uri));
    timers.set(document.uri, setTimeout(() => {
      timers.delete(document.uri);
      publish(document);
    }, delay));
  };

  workspace.documents.onDidOpen((e) => schedule(e.document, 0));
  workspace.documents.onDidChangeContent((e) => schedule(e.document, DEBOUNCE_MS));
  workspace.documents.onDidClose((e) => {
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    workspace.forget(e.document.uri);
    void workspace.connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  return {
    validateAll() {
      for (const document of workspace.documents.all()) schedule(document, 0);
    },
  };
}
