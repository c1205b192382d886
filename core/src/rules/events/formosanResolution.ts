// Formosan Resolution (35, US, asterisk, stays in force): while in force Taiwan counts as a
// battleground for Asia Scoring and final scoring when the US controls it (for nothing else:
// coups there do not degrade DEFCON). It ends when the US plays The China Card, whatever for.
import type { EventDefinition } from '../eventDefinition';
import { controlOf } from '../map';
import { CHINA_CARD } from '../cards';
import { effectOnlyEvent } from './support';

export const formosanResolution: EventDefinition = {
  code: 'FOR',
  ...effectOnlyEvent('Formosan Resolution writes nothing: Taiwan counts as a battleground for Asia scoring while the US controls it'),
  effect: {
    duration: 'persistent',
    cancelledByPlay: (card, side) => card === CHINA_CARD && side === 'US',
    adjustScoring: ({ state, region, side, totalBattlegrounds }, tally) => {
      if (region !== 'Asia' || controlOf(state, 'TW') !== 'US') return { tally };
      // Taiwan is one more battleground in Asia for both sides; the US, which controls it, counts it as one.
      const mine = side === 'US'
        ? { ...tally, battlegrounds: tally.battlegrounds + 1, nonBattlegrounds: tally.nonBattlegrounds - 1 }
        : tally;
      return { tally: mine, totalBattlegrounds: totalBattlegrounds + 1 };
    },
  },
};
