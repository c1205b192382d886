// UI checks of the TSN extension in the running workbench (code-server), with Playwright: what only
// the UI shows. Run by scripts/vscode-host/ui-checks.mjs after the integration tests, in the same
// code-server, on test/integration/workspace with the extension loaded. Screenshots go to
// test-results/ui/ (ignored); the best are copied into docs/images/ for the README.
//
// Every wait polls the DOM with a timeout: no fixed sleeps.
//
// @ts-check

/** @typedef {import('../../../scripts/vscode-host/ui-checks.mjs').Ui} Ui */
/** @typedef {import('playwright-core').Page} Page */

// diagnostics.tsn's problems, as the integration tests expect them (suite/diagnostics.test.ts).
const PROBLEMS = [
  { code: 'TSN011', message: 'Unknown card code "NSA". Did you mean NAS (Nasser)', line: 10 },
  { code: 'TSN013', message: 'Country codes are upper case: write EG.', line: 11 },
  { code: 'TSN157', message: 'The play moves DEFCON from 5 to 4 but does not write it: add D4.', line: 12 },
  { code: 'TSN151', message: 'Coup result should be +5: die 6 + 3 ops - 2 x stability 2.', line: 12 },
];

const EDITOR = '.part.editor .editor-group-container.active .editor-instance .monaco-editor';
const QUICK_INPUT = '.quick-input-widget';

