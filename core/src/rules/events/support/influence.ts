// Event influence, checked against what the line wrote.
//
// Two kinds of event influence:
// - fixed: the card leaves no choice (Nasser, Fidel, De Gaulle, US/Japan...). `fixedInfluence`
//   compares the written changes with the ones the card makes and applies the card's own.
// - chosen: the player picks countries within limits (Marshall Plan, COMECON, Suez Crisis...).
//   `chosenInfluence` applies the written choice within the card's limits.
// In both, a written change the card does not allow is an error (TSN181) and is not applied, and a
// change the card requires that the line leaves out is an error (TSN182). The rulings let a choice
// that changed nothing go unwritten; a required change is required only when every legal choice
// changes the board. Anything else written (a coup, a card moved...) is `onlyWrites`' to report.
import { cardTitle } from '../../../data/cards';
import { COUNTRIES } from '../../../data/countries';
import { countryIndex, countryName, draftInfluence, influenceAt, influenceOf, setInfluenceAt, withInfluence, type InfluenceDraft } from '../../map';
import { problem, type ProblemTarget, type RuleProblem } from '../../problems';
import { choiceOption, type ChoiceOption, type EventChoice } from '../../eventChoice';
import type { EventApplyContext, EventCallContext, EventDefinition } from '../../eventDefinition';
import type { InfluenceChange } from '../../influence';
import type { GameState, Side } from '../../state';
import { onlyWrites } from './written';

// ---- writing influence as TSN, for messages ------------------------------------------------

/** `IT`, `IT2`, `IT-`, `IT-2`: one change as TSN writes it. */
export function tsnChange(country: string, delta: number): string {
  if (delta === 1) return country;
  if (delta === -1) return `${country}-`;
  return `${country}${delta}`;
}

/**
 * Changes as they are written in the player's part: the player's own influence outside
 * parentheses, the other side's inside (`EG2 (EG-)`).
 */
export function tsnChanges(changes: readonly InfluenceChange[], player: Side): string {
  const own = changes.filter((c) => c.side === player).map((c) => tsnChange(c.country, c.delta));
  const other = changes.filter((c) => c.side !== player).map((c) => tsnChange(c.country, c.delta));
  return [...own, ...(other.length ? [`(${other.join(' ')})`] : [])].join(' ');
}

