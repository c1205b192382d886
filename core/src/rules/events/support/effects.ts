// Events whose point is the effect they leave in force (Containment, NATO, Red Scare/Purge…), and
// NATO's protection, which other cards' rules consult (Brush War, the coup and realignment checks).
import { controlOf, isIn } from '../../map';
import { nothingToChoose } from '../../eventChoice';
import type { EventApplyContext, EventCallContext, EventDefinition } from '../../eventDefinition';
import type { RuleProblem } from '../../problems';
import { hasEffect } from '../../effects';
import type { GameState } from '../../state';
import { onlyWrites } from './written';

/** An event that writes nothing and leaves only its effect in force: `allows` says what it does; what the line wrote is TSN181 on `problems`. */
export function effectOnly(problems: RuleProblem[], context: EventApplyContext, allows: string): void {
  onlyWrites(problems, context, [], allows);
}

// ---- NATO ------------------------------------------------------------------------------------

/** The cards whose effect in force takes a country out of NATO's protection. */
export const NATO_EXCEPTIONS: Readonly<Record<string, string>> = { DGL: 'FR', WIL: 'DE' };

/**
 * True when NATO protects the country: NATO in force, a US-controlled European country, not
 * France once De Gaulle Leads France is in force nor West Germany once Willy Brandt is. For the
 * cards that NATO keeps away (Brush War) as well as coups and realignment rolls.
 */
export function natoProtects(state: GameState, country: string): boolean {
  if (!hasEffect(state, 'NAT') || !isIn(country, 'Europe') || controlOf(state, country) !== 'US') return false;
  return !Object.entries(NATO_EXCEPTIONS).some(([card, exempt]) => exempt === country && hasEffect(state, card));
}

/**
 * The check and the choices of an event that writes nothing (Containment, NATO…): one rule for both,
 * saying what it does instead; a function of the board and the play when its words depend on them.
 */
export function effectOnlyEvent(rule: string | ((state: GameState, context: EventCallContext) => string)): Pick<EventDefinition, 'apply' | 'choices'> {
  const text = typeof rule === 'string' ? () => rule : rule;
  return {
    apply: (board, context, { problems }) => {
      effectOnly(problems, context, text(board, context));
      return board;
    },
    choices: (state, context) => nothingToChoose(text(state, context)),
  };
}
