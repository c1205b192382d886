// Finding a card or a country from its TSN code, the most frequent lookup of a replay (every play
// names a card and most name countries). Every code is a few capital letters and digits, so a code
// is read as a number in base 36 and its position found in a small table, with no string hashing;
// a code of another form is looked up in a map.

/** Value of each character in a code (0-9, then A-Z), -1 for any other character. */
const DIGIT: Int8Array = (() => {
  const digit = new Int8Array(128).fill(-1);
  for (let c = 0; c < 10; c++) digit[48 + c] = c;
  for (let c = 0; c < 26; c++) digit[65 + c] = 10 + c;
  return digit;
})();

const BASE = 36;

/** The code read in base 36 when it has `length` characters, all 0-9 or A-Z; else -1. */
function slotOf(code: string, length: number): number {
  return code.length === length ? slotAt(code, 0, length) : -1;
}

/** The `length` characters at `start` of `text` read in base 36 when all are 0-9 or A-Z; else -1. */
function slotAt(text: string, start: number, length: number): number {
  if (start < 0 || start + length > text.length) return -1;
  let slot = 0;
  for (let i = start; i < start + length; i++) {
    const c = text.charCodeAt(i);
    const value = c < 128 ? DIGIT[c]! : -1;
    if (value < 0) return -1;
    slot = slot * BASE + value;
  }
  return slot;
}

/** Positions of a list of codes, by code: what a `Map` of code to position gives (the last position of a repeated code), faster. */
export interface CodeIndex {
  /** The position of the code in the list, or -1. */
  positionOf(code: string): number;
  /**
   * The position of the code written at `start` of `text` (the characters there, as many as the
   * most common code length; what follows does not matter), or -1: the parser's lookup, which
   * neither slices the text nor makes a new string.
   */
  positionAt(text: string, start: number): number;
}

/**
 * Indexes `codes` (fewer than 65 535 of them). The table covers the codes of the most common length
 * (1 296 entries for two characters, 46 656 for three); the others go to a map.
 */
export function codeIndex(codes: readonly string[]): CodeIndex {
  const lengths = new Map<number, number>();
  for (const code of codes) lengths.set(code.length, (lengths.get(code.length) ?? 0) + 1);
  let length = 0;
  for (const [l, count] of lengths) if (count > (lengths.get(length) ?? 0) && l <= 3) length = l;
  // Entries hold position + 1, so that 0 means no code.
  const table = new Uint16Array(length === 0 ? 0 : BASE ** length);
  const others = new Map<string, number>();
  codes.forEach((code, position) => {
    const slot = length === 0 ? -1 : slotOf(code, length);
    if (slot >= 0) table[slot] = position + 1;
    else others.set(code, position);
  });
  return {
    positionOf(code: string): number {
      const slot = length === 0 ? -1 : slotOf(code, length);
      if (slot >= 0) return table[slot]! - 1;
      return others.get(code) ?? -1;
    },
    positionAt(text: string, start: number): number {
      const slot = length === 0 ? -1 : slotAt(text, start, length);
      return slot >= 0 ? table[slot]! - 1 : -1;
    },
  };
}
