// The exported game page in a real browser: real games (the examples, a whole game by hand, a
// whole game of the digital edition imported with `tsn import`) exported with the built `tsn render
// --format html` (as a user runs it), opened from disk in the project's headless Chromium
// (scripts/vscode-host/browser.mjs, playwright-core). Every line steps, the address names the play
// shown and opens it, a click on a play goes there, comments show beside their play, light and
// dark follow the system, a phone gets one column; a file full of markup runs no script and
// shows its text; no request leaves any page.
//
// Part of the integration run (scripts/test-integration.mjs, after its set-up installs Chromium),
// not of the unit tests: it needs the build and a browser, which `npm run test:unit` does not.
// Without Chromium it fails. Alone: `npm run build && node --test test/integration/page/`.
// Screenshots go to test-results/page/ (docs/images/page-light.png and page-dark.png are two).
//
// @ts-check
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../../../scripts/vscode-host/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS = path.join(ROOT, 'test-results', 'page');
const HOSTILE = path.join(ROOT, 'test/integration/page/hostile.tsn');
const out = mkdtempSync(path.join(os.tmpdir(), 'tsn-page-'));
/** A real game of the digital edition, whole (turns 1-10), imported with the built `tsn import` before the tests. */
const IMPORTED = path.join(out, 'game-39.tsn');
/** Real games: the two examples, a whole game written by hand to its final scoring, a whole game imported. */
const GAMES = ['examples/game.tsn', 'examples/annotated.tsn', 'test/fixtures/games/fullGame.tsn', IMPORTED];

/** @typedef {import('playwright-core').Page} Page */

/** @type {Awaited<ReturnType<typeof launchChromium>>} */
let browser;
/** Every request a page made (but those the CSP test makes on purpose), and every script error or console error. */
const requests = /** @type {string[]} */ ([]);
const problems = /** @type {string[]} */ ([]);

/** The pages exported so far, by file. */
const pages = new Map();

/** Exports a file with the built command line (once); returns the page's path. */
function exportPage(/** @type {string} */ file) {
  const target = path.join(out, `${path.basename(file, '.tsn')}.html`);
  if (pages.has(file)) return target;
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/tsn.js'), 'render', path.resolve(ROOT, file), '--format', 'html', '--out', target], { encoding: 'utf8' });
  assert.ok(run.status === 0 || run.status === 1, `tsn render ${file}: exit ${run.status}: ${run.stderr}`);
  pages.set(file, target);
  return target;
}

/** The game lines of a file, as the page should list them: their labels. */
function labelsOf(/** @type {string} */ file) {
  return readFileSync(path.resolve(ROOT, file), 'utf8').split(/\r?\n/).map((l) => /^(\d+\.(?:[SDHE]|\d+))\s/.exec(l)?.[1]).filter(Boolean);
}

/**
 * Opens a page from disk; a script error or a console error fails the run (a CSP violation by the
 * page's own content would show there), unless the test makes violations on purpose.
 * @param {string} file @param {string} [fragment]
 * @param {{ width: number, height: number }} [viewport]
 */
