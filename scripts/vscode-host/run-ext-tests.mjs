#!/usr/bin/env node
// Runs a VS Code extension's integration tests (the mocha module normally given to
// --extensionTestsPath) inside a real VS Code: code-server's workbench and Node extension host,
// installed by setup.sh, with headless Debian Chromium as the client. The extension is loaded from
// its folder as in an "Extension Development Host"; all test output is forwarded to stdout.
//
// usage: node scripts/vscode-host/run-ext-tests.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]
// env:   CODE_SERVER_DIR   where setup.sh installed code-server (default <repo>/.vscode-test/code-server)
//        TEST_TIMEOUT_MS   give up after this long (default 300000)
//        CHROMIUM          browser binary (default /usr/bin/chromium)
//        VERBOSE=1         also show workbench chatter and full error stacks
//        SHOW_SERVER_LOG=1 print code-server's own log at the end
//        VSCODE_HOST_UI_CHECKS  a UI checks module (see ui-checks.mjs): once the tests have run,
//                          the same code-server opens the folder again in a fresh browser with the
//                          extension loaded, and the module checks the UI with Playwright;
//                          screenshots go to VSCODE_HOST_UI_OUT (default <repo>/test-results/ui)
//        VSCODE_HOST_RESULTS    write the counts there as JSON: { tests, ui, exitCode }, where
//                          tests and ui are { passed, failed, skipped } (or null when not run)
//        anything else is inherited by code-server and so by the extension host and the tests.
// exit:  the extension host's exit code (0 = tests passed, 1 = some failed), 2 = timed out,
//        1 = the runner itself failed (code-server did not start, ...), or a UI check failed.
//
// Each run gets fresh user-data and extensions folders and a fresh browser profile; they are
// deleted at the end, after code-server's whole process group has been stopped.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bridgeTestRun, elapsed, freePort, launchChromium, removeDir } from './browser.mjs';
import { runUiChecks } from './ui-checks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CODE_SERVER_DIR = path.resolve(process.env.CODE_SERVER_DIR || path.join(ROOT, '.vscode-test/code-server'));

// The settings of the throw-away profile: nothing that pops up, phones home or asks for trust.
const SETTINGS = {
  'workbench.startupEditor': 'none',
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'update.mode': 'none',
  'security.workspace.trust.enabled': false,
  'chat.disableAIFeatures': true,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  // In a browser VS Code saves edited files after a second by default: tests that edit a fixture
  // and then revert it must not have the edit written to disk in between.
  'files.autoSave': 'off',
  // The repository around a test folder is none of the tests' business (and its prompt would
  // cover the UI checks' screenshots).
  'git.openRepositoryInParentFolders': 'never',
};

/**
 * @param {{ extensionDevelopmentPath: string, extensionTestsPath: string, workspaceFolder?: string,
 *           timeoutMs?: number, env?: NodeJS.ProcessEnv, uiChecks?: string, uiOutDir?: string,
 *           resultsFile?: string }} options
 * @returns {Promise<number>} the exit code (see the top of this file)
 */
