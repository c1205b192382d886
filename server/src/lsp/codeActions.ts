/**
 * Quick fixes: each diagnostic that knows the right text offers to write it; a card that cannot be
 * played offers the cards the side can play there (the analysis's legal choices, asked only now).
 */
import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver';
import { playableCardFixes, type DocumentAnalysis, type Fix } from '../../../core/src';
import type { DiagnosticData } from './convert';
import type { Workspace } from './workspace';

export function quickFixes(params: CodeActionParams, analysis?: DocumentAnalysis): CodeAction[] {
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
    if (data.anotherCard && analysis) {
      for (const card of playableCardFixes(analysis, diagnostic.range.start.line, data.anotherCard)) offer(card, false);
    }
  }
  return actions;
}

export function registerCodeActions(workspace: Workspace): void {
  workspace.connection.onCodeAction(async (params, token) => {
    const wanted = params.context.diagnostics.some((d) => (d.data as DiagnosticData | undefined)?.anotherCard);
    const analysis = wanted ? await workspace.analysisWhenReady(params.textDocument.uri, token) : undefined;
    return quickFixes(params, analysis ?? undefined);
  });
}
