/**
 * From the engine's problems back to the text: the range of the written item each problem is
 * about, the diagnostic for it, and which of them the notation's own errors already explain.
 * Nothing here runs for a line without problems.
 */
import { underUnreadable } from '../common/codes';
import type { Diagnostic, RelatedLocation } from '../common/diagnostic';
import type { Range } from '../common/text';
import { forEachEffect, partsOf, type Action, type CardMove, type DealPart, type Effect, type GameLine, type Part, type Play, type SetupPart } from '../notation';
import type { ProblemTarget, RuleProblem, Side } from '../rules';
import { isEventItem, isStray, shapeOf } from './lower';
import type { ProblemFixes } from './fixes';

/** The part of a line a side wrote. */
export function partOf(line: GameLine, side: Side | undefined): Part | undefined {
  return side === 'USSR' ? line.ussr : side === 'US' ? line.us : undefined;
}

/**
 * The range of the written item a problem is about. In an action round `side` and `part` are the
 * part replayed; in the other rounds the problem's own side says which part it is about.
 */
export function rangeOfProblem(p: RuleProblem, line: GameLine, side: Side, part: Part | undefined): Range {
  switch (line.label.round) {
    case 'S': return locateInSetup(p.target, part as SetupPart);
    case 'D': return locateInDeal(p.target, partOf(line, p.side) as DealPart | undefined) ?? line.range;
    case 'H': return (p.side ? locateInPart(p.target, partOf(line, p.side), p.side) : undefined) ?? line.range;
    case 'E': return locateInEnd(p.target, partOf(line, p.side)) ?? line.range;
    // An action round's play, or its pass (located as a whole).
    default: return locateInPart(p.target, part, side) ?? part!.range;
  }
}

/** The play a problem's quick fixes may rewrite: the headline's or the action round's. */
export function partToFix(p: RuleProblem, line: GameLine, part: Part | undefined): Part | undefined {
  const round = line.label.round;
  return round === 'H' ? partOf(line, p.side) : typeof round === 'number' ? part : undefined;
}

/**
 * The message as a diagnostic says it (a full stop at the end), one string per distinct message:
 * the lines after a game's end all repeat the same few.
 */
export function finishedMessage(message: string, messages: Map<string, string>): string {
  let finished = messages.get(message);
  if (finished === undefined) {
    finished = message.endsWith('.') ? message : `${message}.`;
    messages.set(message, finished);
  }
  return finished;
}

export function toDiagnostic(p: RuleProblem, range: Range, message: string, fixes: ProblemFixes, related: readonly RelatedLocation[] | undefined): Diagnostic {
  // Optional keys only when set (diagnostics are compared and sent as they are).
  const d: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = { range, severity: p.severity, code: p.code, message };
  if (fixes.fix) d.fix = fixes.fix;
  if (fixes.alternatives?.length) d.alternatives = fixes.alternatives;
  if (related?.length) d.related = related;
  if (fixes.anotherCard) d.anotherCard = fixes.anotherCard;
  return d;
}

// ---- one diagnostic per mistake ------------------------------------------------------------------

export function errorsByLine(notation: readonly Diagnostic[]): Map<number, Diagnostic[]> {
  const out = new Map<number, Diagnostic[]>();
  for (const d of notation) {
    if (d.severity !== 'error') continue;
    const list = out.get(d.range.start.line);
    if (list) list.push(d); else out.set(d.range.start.line, [d]);
  }
  return out;
}

/**
 * The notation's errors on one line, searchable in logarithmic time: sorted by start, with the
 * furthest end reached by any error starting at or before each one. (A line may hold thousands of
 * errors and thousands of rules problems: pairing them one by one would be quadratic.)
 */
interface ErrorIndex {
  readonly starts: readonly number[];
  readonly furthestEnd: readonly number[];
}

function indexErrors(errors: readonly Diagnostic[], line: number): ErrorIndex {
  // Only single-line ranges on this line count; the columns are compared directly.
  const spans = errors
    .filter((e) => e.range.start.line === line && e.range.end.line === line)
    .map((e) => [e.range.start.character, e.range.end.character] as const)
    .sort((a, b) => a[0] - b[0]);
  const furthestEnd: number[] = [];
  let far = -1;
  for (const [, end] of spans) furthestEnd.push(far = Math.max(far, end));
  return { starts: spans.map(([start]) => start), furthestEnd };
}

