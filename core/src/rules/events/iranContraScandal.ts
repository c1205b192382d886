// Iran-Contra Scandal (93, USSR, 2 ops, asterisk, rest of turn): for the rest of the turn, every US
// realignment roll gets -1: the US's die in every realignment, whoever makes it (rulings: "all US
// realignment rolls"; the digital edition reads it so). TSN: `ICS@`.
import type { EventDefinition, RollContext } from '../eventDefinition';
import { effectOnlyEvent } from './support';

/** The modifier on the US's realignment rolls. */
export const IRAN_CONTRA_MODIFIER = -1;

function usDie({ side }: RollContext): number {
  return side === 'US' ? IRAN_CONTRA_MODIFIER : 0;
}

export const iranContraScandal: EventDefinition = {
  code: 'ICS',
  ...effectOnlyEvent('Iran-Contra Scandal writes nothing: for the rest of the turn the US\'s realignment rolls get -1'),
  effect: { duration: 'turn', realignModifier: usDie },
};
