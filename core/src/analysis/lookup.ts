/** Finding what sits at a position of a parsed line: a card, a country, a region, a label or a play. */
import { containsPosition, type Position, type Range } from '../common/text';
import { forEachEffect, partsOf, type Action, type Effect, type GameLine, type Part } from '../notation';
import type { Side } from '../data';

export type CodeKind = 'card' | 'country' | 'region';

export interface CodeReference {
  readonly kind: CodeKind;
  readonly code: string;
  readonly range: Range;
}

export type Found =
  | { readonly kind: 'code'; readonly reference: CodeReference; readonly line: GameLine; readonly side: Side; readonly part: Part }
  | { readonly kind: 'part'; readonly line: GameLine; readonly side: Side; readonly part: Part }
  | { readonly kind: 'label'; readonly line: GameLine };

/** Every card, country and region code written in a part, in order. */
export function codeReferences(part: Part): CodeReference[] {
  const out: CodeReference[] = [];
  switch (part.kind) {
    case 'none':
      break;
    case 'setup':
      for (const i of part.influence) out.push({ kind: 'country', code: i.country.code, range: i.country.range });
      break;
    case 'deal':
      for (const c of part.hand.cards) out.push({ kind: 'card', code: c.code, range: c.range });
      break;
    case 'end':
      for (const d of part.discards) out.push({ kind: 'card', code: d.card.code, range: d.card.range });
      break;
    case 'play':
      out.push({ kind: 'card', code: part.card.code, range: part.card.range });
      collectActions(part.actions, out);
      break;
  }
  return out;
}

function collectActions(actions: readonly Action[], out: CodeReference[]): void {
  forEachEffect(actions, (e) => collectEffect(e, out));
}

function collectEffect(e: Effect, out: CodeReference[]): void {
  switch (e.kind) {
    case 'influence':
    case 'coup':
    case 'realign':
    case 'war':
      out.push({ kind: 'country', code: e.country.code, range: e.country.range });
      return;
    case 'card':
      out.push({ kind: 'card', code: e.card.code, range: e.card.range });
      return;
    case 'hidden':
      for (const c of e.cards) out.push({ kind: 'card', code: c.code, range: c.range });
      return;
    case 'region':
      out.push({ kind: 'region', code: e.code, range: e.range });
      return;
    case 'subplay':
      out.push({ kind: 'card', code: e.card.code, range: e.card.range });
      return;
    default:
      return;
  }
}

/** What the position points at in a game line: a code, else the part around it, else the label. */
export function findAt(line: GameLine, position: Position): Found | undefined {
  if (containsPosition(line.label.range, position)) return { kind: 'label', line };
  for (const { side, part } of partsOf(line)) {
    if (!containsPosition(part.range, position)) continue;
    const reference = codeReferences(part).find((r) => containsPosition(r.range, position));
    return reference ? { kind: 'code', reference, line, side, part } : { kind: 'part', line, side, part };
  }
  return undefined;
}
