// Olympic Games (20, neutral, 2 ops): the player of the event sponsors the Games and the opponent
// chooses. It takes part: both roll, the sponsor adds 2, the higher total gains 2 VP, a tie is
// rolled again (`OLY@d4:5 =-2`, the sponsor's die first: a USSR sponsor's 4 + 2 beats the US's 5;
// each roll written, `d3:5 d4:1`). It boycotts: DEFCON degrades 1 and the sponsor conducts
// operations as if it had played a 4-ops card: influence, one coup or realignment rolls (`OLY@&IT2
// FR2 D3`). The space race is not among them: an attempt discards the card played to it (6.4.2),
// and a boycott's operations come with no card. A record without the dice writes the winner's VP
// alone, `OLY@ =-2`: its marks are taken as written, as for the Summit (rulings).
import { checkDie } from '../coup';
import { addVp, degradeDefcon, signedVp } from '../markers';
import { problem } from '../problems';
import type { DiceInput, EventDefinition, EventInput } from '../eventDefinition';
import { operationsChoices } from '../choices';
import { choiceOption } from '../eventChoice';
import type { CoupInput } from '../coup';
import type { Placement } from '../influence';
import type { RealignInput } from '../realign';
import { opponent, type Side } from '../state';
import { conductOperations, onlyWrites } from './support';

/** What the sponsor adds to its die. */
export const OLYMPIC_SPONSOR_BONUS = 2;
/** VP the winner of the Games gains. */
export const OLYMPIC_VP = 2;
/** A boycott's operations: as if the sponsor played a card of this value. */
export const OLYMPIC_BOYCOTT_OPS = 4;

const rule = (sponsor: Side) => `Olympic Games: the ${opponent(sponsor)} takes part (the dice, sponsor's first: d3:5) or boycotts (DEFCON -1, then the ${sponsor}'s operations as with a 4-ops card: &…, #… or /…)`;

/** The boycott's operations the line wrote: influence placed, coups, realignment rolls. */
function boycottWritten(input: EventInput): { influence: Placement[]; coups: readonly CoupInput[]; realigns: readonly RealignInput[] } {
  return { influence: (input.ops ?? []).filter((o) => o.kind === 'influence').flatMap((o) => o.influence ?? []), coups: input.coups ?? [], realigns: input.realigns ?? [] };
}

/** Whether a roll gives the Games to a side: the sponsor's die + 2 against the other's; a tie gives none (rolled again). */
function gamesWinner(roll: DiceInput, sponsor: Side): Side | null {
  const sponsorTotal = roll.first + OLYMPIC_SPONSOR_BONUS;
  return sponsorTotal === roll.second ? null : sponsorTotal > roll.second ? sponsor : opponent(sponsor);
}

