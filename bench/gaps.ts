/**
 * The longest pauses of the analysis of a large file: the time between two yields of
 * `analyzeSteps` (what one slice of the language server may overrun by), on a file of distinct
 * complete games and on a messy paste, opened and then edited at the top. Prints figures.
 *
 *   node bench/run.mjs gaps [--mb N]
 */
import { performance } from 'node:perf_hooks';
import { analyzeSteps, type DocumentAnalysis } from '../core/src/analysis';
import { parseTsnSteps } from '../core/src/notation';
import { manyGames, messyPaste } from './largeFiles';

const MB = Number(process.argv[process.argv.indexOf('--mb') + 1]) || 2;

/** The pauses of the parse alone (with the same previous parse): its steps come first in the analysis's. */
function parsePauses(text: string, previous?: DocumentAnalysis): number {
  const steps = parseTsnSteps(text, previous?.parse);
  let pauses = 0;
  while (!steps.next().done) pauses++;
  return pauses;
}

function describe(gaps: readonly number[]): string {
  if (gaps.length === 0) return 'none';
  const sorted = [...gaps].sort((a, b) => a - b);
  return `${gaps.length} steps, max ${sorted[sorted.length - 1]!.toFixed(1)} ms, p99 ${sorted[Math.floor(sorted.length * 0.99)]!.toFixed(1)} ms, median ${sorted[sorted.length >> 1]!.toFixed(2)} ms`;
}

function measure(label: string, text: string, previous?: DocumentAnalysis): DocumentAnalysis {
  const parsing = parsePauses(text, previous);
  const steps = analyzeSteps(text, undefined, previous);
  const gaps: { ms: number; step: number; cpu: number }[] = [];
  const t0 = performance.now();
  let last = t0;
  let lastCpu = process.cpuUsage();
  let step = 0;
  for (;;) {
    const next = steps.next();
    const t = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    lastCpu = process.cpuUsage();
    gaps.push({ ms: t - last, step, cpu: (cpu.user + cpu.system) / 1000 });
    last = t;
    step++;
    if (next.done) {
      const total = t - t0;
      const worst = [...gaps].sort((a, b) => b.ms - a.ms).slice(0, 5).map((g) => `${g.ms.toFixed(0)}ms@${g.step}`).join(', ');
      const sorted = gaps.map((g) => g.ms).sort((a, b) => a - b);
      const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
      console.log(`${label.padEnd(22)} total ${total.toFixed(0)} ms, steps ${step}, max gap ${sorted[sorted.length - 1]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${worst})`);
      // The parse's steps (the last one ends the parse, and on older versions began the replay), then the rest.
      console.log(`${''.padEnd(22)} the parse's: ${describe(gaps.slice(0, parsing + 1).map((g) => g.ms))}; after it: ${describe(gaps.slice(parsing + 1).map((g) => g.ms))}`);
      // The process's CPU time in a step (its threads', the garbage collector's included): a long
      // pause with little CPU was the machine's load, not the step's work.
      console.log(`${''.padEnd(22)} CPU time a step of the parse: ${describe(gaps.slice(0, parsing + 1).map((g) => g.cpu))}; after it: ${describe(gaps.slice(parsing + 1).map((g) => g.cpu))}`);
      return next.value;
    }
  }
}

console.log(`node ${process.version}; ${MB} MB\n`);
/** Opened, then a line added at its top; nothing of it is held afterwards (a full collection of a heap holding several would be measured). */
function openAndEdit(label: string, text: string): void {
  const opened = measure(`${label}: open`, text);
  measure(`${label}: edit top`, '# c\n' + text, opened);
}
openAndEdit('games', manyGames(MB));
openAndEdit('paste', messyPaste(MB));
