// Marine Barracks Bombing (88, USSR, 2 ops, asterisk, Late War): all US influence leaves Lebanon,
// then the USSR removes 2 more US influence from anywhere in the Middle East (the 2 may be split;
// fewer when less is left there). `MBB@(LB- IQ-2)` in a USSR play; `MBB@(IQ-2)` when the US had
// none in Lebanon. The Lebanon removal is fixed, the other 2 are the USSR's choice: a Lebanon
// change written is read as the fixed removal, the rest as the choice.
import type { InfluenceChange } from '../influence';
import { countryName, influenceOf, isIn } from '../map';
import { chosenInfluence, fixedChoices, fixedInfluence, influenceChoices, onlyWrites, type InfluenceChoice } from './support';
import { followedBy } from '../eventChoice';
import type { EventApplyContext, EventDefinition } from '../eventDefinition';
import type { GameState } from '../state';

const CHOICE: InfluenceChoice = {
  rule: 'Marine Barracks Bombing then removes 2 more US influence from the Middle East',
  side: 'US',
  direction: 'remove',
  eligible: (country) => isIn(country, 'Middle East') && country !== 'LB',
  notEligible: (country) => (isIn(country, 'Middle East') ? `${countryName(country)} is emptied by the event itself` : 'not in the Middle East'),
  perCountry: 2,
  total: 2,
};

/**
 * The two parts on this board, each with what the line wrote for it: Lebanon's fixed removal (a
 * Lebanon change is read as it), then the chosen 2, judged on the board the first leaves.
 */
function parts(state: GameState, context: EventApplyContext) {
  const written = context.input.influence ?? [];
  const lebanon = influenceOf(state, 'LB', 'US');
  const expected: InfluenceChange[] = lebanon > 0 ? [{ country: 'LB', side: 'US', delta: -lebanon }] : [];
  const rule = `Marine Barracks Bombing removes all US influence from Lebanon (${lebanon})`;
  const inLebanon = { ...context, input: { influence: written.filter((c) => c.country === 'LB') } };
  return { expected, rule, inLebanon, elsewhere: { ...context, input: { influence: written.filter((c) => c.country !== 'LB') } } };
}

export const marineBarracksBombing: EventDefinition = {
  code: 'MBB',
  apply(board, context, { problems }) {
    const { expected, rule, inLebanon, elsewhere } = parts(board, context);
    onlyWrites(problems, context, ['influence']);
    const fixed = fixedInfluence(board, inLebanon, expected, rule, problems);
    return chosenInfluence(fixed, elsewhere, CHOICE, problems);
  },
  choices(state, context) {
    const { expected, rule, inLebanon, elsewhere } = parts(state, context);
    return followedBy(fixedChoices(state, inLebanon, expected, rule), () => influenceChoices(fixedInfluence(state, inLebanon, expected, rule, []), elsewhere, CHOICE));
  },
};