async function open(file, fragment = '', viewport = { width: 1400, height: 900 }, violationsMadeOnPurpose = false) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  if (!violationsMadeOnPurpose) page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => problems.push(`${path.basename(file)}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || (violationsMadeOnPurpose && /Content Security Policy/.test(message.text()))) return;
    problems.push(`${path.basename(file)}: ${message.text()}`);
  });
  page.on('dialog', (dialog) => { problems.push(`${path.basename(file)}: a dialog: ${dialog.message()}`); void dialog.dismiss(); });
  await page.goto(pathToFileURL(file).href + fragment);
  await page.waitForSelector('#root .board .map svg', { timeout: 20_000 });
  return page;
}

/** What the page shows: the board's line, the play marked in the list, the address. */
function shown(/** @type {Page} */ page) {
  return page.evaluate(() => {
    const current = document.querySelectorAll('.play-item.current');
    return {
      line: Number(document.querySelector('#root .board')?.getAttribute('data-line')),
      listed: current.length === 1 ? Number(current[0]?.getAttribute('data-line')) : -current.length,
      label: document.querySelector('.play-item.current .play-label')?.textContent ?? '',
      hash: decodeURIComponent(location.hash),
      countries: document.querySelectorAll('#root .map svg [data-country]').length,
      alternative: document.querySelector('#root .map svg desc')?.textContent ?? '',
      announced: document.getElementById('tsn-now')?.textContent ?? '',
      next: !(/** @type {HTMLButtonElement | null} */ (document.querySelector('[data-step="next"]'))?.disabled ?? true),
    };
  });
}

/** Waits for the board to show `line`. */
async function boardAt(/** @type {Page} */ page, /** @type {number} */ line) {
  await page.waitForFunction((l) => document.querySelector('#root .board')?.getAttribute('data-line') === String(l), line, { timeout: 10_000 });
  return shown(page);
}

/** The list's plays: line and label, in order. */
function plays(/** @type {Page} */ page) {
  return page.$$eval('.play-item', (items) => items.map((i) => ({ line: Number(i.getAttribute('data-line')), label: i.querySelector('.play-label')?.textContent ?? '' })));
}

before(async () => {
  assert.ok(existsSync(path.join(ROOT, 'dist/cli/tsn.js')) && existsSync(path.join(ROOT, 'dist/page/game.js')), 'the build is missing: run "npm run build"');
  const imported = spawnSync(process.execPath, [path.join(ROOT, 'bin/tsn.js'), 'import', path.join(ROOT, 'test/fixtures/digital-logs/game-39.txt'), '--out', IMPORTED], { encoding: 'utf8' });
  assert.equal(imported.status, 0, `tsn import: ${imported.stderr}`);
  browser = await launchChromium();
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  rmSync(out, { recursive: true, force: true });
});

for (const game of GAMES) {
  describe(game === IMPORTED ? 'test/fixtures/digital-logs/game-39.txt, imported' : game, () => {
    test('every line steps, each marked in the list and named in the address, with its map and its text alternative', async (t) => {
      const page = await open(exportPage(game));
      // How long the page took from the start of its loading to its first board (reported, not asserted).
      t.diagnostic(`first board ${Math.round(await page.evaluate(() => performance.now()))} ms after the page began to load`);
      const listed = await plays(page);
      assert.deepEqual(listed.map((p) => p.label), labelsOf(game), 'a play in the list for every game line');
      let now = await shown(page);
      assert.equal(now.line, listed[0]?.line, 'it opens at the first play');
      /** @type {number[]} */
      const stepTimes = [];
      for (let i = 0; ; i++) {
        const play = listed[i];
        assert.ok(play);
        assert.deepEqual({ line: now.line, listed: now.listed, label: now.label, hash: now.hash, countries: now.countries },
          { line: play.line, listed: play.line, label: play.label, hash: `#${play.label}`, countries: 84 }, `step ${i}`);
        assert.match(now.alternative, /^Turn \d+, .*: DEFCON \d, VP .*; the US controls \d+ countries and the USSR \d+/, `${play.label}: the map's text alternative`);
        assert.ok(now.announced.startsWith(`${play.label}: `), `${play.label}: said to a screen reader`);
        if (!now.next) {
          assert.equal(i, listed.length - 1, 'the last play has no next');
          break;
        }
        const pressed = Date.now();
        await page.keyboard.press('ArrowRight');
        now = await boardAt(page, listed[i + 1]?.line ?? -1);
        stepTimes.push(Date.now() - pressed);
      }
      stepTimes.sort((a, b) => a - b);
      t.diagnostic(`a step: median ${stepTimes[Math.floor(stepTimes.length / 2)]} ms, slowest ${stepTimes[stepTimes.length - 1]} ms (the key press to the new board, as the test sees it)`);
      await page.keyboard.press('ArrowLeft');
      await boardAt(page, listed[listed.length - 2]?.line ?? -1);
      await page.getByRole('button', { name: '◀ Previous' }).click();
      await boardAt(page, listed[listed.length - 3]?.line ?? -1);
      await page.keyboard.press('End');
      await boardAt(page, listed[listed.length - 1]?.line ?? -1);
      await page.close();
    });

    test('the address opens the play it names; a click on a play and a new address go there', async () => {
      const labels = labelsOf(game);
      const target = labels[Math.floor(labels.length / 2)] ?? '';
      const page = await open(exportPage(game), `#${target}`);
      const listed = await plays(page);
      const line = (/** @type {string} */ label) => listed.find((p) => p.label === label)?.line ?? -1;
      assert.deepEqual(await shown(page).then((s) => [s.line, s.label, s.hash]), [line(target), target, `#${target}`]);
      const clicked = labels[1] ?? '';
      await page.locator(`.play-item[data-line="${line(clicked)}"] .play-link`).click();
      assert.deepEqual(await boardAt(page, line(clicked)).then((s) => [s.label, s.hash]), [clicked, `#${clicked}`]);
      const last = labels[labels.length - 1] ?? '';
      await page.evaluate((l) => { location.hash = l; }, `#${last}`);
      assert.equal((await boardAt(page, line(last))).label, last);
      await page.close();
    });
  });
}

