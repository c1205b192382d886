/**
 * The features the editor asks for on its own, on large files of each shape (issue 22): the time
 * each takes once the analysis is done, and the size of its answer (JSON), against the caps of
 * server/src/lsp/bounds.ts.
 *
 *   node bench/run.mjs features [--mb N] [--shape NAME]     (default 10 MB, every shape)
 */
import { analyze } from '../core/src/analysis';
import { documentSymbols } from '../server/src/lsp/symbols';
import { foldingRanges } from '../server/src/lsp/folding';
import { semanticTokens } from '../server/src/lsp/semanticTokens';
import { codeLenses } from '../server/src/lsp/codeLens';
import { documentHighlights } from '../server/src/lsp/references';
import { formatEdits, MAX_FORMATTED_LINES, tooLongToFormat } from '../server/src/lsp/formatting';
import { boardViewAtLine } from '../server/src/lsp/board';
import { LARGE_SHAPES } from './largeFiles';

const at = process.argv.indexOf('--mb');
const MB = at >= 0 ? Number(process.argv[at + 1]) : 10;
const only = process.argv.indexOf('--shape');

function measure(name: string, work: () => unknown): void {
  const start = performance.now();
  const answer = work();
  const ms = performance.now() - start;
  const size = JSON.stringify(answer ?? null).length;
  console.log(`  ${name.padEnd(22)} ${ms.toFixed(0).padStart(7)} ms  ${(size / 1e6).toFixed(2).padStart(8)} MB answer`);
}

for (const [shape, make] of Object.entries(LARGE_SHAPES)) {
  if (only >= 0 && process.argv[only + 1] !== shape) continue;
  const text = make(MB);
  const start = performance.now();
  const analysis = analyze(text);
  console.log(`${shape}: ${(text.length / 1e6).toFixed(1)} MB, analysed in ${(performance.now() - start).toFixed(0)} ms, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
  const middle = Math.floor(analysis.lines.length / 2);
  const column = (analysis.lines[middle] ?? '').indexOf('&') + 1;
  measure('outline', () => documentSymbols(analysis));
  measure('folding', () => foldingRanges(analysis));
  measure('semantic tokens', () => semanticTokens(analysis));
  measure('code lenses', () => codeLenses(analysis));
  measure('highlights', () => documentHighlights(analysis, { line: middle, character: Math.max(0, column - 3) }));
  // As the server answers Format Document: refused past its cap (else formatted in slices).
  measure('formatting', () => (analysis.lines.length > MAX_FORMATTED_LINES ? tooLongToFormat(analysis.lines.length) : formatEdits(analysis)));
  measure('range formatting (60)', () => formatEdits(analysis, { start: { line: middle, character: 0 }, end: { line: middle + 60, character: 0 } }));
  measure('tsn/boardView', () => boardViewAtLine(analysis, middle));
}
