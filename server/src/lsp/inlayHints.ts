/**
 * Inlay hints: after each game line that moved VP or DEFCON, where they stand after it
 * (`VP US +2 · DEFCON 3`), only the track that moved. Setting `tsn.inlayHints.enabled`.
 */
import { InlayHintKind, type InlayHint, type Range } from 'vscode-languageserver';
import { trackChanges, vpText, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';

/** The hints for the game lines within `range` (every line when omitted). */
export function inlayHints(analysis: DocumentAnalysis, range?: Range): InlayHint[] {
  return trackChanges(analysis, range?.start.line, range?.end.line).map((change) => {
    const parts: string[] = [];
    if (change.vp !== undefined) parts.push(`VP ${vpText(change.vp)}`);
    if (change.defcon !== undefined) parts.push(`DEFCON ${change.defcon}`);
    return {
      position: { line: change.line, character: change.endCharacter },
      label: parts.join(' · '),
      kind: InlayHintKind.Parameter,
      paddingLeft: true,
      tooltip: 'After this line (TSN: the running score; setting tsn.inlayHints.enabled)',
    };
  });
}

export function registerInlayHints(workspace: Workspace): void {
  workspace.connection.languages.inlayHint.on(async (params, token) => {
    if (!workspace.currentSettings.inlayHints.enabled) return [];
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? inlayHints(analysis, params.range) : [];
  });
}
