// The map: country indices, influence, control (rule 2.1.7), adjacency, reach (6.1.4),
// battlegrounds and regions.
import { COUNTRIES, countryAt, countryPosition, type Country } from '../data/countries';
import { type Region, type Subregion } from '../data/regions';
import { CHUNK_BITS, IN_CHUNK, slotValue, type Influence } from './influenceChunks';
import { appended, type InfluenceStep } from './record';
import { opponent, writable, type GameState, type Side } from './state';

/** Index of each country by code (data/countries.ts's table lookup, as a map's get and has). */
const INDEX: Pick<ReadonlyMap<string, number>, 'get' | 'has'> = {
  get: (code) => {
    const i = countryPosition(code);
    return i < 0 ? undefined : i;
  },
  has: (code) => countryPosition(code) >= 0,
};

/** Neighbouring countries (superpower spaces left out), by index. */
const NEIGHBOURS: readonly (readonly number[])[] = COUNTRIES.map((country) =>
  country.adjacent.filter((code) => INDEX.has(code)).map((code) => INDEX.get(code)!),
);

/** The side whose superpower space the country touches, by index. */
const SUPERPOWER_NEIGHBOUR: readonly (Side | null)[] = COUNTRIES.map((country) =>
  country.adjacentSuperpower === 'US' ? 'US' : country.adjacentSuperpower === 'SU' ? 'USSR' : null,
);

export const COUNTRY_COUNT = COUNTRIES.length;

export { influenceFromSlots, influenceSlots, slotValue, type Influence } from './influenceChunks';

/** Index of a country on the board (`Influence`), or -1 for an unknown code (superpower spaces included). */
export function countryIndex(code: string): number {
  return countryPosition(code);
}

/** The country at a board index (data/countries.ts: read from a plain list, not the frozen table). */
export { countryAt };

export function isCountry(code: string): boolean {
  return INDEX.has(code);
}

export function countryOf(code: string): Country | undefined {
  const i = INDEX.get(code);
  return i === undefined ? undefined : countryAt(i);
}

function slot(index: number, side: Side): number {
  return side === 'US' ? 2 * index : 2 * index + 1;
}

export function influenceAt(influence: Influence, index: number, side: Side): number {
  return slotValue(influence, slot(index, side));
}

/** A side's influence in a country (0 for an unknown code). */
export function influenceOf(state: GameState, country: string, side: Side): number {
  const i = INDEX.get(country);
  return i === undefined ? 0 : influenceAt(state.influence, i, side);
}

/**
 * The influence one rule changes (a state's own is never written): its list of chunks copied, each
 * chunk copied when first written; the slots it writes are noted, so that the state made from it
 * records each change (record.ts).
 */
export interface InfluenceDraft {
  readonly values: number[][];
  /** The state's influence the draft was made from. */
  readonly from: Influence;
  /**
   * The slots written, each once, in the order first written: the first `writtenCount`. Made with
   * room for four (most rules write one to three): a list grown from empty by push has room for
   * sixteen, and a replay makes a draft for most plays (issue 24).
   */
  readonly written: number[];
  writtenCount: number;
  /** Bit c set: chunk c of `values` is the draft's own copy, written in place. */
  owned: number;
}

export function draftInfluence(state: GameState): InfluenceDraft {
  return { values: state.influence.slice() as number[][], from: state.influence, written: [-1, -1, -1, -1], writtenCount: 0, owned: 0 };
}

/**
 * A second draft that starts where `draft` stands and goes on apart from it (what a placement
 * out of reach would have cost): the chunks they share are copied again by whichever writes first.
 */
export function forkedDraft(draft: InfluenceDraft): InfluenceDraft {
  draft.owned = 0;
  return { values: draft.values.slice(), from: draft.from, written: [-1, -1, -1, -1], writtenCount: 0, owned: 0 };
}

/** Sets a side's influence in a draft, never below 0. */
export function setInfluenceAt(draft: InfluenceDraft, index: number, side: Side, value: number): void {
  const at = slot(index, side);
  const written = draft.written;
  let k = 0;
  while (k < draft.writtenCount && written[k] !== at) k++;
  if (k === draft.writtenCount) written[draft.writtenCount++] = at;
  const c = at >> CHUNK_BITS;
  if ((draft.owned & (1 << c)) === 0) {
    draft.values[c] = draft.values[c]!.slice();
    draft.owned |= 1 << c;
  }
  draft.values[c]![at & IN_CHUNK] = Math.max(0, value);
}

