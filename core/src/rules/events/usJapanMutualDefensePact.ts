// US/Japan Mutual Defense Pact (27, US, asterisk, stays in force): the US adds the influence it
// needs to control Japan (none when it does), and while in force the USSR may not coup or realign
// in Japan. `USJ@JP4`.
import type { EventDefinition } from '../eventDefinition';
import { countryOf } from '../map';
import { fixedInfluenceEvent, influenceToControl } from './support';

const ALLOWS = 'US/Japan Mutual Defense Pact adds the US influence needed to control Japan';

export const usJapanMutualDefensePact: EventDefinition = {
  code: 'USJ',
  ...fixedInfluenceEvent((state) => {
    const needed = influenceToControl(state, 'JP', 'US', countryOf('JP')!.stability);
    return { expected: needed > 0 ? [{ country: 'JP', side: 'US', delta: needed }] : [], rule: ALLOWS };
  }, { allowsInRule: true }),
  effect: {
    duration: 'persistent',
    forbidsRoll: ({ attacker, country }) => (attacker === 'USSR' && country === 'JP'
      ? 'the US/Japan Mutual Defense Pact is in force: no USSR coup or realignment roll in Japan'
      : null),
  },
};
