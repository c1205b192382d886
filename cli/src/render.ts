/**
 * `tsn render`: the board after a line as the map the editor's board preview shows, as a
 * standalone SVG file (the same renderer, core/src/view/boardSvg.ts, the same board view the
 * language server sends the preview).
 */
import { spawnSync } from 'node:child_process';
import { analyze, boardView } from '../../core/src/analysis';
import { renderBoardSvg } from '../../core/src/view';

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
  const last = analysis.lines.length - 1;
  const at = line === undefined ? last : Math.min(line - 1, last);
  const view = boardView(analysis, at);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderBoardSvg(view, { standalone: true, file })}\n`;
  const hasError = analysis.diagnostics.some((d) => d.severity === 'error' && d.range.start.line <= at);
  return { svg, hasError, lineCount: analysis.lines.length };
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
