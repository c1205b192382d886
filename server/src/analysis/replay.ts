/**
 * Replays a parsed TSN file through the rules engine, line by line: each game line becomes the
 * engine's text-free commands, and each problem the engine reports is mapped back to the range
 * of the item it is about. The state after every line is kept, so a later edit replays only from
 * the first changed line and a question about line N costs no replay.
 */
import type { Diagnostic, Fix, RelatedLocation } from '../common/diagnostic';
import type { Range } from '../common/text';
import { cardByCode } from '../data';
import type {
  Action, CardMove, CoupRoll, DealPart, Effect, EndPart, GameLine, HiddenCards, InfluenceChange as InfluenceNode,
  Owner, Part, Play, RealignRoll, SetupPart, SubPlay, TsnDocument,
} from '../notation';
import {
  actionRoundsFor, applyDeal, applyEndOfTurn, applyFinalScoring, applyHeadline, applyPass, applyPlay, applySetup, initialState, opponent,
  type CardMoveInput, type CoupInput, type EndPartInput, type EventInput, type GameState, type HeadlineEntry,
  type HiddenCardsInput, type InfluenceChange, type NestedOpsInput, type Placement, type PlayCommand, type PlayKind,
  type ProblemTarget, type RealignInput, type RuleProblem, type Side, type SubPlayInput,
} from '../rules';
import { EVENTS } from '../rules/events';
import { fixesFor } from './fixes';
import { relatedLocations, type HistoryLine } from './related';

/** One game line after replay: the state before and after it, and the rules' diagnostics on it. */
export interface ReplayedLine {
  readonly line: number;
  /** The line's text, to tell whether a later edit changed it. */
  readonly text: string;
  readonly before: GameState;
  readonly after: GameState;
  readonly diagnostics: readonly Diagnostic[];
}

export interface Replay {
  readonly lines: readonly ReplayedLine[];
  /** Diagnostics about the file as a whole (final scoring, the Result tag), and their lines. */
  readonly closing: readonly Diagnostic[];
  readonly final: GameState;
}

/**
 * Replays `document`, reusing `previous` for every game line up to the first one whose text
 * changed (wherever the line now stands).
 */
