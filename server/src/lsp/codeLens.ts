/**
 * Code lenses: above the first line of each turn, the VP and DEFCON at its start and at its end
 * (`Turn 2: VP US +1 → USSR +3 · DEFCON 4 → 3`). Plain text: the lens runs no command.
 */
import type { CodeLens } from 'vscode-languageserver';
import { turnScores, vpText, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';
import { gameLinesToRead, MAX_CODE_LENSES } from './bounds';

function change(before: string | number, after: string | number): string {
  return before === after ? `${after}` : `${before} → ${after}`;
}

/** The lenses of the turns of the first game lines (gameLinesToRead), at most MAX_CODE_LENSES. */
export function codeLenses(analysis: DocumentAnalysis): CodeLens[] {
  return turnScores(analysis, gameLinesToRead(analysis)).slice(0, MAX_CODE_LENSES).map((turn) => ({
    range: turn.first.label.range,
    command: {
      title: `Turn ${turn.turn}: VP ${change(vpText(turn.start.vp), vpText(turn.end.vp))} · DEFCON ${change(turn.start.defcon, turn.end.defcon)}`,
      // An empty command: the lens is shown as text and does nothing when clicked.
      command: '',
    },
  }));
}

export function registerCodeLens(workspace: Workspace): void {
  workspace.connection.onCodeLens(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? codeLenses(analysis) : [];
  });
}
