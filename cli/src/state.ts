/** `tsn state`: the board after a line, as readable text or as the JSON object of shared/spec/cli.md. */
import {
  analyze, cardTitle, controlText, COUNTRIES, partReadingsAt, REGIONS, resultText, roundName, scoringJson, scoringText,
  stateJson, vpText, type Diagnostic, type DocumentAnalysis, type RegionScoreJson, type StateJson,
} from '../../core/src';

/** `tsn state --format json`: the board (shared/spec/cli.md), and how each region scores on it. */
export interface StateOutput extends StateJson {
  /** Each region as its scoring card scores it on this board (after final scoring: as final scoring did), by region. */
  readonly scoring: Record<string, RegionScoreJson>;
}

/** What `tsn state` says about line `line` (from 1; default the last): the board, the line's reading, and whether an error stands on a line up to it. */
export interface StateReport {
  readonly board: StateOutput;
  /** The heading: which line the board is after. */
  readonly heading: string;
  /** The line's reading, a paragraph per part, and the breakdown of each region it scored. */
  readonly reading: readonly string[];
  readonly scored: readonly string[];
  readonly errors: boolean;
}

export function stateReport(analysis: DocumentAnalysis, line?: number): StateReport {
  const last = analysis.lineCount - 1;
  const upTo = line === undefined ? last : line - 1;
  const state = analysis.stateAfter(upTo);
  const game = analysis.syntax.gameLineAtOrAbove(upTo);
  const parts = game ? partReadingsAt(analysis, game) : [];
  const finalScoring = parts.some((p) => p.side === null && p.text.startsWith('Final scoring'));
  const where = `turn ${state.turn}, ${roundName(state.round)}`;
  const heading = game
    ? `After ${game.label.text}${finalScoring ? ' and final scoring' : ''} (${where})`
    : `Before the first game line: the starting board (${where})`;
  return {
    board: { ...stateJson(state), scoring: scoringJson(state) },
    heading,
    reading: parts.map((p) => p.text),
    scored: parts.flatMap((p) => p.scores.map(scoringText)),
    errors: stateHasErrors(analysis.diagnostics, upTo),
  };
}

/** The board after line `line` (from 1; default the last), and whether an error stands on a line up to it. */
export function boardAfterLine(text: string, line?: number): StateReport {
  return stateReport(analyze(text, { rules: true }), line);
}

/** Whether an error stands on one of the lines up to `upTo` (0-based); a failed analysis counts. */
export function stateHasErrors(diagnostics: readonly Diagnostic[], upTo: number): boolean {
  return diagnostics.some((d) => d.severity === 'error' && (d.range.start.line <= upTo || d.code === 'TSN041'));
}


/** The report as readable text: which line, what it did, the board, and any region it scored broken down. */
export function formatStateText(report: StateReport): string {
  const out = [report.heading, ...report.reading.map((r) => `  ${r}`), '', formatBoardText(report.board)];
  if (report.scored.length) out.push('', 'Scored:', ...report.scored.map((s) => `  ${s}`));
  return out.join('\n');
}

export function formatBoardText(board: StateJson): string {
  const out: string[] = [];
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
