/**
 * The analysis of one TSN file: its syntax tree, its diagnostics and an index from line numbers
 * to parsed lines, so that hover and completion look a line up instead of re-reading the file.
 * It is the thin layer between the pure core (notation, rules) and the editor or the CLI.
 */
import type { Diagnostic } from '../common/diagnostic';
import { splitLines } from '../common/text';
import { parseTsn, type GameLine, type Line, type TsnDocument } from '../notation';

export interface AnalysisOptions {
  /** Replay the game through the rules and report what they forbid (notation is always checked). */
  readonly rules: boolean;
}

export const DEFAULT_OPTIONS: AnalysisOptions = { rules: true };

export interface DocumentAnalysis {
  readonly text: string;
  readonly lines: readonly string[];
  readonly document: TsnDocument;
  readonly diagnostics: readonly Diagnostic[];
  /** The parsed line at a line number. */
  lineAt(line: number): Line | undefined;
  /** The game line at a line number, if that line is one. */
  gameLineAt(line: number): GameLine | undefined;
  /** The turn a line belongs to: its own, or the last game line's above it. */
  turnAt(line: number): number;
}

export function analyze(text: string, options: AnalysisOptions = DEFAULT_OPTIONS): DocumentAnalysis {
  void options;
  const { document, diagnostics } = parseTsn(text);
  const lines = splitLines(text);
  const byLine: (Line | undefined)[] = new Array(lines.length);
  for (const line of document.lines) byLine[line.range.start.line] = line;
  const turnByLine = new Int16Array(lines.length);
  let turn = 1;
  for (let n = 0; n < lines.length; n++) {
    const line = byLine[n];
    if (line?.kind === 'game') turn = line.label.turn;
    turnByLine[n] = turn;
  }
  const sorted = [...diagnostics].sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
  return {
    text,
    lines,
    document,
    diagnostics: sorted,
    lineAt: (n) => byLine[n],
    gameLineAt: (n) => {
      const line = byLine[n];
      return line?.kind === 'game' ? line : undefined;
    },
    turnAt: (n) => turnByLine[Math.max(0, Math.min(n, lines.length - 1))] ?? 1,
  };
}
