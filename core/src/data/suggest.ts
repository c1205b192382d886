// "Did you mean" helpers for unknown country and card codes.
//
// Each candidate collects the signals below; it ranks by its strongest signal, then by the sum of
// all its signals, then by table order (so the result is deterministic). When the best candidate
// has a strong signal (an exact code, an exact name or a name prefix) weaker candidates are dropped.
// Pure functions over the data tables: no editor or LSP imports, and they never throw.

import { CARDS, type Card } from './cards';
import { COUNTRIES, type Country } from './countries';

/** Most suggestions returned. */
export const MAX_SUGGESTIONS = 3;

/** Input is cut to this many characters before any work is done. */
const MAX_INPUT_CHARS = 256;
/** Longer normalized input cannot be a code or a name: no suggestions. */
const MAX_KEY_CHARS = 64;

const EXACT_CODE = 1000; // 'ir' -> IR
const EXACT_NAME = 900; // 'Italy' -> IT, 'Spain' -> IB (alias)
const NAME_PREFIX = 800; // 'ITA' -> Italy, 'BRA' -> Brazil
const FUZZY_NAME = 700; // 'Phillipines' -> Philippines
const WORD_PREFIX = 650; // 'Korea' -> South Korea, North Korea
const ABBREVIATION = 600; // 'IRN' -> IRaN, 'NASR' -> NASseR
const CODE_TYPO = 500; // one edit away from the code: 'IRN' -> IR, 'TEC' -> TER
const FUZZY_PREFIX = 400; // one edit away from the start of a name: 'NASR' -> NASSer

/** A candidate's strongest signal at or above this drops candidates below it. */
const STRONG = NAME_PREFIX;

/**
 * Other codes people may write for a card, treated like its own code. The reference names `SEA`
 * as the alternative to `SSE` for Southeast Asia Scoring.
 */
const ALTERNATIVE_CARD_CODES: Readonly<Record<string, readonly string[]>> = Object.freeze({ SSE: Object.freeze(['SEA']) });

interface Entry<T> {
  readonly item: T;
  readonly order: number;
  /** The code, upper case, followed by any alternative codes. */
  readonly codes: readonly string[];
  /** Normalized name and aliases (and, for "The ..." names, the name without "The"). */
  readonly names: readonly string[];
  /** Normalized words of the name and aliases, except the first word of each. */
  readonly laterWords: readonly string[];
}

/** Upper case, accents dropped, runs of other characters turned into single spaces. */
function normalizeSpaced(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Letters and digits only, upper case: `"We Will Bury You"` -> `WEWILLBURYYOU`. */
function normalize(text: string): string {
  return normalizeSpaced(text).replace(/ /g, '');
}

function wordsOf(text: string): string[] {
  return normalizeSpaced(text).split(' ').filter((word) => word.length > 0);
}

/** Drops a trailing remark in parentheses, as in the alias `Columbia (misspelling in some sources)`. */
function withoutRemark(alias: string): string {
  return alias.replace(/\s*\([^)]*\)\s*$/, '');
}

function makeEntry<T>(
  item: T,
  order: number,
  codes: readonly string[],
  name: string,
  aliases: readonly string[],
): Entry<T> {
  const labels = [name, ...aliases.map(withoutRemark)];
  const names = new Set<string>();
  const laterWords = new Set<string>();
  for (const label of labels) {
    const full = normalize(label);
    if (full) names.add(full);
    const labelWords = wordsOf(label);
    if (labelWords[0] === 'THE' && labelWords.length > 1) names.add(labelWords.slice(1).join(''));
    for (const word of labelWords.slice(1)) laterWords.add(word);
  }
  return { item, order, codes: codes.map((code) => code.toUpperCase()), names: [...names], laterWords: [...laterWords] };
}

const COUNTRY_ENTRIES: readonly Entry<Country>[] = COUNTRIES.map((country, index) =>
  makeEntry(country, index, [country.code], country.name, country.aliases),
);

const CARD_ENTRIES: readonly Entry<Card>[] = CARDS.map((card, index) =>
  makeEntry(card, index, [card.code, ...(ALTERNATIVE_CARD_CODES[card.code] ?? [])], card.name, []),
);

/**
 * Last row of the optimal string alignment table of `a` against `b` (insertions, deletions,
 * substitutions and swaps of two neighbouring characters): entry j is the distance between `a`
 * and the first j characters of `b`. Returns null as soon as every entry must exceed `limit`.
 */
function alignmentRow(a: string, b: string, limit: number): Int32Array | null {
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return null;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous;
}

