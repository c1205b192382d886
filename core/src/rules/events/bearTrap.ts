// Bear Trap (44, US, Mid War, asterisk, stays in force until the USSR escapes): Quagmire's mirror
// for the USSR. From its next action round the USSR may only play a scoring card or discard a card
// of 2 or more operations (modified: Brezhnev Doctrine makes a 1-op card enough, Red Scare/Purge
// may make a 2-op card too little; never the China Card) and roll a die, 1-4 escaping. The event
// writes nothing (`BEA@`); each trapped round is `DEC~5`, then `COM~2+` (rules/play.ts `runTrap`).
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const bearTrap: EventDefinition = {
  code: 'BEA',
  ...effectOnlyEvent('Bear Trap writes nothing: from its next action round the USSR discards a card of 2+ ops and rolls (1-4 escapes) instead of playing, or plays a scoring card'),
  effect: { duration: 'persistent', traps: true },
};
