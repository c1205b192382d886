#!/usr/bin/env node
// Runs the benchmarks on the code as the extension ships it: each bench/<name>.ts is bundled with
// esbuild the way scripts/build.mjs bundles the language server (CommonJS, node18, no minifying)
// and run with plain node. Running the sources through tsx instead measures tsx's helpers too
// (its `__name` wrapper around every function made the figures about a third slower).
//
//   npm run bench                      all of them: replay, lsp, chess, memory, gaps, tree, import, features, page, choices, folder, keystroke
//   node bench/run.mjs import          the digital edition's game logs imported, beside their check
//   node bench/run.mjs chess [args]    one, with its own arguments
//   node bench/run.mjs gaps [--mb N]   the longest pauses between two steps of the analysis
//   node bench/run.mjs tree [--mb N]   the heap the syntax tree holds, bytes a byte of text
//   node bench/run.mjs features [--mb N]  outline, folding, tokens, lenses, highlights, formatting, board view on large files
//   node bench/run.mjs page            the exported web page: export time, page size, the page's work
//   node bench/run.mjs choices [--games N]  tsn random's games a second, the cost of listing the legal choices at a point
//   node bench/run.mjs folder [--games N] [--rounds N]  tsn check of a folder of 1,000 games on 1 thread
//                                      and on every core (the bundled tsn and its worker threads)
//   node bench/run.mjs keystroke [--mb N] [--keys N] [--start | --comment | --play | --lines] [--shape NAME]  a keystroke in a large file, in process
//   node bench/run.mjs fingerprint     hashes of all the analysis and the features say about a corpus
//                                      (not a benchmark: they must not change when the code gets faster)
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'out', 'bench');
const ALL = ['replay', 'lsp', 'chess', 'memory', 'gaps', 'tree', 'import', 'features', 'page', 'choices', 'folder', 'keystroke'];
/** Run by name only, not by `npm run bench`: checks that a change for speed changes no behaviour. */
const TOOLS = ['fingerprint'];
/** Node's flags for a benchmark: the memory one measures the heap after full collections. */
const NODE_FLAGS = { memory: ['--expose-gc'], tree: ['--expose-gc'] };
/** Benchmarks that run the `tsn` command line as processes: it is bundled beside them (out/bench/cli/), with its worker. */
const RUNS_THE_CLI = ['folder'];

const [name, ...args] = process.argv.slice(2);
const names = name ? [name] : ALL;
mkdirSync(out, { recursive: true });
for (const bench of names) {
  if (!ALL.includes(bench) && !TOOLS.includes(bench)) {
    console.error(`bench/run.mjs: no benchmark "${bench}" (one of ${[...ALL, ...TOOLS].join(', ')})`);
    process.exit(2);
  }
  const outfile = join(out, `${bench}.js`);
  const options = { bundle: true, platform: 'node', format: 'cjs', target: 'node18', sourcemap: true, logLevel: 'warning', define: { __TSN_VERSION__: '"bench"' } };
  await esbuild.build({ ...options, entryPoints: [join(here, `${bench}.ts`)], outfile });
  if (RUNS_THE_CLI.includes(bench)) {
    // As scripts/build.mjs bundles dist/cli/: tsn.js and worker.js side by side.
    const cli = join(here, '..', 'cli', 'src');
    await esbuild.build({ ...options, entryPoints: { tsn: join(cli, 'main.ts'), worker: join(cli, 'worker.ts') }, outdir: join(out, 'cli') });
  }
  const run = spawnSync(process.execPath, [...(NODE_FLAGS[bench] ?? []), '--enable-source-maps', outfile, ...(name ? args : [])], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (names.length > 1) console.log('');
}
