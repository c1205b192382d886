/**
 * A game log of the digital edition pasted or opened as TSN: reported as one diagnostic (TSN046)
 * instead of one TSN001 per line, with the conversion to TSN (as `tsn import` writes it) as its
 * quick fix, which replaces the whole text only when the user picks it.
 */
import type { DocumentText } from '../common/pieceText';
import { CODES } from '../common/codes';
import type { Diagnostic } from '../common/diagnostic';
import { importPlaydekLog, looksLikePlaydekLog } from '../import';

export const CONVERT_LOG_TITLE = 'Convert digital-edition log to TSN';

/** Up to this many characters the conversion is made on each change and offered as a quick fix. */
export const CONVERT_LOG_UP_TO = 1_000_000;

/**
 * A log shows a round's header within its first lines: only so much of the text is searched for
 * one, so that a long file of other text (a messy 10 MB paste) costs no scan of it all on each change.
 */
const HEADER_WITHIN = 20_000;

/** How many of the text's first lines decide whether it is mostly not TSN. */
export const HEAD_LINES = 200;

/** Whether `withGameLogRecognised` takes the text, parsed with `diagnostics`, for a game log. */
export function isGameLog(text: DocumentText, lineCount: number, lineText: (n: number) => string | undefined, diagnostics: readonly Diagnostic[]): boolean {
  // Judged on the text's first lines, where a log opens with its header: most of them unreadable as TSN.
  let unreadable = 0;
  for (const d of diagnostics) if (d.code === 'TSN001' && d.range.start.line < HEAD_LINES) unreadable++;
  if (unreadable === 0) return false;
  let written = 0;
  for (let n = 0; n < Math.min(lineCount, HEAD_LINES); n++) if (lineText(n)!.trim() !== '') written++;
  return unreadable * 2 >= written && looksLikePlaydekLog(text.slice(0, HEADER_WITHIN));
}

/**
 * `diagnostics` with the file's TSN001 replaced by one TSN046 over the whole text when the text is
 * a game log of the digital edition: a log's header near its start, among first lines that are
 * mostly not TSN.
 */
export function withGameLogRecognised(text: string, lines: readonly string[], diagnostics: readonly Diagnostic[]): Diagnostic[] {
  if (!isGameLog(text, lines.length, (n) => lines[n], diagnostics)) return diagnostics.slice();
  const last = lines.length - 1;
  const everything = { start: { line: 0, character: 0 }, end: { line: last, character: lines[last]!.length } };
  const kept = diagnostics.filter((d) => d.code !== 'TSN001');
  if (text.length > CONVERT_LOG_UP_TO) {
    return [{
      range: everything, severity: CODES.TSN046.severity, code: 'TSN046',
      message: `This is a game log of the digital edition, not TSN. It is too long to convert here (${text.length} characters): run "TSN: Import Game Log…" on its file, or tsn import.`,
    }, ...kept];
  }
  const result = importPlaydekLog(text);
  const left = result.notImported.length;
  return [{
    range: everything, severity: CODES.TSN046.severity, code: 'TSN046',
    message: `This is a game log of the digital edition, not TSN: the quick fix "${CONVERT_LOG_TITLE}" writes it as a TSN 2 game${left ? ` (${left} line${left === 1 ? '' : 's'} of it kept as # not imported comments)` : ''}.`,
    fix: { title: CONVERT_LOG_TITLE, newText: result.tsn },
  }, ...kept];
}