export const olympicGames: EventDefinition = {
  code: 'OLY',
  firstDie: 'player',
  choices(state, context) {
    const { input, owner: sponsor, card } = context;
    const dice = input.dice ?? [];
    const roll = choiceOption(state, { kind: 'dice', first: sponsor });
    if (dice.length) return gamesWinner(dice[dice.length - 1]!, sponsor) === null ? { rule: rule(sponsor), options: [roll], complete: false } : { rule: rule(sponsor), options: [], complete: true };
    const written = boycottWritten(input);
    const degraded = degradeDefcon(state, 1, context.player);
    const spec = { side: sponsor, source: { asIf: OLYMPIC_BOYCOTT_OPS, granter: card }, roundStart: context.roundStart };
    const boycott = degraded.result ? null : operationsChoices(degraded, spec, {
      ...(written.influence.length ? { influence: written.influence } : {}),
      ...(written.coups[0] ? { coup: written.coups[0] } : {}),
      ...(written.realigns.length ? { realigns: written.realigns } : {}),
    });
    if (written.influence.length || written.coups.length || written.realigns.length) return { rule: rule(sponsor), options: boycott?.options ?? [], complete: boycott?.complete ?? true };
    // At DEFCON 2 a boycott is nuclear war, written as nothing but D1; a record without the dice
    // that writes the winner's VP is complete too (taken as written, as apply reads it).
    const recordWithoutDice = context.marks?.vp !== undefined && context.marks.vp !== 0;
    return { rule: rule(sponsor), options: [roll, ...(boycott?.options ?? [])], complete: degraded.result !== null || recordWithoutDice };
  },
  apply(state, context, report) {
    const { problems } = report;
    const { input, player, owner: sponsor, card } = context;
    const other = opponent(sponsor);
    onlyWrites(problems, context, ['dice', 'ops', 'coups', 'realigns'], rule(sponsor));
    const dice = input.dice ?? [];
    const space = (input.ops ?? []).filter((o) => o.kind === 'space');
    const { influence, coups, realigns } = boycottWritten(input);
    const boycott = space.length > 0 || influence.length > 0 || coups.length > 0 || realigns.length > 0;
    if (dice.length > 0 && boycott) {
      problems.push(problem('TSN181', `Olympic Games: the ${other} either takes part (the dice) or boycotts (the ${sponsor}'s operations), not both`, { kind: 'event' }, player));
    }
    if (dice.length > 0) {
      let winner: Side | null = null;
      dice.forEach((roll, index) => {
        const target = { kind: 'roll', index, section: 'event' } as const;
        for (const die of [roll.first, roll.second]) {
          const bad = checkDie(die, target, player);
          if (bad) problems.push(bad);
        }
        const sponsorTotal = roll.first + OLYMPIC_SPONSOR_BONUS;
        const tally = `the ${sponsor} (sponsor) ${roll.first}+${OLYMPIC_SPONSOR_BONUS} = ${sponsorTotal}, the ${other} ${roll.second}`;
        if (winner !== null) return;
        const won = gamesWinner(roll, sponsor);
        if (won !== null) {
          winner = won;
          if (index < dice.length - 1) {
            problems.push(problem('TSN183', `Olympic Games: ${tally} is no tie, so the ${winner} wins the Games with it: no roll follows (only a tie is rolled again)`, { kind: 'roll', index: index + 1, section: 'event' }, player));
          }
        } else if (index === dice.length - 1) {
          problems.push(problem('TSN182', `Olympic Games: ${tally} is a tie, rolled again: write the next roll after d${roll.first}:${roll.second}`, target, player));
        }
      });
      return winner === null ? state : addVp(state, signedVp(winner, OLYMPIC_VP));
    }
    // A record without the dice gives the winner's VP alone (`OLY@ =-2`, rulings): taken as written.
    // Someone always wins (a tie is rolled again), so `=0` is no such record.
    if (!boycott && context.marks?.vp !== undefined && context.marks.vp !== 0) {
      report.marksAsWritten = true;
      return state;
    }
    // At DEFCON 2 a boycott is nuclear war: the sponsor can conduct no operations, so nothing but `D1` is written.
    if (!boycott && state.defcon > 2) {
      problems.push(problem('TSN182', `Olympic Games: the ${other} takes part (write the dice, the ${sponsor}'s first: OLY@d3:5) or boycotts (DEFCON degrades 1 and the ${sponsor} conducts 4 ops of operations: OLY@&IT2 FR2 D${Math.max(1, state.defcon - 1)}); the line writes neither`, { kind: 'event' }, player));
      return state;
    }
    // The boycott: DEFCON first (the sponsor is the phasing player, responsible for DEFCON 1), then the operations.
    let next = degradeDefcon(state, 1, player);
    if (next.result) {
      if (boycott) problems.push(problem('TSN181', `The boycott degrades DEFCON to 1: nuclear war ends the game and the ${sponsor} conducts no operations`, { kind: 'event' }, player));
      return next;
    }
    if (space.length > 0) {
      problems.push(problem('TSN181', `A boycott's operations place influence, make one coup or realignment rolls, as a ${OLYMPIC_BOYCOTT_OPS}-ops card would; they cannot go to the space race (an attempt discards the card played to it)`, { kind: 'event' }, player));
    }
    if ((input.ops ?? []).some((o) => o.side !== sponsor)) {
      problems.push(problem('TSN181', `A boycott's operations are the ${sponsor}'s, the sponsor's: write them without parentheses`, { kind: 'event' }, player));
    }
    if (coups.length > 1) {
      problems.push(problem('TSN181', `A boycott's operations make one coup, not ${coups.length}`, { kind: 'roll', index: 1, section: 'event' }, player));
    }
    return conductOperations(next, sponsor, { asIf: OLYMPIC_BOYCOTT_OPS, granter: card }, {
      ...(influence.length ? { influence } : {}),
      ...(coups[0] ? { coup: coups[0] } : {}),
      ...(realigns.length ? { realigns } : {}),
    }, { roundStart: context.roundStart, player, what: `the ${other}'s boycott of the Olympic Games gives the ${sponsor}`, responsible: player }, problems);
  },
};
