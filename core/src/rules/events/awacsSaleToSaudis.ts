// AWACS Sale to Saudis (110, US, 3 ops, asterisk, underlined, optional Late War card): the US adds 2
// influence in Saudi Arabia; while it is in force, Muslim Revolution cannot be played as an event
// (`prevents`: TSN105 when chosen; played by the US for operations, its event does not happen).
// `AWA@SA2` in a US play, `AWA&…@(SA2)` when the USSR plays it for operations.
import type { EventDefinition } from '../eventDefinition';
import { fixedInfluenceEvent } from './support';

export const awacsSaleToSaudis: EventDefinition = {
  code: 'AWA',
  ...fixedInfluenceEvent(() => ({ expected: [{ country: 'SA', side: 'US', delta: 2 }], rule: 'AWACS Sale to Saudis adds 2 US influence in Saudi Arabia' })),
  effect: { duration: 'persistent', prevents: ['MUS'] },
};
