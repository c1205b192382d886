// Ussuri River Skirmish (76, US, 3 ops, Mid War, asterisk): if the USSR holds the China Card, the
// US takes it face up, free to play it; if the US holds it already, the US adds 4 influence in Asia
// (Southeast Asia included), at most 2 per country. No China Card move is written (rulings):
// `URS@` when it changes hands, `URS@TH2 PK2` otherwise (`URS&…@(TH2 PK2)` in a USSR play).
import { passChinaCard } from '../cards';
import type { EventDefinition } from '../eventDefinition';
import { isIn } from '../map';
import { chosenInfluence, influenceChoices, onlyWrites, type InfluenceChoice } from './support';
import { nothingToChoose } from '../eventChoice';

const ALLOWS = 'Ussuri River Skirmish: the US, holding the China Card, adds 4 influence in Asia, at most 2 per country';

const TAKES = 'Ussuri River Skirmish: the USSR holds the China Card, so the US takes it face up and adds no influence (no China Card move is written)';
const CHOICE: InfluenceChoice = {
  rule: ALLOWS, side: 'US', direction: 'add', perCountry: 2, total: 4,
  eligible: (country) => isIn(country, 'Asia'),
  notEligible: () => 'not in Asia',
};

export const ussuriRiverSkirmish: EventDefinition = {
  code: 'URS',
  apply(board, context, { problems }) {
    if (board.china.holder === 'USSR') {
      onlyWrites(problems, context, [], TAKES);
      return passChinaCard(board, 'USSR', true);
    }
    onlyWrites(problems, context, ['influence'], ALLOWS);
    return chosenInfluence(board, context, CHOICE, problems);
  },
  choices: (state, context) => (state.china.holder === 'USSR' ? nothingToChoose(TAKES) : influenceChoices(state, context, CHOICE)),
};
