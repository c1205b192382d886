// Iran-Contra Scandal (93, USSR, 2 ops, asterisk, rest of turn): for the rest of the turn, every US
// realignment roll gets -1. Read as the rolls of the realignments the US makes (the US's die when
// it realigns), not the US's die when the USSR realigns. TSN: `ICS@`.
import type { EventDefinition, RollContext } from '../eventDefinition';
import { effectOnlyEvent } from './support';

/** The modifier on the US's realignment rolls. */
export const IRAN_CONTRA_MODIFIER = -1;

function usRealignments({ side, attacker }: RollContext): number {
  return side === 'US' && attacker === 'US' ? IRAN_CONTRA_MODIFIER : 0;
}

export const iranContraScandal: EventDefinition = {
  code: 'ICS',
  ...effectOnlyEvent('Iran-Contra Scandal writes nothing: for the rest of the turn the US\'s realignment rolls get -1'),
  effect: { duration: 'turn', realignModifier: usRealignments },
};
