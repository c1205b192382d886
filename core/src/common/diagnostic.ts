import type { Side } from '../data';
import type { Range } from './text';

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** A replacement for a diagnostic's range that a quick fix can offer. */
export interface Fix {
  readonly title: string;
  readonly newText: string;
}

/** Another place in the file that explains a diagnostic: where the card was discarded, the effect came into force. */
export interface RelatedLocation {
  readonly range: Range;
  readonly message: string;
}

/**
 * A problem found in a TSN file. `code` is stable and documented in docs/diagnostics.md;
 * `fix`, when present, is the replacement for `range` a quick fix offers (the one right answer);
 * `alternatives` are further replacements when there are several (the countries in reach);
 * `related` points at the earlier lines the problem follows from; `anotherCard`, the side whose
 * card cannot be played there (its quick fixes, the cards it can play, are listed when asked).
 */
export interface Diagnostic {
  readonly range: Range;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly fix?: Fix;
  readonly alternatives?: readonly Fix[];
  readonly related?: readonly RelatedLocation[];
  readonly anotherCard?: Side;
}
