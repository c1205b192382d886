import type { Range } from './text';

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/**
 * A problem found in a TSN file. `code` is stable and documented in docs/diagnostics.md;
 * `fix`, when present, is a replacement for `range` that a quick fix can offer.
 */
export interface Diagnostic {
  readonly range: Range;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly fix?: { readonly title: string; readonly newText: string };
}