describe('examples/annotated.tsn', () => {
  test('comments, # lines and marks beside their play; what the play changed marked on the map', async () => {
    const page = await open(exportPage('examples/annotated.tsn'), '#1.1');
    const item = (/** @type {string} */ label) => page.locator('.play-item', { has: page.locator('.play-label', { hasText: new RegExp(`^${label.replace('.', '\\.')}$`) }) });
    assert.deepEqual(await item('1.1').locator('.comment').allTextContents(), ['the classic Iran coup']);
    assert.deepEqual(await item('1.1').locator('.mark').allTextContents(), ['!']);
    assert.deepEqual(await item('1.3').locator('.mark').allTextContents(), ['!?']);
    assert.deepEqual(await item('1.4').locator('.comment').allTextContents(), ['the US needs military operations']);
    assert.deepEqual(await item('1.S').locator('.note').allTextContents(), ['The USSR takes Poland at once; the US shores up Italy, France and West Germany.']);
    assert.match((await item('1.1').locator('.play-reading').allTextContents()).join(' '), /^The USSR played De-Stalinization for a coup in Iran/);
    const changed = await page.$$eval('#root .map svg .country.changed', (cs) => cs.map((c) => c.getAttribute('data-country')).sort());
    assert.deepEqual(changed, ['IR', 'JP', 'KR']);
    assert.equal(await page.getAttribute('.play-item.current .play-link', 'aria-current'), 'step');
    assert.equal(await page.getAttribute('#tsn-plays', 'aria-labelledby'), 'tsn-plays-title');
    await page.screenshot({ path: path.join(SHOTS, 'page-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.body.classList.contains('vscode-dark'));
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, 'rgb(30, 30, 30)', 'dark, as the system asks');
    await page.screenshot({ path: path.join(SHOTS, 'page-dark.png') });
    await page.close();
  });

  test('on a phone: the map fits the width and the plays come below it', async () => {
    const page = await open(exportPage('examples/annotated.tsn'), '#1.3', { width: 390, height: 844 });
    const boxes = await page.evaluate(() => {
      const box = (/** @type {string} */ s) => document.querySelector(s)?.getBoundingClientRect();
      return { map: box('#root .map svg'), board: box('#root'), plays: box('.plays-pane'), width: document.documentElement.scrollWidth };
    });
    assert.ok(boxes.map && boxes.board && boxes.plays);
    assert.ok(boxes.map.width <= 390 && boxes.width <= 390, `no sideways scrolling: ${JSON.stringify(boxes)}`);
    assert.ok(boxes.plays.top >= boxes.board.bottom - 1, 'the plays below the board');
    await page.screenshot({ path: path.join(SHOTS, 'page-phone.png') });
    await page.close();
  });
});

describe('test/fixtures/games/fullGame.tsn', () => {
  test('the chart goes to a play, the scoring table and how the game ended are shown', async () => {
    const page = await open(exportPage('test/fixtures/games/fullGame.tsn'), '#5.3');
    const listed = await plays(page);
    const line = (/** @type {string} */ label) => listed.find((p) => p.label === label)?.line ?? -1;
    assert.equal((await shown(page)).label, '5.3');
    await page.locator(`.chart rect.hit[data-goto="${line('2.1')}"]`).click();
    assert.equal((await boardAt(page, line('2.1'))).hash, '#2.1');
    assert.equal(await page.locator('.scoring-table tbody tr').count(), 7);
    assert.match(await page.textContent('.game-result') ?? '', /^The USSR wins on turn 10: final scoring \(VP -\d+, DEFCON 5\)$/);
    await page.keyboard.press('End');
    await boardAt(page, listed[listed.length - 1]?.line ?? -1);
    assert.match(await page.textContent('#root .result') ?? '', /USSR wins \(final scoring, turn 10\)/i);
    await page.close();
  });
});

describe('a file full of markup', () => {
  test('runs no script, loads nothing and shows its text', async () => {
    const page = await open(exportPage('test/integration/page/hostile.tsn'), '#1.1');
    const seen = await page.evaluate(() => ({
      ran: /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).tsnRan ?? null,
      scripts: document.scripts.length,
      foreign: document.querySelectorAll('img, iframe, a[href^="javascript"], base, link, style:not(head > style), script:not(body > script)').length,
      head: document.getElementById('tsn-head')?.textContent ?? '',
      comments: [...document.querySelectorAll('.comment')].map((c) => c.textContent),
      notes: [...document.querySelectorAll('.play-item .note')].map((c) => c.textContent),
      notation: [...document.querySelectorAll('.notation')].map((c) => c.textContent),
    }));
    assert.equal(seen.ran, null, 'no script from the file ran');
    assert.equal(seen.scripts, 3, 'the page\'s own three');
    assert.equal(seen.foreign, 0, 'no element from the file\'s markup');
    assert.ok(seen.head.includes('<script>window.tsnRan = \'Event\'; alert(1)</script>'), seen.head);
    assert.ok(seen.head.includes('javascript:alert(2)'));
    assert.ok(seen.head.includes('<img src=x onerror="window.tsnRan = \'US\'">'));
    assert.ok(seen.comments.includes('<img src=x onerror="window.tsnRan = \'setup\'">'), JSON.stringify(seen.comments));
    assert.ok(seen.comments.includes('</script><script>alert(5)</script>'));
    assert.ok(seen.comments.includes('<a href="javascript:alert(4)">click</a>'));
    assert.ok(seen.notes.includes('</script><script>window.tsnRan = \'comment line\'</script>'));
    assert.ok(seen.notation.some((n) => n?.includes('<b>#IR4 ; <script>')), JSON.stringify(seen.notation));
    // The comment of 1.1 in the board's reading too, as text.
    assert.match(await page.textContent('#root .play') ?? '', /<iframe src="javascript:alert\(6\)"><\/iframe>/);
    for (const key of ['ArrowRight', 'ArrowLeft', 'End', 'Home']) await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).tsnRan ?? null), null);
    await page.close();
  });

  test('the page\'s CSP stops markup that did get in: no handler runs, no request is made', async () => {
    const page = await open(exportPage('test/integration/page/hostile.tsn'), '', undefined, true);
    /** @type {string[]} */
    const tried = [];
    page.on('request', (request) => { if (!request.url().startsWith('file:')) tried.push(request.url()); });
    /** @type {string[]} */
    const blocked = [];
    page.on('requestfailed', (request) => blocked.push(`${request.url()} ${request.failure()?.errorText}`));
    await page.evaluate(() => {
      const w = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => /** @type {string[]} */ (w.violations).push(e.effectiveDirective));
      document.body.insertAdjacentHTML('beforeend', '<img src="http://127.0.0.1:9/pixel.png" onerror="window.tsnRan = \'injected\'"><div onclick="x()" style="color:red"></div>');
    });
    const violations = await page.waitForFunction(() => {
      const v = /** @type {string[]} */ (/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).violations);
      return v.includes('img-src') && v.includes('style-src-attr') ? v : null;
    }, null, { timeout: 10_000 }).then((h) => h.jsonValue());
    assert.ok(violations.includes('img-src'), JSON.stringify(violations));
    assert.equal(await page.evaluate(() => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).tsnRan ?? null), null);
    // The browser tried the image's address, and the CSP stopped it before it left.
    assert.deepEqual(tried, ['http://127.0.0.1:9/pixel.png']);
    assert.deepEqual(blocked, ['http://127.0.0.1:9/pixel.png csp']);
    await page.close();
  });
});

test('no request left any page, and no page had a script error', () => {
  assert.ok(requests.length > 0, 'the pages were opened');
  const away = requests.filter((url) => { const u = new URL(url); return !(u.protocol === 'file:' && u.pathname.startsWith(pathToFileURL(out).pathname) && u.pathname.endsWith('.html')); });
  assert.deepEqual(away, []);
  assert.deepEqual(problems, []);
});
