/**
 * `tsn render`: the board after a line as the map the editor's board preview shows, as a
 * standalone SVG file (the same renderer, core/src/view/boardSvg.ts, the same board view the
 * language server sends the preview); or the whole game as one web page (core/src/view/gamePage.ts),
 * as "TSN: Export Game as Web Page" writes it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardView, newNonce, renderBoardSvg, renderGamePage, VERSION } from '../../core/src';

export interface RenderResult {
  readonly svg: string;
  /** True when some line up to the one rendered has an error (the exit status is then 1). */
  readonly hasError: boolean;
  /** The number of lines in the file, to tell a --line past its end. */
  readonly lineCount: number;
}

/** The file's board after `line` (1-based; default: the last line) as a standalone SVG document. */
export function renderText(text: string, file: string, line?: number): RenderResult {
  const analysis = analyze(text, { rules: true });
  const last = analysis.lineCount - 1;
  const at = line === undefined ? last : Math.min(line - 1, last);
  const view = boardView(analysis, at);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderBoardSvg(view, { standalone: true, file })}\n`;
  const hasError = analysis.diagnostics.some((d) => d.severity === 'error' && d.range.start.line <= at);
  return { svg, hasError, lineCount: analysis.lineCount };
}

/** The game as one web page, opening at `line` (1-based; default: its first play); `script` is the page's (dist/page/game.js). */
export function renderPageText(text: string, file: string, line: number | undefined, script: string): { readonly html: string; readonly hasError: boolean } {
  const analysis = analyze(text, { rules: true });
  const html = renderGamePage({ text, file, start: line === undefined ? null : line - 1, script, nonce: newNonce(), version: VERSION });
  return { html, hasError: analysis.diagnostics.some((d) => d.severity === 'error') };
}

/** Why the page's script could not be read: said on standard error, exit status 2. */
export class PageScriptUnavailable extends Error {}

/** The page's script, built beside this command's bundle (dist/page/game.js, next to dist/cli/). */
export function bundledPageScript(): string {
  const path = join(__dirname, '..', 'page', 'game.js');
  if (!existsSync(path)) throw new PageScriptUnavailable(`the web page's script ${path} is missing; run "npm run build"`);
  return readFileSync(path, 'utf8');
}

/** Why a PNG could not be made: said on standard error, exit status 2. */
export class PngUnavailable extends Error {}

/**
 * The SVG as a PNG, through librsvg's `rsvg-convert` (Debian and Ubuntu: librsvg2-bin), which
 * draws it at its own size (2500 x 1710). No browser: the command line carries no renderer of its
 * own, so without that tool there is no PNG.
 */
export function svgToPngWithRsvg(svg: string): Uint8Array {
  const run = spawnSync('rsvg-convert', ['--format', 'png'], { input: svg, maxBuffer: 256 * 1024 * 1024 });
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new PngUnavailable(missing
      ? 'a PNG needs rsvg-convert (librsvg; on Debian or Ubuntu: apt-get install librsvg2-bin); without it, write the SVG'
      : `rsvg-convert failed: ${run.error.message}`);
  }
  if (run.status !== 0) throw new PngUnavailable(`rsvg-convert failed: ${String(run.stderr).trim() || `exit status ${run.status}`}`);
  return new Uint8Array(run.stdout);
}
