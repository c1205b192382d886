/**
 * The walks over the syntax tree that its readers share: a game line's parts with their sides,
 * and every effect of a play (for the code references, the semantic colours, the influence a
 * quick fix rewrites, the ranges of rules problems). The depth is bounded: the parser reads no
 * deeper than its MAX_NESTING.
 */
import type { Side } from '../data/sides';
import type { Action, Effect, GameLine, Part } from './ast';

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

/** A part of a game line with the side that wrote it. */
export interface SidePart {
  readonly side: Side;
  readonly part: Part;
}

/** The parts `line` writes, the USSR's first, each with its side (a line may lack either). */
export function partsOf(line: GameLine): SidePart[] {
  const parts: SidePart[] = [];
  if (line.ussr) parts.push({ side: 'USSR', part: line.ussr });
  if (line.us) parts.push({ side: 'US', part: line.us });
  return parts;
}
