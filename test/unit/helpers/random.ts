/** A small deterministic generator of numbers in [0, 1): the same edits on each run. */
export function numbers(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A text of at least `length` characters made of `alphabet`'s pieces, picked at random. */
export function randomText(random: () => number, length: number, alphabet: readonly string[]): string {
  let text = '';
  while (text.length < length) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}
