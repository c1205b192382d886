// NORAD (106, US, asterisk, stays in force): while the US controls Canada, at the end of any action
// round in which DEFCON moved to 2, the US adds 1 influence to a country that already holds US
// influence. TSN writes it at the end of the part whose play moved DEFCON to 2 (rulings):
// `KOR#PA5+3 D2 NOR@(IT)` in a USSR part, `… D2 NOR@IT` in a US part. Quagmire cancels it.
// The reference summary says "adds", and so does this check: the addition is required when it is due.
import { cardByCode } from '../../data/cards';
import type { AfterPlayContext, EventApplyContext, EventDefinition, SubPlayInput } from '../eventDefinition';
import type { RuleProblem } from '../problems';
import type { GameState, Side } from '../state';
import { controlOf, countryName, influenceOf } from '../map';
import { chosenInfluence, effectOnlyEvent, eventProblem, influenceChoices, onlyWrites, type InfluenceChoice } from './support';

const ALLOWS = 'NORAD adds 1 US influence to one country that already holds US influence';

const CHOICE: InfluenceChoice = {
  rule: ALLOWS, side: 'US', direction: 'add', perCountry: 1, total: 1, countries: 1,
  eligible: (country, before) => influenceOf(before, country, 'US') > 0,
  notEligible: () => 'which holds no US influence',
};

/**
 * Whether the addition is due at the end of this play: DEFCON moved to 2 at any point of the round
 * (rulings: 2 -> 3 -> 2 triggers) and the US controls Canada.
 */
function due(state: GameState): { movedTo2: boolean; canada: boolean } {
  return { movedTo2: state.defconMovedTo2, canada: controlOf(state, 'CA') === 'US' };
}

/** NORAD's sub-play as the event context its influence is checked in. */
function writtenContext(side: Side, roundStart: GameState, written: SubPlayInput | undefined): EventApplyContext {
  return { card: cardByCode('NOR')!, player: side, owner: 'US', headline: false, roundStart, input: written?.event ?? {} };
}

function atTheEndOfThePlay({ state, roundStart, side, written }: AfterPlayContext, problems: RuleProblem[]): GameState {
  const who = { player: side };
  const { movedTo2, canada } = due(state);
  const example = side === 'US' ? 'NOR@IT' : 'NOR@(IT)';
  if (!movedTo2 || !canada) {
    if (!written) return state;
    const why = !movedTo2 ? `DEFCON went from ${roundStart.defcon} to ${state.defcon}` : `the US does not control ${countryName('CA')}`;
    problems.push(eventProblem('TSN181', `${ALLOWS} only at the end of a play that moves DEFCON to 2 while the US controls Canada: ${why}`, who));
    return state;
  }
  if (!written) {
    problems.push(eventProblem('TSN182', `This play moved DEFCON to 2 and the US controls Canada: ${ALLOWS}; write it at the end of the part, e.g. ${example}`, who));
    return state;
  }
  const context = writtenContext(side, roundStart, written);
  onlyWrites(problems, context, ['influence'], ALLOWS);
  if (written.kind !== 'event') problems.push(eventProblem('TSN181', `${ALLOWS}, as an event (${example}); the line writes operations`, who));
  return chosenInfluence(state, context, CHOICE, problems);
}

export const norad: EventDefinition = {
  code: 'NOR',
  ...effectOnlyEvent('NORAD writes nothing when played: while the US controls Canada it adds 1 US influence at the end of each play that moves DEFCON to 2'),
  effect: {
    duration: 'persistent', cancelledBy: ['QUA'], afterPlay: atTheEndOfThePlay,
    choices: ({ state, roundStart, side, written }) => {
      const { movedTo2, canada } = due(state);
      return movedTo2 && canada ? influenceChoices(state, writtenContext(side, roundStart, written), CHOICE) : null;
    },
  },
};
