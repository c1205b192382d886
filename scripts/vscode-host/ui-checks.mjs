// UI checks: what only the workbench's UI shows (squiggles, the Problems panel, the hover widget,
// the suggest list, a webview's DOM), checked with Playwright in a running VS Code workbench after
// the extension's tests. run-ext-tests.mjs calls runUiChecks() when given a checks module
// (--ui-checks / VSCODE_HOST_UI_CHECKS); the module is the extension's own:
//
//   export default async function (ui) {
//     await ui.check('the hover shows the reading', async () => { ...ui.page...; await ui.screenshot('hover'); });
//     ui.skip('the preview', 'the command is not registered');
//   }
//
// `ui`: { page, workbenchUrl, workspaceFolder, outDir, check(name, fn), skip(name, reason),
// skipNow(reason), screenshot(name, options?) }. Each check runs in turn; a failing one is reported
// (with a screenshot, FAILED-<name>.png) and the next one still runs. `skipNow(reason)`, called
// inside a check, ends it as skipped. The last line printed is
// `ui: N passed, N failed` (`, N skipped` when some were).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { elapsed, launchChromium } from './browser.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} UiSummary
 * @typedef {{
 *   page: import('playwright-core').Page,
 *   workbenchUrl: string,
 *   workspaceFolder: string | undefined,
 *   outDir: string,
 *   check(name: string, fn: () => Promise<void>): Promise<boolean>,
 *   skip(name: string, reason: string): void,
 *   skipNow(reason: string): never,
 *   screenshot(name: string, options?: import('playwright-core').PageScreenshotOptions & { element?: import('playwright-core').Locator }): Promise<string>,
 * }} Ui
 */

/** Thrown by `ui.skipNow()`: ends the running check as skipped. */
class SkipCheck extends Error {}

/** A file name from a check's name. */
const slug = (/** @type {string} */ name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/**
 * Opens the workbench in a fresh Chromium (its own profile: nothing restored from the tests' run)
 * and runs the checks module against it.
 * @param {string} modulePath
 * @param {{ workbenchUrl: string, workspaceFolder?: string, outDir: string, timeoutMs?: number }} options
 * @returns {Promise<UiSummary>}
 */
export async function runUiChecks(modulePath, { workbenchUrl, workspaceFolder, outDir, timeoutMs = 240_000 }) {
  const summary = { passed: 0, failed: 0, skipped: 0 };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  console.log(elapsed(), `UI checks (${path.relative(process.cwd(), modulePath)}), screenshots in ${path.relative(process.cwd(), outDir)}/`);

  const browser = await launchChromium();
  const { page } = browser;
  /** @type {string[]} */
  const consoleLines = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));

  /** @type {Ui} */
  const ui = {
    page,
    workbenchUrl,
    workspaceFolder,
    outDir,
    async check(name, fn) {
      const t = Date.now();
      try {
        await fn();
        summary.passed++;
        console.log(`    ✔ ${name} (${Date.now() - t}ms)`);
        return true;
      } catch (error) {
        if (error instanceof SkipCheck) {
          ui.skip(name, error.message);
          return false;
        }
        summary.failed++;
        const shot = path.join(outDir, `FAILED-${slug(name)}.png`);
        await page.screenshot({ path: shot }).catch(() => {});
        const message = error instanceof Error ? error.message : String(error);
        console.log(`    ✘ ${name}: ${process.env.VERBOSE ? message : message.split('\n')[0]}`);
        console.log(`      screenshot: ${path.relative(process.cwd(), shot)}`);
        return false;
      }
    },
    skip(name, reason) {
      summary.skipped++;
      console.log(`    - ${name} (skipped: ${reason})`);
    },
    skipNow(reason) {
      throw new SkipCheck(reason);
    },
    async screenshot(name, options = {}) {
      const file = path.join(outDir, `${name}.png`);
      const { element, ...rest } = options;
      if (!element) {
        await page.screenshot({ path: file, ...rest });
        return file;
      }
      // A webview re-renders its page when a new board arrives: an element replaced between being
      // found and being drawn is found again (the locator resolves anew), a few times at most.
      for (let attempt = 1; ; attempt++) {
        try {
          await element.screenshot({ path: file, ...rest });
          return file;
        } catch (error) {
          if (attempt >= 3 || !/not attached to the DOM/.test(String(error))) throw error;
        }
      }
    },
  };

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  try {
    const checks = (await import(pathToFileURL(modulePath).href)).default;
    if (typeof checks !== 'function') throw new Error(`${modulePath} has no default export function`);
    await Promise.race([
      checks(ui),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`UI checks still running after ${timeoutMs} ms`)), timeoutMs); }),
    ]);
  } catch (error) {
    summary.failed++;
    console.log(`    ✘ UI checks stopped: ${error instanceof Error ? error.message : error}`);
    await page.screenshot({ path: path.join(outDir, 'FAILED-stopped.png') }).catch(() => {});
  } finally {
    clearTimeout(timer);
    writeFileSync(path.join(outDir, 'console.log'), consoleLines.join('\n'));
    await browser.close();
  }
  const { passed, failed, skipped } = summary;
  console.log(`ui: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return summary;
}
