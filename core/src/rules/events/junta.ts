// Junta (47, neutral, 2 ops, Mid War): the player adds 2 of its influence in one country of Central
// or South America, then may make a free coup or free realignment rolls in Central or South America
// with this card's operations (2, modified). Free: no military operations (8.2.5, confirmed for Junta
// by the 2008 FAQ), no DEFCON region limit; a battleground coup still degrades DEFCON. The rolls
// follow the influence after a space: `JUN@BR2 #CO3+3`, `JUN@BR2 /CO3:4 AR2:1`; headlined
// `JUN AR2 #AR5+3 D2`; in an opponent's play the player's own influence is written without
// parentheses as for any event of its own.
import type { EventDefinition } from '../eventDefinition';
import { countryName, isIn } from '../map';
import { problem } from '../problems';
import { chosenInfluence, freeCoup, freeRealignments, freeRollChoices, influenceChoices, onlyWrites, operationsValue, type InfluenceChoice } from './support';
import { followedBy } from '../eventChoice';
import type { Side } from '../state';

function latinAmerican(country: string): boolean {
  return isIn(country, 'Central America') || isIn(country, 'South America');
}

const ALLOWS = 'Junta adds 2 influence of the player in one Central or South American country';
const ROLLS = 'Junta\'s free coup or realignment rolls in Central or South America, with its operations';

function placement(owner: Side): InfluenceChoice {
  return {
    rule: ALLOWS, side: owner, direction: 'add', perCountry: 2, total: 2, countries: 1,
    eligible: latinAmerican, notEligible: () => 'not in Central or South America',
  };
}

export const junta: EventDefinition = {
  code: 'JUN',
  apply(state, context, { problems }) {
    const { input, player, owner } = context;
    onlyWrites(problems, context, ['influence', 'coups', 'realigns'], `${ALLOWS}, then may make a free coup or realignment rolls there`);
    let next = chosenInfluence(state, context, placement(owner), problems);
    const coups = input.coups ?? [];
    const realigns = input.realigns ?? [];
    if (coups.length && realigns.length) {
      problems.push(problem('TSN181', 'Junta makes a free coup or free realignment rolls, not both', { kind: 'roll', index: 0, section: 'event' }, player));
    }
    coups.forEach((coup, index) => {
      const target = { kind: 'roll', index, section: 'event' } as const;
      if (index > 0) {
        problems.push(problem('TSN181', `Junta makes one free coup; the line writes another in ${countryName(coup.country)}`, target, player));
      } else if (!latinAmerican(coup.country)) {
        problems.push(problem('TSN181', `Junta's free coup is in Central or South America; ${countryName(coup.country)} is not`, target, player));
      } else {
        next = freeCoup(next, context, coup, owner, problems, index);
      }
    });
    if (realigns.length && !coups.length) {
      const ops = operationsValue(next, owner, { card: context.card }, realigns.map((r) => r.country));
      const outside = realigns.filter((r) => !latinAmerican(r.country));
      outside.forEach((r) => problems.push(problem('TSN181', `Junta's free realignment rolls are in Central or South America; ${countryName(r.country)} is not`, { kind: 'roll', index: realigns.indexOf(r), section: 'event' }, player)));
      if (realigns.length > ops.value) {
        problems.push(problem('TSN181', `Junta gives ${ops.value} free realignment roll${ops.value === 1 ? '' : 's'} (its operations); the line writes ${realigns.length}`, { kind: 'roll', index: ops.value, section: 'event' }, player));
      }
      const legal = realigns.filter((r) => latinAmerican(r.country)).slice(0, ops.value);
      next = freeRealignments(next, legal, owner, problems);
    }
    return next;
  },
  choices(state, context) {
    const choice = placement(context.owner);
    const placed = chosenInfluence(state, context, choice, []);
    return followedBy(influenceChoices(state, context, choice), () => freeRollChoices(placed, context, context.owner, latinAmerican, ROLLS));
  },
};
