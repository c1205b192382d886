/** The last of `items` (sorted by line) at or above line `n`, by binary search; undefined above the first. */
export function lastAtOrAbove<T>(items: ArrayLike<T>, n: number, lineOf: (item: T) => number): T | undefined {
  let lo = 0;
  let hi = items.length - 1;
  let found: T | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const candidate = items[mid]!;
    if (lineOf(candidate) <= n) { found = candidate; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}

/**
 * The indices [from, to) of at most `max` of `count` items in line order, centred on the first
 * item at or after line `n` (`lineAt(i)`: item i's line): the part of a long list nearest a place.
 */
export function windowAround(count: number, max: number, n: number, lineAt: (index: number) => number): { from: number; to: number } {
  if (count <= max) return { from: 0, to: count };
  const from = Math.max(0, Math.min(count - max, firstAtOrAfter(count, n, lineAt) - (max >> 1)));
  return { from, to: from + max };
}

/** The index of the first of `count` items in line order at or after line `n` (`lineAt(i)`: item i's line); `count` when none is. */
export function firstAtOrAfter(count: number, n: number, lineAt: (index: number) => number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lineAt(mid) < n) low = mid + 1; else high = mid;
  }
  return low;
}
