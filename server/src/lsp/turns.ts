import type { DocumentAnalysis, GameLine } from '../../../core/src';

export interface TurnGroup {
  readonly turn: number;
  readonly lines: readonly GameLine[];
}

/** The game lines grouped by turn, in file order (a turn written twice makes two groups). */
export function turnGroups(analysis: DocumentAnalysis): TurnGroup[] {
  const groups: { turn: number; lines: GameLine[] }[] = [];
  for (const line of analysis.syntax.gameLines()) {
    const last = groups[groups.length - 1];
    if (last && last.turn === line.label.turn) last.lines.push(line);
    else groups.push({ turn: line.label.turn, lines: [line] });
  }
  return groups;
}
