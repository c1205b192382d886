// The board's influence in chunks (state.ts `GameState.influence`): what a play changes is copied,
// the rest shared with the board it came from. No imports: state.ts builds the starting board with it.

/**
 * Influence by country index, [2i] the US's and [2i+1] the USSR's, kept in chunks of
 * `CHUNK_SLOTS` slots (8 countries): a change copies the chunk it writes and the short list of
 * chunks, and shares the others with the board it came from. Never written once a state holds it.
 */
export type Influence = readonly (readonly number[])[];

export const CHUNK_BITS = 4;
const CHUNK_SLOTS = 1 << CHUNK_BITS;
export const IN_CHUNK = CHUNK_SLOTS - 1;

/** The influence in slot `at` (see `Influence`). */
export function slotValue(influence: Influence, at: number): number {
  return influence[at >> CHUNK_BITS]![at & IN_CHUNK]!;
}

/** Influence in chunks from its slots in order (`COUNTRY_COUNT * 2` of them). */
export function influenceFromSlots(slots: readonly number[]): Influence {
  const chunks: number[][] = [];
  for (let at = 0; at < slots.length; at += CHUNK_SLOTS) chunks.push(slots.slice(at, at + CHUNK_SLOTS));
  return chunks;
}

/** Every slot in order, [2i] the US's and [2i+1] the USSR's: the flat form, for tests and comparisons. */
export function influenceSlots(influence: Influence): number[] {
  const slots: number[] = [];
  for (const chunk of influence) for (const value of chunk) slots.push(value);
  return slots;
}