/** `France, Italy and Spain/Portugal`. */
export function listNames(codes: readonly string[], conjunction = 'and'): string {
  const names = codes.map(countryName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
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

/** The influence a side must add in a country to control it (rule 2.1.7), 0 when it does. */
export function influenceToControl(state: GameState, country: string, side: Side, stability: number): number {
  const mine = influenceOf(state, country, side);
  const theirs = influenceOf(state, country, side === 'US' ? 'USSR' : 'US');
  return Math.max(0, Math.max(stability, theirs + stability) - mine);
}

function eventTarget(): ProblemTarget {
  return { kind: 'event' };
}

/** Where a problem about a written change lands: the n-th item naming that country in the event. */
function countryTarget(country: string, occurrence: number): ProblemTarget {
  return { kind: 'country', country, index: occurrence, section: 'event' };
}

/** Each written change with the number of earlier changes naming the same country. */
function withOccurrence(written: readonly InfluenceChange[]): { change: InfluenceChange; occurrence: number }[] {
  const seen = new Map<string, number>();
  return written.map((change) => {
    const occurrence = seen.get(change.country) ?? 0;
    seen.set(change.country, occurrence + 1);
    return { change, occurrence };
  });
}

function sideHint(side: Side, player: Side): string {
  return side === player
    ? `the ${side}'s influence is written without parentheses in the ${player}'s part`
    : `the ${side}'s influence is written in parentheses in the ${player}'s part`;
}

// ---- fixed changes --------------------------------------------------------------------------

/**
 * An event whose influence changes follow from the board (Nasser, Fidel...). Each written change
 * is compared with `expected` (net per country and side): a change the card does not make, or more
 * than it makes, is TSN181; one left out or short is TSN182. The state gets the card's changes,
 * whatever was written. `rule` says what the card does, with the numbers; messages start with it.
 */
export function fixedInfluence(state: GameState, context: EventApplyContext, expected: readonly InfluenceChange[], rule: string, problems: RuleProblem[]): GameState {
  const { player } = context;
  const key = (country: string, side: Side) => `${country}/${side}`;
  const wanted = new Map<string, InfluenceChange>();
  for (const change of expected) wanted.set(key(change.country, change.side), change);
  const net = new Map<string, { change: InfluenceChange; occurrence: number; delta: number }>();
  for (const { change, occurrence } of withOccurrence(context.input.influence ?? [])) {
    if (countryIndex(change.country) < 0) {
      problems.push(problem('TSN118', `${change.country} is not a country`, countryTarget(change.country, occurrence), player));
      continue;
    }
    const k = key(change.country, change.side);
    const entry = net.get(k);
    if (entry) entry.delta += change.delta;
    else net.set(k, { change, occurrence, delta: change.delta });
  }
  const write = expected.length ? `write ${tsnChanges(expected, player)}` : 'write no influence (it changes none on this board)';
  for (const [k, entry] of net) {
    const { country, side } = entry.change;
    const want = wanted.get(k)?.delta ?? 0;
    if (entry.delta === want) continue;
    const did = `the line ${entry.delta > 0 ? 'adds' : 'removes'} ${Math.abs(entry.delta)} ${side} influence ${entry.delta > 0 ? 'in' : 'from'} ${countryName(country)}`;
    const tooMuch = want === 0 || Math.sign(want) !== Math.sign(entry.delta) || Math.abs(entry.delta) > Math.abs(want);
    const hint = want === 0 && wanted.has(key(country, side === 'US' ? 'USSR' : 'US')) ? ` (${sideHint(side === 'US' ? 'USSR' : 'US', player)})` : '';
    problems.push(problem(tooMuch ? 'TSN181' : 'TSN182', `${rule}; ${did}: ${write}${hint}`, countryTarget(country, entry.occurrence), player));
  }
  const missing = expected.filter((c) => !net.has(key(c.country, c.side)));
  if (missing.length && net.size === 0) {
    problems.push(problem('TSN182', `${rule}; the line writes none of it: ${write}`, eventTarget(), player));
  } else if (missing.length) {
    const what = missing.map((c) => `${c.delta > 0 ? 'adds' : 'removes'} ${Math.abs(c.delta)} ${c.side} influence ${c.delta > 0 ? 'in' : 'from'} ${countryName(c.country)}`).join(' and ');
    problems.push(problem('TSN182', `${rule}; the line leaves out that it ${what}: ${write}`, eventTarget(), player));
  }
  const draft = draftInfluence(state);
  for (const change of expected) {
    const i = countryIndex(change.country);
    setInfluenceAt(draft, i, change.side, influenceAt(draft.values, i, change.side) + change.delta);
  }
  return withInfluence(state, draft);
}

/**
 * Fidel and Romanian Abdication: all US influence leaves the country, then the USSR adds what it
 * needs to control it (its stability, the US having none left). Fixed changes, as above.
 */
export function takeOver(state: GameState, context: EventApplyContext, country: string, problems: RuleProblem[]): GameState {
  const { expected, rule } = takeOverChanges(state, context, country);
  onlyWrites(problems, context, ['influence']);
  return fixedInfluence(state, context, expected, rule, problems);
}

/** What `takeOver` lets the line write: the changes it fixes. */
export function takeOverChoices(state: GameState, context: EventApplyContext, country: string): EventChoice {
  const { expected, rule } = takeOverChanges(state, context, country);
  return fixedChoices(state, context, expected, rule);
}

/** Fidel's and Romanian Abdication's changes on this board, and the rule with its numbers. */
function takeOverChanges(state: GameState, context: EventApplyContext, country: string): { expected: InfluenceChange[]; rule: string } {
  const us = influenceAt(state.influence, countryIndex(country), 'US');
  const ussr = influenceAt(state.influence, countryIndex(country), 'USSR');
  const stability = COUNTRIES[countryIndex(country)]!.stability;
  const added = Math.max(0, stability - ussr);
  const expected: InfluenceChange[] = [
    ...(us > 0 ? [{ country, side: 'US' as const, delta: -us }] : []),
    ...(added > 0 ? [{ country, side: 'USSR' as const, delta: added }] : []),
  ];
  return { expected, rule: `${cardTitle(context.card.code)} removes all US influence from ${countryName(country)} (${us}) and adds USSR influence until the USSR controls it (stability ${stability}, the USSR has ${ussr}: ${added} to add)` };
}

// ---- chosen changes -------------------------------------------------------------------------

/** What a card lets the player choose: whose influence, which way, where, and how much. */
export interface InfluenceChoice {
  /** What the card does, with the numbers: messages start with it. */
  readonly rule: string;
  /** Whose influence changes. */
  readonly side: Side;
  readonly direction: 'add' | 'remove';
  /** The countries the card allows, judged on the board before the event. */
  readonly eligible: (country: string, before: GameState) => boolean;
  /** Why a country is not eligible, for messages: `not in Western Europe`. */
  readonly notEligible: (country: string, before: GameState) => string;
  /** The most in any one country. */
  readonly perCountry: number;
  /** The most in all; the card requires this much when the board allows it. */
  readonly total?: number;
  /** The number of different countries; required when the board has them. */
  readonly countries?: number;
  /** Each chosen country changes by `perCountry`, or by all the influence there when it is less. */
  readonly fullAmount?: boolean;
  /** The card says "up to": the total and the countries are limits, nothing is required. */
  readonly upTo?: boolean;
}

/**
 * What a chosen change did: the influence written within the card's limits (not yet on the board),
 * the amount applied in each country (positive) in the order first written, and their total.
 */
interface ChosenInfluence {
  readonly draft: InfluenceDraft;
  readonly applied: ReadonlyMap<string, number>;
  readonly total: number;
}

/** The written choice applied within the card's limits, what it requires aside (`chosenInfluence` adds that). */
function appliedChoice(state: GameState, context: EventApplyContext, choice: InfluenceChoice, problems: RuleProblem[]): ChosenInfluence {
  const { player } = context;
  const removing = choice.direction === 'remove';
  const verb = removing ? 'removes' : 'adds';
  const prep = removing ? 'from' : 'in';
  // Written changes within the card's scope, summed per country in the order first written.
  const perCountry = new Map<string, { written: number; occurrence: number }>();
  for (const { change, occurrence } of withOccurrence(context.input.influence ?? [])) {
    const target = countryTarget(change.country, occurrence);
    if (countryIndex(change.country) < 0) {
      problems.push(problem('TSN118', `${change.country} is not a country`, target, player));
      continue;
    }
    const did = `the line ${change.delta > 0 ? 'adds' : 'removes'} ${change.side} influence ${change.delta > 0 ? 'in' : 'from'} ${countryName(change.country)}`;
    if (change.side !== choice.side) {
      const sameWay = (change.delta > 0) === !removing;
      problems.push(problem('TSN181', `${choice.rule}; ${did}${sameWay ? ` (${sideHint(choice.side, player)})` : ''}`, target, player));
      continue;
    }
    if ((change.delta > 0) === removing) {
      problems.push(problem('TSN181', `${choice.rule}; ${did}`, target, player));
      continue;
    }
    if (!choice.eligible(change.country, state)) {
      problems.push(problem('TSN181', `${choice.rule}; ${did}, ${choice.notEligible(change.country, state)}`, target, player));
      continue;
    }
    const entry = perCountry.get(change.country);
    if (entry) entry.written += Math.abs(change.delta);
    else perCountry.set(change.country, { written: Math.abs(change.delta), occurrence });
  }
  const draft = draftInfluence(state);
  const applied = new Map<string, number>();
  const writtenTotal = [...perCountry.values()].reduce((sum, e) => sum + e.written, 0);
  let total = 0;
  let totalReported = false;
  for (const [country, entry] of perCountry) {
    const target = countryTarget(country, entry.occurrence);
    const i = countryIndex(country);
    const present = influenceAt(state.influence, i, choice.side);
    if (choice.countries !== undefined && applied.size >= choice.countries) {
      problems.push(problem('TSN181', `${choice.rule}; the line ${verb} influence ${prep} ${perCountry.size} countries: ${countryName(country)} is one too many`, target, player));
      continue;
    }
    let amount = entry.written;
    if (amount > choice.perCountry) {
      problems.push(problem('TSN181', `${choice.rule}; the line ${verb} ${amount} ${prep} ${countryName(country)}: at most ${choice.perCountry}`, target, player));
      amount = choice.perCountry;
    }
    if (removing && amount > present) {
      problems.push(problem('TSN114', `The ${choice.side} has ${present} influence in ${countryName(country)}: it cannot lose ${amount}${present === 0 ? ' (it has none to remove)' : ` (at most ${present})`}`, target, player));
      amount = present;
      if (amount === 0) continue;
    }
    if (choice.fullAmount) {
      const full = removing ? Math.min(choice.perCountry, present) : choice.perCountry;
      if (amount < full) {
        problems.push(problem('TSN182', `${choice.rule}; the line ${verb} ${amount} ${prep} ${countryName(country)}: write ${tsnChanges([{ country, side: choice.side, delta: removing ? -full : full }], player)}${removing ? ` (the ${choice.side} has ${present} there)` : ''}`, target, player));
        amount = full;
      }
    }
    if (choice.total !== undefined && total + amount > choice.total) {
      if (!totalReported) {
        problems.push(problem('TSN181', `${choice.rule}; the line ${verb} ${writtenTotal} in all: at most ${choice.total}`, target, player));
        totalReported = true;
      }
      amount = choice.total - total;
      if (amount <= 0) continue;
    }
    setInfluenceAt(draft, i, choice.side, present + (removing ? -amount : amount));
    applied.set(country, amount);
    total += amount;
  }
  return { draft, applied, total };
}

/**
 * Applies the written choice within the card's limits. Changes to the wrong side, the wrong way or
 * in a country the card does not allow are TSN181 and not applied; past the per-country limit, the
 * total or the number of countries, the excess is TSN181 and not applied; removing more than there
 * is is TSN114. Less than the card requires (given what the board allows) is TSN182.
 */
export function chosenInfluence(state: GameState, context: EventApplyContext, choice: InfluenceChoice, problems: RuleProblem[]): GameState {
  const chosen = appliedChoice(state, context, choice, problems);
  // Judged on the board before the influence is written: `state` may be a draft, written in place.
  problems.push(...requiredProblems(state, context, choice, chosen.applied, chosen.total));
  return withInfluence(state, chosen.draft);
}

/** The most the card may change in the country: none where it is not eligible, at most what is there to remove. */
/** How much of a chosen change the card allows of what the line wrote, on the board before it is written. */
export function chosenTotal(state: GameState, context: EventApplyContext, choice: InfluenceChoice): number {
  return appliedChoice(state, context, choice, []).total;
}

function capacityOf(state: GameState, choice: InfluenceChoice, country: string): number {
  if (!choice.eligible(country, state)) return 0;
  return choice.direction === 'remove' ? Math.min(choice.perCountry, influenceAt(state.influence, countryIndex(country), choice.side)) : choice.perCountry;
}

/**
 * What the card lets the line write next, given what it wrote: one more point (or, with
 * `fullAmount`, the whole amount) in each eligible country with room left, within the per-country
 * limit, the total and the number of countries, as `chosenInfluence` counts them; complete once it
 * finds nothing required missing (no TSN182).
 */
export function influenceChoices(state: GameState, context: EventApplyContext, choice: InfluenceChoice): EventChoice {
  const { draft, applied, total } = appliedChoice(state, context, choice, []);
  const written = withInfluence(state, draft);
  const options: ChoiceOption[] = [];
  const left = choice.total === undefined ? Infinity : choice.total - total;
  const countriesFull = choice.countries !== undefined && applied.size >= choice.countries;
  if (left > 0) {
    for (const { code } of COUNTRIES) {
      const room = capacityOf(state, choice, code) - (applied.get(code) ?? 0);
      if (room <= 0 || (countriesFull && !applied.has(code))) continue;
      const amount = Math.min(choice.fullAmount ? room : 1, left);
      options.push(choiceOption(written, { kind: 'influence', country: code, side: choice.side, delta: choice.direction === 'remove' ? -amount : amount }));
    }
  }
  return { rule: choice.rule, options, complete: shortfall(state, choice, applied, total) === null };
}

/**
 * What a card with fixed influence lets the line write: each change the card makes that the line
 * has not written yet (what is left of it), as `fixedInfluence` nets them; complete once all are.
 */
export function fixedChoices(state: GameState, context: EventApplyContext, expected: readonly InfluenceChange[], rule: string): EventChoice {
  const written = netChanges(context.input.influence);
  const options: ChoiceOption[] = [];
  for (const change of expected) {
    const done = written.find((w) => w.country === change.country && w.side === change.side)?.delta ?? 0;
    if (done !== change.delta) options.push(choiceOption(state, { kind: 'influence', country: change.country, side: change.side, delta: change.delta - done }));
  }
  return { rule, options, complete: options.length === 0 };
}

/** TSN182 when the choice applied is short of what the card requires on this board. */
/**
 * What the card requires on this board that `applied` falls short of: points in all (the total, or
 * what the board allows of it), else countries; null when nothing is required or nothing is short.
 * One shortfall is one mistake: the number of countries counts only when the total does not.
 */
function shortfall(state: GameState, choice: InfluenceChoice, applied: ReadonlyMap<string, number>, total: number): { readonly of: 'total' | 'countries'; readonly required: number } | null {
  if (choice.upTo) return null;
  if (choice.total !== undefined) {
    const available = COUNTRIES.reduce((sum, c) => sum + capacityOf(state, choice, c.code), 0);
    const required = Math.min(choice.total, available);
    if (total < required) return { of: 'total', required };
  }
  if (choice.countries !== undefined) {
    const required = Math.min(choice.countries, COUNTRIES.filter((c) => capacityOf(state, choice, c.code) > 0).length);
    if (applied.size < required) return { of: 'countries', required };
  }
  return null;
}

function requiredProblems(state: GameState, context: EventApplyContext, choice: InfluenceChoice, applied: ReadonlyMap<string, number>, total: number): RuleProblem[] {
  const short = shortfall(state, choice, applied, total);
  if (!short) return [];
  const removing = choice.direction === 'remove';
  const verb = removing ? 'removes' : 'adds';
  const open = COUNTRIES.map((c) => c.code).filter((code) => capacityOf(state, choice, code) - (applied.get(code) ?? 0) > 0);
  const options = (codes: readonly string[]) => (codes.length > 0 && codes.length <= 8 ? ` (${removing ? `the ${choice.side} has influence left to remove in` : 'possible:'} ${listNames(codes, 'or')})` : '');
  if (short.of === 'total') {
    return [problem('TSN182', `${choice.rule}; the line ${verb} ${total === 0 ? 'none' : total}: ${removing ? 'remove' : 'add'} ${short.required - total}${total === 0 ? '' : ' more'}${options(open)}`, eventTarget(), context.player)];
  }
  const fresh = open.filter((code) => !applied.has(code));
  return [problem('TSN182', `${choice.rule}; the line ${verb} influence ${removing ? 'from' : 'in'} ${applied.size} ${applied.size === 1 ? 'country' : 'countries'}: ${short.required - applied.size} more${options(fresh)}`, eventTarget(), context.player)];
}

/**
 * The check and the choices of an event whose whole effect is a chosen change of influence
 * (COMECON, Decolonization, Marshall Plan…), from one `InfluenceChoice`: a fixed one, or one made
 * from the board and the play. `allowsInRule`: a written item of another kind is reported with the
 * choice's rule (otherwise with what the event does not make); `then`, what else it does after
 * (Pershing II's VP).
 */
export function chosenInfluenceEvent(
  choiceOf: InfluenceChoice | ((state: GameState, context: EventCallContext) => InfluenceChoice),
  options: { readonly allowsInRule?: boolean; readonly then?: (state: GameState) => GameState } = {},
): Pick<EventDefinition, 'apply' | 'choices'> {
  const choose = typeof choiceOf === 'function' ? choiceOf : () => choiceOf;
  return {
    apply(board, context, { problems }) {
      const choice = choose(board, context);
      onlyWrites(problems, context, ['influence'], options.allowsInRule ? choice.rule : undefined);
      const next = chosenInfluence(board, context, choice, problems);
      return options.then ? options.then(next) : next;
    },
    choices: (state, context) => influenceChoices(state, context, choose(state, context)),
  };
}

/**
 * The check and the choices of an event whose choice-free effect is influence the board fixes
 * (Allende, Panama Canal Returned…): the changes and the rule, made from the board and the play;
 * `then`, what else it does once the influence is placed (Camp David's VP).
 */
export function fixedInfluenceEvent(
  changesOf: (state: GameState, context: EventCallContext) => { readonly expected: readonly InfluenceChange[]; readonly rule: string },
  options: { readonly allowsInRule?: boolean; readonly then?: (state: GameState) => GameState } = {},
): Pick<EventDefinition, 'apply' | 'choices'> {
  return {
    apply(board, context, { problems }) {
      const { expected, rule } = changesOf(board, context);
      onlyWrites(problems, context, ['influence'], options.allowsInRule ? rule : undefined);
      const next = fixedInfluence(board, context, expected, rule, problems);
      return options.then ? options.then(next) : next;
    },
    choices(state, context) {
      const { expected, rule } = changesOf(state, context);
      return fixedChoices(state, context, expected, rule);
    },
  };
}
