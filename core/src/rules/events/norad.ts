// NORAD (106, US, asterisk, stays in force): while the US controls Canada, at the end of any action
// round in which DEFCON moved to 2, the US adds 1 influence to a country that already holds US
// influence. TSN writes it at the end of the part whose play moved DEFCON to 2 (rulings):
// `KOR#PA5+3 D2 NOR@(IT)` in a USSR part, `… D2 NOR@IT` in a US part. Quagmire cancels it.
// The reference summary says "adds", and so does this check: the addition is required when it is due.
import { cardByCode } from '../../data/cards';
import type { AfterPlayContext, EventDefinition, EventOutcome } from '../eventDefinition';
import { controlOf, countryName, influenceOf } from '../map';
import { chosenInfluence, effectOnly, eventProblem, onlyWrites } from './support';

const ALLOWS = 'NORAD adds 1 US influence to one country that already holds US influence';

function atTheEndOfThePlay({ state, roundStart, side, written }: AfterPlayContext): EventOutcome {
  const who = { player: side };
  // The marks of the whole round decide, not only its start and end (rulings: 2 -> 3 -> 2 triggers).
  const movedTo2 = state.defconMovedTo2;
  const canada = controlOf(state, 'CA') === 'US';
  const example = side === 'US' ? 'NOR@IT' : 'NOR@(IT)';
  if (!movedTo2 || !canada) {
    if (!written) return { state, problems: [] };
    const why = !movedTo2 ? `DEFCON went from ${roundStart.defcon} to ${state.defcon}` : `the US does not control ${countryName('CA')}`;
    return { state, problems: [eventProblem('TSN181', `${ALLOWS} only at the end of a play that moves DEFCON to 2 while the US controls Canada: ${why}`, who)] };
  }
  if (!written) {
    return { state, problems: [eventProblem('TSN182', `This play moved DEFCON to 2 and the US controls Canada: ${ALLOWS}; write it at the end of the part, e.g. ${example}`, who)] };
  }
  const input = written.event ?? {};
  const context = { card: cardByCode('NOR')!, player: side, owner: 'US' as const, headline: false, roundStart, input };
  const problems = onlyWrites(context, ['influence'], ALLOWS);
  if (written.kind !== 'event') problems.push(eventProblem('TSN181', `${ALLOWS}, as an event (${example}); the line writes operations`, who));
  const outcome = chosenInfluence(state, context, {
    rule: ALLOWS, side: 'US', direction: 'add', perCountry: 1, total: 1, countries: 1,
    eligible: (country, before) => influenceOf(before, country, 'US') > 0,
    notEligible: () => 'which holds no US influence',
  });
  return { state: outcome.state, problems: [...problems, ...outcome.problems] };
}

export const norad: EventDefinition = {
  code: 'NOR',
  apply: (state, context) => effectOnly(state, context, 'NORAD writes nothing when played: while the US controls Canada it adds 1 US influence at the end of each play that moves DEFCON to 2'),
  effect: { duration: 'persistent', cancelledBy: ['QUA'], afterPlay: atTheEndOfThePlay },
};