export async function runExtensionTests(options) {
  const devPath = path.resolve(options.extensionDevelopmentPath);
  // VS Code requires the tests module itself; code-server's loader wants it without `.js`.
  const testsPath = path.resolve(options.extensionTestsPath).replace(/\.js$/, '');
  const folder = options.workspaceFolder && path.resolve(options.workspaceFolder);
  const timeoutMs = options.timeoutMs ?? Number(process.env.TEST_TIMEOUT_MS || 300_000);
  const uiChecks = options.uiChecks ?? process.env.VSCODE_HOST_UI_CHECKS;
  const uiOutDir = path.resolve(options.uiOutDir ?? process.env.VSCODE_HOST_UI_OUT ?? path.join(ROOT, 'test-results', 'ui'));
  const resultsFile = options.resultsFile ?? process.env.VSCODE_HOST_RESULTS;
  /** @type {import('./browser.mjs').TestSummary | undefined} */
  let testsSummary;
  /** @type {import('./ui-checks.mjs').UiSummary | undefined} */
  let uiSummary;

  const entry = path.join(CODE_SERVER_DIR, 'node_modules/code-server/out/node/entry.js');
  if (!existsSync(entry)) {
    console.error(`run-ext-tests: no code-server at ${CODE_SERVER_DIR}; run scripts/vscode-host/setup.sh first`);
    return 1;
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vscode-host-'));
  const userData = path.join(tmp, 'user-data');
  const extensionsDir = path.join(tmp, 'extensions');
  mkdirSync(path.join(userData, 'User'), { recursive: true });
  mkdirSync(extensionsDir);
  writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify(SETTINGS, null, 2));

  // Newer VS Code (seen with 1.139) honours the payload's development and tests paths in a built
  // product only with --enable-smoke-test-driver, which code-server passes on via --vscode-option.
  const cli = readFileSync(path.join(path.dirname(entry), 'cli.js'), 'utf8');
  const extraArgs = cli.includes('"vscode-option"') ? ['--vscode-option', 'enable-smoke-test-driver'] : [];

  const port = await freePort();
  const authority = `127.0.0.1:${port}`;
  // code-server runs on this Node (the one its native addons were built for), detached in a
  // process group of its own so that stopping it also stops the extension host and watchers.
  const server = spawn(process.execPath, [entry,
    '--bind-addr', authority, '--auth', 'none',
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
    '--disable-getting-started-override', '--ignore-last-opened',
    '--user-data-dir', userData, '--extensions-dir', extensionsDir,
    '--config', path.join(tmp, 'config.yaml'), ...extraArgs], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // EXTENSIONS_GALLERY={}: no marketplace; XDG_*: keep code-server's own files in tmp.
    env: { EXTENSIONS_GALLERY: '{}', ...process.env, ...options.env,
      XDG_CONFIG_HOME: tmp, XDG_DATA_HOME: tmp, XDG_RUNTIME_DIR: tmp },
  });
  let serverLog = '';
  server.stdout.on('data', (d) => { serverLog += d; });
  server.stderr.on('data', (d) => { serverLog += d; });
  const serverExited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(`${code ?? signal}`)));

  /** @type {Awaited<ReturnType<typeof launchChromium>> | undefined} */
  let browser;
  let exitCode = 1;
  /** @type {Promise<void> | undefined} */
  let stopped;
  let interrupted = false;
  // Never throws. Closes the browser first (else the workbench reports code-server going away),
  // then stops code-server's whole process group (server, extension host, language server, file
  // watchers), which is detached and would outlive us; deletes its folders once it is gone.
  const stop = () => (stopped ??= (async () => {
    await Promise.race([browser?.close(), delay(5000)]);
    const group = -(/** @type {number} */ (server.pid));
    if (server.exitCode === null && server.signalCode === null) {
      try { process.kill(group, 'SIGTERM'); } catch { /* already gone */ }
      await Promise.race([serverExited, delay(5000)]);
    }
    try { process.kill(group, 'SIGKILL'); } catch { /* all gone */ }
    if (process.env.SHOW_SERVER_LOG) console.log(serverLog);
    removeDir(tmp);
  })());
  // Interrupted (Ctrl+C, CI cancelling): stop code-server, then exit. Further signals while
  // stopping are ignored (test-electron forwards a Ctrl+C that has already reached us).
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopped) return;
    interrupted = true;
    console.error(`run-ext-tests: ${signal}, stopping code-server`);
    void stop().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // 1. wait for code-server to answer
    for (let i = 0; ; i++) {
      try { if ((await fetch(`http://${authority}/healthz`)).ok) break; } catch { /* not yet */ }
      if (server.exitCode !== null || i > 600) throw new Error(`code-server did not start:\n${serverLog}`);
      await delay(100);
    }
    console.log(elapsed(), `code-server up on ${authority} (pid ${server.pid})`);

    // 2. open the workbench with the extension under development and its tests in the payload
    browser = await launchChromium();
    const bridge = await bridgeTestRun(browser.page);
    const testsExit = bridge.exitCode;
    const where = folder ? `folder=${encodeURIComponent(folder)}` : 'ew=true';
    /** @param {string[][]} payload */
    const workbenchUrl = (payload) => `http://${authority}/?${where}&payload=${encodeURIComponent(JSON.stringify([...payload,
      ['skipWelcome', 'true'], ['skipReleaseNotes', 'true']]))}`;
    const extension = ['extensionDevelopmentPath', `vscode-remote://${authority}${devPath}`];
    await browser.page.goto(workbenchUrl([extension, ['extensionTestsPath', `vscode-remote://${authority}${testsPath}`]]));
    console.log(elapsed(), 'workbench loading; the tests start once the extension host is up');

    // 3. wait for the tests' verdict, code-server dying, or the timeout
    const outcome = await Promise.race([
      testsExit,
      serverExited.then((code) => `code-server exited (${code})`),
      delay(timeoutMs).then(() => 'timeout'),
    ]);
    if (typeof outcome === 'number') {
      console.log(elapsed(), 'extension host exit code:', outcome);
      exitCode = outcome;
      testsSummary = bridge.summary();
      // 4. the UI checks, in a fresh browser on the same code-server: the folder and the extension,
      //    without the tests
      if (uiChecks) {
        await browser.close();
        uiSummary = await runUiChecks(path.resolve(uiChecks), {
          workbenchUrl: workbenchUrl([extension]),
          workspaceFolder: folder,
          outDir: uiOutDir,
        });
        if (uiSummary.failed > 0 && exitCode === 0) exitCode = 1;
      }
    } else if (outcome === 'timeout') {
      const shot = path.join(ROOT, 'test-results', 'vscode-host-timeout.png');
      mkdirSync(path.dirname(shot), { recursive: true });
      await browser.page.screenshot({ path: shot }).catch(() => {});
      console.error(elapsed(), `run-ext-tests: no result after ${timeoutMs} ms; screenshot: ${path.relative(process.cwd(), shot)}`);
      exitCode = 2;
    } else if (!interrupted) {
      console.error(elapsed(), `run-ext-tests: ${outcome} before the tests finished:\n${serverLog}`);
      exitCode = 1;
    }
  } catch (error) {
    console.error('run-ext-tests:', error);
    exitCode = 1;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await stop();
  }
  if (resultsFile) {
    mkdirSync(path.dirname(path.resolve(resultsFile)), { recursive: true });
    writeFileSync(resultsFile, JSON.stringify({ tests: testsSummary ?? null, ui: uiSummary ?? null, exitCode }, null, 2));
  }
  return exitCode;
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

// Command line use.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [extensionDevelopmentPath, extensionTestsPath, workspaceFolder] = process.argv.slice(2);
  if (!extensionDevelopmentPath || !extensionTestsPath) {
    console.error('usage: run-ext-tests.mjs <extensionDevelopmentPath> <extensionTestsPath> [workspaceFolder]');
    process.exit(1);
  }
  process.exitCode = await runExtensionTests({ extensionDevelopmentPath, extensionTestsPath, workspaceFolder });
}
