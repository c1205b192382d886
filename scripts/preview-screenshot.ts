// Renders the board preview for a sample mid-game board, as VS Code's dark and light themes would
// show it, and takes a screenshot of each with headless Chromium, to look at the page as a user
// does. Run: node --import tsx scripts/preview-screenshot.ts [outDir] (default /tmp).
// Writes board-dark.html/.png, board-light.html/.png and board-narrow.png (board.png is the dark one).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initialBoard, controlMap, type BoardSnapshot } from '../server/src/analysis/snapshot';
import { renderBoardDocument } from '../client/src/preview/render';

const outDir = process.argv[2] ?? '/tmp';

function sample(): BoardSnapshot {
  const board = initialBoard();
  const add: Record<string, [number, number]> = {
    // [US, USSR] on top of the fixed start.
    PL: [0, 4], DD: [0, 1], HU: [0, 1], IT: [3, 0], FR: [2, 0], DE: [4, 0], BX: [0, 0], TR: [1, 0],
    IR: [-1, 3], IQ: [0, 2], SY: [0, 1], EG: [0, 2], LY: [0, 2], IL: [3, 0], JO: [2, 0],
    TH: [2, 0], VN: [0, 2], MY: [1, 0], JP: [3, 0], KR: [2, 0], IN: [0, 1],
    PA: [2, 0], CU: [0, 1], MX: [2, 0], VE: [0, 2], BR: [1, 0], AO: [0, 3], ZA: [2, 0], ZR: [1, 1],
  };
  for (const [code, [us, ussr]] of Object.entries(add)) {
    const here = board.influence[code]!;
    board.influence[code] = { US: here.US + us, USSR: here.USSR + ussr };
  }
  return {
    ...board,
    turn: 3,
    round: '4',
    defcon: 3,
    vp: -4,
    milops: { US: 2, USSR: 3 },
    space: { US: 2, USSR: 1 },
    china: { holder: 'US', faceUp: false },
    control: controlMap(board.influence),
    effects: ['CON', 'NTB', 'USJ', 'FOR'],
    discard: ['DAC', 'FYP', 'SEU', 'COM', 'OLY', 'NAS', 'MAR', 'DES', 'SME', 'IND', 'BLO', 'ABM', 'CSC', 'SCA', 'RED'],
    removed: ['VIE', 'FID', 'CHN'],
    line: 21,
    label: '3.4',
  };
}

const themes = {
  dark: {
    bodyClass: 'vscode-dark',
    vars: '--vscode-editor-foreground:#cccccc;--vscode-editor-background:#1e1e1e;--vscode-descriptionForeground:#9d9d9d;'
      + '--vscode-panel-border:#3c3c3c;--vscode-editorWidget-background:#252526;--vscode-font-family:system-ui,sans-serif;'
      + '--vscode-font-size:13px;--vscode-editor-font-family:monospace;',
  },
  light: {
    bodyClass: 'vscode-light',
    vars: '--vscode-editor-foreground:#3b3b3b;--vscode-editor-background:#ffffff;--vscode-descriptionForeground:#717171;'
      + '--vscode-panel-border:#d4d4d4;--vscode-editorWidget-background:#f3f3f3;--vscode-font-family:system-ui,sans-serif;'
      + '--vscode-font-size:13px;--vscode-editor-font-family:monospace;',
  },
};

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
const board = sample();
for (const [name, theme] of Object.entries(themes)) {
  const nonce = 'c2NyZWVuc2hvdG5vbmNl';
  // VS Code sets the theme's variables and body class itself; here a nonce'd style stands in.
  const html = renderBoardDocument(board, { nonce, cspSource: 'https://file+.vscode-resource.vscode-cdn.net', file: 'game.tsn' })
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
