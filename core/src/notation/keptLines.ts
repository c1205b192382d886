/**
 * Lines too long to keep (issue 22, defect 5): a line of more than LONG_LINE_CHARS characters is
 * read as its first LONG_LINE_CHARS (TSN047 says so), and kept as them, a line feed and its
 * length in digits: one string, so that every table of the lines' texts holds it as it holds any
 * line, and two versions of it compare equal exactly when their parses are (the same head, the
 * same length). No line holds a line feed, so no line is taken for one kept so.
 *
 * Why not the whole line: any read of a string made of the document's pieces makes it one flat
 * string first, and a line of 10 MB, two bytes a character, is 20 MB of fresh memory written in one
 * step that nothing can split (60-100 ms here): every keystroke in it held another file's hover
 * that long. Kept so, a keystroke reads the line's first characters and its length only.
 */

/** The characters of a line read and kept (twice the most a game line's plays are read to, TSN047). */
export const LONG_LINE_CHARS = 65_536;

/** Whether `kept` is a line kept as its head and length (see above). */
export function isShortened(kept: string): boolean {
  return kept.length > LONG_LINE_CHARS && kept.charCodeAt(LONG_LINE_CHARS) === 10;
}

/** A line of `length` characters whose first LONG_LINE_CHARS are `head`, as kept. */
export function shortenedLine(head: string, length: number): string {
  return `${head}\n${length}`;
}

/** A line as split from a text (or as kept already), as kept: itself unless longer than LONG_LINE_CHARS. */
export function keptLine(raw: string): string {
  return raw.length <= LONG_LINE_CHARS || isShortened(raw) ? raw : shortenedLine(raw.slice(0, LONG_LINE_CHARS), raw.length);
}

/** Lines as split from a text, as kept: the same array when none is too long (most files). */
export function keptLines(lines: string[]): string[] {
  for (let k = 0; k < lines.length; k++) {
    if (lines[k]!.length > LONG_LINE_CHARS) return lines.map(keptLine);
  }
  return lines;
}

/** The length of the line `kept` stands for. */
export function lineLength(kept: string): number {
  return isShortened(kept) ? Number(kept.slice(LONG_LINE_CHARS + 1)) : kept.length;
}

/** The characters of the line `kept` stands for that are read: all of them, or its first LONG_LINE_CHARS. */
export function lineHead(kept: string): string {
  return kept.length <= LONG_LINE_CHARS ? kept : kept.slice(0, LONG_LINE_CHARS);
}
