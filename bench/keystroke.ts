/**
 * A keystroke in a large file, in process: the analysis of the edited text given the previous
 * version's (`analyze(edited, undefined, previous)`, as the language server runs it: the text in
 * pieces, which say where the editor wrote, server/src/lsp/document.ts), against a fresh analysis. With `--lines`, the edits add and remove a line instead (a comment line added
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
import { PieceText } from '../core/src/common/pieceText';
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
let pieces = PieceText.of(text);
let t0 = performance.now();
let previous: DocumentAnalysis = analyze(pieces);
const fresh = performance.now() - t0;
const lines = previous.lines.slice();
console.log(`${mb} MB of ${shape}: ${lines.length.toLocaleString('en')} lines; opened (fresh analysis) in ${fresh.toFixed(0)} ms`);

/**
 * Where each keystroke lands: the middle game line, the first one, the last one; in a file
 * without game lines (junk), its middle, first and last lines.
 */
const games = previous.syntax.gameLineNumbers.length > 1 ? previous.syntax.gameLineNumbers : Array.from(lines.keys());
const places: [string, number][] = [
  ['middle', games[Math.floor(games.length / 2)]!],
  // A line added above the first line moves every line, and the line each TSN008 names.
  movesLines ? ['top', 0] : ['start', games[1]!],
  ['end', games[games.length - 1]!],
];
/** Where line `n` starts in the text. */
function lineStart(n: number): number {
  let at = 0;
  for (let k = 0; k < n; k++) at += lines[k]!.length + 1;
  return at;
}

/** Line `line`'s text replaced by `now`, as an editor writes it: the pieces edited where it wrote. */
function rewrite(line: number, now: string, start: number, end: number, inserted: string): PieceText {
  const at = lineStart(line);
  lines[line] = now;
  return pieces.edited(at + start, at + end, inserted);
}

/**
 * The text with line `line` typed at (a space at its end or start, or with `--lines` a comment line
 * above it, or on the blank line `blank` after it) or back as it was.
 */
function edited(line: number, blank: number, forth: boolean): PieceText {
  if (movesLines) {
    // The comment line stands above line `line` or is gone: `lines` is the text without it.
    const at = lineStart(line);
    return forth ? pieces.edited(at, at, '# c\n') : pieces.edited(at, at + '# c\n'.length, '');
  }
  if (inComment || startsPlay) {
    if (blank < 0) return pieces;
    const typed = startsPlay ? '1.1' : '#';
    return forth ? rewrite(blank, typed, 0, 0, typed) : rewrite(blank, '', 0, typed.length, '');
  }
  const was = lines[line]!;
  if (atStart) return forth ? rewrite(line, ` ${was}`, 0, 0, ' ') : rewrite(line, was.slice(1), 0, 1, '');
  return forth ? rewrite(line, `${was} `, was.length, was.length, ' ') : rewrite(line, was.slice(0, -1), was.length - 1, was.length, '');
}
const what = movesLines ? 'a line added or removed above' : atStart ? 'a space typed at the start of' : inComment ? 'a # typed on the blank line after'
  : startsPlay ? 'a round\'s label typed on the blank line after' : 'a keystroke at';
for (const [where, line] of places) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const blank = lines.findIndex((text, n) => n > line && text.trim() === '');
  for (let k = 0; k < keys; k++) {
    // The edit, then its undoing: the text goes back and forth.
    pieces = edited(line, blank, k % 2 === 0);
    t0 = performance.now();
    const cpu = process.cpuUsage();
    previous = analyze(pieces, undefined, previous);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    times.push(performance.now() - t0);
  }
  // The bench's own edits, checked: back as the lines say after an even number of them.
  if (keys % 2 === 0 && pieces.toString() !== lines.join('\n')) throw new Error('bench/keystroke.ts: the edited pieces and the lines differ');
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(`${what} the ${where} (line ${line + 1}): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, longest ${times[times.length - 1]!.toFixed(0)} ms;`
    + ` CPU time (the process's, collector's threads included) median ${cpuTimes[Math.floor(cpuTimes.length / 2)]!.toFixed(0)} ms (${keys} edits)`);
}