/** Edit distance between `a` and `b`, or `limit + 1` when it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const row = alignmentRow(a, b, limit);
  return row === null ? limit + 1 : Math.min(row[b.length]!, limit + 1);
}

/** Smallest edit distance between `a` and a prefix of `b` of about the same length. */
function prefixDistance(a: string, b: string, limit: number): number {
  const row = alignmentRow(a, b.slice(0, a.length + limit), limit);
  if (row === null) return limit + 1;
  let best = limit + 1;
  for (let j = Math.max(0, a.length - limit); j < row.length; j++) best = Math.min(best, row[j]!);
  return best;
}

/**
 * True when the letters of `text` appear in order in `key`, starting with its first letter, and
 * the key is not so long that such a match means little.
 */
function isAbbreviation(text: string, key: string): boolean {
  if (text.length < 3 || key.length > text.length * 3 || text[0] !== key[0]) return false;
  let at = 1;
  for (let i = 1; i < text.length; i++) {
    at = key.indexOf(text[i]!, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/** One edit away from a code: for two-letter codes the first letter must match, or the two be swapped. */
function isCodeTypo(text: string, code: string): boolean {
  if (text === code || editDistance(text, code, 1) > 1) return false;
  if (code.length > 2) return true;
  return text[0] === code[0] || (text.length === 2 && text[0] === code[1] && text[1] === code[0]);
}

function signals(text: string, entry: Entry<unknown>): number[] {
  const found: number[] = [];
  if (entry.codes.includes(text)) found.push(EXACT_CODE);
  else if (entry.codes.some((code) => isCodeTypo(text, code))) found.push(CODE_TYPO);

  const nameSignals = new Set<number>();
  const fuzzyLimit = text.length >= 8 ? 2 : 1;
  for (const name of entry.names) {
    if (name === text) nameSignals.add(EXACT_NAME);
    else if (text.length >= 2 && name.startsWith(text)) nameSignals.add(NAME_PREFIX);
    else if (text.length >= 4 && editDistance(text, name, fuzzyLimit) <= fuzzyLimit) nameSignals.add(FUZZY_NAME);
    if (isAbbreviation(text, name)) nameSignals.add(ABBREVIATION);
    // Three letters (a card code's length) one edit from a name's start only with its first letter: 'DUK' -> DUCK and Cover.
    if ((text.length >= 4 || (text.length === 3 && name[0] === text[0])) && !name.startsWith(text) && prefixDistance(text, name, 1) <= 1) nameSignals.add(FUZZY_PREFIX);
  }
  if (text.length >= 3 && entry.laterWords.some((word) => word.startsWith(text))) {
    nameSignals.add(WORD_PREFIX);
  }
  found.push(...nameSignals);
  return found;
}

interface Ranked<T> {
  readonly item: T;
  readonly order: number;
  readonly best: number;
  readonly total: number;
}

function suggest<T>(text: unknown, entries: readonly Entry<T>[]): T[] {
  try {
    if (typeof text !== 'string') return [];
    const key = normalize(text.slice(0, MAX_INPUT_CHARS));
    if (key.length === 0 || key.length > MAX_KEY_CHARS) return [];
    const ranked: Ranked<T>[] = [];
    for (const entry of entries) {
      const found = signals(key, entry);
      if (found.length === 0) continue;
      ranked.push({
        item: entry.item,
        order: entry.order,
        best: Math.max(...found),
        total: found.reduce((sum, value) => sum + value, 0),
      });
    }
    ranked.sort((a, b) => b.best - a.best || b.total - a.total || a.order - b.order);
    const top = ranked[0];
    if (top === undefined) return [];
    // An exact code stands alone; a name match hides candidates that only look alike.
    const floor = top.best >= EXACT_CODE ? EXACT_CODE : top.best >= STRONG ? STRONG : 0;
    return ranked
      .filter((candidate) => candidate.best >= floor)
      .slice(0, MAX_SUGGESTIONS)
      .map((candidate) => candidate.item);
  } catch {
    return [];
  }
}

/**
 * Countries the user may have meant by `text` (an unknown code or a name), best first, at most 3.
 * Matches codes case-insensitively (`ir` -> IR), names and aliases (`Italy`, `ITA` -> IT,
 * `IRN` -> IR), and codes one typo away.
 */
export function suggestCountry(text: string): Country[] {
  return suggest(text, COUNTRY_ENTRIES);
}

/**
 * Cards the user may have meant by `text` (an unknown code or a title), best first, at most 3.
 * Matches codes case-insensitively (`nas` -> NAS), titles (`NASR` -> NAS Nasser) and codes one typo away.
 */
export function suggestCard(text: string): Card[] {
  return suggest(text, CARD_ENTRIES);
}
