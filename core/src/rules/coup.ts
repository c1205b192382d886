// Coups (rule 6.3): die + operations + modifiers - 2 x stability; opponent influence is removed
// first, then the attacker's added; battleground coups degrade DEFCON; military operations.
import { isCoupOrRealignForbidden } from '../data/tracks';
import { addMilops, degradeDefcon } from './markers';
import { countryAt, countryIndex, countryName, countryNameFirst, draftInfluence, influenceAt, setInfluenceAt, withInfluence } from './map';
import type { Region } from '../data/regions';
import { problem, type RuleProblem, type Section } from './problems';
import { effectDeclarationOf, effectsDeclaring } from './eventDefinition';
import { opponent, type GameState, type Side } from './state';
import { effectActed, grouped, lengthOf } from './record';

/** `IR6+3`: die 6, written result 3; `IR2`: die 2, written as failed (result undefined). */
export interface CoupInput {
  readonly country: string;
  readonly die: number;
  /** The written `+N`; undefined when the coup was written as failed. */
  readonly result?: number;
}

export interface CoupOptions {
  readonly side: Side;
  /** Modified operations of the card (or the event's operations). */
  readonly ops: number;
  /** A free coup from an event: no military operations, no DEFCON region limits (6.3.5). */
  readonly free?: boolean;
  /** Who is responsible for DEFCON 1 (default: the phasing player, else the side). */
  readonly responsible?: Side;
  readonly section?: Section;
  readonly index?: number;
}

/** Rule 6.3.1: the roll's margin over twice the stability. */
export function coupResult(die: number, ops: number, stability: number, modifier = 0): number {
  return die + ops + modifier - 2 * stability;
}

/** The sum of the coup modifiers the effects in force give the side in the country. */
export function coupModifier(state: GameState, side: Side, country: string): number {
  let total = 0;
  for (const effect of effectsDeclaring(state, 'coupModifier')) {
    total += effectDeclarationOf(state, effect)!.coupModifier!({ state, effect, side, country, attacker: side });
  }
  return total;
}

/** False when an effect in force spares DEFCON from the side's coup in a battleground (Nuclear Subs). */
function coupDegradesDefcon(state: GameState, side: Side, country: string, free: boolean): boolean {
  for (const effect of state.effects) {
    const hook = effectDeclarationOf(state, effect)?.coupDegradesDefcon;
    if (hook && !hook({ state, effect, side, country, attacker: side, free })) return false;
  }
  return true;
}

/** The effects in force that act once a coup is resolved (Yuri and Samantha, Cuban Missile Crisis), writing the board. */
function afterCoup(state: GameState, coup: { side: Side; country: string; attacker: Side; result: number; free: boolean }): GameState {
  let next = state;
  for (const effect of state.effects) {
    const hook = effectDeclarationOf(next, effect)?.afterCoup;
    if (!hook || next.result) continue;
    const start = lengthOf(next);
    next = effectActed(hook({ state: next, effect, ...coup }), start, effect);
  }
  return next;
}

/** Why an effect in force forbids the side's coup or realignment roll in the country (NATO...), or null. */
export function rollForbidden(state: GameState, side: Side, country: string, kind: 'coup' | 'realign'): string | null {
  return rollForbiddenBy(state, side, country, kind)?.reason ?? null;
}

/** The effect in force that forbids the side's coup or realignment roll in the country, and why; or null. */
export function rollForbiddenBy(state: GameState, side: Side, country: string, kind: 'coup' | 'realign'): { readonly reason: string; readonly card: string } | null {
  for (const effect of effectsDeclaring(state, 'forbidsRoll')) {
    const reason = effectDeclarationOf(state, effect)!.forbidsRoll!({ state, effect, side, country, attacker: side }, kind);
    if (reason !== null) return { reason, card: effect.card };
  }
  return null;
}

