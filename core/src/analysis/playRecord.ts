/**
 * The engine's record of a line (rules/record.ts) as the analysis reads it: the steps as a tree
 * (each group with the steps it grouped), split into the line's parts (each side's play, the end
 * of a turn, final scoring), and the facts of a part: what it changed on the board, country by
 * country and track by track. Nothing here looks at two boards or at the text: only at the steps.
 */
import { SIDES, type Side } from '../data';
import { isGroupStep, type BoardStep, type CardPlace, type ChinaCard, type GameResult, type GroupStep, type Step } from '../rules';

/** A group step with the steps it grouped, in order. */
export interface RecordNode {
  readonly step: GroupStep;
  readonly children: readonly RecordItem[];
}

export type RecordItem = BoardStep | RecordNode;

export function isNode(item: RecordItem): item is RecordNode {
  return 'children' in item;
}

/** The steps as a tree: each group step takes the `span` steps before it as its children. */
export function recordTree(steps: readonly Step[]): RecordItem[] {
  const items: RecordItem[] = [];
  const sizes: number[] = [];
  for (const step of steps) {
    if (!isGroupStep(step)) {
      items.push(step);
      sizes.push(1);
      continue;
    }
    let covered = 0;
    let k = items.length;
    while (k > 0 && covered < step.span) covered += sizes[--k]!;
    const children = items.splice(k);
    sizes.splice(k);
    items.push({ step, children });
    sizes.push(covered + 1);
  }
  return items;
}

/** Every board step under the items, in order. */
export function boardStepsOf(items: readonly RecordItem[], out: BoardStep[] = []): BoardStep[] {
  for (const item of items) {
    if (isNode(item)) boardStepsOf(item.children, out);
    else out.push(item);
  }
  return out;
}

/** A value that moved: where it was and where it went. */
export interface Change<T = number> {
  readonly from: T;
  readonly to: T;
}

/** A country whose influence moved: each side that moved (a side left out stood still). */
export interface InfluenceFact {
  readonly country: string;
  readonly US?: Change;
  readonly USSR?: Change;
}

/** A card that moved, from where it was to where it ended. */
export interface CardFact {
  readonly card: string;
  readonly from: CardPlace;
  readonly to: CardPlace;
}

/** What a part of a line (or a whole line) changed on the board, as its steps say. */
export interface PlayFacts {
  /** In the order the countries were first changed. */
  readonly influence: readonly InfluenceFact[];
  readonly vp?: Change;
  readonly defcon?: Change;
  readonly milops: Partial<Record<Side, Change>>;
  readonly space: Partial<Record<Side, Change>>;
  readonly china?: Change<ChinaCard>;
  readonly cards: readonly CardFact[];
  /** Effects that came into force or ended (the last word for each card). */
  readonly effects: readonly { readonly card: string; readonly inForce: boolean }[];
  readonly result?: GameResult;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The facts of some steps: for each thing they moved, where it was first and where it ended. */
export function factsOf(steps: readonly Step[]): PlayFacts {
  const influence = new Map<string, { US?: Change; USSR?: Change }>();
  const facts: Mutable<PlayFacts> & { milops: Partial<Record<Side, Change>>; space: Partial<Record<Side, Change>> } = { influence: [], milops: {}, space: {}, cards: [], effects: [] };
  const cards = new Map<string, { from: CardPlace; to: CardPlace }>();
  const effects = new Map<string, boolean>();
  const track = <T>(was: Change<T> | undefined, from: T, to: T): Change<T> => ({ from: was ? was.from : from, to });
  for (const step of steps) {
    switch (step.kind) {
      case 'influence': {
        let entry = influence.get(step.country);
        if (!entry) influence.set(step.country, entry = {});
        entry[step.side] = track(entry[step.side], step.from, step.to);
        break;
      }
      case 'vp': facts.vp = track(facts.vp, step.from, step.to); break;
      case 'defcon': facts.defcon = track(facts.defcon, step.from, step.to); break;
      case 'milops': facts.milops[step.side] = track(facts.milops[step.side], step.from, step.to); break;
      case 'space': facts.space[step.side] = track(facts.space[step.side], step.from, step.to); break;
      case 'china': facts.china = track(facts.china, step.from, step.to); break;
      case 'card':
      case 'cards':
        for (const card of step.kind === 'card' ? [step.card] : step.cards) {
          const was = cards.get(card);
          cards.set(card, { from: was ? was.from : step.from, to: step.to });
        }
        break;
      case 'effect': effects.set(step.card, step.inForce); break;
      case 'result': facts.result = step.result; break;
      default: break;
    }
  }
  // What came back to where it was is no change.
  const moved = (c: Change | undefined) => c !== undefined && c.from !== c.to;
  facts.influence = [...influence]
    .map(([country, entry]) => ({ country, ...(moved(entry.US) ? { US: entry.US } : {}), ...(moved(entry.USSR) ? { USSR: entry.USSR } : {}) }))
    .filter((f) => f.US || f.USSR);
  if (facts.vp && !moved(facts.vp)) delete facts.vp;
  if (facts.defcon && !moved(facts.defcon)) delete facts.defcon;
  for (const side of SIDES) {
    if (!moved(facts.milops[side])) delete facts.milops[side];
    if (!moved(facts.space[side])) delete facts.space[side];
  }
  if (facts.china && facts.china.from.holder === facts.china.to.holder && facts.china.from.faceUp === facts.china.to.faceUp) delete facts.china;
  facts.cards = [...cards].filter(([, m]) => m.from !== m.to).map(([card, m]) => ({ card, ...m }));
  facts.effects = [...effects].map(([card, inForce]) => ({ card, inForce }));
  return facts;
}

/** One part of a line's record: a side's play (or setup, or headline), or what belongs to the whole line (a turn's end, final scoring). */
export interface PartRecord {
  /** null: the line's own (an end of turn, a turn's start, final scoring). */
  readonly side: Side | null;
  readonly items: readonly RecordItem[];
}

/**
 * A line's record split into parts, in the order they first appear: each top-level group with a
 * side (a play, a headline, a setup) is that side's, and so is a card that left its hand before
 * the headlines were resolved; anything else (an end of turn, a turn's start, final scoring) is
 * the line's own, one part for each run of such steps.
 */
export function partsOf(items: readonly RecordItem[]): PartRecord[] {
  const played = new Map<string, Side>();
  for (const item of items) {
    if (isNode(item) && item.step.kind === 'play') played.set(item.step.card, item.step.side);
  }
  const parts: { side: Side | null; items: RecordItem[] }[] = [];
  for (const item of items) {
    const side = isNode(item)
      ? (item.step.kind === 'play' || item.step.kind === 'setup' ? item.step.side : null)
      : (item.kind === 'card' ? played.get(item.card) ?? null : null);
    const last = parts[parts.length - 1];
    const own = side === null ? (last?.side === null ? last : undefined) : parts.find((p) => p.side === side);
    if (own) own.items.push(item);
    else parts.push({ side, items: [item] });
  }
  return parts;
}

/** The part of a side, if its record has one. */
export function partOfSide(parts: readonly PartRecord[], side: Side): PartRecord | undefined {
  return parts.find((p) => p.side === side);
}
