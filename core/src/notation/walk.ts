/**
 * One walk over the effects of a play, for every reader that visits them all (the code
 * references, the semantic colours, the influence a quick fix rewrites, the ranges of rules
 * problems). The depth is bounded: the parser reads no deeper than its MAX_NESTING.
 */
import type { Action, Effect } from './ast';

/**
 * Calls `visit` on each effect of `actions` in the order written, each followed by the effects
 * written inside it: a moved card's event (`CUB@…`) and a sub-play's actions (`UNI@NAS&TH2`).
 */
export function forEachEffect(actions: readonly Action[], visit: (effect: Effect) => void): void {
  for (const action of actions) {
    for (const effect of action.effects) {
      visit(effect);
      if (effect.kind === 'subplay') forEachEffect(effect.actions, visit);
      else if (effect.kind === 'card' && effect.event) forEachEffect(effect.event, visit);
    }
  }
}
