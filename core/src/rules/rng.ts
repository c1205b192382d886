// A small deterministic RNG (mulberry32) for the few random choices the engine makes itself
// (the order of a reshuffled deck). Same seed, same sequence: replays are reproducible.

/** Next 32-bit state and a float in [0, 1). */
function nextRandom(seed: number): { readonly seed: number; readonly value: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { seed: next, value };
}

/** A generator of floats in [0, 1) from a seed, the same sequence as `nextRandom`'s: for scripts and tests that draw many numbers. */
export function randomSource(seed: number): () => number {
  let state = seed | 0;
  return () => {
    const next = nextRandom(state);
    state = next.seed;
    return next.value;
  };
}

/** A shuffled copy (Fisher-Yates) and the seed after it. */
export function shuffled<T>(items: readonly T[], seed: number): { readonly items: T[]; readonly seed: number } {
  const out = items.slice();
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextRandom(s);
    s = r.seed;
    const j = Math.floor(r.value * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, seed: s };
}
