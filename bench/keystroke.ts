/**
 * A keystroke in a large file, in process: the analysis of the edited text given the previous
 * version's (`analyze(edited, undefined, previous)`, as the language server runs it), against a
 * fresh analysis. With `--lines`, the edits add and remove a line instead (a comment line added
 * above the line, then removed: every line below moves, issue 22); with `--start`, the space is
 * typed at the line's start, which moves its label (the checks across lines are made again); with
 * `--comment`, a `#` is typed on the first blank line after it (a blank line made a comment, then
 * blank again); with `--play`, a round's label on that blank line (a line made a game line, then
 * blank again: the keystroke that starts a play typed on a new line); with `--shape`, another of issue 22's contents than games. Prints figures; asserts nothing.
 *
 *   node bench/run.mjs keystroke [--mb 10] [--keys 10] [--lines | --start | --comment | --play] [--shape NAME]   (NAME: paste, or one of largeFiles.ts's shapes)
 */
import { performance } from 'node:perf_hooks';
import { analyze, type DocumentAnalysis } from '../core/src/analysis';
import { LARGE_CONTENTS } from './largeFiles';

const args = process.argv.slice(2);
const option = (name: string, otherwise: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : otherwise;
};
const mb = option('--mb', 10);
const keys = option('--keys', 10);
const movesLines = args.includes('--lines');
const atStart = args.includes('--start');
const inComment = args.includes('--comment');
const startsPlay = args.includes('--play');
const shape = args.includes('--shape') ? args[args.indexOf('--shape') + 1]! : 'games';
if (!LARGE_CONTENTS[shape]) throw new Error(`no shape ${shape}: ${Object.keys(LARGE_CONTENTS).join(', ')}`);

const text = LARGE_CONTENTS[shape]!(mb);
let t0 = performance.now();
let previous: DocumentAnalysis = analyze(text);
const fresh = performance.now() - t0;
const lines = previous.lines.slice();
console.log(`${mb} MB of ${shape}: ${lines.length.toLocaleString('en')} lines; opened (fresh analysis) in ${fresh.toFixed(0)} ms`);

/** Where each keystroke lands: the middle game line, the first one, the last one. */
const games = previous.syntax.gameLineNumbers;
const places: [string, number][] = [
  ['middle', games[Math.floor(games.length / 2)]!],
  // A line added above the first line moves every line, and the line each TSN008 names.
  movesLines ? ['top', 0] : ['start', games[1]!],
  ['end', games[games.length - 1]!],
];
/** The text with line `line` typed at (a space at its end or start, or with `--lines` a comment line above it) or back as it was. */
function edited(line: number, forth: boolean): string {
  if (movesLines) return forth ? [...lines.slice(0, line), '# c', ...lines.slice(line)].join('\n') : lines.join('\n');
  if (inComment || startsPlay) {
    const blank = lines.findIndex((text, n) => n > line && text.trim() === '');
    if (blank >= 0) lines[blank] = forth ? (startsPlay ? '1.1' : '#') : '';
  } else if (atStart) lines[line] = forth ? ` ${lines[line]}` : lines[line]!.slice(1);
  else lines[line] = forth ? `${lines[line]} ` : lines[line]!.slice(0, -1);
  return lines.join('\n');
}
const what = movesLines ? 'a line added or removed above' : atStart ? 'a space typed at the start of' : inComment ? 'a # typed on the blank line after'
  : startsPlay ? 'a round\'s label typed on the blank line after' : 'a keystroke at';
for (const [where, line] of places) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let k = 0; k < keys; k++) {
    // The edit, then its undoing: the text goes back and forth.
    const text = edited(line, k % 2 === 0);
    t0 = performance.now();
    const cpu = process.cpuUsage();
    previous = analyze(text, undefined, previous);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(`${what} the ${where} (line ${line + 1}): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, longest ${times[times.length - 1]!.toFixed(0)} ms;`
    + ` CPU time (the process's, collector's threads included) median ${cpuTimes[Math.floor(cpuTimes.length / 2)]!.toFixed(0)} ms (${keys} edits)`);
}