/** @param {Ui} ui */
export default async function checks(ui) {
  const { page } = ui;

  const workbenchUp = await ui.check('the workbench opens the test folder with the extension', async () => {
    await page.goto(ui.workbenchUrl);
    await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60_000 });
    await explorerRow(page, 'diagnostics.tsn').waitFor({ timeout: 30_000 });
  });
  if (!workbenchUp) return;

  await ui.check('a .tsn file opens as Twilight Struggle Notation, its tokens coloured by the grammar', async () => {
    await openFile(page, 'diagnostics.tsn', 'NSA#IR6+3');
    await waitUntil(page, 'the status bar to name the language', () =>
      /Twilight Struggle Notation/.test(document.querySelector('#status\\.editor\\.mode')?.textContent ?? ''), null, 20_000);
    // The grammar gives a card, a country and a count different scopes, so different colours:
    // the setup line must show several token classes (mtk1, mtk5, ...), not plain text.
    const classes = await waitUntil(page, 'three kinds of token on the setup line', (selector) => {
      const line = [...document.querySelectorAll(`${selector} .view-lines .view-line`)].find((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').includes('PL4 DD HU'));
      const set = new Set([...(line?.querySelectorAll('span[class^="mtk"]') ?? [])].map((span) => span.className));
      return set.size >= 3 ? [...set] : null;
    }, EDITOR, 20_000);
    if (!Array.isArray(classes) || classes.length < 3) throw new Error(`tokens not coloured: ${JSON.stringify(classes)}`);
  });

  await ui.check('a squiggle marks each line with a problem (errors and the warning)', async () => {
    const marked = await waitUntil(page, 'squiggles on the lines 1.1, 1.2 (errors) and 1.3 (error and warning)', (selector) => {
      const editor = document.querySelector(selector);
      if (!editor) return null;
      // The view lines and the overlay lines share their `top`: map each squiggle to its text line.
      /** @type {Map<string, string>} */
      const textAt = new Map([...editor.querySelectorAll('.view-lines .view-line')].map((l) => [/** @type {HTMLElement} */ (l).style.top, (l.textContent ?? '').replace(/\u00a0/g, ' ')]));
      /** @param {string} kind */
      const lines = (kind) => [...editor.querySelectorAll(`.view-overlays .squiggly-${kind}`)]
        .map((s) => textAt.get(/** @type {HTMLElement} */ (s.parentElement).style.top) ?? '?');
      const errors = lines('error');
      const warnings = lines('warning');
      const want = ['1.1   NSA#', '1.2   FID&SY2 ; DAC&eg', '1.3   DES#IR6+1'];
      return want.every((w) => errors.some((t) => t.startsWith(w))) && warnings.some((t) => t.startsWith('1.3   DES#IR6+1'))
        ? { errors, warnings } : null;
    }, EDITOR, 30_000);
    if (!marked) throw new Error('no squiggles');
    // No squiggle on a clean line.
    if (marked.errors.some((/** @type {string} */ t) => t.startsWith('1.S'))) throw new Error('a squiggle on the clean setup line');
    const editorBox = await page.locator(EDITOR).first().boundingBox();
    if (!editorBox) throw new Error('the editor has no box');
    await ui.screenshot('squiggles', { clip: { ...editorBox, height: Math.min(editorBox.height, 300) } });
  });

  await ui.check('the Problems panel lists each problem with its code and message', async () => {
    await page.keyboard.press('Control+Shift+M');
    await page.waitForSelector('.markers-panel .monaco-list-row', { timeout: 20_000 });
    const rows = await waitUntil(page, 'a row for each problem', (problems) => {
      const texts = [...document.querySelectorAll('.markers-panel .monaco-list-row')].map((r) => r.textContent ?? '');
      return problems.every((p) => texts.some((t) => t.includes(p.code) && t.includes(p.message))) ? texts : null;
    }, PROBLEMS, 20_000);
    if (!rows) throw new Error('rows missing');
    // Each row also says where: [Ln 10, Col 7] and so on.
    for (const p of PROBLEMS) {
      const row = rows.find((/** @type {string} */ t) => t.includes(p.code));
      if (!row?.includes(`Ln ${p.line}`)) throw new Error(`the ${p.code} row does not give line ${p.line}: ${row}`);
    }
    await ui.screenshot('problems', { clip: await workArea(page) });
    // Close the panel: the next pictures show the editors at full height.
    await page.keyboard.press('Control+J');
    await page.waitForSelector('.part.panel', { state: 'hidden', timeout: 10_000 });
  });

  await ui.check('hovering over a play shows it in plain English, and the board after the line', async () => {
    await openFile(page, 'game.tsn', '1.1   DES#IR4+3 D4');
    // The turns' code lenses push the lines down when they arrive: measure after them.
    await waitUntil(page, 'the code lenses of game.tsn', (selector) => document.querySelectorAll(`${selector} .codelens-decoration`).length >= 2, EDITOR, 20_000);
    const point = await characterPoint(page, '1.1   DES#IR4+3 D4', 14);
    // Any previous hover gone, then onto the play.
    await page.mouse.move(point.x, point.y - 60);
    await page.mouse.move(point.x, point.y, { steps: 4 });
    const text = await waitUntil(page, 'the hover widget with the reading of 1.1', () => {
      const hover = [...document.querySelectorAll('.monaco-hover')].find((h) => /The USSR played De-Stalinization/.test(h.textContent ?? '') && /** @type {HTMLElement} */ (h).offsetParent);
      return hover?.textContent ?? null;
    }, null, 20_000);
    for (const expected of ['for a coup in Iran: die 4, it succeeded and moved 3 influence; DEFCON fell to 4.', 'Board after 1.1:', 'DEFCON 5 → 4', 'Iran (IR): US 1 → 0, USSR 0 → 2']) {
      if (!String(text).includes(expected)) throw new Error(`the hover lacks "${expected}": ${text}`);
    }
    // The widget fades in: let its animation end before the picture.
    await waitUntil(page, 'the hover to finish fading in', () => {
      const hover = [...document.querySelectorAll('.monaco-hover')].find((h) => /The USSR played/.test(h.textContent ?? ''));
      if (!hover) return false;
      return document.getAnimations().every((animation) => {
        const target = /** @type {KeyframeEffect | null} */ (animation.effect)?.target;
        const related = target instanceof Node && (target.contains(hover) || hover.contains(target));
        return !related || animation.playState !== 'running';
      });
    }, null);
    const area = await workArea(page);
    await ui.screenshot('hover', { clip: { ...area, height: Math.min(area.height, 360) } });
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
  });

  await ui.check('typing at a play start opens the completion list of card codes', async () => {
    await goToLine(page, 18); // the blank line between 2.2 and the replay block
    await page.keyboard.type('2.3   NA', { delay: 30 });
    const labels = await waitUntil(page, 'the suggest widget listing NAS', () => {
      const widget = document.querySelector('.suggest-widget.visible');
      const rows = [...(widget?.querySelectorAll('.monaco-list-row') ?? [])].map((r) => r.getAttribute('aria-label') ?? r.textContent ?? '');
      return rows.some((r) => /\bNAS\b/.test(r)) ? rows : null;
    }, null, 20_000);
    if (!labels.some((r) => /Nasser/.test(r))) throw new Error(`no "Nasser" in the list: ${labels.join(' | ')}`);
    await ui.screenshot('completion', { clip: await workArea(page) });
    // Take the first item: NAS replaces NA.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await page.waitForSelector('.suggest-widget.visible', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await waitUntil(page, 'the line to read 2.3   NAS', (selector) => [...document.querySelectorAll(`${selector} .view-lines .view-line`)]
      .some((l) => /^2\.3\s+NAS\b/.test((l.textContent ?? '').replace(/\u00a0/g, ' '))), EDITOR);
    await runCommand(page, 'File: Revert File');
    await waitUntil(page, 'the file to be reverted', (selector) => ![...document.querySelectorAll(`${selector} .view-lines .view-line`)]
      .some((l) => (l.textContent ?? '').startsWith('2.3')), EDITOR);
  });

  await ui.check('the running score: the status bar item, inlay hints, code lenses, and the sides\' colours', async () => {
    await openFile(page, 'running.tsn', '1.1   DES#IR4+3 D4');
    await goToLine(page, 20); // 2.1: the USSR has just played the China Card
    const status = await waitUntil(page, 'the status bar item with the score after 2.1', () =>
      [...document.querySelectorAll('.statusbar-item')].map((item) => item.textContent ?? '').find((t) => /2\.1 · VP US \+1 · DEFCON 5/.test(t)) ?? null, null, 20_000);
    if (!status.includes('China US (face down)')) throw new Error(`the status bar item says: ${status}`);
    // The inlay hint is drawn inside the line it follows; the code lens above the turn's first line.
    await waitUntil(page, 'the inlay hint after 1.6', (selector) => [...document.querySelectorAll(`${selector} .view-lines .view-line`)]
      .some((l) => /^1\.6\s+SME ; NTB\*2\+ =\+2\s*VP US \+2$/.test((l.textContent ?? '').replace(/\u00a0/g, ' '))), EDITOR, 20_000);
    await waitUntil(page, 'the code lens of turn 1', (selector) => [...document.querySelectorAll(`${selector} .codelens-decoration`)]
      .some((l) => (l.textContent ?? '').includes('Turn 1: VP 0 → US +1 · DEFCON 5')), EDITOR, 20_000);
    // Semantic colouring: a USSR card (De-Stalinization) and USSR influence (PL4) in the theme's
    // red, a US card (Marshall Plan) and US influence (IT3) in its blue.
    const colours = await waitUntil(page, 'the sides\' cards and influence in the theme\'s red and blue', (selector) => {
      const spans = [...document.querySelectorAll(`${selector} .view-lines .view-line span[class^="mtk"]`)];
      /** @param {string} text */
      const rgb = (text) => {
        const span = spans.find((s) => s.textContent === text);
        const match = span ? getComputedStyle(span).color.match(/\d+/g) : null;
        return match ? match.map(Number) : null;
      };
      // The grammar splits PL4 into the country and the count: the country's span.
      const seen = { DES: rgb('DES'), PL: rgb('PL'), MAR: rgb('MAR'), IT: rgb('IT') };
      const red = (/** @type {number[] | null} */ c) => c !== null && c[0] > c[2];
      const blue = (/** @type {number[] | null} */ c) => c !== null && c[2] > c[0];
      return red(seen.DES) && red(seen.PL) && blue(seen.MAR) && blue(seen.IT) ? seen : null;
    }, EDITOR, 20_000);
    if (!colours) throw new Error('no side colours');
    await ui.screenshot('running-score');
    // The next check works in game.tsn.
    await openFile(page, 'game.tsn', '1.1   DES#IR4+3 D4');
  });

  await ui.check('the Get Started walkthrough lists its steps and shows a step\'s page', async () => {
    // The command's own picker follows the palette without closing it: not runCommand().
    await page.keyboard.press('F1');
    await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 10_000 });
    await page.keyboard.type('Welcome: Open Walkthrough...');
    await waitUntil(page, 'the command in the palette', () => [...document.querySelectorAll('.quick-input-list .monaco-list-row')]
      .some((r) => /Open Walkthrough/.test(r.getAttribute('aria-label') ?? r.textContent ?? '')), null);
    await page.keyboard.press('Enter');
    await waitUntil(page, 'the walkthrough picker', (selector) =>
      /walkthrough/i.test(/** @type {HTMLInputElement | null} */ (document.querySelector(`${selector} input`))?.placeholder ?? ''), QUICK_INPUT);
    await page.keyboard.type('Get Started with TSN');
    await waitUntil(page, 'the walkthrough in the list', () => [...document.querySelectorAll('.quick-input-list .monaco-list-row')]
      .some((r) => /Get Started with TSN/.test(r.getAttribute('aria-label') ?? r.textContent ?? '')), null);
    await page.keyboard.press('Enter');
    const steps = ['Open an example game', 'See the board', 'Write a game of your own', 'Check games on the command line'];
    await waitUntil(page, 'the walkthrough\'s four steps', (steps) => {
      const text = document.querySelector('.gettingStartedContainer')?.textContent ?? '';
      return steps.every((step) => text.includes(step));
    }, steps, 20_000);
    // The last step's page is Markdown, shown in a webview.
    await page.locator('.gettingStartedContainer .getting-started-step').filter({ hasText: 'Check games on the command line' }).first().click();
    const deadline = Date.now() + 20_000;
    for (let found = false; !found;) {
      for (const frame of page.frames()) {
        found ||= await frame.evaluate(() => /tsn check in CI fails the build/.test(document.body?.textContent ?? '')).catch(() => false);
      }
      if (found) break;
      if (Date.now() > deadline) throw new Error('the command line step\'s page did not show');
      await page.waitForTimeout(100); // polling the frames: no event tells when a webview's DOM changed
    }
    await ui.screenshot('walkthrough', { clip: await workArea(page) });
    await runCommand(page, 'View: Close Editor');
    // The next check works in game.tsn.
    await openFile(page, 'game.tsn', '1.1   DES#IR4+3 D4');
  });

  // The board preview: skipped, saying so, while the command is not registered.
  await ui.check('the board preview shows the board of the cursor\'s line and follows the cursor', async () => {
    await goToLine(page, 12); // 1.1
    await runCommand(page, 'TSN: Show Board Preview');
    const first = await webviewBoard(page, ui, 11);
    if (first.label !== '1.1' || first.defcon !== '4') throw new Error(`board of 1.1: ${JSON.stringify(first)}`);
    await ui.screenshot('preview', { clip: await workArea(page) });
    await goToLine(page, 16); // 2.1: the preview follows the cursor
    const second = await webviewBoard(page, ui, 15);
    if (second.label !== '2.1' || second.defcon !== '5') throw new Error(`board of 2.1: ${JSON.stringify(second)}`);
    await ui.screenshot('preview-followed', { clip: await workArea(page) });
  });
}

