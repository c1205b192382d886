/**
 * Shared checks for the "effects in force" events (Containment, NATO, Marshall Plan, CIA Created…):
 * what a line may write for an event, influence the event places or removes, operations an event
 * grants, and the protection NATO gives.
 *
 * Conventions: an event whose result is fixed by the board (De Gaulle, US/Japan, Truman's amount)
 * applies the rules' result and reports a line that writes otherwise; an event whose result is the
 * player's choice (which countries) applies what the line wrote and reports what the card does not
 * allow. Every message says what the card allows and what the line wrote, with the numbers.
 */
import { countryName, countryIndex, controlOf, influenceOf, isIn } from '../../map';
import { applyInfluenceChanges, placeInfluence, type InfluenceChange } from '../../influence';
import { resolveCoup } from '../../coup';
import { resolveRealignments } from '../../realign';
import { opsBreakdown, describeOps } from '../../ops';
import { problem, type RuleProblem } from '../../problems';
import type { EventApplyContext, EventInput, EventOutcome } from '../../registry';
import { hasEffect } from '../../resolveEvent';
import type { GameState, Side } from '../../state';

export type EventInputKey = keyof EventInput;

/** The side whose part of the line a problem is on (the event's player). */
export type Who = Pick<EventApplyContext, 'player'>;

/** How each kind of written item reads in a message. */
const ITEM_WORDS: Readonly<Record<EventInputKey, (input: EventInput) => string>> = {
  influence: (i) => `influence (${(i.influence ?? []).map((c) => `${c.side} ${c.delta > 0 ? '+' : ''}${c.delta} in ${c.country}`).join(', ')})`,
  coups: () => 'a coup',
  realigns: () => 'realignment rolls',
  wars: () => 'a war roll',
  dice: () => 'dice',
  cardMoves: (i) => `a card move (${(i.cardMoves ?? []).map((m) => `>${m.card}`).join(' ')})`,
  hidden: () => 'hidden cards',
  region: (i) => `a region (${String(i.region)})`,
  ops: () => 'operations',
  subPlays: (i) => `another card (${(i.subPlays ?? []).map((s) => s.card).join(' ')})`,
};

function present(input: EventInput, key: EventInputKey): boolean {
  const value = input[key];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

/** An error on the event part of the play. */
export function eventProblem(code: 'TSN181' | 'TSN182', message: string, context: Who, country?: string): RuleProblem {
  return problem(code, message, country ? { kind: 'country', country, section: 'event' } : { kind: 'event' }, context.player);
}

/**
 * TSN181 for every kind of item the line wrote that the card does not allow: `allows` says what
 * the card does ("Containment writes nothing: …").
 */
export function rejectOthers(context: Pick<EventApplyContext, 'player' | 'input'>, allowed: readonly EventInputKey[], allows: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const key of Object.keys(ITEM_WORDS) as EventInputKey[]) {
    if (allowed.includes(key) || !present(context.input, key)) continue;
    problems.push(eventProblem('TSN181', `${allows}; the line writes ${ITEM_WORDS[key](context.input)}`, context));
  }
  return problems;
}

/** An event that writes nothing and leaves only its effect in force (Containment, NATO…). */
export function effectOnly(state: GameState, context: EventApplyContext, allows: string): EventOutcome {
  return { state, problems: rejectOthers(context, [], allows) };
}

/** A written influence change summed per country and side, in the written order. */
export interface NetChange {
  readonly country: string;
  readonly side: Side;
  readonly delta: number;
}

/** The written influence changes summed per country and side (`IT IT` is IT+2), unknown countries kept. */
export function netChanges(changes: readonly InfluenceChange[] | undefined): NetChange[] {
  const out: { country: string; side: Side; delta: number }[] = [];
  for (const change of changes ?? []) {
    const same = out.find((c) => c.country === change.country && c.side === change.side);
    if (same) same.delta += change.delta;
    else out.push({ country: change.country, side: change.side, delta: change.delta });
  }
  return out;
}

export function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}

/** `IT+1 FR+1`-style list of written changes for messages. */
export function describeChanges(changes: readonly NetChange[]): string {
  return changes.map((c) => `${c.country}${c.delta > 0 ? '+' : ''}${c.delta}`).join(' ');
}

/** TSN118-like guard: the codes of the written changes that are not countries, reported. */
function unknownCountries(changes: readonly NetChange[], context: Who): RuleProblem[] {
  return changes.filter((c) => countryIndex(c.country) < 0)
    .map((c) => problem('TSN118', `${c.country} is not a country`, { kind: 'country', country: c.country, section: 'event' }, context.player));
}

