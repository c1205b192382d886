/**
 * The longest pauses of the analysis of a large file: the time between two yields of
 * `analyzeSteps` (what one slice of the language server may overrun by), on a file of distinct
 * complete games and on a messy paste (or on one of issue 22's shapes), opened, then edited at the
 * top (a line added) and in the middle (a space typed at the end of the middle line, then deleted,
 * twice: the first keystroke after opening takes the full path). Prints figures.
 *
 *   node bench/run.mjs gaps [--mb N] [--shape NAME]   (NAME: paste, or one of largeFiles.ts's shapes)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyzeSteps, type DocumentAnalysis } from '../core/src/analysis';
import { parseTsnSteps } from '../core/src/notation';
import { LARGE_CONTENTS } from './largeFiles';

const MB = Number(process.argv[process.argv.indexOf('--mb') + 1]) || 2;
const SHAPE = process.argv.includes('--shape') ? process.argv[process.argv.indexOf('--shape') + 1] : undefined;

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
      const cpuTotal = gaps.reduce((sum, g) => sum + g.cpu, 0);
      console.log(`${label.padEnd(22)} total ${total.toFixed(0)} ms (CPU ${cpuTotal.toFixed(0)} ms), steps ${step}, max gap ${sorted[sorted.length - 1]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${worst})`);
      // The parse's steps (the last one ends the parse, and on older versions began the replay), then the rest.
      console.log(`${''.padEnd(22)} the parse's: ${describe(gaps.slice(0, parsing + 1).map((g) => g.ms))}; after it: ${describe(gaps.slice(parsing + 1).map((g) => g.ms))}`);
      // The process's CPU time in a step (its threads', the garbage collector's included): a long
      // pause with little CPU was the machine's load, not the step's work.
      console.log(`${''.padEnd(22)} CPU time a step of the parse: ${describe(gaps.slice(0, parsing + 1).map((g) => g.cpu))}; after it: ${describe(gaps.slice(parsing + 1).map((g) => g.cpu))}`);
      return next.value;
    }
  }
}

/** Opened, then a line added at its top, then keystrokes in the middle; nothing of it is held afterwards (a full collection of a heap holding several would be measured). */
function openAndEdit(label: string, text: string): void {
  const opened = measure(`${label}: open`, text);
  measure(`${label}: edit top`, '# c\n' + text, opened);
  const lines = text.split('\n');
  const middle = lines.length >> 1;
  let previous = opened;
  for (let key = 1; key <= 4; key++) {
    // A space typed at the middle line's end, then deleted: the text goes back and forth.
    lines[middle] = key % 2 === 1 ? `${lines[middle]} ` : lines[middle]!.slice(0, -1);
    previous = measure(`${label}: key ${key} mid`, lines.join('\n'), previous);
  }
}

if (SHAPE !== undefined && !LARGE_CONTENTS[SHAPE]) {
  console.error(`no shape named "${SHAPE}": ${Object.keys(LARGE_CONTENTS).join(', ')}`);
  process.exit(2);
}
console.log(`node ${process.version}; ${MB} MB; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
for (const name of SHAPE !== undefined ? [SHAPE] : ['games', 'paste']) openAndEdit(name, LARGE_CONTENTS[name]!(MB));
