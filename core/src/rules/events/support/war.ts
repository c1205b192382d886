// War cards (Korean War, Arab-Israeli War, Indo-Pakistani War, Brush War; rule 7.6): one die, less
// 1 for each country next to the target that the defender controls, the defender's superpower space
// included when the target touches it (2.1.5; the 2008 FAQ for Brush War), and, for Arab-Israeli
// War, for the target itself; a modified roll in the winning range wins. The winner of a won war gains VP and
// replaces all the defender's influence in the target with its own; the attacker's military
// operations go up whatever the result (8.2.4). TSN writes the war as `xKR4+`: the target, the
// die as it came up, and + when won; the influence it changed and its military operations are not
// written, its VP are (`=-2`). The engine computes the result from the die and the board, reports
// a written won/lost that the die contradicts (TSN183), and applies the computed result.
import { cardTitle } from '../../../data/cards';
import { COUNTRIES } from '../../../data/countries';
import { WAR_CARD_MILITARY_OPS } from '../../../data/tracks';
import { choiceOption, type EventChoice } from '../../eventChoice';
import { checkDie } from '../../coup';
import { addMilops, addVp, signedVp } from '../../markers';
import { controlOf, countryIndex, countryName, draftInfluence, influenceAt, isAdjacentToSuperpower, isCountry, neighboursOf, setInfluenceAt, withInfluence } from '../../map';
import { problem, type RuleProblem } from '../../problems';
import type { EventApplyContext, EventDefinition } from '../../eventDefinition';
import { opponent, type GameState, type Side } from '../../state';
import { grouped, lengthOf } from '../../record';
import { listNames } from './influence';
import { onlyWrites } from './written';

/** A war fought in any country that meets a rule (Brush War: stability 1 or 2, not NATO-protected). */
export interface WarTargetRule {
  /** The targets in words, for messages: `a country of stability 1 or 2`. */
  readonly describe: string;
  /** Why the country cannot be the target on this board, or null. */
  readonly why: (state: GameState, country: string) => string | null;
  /** A target to show in an example (`xAR3+`). */
  readonly example: string;
}

export interface WarDefinition {
  /** The countries the war may be fought in (the player picks one when there are two), or the rule its target meets. */
  readonly targets: readonly string[] | WarTargetRule;
  /** The target itself counts against the attacker when the defender controls it (Arab-Israeli War). */
  readonly targetCounts: boolean;
  /** The lowest modified roll that wins. */
  readonly winFrom: number;
  /** VP the attacker gains by winning. */
  readonly vp: number;
}

/**
 * The roll's modifier and what gave it, for a war in `target` by `attacker`: the countries the
 * defender controls (codes), and `superpower` when the target touches the defender's own space.
 */
export function warModifier(state: GameState, target: string, attacker: Side, targetCounts: boolean): { modifier: number; against: string[]; superpower: boolean } {
  const defender = opponent(attacker);
  const against = neighboursOf(target).filter((c) => controlOf(state, c) === defender);
  if (targetCounts && controlOf(state, target) === defender) against.unshift(target);
  const superpower = isAdjacentToSuperpower(target, defender);
  return { modifier: -against.length - (superpower ? 1 : 0), against, superpower };
}

/** Whether the war's roll wins: the die plus its modifier reaches the winning range (rule 7.6). */
export function warWon(die: number, modifier: number, winFrom: number): boolean {
  return die + modifier >= winFrom;
}

/** The countries the war may be fought in on this board: its list, or those its rule allows. */
function warTargets(state: GameState, war: WarDefinition): readonly string[] {
  if (Array.isArray(war.targets)) return war.targets as readonly string[];
  const rule = war.targets as WarTargetRule;
  return COUNTRIES.map((c) => c.code).filter((code) => rule.why(state, code) === null);
}

/** What a war lets the line write: its one roll, in one of its targets, with the odds there; complete once written. */
export function warChoices(state: GameState, context: EventApplyContext, war: WarDefinition): EventChoice {
  const list = Array.isArray(war.targets) ? war.targets as readonly string[] : null;
  const rule = `${cardTitle(context.card.code)} is a war in ${list ? listNames(list, 'or') : (war.targets as WarTargetRule).describe}: one roll, ${war.winFrom}-6 wins (${war.vp} VP)`;
  if (context.input.wars?.length) return { rule, options: [], complete: true };
  const options = warTargets(state, war).map((country) => choiceOption(state, { kind: 'war', country, modifier: warModifier(state, country, context.owner, war.targetCounts).modifier, winFrom: war.winFrom }));
  return { rule, options, complete: false };
}

/** The modified roll as a formula: `die 3 - 1 (US-controlled Japan) = 2`. */
function formula(die: number, modifier: number, against: readonly string[], superpower: boolean, defender: Side): string {
  if (modifier === 0) return `die ${die}, no ${defender}-controlled country next to the target`;
  const what = [...(against.length ? [`${defender}-controlled ${listNames(against)}`] : []), ...(superpower ? [`the ${defender} next to it`] : [])].join(', ');
  return `die ${die} - ${-modifier} (${what}) = ${die + modifier}`;
}

