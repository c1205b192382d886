/**
 * A game log of the digital edition pasted or opened as TSN: reported as one diagnostic (TSN046)
 * instead of one TSN001 per line, with the conversion to TSN (as `tsn import` writes it) as its
 * quick fix, which replaces the whole text only when the user picks it.
 */
import type { Diagnostic } from '../common/diagnostic';
import { range } from '../common/text';
import { importPlaydekLog, looksLikePlaydekLog } from '../import';

export const CONVERT_LOG_TITLE = 'Convert digital-edition log to TSN';

/** Up to this many characters the conversion is made on each change and offered as a quick fix. */
export const CONVERT_LOG_UP_TO = 1_000_000;

/**
 * `diagnostics` with the file's TSN001 replaced by one TSN046 over the whole text when the text is
 * a game log of the digital edition: a log's header among lines that are mostly not TSN.
 */
export function withGameLogRecognised(text: string, lines: readonly string[], diagnostics: readonly Diagnostic[]): Diagnostic[] {
  let unreadable = 0;
  for (const d of diagnostics) if (d.code === 'TSN001') unreadable++;
  if (unreadable === 0) return diagnostics.slice();
  let written = 0;
  for (const line of lines) if (line.trim() !== '') written++;
  if (unreadable * 2 < written || !looksLikePlaydekLog(text)) return diagnostics.slice();
  const last = lines.length - 1;
  const whole = range(0, 0, 0);
  const everything = { start: whole.start, end: { line: last, character: lines[last]!.length } };
  const kept = diagnostics.filter((d) => d.code !== 'TSN001');
  if (text.length > CONVERT_LOG_UP_TO) {
    return [{
      range: everything, severity: 'error', code: 'TSN046',
      message: `This is a game log of the digital edition, not TSN. It is too long to convert here (${text.length} characters): run "TSN: Import Game Log…" on its file, or tsn import.`,
    }, ...kept];
  }
  const result = importPlaydekLog(text);
  const left = result.notImported.length;
  return [{
    range: everything, severity: 'error', code: 'TSN046',
    message: `This is a game log of the digital edition, not TSN: the quick fix "${CONVERT_LOG_TITLE}" writes it as a TSN 2 game${left ? ` (${left} line${left === 1 ? '' : 's'} of it kept as # not imported comments)` : ''}.`,
    fix: { title: CONVERT_LOG_TITLE, newText: result.tsn },
  }, ...kept];
}