/**
 * page.waitForFunction with a message that says what was awaited; the function's truthy value.
 * @template A, R
 * @param {Page} page @param {string} what @param {(arg: A) => R} fn @param {A} arg
 * @returns {Promise<NonNullable<R>>}
 */
async function waitUntil(page, what, fn, arg, timeout = 10_000) {
  try {
    const handle = await page.waitForFunction(/** @type {(arg: unknown) => R} */ (fn), arg, { timeout });
    return /** @type {NonNullable<R>} */ (await handle.jsonValue());
  } catch (error) {
    throw new Error(`timed out after ${timeout} ms waiting for ${what}`, { cause: error });
  }
}

/**
 * The part of the window the pictures show: the editors and the panel below them, without the
 * activity bar, the Explorer and the status bar.
 * @param {Page} page
 */
async function workArea(page) {
  const boxes = (await Promise.all(['.part.editor', '.part.panel'].map((selector) => page.locator(selector).first().boundingBox().catch(() => null))))
    .filter((box) => box && box.width > 0 && box.height > 0);
  if (!boxes.length) throw new Error('no editor part to take a picture of');
  const x = Math.min(...boxes.map((b) => /** @type {NonNullable<typeof b>} */ (b).x));
  const y = Math.min(...boxes.map((b) => /** @type {NonNullable<typeof b>} */ (b).y));
  const right = Math.max(...boxes.map((b) => { const box = /** @type {NonNullable<typeof b>} */ (b); return box.x + box.width; }));
  const bottom = Math.max(...boxes.map((b) => { const box = /** @type {NonNullable<typeof b>} */ (b); return box.y + box.height; }));
  return { x, y, width: right - x, height: bottom - y };
}

