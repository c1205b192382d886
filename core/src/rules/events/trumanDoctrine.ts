// Truman Doctrine (19, US, asterisk): the US removes all USSR influence from one European country
// controlled by neither side (2008 FAQ: "uncontrolled"). `TRU@(AT-2)` in a US play. When such a
// country holds USSR influence the removal is required (the choice of an empty country would change
// nothing, and no implementation offers it); when none does, `TRU@` is the whole event.
import type { EventDefinition } from '../eventDefinition';
import { controlOf, countriesOf, countryName, influenceOf, isIn } from '../map';
import { applyInfluenceChanges } from '../influence';
import { choiceOption } from '../eventChoice';
import type { GameState } from '../state';
import { describeChanges, eventProblem, netChanges, onlyWrites } from './support';

const ALLOWS = 'Truman Doctrine removes all USSR influence from one European country controlled by neither side';

/** A European country controlled by neither side. */
function open(state: GameState, country: string): boolean {
  return isIn(country, 'Europe') && controlOf(state, country) === null;
}

export const trumanDoctrine: EventDefinition = {
  code: 'TRU',
  choices(state, context) {
    if (netChanges(context.input.influence).some((c) => c.side === 'USSR' && c.delta < 0)) return { rule: ALLOWS, options: [], complete: true };
    const options = countriesOf('Europe').filter((c) => open(state, c) && influenceOf(state, c, 'USSR') > 0)
      .map((country) => choiceOption(state, { kind: 'influence', country, side: 'USSR', delta: -influenceOf(state, country, 'USSR') }));
    return { rule: ALLOWS, options, complete: options.length === 0 };
  },
  apply: (state, context, { problems }) => {
    onlyWrites(problems, context, ['influence'], ALLOWS);
    const written = netChanges(context.input.influence);
    const removals = written.filter((c) => c.side === 'USSR' && c.delta < 0);
    for (const c of written.filter((c) => !(c.side === 'USSR' && c.delta < 0))) {
      problems.push(eventProblem('TSN181', `${ALLOWS}; the line writes ${c.side} ${describeChanges([c])}`, context, c.country));
    }
    if (removals.length > 1) problems.push(eventProblem('TSN181', `${ALLOWS}: one country; the line removes influence in ${removals.length} (${describeChanges(removals)})`, context));
    const chosen = removals[0];
    if (!chosen) {
      const targets = countriesOf('Europe').filter((c) => open(state, c) && influenceOf(state, c, 'USSR') > 0);
      if (targets.length) problems.push(eventProblem('TSN182', `${ALLOWS}; the line removes none (USSR influence in an uncontrolled country: ${targets.map((c) => `${c} ${influenceOf(state, c, 'USSR')}`).join(', ')})`, context));
      return state;
    }
    const has = influenceOf(state, chosen.country, 'USSR');
    if (!isIn(chosen.country, 'Europe')) {
      problems.push(eventProblem('TSN181', `${ALLOWS}; ${countryName(chosen.country)} is not in Europe`, context, chosen.country));
    } else if (!open(state, chosen.country)) {
      problems.push(eventProblem('TSN181', `${ALLOWS}; ${countryName(chosen.country)} is controlled by the ${controlOf(state, chosen.country)}`, context, chosen.country));
    } else if (-chosen.delta !== has) {
      problems.push(eventProblem('TSN181', `${ALLOWS}: all ${has} in ${countryName(chosen.country)}; the line removes ${-chosen.delta}`, context, chosen.country));
    }
    // The chosen country loses all its USSR influence, whatever amount the line wrote.
    return applyInfluenceChanges(state, [{ country: chosen.country, side: 'USSR', delta: -has }], problems, 'event', context.player);
  },
};
