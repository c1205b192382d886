/** `tsn state`: the board after a line, as readable text or as the JSON object of shared/spec/cli.md. */
import { COUNTRIES, REGIONS, cardTitle } from '../../core/src/data';
import type { Diagnostic } from '../../core/src/common/diagnostic';
import { analyze } from '../../core/src/analysis';
import { stateJson, type StateJson } from '../../core/src/rules';
import { controlText, resultText, roundName, vpText } from '../../core/src/common/text';

/** The board after line `line` (from 1; default the last), and whether an error stands on a line up to it. */
export function boardAfterLine(text: string, line?: number): { board: StateJson; errors: boolean } {
  const analysis = analyze(text, { rules: true });
  const last = analysis.lines.length - 1;
  const upTo = line === undefined ? last : line - 1;
  return { board: stateJson(analysis.stateAfter(upTo)), errors: stateHasErrors(analysis.diagnostics, upTo) };
}

/** Whether an error stands on one of the lines up to `upTo` (0-based); a failed analysis counts. */
export function stateHasErrors(diagnostics: readonly Diagnostic[], upTo: number): boolean {
  return diagnostics.some((d) => d.severity === 'error' && (d.range.start.line <= upTo || d.code === 'TSN041'));
}


export function formatBoardText(board: StateJson): string {
  const out: string[] = [];
  out.push(`Turn ${board.turn}, ${roundName(board.round)}`);
  out.push(`DEFCON ${board.defcon}   VP ${vpText(board.vp)}   Military operations US ${board.milops.US}, USSR ${board.milops.USSR}   Space race US ${board.space.US}, USSR ${board.space.USSR}`);
  out.push(`China Card: ${board.china.holder}, face ${board.china.faceUp ? 'up' : 'down'}`);
  if (board.effects.length) out.push(`In effect: ${board.effects.map((c) => `${cardTitle(c)} (${c})`).join(', ')}`);
  if (board.result) out.push(`Result: ${resultText(board.result)}`);
  for (const region of REGIONS) {
    const rows = COUNTRIES.filter((c) => c.region === region).flatMap((c) => {
      const inf = board.influence[c.code]!;
      if (!inf.US && !inf.USSR) return [];
      const control = board.control[c.code];
      return [`  ${c.code}  ${c.name.padEnd(22)} US ${String(inf.US).padStart(2)}  USSR ${String(inf.USSR).padStart(2)}${control ? `  ${controlText(control)}` : ''}`];
    });
    if (rows.length) out.push('', `${region}:`, ...rows);
  }
  if (board.discard.length) out.push('', `Discard: ${board.discard.join(' ')}`);
  if (board.removed.length) out.push(`Removed: ${board.removed.join(' ')}`);
  for (const side of ['USSR', 'US'] as const) {
    const hand = board.hands[side];
    if (hand) out.push(`${side} hand: ${hand.join(' ')}`);
  }
  return out.join('\n');
}
