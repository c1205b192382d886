// 13 Arab-Israeli War (USSR, war): a Pan-Arab coalition invades Israel. Die -1 if the US controls
// Israel and -1 for each US-controlled country next to it (Egypt, Jordan, Lebanon, Syria); 4-6
// wins: the USSR gains 2 VP and replaces all US influence in Israel with its own. The USSR's
// military operations go up by 2 whatever the result.
// Camp David Accords (65) prevents it: its declaration's `prevents` does so once it is
// implemented; until then the condition checks the effect in force (an unimplemented underlined
// card still puts its effect in force), so the prevention holds either way.
import type { EventDefinition } from '../eventDefinition';
import { hasEffect } from '../effects';
import { warEvent } from './support';

export const arabIsraeliWar: EventDefinition = {
  code: 'AIW',
  condition: (state) => (hasEffect(state, 'CDA') ? 'Camp David Accords is in force' : null),
  ...warEvent({ targets: ['IL'], targetCounts: true, winFrom: 4, vp: 2 }),
};