/** The state with one side's influence in one country set (recorded as withInfluence does). */
export function withInfluenceAt(state: GameState, index: number, side: Side, value: number): GameState {
  const draft = draftInfluence(state);
  setInfluenceAt(draft, index, side, value);
  return withInfluence(state, draft);
}

/**
 * The state with the draft's influence, recording a step for each country and side whose influence
 * the draft changed; the state itself when nothing changed.
 */
export function withInfluence(state: GameState, draft: InfluenceDraft): GameState {
  // Each change goes on the record as it is found: no list of the steps is made first (a play's
  // influence is most of a replay's changes, issue 24).
  let log = state.log;
  const written = draft.written;
  for (let k = 0; k < draft.writtenCount; k++) {
    const at = written[k]!;
    const from = slotValue(draft.from, at);
    const to = slotValue(draft.values, at);
    if (from !== to) log = appended(log, { kind: 'influence', country: countryAt(at >> 1).code, side: (at & 1) === 0 ? 'US' : 'USSR', from, to } satisfies InfluenceStep);
  }
  if (log === state.log) return state;
  const next = writable(state);
  next.log = log;
  next.influence = draft.values;
  return next;
}

/**
 * True when `side` controls the country at `index` (2.1.7). None is ruled out first: a side or none
 * compared with a side at one site is V8's generic strict equality, a builtin call, and the rules
 * ask this for every point of influence placed (issue 24).
 */
export function controlledByAt(influence: Influence, index: number, side: Side): boolean {
  const control = controlAt(influence, index);
  return control !== null && control === side;
}

/** True when the country at `index` touches the side's own superpower space (2.1.5); none ruled out first, as in `controlledByAt`. */
export function touchesSuperpowerAt(index: number, side: Side): boolean {
  const superpower = SUPERPOWER_NEIGHBOUR[index]!;
  return superpower !== null && superpower === side;
}

/** Rule 2.1.7: at least the stability and at least the stability more than the opponent. */
export function controlAt(influence: Influence, index: number): Side | null {
  return controlWith(index, slotValue(influence, 2 * index), slotValue(influence, 2 * index + 1));
}

/**
 * Who controls a country once one side's influence there changes by `delta` (never below 0), the
 * board left as it is: what a change would do, asked without copying the board.
 */
export function controlAfter(influence: Influence, index: number, side: Side, delta: number): Side | null {
  const us = slotValue(influence, 2 * index);
  const ussr = slotValue(influence, 2 * index + 1);
  return side === 'US' ? controlWith(index, Math.max(0, us + delta), ussr) : controlWith(index, us, Math.max(0, ussr + delta));
}

/** Control (rule 2.1.7): at least the stability number, and that many more than the other side. */
function controlWith(index: number, us: number, ussr: number): Side | null {
  const stability = countryAt(index).stability;
  if (us >= stability && us - ussr >= stability) return 'US';
  if (ussr >= stability && ussr - us >= stability) return 'USSR';
  return null;
}

export function controlOf(state: GameState, country: string): Side | null {
  const i = INDEX.get(country);
  return i === undefined ? null : controlAt(state.influence, i);
}

export function isControlledBy(state: GameState, country: string, side: Side): boolean {
  const i = INDEX.get(country);
  return i !== undefined && controlledByAt(state.influence, i, side);
}

/** Neighbouring countries of a country (superpower spaces left out). */
export function neighboursOf(country: string): readonly string[] {
  const i = INDEX.get(country);
  return i === undefined ? [] : NEIGHBOURS[i]!.map((n) => countryAt(n).code);
}

export function neighbourIndices(index: number): readonly number[] {
  return NEIGHBOURS[index]!;
}

/** True when the country touches the side's own superpower space (2.1.5). */
export function isAdjacentToSuperpower(country: string, side: Side): boolean {
  const i = INDEX.get(country);
  return i !== undefined && touchesSuperpowerAt(i, side);
}

export function superpowerNeighbourAt(index: number): Side | null {
  return SUPERPOWER_NEIGHBOUR[index]!;
}

/**
 * Rule 6.1.4: a side may place influence in a country holding its influence at the start of the
 * action round, in a neighbour of one, or next to its own superpower space.
 */
