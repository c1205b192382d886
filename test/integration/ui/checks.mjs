// UI checks of the TSN extension in the running workbench (code-server), with Playwright: what only
// the UI shows. Run by scripts/vscode-host/ui-checks.mjs after the integration tests, in the same
// code-server, on test/integration/workspace with the extension loaded. Screenshots go to
// test-results/ui/ (ignored); the best are copied into docs/images/ for the README.
//
// Every wait polls the DOM with a timeout: no fixed sleeps.
//
// @ts-check

import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
    await codeLenses(page, 'game.tsn', 2);
    await hoverOver(page, '1.1   DES#IR4+3 D4', 14, 'The USSR played De-Stalinization', ['for a coup in Iran: die 4 + 3 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence (the US lost 1, the USSR gained 2); DEFCON fell to 4.', 'Board after 1.1:', 'DEFCON 5 → 4', 'Iran (IR): US 1 → 0, USSR 0 → 2']);
    const area = await workArea(page);
    await ui.screenshot('hover', { clip: { ...area, height: Math.min(area.height, 360) } });
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
  });

  await ui.check('the hover reads a card an event moved, and a scoring play region by region (issue 19)', async () => {
    try {
      await openFile(page, 'readings.tsn', '4.5   SAS =+5');
      // Its two turns' lenses (turns 1 and 4): a hover aimed before they came landed two rows up.
      await codeLenses(page, 'readings.tsn', 2);
      await hoverOver(page, '4.1   NAS&SY ; GRA@', 16, 'The US played Grain Sales to Soviets',
        ['One Small Step was taken from the USSR\'s hand; the US played One Small Step for a coup in Syria: die 5 + 2 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence (the USSR lost 2, the US gained 1).']);
      const area = await workArea(page);
      await ui.screenshot('hover-reading', { clip: { ...area, height: Math.min(area.height, 360) } });
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
      await hoverOver(page, '4.5   SAS', 7, 'The USSR played Asia Scoring',
        ['Asia scored: US +5.', 'Asia: US domination 7 + 2 battlegrounds (KR) 2 = 9 (3 countries counted); USSR presence 3 + 1 battleground (KP) 1 = 4 (1 country counted); (Formosan Resolution: the region counts 1 battleground more; the US +1 battleground): US +5']);
      await ui.screenshot('hover-scoring', { clip: { ...area, height: Math.min(area.height, 420) } });
    } finally {
      // The next checks type in game.tsn: it is the active editor again, this check passed or not
      // (a failure here failed the three completion checks after it, typing in readings.tsn).
      await page.mouse.move(5, 5);
      await page.keyboard.press('Escape');
      await openFile(page, 'game.tsn', '1.1   DES#IR4+3 D4');
    }
  });

  await ui.check('typing at a play start opens the completion list of card codes', async () => {
    await goToLine(page, 18); // the blank line between 2.2 and the replay block
    const labels = await typeForSuggestions(page, '2.3   ', 'NA', 'the suggest widget listing NAS', /\bNAS\b/);
    if (!labels.some((r) => /Nasser/.test(r))) throw new Error(`no "Nasser" in the list: ${labels.join(' | ')}`);
    await ui.screenshot('completion', { clip: await workArea(page) });
    // Take the first item: NAS replaces NA.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Space');
    await page.waitForSelector('.suggest-widget.visible', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await waitUntil(page, 'the line to read 2.3   NAS', (selector) => [...document.querySelectorAll(`${selector} .view-lines .view-line`)]
      .some((l) => /^2\.3\s+NAS\b/.test((l.textContent ?? '').replace(/\u00a0/g, ' '))), EDITOR);
    await revertTyped(page, /^2\.3/);
  });

  await ui.check('after an event\'s @ the list offers its legal targets first, with what each gives', async () => {
    await goToLine(page, 18); // the blank line between 2.2 and the replay block
    // Decolonization: Africa and Southeast Asia, the countries it takes control of first.
    const rows = await typeForSuggestions(page, '2.3   ', 'DEC@', 'the suggest widget listing Decolonization\'s targets', /\+1 USSR: 0 → 1, USSR control/);
    if (/Canada|United Kingdom/.test(rows[0] ?? '')) throw new Error(`a country Decolonization cannot reach comes first: ${rows.join(' | ')}`);
    await ui.screenshot('event-completion', { clip: await workArea(page) });
    await page.keyboard.press('Escape');
    await revertTyped(page, /^2\.3/);
  });

  await ui.check('a digit at a line\'s start opens the labels that may come next', async () => {
    await goToLine(page, 18);
    await typeForSuggestions(page, '', '2', 'the suggest widget listing 2.3', /2\.3/);
    await page.keyboard.press('Escape');
    await revertTyped(page, /^2\s*$/);
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
    await openPalette(page);
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
    // The step's page is a webview, which keeps the keyboard: its tab takes the focus back first.
    await page.locator('.tabs-container .tab.active').first().click();
    await runCommand(page, 'View: Close Editor');
    // The next check works in game.tsn.
    await openFile(page, 'game.tsn', '1.1   DES#IR4+3 D4');
  });

  // The board preview: skipped, saying so, while the command is not registered. A larger window,
  // so that the map beside the editor is big enough to read in the README's picture.
  await page.setViewportSize({ width: 1680, height: 1000 });
  const previewUp = await ui.check('the board preview shows the map of the cursor\'s line and follows the cursor', async () => {
    await focusTextEditor(page);
    // game.tsn as on disk, whatever an earlier check left typed in it: the lines below count on it.
    await runCommand(page, 'File: Revert File');
    await goToLine(page, 12); // 1.1   DES#IR4+3 D4 ; MAR&JP3 KR
    await runCommand(page, 'TSN: Show Board Preview');
    const first = await webviewBoard(page, ui, 11);
    if (first.label !== '1.1' || first.defcon !== '4') throw new Error(`board of 1.1: ${JSON.stringify(first)}`);
    if (first.countries !== 84) throw new Error(`the map shows ${first.countries} countries, not 84`);
    if (first.changed.join(' ') !== 'JP KR IR') throw new Error(`the countries 1.1 changed are not marked: ${first.changed.join(' ')}`);
    if (first.control.IR !== 'USSR' || first.control.JP !== 'US') throw new Error(`control after 1.1: ${JSON.stringify(first.control)}`);
    if (!/The USSR played De-Stalinization for a coup in Iran/.test(first.text)) throw new Error(`the play is not read: ${first.text}`);
    // The README's picture: the game narrow on the left, the map wide beside it (no side bar).
    await page.keyboard.press('Control+B');
    await page.waitForSelector('.part.sidebar', { state: 'hidden', timeout: 10_000 });
    const sash = await page.locator('.part.editor .monaco-sash.vertical:visible').first().boundingBox();
    if (sash) {
      await page.mouse.move(sash.x + sash.width / 2, sash.y + 300);
      await page.mouse.down();
      await page.mouse.move(sash.x - 330, sash.y + 300, { steps: 6 });
      await page.mouse.up();
    }
    await webviewBoard(page, ui, 11);
    await ui.screenshot('preview', { clip: await workArea(page) });
    await goToLine(page, 16); // 2.1: the preview follows the cursor
    const second = await webviewBoard(page, ui, 15);
    if (second.label !== '2.1' || second.defcon !== '5') throw new Error(`board of 2.1: ${JSON.stringify(second)}`);
    await ui.screenshot('preview-followed', { clip: await workArea(page) });
  });

  if (previewUp) {
    await ui.check('the preview\'s buttons and keys step through the plays, moving the editor\'s cursor', async () => {
      const frame = await boardFrame(page);
      await frame.locator('[data-step="next"]').click(); // 2.1 -> 2.2
      await webviewBoard(page, ui, 16);
      await cursorOn(page, '2.2   SOC&IQ2');
      await frame.locator('[data-step="previous"]').click(); // 2.2 -> 2.1
      await webviewBoard(page, ui, 15);
      await cursorOn(page, '2.1   COM&CS2');
      // The focus is in the page now: the keys step too.
      await page.keyboard.press('ArrowLeft'); // 2.1 -> 1.3
      await webviewBoard(page, ui, 13);
      await cursorOn(page, '1.3   KOR&IQ');
      await page.keyboard.press('Home'); // the turn's first play: 1.S
      await webviewBoard(page, ui, 10);
      await page.keyboard.press('End');
      await webviewBoard(page, ui, 16);
      await cursorOn(page, '2.2   SOC&IQ2');
    });

    await ui.check('the map zooms and pans, and keeps its view as the boards change', async () => {
      const frame = await boardFrame(page);
      const viewBox = () => frame.evaluate(() => (document.querySelector('.map svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number));
      await frame.locator('[data-zoom="in"]').click();
      await frame.locator('[data-zoom="in"]').click();
      const zoomed = await viewBox();
      if (!(zoomed[2] < 5000 * 0.6)) throw new Error(`two zooms in: viewBox ${zoomed.join(' ')}`);
      // Drag the map to the right: the view moves left.
      const map = await frame.locator('.map svg').boundingBox();
      if (!map) throw new Error('the map has no box');
      await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
      await page.mouse.down();
      await page.mouse.move(map.x + map.width / 2 + 120, map.y + map.height / 2 + 40, { steps: 6 });
      await page.mouse.up();
      const panned = await viewBox();
      if (!(panned[0] < zoomed[0])) throw new Error(`the drag did not pan: ${zoomed.join(' ')} -> ${panned.join(' ')}`);
      // A new board (the play before: the last check ended on the last one) keeps the view.
      await frame.locator('[data-step="previous"]').click();
      await webviewBoard(page, ui, 15);
      const kept = await viewBox();
      if (kept.join(' ') !== panned.join(' ')) throw new Error(`the view changed with the board: ${panned.join(' ')} -> ${kept.join(' ')}`);
      await ui.screenshot('preview-zoomed', { element: frame.locator('.map') });
      await frame.locator('[data-zoom="fit"]').click();
      if ((await viewBox()).join(' ') !== '0 0 5000 3420') throw new Error('Whole board did not show the whole board');
    });

    await ui.check('clicking a point of the VP and DEFCON chart moves the editor there', async () => {
      const frame = await boardFrame(page);
      await frame.locator('.chart rect.hit[data-goto="11"]').click();
      const board = await webviewBoard(page, ui, 11);
      if (board.label !== '1.1') throw new Error(`the chart's 1.1 showed ${board.label}`);
      await cursorOn(page, '1.1   DES#IR4+3');
      await ui.screenshot('preview-chart', { element: frame.locator('.chart') });
    });

    await ui.check('clicking a country shows its details and the lines that changed it; a line moves the editor there', async () => {
      const frame = await boardFrame(page);
      await frame.locator('g[data-country="SY"]').click();
      const details = frame.locator('section.details[data-details="SY"]');
      await details.waitFor({ timeout: 10_000 });
      const lines = await details.locator('button[data-goto]').allTextContents();
      if (lines.join(' ') !== '1.2 1.3 2.2') throw new Error(`Syria's history: ${lines.join(' ')}`);
      await ui.screenshot('preview-details', { element: details });
      await details.locator('button[data-goto="12"]').click();
      await webviewBoard(page, ui, 12);
      await cursorOn(page, '1.2   FID&SY2');
      await frame.locator('section.details button.close').click();
      await frame.locator('section.details').waitFor({ state: 'detached', timeout: 10_000 });
    });

    await ui.check('markup in the file shows as text in the preview and runs nothing', async () => {
      /** @type {string[]} */
      const dialogs = [];
      const onDialog = (/** @type {import('playwright-core').Dialog} */ dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); };
      page.on('dialog', onDialog);
      try {
        await focusTextEditor(page);
        await goToLine(page, 12);
        await page.keyboard.press('End');
        await page.keyboard.type(' {<img src=x onerror=alert(1)><!-- c --><script>alert(2)</script>}', { delay: 10 });
        await waitUntil(page, 'the comment typed into 1.1', () => [...document.querySelectorAll('.part.editor .monaco-editor .view-lines .view-line')]
          .some((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').includes('{<img src=x onerror=alert(1)><!-- c --><script>alert(2)</script>}')), null);
        const frame = await boardFrame(page);
        /** @type {{ reading: string, images: number, scripts: number } | null} */
        let seen = null;
        for (const deadline = Date.now() + 15_000; !seen; await page.waitForTimeout(100)) { // polling the webview's frame
          seen = await frame.evaluate(() => {
            const reading = [...document.querySelectorAll('.reading')].map((r) => r.textContent ?? '').join(' ');
            // The whole comment: the preview follows the typing, and may show a shorter one first.
            return reading.includes('{<img src=x onerror=alert(1)><!-- c --><script>alert(2)</script>}')
              ? { reading, images: document.querySelectorAll('#root img').length, scripts: document.querySelectorAll('#root script').length }
              : null;
          });
          if (!seen && Date.now() > deadline) throw new Error('the preview never showed the comment');
        }
        if (seen.images || seen.scripts) throw new Error(`markup from the file became elements: ${JSON.stringify(seen)}`);
        await ui.screenshot('preview-escaped', { element: frame.locator('section.play') });
        if (dialogs.length) throw new Error(`a script ran: ${dialogs.join(', ')}`);
      } finally {
        page.off('dialog', onDialog);
        await focusTextEditor(page);
        await runCommand(page, 'File: Revert File');
      }
    });

    await ui.check('the preview of a scoring play: its reading, and the region it scored broken down (issue 19)', async () => {
      // Quick Open from the text editor (the Explorer is hidden by now, and a key typed while the
      // preview has the focus goes to the webview).
      await focusTextEditor(page);
      await quickOpen(page, 'readings.tsn', '4.5   SAS');
      await focusTextEditor(page);
      await goToLine(page, 11); // 4.5   SAS =+5 ; —
      await webviewBoard(page, ui, 10);
      const frame = await boardFrame(page);
      const play = await frame.locator('section.play').innerText();
      if (!/The USSR played Asia Scoring: Asia scored: US \+5\./.test(play)) throw new Error(`the scoring play is not read: ${play}`);
      const scored = await frame.locator('ul.scored li').allTextContents();
      if (scored.length !== 1 || !scored[0]?.startsWith('Asia: US domination 7 + 2 battlegrounds (KR) 2 = 9')) throw new Error(`the region scored is not broken down: ${scored.join(' | ')}`);
      const marked = await frame.locator('g.forecast.scored').getAttribute('data-region');
      if (marked !== 'Asia') throw new Error(`the forecast marks ${marked} as scored, not Asia`);
      await ui.screenshot('preview-scoring', { element: frame.locator('section.play') });
      await ui.screenshot('preview-scoring-map', { clip: await workArea(page) });
      await goToLine(page, 7); // 4.1: Grain Sales' card, read
      await webviewBoard(page, ui, 6);
      const moved = await frame.locator('section.play').innerText();
      if (!/One Small Step was taken from the USSR's hand/.test(moved)) throw new Error(`the card Grain Sales took is not read: ${moved}`);
      await ui.screenshot('preview-reading', { element: frame.locator('section.play') });
    });
  }

  await ui.check('Import Game Log brings a log in from a file: a new TSN game, checked, with the board beside it', async () => {
    if (!ui.workspaceFolder) throw new Error('the UI checks were given no workspace folder');
    await runCommand(page, 'TSN: Import Game Log');
    // The command asks where the log is, then VS Code's own file dialog (the simple one in the web
    // workbench: a quick input holding a path) picks the file.
    await waitUntil(page, 'the choice of the log\'s source', () => [...document.querySelectorAll('.quick-input-list .monaco-list-row')]
      .some((r) => /From a File/.test(r.getAttribute('aria-label') ?? r.textContent ?? '')), null);
    await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: 'From a File' }).first().click();
    // The path is set at once (typing it lets the dialog complete folder names on the way).
    const path = `${ui.workspaceFolder.replace(/\/$/, '')}/digital-log.txt`;
    const input = page.locator(`${QUICK_INPUT} input`);
    await input.waitFor({ state: 'visible', timeout: 10_000 });
    await waitUntil(page, 'the file dialog', (selector) => /\//.test(/** @type {HTMLInputElement | null} */ (document.querySelector(selector))?.value ?? ''), `${QUICK_INPUT} input`);
    // The dialog may still write its starting folder into the box after it first shows one, over
    // the path filled in: fill again until the path stays (each try waits 2 s, 10 s in all).
    const pathShown = () => waitUntil(page, 'the log\'s path in the file dialog', ({ selector, path }) => /** @type {HTMLInputElement | null} */ (document.querySelector(selector))?.value === path, { selector: `${QUICK_INPUT} input`, path }, 2_000);
    for (let attempt = 1; ; attempt++) {
      await input.fill(path);
      try {
        await pathShown();
        break;
      } catch (error) {
        if (attempt === 5) throw error;
      }
    }
    // The dialog may take an Enter for the completion of the path it shows and stay open: Enter
    // again while it does (each try waits 3 s).
    await page.keyboard.press('Enter');
    for (let attempt = 1; ; attempt++) {
      try {
        await waitUntil(page, 'the file dialog closed', (selector) => {
          const widget = document.querySelector(selector);
          return !widget || getComputedStyle(widget).display === 'none';
        }, QUICK_INPUT, 3_000);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await page.keyboard.press('Enter');
      }
    }
    // A new editor (an untitled document: its tab says Untitled-N beside the first line's text),
    // not one of the test folder's games opened before, whose lines start 1.S too.
    await waitUntil(page, 'the imported game in a new editor', (selector) => [...document.querySelectorAll('.part.editor .tab')].some((tab) => /Untitled-\d+/.test(tab.textContent ?? ''))
      && [...document.querySelectorAll(`${selector} .view-lines .view-line`)].some((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').startsWith('1.S')), EDITOR, 30_000);
    // The message that ends the import: once it shows, nothing takes the focus from the editor.
    await notified(page, 'the message that the game was imported', 'Imported the game from digital-log.txt');
    const first = await page.locator(`${EDITOR} .view-lines .view-line`).first().textContent();
    if (!/^\[Event "/.test((first ?? '').replace(/\u00a0/g, ' '))) throw new Error(`the game's first line: ${first}`);
    await focusTextEditor(page);
    await runCommand(page, 'TSN: Show Board Preview');
    await goToLine(page, 14);
    await boardFrame(page);
    await ui.screenshot('import', { clip: await workArea(page) });
    await focusTextEditor(page);
    await runCommand(page, 'View: Revert and Close Editor');
  });

  await ui.check('TSN: Export Game as Web Page asks where to save, writes the page there, and it opens in a browser', async () => {
    if (!ui.workspaceFolder) ui.skipNow('the workspace is not on this disk');
    const target = path.join(ui.workspaceFolder, 'game.html');
    rmSync(target, { force: true });
    try {
      await quickOpen(page, 'game.tsn', '1.2   FID&SY2');
      await pickCommand(page, 'TSN: Export Game as Web Page');
      // VS Code's own save dialog (the simple one, in a browser), proposing NAME.html beside the game.
      await waitUntil(page, 'the save dialog proposing game.html beside game.tsn', (selector) => {
        const input = /** @type {HTMLInputElement | null} */ (document.querySelector(`${selector} input`));
        return input && /workspace\/game\.html$/.test(input.value) ? input.value : null;
      }, QUICK_INPUT, 15_000);
      await page.keyboard.press('Enter');
      await notified(page, 'the notice that the page was written', 'Exported game.tsn as a web page');
      if (!existsSync(target)) throw new Error(`no page written at ${target}`);
      const reader = await page.context().newPage();
      try {
        await reader.goto(`${pathToFileURL(target).href}#1.2`);
        await reader.waitForSelector('#root .board[data-line="12"] .map svg', { timeout: 20_000 });
        const label = await reader.textContent('.play-item.current .play-label');
        if (label !== '1.2') throw new Error(`the page opened at ${label}, not at the 1.2 its address names`);
        await reader.screenshot({ path: path.join(ui.outDir, 'exported-page.png') });
      } finally {
        await reader.close();
      }
    } finally {
      rmSync(target, { force: true });
    }
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
 * Waits for a notification whose message holds `text`. VS Code shows a notification as a toast, but
 * not always: it drops toasts past three in 800 ms and shows none while the notification centre is
 * open, and an information toast hides itself after 15 s. The notification is then only in the
 * centre (the bell), where a user finds it too: after 15 s without a toast, the centre is opened
 * and looked in. A failure says what the toasts and the centre held.
 * @param {Page} page @param {string} what @param {string} text
 */
async function notified(page, what, text) {
  const shown = (/** @type {{ selector: string, text: string }} */ { selector, text }) => [...document.querySelectorAll(`${selector} .notification-list-item-message`)]
    .some((m) => (m.textContent ?? '').includes(text));
  try {
    await waitUntil(page, `${what} (a toast)`, shown, { selector: '.notifications-toasts', text }, 15_000);
    return;
  } catch {
    // Not as a toast: in the centre, then.
  }
  await focusTextEditor(page);
  await runCommand(page, 'Notifications: Show Notifications');
  try {
    await waitUntil(page, `${what} (in the notification centre)`, shown, { selector: '.notifications-center', text }, 10_000);
  } catch (error) {
    const messages = await page.locator('.notification-list-item-message').allTextContents().catch(() => []);
    throw new Error(`${/** @type {Error} */ (error).message}; the notifications held: ${messages.length ? messages.map((m) => JSON.stringify(m)).join(', ') : 'nothing'}`, { cause: error });
  } finally {
    await runCommand(page, 'Notifications: Hide Notifications').catch(() => undefined);
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

/**
 * Hovers over a character of a line of the active editor until the hover widget shows `opening`,
 * checks that it holds each of `expected`, and waits for it to finish fading in (for a picture).
 * @param {Page} page @param {string} lineStart @param {number} column @param {string} opening @param {string[]} expected
 */
async function hoverOver(page, lineStart, column, opening, expected) {
  // The play is measured again on each try: lines drawn again under the mouse (a lens or an inlay
  // hint arriving) move the play away from where it was measured.
  let text;
  for (let attempt = 1; ; attempt++) {
    const point = await characterPoint(page, lineStart, column);
    // Any previous hover gone, then onto the play.
    await page.mouse.move(point.x, point.y - 60);
    await page.mouse.move(point.x, point.y, { steps: 4 });
    try {
      text = await waitUntil(page, `the hover widget with "${opening}"`, (opening) => {
        const hover = [...document.querySelectorAll('.monaco-hover')].find((h) => (h.textContent ?? '').includes(opening) && /** @type {HTMLElement} */ (h).offsetParent);
        return hover?.textContent ?? null;
      }, opening, 5_000);
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  for (const words of expected) {
    if (!String(text).includes(words)) throw new Error(`the hover lacks "${words}": ${text}`);
  }
  await waitUntil(page, 'the hover to finish fading in', (opening) => {
    const hover = [...document.querySelectorAll('.monaco-hover')].find((h) => (h.textContent ?? '').includes(opening));
    if (!hover) return false;
    return document.getAnimations().every((animation) => {
      const target = /** @type {KeyframeEffect | null} */ (animation.effect)?.target;
      const related = target instanceof Node && (target.contains(hover) || hover.contains(target));
      return !related || animation.playState !== 'running';
    });
  }, opening);
}

/** Waits for at least `count` code lenses in the active editor: the turns' lenses push the lines down when they arrive. */
async function codeLenses(/** @type {Page} */ page, /** @type {string} */ name, /** @type {number} */ count) {
  await waitUntil(page, `the code lenses of ${name}`, ({ selector, count }) => document.querySelectorAll(`${selector} .codelens-decoration`).length >= count, { selector: EDITOR, count }, 20_000);
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

/** Opens a file of the folder with Quick Open (the Explorer may be hidden) and waits for its text in the active editor. */
async function quickOpen(/** @type {Page} */ page, /** @type {string} */ name, /** @type {string} */ text) {
  await page.keyboard.press('Control+P');
  await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 10_000 });
  await page.keyboard.type(name);
  // Enter opens the focused row: wait until it is the file (the list is filtered as the name is
  // typed, and a row focused before the filter ends, a recent file, would open instead).
  await waitUntil(page, `${name} focused in Quick Open`, (name) => {
    const focused = document.querySelector('.quick-input-list .monaco-list-row.focused');
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').includes(name);
  }, name);
  await page.keyboard.press('Enter');
  await page.waitForSelector(QUICK_INPUT, { state: 'hidden', timeout: 10_000 });
  await waitUntil(page, `${name} to show in the editor`, ({ selector, text }) =>
    [...document.querySelectorAll(`${selector} .view-lines .view-line`)].some((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ').includes(text)),
  { selector: EDITOR, text }, 20_000);
}

/** Moves the cursor to a line (1-based) with Go to Line, and waits for the status bar to say so. */
/**
 * Waits for the suggest widget to list a row matching `pattern`; returns every row's label.
 * @param {Page} page
 * @param {string} what
 * @param {RegExp} pattern
 * @returns {Promise<string[]>}
 */
async function suggestRows(page, what, pattern, timeout = 20_000) {
  return waitUntil(page, what, (source) => {
    const widget = document.querySelector('.suggest-widget.visible');
    const rows = [...(widget?.querySelectorAll('.monaco-list-row') ?? [])].map((r) => r.getAttribute('aria-label') ?? r.textContent ?? '');
    return rows.some((r) => new RegExp(source).test(r)) ? rows : null;
  }, pattern.source, timeout);
}

/**
 * Types `lead` (text before the word), closes any list it opened, then types `word` as a user
 * would and returns the suggest widget's rows once one matches `pattern`. On a freshly installed
 * code-server the quick suggestions typed into a line VS Code is still re-reading (its light bulb,
 * its diagnostics) were once never shown (the final run of session 6): then the word is typed
 * again, and last asked for with Ctrl+Space; each retry is logged, so a check that needed one says so.
 * @param {Page} page
 * @param {string} lead
 * @param {string} word
 * @param {string} what
 * @param {RegExp} pattern
 */
async function typeForSuggestions(page, lead, word, what, pattern) {
  if (lead) {
    await page.keyboard.type(lead, { delay: 30 });
    await page.keyboard.press('Escape');
  }
  await page.keyboard.type(word, { delay: 30 });
  try {
    return await suggestRows(page, what, pattern, 8_000);
  } catch {
    console.log(`  note: no list after typing "${word}" within 8 s; typed again`);
  }
  await page.keyboard.press('Escape');
  for (let i = 0; i < word.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(word, { delay: 60 });
  try {
    return await suggestRows(page, what, pattern, 8_000);
  } catch {
    console.log(`  note: no list after typing "${word}" again; asked for with Ctrl+Space`);
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+Space');
  return suggestRows(page, what, pattern, 15_000);
}

/**
 * Reverts the active file and waits until no line of the editor matches `typed` (what a check typed).
 * @param {Page} page
 * @param {RegExp} typed
 */
async function revertTyped(page, typed) {
  await runCommand(page, 'File: Revert File');
  await waitUntil(page, 'the file to be reverted', ({ selector, source }) => ![...document.querySelectorAll(`${selector} .view-lines .view-line`)]
    .some((l) => new RegExp(source).test((l.textContent ?? '').replace(/\u00a0/g, ' '))), { selector: EDITOR, source: typed.source });
}

async function goToLine(/** @type {Page} */ page, /** @type {number} */ line) {
  await page.keyboard.press('Control+G');
  await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 10_000 });
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${QUICK_INPUT}`, { state: 'hidden', timeout: 10_000 });
  await waitUntil(page, `the cursor on line ${line}`, (line) =>
    new RegExp(`Ln ${line},`).test(document.querySelector('#status\\.editor\\.selection')?.textContent ?? ''), line);
}

/**
 * Opens the Command Palette. A key press can land while the workbench moves the focus (a webview,
 * a walkthrough page, a hover closing): then nothing opens, so it is tried again, after Escape.
 */
async function openPalette(/** @type {Page} */ page) {
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    try {
      await page.waitForSelector(`${QUICK_INPUT} input`, { state: 'visible', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Runs a command from the Command Palette by its title, and waits for the palette to close. */
async function runCommand(/** @type {Page} */ page, /** @type {string} */ title) {
  await pickCommand(page, title);
  await page.waitForSelector(QUICK_INPUT, { state: 'hidden', timeout: 10_000 });
}

/** Runs a command from the Command Palette, without waiting for the palette to close (the command may open a quick input of its own). */
async function pickCommand(/** @type {Page} */ page, /** @type {string} */ title) {
  // Typed text can still go to the element that had the focus (a webview) while the palette opens:
  // the command not listed, the palette is opened and typed into again.
  for (let attempt = 1; ; attempt++) {
    await openPalette(page);
    await page.keyboard.type(title);
    try {
      await waitUntil(page, `the command "${title}" in the palette`, (title) => [...document.querySelectorAll('.quick-input-list .monaco-list-row')]
        .some((r) => (r.getAttribute('aria-label') ?? r.textContent ?? '').includes(title)), title, 5_000);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.keyboard.press('Enter');
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
 * Puts the keyboard focus in the text editor (View: Focus First Editor Group; the preview's page
 * passes the workbench's keys on), and waits for it to be there.
 */
async function focusTextEditor(/** @type {Page} */ page) {
  // As for the palette: a key press lost while the focus moves is pressed again, after Escape.
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('Control+1');
    try {
      await waitUntil(page, 'the focus in the text editor', () => !!document.activeElement?.closest('.part.editor .monaco-editor'), null, 4_000);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Waits until the text editor's cursor (its current-line highlight) is on the line starting with `lineStart`. */
async function cursorOn(/** @type {Page} */ page, /** @type {string} */ lineStart) {
  await waitUntil(page, `the editor's cursor on ${lineStart}`, (lineStart) => {
    const editor = document.querySelector('.part.editor .monaco-editor');
    const current = /** @type {HTMLElement | null | undefined} */ (editor?.querySelector('.view-overlays .current-line'))?.parentElement;
    if (!editor || !current) return false;
    const line = [...editor.querySelectorAll('.view-lines .view-line')].find((l) => /** @type {HTMLElement} */ (l).style.top === current.style.top);
    return (line?.textContent ?? '').replace(/\u00a0/g, ' ').startsWith(lineStart);
  }, lineStart, 15_000);
}

/** The webview frame that holds the preview's page. */
async function boardFrame(/** @type {Page} */ page) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const frame of page.frames()) {
      if (await frame.evaluate(() => !!document.querySelector('.board')).catch(() => false)) return frame;
    }
    if (Date.now() > deadline) throw new Error('no frame holds the board preview');
    await page.waitForTimeout(100); // polling the frames: no event tells when a webview's DOM changed
  }
}

/**
 * The board the preview's page shows for a line (0-based), read from its DOM in the webview's
 * frame: `.board[data-line]`, its label, DEFCON, the map's countries, those marked as changed and
 * their control. Skips the check when VS Code says the command does not exist.
 * @returns {Promise<{ label: string, defcon: string, text: string, countries: number, changed: string[], control: Record<string, string> }>}
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
        const countries = [...el.querySelectorAll('g.country[data-country]')];
        /** @type {Record<string, string>} */
        const control = {};
        for (const c of countries) if (c.getAttribute('data-control')) control[c.getAttribute('data-country') ?? ''] = c.getAttribute('data-control') ?? '';
        return {
          label: el.querySelector('.label')?.textContent ?? '',
          defcon: el.querySelector('[data-defcon]')?.getAttribute('data-defcon') ?? '',
          text: /** @type {HTMLElement} */ (el).innerText.slice(0, 400),
          countries: countries.length,
          changed: countries.filter((c) => c.classList.contains('changed')).map((c) => c.getAttribute('data-country') ?? ''),
          control,
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
