/**
 * The longest pauses of the analysis of a large file: the time between two yields of
 * `analyzeSteps` (what one slice of the language server may overrun by), on a file of distinct
 * complete games and on a messy paste, opened and then edited at the top. Prints figures.
 *
 *   node bench/run.mjs gaps [--mb N]
 */
import { performance } from 'node:perf_hooks';
import { analyzeSteps, type DocumentAnalysis } from '../server/src/analysis';
import { randomSource } from '../server/src/rules/rng';
import { generateGame } from './generateGame';

const MB = Number(process.argv[process.argv.indexOf('--mb') + 1]) || 2;

function manyGames(mb: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let seed = 1; size < mb * 1e6; seed++) {
    const game = generateGame(seed);
    parts.push(game);
    size += game.length + 1;
  }
  return parts.join('\n');
}

function messyPaste(mb: number): string {
  const random = randomSource(11);
  const junk = ['hello world', '1.9   NAS#IR6+3 ; —', '[Event Twilight]', '3.2   XXX@ZZ9 ;', ';;;;', '1.1   NAS#IR6+3', 'SUE#IR3+1 ; DUC@ D3'];
  const parts: string[] = [];
  let size = 0;
  for (let seed = 1; size < mb * 1e6; seed++) {
    const lines = generateGame(seed).split('\n').map((line) => {
      const r = random();
      if (r < 0.05) return junk[Math.floor(random() * junk.length)]!;
      if (r < 0.15 && line.length > 2) {
        const at = Math.floor(random() * line.length);
        return line.slice(0, at) + line.slice(at + 1);
      }
      return line;
    });
    const text = lines.join('\n');
    parts.push(text);
    size += text.length + 1;
  }
  return parts.join('\n');
}

function measure(label: string, text: string, previous?: DocumentAnalysis): DocumentAnalysis {
  const steps = analyzeSteps(text, undefined, previous);
  const gaps: { ms: number; step: number }[] = [];
  const t0 = performance.now();
  let last = t0;
  let step = 0;
  for (;;) {
    const next = steps.next();
    const t = performance.now();
    gaps.push({ ms: t - last, step });
    last = t;
    step++;
    if (next.done) {
      const total = t - t0;
      const worst = [...gaps].sort((a, b) => b.ms - a.ms).slice(0, 5).map((g) => `${g.ms.toFixed(0)}ms@${g.step}`).join(', ');
      const sorted = gaps.map((g) => g.ms).sort((a, b) => a - b);
      const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
      console.log(`${label.padEnd(22)} total ${total.toFixed(0)} ms, steps ${step}, max gap ${sorted[sorted.length - 1]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${worst})`);
      return next.value;
    }
  }
}

const games = manyGames(MB);
console.log(`node ${process.version}; ${MB} MB\n`);
const open = measure('games: open', games);
measure('games: edit top', '# c\n' + games, open);
const paste = messyPaste(MB);
const openPaste = measure('paste: open', paste);
measure('paste: edit top', '# c\n' + paste, openPaste);
