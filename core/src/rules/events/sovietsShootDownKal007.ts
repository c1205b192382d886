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
import { eventProblem, grantedChoices, grantedOperations, onlyWrites } from './support';
import { nothingToChoose } from '../eventChoice';
import type { GameState, Side } from '../state';

export const KAL_VP = 2;
export const KAL_OPS = 4;

const RULE = 'Soviets Shoot Down KAL-007 degrades DEFCON by 1 and gives the US 2 VP, then, if the US controls South Korea, 4 ops of influence or realignment rolls';
const OPERATIONS = { noCoup: true, optional: true } as const;

/** The board the US's operations start from: DEFCON degraded (the game may end there) and its VP gained. */
function afterMarks(state: GameState, player: Side): GameState {
  const degraded = degradeDefcon(state, 1, player);
  return degraded.result ? degraded : addVp(degraded, signedVp('US', KAL_VP));
}

export const sovietsShootDownKal007: EventDefinition = {
  code: 'KAL',
  apply(board, context, { problems }) {
    onlyWrites(problems, context, ['ops', 'coups', 'realigns'], RULE);
    const next = afterMarks(board, context.player);
    if (next.result) return next;
    if (controlOf(next, 'KR') === 'US') return grantedOperations(next, context, 'US', { asIf: KAL_OPS, granter: context.card }, problems, OPERATIONS);
    const written = (context.input.ops?.length ?? 0) + (context.input.coups?.length ?? 0) + (context.input.realigns?.length ?? 0);
    if (written) {
      const holder = controlOf(next, 'KR');
      problems.push(eventProblem('TSN181', `Soviets Shoot Down KAL-007 gives the US operations only when it controls South Korea (${holder ? `the ${holder} controls it` : 'nobody controls it'}): write KAL@ with its marks alone`, context));
    }
    return next;
  },
  choices(state, context) {
    const next = afterMarks(state, context.player);
    return !next.result && controlOf(next, 'KR') === 'US' ? grantedChoices(next, context, 'US', { asIf: KAL_OPS, granter: context.card }, OPERATIONS) : nothingToChoose(RULE);
  },
};
