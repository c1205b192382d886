// The Iron Lady (83, US, 3 ops, asterisk, underlined, Late War): the US gains 1 VP; the USSR adds 1
// influence in Argentina and loses all its influence in the United Kingdom. While it is in force,
// Socialist Governments cannot be played as an event (`prevents`: TSN105 when chosen; played by
// the US for operations, its event does not happen). Nothing to choose: `IRL@(AR UK-2) =+1` in a US
// play, `IRL&…@AR UK-2 =+1` when the USSR plays it for operations; `IRL@(AR) =+1` when the USSR
// has no influence in the United Kingdom.
import type { EventDefinition } from '../eventDefinition';
import { influenceOf } from '../map';
import { addVp, signedVp } from '../markers';
import { fixedInfluenceEvent } from './support';

export const IRON_LADY_VP = 1;

export const theIronLady: EventDefinition = {
  code: 'IRL',
  ...fixedInfluenceEvent((state) => {
    const uk = influenceOf(state, 'UK', 'USSR');
    return {
      expected: [{ country: 'AR', side: 'USSR', delta: 1 }, ...(uk > 0 ? [{ country: 'UK', side: 'USSR' as const, delta: -uk }] : [])],
      rule: `The Iron Lady adds 1 USSR influence in Argentina and removes all USSR influence from the United Kingdom (${uk}); the US gains ${IRON_LADY_VP} VP`,
    };
  }, { then: (state) => addVp(state, signedVp('US', IRON_LADY_VP)) }),
  effect: { duration: 'persistent', prevents: ['SOC'] },
};
