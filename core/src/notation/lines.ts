/**
 * A parsed file's lines by number, for every reader of the syntax tree (the replay, hover,
 * completion, the outline…). A file of ordinary size keeps its tree; a large one keeps only its
 * lines' text and kinds and parses a line again when asked for it (a line parses in microseconds,
 * and its node is the same as the one first parsed), so that its analysis does not hold the ~80
 * bytes of tree a byte of text takes.
 */
import { lastAtOrAbove } from '../common/search';
import type { GameLine, Line, TagLine } from './ast';

/** Makes the node of line `n` again (parser.ts: `reparser`). */
export type LineParser = (n: number) => Line;

/**
 * How many lines parsed again a `SyntaxLines` keeps: a feature asks for the same line a few times
 * (hover: the line, then its label). Few: a node kept while many more lines are parsed (the replay
 * reads them all) outlives the young generation's collections and is collected with the old one.
 */
const REPARSED_KEPT = 4;

export class SyntaxLines {
  /** The last lines parsed again, by number (oldest first). */
  private readonly recent = new Map<number, Line>();

  private constructor(
    /** How many lines the text has. */
    readonly count: number,
    /** The game lines' numbers, in file order. */
    readonly gameLineNumbers: ArrayLike<number>,
    /** The tag lines' numbers, in file order. */
    readonly tagLineNumbers: ArrayLike<number>,
    private readonly kept: readonly Line[] | undefined,
    private readonly kinds: Uint8Array | undefined,
    private readonly parse: LineParser | undefined,
    /** The line each tag name is first set on, when the parse knows them (acrossLines.ts). */
    private readonly tagFirstLines?: ReadonlyMap<string, number>,
  ) {}

  /** The lines of a tree kept whole: `lines[n]` is line n's node. */
  static kept(lines: readonly Line[], gameLineNumbers: ArrayLike<number>, tagLineNumbers: ArrayLike<number>): SyntaxLines {
    return new SyntaxLines(lines.length, gameLineNumbers, tagLineNumbers, lines, undefined, undefined);
  }

  /**
   * The lines of a tree not kept: `kinds[n]` is line n's kind (its KIND_CODES), `parse(n)` its node
   * again; `tagFirstLines`, when known, the line each tag name is first set on.
   */
  static reparsed(kinds: Uint8Array, gameLineNumbers: ArrayLike<number>, tagLineNumbers: ArrayLike<number>, parse: LineParser, tagFirstLines?: ReadonlyMap<string, number>): SyntaxLines {
    return new SyntaxLines(kinds.length, gameLineNumbers, tagLineNumbers, undefined, kinds, parse, tagFirstLines);
  }

  /** The first tag line of that name: -1 when there is none; undefined when the lines do not know (read the tags). */
  firstTagLine(name: string): number | undefined {
    return this.tagFirstLines ? this.tagFirstLines.get(name) ?? -1 : undefined;
  }

  /** Whether the tree is kept (else each line is parsed again when asked for). */
  get keepsTree(): boolean {
    return this.kept !== undefined;
  }

  /** Line `n`'s node; undefined outside the text. */
  line(n: number): Line | undefined {
    if (this.kept) return this.kept[n];
    if (!(Number.isInteger(n) && n >= 0 && n < this.count)) return undefined;
    const known = this.recent.get(n);
    if (known) return known;
    const line = this.parse!(n);
    if (this.recent.size >= REPARSED_KEPT) this.recent.delete(this.recent.keys().next().value as number);
    this.recent.set(n, line);
    return line;
  }

  /** Line `n`'s kind, without its node. */
  kindOf(n: number): Line['kind'] | undefined {
    if (this.kept) return this.kept[n]?.kind;
    return Number.isInteger(n) && n >= 0 && n < this.count ? KINDS[this.kinds![n]!] : undefined;
  }

  /** Line `n`'s node when it is a game line. */
  gameLine(n: number): GameLine | undefined {
    if (this.kindOf(n) !== 'game') return undefined;
    return this.line(n) as GameLine;
  }

  /** The last game line at or above line `n`; undefined above the first. */
  gameLineAtOrAbove(n: number): GameLine | undefined {
    const found = lastAtOrAbove(this.gameLineNumbers, n, (line) => line);
    return found === undefined ? undefined : this.gameLine(found);
  }

  /** Every line's node, in file order. */
  *lines(): Generator<Line, void, void> {
    for (let n = 0; n < this.count; n++) yield this.line(n)!;
  }

  /** The game lines, in file order. */
  *gameLines(): Generator<GameLine, void, void> {
    const numbers = this.gameLineNumbers;
    for (let k = 0; k < numbers.length; k++) yield this.line(numbers[k]!) as GameLine;
  }

  /** The tag lines, in file order: the first `max` (all by default; an archive of games holds thousands). */
  tags(max = Infinity): TagLine[] {
    const numbers = this.tagLineNumbers;
    const out: TagLine[] = new Array(Math.min(max, numbers.length));
    for (let k = 0; k < out.length; k++) out[k] = this.line(numbers[k]!) as TagLine;
    return out;
  }
}

/** The line kinds by their code in `SyntaxLines`' kinds (one byte a line). */
const KINDS: readonly Line['kind'][] = ['blank', 'comment', 'tag', 'game', 'replay', 'invalid'];

/** The code of each line kind in `SyntaxLines`' kinds. */
export const KIND_CODES: Readonly<Record<Line['kind'], number>> = { blank: 0, comment: 1, tag: 2, game: 3, replay: 4, invalid: 5 };
