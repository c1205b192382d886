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
