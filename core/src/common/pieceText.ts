/**
 * A document's text held in pieces of a few thousand characters, never written again: a version
 * made by an edit shares every piece but those the edit touched, and says which version it was
 * made from and how (`edits`), so that an analysis finds the lines it changed without comparing
 * the two texts.
 *
 * Why not one string: the language server's document was one string, and each keystroke made a
 * new one (the part before the edit + the typed text + the part after: a concatenation), which V8
 * copies whole into a new flat string the first time it is read. In a 10 MB file that is 20 MB a
 * keystroke in the large-object space, whose memory the system hands back when it dies: on this
 * project's virtual machine, touching it again costs ~4 µs a page, 80-180 ms a keystroke, longer
 * than the rest of the keystroke's analysis (issue 22). Pieces stay below V8's large-object size.
 */

import { ChunkedOffsets } from './chunked';
import { firstAtOrAfter } from './search';

/** Characters a piece holds when cut; an edit's piece may hold up to twice as many (64 KB of UTF-16, a regular heap object). */
const PIECE_CHARS = 16_384;

/**
 * How a version differs from an earlier one: version `since`'s characters [start, end) are its
 * characters [start, to); the characters before and after them are the same.
 */
export interface TextEdit {
  /** The `id` of the earlier version. */
  readonly since: number;
  readonly start: number;
  readonly end: number;
  readonly to: number;
}

/**
 * The earlier versions a version says how it differs from: an analysis may skip versions (a
 * newer keystroke drops the analysis under way) and still find where the text changed since the
 * version it last read.
 */
const EDITS_KEPT = 64;

let lastId = 0;

export class PieceText {
  /** This version, to tell it from any other (a later version's `edit.since`). */
  readonly id = ++lastId;
  private whole: string | undefined;
  /** The piece the last read found (reads come in order). */
  private lastPiece = 0;
  /** Where each line starts, when found in steps (`lineStartsSteps`). */
  private foundLineStarts: ChunkedOffsets | undefined;

  private constructor(
    private readonly pieces: readonly string[],
    /** Where each piece starts, then the length. */
    private readonly starts: Float64Array,
    /** How this version differs from each of the versions before it (up to EDITS_KEPT), the latest first. */
    readonly edits: readonly TextEdit[],
    whole?: string,
  ) {
    this.whole = whole;
  }

