// Effects in force (rule 5.3): the cards whose event lasts beyond its play, persistent (underlined
// cards, traps) or for the rest of the turn, in the order they came into force. What an effect
// does is in its card's declaration (eventDefinition.ts `EffectDeclaration`), found through the
// game's event table.
import { toDiscard, whereIs } from './cards';
import { effectDeclarationOf } from './eventDefinition';
import { update, type EffectDuration, type GameState, type Side } from './state';

/** Puts an effect in force; `choice` is what its event chose that the effect depends on (Chernobyl's region). */
export function addEffect(state: GameState, card: string, side: Side, duration: EffectDuration, choice?: string): GameState {
  const effects = state.effects.filter((e) => e.card !== card);
  return update(state, { effects: [...effects, { card, side, duration, turn: state.turn, ...(choice !== undefined ? { choice } : {}) }] }, { kind: 'effect', card, side, inForce: true });
}

/** Ends an effect. Its card, if displayed (not in a pile), goes to the discard pile. */
export function removeEffect(state: GameState, card: string): GameState {
  const effect = state.effects.find((e) => e.card === card);
  if (!effect) return state;
  const next = update(state, { effects: state.effects.filter((e) => e.card !== card) }, { kind: 'effect', card, side: effect.side, inForce: false });
  return whereIs(next, card) === 'elsewhere' ? toDiscard(next, card) : next;
}

export function hasEffect(state: GameState, card: string): boolean {
  return state.effects.some((e) => e.card === card);
}

/** Ends every effect whose declaration names this card's event among those that cancel it. */
export function cancelEffectsBy(state: GameState, card: string): GameState {
  let next = state;
  for (const effect of state.effects) {
    if (effectDeclarationOf(state, effect)?.cancelledBy?.includes(card)) next = removeEffect(next, effect.card);
  }
  return next;
}

/** Ends the effects this play cancels whatever the card is played for (the US's China Card ends Formosan Resolution). */
export function cancelEffectsByPlay(state: GameState, card: string, side: Side): GameState {
  let next = state;
  for (const effect of state.effects) {
    if (effectDeclarationOf(state, effect)?.cancelledByPlay?.(card, side)) next = removeEffect(next, effect.card);
  }
  return next;
}