export function isReachableAt(influence: Influence, index: number, side: Side): boolean {
  if (influenceAt(influence, index, side) > 0) return true;
  if (touchesSuperpowerAt(index, side)) return true;
  for (const n of NEIGHBOURS[index]!) if (influenceAt(influence, n, side) > 0) return true;
  return false;
}

/** The countries the side may place influence in, given the state at the start of its action round. */
export function reachableCountries(stateAtRoundStart: GameState, side: Side): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < COUNTRY_COUNT; i++) {
    if (isReachableAt(stateAtRoundStart.influence, i, side)) out.add(countryAt(i).code);
  }
  return out;
}

/**
 * The countries in the side's reach (6.1.4), nearest to `country` first: by the number of borders
 * between them, then in table order. What a placement out of reach could have been.
 */
export function reachableNear(stateAtRoundStart: GameState, side: Side, country: string): string[] {
  const start = INDEX.get(country);
  const distance = new Array<number>(COUNTRY_COUNT).fill(Infinity);
  if (start !== undefined) {
    distance[start] = 0;
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const at = queue[q]!;
      for (const n of NEIGHBOURS[at]!) {
        if (distance[n] !== Infinity) continue;
        distance[n] = distance[at]! + 1;
        queue.push(n);
      }
    }
  }
  const reachable: number[] = [];
  for (let i = 0; i < COUNTRY_COUNT; i++) if (i !== start && isReachableAt(stateAtRoundStart.influence, i, side)) reachable.push(i);
  reachable.sort((a, b) => distance[a]! - distance[b]! || a - b);
  return reachable.map((i) => countryAt(i).code);
}

export function isBattleground(country: string): boolean {
  return countryOf(country)?.battleground ?? false;
}

export function regionOf(country: string): Region | undefined {
  return countryOf(country)?.region;
}

/** True when the country lies in the region or subregion (Southeast Asia is in Asia, 2.1.2). */
export function isIn(country: string, area: Region | Subregion): boolean {
  const i = countryIndex(country);
  return i >= 0 && isInAt(i, area);
}

/** `isIn` for a country index. */
export function isInAt(index: number, area: Region | Subregion): boolean {
  const c = countryAt(index);
  return c.region === area || (c.subregions as readonly string[]).includes(area);
}

/** By country index: in Asia, in Southeast Asia. Asked for every influence placement (the China Card, Vietnam Revolts). */
const IN_ASIA: readonly boolean[] = COUNTRIES.map((_, i) => isInAt(i, 'Asia'));
const IN_SOUTHEAST_ASIA: readonly boolean[] = COUNTRIES.map((_, i) => isInAt(i, 'Southeast Asia'));

export function isInAsiaAt(index: number): boolean {
  return IN_ASIA[index]!;
}

export function isInSoutheastAsiaAt(index: number): boolean {
  return IN_SOUTHEAST_ASIA[index]!;
}

export function isInAsia(country: string): boolean {
  const i = countryIndex(country);
  return i >= 0 && isInAsiaAt(i);
}

export function isInSoutheastAsia(country: string): boolean {
  const i = countryIndex(country);
  return i >= 0 && isInSoutheastAsiaAt(i);
}

export function isInEurope(country: string): boolean {
  return isIn(country, 'Europe');
}

/** Codes of the countries in a region or subregion, in table order. */
export function countriesOf(area: Region | Subregion): readonly string[] {
  return COUNTRIES.filter((c) => c.region === area || (c.subregions as readonly string[]).includes(area)).map((c) => c.code);
}

/** Codes of the countries the side controls. */
export function controlledCountries(state: GameState, side: Side): string[] {
  const out: string[] = [];
  for (let i = 0; i < COUNTRY_COUNT; i++) if (controlledByAt(state.influence, i, side)) out.push(countryAt(i).code);
  return out;
}

/** Names that take "the" in running text: the United Kingdom, the Philippines, the Gulf States... */
const NAME_WITH_ARTICLE = /^(United Kingdom|Philippines|Dominican Republic|Benelux|.* States)$/;

/** A country's name for messages, as it reads in a sentence: `Iran`, `the United Kingdom`. */
export function countryName(country: string): string {
  const name = countryOf(country)?.name ?? country;
  return NAME_WITH_ARTICLE.test(name) ? `the ${name}` : name;
}

/** A country's name at the start of a sentence: `Iran`, `The United Kingdom`. */
export function countryNameFirst(country: string): string {
  const name = countryName(country);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export { opponent };
