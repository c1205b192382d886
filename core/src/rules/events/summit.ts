// Summit (45, neutral, Mid War): both sides roll a die and add 1 for each region they dominate or
// control (Europe, Asia, Middle East, Africa, Central America, South America; effects that change
// scoring counts, such as Formosan Resolution, are not scoring and are left out). The higher total
// gains 2 VP and may move DEFCON one level either way; a tie gives nothing and is not rolled again.
// TSN: `SUM@d2:6 =-2 D4`: the US die, then the USSR's; the DEFCON the winner chose is the play's
// DEFCON mark, written only when it changed. A record without the dice, `SUM@ =-2 D2`, is taken as
// written (rulings): the engine cannot check it, so the marks give the VP and DEFCON.
import type { Region } from '../../data/regions';
import { DEFCON_MAX } from '../../data/tracks';
import { checkDie } from '../coup';
import type { DiceInput, EventDefinition } from '../eventDefinition';
import { choiceOption } from '../eventChoice';
import { addVp, setDefcon, signedVp } from '../markers';
import { problem, type RuleProblem } from '../problems';
import { scoreRegion } from '../scoring';
import { copyOf, type GameState, type Side } from '../state';
import { onlyWrites } from './support';

export const SUMMIT_VP = 2;
export const SUMMIT_REGIONS: readonly Region[] = ['Europe', 'Asia', 'Middle East', 'Africa', 'Central America', 'South America'];

/** The regions a side dominates or controls, as scoring would count them without effects in force. */
export function summitRegions(state: GameState, side: Side): { region: Region; level: 'domination' | 'control' }[] {
  const plain = copyOf(state, { effects: [] }); // a question asked of another board: `state` may be a draft
  const out: { region: Region; level: 'domination' | 'control' }[] = [];
  for (const region of SUMMIT_REGIONS) {
    const level = scoreRegion(plain, region)[side].level;
    if (level === 'domination' || level === 'control') out.push({ region, level });
  }
  return out;
}

function total(state: GameState, side: Side, die: number): { value: number; text: string } {
  const regions = summitRegions(state, side);
  const bonus = regions.length ? ` + ${regions.length} (${regions.map((r) => `${r.region} ${r.level}`).join(', ')})` : '';
  return { value: die + regions.length, text: `${side} die ${die}${bonus} = ${die + regions.length}` };
}

const RULE = 'Summit: both sides roll, the US die first (SUM@d2:6)';

/** The side whose total is higher (its die plus the regions it dominates or controls), or null on a tie. */
function summitWinner(state: GameState, roll: DiceInput): Side | null {
  const us = total(state, 'US', roll.first).value;
  const ussr = total(state, 'USSR', roll.second).value;
  return us === ussr ? null : us > ussr ? 'US' : 'USSR';
}

export const summit: EventDefinition = {
  code: 'SUM',
  firstDie: 'US',
  choices(state, context) {
    const rolls = context.input.dice ?? [];
    // A record without the dice writes its marks alone (`SUM@ =-2 D2`), taken as written.
    const recordWithoutDice = context.marks?.vp !== undefined || context.marks?.defcon !== undefined;
    if (rolls.length === 0) return { rule: RULE, options: [choiceOption(state, { kind: 'dice', first: 'US' })], complete: recordWithoutDice };
    const winner = summitWinner(state, rolls[0]!);
    // The winner may move DEFCON one level either way; staying is written as nothing.
    const levels = winner === null || context.marks?.defcon !== undefined ? [] : [state.defcon - 1, state.defcon + 1].filter((level) => level >= 1 && level <= DEFCON_MAX);
    return { rule: RULE, options: levels.map((level) => choiceOption(state, { kind: 'defcon', level })), complete: true };
  },
  apply(state, context, report) {
    const { problems } = report;
    const { player, input } = context;
    onlyWrites(problems, context, ['dice'], RULE);
    const rolls = input.dice ?? [];
    const written = context.marks?.defcon;
    if (rolls.length === 0) {
      report.marksAsWritten = true;
      return state;
    }
    rolls.slice(1).forEach((_, n) => {
      problems.push(problem('TSN181', 'Summit is rolled once: a tie gives nothing and is not rolled again; leave the second roll out', { kind: 'roll', index: n + 1, section: 'event' }, player));
    });
    const roll = rolls[0]!;
    const target = { kind: 'roll', index: 0, section: 'event' } as const;
    const bad = [checkDie(roll.first, target, player), checkDie(roll.second, target, player)].filter((p): p is RuleProblem => p !== null);
    if (bad.length) {
      problems.push(...bad);
      return state;
    }
    const us = total(state, 'US', roll.first);
    const ussr = total(state, 'USSR', roll.second);
    const tally = `Summit: ${us.text} against ${ussr.text}`;
    const winner = summitWinner(state, roll);
    if (winner === null) {
      if (written !== undefined && written !== state.defcon) {
        problems.push(problem('TSN181', `${tally}: a tie, nobody gains VP or moves DEFCON; DEFCON stays ${state.defcon}`, { kind: 'defcon' }, player));
      }
      return state;
    }
    const defcon = state.defcon; // before the board is written
    let next = addVp(state, signedVp(winner, SUMMIT_VP));
    if (written !== undefined && written !== defcon) {
      if (Math.abs(written - defcon) === 1) {
        next = setDefcon(next, written, winner);
      } else {
        const levels = [defcon - 1, defcon + 1].filter((level) => level >= 1 && level <= DEFCON_MAX);
        problems.push(problem('TSN181', `${tally}: the ${winner} wins ${SUMMIT_VP} VP and may move DEFCON one level, from ${defcon} to ${levels.join(' or ')}, not to ${written}`, { kind: 'defcon' }, player));
      }
    }
    return next;
  },
};
