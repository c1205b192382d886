// The exported game page's script (page/src/game.ts) as one browser bundle: the engine, the
// renderer and the host of the board page's script, inlined into every page `tsn render --format
// html` and "TSN: Export Game as Web Page" write. scripts/build.mjs writes it to dist/page/game.js;
// tests and benchmarks that run from the sources make it in memory with `bundlePageScript()`.
// Always minified: its size is the page's size.
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @type {import('esbuild').BuildOptions} */
export const pageBuild = {
  absWorkingDir: ROOT,
  entryPoints: ['page/src/game.ts'],
  outfile: 'dist/page/game.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  sourcemap: false,
  logLevel: 'warning',
};

/**
 * The page's script, made in memory.
 * @param {Record<string, string>} [define] the same `define`s the other bundles get (the version)
 * @returns {Promise<string>}
 */
export async function bundlePageScript(define = {}) {
  const result = await esbuild.build({ ...pageBuild, define, write: false });
  return result.outputFiles[0].text;
}
