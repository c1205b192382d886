/**
 * The running score of a game: the tracks after a line (status bar), where VP or DEFCON moved
 * (inlay hints), and each turn's start and end (code lenses). Everything is read from the
 * replay's per-line states and the lines' readings (what each line moved, final scoring after
 * the last line included): nothing here replays a line.
 */
import { firstAtOrAfter } from '../common/search';
import type { GameLine } from '../notation';
import type { GameState } from '../rules';
import type { DocumentAnalysis } from './analysis';
import { lineReading } from './reading';
import type { BoardSnapshot } from './snapshot';
import { NO_REPLAYED_LINES } from './replay';

/** The tracks after a line, in a small object the client shows as it is: fields of the line's board. */
export type LineScore = Pick<BoardSnapshot, 'label' | 'turn' | 'round' | 'vp' | 'defcon' | 'milops' | 'china' | 'result'>;

/**
 * The tracks after `line` (the last game line at or above it; the starting board above the first
 * one); undefined when the rules are off (there is no replay).
 */
export function scoreAt(analysis: DocumentAnalysis, line: number): LineScore | undefined {
  if (!Number.isInteger(line)) return undefined;
  const board = analysis.boardAt(Math.max(-1, line));
  if (!board) return undefined;
  const { label, turn, round, vp, defcon, milops, china, result } = board;
  return { label, turn, round, vp, defcon, milops, china, result };
}

/** A game line after which VP or DEFCON stood elsewhere than before it. */
export interface TrackChange {
  readonly line: number;
  /** The end of the line's text (0-based column), where a hint goes. */
  readonly endCharacter: number;
  /** The VP after the line, when it moved. */
  readonly vp?: number;
  /** DEFCON after the line, when it moved. */
  readonly defcon?: number;
}

/** Every game line (between `fromLine` and `toLine`, inclusive) that moved VP or DEFCON, in order. */
export function trackChanges(analysis: DocumentAnalysis, fromLine = 0, toLine = Number.MAX_SAFE_INTEGER): TrackChange[] {
  const out: TrackChange[] = [];
  const lines = analysis.replay?.lines ?? NO_REPLAYED_LINES;
  const numbers = analysis.replay?.lineNumbers ?? [];
  // From the first line of the range on (the editor asks for the lines on screen of a long file).
  for (let k = firstAtOrAfter(numbers.length, fromLine, (i) => numbers[i]!); k < lines.length; k++) {
    const at = numbers[k]!;
    if (at > toLine) break;
    // What the line moved, as its reading says (final scoring after the last line included).
    const { vp, defcon } = lineReading(analysis, lines.get(k)).facts;
    if (!vp && !defcon) continue;
    const game = analysis.gameLineAt(at);
    out.push({
      line: at,
      endCharacter: game?.range.end.character ?? (analysis.lineText(at)?.length ?? 0),
      ...(vp ? { vp: vp.to } : {}),
      ...(defcon ? { defcon: defcon.to } : {}),
    });
  }
  return out;
}

/** One turn as written: its lines, and the tracks before its first line and after its last. */
export interface TurnScore {
  readonly turn: number;
  readonly first: GameLine;
  readonly last: GameLine;
  readonly start: { readonly vp: number; readonly defcon: number };
  readonly end: { readonly vp: number; readonly defcon: number };
}

/**
 * Each run of game lines of one turn, in file order (a turn written twice makes two runs), with
 * the tracks at its start and end; empty without the rules. Of the first `maxLines` game lines
 * (all by default): no other line is read.
 */
export function turnScores(analysis: DocumentAnalysis, maxLines = Infinity): TurnScore[] {
  const replay = analysis.replay;
  if (!replay) return [];
  const out: TurnScore[] = [];
  let current: { turn: number; first: GameLine; last: GameLine; start: GameState; end: GameState } | undefined;
  const close = () => {
    if (!current) return;
    const { turn, first, last, start, end } = current;
    out.push({ turn, first, last, start: { vp: start.vp, defcon: start.defcon }, end: { vp: end.vp, defcon: end.defcon } });
  };
  const numbers = analysis.syntax.gameLineNumbers;
  for (let k = 0; k < numbers.length && k < maxLines; k++) {
    const line = analysis.gameLineAt(numbers[k]!)!;
    const placed = analysis.replayedAt(numbers[k]!);
    if (placed?.line !== numbers[k]) continue;
    const replayed = placed.replayed;
    // The board after a line: after final scoring for the game's last line.
    const after = lineReading(analysis, replayed).after;
    if (current && current.turn === line.label.turn) {
      current.last = line;
      current.end = after;
      continue;
    }
    close();
    current = { turn: line.label.turn, first: line, last: line, start: replayed.before, end: after };
  }
  close();
  return out;
}
