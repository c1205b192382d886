/** Timing for the benchmarks: runs `body` after a warm-up and prints its median and 95th percentile. */
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

/** Prints `label` with the median and p95 of `runs` timed runs (and a rate per second when `per` is given); returns the median in ms. */
export function measure(label: string, runs: number, body: () => void, per?: { count: number; unit: string }): number {
  const times = runTimes(runs, body);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const rate = per ? `  ${Math.round((per.count / median) * 1000).toLocaleString('en')} ${per.unit}/s` : '';
  console.log(`${label.padEnd(52)} median ${median.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms${rate}`);
  return median;
}
