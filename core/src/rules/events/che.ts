// Che (107, USSR, 3 ops, Mid War, optional): the USSR may make a coup with this card's operations
// (3, modified) in a non-battleground country of Central America, South America or Africa; if it
// removes US influence, it may make a second such coup in another such country. The card says "a
// Coup Attempt, using this card's Operations value", not a free coup (as Junta, Ortega and Tear
// Down This Wall say): each coup earns its military operations (8.2.3; the lead's ruling, as the
// digital edition credits them); Che's regions are never closed by DEFCON. The coups are written
// as the rulings' free coups are, after the event: `CHE@#GT4+5 #HN3+2`; in a
// US play the USSR's coups go in parentheses, `CHE@(#CI6+5 #BW6+5) #GT4+5`. `CHE@` when the USSR
// makes none. The second coup depends on US influence actually removed by the first.
import type { EventDefinition } from '../eventDefinition';
import { countryName, influenceOf, isBattleground, isIn } from '../map';
import { problem } from '../problems';
import type { GameState } from '../state';
import { eventCoup, onlyWrites } from './support';
import { coupOptions } from '../choices';

const REGIONS = ['Central America', 'South America', 'Africa'] as const;

function cheTarget(country: string): boolean {
  return REGIONS.some((region) => isIn(country, region)) && !isBattleground(country);
}

const RULE = 'Che makes up to two USSR coups in non-battleground countries of Central America, South America or Africa';

export const che: EventDefinition = {
  code: 'CHE',
  apply(state, context, { problems }) {
    const { input, player } = context;
    onlyWrites(problems, context, ['coups'], RULE);
    const coups = input.coups ?? [];
    let next: GameState = state;
    let previous: { country: string; removed: number } | undefined;
    coups.forEach((coup, index) => {
      const target = { kind: 'roll', index, section: 'event' } as const;
      if (index >= 2) {
        problems.push(problem('TSN181', `Che makes at most two coups; the line writes a coup in ${countryName(coup.country)} after them`, target, player));
        return;
      }
      if (previous && previous.removed <= 0) {
        problems.push(problem('TSN181', `Che's second coup needs the first to remove US influence; the coup in ${countryName(previous.country)} removed none, so there is no coup in ${countryName(coup.country)}`, target, player));
        return;
      }
      if (previous && previous.country === coup.country) {
        problems.push(problem('TSN181', `Che's second coup is in another country than the first (${countryName(coup.country)})`, target, player));
        return;
      }
      if (!cheTarget(coup.country)) {
        problems.push(problem('TSN181', `Che's coups are in non-battleground countries of Central America, South America or Africa; ${countryName(coup.country)} is ${isBattleground(coup.country) ? 'a battleground' : 'in none of them'}`, target, player));
        return;
      }
      const before = influenceOf(next, coup.country, 'US');
      next = eventCoup(next, context, coup, 'USSR', problems, index);
      previous = { country: coup.country, removed: before - influenceOf(next, coup.country, 'US') };
    });
    return next;
  },
  choices(state, context) {
    const coups = context.input.coups ?? [];
    const source = { card: context.card };
    if (coups.length === 0) return { rule: RULE, options: coupOptions(state, 'USSR', source, false, cheTarget), complete: true };
    const first = coups[0]!;
    const after = eventCoup(state, context, first, 'USSR', []); // a kept board, for the choices: its problems are the play's
    // The second coup only after a first that removed US influence, and elsewhere.
    const removed = influenceOf(state, first.country, 'US') - influenceOf(after, first.country, 'US');
    const second = coups.length === 1 && removed > 0 ? coupOptions(after, 'USSR', source, false, (country) => cheTarget(country) && country !== first.country) : [];
    return { rule: RULE, options: second, complete: true };
  },
};
