/**
 * A keystroke in a large file, in process: the analysis of the edited text given the previous
 * version's (`analyze(edited, undefined, previous)`, as the language server runs it), against a
 * fresh analysis. Prints figures; asserts nothing.
 *
 *   node bench/run.mjs keystroke [--mb 10] [--keys 10]
 */
import { performance } from 'node:perf_hooks';
import { analyze, type DocumentAnalysis } from '../core/src/analysis';
import { manyGames } from './largeFiles';

const args = process.argv.slice(2);
const option = (name: string, otherwise: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : otherwise;
};
const mb = option('--mb', 10);
const keys = option('--keys', 10);

const text = manyGames(mb);
let t0 = performance.now();
let previous: DocumentAnalysis = analyze(text);
const fresh = performance.now() - t0;
const lines = previous.lines.slice();
console.log(`${mb} MB of games: ${lines.length.toLocaleString('en')} lines; opened (fresh analysis) in ${fresh.toFixed(0)} ms`);

/** Where each keystroke lands: the middle game line, the first one, the last one. */
const games = previous.syntax.gameLineNumbers;
const places: [string, number][] = [
  ['middle', games[Math.floor(games.length / 2)]!],
  ['start', games[1]!],
  ['end', games[games.length - 1]!],
];
for (const [where, line] of places) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let k = 0; k < keys; k++) {
    // Type a space at the line's end, then delete it: the text goes back and forth.
    lines[line] = k % 2 === 0 ? `${lines[line]} ` : lines[line]!.slice(0, -1);
    const edited = lines.join('\n');
    t0 = performance.now();
    const cpu = process.cpuUsage();
    previous = analyze(edited, undefined, previous);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(`a keystroke at the ${where} (line ${line + 1}): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, longest ${times[times.length - 1]!.toFixed(0)} ms;`
    + ` CPU time (the process's, collector's threads included) median ${cpuTimes[Math.floor(cpuTimes.length / 2)]!.toFixed(0)} ms (${keys} keystrokes)`);
}