/**
 * What keeps the side from a coup (or a realignment roll) in a country: no opponent influence there
 * (6.3.1, 6.2.1), DEFCON's limit on its region (8.1.5), an effect in force (NATO...). The one
 * judgement behind the check of a written roll and the list of legal targets.
 */
export type RollBar =
  | { readonly kind: 'noInfluence'; readonly defender: Side }
  | { readonly kind: 'defcon'; readonly region: Region; readonly defcon: number }
  | { readonly kind: 'effect'; readonly reason: string; readonly card: string };

/**
 * Every bar to the side's roll in the country at index `i`, in the order the checks report them.
 * `free`: a roll an event makes that ignores DEFCON's region limits (6.3.5).
 */
export function rollBars(state: GameState, side: Side, i: number, kind: 'coup' | 'realign', free = false): readonly RollBar[] {
  const where = countryAt(i);
  const noInfluence = influenceAt(state.influence, i, opponent(side)) === 0;
  const defcon = !free && isCoupOrRealignForbidden(state.defcon, where.region);
  const forbidden = state.effects.length ? rollForbiddenBy(state, side, where.code, kind) : null;
  if (!noInfluence && !defcon && forbidden === null) return NO_ROLL_BARS;
  // Most countries hold none of the opponent's influence and nothing else bars them: shared lists.
  if (noInfluence && !defcon && forbidden === null) return NO_INFLUENCE[opponent(side)];
  const bars: RollBar[] = [];
  if (noInfluence) bars.push({ kind: 'noInfluence', defender: opponent(side) });
  if (defcon) bars.push({ kind: 'defcon', region: where.region, defcon: state.defcon });
  if (forbidden !== null) bars.push({ kind: 'effect', reason: forbidden.reason, card: forbidden.card });
  return bars;
}

const NO_ROLL_BARS: readonly RollBar[] = [];
const NO_INFLUENCE: Readonly<Record<Side, readonly RollBar[]>> = {
  US: [{ kind: 'noInfluence', defender: 'US' }],
  USSR: [{ kind: 'noInfluence', defender: 'USSR' }],
};

/** A bar in a few words, as completion shows it beside a country: `no US influence`, `no coups in Europe at DEFCON 4`. */
export function rollBarText(bar: RollBar, kind: 'coup' | 'realign'): string {
  switch (bar.kind) {
    case 'noInfluence': return `no ${bar.defender} influence`;
    case 'defcon': return `no ${kind === 'coup' ? 'coups' : 'realignment rolls'} in ${bar.region} at DEFCON ${bar.defcon}`;
    case 'effect': return bar.reason;
  }
}

/** Why the side cannot coup in the country now (the ops do not matter), or null: 6.3, 8.1.5 and the effects in force. */
export function coupClosed(state: GameState, side: Side, country: string, free = false): string | null {
  const i = countryIndex(country);
  if (i < 0) return 'not a country';
  const bar = rollBars(state, side, i, 'coup', free)[0];
  return bar ? rollBarText(bar, 'coup') : null;
}

export function checkDie(die: number, target: { readonly kind: 'roll'; readonly index: number; readonly section?: Section }, side: Side): RuleProblem | null {
  return Number.isInteger(die) && die >= 1 && die <= 6 ? null : problem('TSN158', `A die shows 1 to 6, not ${die}`, target, side);
}

/**
 * Resolves one coup from its die, checks the written result, and applies it; its problems are
 * pushed on the caller's list (most coups have none).
 */
