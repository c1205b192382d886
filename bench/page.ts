/**
 * The exported game page (issue 23): how long an export takes and how large the page is, for the
 * examples, a whole game written by hand to its final scoring, a generated complete 10-turn game
 * and a real game of the digital edition imported (test/fixtures/digital-logs/game-39.txt); and the work the page does in the reader's browser, measured here with the same code:
 * the analysis and the list of plays when it opens, then each step's board. Prints figures;
 * asserts nothing. Needs the build (dist/page/game.js, bin/tsn.js): `npm run build` first.
 *
 *   node bench/run.mjs page
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { analyze, boardView, gameRecord } from '../core/src/analysis';
import { newNonce, renderBoardContent, renderGamePage, renderPlayList, renderScoringTable } from '../core/src/view';
import { importPlaydekLog } from '../core/src/import';
import { generateGame } from './generateGame';
import { runTimes } from './measure';

const SCRIPT = 'dist/page/game.js';
if (!existsSync(SCRIPT) || !existsSync('dist/cli/tsn.js')) {
  console.error(`bench/page: ${SCRIPT} or dist/cli/tsn.js is missing: run "npm run build" first`);
  process.exit(2);
}
const script = readFileSync(SCRIPT, 'utf8');

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed(runs: number, body: () => void): { median: number; max: number } {
  const times = runTimes(runs, body);
  return { median: median(times), max: times[times.length - 1]! };
}

const dir = mkdtempSync(join(tmpdir(), 'tsn-bench-page-'));
const generated = join(dir, 'generated.tsn');
writeFileSync(generated, generateGame(1));
const imported = join(dir, 'game-39.tsn');
writeFileSync(imported, importPlaydekLog(readFileSync('test/fixtures/digital-logs/game-39.txt', 'utf8')).tsn);
const games: [string, string][] = [
  ['examples/game.tsn', 'examples/game.tsn'],
  ['examples/annotated.tsn', 'examples/annotated.tsn'],
  ['fullGame.tsn (by hand, turns 1-10)', 'test/fixtures/games/fullGame.tsn'],
  ['a generated 10-turn game (seed 1)', generated],
  ['a real game imported (game-39, turns 1-10)', imported],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`node ${process.version}; the page's script ${SCRIPT}: ${kb(script.length)} (${script.length.toLocaleString('en')} bytes)\n`);
console.log(`${'game'.padEnd(44)} ${'lines'.padStart(6)} ${'plays'.padStart(6)} ${'page'.padStart(9)} ${'gzip'.padStart(8)} ${'export'.padStart(10)} ${'tsn render'.padStart(11)} ${'page opens'.padStart(11)} ${'a step'.padStart(9)} ${'slowest'.padStart(9)}`);
try {
  for (const [name, file] of games) {
    const text = readFileSync(file, 'utf8');
    const exportOnce = () => renderGamePage({ text, file: basename(file), start: null, script, nonce: newNonce(), version: 'bench' });
    const exporting = timed(50, exportOnce);
    // The command line as a user runs it: a process started, the file read, the page written.
    const out = join(dir, 'page.html');
    const cli: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const run = spawnSync(process.execPath, ['bin/tsn.js', 'render', file, '--format', 'html', '--out', out]);
      cli.push(performance.now() - t0);
      if (run.status !== 0 && run.status !== 1) throw new Error(`tsn render ${file}: ${String(run.stderr)}`);
    }
    const html = readFileSync(out);
    // In the reader's browser: the analysis and the list when the page opens, then each step.
    const opening = timed(20, () => renderPlayList(gameRecord(analyze(text, { rules: true }))));
    const analysis = analyze(text, { rules: true });
    const lines = Array.from(analysis.syntax.gameLineNumbers);
    const steps: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const line of lines) {
        const t0 = performance.now();
        const view = boardView(analysis, line);
        renderBoardContent(view, 'game.tsn') + renderScoringTable(view);
        if (round > 0) steps.push(performance.now() - t0);
      }
    }
    const plays = lines.reduce((n, l) => {
      const line = analysis.gameLineAt(l);
      return n + (line?.ussr?.kind === 'play' ? 1 : 0) + (line?.us?.kind === 'play' ? 1 : 0);
    }, 0);
    const bytes = html.length;
    console.log(`${name.padEnd(44)} ${String(lines.length).padStart(6)} ${String(plays).padStart(6)} ${kb(bytes).padStart(9)} ${kb(gzipSync(html).length).padStart(8)} `
      + `${`${exporting.median.toFixed(2)} ms`.padStart(10)} ${`${median(cli).toFixed(0)} ms`.padStart(11)} ${`${opening.median.toFixed(1)} ms`.padStart(11)} `
      + `${`${median(steps).toFixed(2)} ms`.padStart(9)} ${`${Math.max(...steps).toFixed(1)} ms`.padStart(9)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log('\npage: the file tsn render wrote; export: renderGamePage in process (median of 50); tsn render: the built command line as a process, median of 5;');
console.log('page opens: analysis + list of plays (median of 20); a step: one line\'s board view and board page (median, and the slowest, of every line twice)');
