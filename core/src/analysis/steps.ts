/**
 * Work on long lists in bounded steps: generators that pause (yield) after a fixed amount of work
 * (items compared or moved), so that the analysis of a huge file never runs long between pauses.
 */

/** Items sorted, merged or scanned between two pauses. */
export const ITEMS_PER_STEP = 20_000;

/**
 * Sorts `items` in place as `items.sort(compare)` does (stably: equal items keep their order),
 * pausing every ITEMS_PER_STEP items compared or moved. A natural merge sort: the ascending runs
 * already in the list (the diagnostics of a parse and of a replay come in line order) are merged
 * pairwise, so a list of a few sorted runs costs a few passes.
 */
export function* sortSteps<T>(items: T[], compare: (a: T, b: T) => number): Generator<void, void, void> {
  const order = yield* sortedOrderSteps(items.length, (i, j) => compare(items[i]!, items[j]!));
  if (order) yield* permuteSteps(items, order);
}

/** `items` rearranged so that item k is the one that stood at `order[k]`. */
function* permuteSteps<T>(items: T[], order: Int32Array): Generator<void, void, void> {
  const was = items.slice();
  for (let k = 0; k < items.length; k++) {
    if (k > 0 && k % ITEMS_PER_STEP === 0) yield;
    items[k] = was[order[k]!]!;
  }
}

/**
 * The stable sorted order of `n` items that `compare` compares by index: a natural merge sort of
 * their indices, pausing every ITEMS_PER_STEP comparisons or moves; undefined when they are in order.
 */
export function* sortedOrderSteps(n: number, compare: (i: number, j: number) => number): Generator<void, Int32Array | undefined, void> {
  if (n < 2) return undefined;
  let work = 0;
  // The starts of the runs, and n at the end.
  let bounds: number[] = [0];
  for (let i = 1; i < n; i++) {
    if (compare(i - 1, i) > 0) bounds.push(i);
    if (++work >= ITEMS_PER_STEP) { work = 0; yield; }
  }
  bounds.push(n);
  if (bounds.length === 2) return undefined;
  let from = new Int32Array(n);
  for (let k = 0; k < n; k++) from[k] = k;
  let to = new Int32Array(n);
  while (bounds.length > 2) {
    const merged: number[] = [];
    for (let r = 0; r + 1 < bounds.length; r += 2) {
      const lo = bounds[r]!;
      const mid = bounds[r + 1]!;
      const hi = r + 2 < bounds.length ? bounds[r + 2]! : mid;
      merged.push(lo);
      let i = lo;
      let j = mid;
      let k = lo;
      while (k < hi) {
        // Ties take the left run's item first: stable.
        to[k++] = j >= hi || (i < mid && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (++work >= ITEMS_PER_STEP) { work = 0; yield; }
      }
    }
    merged.push(n);
    bounds = merged;
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}
