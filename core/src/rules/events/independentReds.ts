// 22 Independent Reds (US, asterisk): the US picks one of Yugoslavia, Romania, Bulgaria, Hungary
// or Czechoslovakia and adds US influence there until it equals the USSR's. Picking a country where
// the US already has as much changes nothing and may go unwritten (rulings); when every one of the
// five would gain, the line must write the one picked.
import { countryIndex, countryName, influenceOf, withInfluenceAt } from '../map';
import { problem } from '../problems';
import type { EventDefinition } from '../eventDefinition';
import { type GameState } from '../state';
import { choiceOption } from '../eventChoice';
import { tsnChanges, onlyWrites } from './support';

const CHOICES = ['YU', 'RO', 'BG', 'HU', 'CS'];
const RULE = 'Independent Reds adds US influence in one of Yugoslavia, Romania, Bulgaria, Hungary or Czechoslovakia until it equals the USSR influence there';

/** The US influence the country needs to equal the USSR's. */
function gapIn(state: GameState, country: string): number {
  return Math.max(0, influenceOf(state, country, 'USSR') - influenceOf(state, country, 'US'));
}

export const independentReds: EventDefinition = {
  code: 'IND',
  choices(state, context) {
    const picked = (context.input.influence ?? []).some((c) => c.side === 'US' && c.delta > 0 && CHOICES.includes(c.country));
    if (picked) return { rule: RULE, options: [], complete: true };
    const options = CHOICES.filter((c) => gapIn(state, c) > 0).map((country) => choiceOption(state, { kind: 'influence', country, side: 'US', delta: gapIn(state, country) }));
    // A country already level is a choice that changes nothing, and may go unwritten (rulings).
    return { rule: RULE, options, complete: options.length < CHOICES.length };
  },
  apply(state, context, { problems }) {
    const { player } = context;
    onlyWrites(problems, context, ['influence']);
    const gap = (country: string) => gapIn(state, country);
    const options = CHOICES.filter((c) => gap(c) > 0).map((c) => tsnChanges([{ country: c, side: 'US', delta: gap(c) }], player)).join(', ');
    let chosen: string | undefined;
    let written = 0;
    for (const change of context.input.influence ?? []) {
      const target = { kind: 'country', country: change.country, index: 0, section: 'event' } as const;
      const did = `the line ${change.delta > 0 ? 'adds' : 'removes'} ${change.side} influence ${change.delta > 0 ? 'in' : 'from'} ${countryName(change.country)}`;
      if (change.side !== 'US' || change.delta < 0 || !CHOICES.includes(change.country)) {
        problems.push(problem('TSN181', `${RULE}; ${did}`, target, player));
      } else if (chosen !== undefined && chosen !== change.country) {
        problems.push(problem('TSN181', `${RULE}: one country only; the line adds in ${countryName(chosen)} and ${countryName(change.country)}`, target, player));
      } else {
        chosen = change.country;
        written += change.delta;
      }
    }
    if (chosen === undefined) {
      if (CHOICES.every((c) => gap(c) > 0)) {
        problems.push(problem('TSN182', `${RULE}; the line adds none, but the USSR has more than the US in each of them: write one of ${options}`, { kind: 'event' }, player));
      }
      return state;
    }
    const need = gap(chosen);
    if (written !== need) {
      const us = influenceOf(state, chosen, 'US');
      const ussr = influenceOf(state, chosen, 'USSR');
      const fix = need === 0 ? 'nothing to add there: leave it out' : `write ${tsnChanges([{ country: chosen, side: 'US', delta: need }], player)}`;
      problems.push(problem(written > need ? 'TSN181' : 'TSN182', `${RULE}; the US has ${us} and the USSR ${ussr} in ${countryName(chosen)}, the line adds ${written}: ${fix}`, { kind: 'country', country: chosen, index: 0, section: 'event' }, player));
    }
    if (need === 0) return state;
    return withInfluenceAt(state, countryIndex(chosen), 'US', influenceOf(state, chosen, 'USSR'));
  },
};