/**
 * Resolves the war the line wrote: its one roll, in one of the targets. The event writes no
 * influence of its own (the war's is told by its die). Returns the state with the war's result,
 * its VP and the attacker's military operations.
 */
export function resolveWar(state: GameState, context: EventApplyContext, war: WarDefinition, problems: RuleProblem[]): GameState {
  const { card, player, owner: attacker } = context;
  const defender = opponent(attacker);
  onlyWrites(problems, context, ['wars', 'influence']);
  const list = Array.isArray(war.targets) ? war.targets as readonly string[] : null;
  const rule = list ? null : war.targets as WarTargetRule;
  const where = list ? listNames(list, 'or') : rule!.describe;
  (context.input.influence ?? []).forEach((change, n) => {
    problems.push(problem('TSN181', `${cardTitle(card.code)} changes influence only through its roll: the influence it moves in ${list ? where : 'its target'} follows from the die and is not listed; the line ${change.delta > 0 ? 'adds' : 'removes'} ${change.side} influence ${change.delta > 0 ? 'in' : 'from'} ${countryName(change.country)}`, { kind: 'country', country: change.country, index: n, section: 'event' }, player));
  });
  const wars = context.input.wars ?? [];
  let next = state;
  const roll = wars[0];
  wars.slice(1).forEach((extra, n) => {
    problems.push(problem('TSN181', `${cardTitle(card.code)} is one war with one roll; the line writes a second roll, in ${countryName(extra.country)}: leave it out`, { kind: 'roll', index: n + 1, section: 'event' }, player));
  });
  if (!roll) {
    const example = list ? list[0]! : rule!.example;
    problems.push(problem('TSN182', `${cardTitle(card.code)} is a war: write its roll in ${where}, x, the country, the die and + when it is won (such as x${example}4+ or x${example}2)`, { kind: 'event' }, player));
  } else {
    const rollTarget = { kind: 'roll', index: 0, section: 'event' } as const;
    let target: string | undefined = roll.country;
    if (list && !list.includes(roll.country)) {
      problems.push(problem('TSN181', `${cardTitle(card.code)} is fought in ${where}; the line writes its roll in ${countryName(roll.country)}: write ${list.map((t) => `x${t}${roll.die}${roll.won ? '+' : ''}`).join(' or ')}`, rollTarget, player));
      target = list.length === 1 ? list[0] : undefined;
    } else if (rule) {
      const why = isCountry(roll.country) ? rule.why(state, roll.country) : 'is not a country';
      if (why !== null) {
        const named = isCountry(roll.country) ? countryName(roll.country) : roll.country;
        problems.push(problem(isCountry(roll.country) ? 'TSN181' : 'TSN118', `${cardTitle(card.code)} is fought in ${where}; ${named} ${why}`, rollTarget, player));
        target = undefined;
      }
    }
    const dieProblem = checkDie(roll.die, rollTarget, player);
    if (dieProblem) problems.push(dieProblem);
    if (target !== undefined && !dieProblem) {
      const { modifier, against, superpower } = warModifier(state, target, attacker, war.targetCounts);
      const won = warWon(roll.die, modifier, war.winFrom);
      const start = lengthOf(next);
      if (won !== roll.won) {
        const range = `${war.winFrom}-6`;
        problems.push(problem('TSN183', won
          ? `${cardTitle(card.code)}: ${formula(roll.die, modifier, against, superpower, defender)}, the ${attacker} wins (it needs ${range}): write x${target}${roll.die}+`
          : `${cardTitle(card.code)}: ${formula(roll.die, modifier, against, superpower, defender)}, the ${attacker} loses (it needs ${range}): write x${target}${roll.die} without +`, rollTarget, player));
      }
      if (won) {
        const i = countryIndex(target);
        const draft = draftInfluence(next);
        const theirs = influenceAt(draft.values, i, defender);
        setInfluenceAt(draft, i, defender, 0);
        setInfluenceAt(draft, i, attacker, influenceAt(draft.values, i, attacker) + theirs);
        next = addVp(withInfluence(next, draft), signedVp(attacker, war.vp));
      }
      next = grouped(next, start, { kind: 'war', card: card.code, country: target, attacker, die: roll.die, modifier, winFrom: war.winFrom, won, written: roll.won });
    }
  }
  // 8.2.4: the war's military operations go to the attacker whatever the result, written or not.
  return addMilops(next, attacker, WAR_CARD_MILITARY_OPS[card.number] ?? 0);
}

/** The check and the choices of a war card, from its one definition. */
export function warEvent(war: WarDefinition): Pick<EventDefinition, 'apply' | 'choices'> {
  return {
    apply: (board, context, { problems }) => resolveWar(board, context, war, problems),
    choices: (state, context) => warChoices(state, context, war),
  };
}
