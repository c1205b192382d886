/** Quick fixes: each diagnostic that knows the right text offers to write it. */
import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver';
import type { Fix } from '../../../core/src/common/diagnostic';
import type { DiagnosticData } from './convert';
import type { Workspace } from './workspace';

export function quickFixes(params: CodeActionParams): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const diagnostic of params.context.diagnostics) {
    const data = diagnostic.data as DiagnosticData | undefined;
    if (diagnostic.source !== 'tsn' || !data) continue;
    const offer = (fix: Fix, isPreferred: boolean) => actions.push({
      title: fix.title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred,
      edit: { changes: { [params.textDocument.uri]: [{ range: diagnostic.range, newText: fix.newText }] } },
    });
    // The one right answer is preferred; of several possible ones, none is.
    if (data.fix) offer(data.fix, true);
    for (const alternative of data.alternatives ?? []) offer(alternative, false);
  }
  return actions;
}

export function registerCodeActions(workspace: Workspace): void {
  workspace.connection.onCodeAction((params) => quickFixes(params));
}
