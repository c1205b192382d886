import { firstAtOrAfter, type DocumentAnalysis, type GameLine } from '../../../core/src';

export interface TurnGroup {
  readonly turn: number;
  readonly lines: readonly GameLine[];
}

/**
 * The game lines grouped by turn, in file order (a turn written twice makes two groups): the
 * first `maxLines` of them (all by default; a large file's are parsed again as they are read).
 */
export function turnGroups(analysis: DocumentAnalysis, maxLines = Infinity): TurnGroup[] {
  const groups: { turn: number; lines: GameLine[] }[] = [];
  for (const line of gameLinesWithin(analysis, maxLines)) {
    const last = groups[groups.length - 1];
    if (last && last.turn === line.label.turn) last.lines.push(line);
    else groups.push({ turn: line.label.turn, lines: [line] });
  }
  return groups;
}

/**
 * At most `max` game lines from line `fromLine` through `toLine`, in file order: a large file's
 * are parsed again as they are read, the others never.
 */
export function* gameLinesWithin(analysis: DocumentAnalysis, max: number, fromLine = 0, toLine = Infinity): Generator<GameLine, void, void> {
  const numbers = analysis.syntax.gameLineNumbers;
  let k = firstAtOrAfter(numbers.length, fromLine, (i) => numbers[i]!);
  for (let read = 0; read < max && k < numbers.length && numbers[k]! <= toLine; read++, k++) yield analysis.syntax.gameLine(numbers[k]!)!;
}
