// Latin American Debt Crisis (95, USSR, 2 ops): unless the US at once discards a card worth 3 or
// more ops (modified ops count, as for Blockade), the USSR doubles its influence in 2 countries of
// South America. The US chooses. TSN: the discard `LDC@ >NTB` (bare, whichever side played the
// card); the doubling as what each doubling added, `LDC@BR UY2` (the USSR's influence: without
// parentheses in a USSR play, in parentheses in a US one). Each written amount must be the USSR's
// influence in that country before the event. Doubling a country where the USSR has none changes
// nothing and is not written; with USSR influence in fewer than 2 South American countries the
// doubling covers those it has. A line that writes neither, while the doubling would change the
// board, is TSN182 (the engine cannot guess the countries and applies nothing).
import { finishPlay } from '../cards';
import { cardTitle, CHINA_CARD } from '../../data/cards';
import type { EventDefinition } from '../eventDefinition';
import { countriesOf, countryIndex, countryName, draftInfluence, influenceAt, influenceOf, isIn, setInfluenceAt, withInfluence } from '../map';
import { describeOps, opsBreakdown } from '../ops';
import { problem } from '../problems';
import { handCardOptions, listNames, netChanges, onlyWrites, takeFromHand, tsnChanges } from './support';
import { choiceOption } from '../eventChoice';

/** The lowest operations value of the card the US may discard to stop the doubling. */
export const DEBT_CRISIS_DISCARD_MIN_OPS = 3;
/** Countries whose USSR influence is doubled. */
export const DEBT_CRISIS_COUNTRIES = 2;

