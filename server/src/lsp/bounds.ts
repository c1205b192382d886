/**
 * Caps on what a feature answers for a large document (issue 22: a 10 MB file's outline was a
 * 106 MB answer, its board view 20 MB): an editor shows a few screens of a list, so past these
 * counts a feature answers the part nearest the place asked about, or the first part with a
 * note saying how much was left out.
 */
export const MAX_OUTLINE_LINES = 5_000;
export const MAX_FOLDING_RANGES = 5_000;
export const MAX_CODE_LENSES = 1_000;
export const MAX_HIGHLIGHTS = 1_000;
export const MAX_SEMANTIC_TOKENS = 100_000;
/** The board view's timeline points and each country's changes: the ones nearest the line shown. */
export const MAX_VIEW_POINTS = 2_000;

/**
 * The `max` items nearest `line` (by `lineOf`), kept in their order; all of them when there are
 * no more than `max`.
 */
export function nearest<T>(items: readonly T[], max: number, line: number, lineOf: (item: T) => number): T[] {
  if (items.length <= max) return items.slice();
  // The items are in file order: the window of `max` around the first at or after `line`.
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lineOf(items[mid]!) < line) low = mid + 1; else high = mid;
  }
  const start = Math.max(0, Math.min(items.length - max, low - (max >> 1)));
  return items.slice(start, start + max);
}
