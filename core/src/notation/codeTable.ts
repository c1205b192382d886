/**
 * The card and country codes as the parser looks them up, through the data tables' code indexes
 * (data/codeIndex.ts): without slicing a word, hashing a new string or copying it to upper case. A
 * code found is the data table's own string, shared by every node that writes it.
 */
import { cardByCode, cardCodeAt, countryCodeAt } from '../data';

/**
 * The country whose code is written, in upper case, at `start` of `text` (the two characters
 * there; what follows does not matter): its code, or undefined.
 */
export function upperCountryAt(text: string, start: number): string | undefined {
  return countryCodeAt(text, start);
}

/** The card whose code is `text`, written in upper case: its code, or undefined. */
export function upperCard(text: string): string | undefined {
  return cardByCode(text)?.code;
}

/**
 * The card whose code is written, in upper case, at `start` of `text` (the three characters there;
 * what follows does not matter): its code, or undefined.
 */
export function upperCardAt(text: string, start: number): string | undefined {
  return cardCodeAt(text, start);
}
