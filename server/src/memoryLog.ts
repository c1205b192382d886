/**
 * The server's memory over time, for measuring (issue 22): with TSN_SERVER_MEMORY_LOG=FILE in its
 * environment, the Node server appends a line every MEMORY_LOG_MS to FILE: milliseconds since it
 * started, then resident memory, the heap's committed and used size, the young generation's and
 * the large objects' committed size, and memory outside the heap (buffers), all in MB. The
 * peak's make-up (live data, garbage, young generation or buffers) can be read from it.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

export const MEMORY_LOG_VARIABLE = 'TSN_SERVER_MEMORY_LOG';

/** How often a line is written: timers fire between two slices of an analysis (workspace.ts). */
const MEMORY_LOG_MS = 20;

const MB = 1024 * 1024;

function committed(space: string): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === space)?.space_size ?? 0;
}

/** One line of the log: the figures at `ms` after the start. */
export function memoryLine(ms: number): string {
  const usage = process.memoryUsage();
  const figures = [usage.rss, usage.heapTotal, usage.heapUsed, committed('new_space'), committed('large_object_space'), usage.external];
  return `${ms}\t${figures.map((bytes) => (bytes / MB).toFixed(1)).join('\t')}\n`;
}

/**
 * Starts the log when the environment names a file, and returns what stops it (undefined when
 * there is none). The timer does not keep the process alive.
 */
export function startMemoryLog(env: NodeJS.ProcessEnv = process.env): (() => void) | undefined {
  const file = env[MEMORY_LOG_VARIABLE];
  if (!file) return undefined;
  const started = Date.now();
  writeFileSync(file, 'ms\trss\theap\theapUsed\tyoung\tlargeObjects\texternal\n');
  const timer = setInterval(() => appendFileSync(file, memoryLine(Date.now() - started)), MEMORY_LOG_MS);
  timer.unref();
  return () => clearInterval(timer);
}
