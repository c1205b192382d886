// Warsaw Pact Formed (16, USSR, asterisk, stays in force): the USSR either removes all US influence
// from 4 countries in Eastern Europe (all of them when fewer hold US influence), or adds 5 USSR
// influence in Eastern Europe, at most 2 per country. Its effect in force allows NATO.
// `WPF@(AT-2 FI-)` in a USSR play; `WPF&FR MA PA@(DD2 HU2 RO)` in a US play.
import type { EventDefinition } from '../eventDefinition';
import { countriesOf, countryName, influenceOf, isIn } from '../map';
import { applyInfluenceChanges } from '../influence';
import { chosenInfluence, describeChanges, eventProblem, influenceChoices, netChanges, plural, onlyWrites, type InfluenceChoice, type NetChange } from './support';
import { choiceOption } from '../eventChoice';

const REMOVE = 'Warsaw Pact Formed removes all US influence from 4 countries in Eastern Europe';
const ADD = 'Warsaw Pact Formed adds 5 USSR influence in Eastern Europe, at most 2 per country';
const EITHER = `${REMOVE}, or ${ADD.replace('Warsaw Pact Formed ', '')}`;

const ADDING: InfluenceChoice = {
  rule: ADD, side: 'USSR', direction: 'add', perCountry: 2, total: 5,
  eligible: (country) => isIn(country, 'Eastern Europe'),
  notEligible: () => 'not in Eastern Europe',
};

/** A written change that removes US influence (the first form); anything else is read as the second. */
function isRemoval(c: NetChange): boolean {
  return c.side === 'US' && c.delta < 0;
}

export const warsawPactFormed: EventDefinition = {
  code: 'WPF',
  choices(state, context) {
    const written = netChanges(context.input.influence);
    const removed = written.filter(isRemoval);
    const holding = countriesOf('Eastern Europe').filter((c) => influenceOf(state, c, 'US') > 0);
    const removals = removed.length < Math.min(4, holding.length)
      ? holding.filter((c) => !removed.some((r) => r.country === c)).map((country) => choiceOption(state, { kind: 'influence', country, side: 'US', delta: -influenceOf(state, country, 'US') }))
      : [];
    if (removed.length) return { rule: REMOVE, options: removals, complete: removals.length === 0 };
    const adding = influenceChoices(state, context, ADDING);
    if (written.length) return adding;
    return { rule: EITHER, options: [...removals, ...adding.options], complete: holding.length === 0 };
  },
  apply: (state, context, { problems }) => {
    onlyWrites(problems, context, ['influence'], EITHER);
    const written = netChanges(context.input.influence);
    const removals = written.filter(isRemoval);
    const additions = written.filter((c) => !isRemoval(c));
    const holding = countriesOf('Eastern Europe').filter((c) => influenceOf(state, c, 'US') > 0);
    if (removals.length && additions.length) {
      problems.push(eventProblem('TSN181', `${EITHER}, one or the other; the line does both (${describeChanges(written)})`, context));
    }
    if (!written.length) {
      if (holding.length) problems.push(eventProblem('TSN182', `${EITHER}; the line writes neither (US influence is in ${holding.map(countryName).join(', ')})`, context));
      return state;
    }
    if (additions.length) return chosenInfluence(state, context, ADDING, problems);
    const due = Math.min(4, holding.length);
    const applied: NetChange[] = [];
    for (const change of removals) {
      const has = influenceOf(state, change.country, 'US');
      if (!isIn(change.country, 'Eastern Europe')) {
        problems.push(eventProblem('TSN181', `${REMOVE}; ${countryName(change.country)} is not in Eastern Europe`, context, change.country));
      } else if (-change.delta !== has) {
        problems.push(eventProblem('TSN181', `${REMOVE}: all ${has} in ${countryName(change.country)} (${change.country}-${has > 1 ? has : ''}); the line removes ${-change.delta}`, context, change.country));
      }
      applied.push(change);
    }
    if (removals.length !== due) {
      problems.push(eventProblem(removals.length < due ? 'TSN182' : 'TSN181', `${REMOVE}: ${plural(due, 'country')}${due < 4 ? ` (only ${due} hold${due === 1 ? 's' : ''} US influence)` : ''}; the line removes it from ${removals.length}`, context));
    }
    return applyInfluenceChanges(state, applied, problems, 'event', context.player);
  },
  effect: { duration: 'persistent' },
};
