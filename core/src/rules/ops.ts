// Operations values and their modifiers (rule 7.4). A modifier is declared by the card whose
// effect gives it (`EffectDeclaration.opsModifier`: Containment, Brezhnev Doctrine, Red
// Scare/Purge, Vietnam Revolts), so it applies while that effect is in force; it belongs to a
// side, not to the card played (7.4.1).
import { CHINA_CARD, cardByCode, cardTitle, type Card } from '../data/cards';
import type { CoupInput } from './coup';
import type { OperationsSource } from './eventChoice';
import { effectDeclarationOf, type OpsModifier } from './eventDefinition';
import type { Placement } from './influence';
import type { RealignInput } from './realign';
import { isInAsia, isInSoutheastAsia } from './map';
import { opponent, type EffectInForce, type GameState, type Side } from './state';

export { CHINA_CARD };

export interface OpsContext {
  /** All the operations are spent in Asia (Southeast Asia included). */
  readonly allInAsia?: boolean;
  /** All the operations are spent in Southeast Asia. */
  readonly allInSoutheastAsia?: boolean;
}

/** Where the operations are spent, for the modifiers that depend on it. */
export function opsContextOf(countries: readonly string[]): OpsContext {
  return opsContext(countries.length > 0 && countries.every(isInAsia), countries.length > 0 && countries.every(isInSoutheastAsia));
}

/** The four contexts, shared: a context is only read, and one is asked for on most plays (issue 24). */
const OPS_CONTEXTS: readonly OpsContext[] = [false, true].flatMap((allInSoutheastAsia) =>
  [false, true].map((allInAsia) => Object.freeze({ allInAsia, allInSoutheastAsia })));

/** The context of operations spent all in Asia or not, all in Southeast Asia or not. */
export function opsContext(allInAsia: boolean, allInSoutheastAsia: boolean): OpsContext {
  return OPS_CONTEXTS[(allInAsia ? 1 : 0) + (allInSoutheastAsia ? 2 : 0)]!;
}

export interface OpsBreakdown {
  readonly value: number;
  readonly printed: number;
  /** Each modifier that applied, for messages: `+1 China Card in Asia`. */
  readonly parts: readonly string[];
  /** The bound that held the bounded modifiers back (Containment's +1 on a 4-ops card), if one did. */
  readonly heldTo?: 'max4' | 'min1';
}

/** The modifiers of a card played with no effect in force: shared, as a breakdown's parts are only read. */
const NO_PARTS: readonly string[] = [];

/** The breakdown of a card of 0-4 ops with no modifier, by its value: shared, as a breakdown is only read (one a play). */
const PRINTED_VALUE: readonly OpsBreakdown[] = [0, 1, 2, 3, 4].map((value) => Object.freeze({ value, printed: value, parts: NO_PARTS }));

function modifierAppliesTo(effect: EffectInForce, modifier: OpsModifier, side: Side): boolean {
  return modifier.appliesTo === 'owner' ? effect.side === side : opponent(effect.side) === side;
}

/**
 * The card's operations value for the side, with every modifier in force. Bounded modifiers add up
 * first (Containment +1 and Red Scare -1 cancel out), then the result is held to 4 (when the net is a
 * bonus) or 1 (a malus), never past the printed value; then the China Card's +1 for all in Asia
 * and Vietnam Revolts' +1 for all in Southeast Asia, which have no bound (rulings: 4 +1 +1).
 */
export function opsBreakdown(state: GameState, side: Side, card: string | Card, context: OpsContext = {}): OpsBreakdown {
  const data = typeof card === 'string' ? cardByCode(card) : card;
  if (!data) return { value: 0, printed: 0, parts: [] };
  const printed = data.ops;
  if (data.scoring) return { value: 0, printed, parts: [] };
  // No effect in force (most plays): the printed value, and no modifier to list.
  if (state.effects.length === 0 && !(data.code === CHINA_CARD && context.allInAsia)) return PRINTED_VALUE[printed] ?? { value: printed, printed, parts: NO_PARTS };
  const parts: string[] = [];
  const boundedParts: number[] = [];
  let bounded = 0;
  let free = 0;
  for (const effect of state.effects) {
    const modifier = effectDeclarationOf(state, effect)?.opsModifier;
    if (!modifier || !modifierAppliesTo(effect, modifier, side)) continue;
    if (modifier.onlySoutheastAsia) {
      if (!context.allInSoutheastAsia) continue;
      free += modifier.delta;
    } else {
      bounded += modifier.delta;
      boundedParts.push(parts.length);
    }
    parts.push(`${modifier.delta > 0 ? '+' : ''}${modifier.delta} ${cardTitle(effect.card)}`);
  }
  let value = printed + bounded;
  if (bounded > 0) value = Math.min(value, Math.max(printed, 4));
  if (bounded < 0) value = Math.max(value, Math.min(printed, 1));
  const heldTo = value !== printed + bounded ? (bounded > 0 ? 'max4' : 'min1') : undefined;
  // Said where it applies, so that `4 ops (printed 4, +1 Containment)` cannot read as a sum.
  if (heldTo) for (const i of boundedParts) parts[i] += heldTo === 'max4' ? ' adds nothing above 4' : ' takes nothing below 1';
  if (data.code === CHINA_CARD && context.allInAsia) {
    value += 1; // the China Card: +1 when all its operations are spent in Asia (rule 9.4)
    parts.push('+1 China Card in Asia');
  }
  value += free;
  return heldTo ? { value, printed, parts, heldTo } : { value, printed, parts };
}

export function modifiedOps(state: GameState, side: Side, card: string | Card, context: OpsContext = {}): number {
  return opsBreakdown(state, side, card, context).value;
}

/** `3 ops (printed 2, +1 Containment)`, `4 ops (printed 4, +1 Containment adds nothing above 4)` for messages. */
export function describeOps(breakdown: OpsBreakdown): string {
  const unit = breakdown.value === 1 ? 'op' : 'ops';
  if (breakdown.parts.length === 0) return `${breakdown.value} ${unit}`;
  return `${breakdown.value} ${unit} (printed ${breakdown.printed}, ${breakdown.parts.join(', ')})`;
}

/** The operations value with every modifier in force (7.4), for a card or "as if a N-ops card". */
export function operationsValue(state: GameState, side: Side, source: OperationsSource, countries: readonly string[]): OpsBreakdown {
  return operationsValueIn(state, side, source, opsContextOf(countries));
}

/** `operationsValue` with where the operations are spent given as the modifiers see it. */
export function operationsValueIn(state: GameState, side: Side, source: OperationsSource, context: OpsContext): OpsBreakdown {
  if ('card' in source) return opsBreakdown(state, side, source.card, context);
  // A pseudo card worth N printed ops: Containment, Brezhnev, Red Scare/Purge and Vietnam Revolts
  // change it as they change a card played for operations (rulings: modifiers on event ops).
  const pseudo: Card = { ...source.granter, ops: source.asIf, scoring: false };
  return opsBreakdown(state, side, pseudo, context);
}

/** What operations did, as a play or an event writes them: influence placed, one coup, or realignment rolls. */
export interface OperationsInput {
  readonly influence?: readonly Placement[];
  readonly coup?: CoupInput;
  readonly realigns?: readonly RealignInput[];
}
