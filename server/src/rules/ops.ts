// Operations values and their modifiers (rule 7.4). Modifiers are keyed on the effects in force,
// so an event that puts Containment, Brezhnev Doctrine, Red Scare/Purge or Vietnam Revolts in
// force switches them on; they belong to a side, not to the card played (7.4.1).
import { cardByCode, type Card } from '../data/cards';
import { opponent, type EffectInForce, type GameState, type Side } from './state';

export const CHINA_CARD = 'CHN';

export interface OpsContext {
  /** All the operations are spent in Asia (Southeast Asia included). */
  readonly allInAsia?: boolean;
  /** All the operations are spent in Southeast Asia. */
  readonly allInSoutheastAsia?: boolean;
}

/** An operations modifier an effect in force gives. */
export interface OpsModifier {
  /** Whose cards it changes: the side whose event it is, or its opponent (Red Scare/Purge). */
  readonly appliesTo: 'owner' | 'opponent';
  readonly delta: number;
  /** +1 to a maximum of 4 (Containment, Brezhnev Doctrine), -1 to a minimum of 1 (Red Scare/Purge). */
  readonly bound?: 'max4' | 'min1';
  /** Only when every operation is spent in Southeast Asia (Vietnam Revolts). */
  readonly onlySoutheastAsia?: boolean;
}

/** The operations modifiers, by the code of the card whose effect gives them. */
export const OPS_MODIFIERS: Readonly<Record<string, OpsModifier>> = {
  CON: { appliesTo: 'owner', delta: 1, bound: 'max4' }, // Containment: US ops +1, max 4
  BRE: { appliesTo: 'owner', delta: 1, bound: 'max4' }, // Brezhnev Doctrine: USSR ops +1, max 4
  RED: { appliesTo: 'opponent', delta: -1, bound: 'min1' }, // Red Scare/Purge: opponent's ops -1, min 1
  VIE: { appliesTo: 'owner', delta: 1, onlySoutheastAsia: true }, // Vietnam Revolts: +1 all in SE Asia
};

export interface OpsBreakdown {
  readonly value: number;
  readonly printed: number;
  /** Each modifier that applied, for messages: `+1 China Card in Asia`. */
  readonly parts: readonly string[];
  /** The bound that held the bounded modifiers back (Containment's +1 on a 4-ops card), if one did. */
  readonly heldTo?: 'max4' | 'min1';
}

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
  const parts: string[] = [];
  const boundedParts: number[] = [];
  let bounded = 0;
  let free = 0;
  for (const effect of state.effects) {
    const modifier = OPS_MODIFIERS[effect.card];
    if (!modifier || !modifierAppliesTo(effect, modifier, side)) continue;
    if (modifier.onlySoutheastAsia) {
      if (!context.allInSoutheastAsia) continue;
      free += modifier.delta;
    } else {
      bounded += modifier.delta;
      boundedParts.push(parts.length);
    }
    parts.push(`${modifier.delta > 0 ? '+' : ''}${modifier.delta} ${cardByCode(effect.card)?.name ?? effect.card}`);
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
