// Tear Down This Wall (96, US, 3 ops, asterisk; persistent, as the reference rulings read it, so that
// it keeps preventing Willy Brandt): cancels Willy Brandt (55) and prevents its event from then on;
// adds 3 US influence in East Germany; then the US may make a free coup attempt or realignment
// rolls in Europe with this card's operations (3, modified). The free rolls ignore the DEFCON
// region limits (6.3.5) and a free coup earns no military operations (8.2.5); NATO still protects.
// TSN: `TDW@DD3 /FR3:4 FR2:6`, `TDW@DD3 #IT4+2`, or `TDW@DD3` alone; in a USSR play the US's
// part is in parentheses: `TDW&AF3 @(DD3 #IT4+2)`. The rolls are the US's option ("may"): fewer
// than the operations is legal and unflagged (the rulings' `/FR3:4 FR2:6` makes 2 of 3); more is TSN133.
import type { EventDefinition } from '../eventDefinition';
import { removeEffect } from '../effects';
import { countryName, isIn } from '../map';
import { problem } from '../problems';
import { describeOps } from '../ops';
import { fixedChoices, fixedInfluence, freeCoup, freeRealignments, freeRollChoices, onlyWrites, operationsValue } from './support';
import { followedBy } from '../eventChoice';
import type { InfluenceChange } from '../influence';

/** US influence added in East Germany. */
export const TEAR_DOWN_INFLUENCE = 3;

const ADDS = `Tear Down This Wall adds ${TEAR_DOWN_INFLUENCE} US influence in East Germany`;
const EXPECTED: readonly InfluenceChange[] = [{ country: 'DD', side: 'US', delta: TEAR_DOWN_INFLUENCE }];
const ROLLS = 'Tear Down This Wall\'s free coup or realignment rolls in Europe, with its operations';

function inEurope(country: string): boolean {
  return isIn(country, 'Europe');
}

export const tearDownThisWall: EventDefinition = {
  code: 'TDW',
  apply(state, context, { problems }) {
    const { input, player } = context;
    onlyWrites(problems, context, ['influence', 'coups', 'realigns'], 'Tear Down This Wall adds 3 US influence in East Germany, then the US may make a free coup or realignment rolls in Europe');
    // The card text cancels Willy Brandt whatever Willy Brandt's own declaration says.
    let next = removeEffect(state, 'WIL');
    next = fixedInfluence(next, context, EXPECTED, ADDS, problems);
    const coups = input.coups ?? [];
    const realigns = input.realigns ?? [];
    const rolls = [...coups.map((c) => c.country), ...realigns.map((r) => r.country)];
    rolls.forEach((country, index) => {
      if (!isIn(country, 'Europe')) {
        problems.push(problem('TSN181', `Tear Down This Wall's free ${index < coups.length ? 'coup' : 'realignment rolls'} must be in Europe; the line writes one in ${countryName(country)}`, { kind: 'roll', index, section: 'event' }, player));
      }
    });
    if (coups.length && realigns.length) {
      problems.push(problem('TSN181', 'Tear Down This Wall gives the US a free coup or realignment rolls, not both', { kind: 'event' }, player));
    }
    if (coups.length > 1) {
      problems.push(problem('TSN181', `Tear Down This Wall gives the US one free coup attempt; the line writes ${coups.length}`, { kind: 'roll', index: 1, section: 'event' }, player));
    }
    const coup = coups[0];
    if (coup && isIn(coup.country, 'Europe')) {
      next = freeCoup(next, context, coup, 'US', problems);
    } else if (!coup && realigns.length) {
      const inEurope = realigns.filter((r) => isIn(r.country, 'Europe'));
      const ops = operationsValue(next, 'US', { card: context.card }, inEurope.map((r) => r.country));
      // The card says the US "may" make them: fewer rolls than operations is the US's choice
      // (the rulings' own example, `TDW@DD3 /FR3:4 FR2:6`, makes 2 of 3), not a slip.
      if (realigns.length > ops.value) {
        problems.push(problem('TSN133', `Tear Down This Wall gives the US ${describeOps(ops)} for realignment rolls: at most one roll per op, ${ops.value} in all; ${realigns.length} written`, { kind: 'event' }, player));
      }
      next = freeRealignments(next, inEurope.slice(0, ops.value), 'US', problems);
    }
    return next;
  },
  choices(state, context) {
    const next = removeEffect(state, 'WIL');
    const placed = fixedInfluence(next, context, EXPECTED, ADDS, []);
    return followedBy(fixedChoices(next, context, EXPECTED, ADDS), () => freeRollChoices(placed, context, 'US', inEurope, ROLLS));
  },
  effect: { duration: 'persistent', prevents: ['WIL'] },
};
