// Soviets Shoot Down KAL-007 (89, US, 4 ops, asterisk, Late War): DEFCON degrades by 1 and the US
// gains 2 VP; then, if the US controls South Korea, the US may place influence or make realignment
// rolls as if it had played a 4-ops card (no coup, no space race; modifiers in force apply, as to
// any operations an event grants). `KAL@ D3 =+2`, with South Korea US-controlled
// `KAL@&KR2 JP2 D3 =+2` or `KAL@/KP3:2 … D3 =+2`; triggered by the USSR, the US's operations in
// parentheses. Reading taken: the card says "may", so the operations may go unwritten. DEFCON 1
// ends the game against the phasing player (8.1.3) before anything else happens.
import type { EventDefinition } from '../eventDefinition';
import { controlOf } from '../map';
import { addVp, degradeDefcon, signedVp } from '../markers';
import { eventProblem, grantedOperations, onlyWrites } from './support';

export const KAL_VP = 2;
export const KAL_OPS = 4;

export const sovietsShootDownKal007: EventDefinition = {
  code: 'KAL',
  apply(state, context) {
    const problems = onlyWrites(context, ['ops', 'coups', 'realigns'], 'Soviets Shoot Down KAL-007 degrades DEFCON by 1 and gives the US 2 VP, then, if the US controls South Korea, 4 ops of influence or realignment rolls');
    let next = degradeDefcon(state, 1, context.player);
    if (next.result) return { state: next, problems };
    next = addVp(next, signedVp('US', KAL_VP));
    if (controlOf(next, 'KR') === 'US') {
      const granted = grantedOperations(next, context, 'US', { asIf: KAL_OPS, granter: context.card }, { noCoup: true, optional: true });
      return { state: granted.state, problems: [...problems, ...granted.problems] };
    }
    const written = (context.input.ops?.length ?? 0) + (context.input.coups?.length ?? 0) + (context.input.realigns?.length ?? 0);
    if (written) {
      const holder = controlOf(next, 'KR');
      problems.push(eventProblem('TSN181', `Soviets Shoot Down KAL-007 gives the US operations only when it controls South Korea (${holder ? `the ${holder} controls it` : 'nobody controls it'}): write KAL@ with its marks alone`, context));
    }
    return { state: next, problems };
  },
};