  static of(text: string): PieceText {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += PIECE_CHARS) pieces.push(text.slice(at, at + PIECE_CHARS));
    return new PieceText(pieces, startsOf(pieces), [], text);
  }

  /**
   * The text `parts` make one after the other, never made one string (a text read in parts: the
   * language server's reading of a large message, stdioReader.ts). Each part up to PART_CHARS is one
   * piece, so that a slice within it is a view of it (the first parse's lines are views, as a
   * string's: no second copy of the text); an edit cuts the piece it writes into pieces of
   * PIECE_CHARS.
   */
  static ofParts(parts: readonly string[]): PieceText {
    const pieces: string[] = [];
    for (const part of parts) {
      for (let at = 0; at < part.length; at += PART_CHARS) pieces.push(part.length <= PART_CHARS ? part : part.slice(at, at + PART_CHARS));
    }
    return new PieceText(pieces, startsOf(pieces), []);
  }

  get length(): number {
    return this.starts[this.pieces.length]!;
  }

  /** The piece holding character `at` (0 ≤ at < length). */
  private pieceOf(at: number): number {
    const last = this.lastPiece;
    if (at >= this.starts[last]! && at < this.starts[last + 1]!) return last;
    // The last piece starting at or before `at`.
    this.lastPiece = firstAtOrAfter(this.pieces.length, at + 1, (p) => this.starts[p]!) - 1;
    return this.lastPiece;
  }

  /** The code of character `at`; NaN outside the text, as a string's. */
  charCodeAt(at: number): number {
    if (this.whole !== undefined) return this.whole.charCodeAt(at);
    if (!(at >= 0 && at < this.length)) return NaN;
    const p = this.pieceOf(at);
    return this.pieces[p]!.charCodeAt(at - this.starts[p]!);
  }

  /** Characters [from, to), clamped to the text, as a string's `slice` with two non-negative ends. */
  slice(from: number, to: number = this.length): string {
    return this.sliceOf(from, to, false);
  }

  /** Characters [from, to) as a string that holds no other characters (`ownSlice`). */
  sliceOwn(from: number, to: number = this.length): string {
    return this.sliceOf(from, to, true);
  }

  /** `slice`, or `sliceOwn` when `own`: a view of the whole text or of one piece copied, joined pieces a string of their own already. */
  private sliceOf(from: number, to: number, own: boolean): string {
    from = Math.max(0, Math.min(from, this.length));
    to = Math.max(from, Math.min(to, this.length));
    if (this.whole !== undefined) return own ? detached(this.whole.slice(from, to)) : this.whole.slice(from, to);
    if (from === to) return '';
    const first = this.pieceOf(from);
    const last = this.pieceOf(to - 1);
    if (first === last) {
      const text = this.pieces[first]!.slice(from - this.starts[first]!, to - this.starts[first]!);
      return own ? detached(text) : text;
    }
    const parts: string[] = [this.pieces[first]!.slice(from - this.starts[first]!)];
    for (let p = first + 1; p < last; p++) parts.push(this.pieces[p]!);
    parts.push(this.pieces[last]!.slice(0, to - this.starts[last]!));
    return parts.join('');
  }

  /**
   * Where each line starts: 0, then after each \n, and after each \r not followed by a \n (as
   * `splitLines` cuts them), in chunks (a growing array of 433,425 offsets took 100-300 ms here,
   * its copies in fresh memory). Counted, then written: each piece searched by the engine's `indexOf`.
   */
  lineStarts(): ChunkedOffsets {
    if (this.foundLineStarts) return this.foundLineStarts;
    let count = 1;
    this.visitLineStarts(() => { count++; });
    const starts = new Int32Array(count);
    let n = 1;
    this.visitLineStarts((at) => { starts[n++] = at; });
    return ChunkedOffsets.of(starts);
  }

  /**
   * `lineStarts()` found about CHARS_PER_STEP characters at a time, pausing between (a text read in
   * parts: 10 MB of one play per line took 35-56 ms at once), and kept for `lineStarts()` to give.
   */
  *lineStartsSteps(): Generator<void, ChunkedOffsets, void> {
    let count = 1;
    for (const [from, to] of this.piecesInSteps()) {
      if (from > 0) yield;
      this.visitLineStarts(() => { count++; }, from, to);
    }
    const starts = new Int32Array(count);
    let n = 1;
    for (const [from, to] of this.piecesInSteps()) {
      yield;
      this.visitLineStarts((at) => { starts[n++] = at; }, from, to);
    }
    this.foundLineStarts = ChunkedOffsets.of(starts);
    return this.foundLineStarts;
  }

  /** The pieces in runs [from, to) of about CHARS_PER_STEP characters, or one piece. */
  private *piecesInSteps(): Generator<[number, number], void, void> {
    for (let from = 0; from < this.pieces.length;) {
      let to = from + 1;
      while (to < this.pieces.length && this.starts[to + 1]! - this.starts[from]! <= CHARS_PER_STEP) to++;
      yield [from, to];
      from = to;
    }
  }

  /** Visits where each line starts, but the first (0), in pieces [from, to) (every piece when not given). */
  private visitLineStarts(visit: (at: number) => void, from = 0, to = this.pieces.length): void {
    let before = from > 0 ? lastCode(this.pieces, from) : NaN;
    for (let p = from; p < Math.min(to, this.pieces.length); p++) {
      const piece = this.pieces[p]!;
      const base = this.starts[p]!;
      if (piece.length === 0) continue;
      if (startsLine(before, piece.charCodeAt(0))) visit(base);
      if (piece.indexOf('\r') < 0) {
        for (let at = piece.indexOf('\n'); at >= 0 && at < piece.length - 1; at = piece.indexOf('\n', at + 1)) visit(base + at + 1);
      } else {
        for (let k = 1; k < piece.length; k++) if (startsLine(piece.charCodeAt(k - 1), piece.charCodeAt(k))) visit(base + k);
      }
      before = piece.charCodeAt(piece.length - 1);
    }
    if (to >= this.pieces.length && startsLine(before, NaN)) visit(this.length);
  }

  /** Whether the whole text has been made one string (it is when given as one, or once `toString` made it). */
  get madeWhole(): boolean {
    return this.whole !== undefined;
  }

  /** The whole text as one string, made once when first asked for (a large file's edit need not). */
  toString(): string {
    this.whole ??= this.pieces.join('');
    return this.whole;
  }

  /** How this version differs from version `id`, when it is one of the earlier versions it keeps that of. */
  editSince(id: number): TextEdit | undefined {
    return this.edits.find((e) => e.since === id);
  }

  /** This text with characters [start, end) (clamped, in order) replaced by `inserted`: the pieces around them made again, the others shared. */
  edited(start: number, end: number, inserted: string): PieceText {
    const length = this.length;
    start = Math.max(0, Math.min(start, length));
    end = Math.max(start, Math.min(end, length));
    // Each earlier version's changed characters widened to this edit's: where they end in this
    // version (`to`) moves by what the edit adds, where they end in that version by what it reaches past them.
    const edits: TextEdit[] = [{ since: this.id, start, end, to: start + inserted.length }];
    for (const e of this.edits) {
      if (edits.length === EDITS_KEPT) break;
      const reach = Math.max(e.to, end);
      edits.push({ since: e.since, start: Math.min(e.start, start), end: e.end + reach - e.to, to: reach + inserted.length - (end - start) });
    }
    const count = this.pieces.length;
    if (count === 0) return PieceText.cut([], inserted, [], edits);
    // The pieces holding the first and the last character replaced (or the place inserted at).
    const first = start === length ? count - 1 : this.pieceOf(start);
    const last = end === start ? first : this.pieceOf(end - 1);
    const before = this.pieces[first]!.slice(0, start - this.starts[first]!);
    const after = this.pieces[last]!.slice(end - this.starts[last]!);
    return PieceText.cut(this.pieces.slice(0, first), before + inserted + after, this.pieces.slice(last + 1), edits);
  }

  /** The pieces `head`, then `middle` cut where longer than two pieces, then `tail`. */
  private static cut(head: string[], middle: string, tail: readonly string[], edits: readonly TextEdit[]): PieceText {
    const pieces = head;
    if (middle.length <= 2 * PIECE_CHARS) {
      if (middle.length > 0) pieces.push(middle);
    } else {
      for (let at = 0; at < middle.length; at += PIECE_CHARS) pieces.push(middle.slice(at, at + PIECE_CHARS));
    }
    for (const piece of tail) pieces.push(piece);
    return new PieceText(pieces, startsOf(pieces), edits);
  }
}

