/**
 * The cards and influence of each side in a parsed file, for semantic colouring: each card code
 * with the side its event belongs to (none for a neutral card), and each influence change with
 * the side whose influence it is (the part's side, or the other for a parenthesised item).
 */
import type { Range } from '../common/text';
import { cardByCode, opponent, type Side } from '../data';
import { forEachEffect, type Action, type Code, type Effect, type GameLine, type Owner, type Part } from '../notation';

export interface SideToken {
  readonly range: Range;
  readonly kind: 'card' | 'influence';
  /** The card's side (null: neutral), or whose influence. */
  readonly side: Side | null;
}

function sideOf(owner: Owner, side: Side): Side {
  return owner === 'self' ? side : opponent(side);
}

function card(code: Code, out: SideToken[]): void {
  const known = cardByCode(code.code);
  if (known) out.push({ range: code.range, kind: 'card', side: known.side === 'neutral' ? null : known.side });
}

function actions(list: readonly Action[], side: Side, out: SideToken[]): void {
  forEachEffect(list, (e) => effect(e, side, out));
}

function effect(e: Effect, side: Side, out: SideToken[]): void {
  switch (e.kind) {
    case 'influence':
      out.push({ range: e.range, kind: 'influence', side: sideOf(e.owner, side) });
      return;
    case 'card':
      card(e.card, out);
      return;
    case 'hidden':
      for (const c of e.cards) card(c, out);
      return;
    case 'subplay':
      card(e.card, out);
      return;
    default:
      return;
  }
}

function part(p: Part, side: Side, out: SideToken[]): void {
  switch (p.kind) {
    case 'setup':
      for (const i of p.influence) out.push({ range: i.range, kind: 'influence', side });
      return;
    case 'deal':
      for (const c of p.hand.cards) card(c, out);
      return;
    case 'end':
      for (const d of p.discards) card(d.card, out);
      return;
    case 'play':
      card(p.card, out);
      actions(p.actions, side, out);
      return;
    case 'none':
      return;
  }
}

/** Every side token of `gameLines` (a file's, in file order), in document order. */
export function sideTokens(gameLines: Iterable<GameLine>): SideToken[] {
  const out: SideToken[] = [];
  for (const line of gameLines) {
    if (line.ussr) part(line.ussr, 'USSR', out);
    if (line.us) part(line.us, 'US', out);
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}
