// Realignment rolls (rule 6.2): one roll per operation, each resolved before the next.
import { checkDie, rollBars, rollBarText } from './coup';
import { controlledByAt, countryAt, countryIndex, countryName, countryNameFirst, draftInfluence, influenceAt, neighbourIndices, setInfluenceAt, touchesSuperpowerAt, withInfluence } from './map';
import { problem, type RuleProblem, type Section } from './problems';
import { effectDeclarationOf, effectsDeclaring } from './eventDefinition';
import { opponent, type GameState, type Side } from './state';
import { grouped, lengthOf } from './record';

/** `IT4:3`: the US die, then the USSR die. */
export interface RealignInput {
  readonly country: string;
  readonly usDie: number;
  readonly ussrDie: number;
}

export interface RealignModifiers {
  /** +1 per adjacent country the side controls. */
  readonly adjacent: number;
  /** +1 when the side has more influence in the target. */
  readonly moreInfluence: number;
  /** +1 when the target touches the side's superpower space. */
  readonly superpower: number;
  /** Modifiers from effects in force. */
  readonly effects: number;
  readonly total: number;
}

/** Rule 6.2.2: a side's modifiers for a realignment roll in the country. */
export function realignModifiers(state: GameState, country: string, side: Side, attacker: Side = side): RealignModifiers {
  const i = countryIndex(country);
  if (i < 0) return { adjacent: 0, moreInfluence: 0, superpower: 0, effects: 0, total: 0 };
  let adjacent = 0;
  for (const n of neighbourIndices(i)) if (controlledByAt(state.influence, n, side)) adjacent++;
  const moreInfluence = influenceAt(state.influence, i, side) > influenceAt(state.influence, i, opponent(side)) ? 1 : 0;
  const superpower = touchesSuperpowerAt(i, side) ? 1 : 0;
  let effects = 0;
  for (const effect of effectsDeclaring(state, 'realignModifier')) {
    effects += effectDeclarationOf(state, effect)!.realignModifier!({ state, effect, side, country, attacker });
  }
  return { adjacent, moreInfluence, superpower, effects, total: adjacent + moreInfluence + superpower + effects };
}

/** Why the side cannot make a realignment roll in the country now, or null: 6.2, 8.1.5 and the effects in force. */
export function realignClosed(state: GameState, side: Side, country: string, ignoreDefcon = false): string | null {
  const i = countryIndex(country);
  if (i < 0) return 'not a country';
  const bar = rollBars(state, side, i, 'realign', ignoreDefcon)[0];
  return bar ? rollBarText(bar, 'realign') : null;
}

export interface RealignOptions {
  readonly side: Side;
  /** A realignment from an event ignores the DEFCON region limits only if the event says so. */
  readonly ignoreDefcon?: boolean;
  readonly section?: Section;
  /** Index of the first roll in the written list. */
  readonly firstIndex?: number;
}

/**
 * Resolves the rolls in order. The higher modified roll removes the difference from the loser's
 * influence, never below 0; a tie does nothing (6.2.3). The target must hold opponent influence
 * at the time of the roll; DEFCON closes regions (8.1.5). Problems are pushed on the caller's list.
 */
export function resolveRealignments(state: GameState, rolls: readonly RealignInput[], options: RealignOptions, problems: RuleProblem[]): GameState {
  const { side, section = 'ops', firstIndex = 0 } = options;
  const other = opponent(side);
  let next = state;
  rolls.forEach((roll, k) => {
    const index = firstIndex + k;
    const target = { kind: 'roll', index, section } as const;
    const i = countryIndex(roll.country);
    if (i < 0) {
      problems.push(problem('TSN118', `${roll.country} is not a country`, { kind: 'country', country: roll.country, index, section }, side));
      return;
    }
    const country = countryAt(i);
    for (const die of [roll.usDie, roll.ussrDie]) {
      const p = checkDie(die, target, side);
      if (p) problems.push(p);
    }
    for (const bar of rollBars(next, side, i, 'realign', options.ignoreDefcon === true)) {
      switch (bar.kind) {
        case 'noInfluence':
          problems.push(problem('TSN131', `${countryNameFirst(country.code)} holds no ${other} influence: a realignment roll needs opponent influence in its target`, target, side));
          break;
        case 'defcon':
          problems.push(problem('TSN132', `No realignment rolls in ${bar.region} at DEFCON ${bar.defcon}`, target, side));
          break;
        case 'effect':
          problems.push(problem('TSN135', `The ${side} may not make a realignment roll in ${countryName(country.code)}: ${bar.reason}`, target, side, { related: [{ kind: 'effect', card: bar.card }] }));
          break;
      }
    }
    const usMods = realignModifiers(next, roll.country, 'US', side);
    const ussrMods = realignModifiers(next, roll.country, 'USSR', side);
    const us = roll.usDie + usMods.total;
    const ussr = roll.ussrDie + ussrMods.total;
    const start = lengthOf(next); // `next` may be a play's draft, written in place
    if (us !== ussr) {
      const loser: Side = us > ussr ? 'USSR' : 'US';
      const draft = draftInfluence(next);
      setInfluenceAt(draft, i, loser, influenceAt(draft.values, i, loser) - Math.abs(us - ussr));
      next = withInfluence(next, draft);
    }
    next = grouped(next, start, { kind: 'realign', side, country: country.code, dice: { US: roll.usDie, USSR: roll.ussrDie }, modifiers: { US: usMods, USSR: ussrMods } });
  });
  return next;
}