export function resolveCoup(state: GameState, input: CoupInput, options: CoupOptions, problems: RuleProblem[]): GameState {
  const { side, ops, section = 'ops', index = 0 } = options;
  const rollTarget = { kind: 'roll', index, section } as const;
  const i = countryIndex(input.country);
  if (i < 0) {
    problems.push(problem('TSN118', `${input.country} is not a country`, { kind: 'country', country: input.country, index, section }, side));
    return state;
  }
  const country = countryAt(i);
  const other = opponent(side);
  const dieProblem = checkDie(input.die, rollTarget, side);
  if (dieProblem) problems.push(dieProblem);
  const openProblems = problems.length;
  for (const bar of rollBars(state, side, i, 'coup', options.free === true)) {
    switch (bar.kind) {
      case 'noInfluence':
        problems.push(problem('TSN121', `${countryNameFirst(country.code)} holds no ${other} influence: a coup needs opponent influence in its target`, rollTarget, side));
        break;
      case 'defcon':
        problems.push(problem('TSN122', `No coups in ${bar.region} at DEFCON ${bar.defcon}`, rollTarget, side));
        break;
      case 'effect':
        problems.push(problem('TSN123', `The ${side} may not coup in ${countryName(country.code)}: ${bar.reason}`, rollTarget, side, { related: [{ kind: 'effect', card: bar.card }] }));
        break;
    }
  }
  // A coup the rules forbid (TSN121-123) is reported and the replay follows the line: the influence
  // its die moves and the military operations, but not what only a real coup sets off (DEFCON, and
  // the effects that act on a coup, such as Cuban Missile Crisis): the play's marks say the DEFCON.
  let forbiddenCoup = false;
  for (let k = openProblems; k < problems.length; k++) if (problems[k]!.code !== 'TSN158') forbiddenCoup = true;
  const modifier = coupModifier(state, side, country.code);
  const result = coupResult(input.die, ops, country.stability, modifier);
  // The sum written out, for a wrong result only (most coups write theirs right).
  const formula = (): string => `die ${input.die} + ${ops} op${ops === 1 ? '' : 's'}${modifier ? ` ${modifier > 0 ? '+' : '-'} ${Math.abs(modifier)} modifier` : ''} - 2 x stability ${country.stability}`;
  if (result > 0 && input.result !== result) {
    problems.push(problem('TSN151', `Coup result should be +${result}: ${formula()}`, rollTarget, side, { expected: { kind: 'coupResult', country: country.code, die: input.die, result } }));
  } else if (result <= 0 && input.result !== undefined) {
    problems.push(problem('TSN151', `The coup fails (write no +): ${formula()} = ${result}`, rollTarget, side, { expected: { kind: 'coupResult', country: country.code, die: input.die, result: null } }));
  }
  // Judged on the board before the coup, and counted from it: `state` may be a play's draft, written in place below.
  const degradesDefcon = !forbiddenCoup && country.battleground && coupDegradesDefcon(state, side, country.code, options.free === true);
  const responsible = options.responsible ?? state.phasing ?? side;
  const start = lengthOf(state);
  let next = state;
  if (result > 0) {
    // Rule 6.3.2: remove the opponent's influence first, then add the attacker's.
    const draft = draftInfluence(state);
    const theirs = influenceAt(draft.values, i, other);
    const removed = Math.min(theirs, result);
    setInfluenceAt(draft, i, other, theirs - removed);
    setInfluenceAt(draft, i, side, influenceAt(draft.values, i, side) + result - removed);
    next = withInfluence(next, draft);
  }
  if (!options.free) next = addMilops(next, side, ops); // 8.2.3: the card's modified ops
  if (degradesDefcon) next = degradeDefcon(next, 1, responsible); // 6.3.4
  // Two literals rather than a spread in one: V8 builds a literal with a spread through its generic
  // path, and a coup's step is made on every coup. The keys keep the record's order; the span's
  // field is there for `grouped` to write.
  const free = options.free === true;
  const allowed = !forbiddenCoup;
  next = grouped(next, start, input.result !== undefined
    ? { kind: 'coup', side, country: country.code, die: input.die, ops, modifier, stability: country.stability, result, written: input.result, free, allowed, span: 0 }
    : { kind: 'coup', side, country: country.code, die: input.die, ops, modifier, stability: country.stability, result, free, allowed, span: 0 });
  if (forbiddenCoup) return next;
  return afterCoup(next, { side, country: country.code, attacker: side, result, free: options.free === true });
}
