/**
 * Caps on what a feature answers for a large document (issue 22: a 10 MB file's outline was a
 * 106 MB answer, its board view 20 MB): an editor shows a few screens of a list, so past these
 * counts a feature answers the part nearest the place asked about, or the first part with a
 * note saying how much was left out.
 */
import { KEEP_TREE_UP_TO, windowAround, type DocumentAnalysis } from '../../../core/src';

export const MAX_FOLDING_RANGES = 5_000;
export const MAX_CODE_LENSES = 1_000;
export const MAX_HIGHLIGHTS = 1_000;
export const MAX_SEMANTIC_TOKENS = 100_000;
/** The board view's timeline points and each country's changes: the ones nearest the line shown. */
export const MAX_VIEW_POINTS = 2_000;

/**
 * The game lines a capped feature reads (outline, folding, semantic tokens, code lenses,
 * highlights, the board view's chart): a feature that read them all before capping its answer
 * took seconds on 10 MB. A file over 1 MB (KEEP_TREE_UP_TO) keeps no tree and each line read
 * is parsed again (~12 µs a game line): there a feature reads fewer, so that one answer holds
 * the server for no more than ~15 ms (another file's hover waits that long). By the text's size,
 * not by whether the tree is kept: the answers are the same either way.
 */
export const MAX_GAME_LINES_READ = 5_000;
export const MAX_GAME_LINES_PARSED_AGAIN = 1_000;

/** How many game lines a capped feature reads of this document. */
export function gameLinesToRead(analysis: DocumentAnalysis): number {
  return analysis.textLength > KEEP_TREE_UP_TO ? MAX_GAME_LINES_PARSED_AGAIN : MAX_GAME_LINES_READ;
}
/** The tag lines the outline and folding read: a header's, not those of every game of an archive. */
export const MAX_TAGS_READ = 100;

/**
 * The `max` items nearest `line` (by `lineOf`), kept in their order; all of them when there are
 * no more than `max`.
 */
export function nearest<T>(items: readonly T[], max: number, line: number, lineOf: (item: T) => number): T[] {
  const { from, to } = windowAround(items.length, max, line, (i) => lineOf(items[i]!));
  return items.slice(from, to);
}
