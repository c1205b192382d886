#!/usr/bin/env node
// Bundles the extension client, the language server and the `tsn` command line into dist/
// (CommonJS, Node target), the web extension, and the exported game page's script (dist/page/).
// `--watch` rebuilds on change; `--production` minifies and drops maps.
import * as esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { pageBuild } from './page-bundle.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  sourcemap: !production,
  minify: production,
  logLevel: 'info',
  define: {
    __TSN_VERSION__: JSON.stringify(version),
    // The server warms its analysis up on the example game while it starts (server/src/lsp/warmUp.ts).
    __TSN_WARM_UP_GAME__: JSON.stringify(readFileSync(new URL('../examples/game.tsn', import.meta.url), 'utf8')),
  },
};

/** @type {import('esbuild').BuildOptions[]} */
export const nodeBuilds = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client/extension.js', external: ['vscode'] },
  { ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server/server.js' },
  { ...common, entryPoints: ['cli/src/main.ts'], outfile: 'dist/cli/tsn.js' },
  // The command line's worker threads (`tsn check DIR`, `tsn import` of several logs), beside tsn.js.
  { ...common, entryPoints: ['cli/src/worker.ts'], outfile: 'dist/cli/worker.js' },
];

/** The web extension: the client in the browser extension host, the server in a web worker. */
const webCommon = { ...common, platform: 'browser', format: 'cjs', target: 'es2022', mainFields: ['browser', 'module', 'main'] };
export const webBuilds = [
  { ...webCommon, entryPoints: ['client/src/browserExtension.ts'], outfile: 'dist/web/extension.js', external: ['vscode'] },
  { ...webCommon, format: 'iife', entryPoints: ['server/src/browserServer.ts'], outfile: 'dist/web/server.js' },
];

/** The exported game page's script (scripts/page-bundle.mjs), minified whatever the build. */
const pageBuilds = [{ ...pageBuild, define: { __TSN_VERSION__: common.define.__TSN_VERSION__ }, logLevel: 'info' }];

const builds = [...nodeBuilds, ...(existsSync('client/src/browserExtension.ts') ? webBuilds : []), ...pageBuilds];

if (watch) {
  for (const options of builds) (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
