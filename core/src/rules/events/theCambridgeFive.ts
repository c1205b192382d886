// The Cambridge Five (104, USSR, 2 ops): the US reveals the scoring cards in its hand; the USSR may
// add 1 influence to one country in a region named on one of them. Not as an event in the Late War
// (turns 8-10): then it cannot be played as an event, and played by the US for operations its event
// does not happen. `CB5@DE`; in a US play `CB5&UK@(DE)`.
import { whereIs } from '../cards';
import { cardTitle } from '../../data/cards';
import { applyInfluenceChanges } from '../influence';
import { countryName, isIn } from '../map';
import { problem } from '../problems';
import type { EventDefinition } from '../eventDefinition';
import { SCORING_CARD_REGIONS } from '../scoring';
import type { GameState } from '../state';
import { onlyWrites } from './support';
import { COUNTRIES } from '../../data/countries';
import { choiceOption } from '../eventChoice';

/** The first turn of the Late War. */
export const LATE_WAR_FIRST_TURN = 8;

/**
 * The scoring cards the US may hold: those of its known hand, or, with its hand unknown, every
 * scoring card still unseen (in the deck pool, where an unknown hand's cards are counted).
 */
function scoringCardsTheUsMayHold(state: GameState): string[] {
  const hand = state.hands.US;
  const codes = Object.keys(SCORING_CARD_REGIONS);
  return hand !== null ? hand.filter((code) => code in SCORING_CARD_REGIONS) : codes.filter((code) => whereIs(state, code) === 'deck');
}

const RULE = 'The Cambridge Five only lets the USSR add 1 influence to one country in a region named on a scoring card the US holds';

export const theCambridgeFive: EventDefinition = {
  code: 'CB5',
  condition(state) {
    return state.turn >= LATE_WAR_FIRST_TURN ? `The Cambridge Five is not an event in the Late War (turns ${LATE_WAR_FIRST_TURN}-10); this is turn ${state.turn}` : null;
  },
  choices(state, context) {
    if (context.input.influence?.length) return { rule: RULE, options: [], complete: true };
    const regions = scoringCardsTheUsMayHold(state).map((code) => SCORING_CARD_REGIONS[code]!);
    const options = COUNTRIES.filter((c) => regions.some((region) => isIn(c.code, region)))
      .map((c) => choiceOption(state, { kind: 'influence', country: c.code, side: 'USSR', delta: 1 }));
    return { rule: RULE, options, complete: true }; // "may": the USSR may add none
  },
  apply(state, context, { problems }) {
    const { input, player } = context;
    const write = (code: string) => (player === 'USSR' ? code : `(${code})`);
    onlyWrites(problems, context, ['influence'], `${RULE} (${write('DE')})`);
    const changes = input.influence ?? [];
    if (changes.length === 0) return state; // "may": the USSR adds nothing
    const held = scoringCardsTheUsMayHold(state);
    const known = state.hands.US !== null;
    const first = changes[0]!;
    const target = { kind: 'country', country: first.country, index: 0, section: 'event' } as const;
    if (changes.length > 1 || first.side !== 'USSR' || first.delta !== 1) {
      const what = changes.map((c) => `${c.side} ${c.delta > 0 ? '+' : ''}${c.delta} in ${c.country}`).join(', ');
      problems.push(problem('TSN181', `The Cambridge Five adds 1 USSR influence to one country (${write(first.country)}); the line writes ${what}`, target, player));
    }
    const regions = held.map((code) => SCORING_CARD_REGIONS[code]!);
    if (held.length === 0) {
      problems.push(problem('TSN181', known
        ? 'The US holds no scoring card: The Cambridge Five names no region and the USSR adds no influence'
        : 'No scoring card can be in the US\'s hand (none is unseen): The Cambridge Five names no region and the USSR adds no influence', target, player));
    } else if (!regions.some((region) => isIn(first.country, region))) {
      const names = held.map((code) => `${cardTitle(code)} (${SCORING_CARD_REGIONS[code]})`).join(', ');
      problems.push(problem('TSN181', `The Cambridge Five adds influence in a region named on a scoring card the US ${known ? 'holds' : 'may hold'}: ${names}; ${countryName(first.country)} is in none of them`, target, player));
    }
    // What the card allows of what is written: 1 USSR influence in the first country written.
    return applyInfluenceChanges(state, changes.filter((c) => c.side === 'USSR' && c.delta > 0).slice(0, 1).map((c) => ({ ...c, delta: 1 })), problems, 'event', player);
  },
};
