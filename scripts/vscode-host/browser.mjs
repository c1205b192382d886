// Pieces shared by the runners in this folder (run-ext-tests.mjs, run-web-tests.mjs, ui-checks.mjs):
// headless Debian Chromium through playwright-core, and the bridge through which the VS Code
// workbench reports an extension test run.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';

/** Debian's chromium; playwright-core never downloads a browser of its own here. */
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** Seconds since the runner started, for progress lines. */
const t0 = Date.now();
export const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;

/** Deletes a throw-away folder; a process that was just stopped may still be writing in it. */
export function removeDir(/** @type {string} */ dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`could not delete ${dir}: ${/** @type {Error} */ (error).message}`);
  }
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts headless Chromium with a throw-away profile. `close()` ends it and deletes the profile.
 * @param {{ viewport?: { width: number, height: number } }} [options]
 */
export async function launchChromium(options = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vscode-host-chromium-'));
  // Allow third-party cookies and storage: a web workbench serves each webview from another
  // origin ({{uuid}}.localhost) whose service worker Chromium refuses otherwise.
  mkdirSync(path.join(profile, 'Default'), { recursive: true });
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    // Signals are the runner's to handle: it closes the browser and stops its servers, then exits.
    // (Playwright's own handlers would kill the browser and exit at once, leaving servers behind.)
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    viewport: options.viewport ?? { width: 1400, height: 850 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-features=ThirdPartyStoragePartitioning,TrackingProtection3pcd,BlockThirdPartyCookies'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  /** Never throws. */
  const close = async () => {
    await context.close().catch(() => {});
    removeDir(profile);
  };
  return { context, page, close };
}

// Workbench and extension-host chatter that says nothing about the tests (shown with VERBOSE=1).
const NOISE = /^(Resolving connection|Resolved connection|Creating a socket|Updating additional|\[Service Worker\]|ChatSessionStore|\[AgentHost|\[ChatModelSelection\]|\[AccountPolicyGate\]|\[reconnection-grace-time\]|Ignoring fetching additional builtin)/;

/**
 * Installs, before the workbench loads, the two functions a VS Code workbench calls when it runs
 * extension tests from the URL payload: `codeAutomationLog` (every console line of the renderer
 * and the extension host, the tests' output among them) and `codeAutomationExit` (the extension
 * host's exit code once the tests' run() has settled).
 * The bridge also reads the tests' closing `N passed, N failed[, N skipped]` line: `summary()`
 * gives its numbers once it has been printed.
 * @param {import('playwright-core').Page} page
 * @param {{ verbose?: boolean, noise?: RegExp }} [options] noise: more lines to show only when verbose
 * @returns {Promise<{ exitCode: Promise<number>, summary: () => TestSummary | undefined }>} once
 *   installed: the promise of the exit code, and the tests' summary line as numbers
 */
export async function bridgeTestRun(page, { verbose = !!process.env.VERBOSE, noise } = {}) {
  /** @type {(code: number) => void} */
  let settle = () => {};
  const exitCode = new Promise((resolve) => { settle = resolve; });
  /** @type {TestSummary | undefined} */
  let counts;
  await page.exposeFunction('codeAutomationLog', (/** @type {string} */ type, /** @type {unknown[]} */ args) => {
    const line = util.format(...args);
    counts = parseSummary(line) ?? counts;
    if (!verbose && (NOISE.test(line) || noise?.test(line))) return;
    // Errors from the workbench can carry long stacks: show their first line unless verbose.
    console.log(type === 'error' && !verbose ? `[error] ${line.split('\n')[0]}` : line);
  });
  await page.exposeFunction('codeAutomationExit', (/** @type {number} */ code) => settle(code));
  page.on('pageerror', (error) => console.log('[pageerror]', error.message));
  return { exitCode, summary: () => counts };
}

/** @typedef {{ passed: number, failed: number, skipped: number }} TestSummary */

/**
 * The numbers of a closing `N passed, N failed` line (`, N skipped` may follow; one word and a
 * colon may stand before it), or undefined for any other line.
 * @param {string} line
 * @returns {TestSummary | undefined}
 */
export function parseSummary(line) {
  const m = /^(?:\w+: )?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/.exec(line.trim());
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : undefined;
}