/** How many errors start before `column` (strictly, or at it too). */
function countStartingBefore(index: ErrorIndex, column: number, inclusive: boolean): number {
  let lo = 0;
  let hi = index.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = index.starts[mid]!;
    if (start < column || (inclusive && start === column)) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/** Some error overlaps [start, end) (an empty range overlaps what surrounds it). */
function anyOverlap(index: ErrorIndex, start: number, end: number): boolean {
  const k = countStartingBefore(index, Math.max(end, start + 1), false);
  return k > 0 && index.furthestEnd[k - 1]! > start;
}

/** Some error holds all of [start, end]. */
function anyContains(index: ErrorIndex, start: number, end: number): boolean {
  const k = countStartingBefore(index, start, true);
  return k > 0 && index.furthestEnd[k - 1]! >= end;
}

/**
 * A rules problem whose cause the notation already reports on the same item is left out: the
 * engine's "not a card" under the parser's "unknown card code", a cost error in a part the parser
 * could not read in full.
 */
export function withoutRepeats(diagnostics: readonly Diagnostic[], line: GameLine, notationErrors: readonly Diagnostic[]): readonly Diagnostic[] {
  if (notationErrors.length === 0) return diagnostics;
  const n = line.range.start.line;
  const index = indexErrors(notationErrors, n);
  const onLine = (r: Range) => r.start.line === n && r.end.line === n;
  const unreadable = partsOf(line)
    .filter(({ part }) => onLine(part.range) && anyOverlap(index, part.range.start.character, part.range.end.character))
    .map(({ part }) => part.range);
  return diagnostics.filter((d) => {
    if (!onLine(d.range)) return true;
    const { start, end } = { start: d.range.start.character, end: d.range.end.character };
    const under = underUnreadable(d.code);
    if (under === 'item' && anyOverlap(index, start, end)) return false;
    if (anyContains(index, start, end)) return false;
    if (under === 'part' && unreadable.some((r) => r.start.character < Math.max(end, start + 1) && start < r.end.character)) return false;
    return true;
  });
}

// ---- from a problem's target back to a range ---------------------------------------------------

function locateInSetup(target: ProblemTarget, part: SetupPart): Range {
  if (target.kind === 'country') {
    const found = part.influence.filter((i) => i.country.code === target.country);
    return (found[target.index ?? 0] ?? found[0])?.country.range ?? part.range;
  }
  return part.range;
}

function locateInDeal(target: ProblemTarget, part: DealPart | undefined): Range | undefined {
  if (!part) return undefined;
  if (target.kind === 'cardMove' || target.kind === 'discard') {
    return part.hand.cards.find((c) => c.code === target.card)?.range ?? part.range;
  }
  return part.range;
}

function locateInEnd(target: ProblemTarget, part: Part | undefined): Range | undefined {
  if (!part) return undefined;
  if (part.kind !== 'end') return part.range;
  if (target.kind === 'vp') return part.vp?.range ?? part.range;
  if (target.kind === 'defcon') return part.defcon?.range ?? part.range;
  if (target.kind === 'discard' || target.kind === 'cardMove') return part.discards.find((d) => d.card.code === target.card)?.range ?? part.range;
  return part.range;
}

/** Finds the written item a problem is about in a play (or the whole part). */
function locateInPart(target: ProblemTarget, part: Part | undefined, side: Side): Range | undefined {
  if (!part) return undefined;
  if (part.kind !== 'play') return part.range;
  const play = part;
  switch (target.kind) {
    case 'play': return play.range;
    case 'card': return play.card.range;
    case 'hand': return play.card.range;
    case 'vp': return play.vp?.range ?? play.range;
    case 'defcon': return play.defcon?.range ?? play.range;
    case 'event': {
      const event = play.actions.find((a) => a.symbol === '@' || a.symbol === null);
      return event?.range ?? play.card.range;
    }
    case 'country': {
      const index = indexOf(play, side);
      const items = index.section(target.section).byCountry.get(target.country) ?? [];
      const hit = items[target.index ?? 0] ?? items[0] ?? index.section(undefined).byCountry.get(target.country)?.[0];
      return hit?.range ?? play.range;
    }
    case 'roll': return indexOf(play, side).section(target.section).rolls[target.index]?.range ?? play.range;
    case 'cardMove':
    case 'discard': return indexOf(play, side).cardMoves.get(target.card)?.[0]?.range ?? play.range;
  }
}

/** A play's written items grouped for locating problems, built once per play (a play can hold thousands). */
interface SectionIndex {
  readonly byCountry: Map<string, Effect[]>;
  readonly rolls: Effect[];
}

interface PlayIndex {
  readonly side: Side;
  section(section: 'ops' | 'event' | undefined): SectionIndex;
  readonly cardMoves: Map<string, CardMove[]>;
}

const playIndexes = new WeakMap<Play, PlayIndex>();

function indexSection(effects: readonly Effect[]): SectionIndex {
  const byCountry = new Map<string, Effect[]>();
  const rolls: Effect[] = [];
  for (const e of effects) {
    if ('country' in e) {
      const list = byCountry.get(e.country.code);
      if (list) list.push(e); else byCountry.set(e.country.code, [e]);
    }
    if (e.kind === 'coup' || e.kind === 'realign' || e.kind === 'space' || e.kind === 'trap' || e.kind === 'war' || e.kind === 'dice') rolls.push(e);
  }
  return { byCountry, rolls };
}

function indexOf(play: Play, side: Side): PlayIndex {
  const known = playIndexes.get(play);
  if (known && known.side === side) return known;
  const sections = new Map<string, SectionIndex>();
  const cardMoves = new Map<string, CardMove[]>();
  for (const e of allEffects(play.actions)) {
    if (e.kind !== 'card') continue;
    const list = cardMoves.get(e.card.code);
    if (list) list.push(e); else cardMoves.set(e.card.code, [e]);
  }
  const index: PlayIndex = {
    side,
    cardMoves,
    section(section) {
      const key = section ?? 'all';
      let found = sections.get(key);
      if (!found) sections.set(key, found = indexSection(sectionEffects(play, side, section)));
      return found;
    },
  };
  playIndexes.set(play, index);
  return index;
}

function allEffects(actions: readonly Action[]): Effect[] {
  const out: Effect[] = [];
  forEachEffect(actions, (e) => out.push(e));
  return out;
}

/** The effects of the operations part (`&`, `#`, `/`, `*`, `~`) or of the event part (`@`, and what it grants). */
function sectionEffects(play: Play, side: Side, section: 'ops' | 'event' | undefined): Effect[] {
  if (!section) return allEffects(play.actions);
  const ops = shapeOf(play, side).ops;
  if (section === 'ops') return ops ? ops.effects.filter((e) => e.owner === 'self' && !isEventItem(e)) : [];
  const effects = allEffects(ops ? play.actions.filter((a) => a !== ops) : play.actions);
  if (ops) for (const e of ops.effects) if (isStray(e)) effects.push(e);
  return effects;
}