/** How an event adds influence the player chooses where to put. */
export interface AddRule {
  /** Whose influence is added. */
  readonly side: Side;
  /** What the card does, for messages: "Marshall Plan adds 1 US influence to each of 7 …". */
  readonly allows: string;
  /** Why a country cannot take the influence, or null when it can. */
  readonly eligible: (country: string) => string | null;
  /** Influence the event adds in all (fewer only when not enough countries can take it). */
  readonly total: number;
  readonly maxPerCountry: number;
  /** The exact number of different countries, when the card fixes it (Marshall Plan 7, Special Relationship 1). */
  readonly countries?: number;
  /** Countries the influence could go to, to lower the total when too few can take it. */
  readonly candidates?: readonly string[];
}

/**
 * Checks the influence additions a line wrote against an add rule and applies them as written
 * (the player's choice). Other influence changes are the caller's to check.
 */
export function checkAdditions(state: GameState, context: Who, rule: AddRule, written: readonly NetChange[]): EventOutcome {
  const problems: RuleProblem[] = [...unknownCountries(written, context)];
  const known = written.filter((c) => countryIndex(c.country) >= 0);
  for (const change of known) {
    if (change.side !== rule.side || change.delta <= 0) {
      problems.push(eventProblem('TSN181', `${rule.allows}; the line ${change.delta < 0 ? 'removes' : 'adds'} ${Math.abs(change.delta)} ${change.side} influence in ${countryName(change.country)}`, context, change.country));
      continue;
    }
    const why = rule.eligible(change.country);
    if (why !== null) {
      problems.push(eventProblem('TSN181', `${rule.allows}; ${countryName(change.country)} ${why}`, context, change.country));
    } else if (change.delta > rule.maxPerCountry) {
      problems.push(eventProblem('TSN181', `${rule.allows}: at most ${rule.maxPerCountry} in a country; the line adds ${change.delta} in ${countryName(change.country)}`, context, change.country));
    }
  }
  const additions = known.filter((c) => c.side === rule.side && c.delta > 0);
  const added = additions.reduce((sum, c) => sum + c.delta, 0);
  const open = rule.candidates ? rule.candidates.filter((c) => rule.eligible(c) === null).length : Infinity;
  const countries = rule.countries === undefined ? undefined : Math.min(rule.countries, open);
  const total = Math.min(rule.total, open * rule.maxPerCountry, countries === undefined ? Infinity : countries * rule.maxPerCountry);
  const listed = additions.length ? ` (${describeChanges(additions)})` : '';
  if (countries !== undefined && additions.length !== countries) {
    const code = additions.length < countries ? 'TSN182' : 'TSN181';
    problems.push(eventProblem(code, `${rule.allows}: ${plural(countries, 'country')}; the line adds influence in ${additions.length}${listed}`, context));
  } else if (added < total) {
    problems.push(eventProblem('TSN182', `${rule.allows}: ${total} in all; the line adds ${added}${listed}, ${total - added} missing`, context));
  } else if (added > total) {
    problems.push(eventProblem('TSN181', `${rule.allows}: ${total} in all; the line adds ${added}${listed}, ${added - total} too many`, context));
  }
  const applied = applyInfluenceChanges(state, known.map((c) => ({ country: c.country, side: c.side, delta: c.delta })), 'event', context.player);
  return { state: applied.state, problems: [...problems, ...applied.problems] };
}

/**
 * Compares the written influence changes with the exact changes the rules make (De Gaulle Leads
 * France, US/Japan) and applies the rules' changes: a written change that differs is TSN181, one
 * left out TSN182.
 */
export function exactChanges(state: GameState, context: Who, allows: string, expected: readonly NetChange[], written: readonly NetChange[]): EventOutcome {
  const problems: RuleProblem[] = [...unknownCountries(written, context)];
  const want = expected.filter((c) => c.delta !== 0);
  for (const change of written) {
    if (countryIndex(change.country) < 0) continue;
    const match = want.find((e) => e.country === change.country && e.side === change.side);
    if (!match) {
      problems.push(eventProblem('TSN181', `${allows}; the line ${change.delta < 0 ? 'removes' : 'adds'} ${Math.abs(change.delta)} ${change.side} influence in ${countryName(change.country)}`, context, change.country));
    } else if (match.delta !== change.delta) {
      problems.push(eventProblem('TSN181', `${allows}: ${describeChanges([match])} for the ${match.side} here; the line writes ${describeChanges([change])}`, context, change.country));
    }
  }
  for (const e of want) {
    if (!written.some((c) => c.country === e.country && c.side === e.side)) {
      problems.push(eventProblem('TSN182', `${allows}: ${describeChanges([e])} for the ${e.side} is left out`, context, e.country));
    }
  }
  const applied = applyInfluenceChanges(state, want.map((c) => ({ country: c.country, side: c.side, delta: c.delta })), 'event', context.player);
  return { state: applied.state, problems: [...problems, ...applied.problems] };
}

