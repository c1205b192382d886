// South African Unrest (53, USSR, 2 ops, Mid War): the USSR either adds 2 influence in South Africa,
// or adds 1 in South Africa and 2 more in the countries adjacent to it (Angola, Botswana; the 2 may
// be split). Reading taken (the Deluxe text, "any countries adjacent", as the reference notes): the
// 2 may go to one adjacent country or one to each. `SAU@ZA2`, `SAU@ZA AO2`, `SAU@ZA AO BW`; in a US
// play, in parentheses.
import type { EventDefinition } from '../eventDefinition';
import { countryName, neighboursOf } from '../map';
import type { InfluenceChange } from '../influence';
import { applyInfluenceChanges } from '../influence';
import type { RuleProblem } from '../problems';
import { describeChanges, eventProblem, netChanges, onlyWrites, tsnChanges } from './support';

const SOUTH_AFRICA = 'ZA';
const ADJACENT = neighboursOf(SOUTH_AFRICA);

export const southAfricanUnrest: EventDefinition = {
  code: 'SAU',
  apply(state, context) {
    const { player } = context;
    const add = (country: string, delta: number): InfluenceChange => ({ country, side: 'USSR', delta });
    const forms = [[add('ZA', 2)], [add('ZA', 1), add(ADJACENT[0]!, 2)], [add('ZA', 1), ...ADJACENT.map((c) => add(c, 1))]];
    const rule = `South African Unrest adds 2 USSR influence in South Africa, or 1 there and 2 in the countries adjacent to it (${ADJACENT.map(countryName).join(', ')}): write ${forms.map((f) => tsnChanges(f, player)).join(' or ')}`;
    const problems: RuleProblem[] = [...onlyWrites(context, ['influence'])];
    const written = netChanges(context.input.influence);
    const usable = written.filter((c) => c.side === 'USSR' && c.delta > 0 && (c.country === SOUTH_AFRICA || ADJACENT.includes(c.country)));
    for (const c of written.filter((c) => !usable.includes(c))) {
      problems.push(eventProblem('TSN181', `${rule}; the line writes ${c.side} ${describeChanges([c])}`, context, c.country));
    }
    const za = usable.find((c) => c.country === SOUTH_AFRICA)?.delta ?? 0;
    const nearby = usable.filter((c) => c.country !== SOUTH_AFRICA);
    const near = nearby.reduce((sum, c) => sum + c.delta, 0);
    // The option the line chose: adjacent influence written means the second; otherwise the first.
    const applied: InfluenceChange[] = [];
    if (near === 0) {
      if (za !== 2) problems.push(eventProblem(za > 2 ? 'TSN181' : 'TSN182', `${rule}; the line adds ${za} in South Africa${za === 0 ? ' and none next to it' : ''}`, context, za ? SOUTH_AFRICA : undefined));
      applied.push(add(SOUTH_AFRICA, 2));
    } else {
      if (za !== 1) problems.push(eventProblem(za > 1 ? 'TSN181' : 'TSN182', `${rule}; with influence added next to South Africa, South Africa gets 1; the line adds ${za} there`, context, za ? SOUTH_AFRICA : undefined));
      if (near !== 2) problems.push(eventProblem(near > 2 ? 'TSN181' : 'TSN182', `${rule}; the line adds ${near} in the countries adjacent to South Africa: 2 in all`, context, nearby[0]!.country));
      applied.push(add(SOUTH_AFRICA, 1));
      let left = 2;
      for (const c of nearby) {
        const amount = Math.min(left, c.delta);
        if (amount > 0) applied.push(add(c.country, amount));
        left -= amount;
      }
    }
    const out = applyInfluenceChanges(state, applied, 'event', player);
    return { state: out.state, problems: [...problems, ...out.problems] };
  },
};
