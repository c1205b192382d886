/**
 * `tsn check` of a folder of 1,000 games (issue 24), as the bundled command line runs it: on one
 * thread (`--jobs 1`) and on every core (`--jobs` the number of cores; the default leaves one core
 * to the main thread), in interleaved rounds, wall-clock time of the whole process, with the
 * speed-up. The games are generated (bench/generateGame.ts, seeds 1 to 1,000: complete legal
 * 10-turn games). Each round also checks that both print the same and exit
 * the same. Prints figures; asserts nothing else.
 *
 *   node bench/run.mjs folder [--games N] [--rounds N]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateGame } from './generateGame';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const GAMES = option('--games', 1000);
const ROUNDS = option('--rounds', 5);
/** Bundled by bench/run.mjs beside this bench: out/bench/cli/tsn.js and its worker.js. */
const CLI = join(__dirname, 'cli', 'tsn.js');
const cores = availableParallelism();

/**
 * The CPU time, in seconds, of this process's children that have ended (Linux: /proc/self/stat's
 * cutime and cstime, in clock ticks of 1/100 s); undefined elsewhere. It tells a machine busy with
 * other work (the same CPU time, no faster) from threads that do more work.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tsn-bench-folder-'));
try {
  // Ten folders of a hundred, as a club's archive by season.
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const folder = join(dir, `season-${String(Math.floor(i / 100)).padStart(2, '0')}`);
    if (i % 100 === 0) mkdirSync(folder);
    const text = generateGame(i + 1);
    bytes += text.length;
    writeFileSync(join(folder, `game-${String(i + 1).padStart(4, '0')}.tsn`), text);
  }
  console.log(`${GAMES.toLocaleString('en')} generated games (seeds 1-${GAMES}), ${(bytes / 1e6).toFixed(1)} MB, written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`node ${process.version}, ${cores} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`command: node out/bench/cli/tsn.js check DIR --jobs 1, and --jobs ${cores} (every core); ${ROUNDS} interleaved rounds, wall clock\n`);

  const runs: Record<'one' | 'all', number[]> = { one: [], all: [] };
  const cpu: Record<'one' | 'all', number[]> = { one: [], all: [] };
  let reference: string | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [key, args] of [['one', ['--jobs', '1']], ['all', ['--jobs', String(cores)]]] as const) {
      const cpu0 = childrenCpuSeconds();
      const t0 = performance.now();
      const run = spawnSync(process.execPath, [CLI, 'check', dir, ...args], { maxBuffer: 1 << 30 });
      runs[key].push(performance.now() - t0);
      const cpu1 = childrenCpuSeconds();
      if (cpu0 !== undefined && cpu1 !== undefined) cpu[key].push(cpu1 - cpu0);
      const digest = createHash('sha256').update(run.stdout).update('\0').update(run.stderr).update(`\0${run.status}`).digest('hex');
      reference ??= digest;
      if (digest !== reference) throw new Error(`round ${round + 1}, ${key}: the output differs from the first run's`);
      if (run.status !== 0) throw new Error(`the generated games should check with no error: exit ${run.status}\n${run.stdout.toString().slice(0, 2000)}`);
    }
  }
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const one = median(runs.one);
  const all = median(runs.all);
  const cpuText = (key: 'one' | 'all') => (cpu[key].length ? `, CPU ${median(cpu[key]).toFixed(2)} s` : '');
  const line = (label: string, key: 'one' | 'all') =>
    console.log(`${label.padEnd(34)} median ${(median(runs[key]) / 1000).toFixed(2)} s${cpuText(key)}  (${Math.round((GAMES / median(runs[key])) * 1000)} games/s; rounds ${runs[key].map((t) => (t / 1000).toFixed(2)).join(' ')})`);
  line('tsn check DIR --jobs 1', 'one');
  line(`tsn check DIR (${cores} threads)`, 'all');
  console.log(`speed-up ${(one / all).toFixed(2)}x on ${cores} cores; output identical in every round; load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
