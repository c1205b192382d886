// Renders the board preview for a line of a game (default: examples/game.tsn at 1.3), as VS Code's dark and light themes would
// show it, and takes a screenshot of each with headless Chromium, to look at the page as a user
// does. Run: node --import tsx scripts/preview-screenshot.ts [outDir [game.tsn [line [country]]]] (default /tmp).
// Writes board-THEME.html/.png for the dark, high-contrast and light themes, and board-narrow.png.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView } from '../core/src/analysis';
import { renderBoardContent } from '../core/src/view';
import { renderBoardDocument } from '../client/src/preview/render';

const outDir = process.argv[2] ?? '/tmp';
/** The example game, at its line 1.3 (0-based line 13 of examples/game.tsn) unless told another. */
const gameFile = process.argv[3] ?? join(__dirname, '..', 'examples', 'game.tsn');
const atLine = Number(process.argv[4] ?? 13);
const selected = process.argv[5] ?? null;

const themes = {
  dark: {
    bodyClass: 'vscode-dark',
    vars: '--vscode-editor-foreground:#cccccc;--vscode-editor-background:#1e1e1e;--vscode-descriptionForeground:#9d9d9d;'
      + '--vscode-panel-border:#3c3c3c;--vscode-editorWidget-background:#252526;--vscode-font-family:system-ui,sans-serif;'
      + '--vscode-font-size:13px;--vscode-editor-font-family:monospace;',
  },
  'high-contrast': {
    bodyClass: 'vscode-high-contrast',
    vars: '--vscode-editor-foreground:#ffffff;--vscode-editor-background:#000000;--vscode-descriptionForeground:#ffffff;'
      + '--vscode-panel-border:#6fc3df;--vscode-contrastBorder:#6fc3df;--vscode-contrastActiveBorder:#f38518;--vscode-editorWidget-background:#0c141f;'
      + '--vscode-font-family:system-ui,sans-serif;--vscode-font-size:13px;--vscode-editor-font-family:monospace;',
  },
  light: {
    bodyClass: 'vscode-light',
    vars: '--vscode-editor-foreground:#3b3b3b;--vscode-editor-background:#ffffff;--vscode-descriptionForeground:#717171;'
      + '--vscode-panel-border:#d4d4d4;--vscode-editorWidget-background:#f3f3f3;--vscode-font-family:system-ui,sans-serif;'
      + '--vscode-font-size:13px;--vscode-editor-font-family:monospace;',
  },
};

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
const view = boardView(analyze(readFileSync(gameFile, 'utf8')), atLine);
for (const [name, theme] of Object.entries(themes)) {
  const nonce = 'c2NyZWVuc2hvdG5vbmNl';
  // VS Code sets the theme's variables and body class itself; here a nonce'd style stands in.
  const html = renderBoardDocument(null, { nonce, cspSource: 'https://file+.vscode-resource.vscode-cdn.net', file: 'game.tsn' })
    .replace(/<main id="root">[\s\S]*?<\/main>/, () => `<main id="root">${renderBoardContent(view, 'game.tsn', undefined, selected)}</main>`)
    .replace('<body>', `<body class="${theme.bodyClass}"><style nonce="${nonce}">html{${theme.vars}}</style>`);
  const htmlPath = join(outDir, `board-${name}.html`);
  writeFileSync(htmlPath, html);
  if (!chromium) continue;
  const png = join(outDir, `board-${name}.png`);
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${png}`,
    '--window-size=1200,1400', `file://${htmlPath}`], { stdio: 'ignore' });
  console.log(png);
  if (name === 'dark') {
    // The preview usually sits beside the editor: narrow.
    const narrow = join(outDir, 'board-narrow.png');
    execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${narrow}`,
      '--window-size=560,1400', `file://${htmlPath}`], { stdio: 'ignore' });
    console.log(narrow);
  }
}
if (chromium) copyFileSync(join(outDir, 'board-dark.png'), join(outDir, 'board.png'));
copyFileSync(join(outDir, 'board-dark.html'), join(outDir, 'board.html'));
if (!chromium) console.log('no Chromium found: wrote the HTML only');