/** @param {Page} page @param {string} name */
function explorerRow(page, name) {
  const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return page.locator('.explorer-folders-view .monaco-list-row').filter({ hasText: exact }).first();
}

/** Opens a file from the Explorer and waits for its text in the active editor. */
async function openFile(/** @type {Page} */ page, /** @type {string} */ name, /** @type {string} */ text) {
  await explorerRow(page, name).click();
  await waitUntil(page, `${name} to show in the editor`, ({ selector, text }) =>
    [...document.querySelectorAll(`${selector} .view-lines .view-line`)].some((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').includes(text)),
  { selector: EDITOR, text }, 20_000);
  await page.locator(`${EDITOR} .view-lines`).first().click({ position: { x: 5, y: 5 } });
}

/** Moves the cursor to a line (1-based) with Go to Line, and waits for the status bar to say so. */
async function goToLine(/** @type {Page} */ page, /** @type {number} */ line) {
  await page.keyboard.press('Control+G');
  await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 10_000 });
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${QUICK_INPUT}`, { state: 'hidden', timeout: 10_000 });
  await waitUntil(page, `the cursor on line ${line}`, (line) =>
    new RegExp(`Ln ${line},`).test(document.querySelector('#status\\.editor\\.selection')?.textContent ?? ''), line);
}

/** Runs a command from the Command Palette by its title. */
async function runCommand(/** @type {Page} */ page, /** @type {string} */ title) {
  await page.keyboard.press('F1');
  await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 10_000 });
  await page.keyboard.type(title);
  await waitUntil(page, `the command "${title}" in the palette`, (title) => [...document.querySelectorAll('.quick-input-list .monaco-list-row')]
    .some((r) => (r.getAttribute('aria-label') ?? r.textContent ?? '').includes(title)), title);
  await page.keyboard.press('Enter');
  await page.waitForSelector(QUICK_INPUT, { state: 'hidden', timeout: 10_000 });
}

/** The viewport point of a character of a line in the active editor. */
async function characterPoint(/** @type {Page} */ page, /** @type {string} */ lineStart, /** @type {number} */ column) {
  const point = await waitUntil(page, `the line ${lineStart} in the editor`, ({ selector, lineStart, column }) => {
    const line = [...document.querySelectorAll(`${selector} .view-lines .view-line`)].find((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').startsWith(lineStart));
    if (!line) return null;
    // Walk the line's text nodes to the character and measure it.
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    let left = column;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (left < length) {
        const range = document.createRange();
        range.setStart(node, left);
        range.setEnd(node, left + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      left -= length;
    }
    return null;
  }, { selector: EDITOR, lineStart, column }, 20_000);
  return /** @type {{ x: number, y: number }} */ (point);
}

/**
 * The board the preview's page shows for a line (0-based), read from its DOM in the webview's
 * frame: `.board[data-line]`, its label and DEFCON. Skips the check when VS Code says the command
 * does not exist.
 * @returns {Promise<{ label: string, defcon: string, text: string }>}
 */
async function webviewBoard(/** @type {Page} */ page, /** @type {Ui} */ ui, /** @type {number} */ line) {
  const deadline = Date.now() + 20_000;
  let seen = '';
  for (;;) {
    const notFound = await page.evaluate(() => [...document.querySelectorAll('.notifications-toasts, .notification-toast')]
      .some((n) => /command 'tsn\.showBoardPreview' not found/.test(n.textContent ?? '')));
    if (notFound) ui.skipNow('the command tsn.showBoardPreview is not registered');
    for (const frame of page.frames()) {
      const board = await frame.evaluate((line) => {
        const el = document.querySelector(`.board[data-line="${line}"]`);
        if (!el) return null;
        return {
          label: el.querySelector('.label')?.textContent ?? '',
          defcon: el.querySelector('.defcon')?.getAttribute('data-defcon') ?? '',
          text: /** @type {HTMLElement} */ (el).innerText.slice(0, 200),
        };
      }, line).catch(() => null);
      if (board) return board;
      const any = await frame.evaluate(() => document.querySelector('.board')?.getAttribute('data-line') ?? null).catch(() => null);
      if (any !== null) seen = `a board of line ${any}`;
    }
    if (Date.now() > deadline) throw new Error(`no board of line ${line} in the preview's webview (seen: ${seen || 'none'})`);
    await page.waitForTimeout(100); // polling the frames: no event tells when a webview's DOM changed
  }
}
