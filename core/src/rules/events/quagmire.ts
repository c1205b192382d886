// Quagmire (42, USSR, Mid War, asterisk, stays in force until the US escapes): from its next action
// round the US may do nothing in an action round but play a scoring card or discard a card of 2 or
// more operations (modified: Red Scare/Purge counts, the China Card never goes) and roll a die; 1-4
// ends the Quagmire and the US plays normally from the following round. The discarded card's event
// does not happen. Headlines are not affected; it lasts across turns. Cancels NORAD (NORAD's
// declaration: `cancelledBy: ['QUA']`). The event writes nothing (`QUA@`); each US round while
// trapped is the card discarded, `~`, the die, `+` once out (`DAC~6`, then `CON~3+`), checked by
// the core (rules/play.ts `runTrap`, `trapOf`). A US round with no card of 2+ ops and no scoring
// card is `—` (the card text: the US then gives up its action round).
import type { EventDefinition } from '../eventDefinition';
import { effectOnlyEvent } from './support';

export const quagmire: EventDefinition = {
  code: 'QUA',
  ...effectOnlyEvent('Quagmire writes nothing: from its next action round the US discards a card of 2+ ops and rolls (1-4 escapes) instead of playing, or plays a scoring card'),
  effect: { duration: 'persistent', traps: true },
};