export function replayDocument(document: TsnDocument, texts: readonly string[], previous?: Replay, notation: readonly Diagnostic[] = []): Replay {
  const steps = replayDocumentSteps(document, texts, previous, notation);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

function movedTo(d: Diagnostic, lines: number): Diagnostic {
  const { start, end } = d.range;
  return { ...d, range: { start: { line: start.line + lines, character: start.character }, end: { line: end.line + lines, character: end.character } } };
}

/** Game lines replayed between two pauses of `replayDocumentSteps`. */
const LINES_PER_STEP = 200;

/** `replayDocument`, pausing (yielding) every few hundred lines so that a long file can be sliced. */
export function* replayDocumentSteps(document: TsnDocument, texts: readonly string[], previous?: Replay, notation: readonly Diagnostic[] = []): Generator<void, Replay, void> {
  const lines: ReplayedLine[] = [];
  const history: HistoryLine[] = [];
  let state = initialState(EVENTS);
  const games = document.gameLines;
  let i = 0;
  if (previous) {
    while (i < games.length && i < previous.lines.length) {
      const old = previous.lines[i]!;
      const line = games[i]!;
      // Keyed on the game lines themselves: a line moved by lines added or removed above it (a
      // comment, a tag) keeps its replay; only its diagnostics move with it. A diagnostic that
      // points at other lines (related locations) may not move with it: that line is replayed.
      const at = line.range.start.line;
      if (old.text !== texts[at]) break;
      if (at !== old.line && old.diagnostics.some((d) => d.related?.length)) break;
      lines.push(at === old.line ? old : { ...old, line: at, diagnostics: old.diagnostics.map((d) => movedTo(d, at - old.line)) });
      history.push({ before: old.before, after: old.after, syntax: line });
      state = old.after;
      i++;
    }
  }
  const notationErrors = errorsByLine(notation);
  for (let replayed = 0; i < games.length; i++, replayed++) {
    if (replayed > 0 && replayed % LINES_PER_STEP === 0) yield;
    const line = games[i]!;
    const before = state;
    const { state: after, diagnostics } = replayLine(before, line, history);
    const kept = withoutRepeats(diagnostics, line, notationErrors.get(line.range.start.line) ?? []);
    lines.push({ line: line.range.start.line, text: texts[line.range.start.line] ?? '', before, after, diagnostics: kept });
    history.push({ before, after, syntax: line });
    state = after;
  }
  const closing = closeGame(document, state, games[games.length - 1]);
  return { lines, closing: closing.diagnostics, final: closing.state };
}

/**
 * True when the file has written turn 10 to its end: its `10.E`, or every action round of both
 * sides (rulings: the end of the file is enough once turn 10's rounds are written).
 */
function turnTenWritten(state: GameState, last: GameLine): boolean {
  if (last.label.turn !== 10 || state.turn !== 10) return false;
  if (last.label.round === 'E') return true;
  if (typeof last.label.round !== 'number' || last.us === undefined) return false;
  return last.label.round >= Math.max(actionRoundsFor(state, 'US'), actionRoundsFor(state, 'USSR'));
}

/**
 * After the last line: final scoring once turn 10 is over (with or without `10.E`), and the
 * Result tag against the engine's result.
 */
function closeGame(document: TsnDocument, state: GameState, last: GameLine | undefined): { state: GameState; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let next = state;
  if (!next.result && last && turnTenWritten(next, last)) {
    const outcome = applyFinalScoring(next);
    next = outcome.state;
    for (const p of outcome.problems) diagnostics.push(toDiagnostic(p, last.range));
  }
  const resultTag = document.tags.find((t) => t.name === 'Result');
  if (resultTag && next.result) {
    const winner = next.result.winner;
    const written = resultTag.value.toLowerCase();
    const says = written.startsWith('us ') || written === 'us' ? 'US' : written.startsWith('ussr') ? 'USSR' : written.startsWith('draw') ? null : undefined;
    if (says !== undefined && says !== winner) {
      diagnostics.push({
        range: resultTag.valueRange, severity: 'error', code: 'TSN165',
        message: `The Result tag says ${says === null ? 'a draw' : `the ${says} won`}, but the game ended ${winner === null ? 'in a draw' : `with a ${winner} win`} (${next.result.reason}, turn ${next.result.turn}).`,
      });
    }
  }
  return { state: next, diagnostics };
}

// ---- one line ---------------------------------------------------------------------------------

/**
 * The board a side's part of a line starts from: the board before the line, and for the US's
 * part of an action round, after the USSR's part of it.
 */
export function stateBeforePart(before: GameState, line: GameLine, side: Side): GameState {
  if (side === 'USSR' || typeof line.label.round !== 'number' || !line.ussr) return before;
  return replayLine(before, { ...line, us: undefined }, []).state;
}

function replayLine(state: GameState, line: GameLine, history: readonly HistoryLine[]): { state: GameState; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { round, turn } = line.label;
  // The earlier lines, and in an action round the USSR's part of this one (the US's part may follow from it).
  let earlier = history;
  const report = (problems: readonly RuleProblem[], locate: (p: RuleProblem) => Range, partFor?: (p: RuleProblem) => Part | undefined) => {
    for (const p of problems) {
      const range = locate(p);
      diagnostics.push(toDiagnostic(p, range, fixesFor(p, range, partFor?.(p)), relatedLocations(earlier, p.related)));
    }
  };
  const partOf = (side: Side | undefined): Part | undefined => (side === 'USSR' ? line.ussr : side === 'US' ? line.us : undefined);
  let next = state;

  if (round === 'S') {
    for (const side of ['USSR', 'US'] as const) {
      const part = partOf(side);
      if (part?.kind !== 'setup') continue;
      const placements = part.influence.map((i) => ({ country: i.country.code, amount: i.delta }));
      const out = applySetup(next, { side, placements });
      next = out.state;
      report(out.problems, (p) => locateInSetup(p.target, part));
    }
  } else if (round === 'D') {
    const hand = (part: Part | undefined) => (part?.kind === 'deal' ? part.hand.cards.map((c) => c.code) : null);
    const out = applyDeal(next, { turn, hands: { USSR: hand(line.ussr), US: hand(line.us) } });
    next = out.state;
    report(out.problems, (p) => locateInDeal(p.target, partOf(p.side) as DealPart | undefined) ?? line.range);
  } else if (round === 'H') {
    const entry = (part: Part | undefined, side: Side): HeadlineEntry | null | undefined => {
      if (!part || part.kind !== 'play') return part?.kind === 'none' ? null : undefined;
      return headlineEntry(part, side);
    };
    const out = applyHeadline(next, { turn, USSR: entry(line.ussr, 'USSR'), US: entry(line.us, 'US') });
    next = out.state;
    report(out.problems, (p) => (p.side ? locateInPart(p.target, partOf(p.side), p.side) : undefined) ?? line.range, (p) => partOf(p.side));
  } else if (round === 'E') {
    const end = (part: Part | undefined): EndPartInput | null | undefined => (part?.kind === 'end' ? endInput(part) : part?.kind === 'none' ? null : undefined);
    const out = applyEndOfTurn(next, { turn, USSR: end(line.ussr), US: end(line.us) });
    next = out.state;
    report(out.problems, (p) => locateInEnd(p.target, partOf(p.side)) ?? line.range);
  } else {
    for (const side of ['USSR', 'US'] as const) {
      if (side === 'US' && next !== state) earlier = [...history, { before: state, after: next, syntax: line }];
      const part = partOf(side);
      if (part?.kind === 'none') {
        const out = applyPass(next, { turn, round, side });
        next = out.state;
        report(out.problems, () => part.range);
        continue;
      }
      if (!part || part.kind !== 'play' || !cardByCode(part.card.code)) continue;
      const command = playCommand(part, side, turn, round);
      const out = applyPlay(next, command);
      next = out.state;
      report(out.problems, (p) => locateInPart(p.target, part, side) ?? part.range, () => part);
    }
  }
  return { state: next, diagnostics };
}

function toDiagnostic(p: RuleProblem, range: Range, fixes: { fix?: Fix; alternatives?: readonly Fix[] } = {}, related: readonly RelatedLocation[] = []): Diagnostic {
  const message = p.message.endsWith('.') ? p.message : `${p.message}.`;
  return {
    range, severity: p.severity, code: p.code, message,
    ...(fixes.fix ? { fix: fixes.fix } : {}),
    ...(fixes.alternatives?.length ? { alternatives: fixes.alternatives } : {}),
    ...(related.length ? { related } : {}),
  };
}

// ---- one diagnostic per mistake ------------------------------------------------------------------

/** Rules problems about a code or a die the notation already reports as unreadable. */
const ABOUT_UNREADABLE = new Set(['TSN101', 'TSN118', 'TSN158']);

/**
 * Rules problems about a part as a whole (its cost, its number of rolls, its marks, its hand size):
 * when the notation could not read all of the part, they follow from what it left out.
 */
const WHOLE_PART = new Set(['TSN112', 'TSN117', 'TSN133', 'TSN134', 'TSN154', 'TSN155', 'TSN156', 'TSN157', 'TSN174', 'TSN182', 'TSN108']);

function errorsByLine(notation: readonly Diagnostic[]): Map<number, Diagnostic[]> {
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
function withoutRepeats(diagnostics: readonly Diagnostic[], line: GameLine, notationErrors: readonly Diagnostic[]): readonly Diagnostic[] {
  if (notationErrors.length === 0) return diagnostics;
  const n = line.range.start.line;
  const index = indexErrors(notationErrors, n);
  const onLine = (r: Range) => r.start.line === n && r.end.line === n;
  const unreadable = [line.ussr, line.us]
    .filter((part): part is Part => part !== undefined && onLine(part.range) && anyOverlap(index, part.range.start.character, part.range.end.character))
    .map((part) => part.range);
  return diagnostics.filter((d) => {
    if (!onLine(d.range)) return true;
    const { start, end } = { start: d.range.start.character, end: d.range.end.character };
    if (ABOUT_UNREADABLE.has(d.code) && anyOverlap(index, start, end)) return false;
    if (anyContains(index, start, end)) return false;
    if (WHOLE_PART.has(d.code) && unreadable.some((r) => r.start.character < Math.max(end, start + 1) && start < r.end.character)) return false;
    return true;
  });
}

// ---- from the syntax tree to the engine's commands ----------------------------------------------

const OPS_KIND: Record<string, PlayKind> = { '&': 'influence', '#': 'coup', '/': 'realign', '*': 'space', '~': 'trap' };

function sideOf(owner: Owner, side: Side): Side {
  return owner === 'self' ? side : opponent(side);
}

/** The action that spends the card's operations, and the actions of its event, for a play. */
interface PlayShape {
  readonly kind: PlayKind;
  readonly ops?: Action;
  readonly event: readonly Action[];
  readonly eventFirst: boolean;
}

function shapeOf(play: Play, side: Side): PlayShape {
  const card = cardByCode(play.card.code);
  const opponents = card !== undefined && card.side !== 'neutral' && card.side !== side;
  const actions = play.actions;
  const opsIndex = actions.findIndex((a) => a.symbol !== null && a.symbol !== '@' && a.owner === 'self');
  const eventIndex = actions.findIndex((a) => a.symbol === '@' || a.symbol === null);
  if ((card?.scoring && opsIndex < 0) || (eventIndex >= 0 && (opsIndex < 0 || (!opponents && eventIndex < opsIndex)))) {
    // Played for its event; what follows the event is the event's (a free coup, CIA's operations).
    return { kind: 'event', event: actions, eventFirst: true };
  }
  if (opsIndex < 0) return { kind: 'event', event: actions, eventFirst: true };
  const ops = actions[opsIndex]!;
  const event = actions.filter((_, i) => i !== opsIndex);
  return { kind: OPS_KIND[ops.symbol!]!, ops, event, eventFirst: eventIndex >= 0 && eventIndex < opsIndex };
}

function playCommand(play: Play, side: Side, turn: number, round: number): PlayCommand {
  const shape = shapeOf(play, side);
  const ops = shape.ops;
  const effects = ops ? ops.effects.filter((e) => e.owner === 'self') : [];
  // Items written in the operations part that belong to the event: `FYP&AF2 IT >CON`, `KOR#PA5+3 D2 NOR@(IT)`.
  const strays = ops ? ops.effects.filter((e) => e.owner !== 'self' || isEventItem(e)) : [];
  const eventActions = strays.length ? [...shape.event, { ...ops!, symbol: '@' as const, effects: strays }] : shape.event;
  const event = eventInput(eventActions, side);
  const command: PlayCommand = {
    turn, round, side, card: play.card.code, kind: shape.kind,
    ...(shape.kind === 'influence' ? { influence: placements(effects) } : {}),
    ...(shape.kind === 'coup' ? optional('coup', coups(effects)[0]) : {}),
    ...(shape.kind === 'realign' ? { realign: realigns(effects) } : {}),
    ...(shape.kind === 'space' ? optional('space', spaceRoll(effects)) : {}),
    ...(shape.kind === 'trap' ? optional('trap', spaceRoll(effects, 'trap')) : {}),
    ...(event ? { event } : {}),
    ...(shape.kind !== 'event' ? { eventFirst: shape.eventFirst } : {}),
    ...(play.vp ? { vp: play.vp.value } : {}),
    ...(play.defcon ? { defcon: play.defcon.level } : {}),
  };
  return command;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function isEventItem(e: Effect): boolean {
  return e.kind === 'card' || e.kind === 'hidden' || e.kind === 'subplay' || e.kind === 'region' || e.kind === 'war' || e.kind === 'dice';
}

function headlineEntry(play: Play, side: Side): HeadlineEntry {
  const event = eventInput(play.actions, side);
  return {
    card: play.card.code,
    ...(event ? { event } : {}),
    ...(play.vp ? { vp: play.vp.value } : {}),
    ...(play.defcon ? { defcon: play.defcon.level } : {}),
  };
}

function placements(effects: readonly Effect[]): Placement[] {
  return effects.filter((e): e is InfluenceNode => e.kind === 'influence').map((e) => ({ country: e.country.code, amount: e.delta }));
}

function coups(effects: readonly Effect[]): CoupInput[] {
  return effects.filter((e): e is CoupRoll => e.kind === 'coup').map((e) => (e.result !== undefined ? { country: e.country.code, die: e.die, result: e.result } : { country: e.country.code, die: e.die }));
}

function realigns(effects: readonly Effect[]): RealignInput[] {
  return effects.filter((e): e is RealignRoll => e.kind === 'realign').map((e) => ({ country: e.country.code, usDie: e.usDie, ussrDie: e.ussrDie }));
}

function spaceRoll(effects: readonly Effect[], kind: 'space' | 'trap' = 'space'): { die: number; success: boolean } | undefined {
  const roll = effects.find((e) => e.kind === kind);
  return roll && (roll.kind === 'space' || roll.kind === 'trap') ? { die: roll.die, success: roll.success } : undefined;
}

/**
 * What a play's event actions wrote, with every owner resolved to a side; undefined when nothing.
 * It recurses into moved cards' events and sub-plays: the parser stops reading a play nested
 * deeper than MAX_NESTING (TSN040), so the depth here is bounded whatever the text.
 */
function eventInput(actions: readonly Action[], side: Side): EventInput | undefined {
  const influence: InfluenceChange[] = [];
  const coupList: CoupInput[] = [];
  const realignList: RealignInput[] = [];
  const wars: { country: string; die: number; won: boolean }[] = [];
  const dice: { first: number; second: number }[] = [];
  const cardMoves: CardMoveInput[] = [];
  const hidden: HiddenCardsInput[] = [];
  const ops: NestedOpsInput[] = [];
  const subPlays: SubPlayInput[] = [];
  let region: string | undefined;
  let any = false;
  for (const action of actions) {
    const nested = action.symbol !== null && action.symbol !== '@';
    if (nested) {
      // Operations the event grants: `CIA@&JP`, `OLY@&IT2 FR2`, `ORT@#CU1`.
      const actor = sideOf(action.owner, side);
      const own = action.effects.filter((e) => e.owner === action.owner);
      if (action.symbol === '#') coupList.push(...coups(own));
      else if (action.symbol === '/') realignList.push(...realigns(own));
      else if (action.symbol === '&') ops.push({ side: actor, kind: 'influence', influence: placements(own) });
      else if (action.symbol === '*') ops.push({ side: actor, kind: 'space' });
      // A sub-play written after them (`ABM@ #BR3+3 D2 NOR@IT`, `JUN AR2 #CR6+2 CMC@CU-2`) is the part's.
      for (const e of action.effects) if (e.kind === 'subplay') subPlays.push(subPlayInput(e, side));
      any = true;
      continue;
    }
    if (action.symbol === '@') any = true;
    for (const e of action.effects) {
      any = true;
      const who = sideOf(e.owner, side);
      switch (e.kind) {
        case 'influence': influence.push({ country: e.country.code, side: who, delta: e.delta }); break;
        case 'coup': coupList.push(...coups([e])); break;
        case 'realign': realignList.push(...realigns([e])); break;
        case 'war': wars.push({ country: e.country.code, die: e.die, won: e.won }); break;
        case 'dice': dice.push({ first: e.first, second: e.second }); break;
        case 'card': cardMoves.push(cardMoveInput(e, side)); break;
        case 'hidden': hidden.push(hiddenInput(e, side)); break;
        case 'region': region = e.code; break;
        case 'subplay': subPlays.push(subPlayInput(e, side)); break;
        default: break;
      }
    }
  }
  if (!any) return undefined;
  return {
    ...(influence.length ? { influence } : {}),
    ...(coupList.length ? { coups: coupList } : {}),
    ...(realignList.length ? { realigns: realignList } : {}),
    ...(wars.length ? { wars } : {}),
    ...(dice.length ? { dice } : {}),
    ...(cardMoves.length ? { cardMoves } : {}),
    ...(hidden.length ? { hidden } : {}),
    ...(ops.length ? { ops } : {}),
    ...(subPlays.length ? { subPlays } : {}),
    ...(region ? { region: region as EventInput['region'] & string } : {}),
  };
}

function cardMoveInput(move: CardMove, side: Side): CardMoveInput {
  const event = move.event ? eventInput(move.event, side) : undefined;
  return { card: move.card.code, side: sideOf(move.owner, side), ...(event ? { event } : {}) };
}

function hiddenInput(h: HiddenCards, side: Side): HiddenCardsInput {
  return { side: sideOf(h.owner, side), cards: h.cards.map((c) => c.code), returned: h.returned };
}

function subPlayInput(sub: SubPlay, side: Side): SubPlayInput {
  const who = sideOf(sub.owner, side);
  const opsAction = sub.actions.find((a) => a.symbol !== null && a.symbol !== '@');
  const kind = opsAction?.symbol === '&' ? 'influence' : opsAction?.symbol === '#' ? 'coup' : opsAction?.symbol === '/' ? 'realign' : 'event';
  const own = opsAction ? opsAction.effects : [];
  const event = eventInput(sub.actions.filter((a) => a !== opsAction), side);
  return {
    card: sub.card.code, side: who, kind,
    ...(kind === 'influence' ? { influence: placements(own) } : {}),
    ...(kind === 'coup' ? optional('coup', coups(own)[0]) : {}),
    ...(kind === 'realign' ? { realign: realigns(own) } : {}),
    ...(event ? { event } : {}),
  };
}

function endInput(part: EndPart): EndPartInput {
  return {
    ...(part.vp ? { vp: part.vp.value } : {}),
    ...(part.defcon ? { defcon: part.defcon.level } : {}),
    ...(part.discards.length ? { discards: part.discards.map((d) => d.card.code) } : {}),
  };
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
  for (const a of actions) {
    for (const e of a.effects) {
      out.push(e);
      if (e.kind === 'subplay') out.push(...allEffects(e.actions));
      if (e.kind === 'card' && e.event) out.push(...allEffects(e.event));
    }
  }
  return out;
}

/** The effects of the operations part (`&`, `#`, `/`, `*`, `~`) or of the event part (`@`, and what it grants). */
function sectionEffects(play: Play, side: Side, section: 'ops' | 'event' | undefined): Effect[] {
  if (!section) return allEffects(play.actions);
  const shape = shapeOf(play, side);
  if (section === 'ops') return shape.ops ? shape.ops.effects.filter((e) => e.owner === 'self' && !isEventItem(e)) : [];
  const strays = shape.ops ? shape.ops.effects.filter((e) => e.owner !== 'self' || isEventItem(e)) : [];
  return [...allEffects(shape.event), ...strays];
}
