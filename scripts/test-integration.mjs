#!/usr/bin/env node
// Runs the integration tests (test/integration/) inside a real VS Code.
//
//   1. needs the extension built (`npm run build`); only if dist/client/extension.js is missing
//      does it run scripts/build.mjs itself
//   2. bundles test/integration/suite/index.ts and each *.test.ts into dist/test/integration/suite/
//   3. runs scripts/vscode-host/setup.sh (Debian packages and code-server; quick once done)
//   4. runs the tests with @vscode/test-electron's runTests, whose "VS Code executable" is
//      scripts/vscode-host/vscode-shim.mjs: the tests run in code-server driven by headless
//      Chromium, since no desktop VS Code can be downloaded here. With VSCODE_EXECUTABLE_PATH set
//      to a real VS Code, the same run uses that instead and skips step 3.
//
// Exits with the tests' exit code: 0 when all passed, non-zero otherwise (2: timed out).
// env: see scripts/vscode-host/run-ext-tests.mjs (TEST_TIMEOUT_MS, VERBOSE, ...); TSN_TEST_GREP
//      runs only the tests whose title matches.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { runTests, TestRunFailedError } from '@vscode/test-electron';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITE_SRC = path.join(ROOT, 'test/integration/suite');
const SUITE_OUT = path.join(ROOT, 'dist/test/integration/suite');
const WORKSPACE = path.join(ROOT, 'test/integration/workspace');
const SHIM = path.join(ROOT, 'scripts/vscode-host/vscode-shim.mjs');
const t0 = Date.now();
const say = (/** @type {string} */ message) => console.log(`[test-integration ${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}`);

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`test-integration: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

// 1. the extension
if (!existsSync(path.join(ROOT, 'dist/client/extension.js'))) {
  say('dist/client/extension.js is missing: running scripts/build.mjs');
  run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
}

// 2. the tests: one CommonJS bundle per entry (vscode and mocha stay external: the extension host
//    provides `vscode`, and mocha is loaded from node_modules so that the test files and index.js
//    share the one instance whose suite they register in)
const entryPoints = readdirSync(SUITE_SRC, { recursive: true, encoding: 'utf8' })
  .filter((name) => name === 'index.ts' || name.endsWith('.test.ts'))
  .map((name) => path.join(SUITE_SRC, name));
rmSync(path.dirname(SUITE_OUT), { recursive: true, force: true }); // no stale tests of deleted files
await esbuild.build({
  entryPoints,
  outbase: SUITE_SRC,
  outdir: SUITE_OUT,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['vscode', 'mocha'],
  logLevel: 'warning',
});
say(`bundled ${entryPoints.length} test module(s) into ${path.relative(ROOT, SUITE_OUT)}/`);

// 3 and 4. the VS Code to run them in, and the run
let vscodeExecutablePath = process.env.VSCODE_EXECUTABLE_PATH;
if (!vscodeExecutablePath) {
  run('bash', [path.join(ROOT, 'scripts/vscode-host/setup.sh')]);
  // test-electron spawns the shim directly: make sure a checkout did not lose its execute bit.
  try { accessSync(SHIM, constants.X_OK); } catch { chmodSync(SHIM, 0o755); }
  vscodeExecutablePath = SHIM;
}

say(`running the tests in ${vscodeExecutablePath === SHIM ? 'code-server (via vscode-shim.mjs)' : vscodeExecutablePath}`);
let exitCode;
try {
  exitCode = await runTests({
    vscodeExecutablePath,
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: path.join(SUITE_OUT, 'index.js'),
    launchArgs: [WORKSPACE, '--disable-extensions'],
  });
} catch (error) {
  if (error instanceof TestRunFailedError) {
    exitCode = typeof error.code === 'number' && error.code !== 0 ? error.code : 1;
  } else {
    console.error('test-integration:', error);
    exitCode = 1;
  }
}
say(exitCode === 0 ? 'integration tests passed' : `integration tests FAILED (exit ${exitCode})`);
process.exit(exitCode);
