// Marine Barracks Bombing (88, USSR, 2 ops, asterisk, Late War): all US influence leaves Lebanon,
// then the USSR removes 2 more US influence from anywhere in the Middle East (the 2 may be split;
// fewer when less is left there). `MBB@(LB- IQ-2)` in a USSR play; `MBB@(IQ-2)` when the US had
// none in Lebanon. The Lebanon removal is fixed, the other 2 are the USSR's choice: a Lebanon
// change written is read as the fixed removal, the rest as the choice.
import type { EventDefinition } from '../eventDefinition';
import type { InfluenceChange } from '../influence';
import { countryName, influenceOf, isIn } from '../map';
import { chosenInfluence, fixedInfluence, onlyWrites } from './support';

export const marineBarracksBombing: EventDefinition = {
  code: 'MBB',
  apply(state, context) {
    const written = context.input.influence ?? [];
    const lebanon = influenceOf(state, 'LB', 'US');
    const expected: InfluenceChange[] = lebanon > 0 ? [{ country: 'LB', side: 'US', delta: -lebanon }] : [];
    const fixed = fixedInfluence(state, { ...context, input: { influence: written.filter((c) => c.country === 'LB') } }, expected,
      `Marine Barracks Bombing removes all US influence from Lebanon (${lebanon})`);
    const chosen = chosenInfluence(fixed.state, { ...context, input: { influence: written.filter((c) => c.country !== 'LB') } }, {
      rule: 'Marine Barracks Bombing then removes 2 more US influence from the Middle East',
      side: 'US',
      direction: 'remove',
      eligible: (country) => isIn(country, 'Middle East') && country !== 'LB',
      notEligible: (country) => (isIn(country, 'Middle East') ? `${countryName(country)} is emptied by the event itself` : 'not in the Middle East'),
      perCountry: 2,
      total: 2,
    });
    return { state: chosen.state, problems: [...onlyWrites(context, ['influence']), ...fixed.problems, ...chosen.problems] };
  },
};
