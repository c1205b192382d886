// Brush War (36, neutral, Mid War, war): the event's player attacks a country of stability 1 or 2,
// not a US-controlled European country NATO protects (natoProtects: De Gaulle's France and Willy
// Brandt's West Germany are not). Die -1 for each adjacent country the defender controls and for
// the defender's superpower space next to the target (the 2008 FAQ); 3-6 wins: the attacker gains
// 1 VP and replaces all the defender's influence there with its own. The attacker's military
// operations go up by 3 whatever the result. `BRU@xAR3+ =-1`; headline `BRU xAR3+`.
import { COUNTRIES } from '../../data/countries';
import type { EventDefinition } from '../eventDefinition';
import { natoProtects, warEvent } from './support';

export const BRUSH_WAR_MAX_STABILITY = 2;

export const brushWar: EventDefinition = {
  code: 'BRU',
  ...warEvent({
    targets: {
      describe: `a country of stability 1 or ${BRUSH_WAR_MAX_STABILITY} (not one NATO protects)`,
      example: 'AR',
      why: (board, country) => {
        const stability = COUNTRIES.find((c) => c.code === country)!.stability;
        if (stability > BRUSH_WAR_MAX_STABILITY) return `has stability ${stability}`;
        if (natoProtects(board, country)) return 'is a US-controlled European country NATO protects';
        return null;
      },
    },
    targetCounts: false, winFrom: 3, vp: 1,
  }),
};