export const latinAmericanDebtCrisis: EventDefinition = {
  code: 'LDC',
  choices(state, context) {
    const rule = `Latin American Debt Crisis: the US discards a card of ${DEBT_CRISIS_DISCARD_MIN_OPS}+ ops, or the USSR doubles its influence in ${DEBT_CRISIS_COUNTRIES} South American countries`;
    if (context.input.cardMoves?.length) return { rule, options: [], complete: true };
    const held = countriesOf('South America').filter((c) => influenceOf(state, c, 'USSR') > 0);
    const doubled = netChanges(context.input.influence).filter((c) => c.side === 'USSR' && c.delta > 0).map((c) => c.country);
    const complete = doubled.length >= Math.min(DEBT_CRISIS_COUNTRIES, held.length);
    const doublings = complete ? [] : held.filter((c) => !doubled.includes(c)).map((country) => choiceOption(state, { kind: 'influence', country, side: 'USSR', delta: influenceOf(state, country, 'USSR') }));
    const discards = doubled.length ? [] : handCardOptions(state, 'US', (card) => opsBreakdown(state, 'US', card).value >= DEBT_CRISIS_DISCARD_MIN_OPS);
    return { rule, options: [...discards, ...doublings], complete };
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const ussr = (text: string) => (player === 'USSR' ? text : `(${text})`);
    const held = countriesOf('South America').filter((c) => influenceOf(state, c, 'USSR') > 0);
    const example = held.slice(0, DEBT_CRISIS_COUNTRIES).map((c) => ({ country: c, side: 'USSR' as const, delta: influenceOf(state, c, 'USSR') }));
    const doubling = `the USSR doubles its influence in ${DEBT_CRISIS_COUNTRIES} South American countries, written with what each doubling adds (such as ${example.length ? tsnChanges(example, player) : ussr('BR UY2')})`;
    const rule = `Latin American Debt Crisis: the US discards a card of ${DEBT_CRISIS_DISCARD_MIN_OPS}+ ops (>CODE) or ${doubling}`;
    onlyWrites(problems, context, ['influence', 'cardMoves'], rule);
    const moves = input.cardMoves ?? [];
    const changes = input.influence ?? [];
    let next = state;
    if (moves.length > 0) {
      if (changes.length > 0) {
        problems.push(problem('TSN181', `${rule}; the line writes both: a discard stops the doubling`, { kind: 'event' }, player));
      }
      moves.forEach((move, index) => {
        const target = { kind: 'cardMove', card: move.card, index } as const;
        if (index > 0) {
          problems.push(problem('TSN181', `Latin American Debt Crisis: the US discards one card of ${DEBT_CRISIS_DISCARD_MIN_OPS}+ ops, not ${moves.length}`, target, player));
          return;
        }
        const taken = takeFromHand(next, 'US', move.card, target, player, 'Latin American Debt Crisis');
        next = taken.state;
        problems.push(...taken.problems);
        if (!taken.card || taken.card.code === CHINA_CARD) return;
        // The card's operations as the US would play it: taking it out changes no modifier.
        const ops = opsBreakdown(next, 'US', taken.card);
        if (ops.value < DEBT_CRISIS_DISCARD_MIN_OPS) {
          problems.push(problem('TSN181', `Latin American Debt Crisis needs a US card of ${DEBT_CRISIS_DISCARD_MIN_OPS} or more ops to discard: ${cardTitle(move.card)} gives the US ${describeOps(ops)}; without such a discard ${doubling}`, target, player));
        }
        if (move.event !== undefined) {
          problems.push(problem('TSN181', `Latin American Debt Crisis: the discarded card's event does not happen; write >${move.card} alone`, target, player));
        }
        next = finishPlay(next, 'US', move.card, 'discard');
      });
      return next;
    }
    // The doubling: each written country, its USSR influence before the event added again.
    const draft = draftInfluence(state);
    const doubled: string[] = [];
    for (const change of netChanges(changes)) {
      // Summed per country: a problem lands on the country's first mention.
      const target = { kind: 'country', country: change.country, index: 0, section: 'event' } as const;
      const i = countryIndex(change.country);
      if (i < 0) {
        problems.push(problem('TSN118', `${change.country} is not a country`, target, player));
        continue;
      }
      const before = influenceAt(state.influence, i, 'USSR');
      const did = `the line ${change.delta > 0 ? 'adds' : 'removes'} ${Math.abs(change.delta)} ${change.side} influence ${change.delta > 0 ? 'in' : 'from'} ${countryName(change.country)}`;
      if (change.side !== 'USSR' || change.delta <= 0) {
        problems.push(problem('TSN181', `${rule}; ${did}${change.side !== 'USSR' && change.delta > 0 ? ` (the USSR's influence is written ${player === 'USSR' ? 'without parentheses' : 'in parentheses'} in the ${player}'s part)` : ''}`, target, player));
        continue;
      }
      if (!isIn(change.country, 'South America')) {
        problems.push(problem('TSN181', `${rule}; ${did}, which is not in South America`, target, player));
        continue;
      }
      if (before === 0) {
        problems.push(problem('TSN181', `${rule}; ${did}, where the USSR has no influence: doubling adds none there`, target, player));
        continue;
      }
      if (doubled.length >= DEBT_CRISIS_COUNTRIES) {
        problems.push(problem('TSN181', `${rule}; the line doubles more than ${DEBT_CRISIS_COUNTRIES} countries: ${countryName(change.country)} is one too many`, target, player));
        continue;
      }
      if (change.delta !== before) {
        problems.push(problem(change.delta > before ? 'TSN181' : 'TSN182', `${rule}; the USSR has ${before} in ${countryName(change.country)}, so doubling adds ${before}: write ${tsnChanges([{ country: change.country, side: 'USSR', delta: before }], player)}, not ${tsnChanges([{ country: change.country, side: 'USSR', delta: change.delta }], player)}`, target, player));
      }
      setInfluenceAt(draft, i, 'USSR', 2 * before);
      doubled.push(change.country);
    }
    const required = Math.min(DEBT_CRISIS_COUNTRIES, held.length);
    if (doubled.length < required) {
      const left = held.filter((c) => !doubled.includes(c));
      const what = doubled.length === 0 && changes.length === 0 ? 'the line writes neither' : `the line doubles ${doubled.length === 0 ? 'no country' : listNames(doubled)}`;
      problems.push(problem('TSN182', `${rule}; ${what}: ${required - doubled.length} more to double, where the USSR has influence (${listNames(left, 'or')})`, { kind: 'event' }, player));
    }
    return withInfluence(state, draft);
  },
};