/** The influence a side must add in a country to control it (rule 2.1.7), 0 when it does. */
export function influenceToControl(state: GameState, country: string, side: Side, stability: number): number {
  const mine = influenceOf(state, country, side);
  const theirs = influenceOf(state, country, side === 'US' ? 'USSR' : 'US');
  return Math.max(0, Math.max(stability, theirs + stability) - mine);
}

// ---- operations an event grants (CIA Created) ----------------------------------------------

/**
 * Operations an event lets a side conduct "as if it had played a card of N ops": the operations
 * modifiers of that side apply (rulings: Containment makes CIA Created's 2). Influence, one coup
 * or realignment rolls, never the space race. `allows` names the card for messages.
 */
export function conductEventOps(state: GameState, context: EventApplyContext, side: Side, allows: string): EventOutcome {
  const { input } = context;
  const problems: RuleProblem[] = [];
  const influence = (input.ops ?? []).filter((o) => o.kind === 'influence');
  const space = (input.ops ?? []).filter((o) => o.kind === 'space');
  const other = (input.ops ?? []).filter((o) => o.kind !== 'influence' && o.kind !== 'space');
  const coups = input.coups ?? [];
  const realigns = input.realigns ?? [];
  const placed = influence.flatMap((o) => o.influence ?? []);
  const countries = [...placed.map((p) => p.country), ...coups.map((c) => c.country), ...realigns.map((r) => r.country)];
  const opsContext = { allInAsia: countries.length > 0 && countries.every((c) => isIn(c, 'Asia')), allInSoutheastAsia: countries.length > 0 && countries.every((c) => isIn(c, 'Southeast Asia')) };
  const breakdown = opsBreakdown(state, side, context.card, opsContext);
  const ops = breakdown.value;
  const what = `${allows} (${describeOps(breakdown)})`;
  if (space.length) problems.push(eventProblem('TSN181', `${what}: influence, a coup or realignment rolls, not the space race`, context));
  for (const o of [...influence, ...other]) {
    if (o.side !== side) problems.push(eventProblem('TSN181', `${what}: they are the ${side}'s; the line gives operations to the ${o.side}`, context));
  }
  const kinds = [placed.length > 0 || influence.length > 0, coups.length > 0, realigns.length > 0].filter(Boolean).length;
  if (kinds > 1) problems.push(eventProblem('TSN181', `${what}: all of them for influence, one coup or realignment rolls, not a mix`, context));
  if (kinds === 0 && space.length === 0) {
    problems.push(eventProblem('TSN182', `${what}: write them after the event as an operations part, e.g. ${context.card.code}@&JP`, context));
    return { state, problems };
  }
  let next = state;
  if (influence.length) {
    const out = placeInfluence(next, placed, { side, card: context.card.code, roundStart: state, section: 'event', ops });
    next = out.state;
    problems.push(...out.problems);
  }
  if (coups.length > 1) problems.push(eventProblem('TSN181', `${what}: one coup; the line writes ${coups.length}`, context));
  coups.forEach((coup, index) => {
    const out = resolveCoup(next, coup, { side, ops, responsible: context.player, section: 'event', index });
    next = out.state;
    problems.push(...out.problems);
  });
  if (realigns.length) {
    if (realigns.length !== ops) {
      problems.push(eventProblem(realigns.length > ops ? 'TSN181' : 'TSN182', `${what}: one realignment roll per op, ${ops} in all; the line writes ${realigns.length}`, context));
    }
    const out = resolveRealignments(next, realigns, { side, section: 'event' });
    next = out.state;
    problems.push(...out.problems);
  }
  return { state: next, problems };
}

// ---- NATO ------------------------------------------------------------------------------------

/** The cards whose effect in force takes a country out of NATO's protection. */
export const NATO_EXCEPTIONS: Readonly<Record<string, string>> = { DGL: 'FR', WIL: 'DE' };

/**
 * True when NATO protects the country: NATO in force, a US-controlled European country, not
 * France once De Gaulle Leads France is in force nor West Germany once Willy Brandt is. For the
 * cards that NATO keeps away (Brush War) as well as coups and realignment rolls.
 */
export function natoProtects(state: GameState, country: string): boolean {
  if (!hasEffect(state, 'NAT') || !isIn(country, 'Europe') || controlOf(state, country) !== 'US') return false;
  return !Object.entries(NATO_EXCEPTIONS).some(([card, exempt]) => exempt === country && hasEffect(state, card));
}