/** Whether a line starts between characters `before` and `at` (NaN past the text's end): after a \n, or after a \r not followed by a \n. */
export function startsLine(before: number, at: number): boolean {
  return before === 10 || (before === 13 && at !== 10);
}

/** Characters whose line starts are found between two pauses of `lineStartsSteps`. */
const CHARS_PER_STEP = 1 << 20;

/** The longest piece a text made of parts keeps one (`ofParts`): a step's decoding of a large message. */
const PART_CHARS = 1 << 18;

/** The code of the last character of the pieces before piece `p` (NaN when they are all empty). */
function lastCode(pieces: readonly string[], p: number): number {
  for (let k = p - 1; k >= 0; k--) if (pieces[k]!.length > 0) return pieces[k]!.charCodeAt(pieces[k]!.length - 1);
  return NaN;
}

function startsOf(pieces: readonly string[]): Float64Array {
  const starts = new Float64Array(pieces.length + 1);
  for (let p = 0; p < pieces.length; p++) starts[p + 1] = starts[p]! + pieces[p]!.length;
  return starts;
}

/** A document's text: one string, or pieces (a large file's, in the language server). */
export type DocumentText = string | PieceText;

/** The text as one string (a PieceText's made once). */
export function wholeText(text: DocumentText): string {
  return typeof text === 'string' ? text : text.toString();
}

/**
 * A line's text (or any string) as a string of its own. A long line split from the document is a
 * view into the whole text (V8 slices strings of 13 characters or more), and a line's parse is kept
 * for the next versions of the text: every version's text would stay in memory as long as one of
 * its lines is unchanged. Appending a character and cutting it off makes the engine copy the line. A first
 * parse (no earlier version) keeps its views: the copies would cost more than the one text they
 * keep alive.
 */
export function detached(raw: string): string {
  return raw.length < 13 ? raw : (raw + '\n').slice(0, raw.length);
}

/**
 * Characters [from, to) of `text` as a string that holds no other characters: a view of the whole
 * text or of a piece (itself a view of the text a version was made of) would keep all of it
 * alive. The pieces joined, when it spans several, are a string of their own; anything else is
 * copied (`detached`). Lines split from it are views of it only, and need no copy each (issue 22:
 * one line of 10 MB, joined and then copied, 20 MB twice at each keystroke).
 */
export function ownSlice(text: DocumentText, from: number, to: number): string {
  return typeof text === 'string' ? detached(text.slice(from, to)) : text.sliceOwn(from, to);
}
