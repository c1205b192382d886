// Glasnost (90, USSR, 4 ops, asterisk, Late War): the USSR gains 2 VP and DEFCON improves by 1 (to 5
// at most); then, if The Reformer is in force, the USSR may place influence or make realignment
// rolls as if it had played a 4-ops card (no coup, no space race; modifiers in force apply).
// `GLA@ =-2 D4`; with The Reformer `GLA@&PL2 CS2 =-2 D4` or `GLA@/IT3:5 … =-2 D4`; headlined
// `GLA&ZR3 =-2 D4`; triggered by the US, the USSR's operations in parentheses. Reading taken: the
// card says "may", so the operations may go unwritten.
import type { EventDefinition } from '../eventDefinition';
import { hasEffect } from '../effects';
import { addVp, improveDefcon, signedVp } from '../markers';
import { eventProblem, grantedChoices, grantedOperations, onlyWrites } from './support';
import { nothingToChoose } from '../eventChoice';
import type { GameState, Side } from '../state';

export const GLASNOST_VP = 2;
export const GLASNOST_OPS = 4;
/** The Reformer (87): while in force, Glasnost grants its operations. */
export const THE_REFORMER = 'REF';

const RULE = 'Glasnost gives the USSR 2 VP and improves DEFCON by 1, then, with The Reformer in force, 4 ops of influence or realignment rolls';
const OPERATIONS = { noCoup: true, optional: true } as const;

/** The board the USSR's operations start from: its VP gained and DEFCON improved. */
function afterMarks(state: GameState, player: Side): GameState {
  return improveDefcon(addVp(state, signedVp('USSR', GLASNOST_VP)), 1, player);
}

export const glasnost: EventDefinition = {
  code: 'GLA',
  apply(board, context, { problems }) {
    onlyWrites(problems, context, ['ops', 'coups', 'realigns'], RULE);
    const next = afterMarks(board, context.player);
    if (hasEffect(next, THE_REFORMER)) return grantedOperations(next, context, 'USSR', { asIf: GLASNOST_OPS, granter: context.card }, problems, OPERATIONS);
    const written = (context.input.ops?.length ?? 0) + (context.input.coups?.length ?? 0) + (context.input.realigns?.length ?? 0);
    if (written) problems.push(eventProblem('TSN181', 'Glasnost gives the USSR operations only while The Reformer is in force, and it is not: write GLA@ with its marks alone', context));
    return next;
  },
  choices(state, context) {
    const next = afterMarks(state, context.player);
    return hasEffect(next, THE_REFORMER) ? grantedChoices(next, context, 'USSR', { asIf: GLASNOST_OPS, granter: context.card }, OPERATIONS) : nothingToChoose(RULE);
  },
};
