/**
 * The status bar's words for a score (`$(pulse) 3.4 · VP US +2 · DEFCON 3 · MilOps 2/1 · China US`)
 * and its tooltip. Pure: no `vscode` import, so the unit tests read it directly.
 */
import type { LineScore } from '../../core/src/protocol';
import { resultText, vpText } from '../../core/src/common/text';

/** The item's text and tooltip for a score. */
export function scoreText(score: LineScore): { text: string; tooltip: string } {
  const china = `China ${score.china.holder}${score.china.faceUp ? '' : ' (face down)'}`;
  const milops = `MilOps ${score.milops.USSR}/${score.milops.US}`;
  const where = score.label ? `${score.label} · ` : '';
  const text = `$(pulse) ${where}VP ${vpText(score.vp)} · DEFCON ${score.defcon} · ${milops} · ${china}`;
  const over = score.result ? `\nGame over: ${resultText(score.result)}.` : '';
  const tooltip = `${score.label ? `After ${score.label}` : 'Before the first line'} (turn ${score.turn}): VP ${vpText(score.vp)}, DEFCON ${score.defcon}, military operations USSR ${score.milops.USSR}, US ${score.milops.US}; the China Card with the ${score.china.holder}, face ${score.china.faceUp ? 'up' : 'down'}.${over}\nClick to open the board preview.`;
  return { text, tooltip };
}
