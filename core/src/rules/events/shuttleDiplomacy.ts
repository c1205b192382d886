// Shuttle Diplomacy (73, US, Mid War, no asterisk, stays in force): at the next Asia Scoring or
// Middle East Scoring, whichever comes first, one battleground the USSR controls in that region
// (the US's choice) is left out of all the USSR's counts (countries, battlegrounds, presence, the
// bonus next to the US); then the card is discarded. Southeast Asia Scoring and final scoring do
// not use it (nor end it).
import type { EventDefinition } from '../eventDefinition';
import { controlAt, COUNTRY_COUNT, countryAt, superpowerNeighbourAt } from '../map';
import { effectOnlyEvent } from './support';

const SCORED: readonly string[] = ['Asia', 'Middle East'];

export const shuttleDiplomacy: EventDefinition = {
  code: 'SHU',
  ...effectOnlyEvent('Shuttle Diplomacy writes nothing: it stays in front of the US until the next Asia or Middle East scoring'),
  effect: {
    duration: 'persistent',
    adjustScoring: ({ state, region, side, final }, tally) => {
      if (final || side !== 'USSR' || !SCORED.includes(region)) return { tally };
      // The US leaves out the battleground that costs the USSR most: one next to the US (Japan)
      // takes its adjacency bonus too; otherwise every battleground weighs the same.
      let chosen = -1;
      for (let i = 0; i < COUNTRY_COUNT; i++) {
        const country = countryAt(i);
        if (country.region !== region || !country.battleground || controlAt(state.influence, i) !== 'USSR') continue;
        if (chosen < 0 || (superpowerNeighbourAt(i) === 'US' && superpowerNeighbourAt(chosen) !== 'US')) chosen = i;
      }
      if (chosen < 0) return { tally };
      const adjacent = superpowerNeighbourAt(chosen) === 'US' ? 1 : 0;
      return {
        tally: {
          countries: tally.countries - 1,
          battlegrounds: tally.battlegrounds - 1,
          nonBattlegrounds: tally.nonBattlegrounds,
          adjacentToEnemy: tally.adjacentToEnemy - adjacent,
        },
      };
    },
    endsAtScoring: (region) => SCORED.includes(region),
  },
};

