/** Quick fixes: each diagnostic that knows the right text offers to write it. */
import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver';
import type { DiagnosticData } from './convert';
import type { Workspace } from './workspace';

export function quickFixes(params: CodeActionParams): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of params.context.diagnostics) {
    const fix = (diagnostic.data as DiagnosticData | undefined)?.fix;
    if (diagnostic.source !== 'tsn' || !fix) continue;
    actions.push({
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: true,
      edit: { changes: { [params.textDocument.uri]: [{ range: diagnostic.range, newText: fix.newText }] } },
    });
  }
  return actions;
}

export function registerCodeActions(workspace: Workspace): void {
  workspace.connection.onCodeAction((params) => quickFixes(params));
}
