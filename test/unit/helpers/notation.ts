import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTsn } from '../../../core/src/notation';
import type { Diagnostic } from '../../../core/src/common/diagnostic';

export const FIXTURES = join(__dirname, '..', '..', 'fixtures');

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

/** `code@line:col-col message` for each diagnostic: short enough to compare in one assertion. */
export function describeDiagnostics(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}-${d.range.end.character}`);
}

/** The syntax tree without ranges, for comparing two parses of differently spaced text. */
export function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // `—` and `--` are the same no-play; only its spelling differs.
      if (/range$/i.test(k) || (k === 'text' && (value as { kind?: string }).kind === 'none')) continue;
      out[k] = withoutRanges(v);
    }
    return out;
  }
  return value;
}

/** Parses one game line inside a minimal file and returns the line and its diagnostics. */
export function parseGameLine(line: string) {
  const { document, diagnostics } = parseTsn(line);
  const game = document.gameLines[0];
  if (!game) throw new Error(`no game line in ${JSON.stringify(line)}: ${JSON.stringify(diagnostics)}`);
  return { line: game, diagnostics };
}
