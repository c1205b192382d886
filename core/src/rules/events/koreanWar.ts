// 11 Korean War (USSR, asterisk, war): North Korea invades South Korea. Die -1 for each
// US-controlled country next to South Korea (Japan, North Korea, Taiwan); 4-6 wins: the USSR gains
// 2 VP and replaces all US influence in South Korea with its own. The USSR's military operations
// go up by 2 whatever the result.
import type { EventDefinition } from '../eventDefinition';
import { warEvent } from './support';

export const koreanWar: EventDefinition = {
  code: 'KOR',
  ...warEvent({ targets: ['KR'], targetCounts: false, winFrom: 4, vp: 2 }),
};
