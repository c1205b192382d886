/** Timing shared by the benchmarks. */
import { performance } from 'node:perf_hooks';

/** `body`'s run times in milliseconds, sorted: `runs` of them, after up to 20 runs to warm up. */
export function runTimes(runs: number, body: () => void): number[] {
  for (let i = 0; i < Math.min(20, runs); i++) body();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    body();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
