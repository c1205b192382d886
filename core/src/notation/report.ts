/** How the parser's modules report a notation problem: the code's severity comes from the one table of codes. */
import type { Diagnostic, Fix } from '../common/diagnostic';
import { CODES, type NotationCode } from '../common/codes';
import type { Range } from '../common/text';

export function report(sink: Diagnostic[], code: NotationCode, r: Range, message: string, fix?: Fix, alternatives?: readonly Fix[]): void {
  const severity = CODES[code].severity;
  sink.push({ range: r, severity, code, message, ...(fix ? { fix } : {}), ...(alternatives?.length ? { alternatives } : {}) });
}
