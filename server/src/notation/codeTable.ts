/**
 * The card and country codes as the parser looks them up: by the characters of a word, without
 * slicing it, hashing a new string or copying it to upper case. A code found here is the data
 * table's own string, shared by every node that writes it.
 */
import { CARD_CODES, COUNTRY_CODES } from '../data';

/** 0-9 for digits, 10-35 for upper-case letters, -1 for any other character. */
function slot(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  return -1;
}

const SLOTS = 36;

/** Index + 1 into COUNTRY_CODES of each two-character code; 0 for no country. */
const COUNTRIES_BY_SLOTS = new Uint8Array(SLOTS * SLOTS);
/** Index + 1 into CARD_CODES of each three-character code; 0 for no card. */
const CARDS_BY_SLOTS = new Uint8Array(SLOTS * SLOTS * SLOTS);

COUNTRY_CODES.forEach((code, i) => {
  const key = slot(code.charCodeAt(0)) * SLOTS + slot(code.charCodeAt(1));
  if (code.length === 2 && key >= 0) COUNTRIES_BY_SLOTS[key] = i + 1;
});
CARD_CODES.forEach((code, i) => {
  const a = slot(code.charCodeAt(0)), b = slot(code.charCodeAt(1)), c = slot(code.charCodeAt(2));
  if (code.length === 3 && a >= 0 && b >= 0 && c >= 0) CARDS_BY_SLOTS[(a * SLOTS + b) * SLOTS + c] = i + 1;
});

/**
 * The country whose code is written, in upper case, at `start` of `text` (the two characters
 * there; what follows does not matter): its code, or undefined.
 */
export function upperCountryAt(text: string, start: number): string | undefined {
  const a = slot(text.charCodeAt(start)), b = slot(text.charCodeAt(start + 1));
  if (a < 0 || b < 0) return undefined;
  const index = COUNTRIES_BY_SLOTS[a * SLOTS + b]!;
  return index ? COUNTRY_CODES[index - 1] : undefined;
}

/** The card whose code is `text`, written in upper case: its code, or undefined. */
export function upperCard(text: string): string | undefined {
  if (text.length !== 3) return undefined;
  const a = slot(text.charCodeAt(0)), b = slot(text.charCodeAt(1)), c = slot(text.charCodeAt(2));
  if (a < 0 || b < 0 || c < 0) return undefined;
  const index = CARDS_BY_SLOTS[(a * SLOTS + b) * SLOTS + c]!;
  return index ? CARD_CODES[index - 1] : undefined;
}
