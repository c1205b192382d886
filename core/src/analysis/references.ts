/**
 * Where a card or a country comes up in a file: every code written in a game line, whether the
 * line played the card or changed the country, and the line where a card last moved. Built once
 * per analysis from the parse and the replay's per-line states (no replay here).
 */
import { cardMoved, countryIndex, influenceAt, type GameState } from '../rules';
import { sameRange, type Range } from '../common/text';
import { windowAround } from '../common/search';
import { partsOf, type GameLine } from '../notation';
import type { DocumentAnalysis } from './analysis';
import { codeReferences, type CodeKind, type CodeReference } from './lookup';

/** One code as written in a game line. */
export interface Occurrence extends CodeReference {
  /** The 0-based line it is on. */
  readonly line: number;
  /**
   * For a card: the card the part was played with (not a card moved, drawn or discarded).
   * For a country: the line changed its influence (always false without the rules).
   */
  readonly primary: boolean;
}

/** A line that changed a country's influence without writing its code (an event the engine resolved). */
export interface UnwrittenChange {
  readonly line: number;
  /** The line's round label, to point at. */
  readonly range: Range;
}

interface Index {
  readonly occurrences: readonly Occurrence[];
  readonly byCode: ReadonlyMap<string, readonly Occurrence[]>;
}

const INDEXES = new WeakMap<DocumentAnalysis, Index>();

function key(kind: CodeKind, code: string): string {
  return `${kind}:${code}`;
}

function countryChanged(states: { before: GameState; after: GameState } | undefined, code: string): boolean {
  if (!states) return false;
  const i = countryIndex(code);
  if (i < 0) return false;
  return influenceAt(states.before.influence, i, 'US') !== influenceAt(states.after.influence, i, 'US')
    || influenceAt(states.before.influence, i, 'USSR') !== influenceAt(states.after.influence, i, 'USSR');
}

/** The codes written in one game line (`here`: its states before and after, when it was replayed). */
function* lineOccurrences(game: GameLine, here: { before: GameState; after: GameState } | undefined): Generator<Occurrence, void, void> {
  const line = game.range.start.line;
  for (const { part } of partsOf(game)) {
    for (const reference of codeReferences(part)) {
      const primary = reference.kind === 'card'
        ? part.kind === 'play' && sameRange(part.card.range, reference.range)
        : reference.kind === 'country' && countryChanged(here, reference.code);
      yield { ...reference, line, primary };
    }
  }
}

function indexOf(analysis: DocumentAnalysis): Index {
  const known = INDEXES.get(analysis);
  if (known) return known;
  const occurrences: Occurrence[] = [];
  const byCode = new Map<string, Occurrence[]>();
  for (const game of analysis.syntax.gameLines()) {
    for (const occurrence of lineOccurrences(game, statesAt(analysis, game.range.start.line))) {
      occurrences.push(occurrence);
      const k = key(occurrence.kind, occurrence.code);
      const list = byCode.get(k);
      if (list) list.push(occurrence);
      else byCode.set(k, [occurrence]);
    }
  }
  const index = { occurrences, byCode };
  INDEXES.set(analysis, index);
  return index;
}

/** The replayed states of game line `n`, when it was replayed. */
function statesAt(analysis: DocumentAnalysis, n: number): { before: GameState; after: GameState } | undefined {
  const placed = analysis.replayedAt(n);
  return placed?.line === n ? placed.replayed : undefined;
}

/**
 * The occurrences of a code in the `maxLines` game lines nearest line `line`, in file order: on a
 * document of more game lines, only those are read (a 10 MB file's index took seconds); on a
 * smaller one, all of them (`occurrencesOf`).
 */
export function occurrencesNear(analysis: DocumentAnalysis, kind: CodeKind, code: string, line: number, maxLines: number): readonly Occurrence[] {
  const numbers = analysis.syntax.gameLineNumbers;
  if (numbers.length <= maxLines) return occurrencesOf(analysis, kind, code);
  const { from, to } = windowAround(numbers.length, maxLines, line, (i) => numbers[i]!);
  const out: Occurrence[] = [];
  for (let k = from; k < to; k++) {
    const game = analysis.gameLineAt(numbers[k]!)!;
    for (const occurrence of lineOccurrences(game, statesAt(analysis, numbers[k]!))) {
      if (occurrence.kind === kind && occurrence.code === code) out.push(occurrence);
    }
  }
  return out;
}

/** Every occurrence of a card, country or region code in the file's game lines, in file order. */
export function occurrencesOf(analysis: DocumentAnalysis, kind: CodeKind, code: string): readonly Occurrence[] {
  return indexOf(analysis).byCode.get(key(kind, code)) ?? [];
}

/** The code written at a position of a game line, if any (only that line is read). */
export function occurrenceAt(analysis: DocumentAnalysis, line: number, character: number): Occurrence | undefined {
  const game = analysis.gameLineAt(line);
  if (!game) return undefined;
  for (const occurrence of lineOccurrences(game, statesAt(analysis, line))) {
    if (occurrence.range.start.line === line && occurrence.range.start.character <= character && character <= occurrence.range.end.character) return occurrence;
  }
  return undefined;
}

/** The game lines that changed a country's influence without writing its code (empty without the rules). */
export function unwrittenChangesOf(analysis: DocumentAnalysis, country: string): UnwrittenChange[] {
  if (countryIndex(country) < 0) return [];
  const written = new Set(occurrencesOf(analysis, 'country', country).map((o) => o.line));
  const out: UnwrittenChange[] = [];
  const replay = analysis.replay;
  for (let k = 0; replay && k < replay.lines.length; k++) {
    const at = replay.lineNumbers[k]!;
    if (written.has(at) || !countryChanged(replay.lines.get(k), country)) continue;
    const game = analysis.gameLineAt(at);
    if (game) out.push({ line: at, range: game.label.range });
  }
  return out;
}

/**
 * The line where a card last moved (changed pile, hand or holder) before `line`; the line itself
 * when it is the card's first move. Without the rules: the card's last occurrence above `line`,
 * else the one on `line`. The range is the card's code on that line, else its label.
 */
export function lastMoveOf(analysis: DocumentAnalysis, card: string, line: number): { line: number; range: Range } | undefined {
  const on = (target: number): { line: number; range: Range } | undefined => {
    const written = occurrencesOf(analysis, 'card', card).filter((o) => o.line === target);
    const range = (written.find((o) => o.primary) ?? written[0])?.range ?? analysis.gameLineAt(target)?.label.range;
    return range ? { line: target, range } : undefined;
  };
  const replay = analysis.replay;
  if (!replay) {
    const above = occurrencesOf(analysis, 'card', card).filter((o) => o.line <= line);
    const previous = above.filter((o) => o.line < line);
    const target = previous[previous.length - 1] ?? above[above.length - 1];
    return target ? on(target.line) : undefined;
  }
  let own: number | undefined;
  for (let i = replay.lines.length - 1; i >= 0; i--) {
    const at = replay.lineNumbers[i]!;
    if (at > line) continue;
    const replayed = replay.lines.get(i);
    if (!cardMoved(replayed.before, replayed.after, card)) continue;
    if (at < line) return on(at);
    own = at;
  }
  return own === undefined ? undefined : on(own);
}
