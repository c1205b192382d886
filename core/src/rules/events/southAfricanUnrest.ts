// South African Unrest (53, USSR, 2 ops, Mid War): the USSR either adds 2 influence in South Africa,
// or adds 1 in South Africa and 2 more in the countries adjacent to it (Angola, Botswana; the 2 may
// be split). Reading taken (the Deluxe text, "any countries adjacent", as the reference notes): the
// 2 may go to one adjacent country or one to each. `SAU@ZA2`, `SAU@ZA AO2`, `SAU@ZA AO BW`; in a US
// play, in parentheses.
import type { EventDefinition } from '../eventDefinition';
import { countryName, neighboursOf } from '../map';
import type { InfluenceChange } from '../influence';
import { applyInfluenceChanges } from '../influence';
import { describeChanges, eventProblem, netChanges, onlyWrites, tsnChanges, type NetChange } from './support';
import { choiceOption } from '../eventChoice';
import type { Side } from '../state';

const SOUTH_AFRICA = 'ZA';
const ADJACENT = neighboursOf(SOUTH_AFRICA);

function add(country: string, delta: number): InfluenceChange {
  return { country, side: 'USSR', delta };
}

/** The two forms the event takes, as the player's part writes them. */
function ruleFor(player: Side): string {
  const forms = [[add('ZA', 2)], [add('ZA', 1), add(ADJACENT[0]!, 2)], [add('ZA', 1), ...ADJACENT.map((c) => add(c, 1))]];
  return `South African Unrest adds 2 USSR influence in South Africa, or 1 there and 2 in the countries adjacent to it (${ADJACENT.map(countryName).join(', ')}): write ${forms.map((f) => tsnChanges(f, player)).join(' or ')}`;
}

/** A written change the event can make: USSR influence added in South Africa or next to it. */
function isUsable(c: NetChange): boolean {
  return c.side === 'USSR' && c.delta > 0 && (c.country === SOUTH_AFRICA || ADJACENT.includes(c.country));
}

export const southAfricanUnrest: EventDefinition = {
  code: 'SAU',
  choices(state, context) {
    const made = netChanges(context.input.influence).filter(isUsable);
    const za = made.find((c) => c.country === SOUTH_AFRICA)?.delta ?? 0;
    const near = made.filter((c) => c.country !== SOUTH_AFRICA).reduce((sum, c) => sum + c.delta, 0);
    // 2 in South Africa alone, or 1 there and 2 next to it, written in any order.
    const items: InfluenceChange[] = [];
    if (za === 0 && near === 0) items.push(add(SOUTH_AFRICA, 2));
    if (za === 0) items.push(add(SOUTH_AFRICA, 1));
    if (za < 2 && near < 2) items.push(...ADJACENT.map((c) => add(c, 1)));
    return { rule: ruleFor(context.player), options: items.map((item) => choiceOption(state, { kind: 'influence', ...item })), complete: (za === 2 && near === 0) || (za === 1 && near === 2) };
  },
  apply(state, context, { problems }) {
    const { player } = context;
    const rule = ruleFor(player);
    onlyWrites(problems, context, ['influence']);
    const written = netChanges(context.input.influence);
    const usable = written.filter(isUsable);
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
    return applyInfluenceChanges(state, applied, problems, 'event', player);
  },
};
