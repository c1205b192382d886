/**
 * Diagnostics kept compactly, made again as objects when read (issue 22: 10 MB of one play per
 * line held ~2 KB a line in Diagnostic objects: their ranges, related locations and messages).
 * A diagnostic's ranges are numbers in columns as narrow as they allow (rangeColumns.ts); what
 * the diagnostics of a long file repeat from line to line (severity, code, message, fixes, the
 * related locations' messages, the order of its keys) is one shared template. What a reader gets
 * is equal, key for key and in the same key order, to the Diagnostic that was stored.
 */
import { namesLine } from './codes';
import type { Diagnostic, RelatedLocation, Severity } from './diagnostic';
import { firstAtOrAfter } from './search';
import { fitting, NO_BYTES, NO_NUMBERS, permuted, RangeColumns, resized, type NarrowColumn } from './rangeColumns';
import { sameRange, type Range } from './text';

/** A list of diagnostics read by index; `at` makes the object on each read (keep what you use, not the list's objects). */
export interface DiagnosticList extends Iterable<Diagnostic> {
  readonly length: number;
  at(index: number): Diagnostic;
  /** The line and character a diagnostic starts at, the line it ends on, its severity: read without making it. */
  lineOf(index: number): number;
  endLineOf(index: number): number;
  characterOf(index: number): number;
  severityOf(index: number): Severity;
  /** How many of the diagnostics are errors. */
  errorCount(): number;
}

/**
 * The keys a diagnostic shares with others like it: all but its range and its related locations'
 * ranges, and a plain diagnostic's message (kept with it: a long file's are often each their own,
 * such as TSN007's "already written on line N").
 */
interface Template {
  /** The stored diagnostic's own keys, in their order. */
  readonly keys: readonly string[];
  /** The values of its keys but `range` and `related` (which are numbers in the store), and a plain diagnostic's `message`. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly severity: Severity;
  /** The related locations' messages; undefined when the diagnostic's `related` is not an array. */
  readonly relatedMessages: readonly string[] | undefined;
  /** A plain diagnostic's message around its number, which is kept with the diagnostic (`numberedMessage`); undefined for one kept whole. */
  readonly around?: NumberedMessage;
  /** The message ends with a line's number (1-based), moved with that line when the lines move (`push`). */
  readonly namesLine: boolean;
}

/** A message with a number in it: the text before and after the number. */
interface NumberedMessage {
  readonly before: string;
  readonly after: string;
}

/**
 * The templates of numbered messages a store makes at most: past them, messages are kept whole. A
 * message that quotes the file's text (a number in it) makes a template of its own, which costs
 * more than the message; the messages a long file repeats with another number take a few.
 */
const NUMBERED_TEMPLATES_AT_MOST = 256;

/** The plain templates of a code a store remembers as found last (`plainTemplateOf`): a file's messages of one code take a few. */
const PLAIN_RECENT_AT_MOST = 8;

/** The longest number a message keeps as a number: nine digits (an Int32Array holds them). */
const NUMBER_DIGITS_AT_MOST = 9;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * `message` as the text around its last number and that number, when the number reads back as
 * written (no leading zero, at most nine digits); undefined otherwise. A long file's plain
 * messages differ by a line number (TSN007's "1.1 is already written on line N": issue 22, a
 * string a line in one play per line): kept as a number, the message is made again when read.
 */
function numberedMessage(message: string): { around: NumberedMessage; value: number } | undefined {
  let end = message.length;
  while (end > 0 && !isDigit(message.charCodeAt(end - 1))) end--;
  if (end === 0) return undefined;
  let start = end - 1;
  while (start > 0 && isDigit(message.charCodeAt(start - 1))) start--;
  if (end - start > NUMBER_DIGITS_AT_MOST || (end - start > 1 && message.charCodeAt(start) === 48)) return undefined;
  return { around: { before: message.slice(0, start), after: message.slice(end) }, value: Number(message.slice(start, end)) };
}


/** Lines an edit moved: those at or below `from` (a line's number before the edit) moved `by` down. */
export interface LinesMovedBy {
  readonly from: number;
  readonly by: number;
}

/** Lines moved by one edit after another, in order (`movedLine`). */
export type LineMoves = readonly LinesMovedBy[];

const NO_MOVES: LineMoves = Object.freeze([]);

/** `line` where `moves` took it. (Indexed: a `for…of` here made an iterator result a line moved, ~3 MB a line added in 10 MB of games.) */
function movedLine(line: number, moves: LineMoves): number {
  let now = line;
  for (let m = 0; m < moves.length; m++) if (now >= moves[m]!.from) now += moves[m]!.by;
  return now;
}

/**
 * A run of another store's diagnostics read as part of a spliced store: its `from` up to `to`, at
 * the spliced store's index `at` on, their lines where `moves` took them (those below lines an
 * edit added or removed: read where they are, issue 22).
 */
interface Piece {
  readonly store: DiagnosticStore;
  readonly from: number;
  readonly to: number;
  readonly at: number;
  readonly moves: LineMoves;
}

/**
 * The moves a piece may be read through at most: past them, the spliced store is made as a store
 * of its own (each line added or removed above a piece adds one, and each read goes through all).
 */
const MOVES_AT_MOST = 16;

/**
 * The pieces a spliced store may be read from at most: past them, it is made as a store of its
 * own (each keystroke splits a piece or two, and the pieces keep the stores they read alive).
 */
export const PIECES_AT_MOST = 64;

/** One list per order of keys: the templates share them. */
const KEY_LISTS = new Map<string, readonly string[]>();

/** The key list found last: diagnostics pushed one after another mostly share it. */
let lastKeys: readonly string[] | undefined;

/** The keys of a plain diagnostic, in the order the analysis writes them: its message is kept apart from its template. */
const PLAIN_KEYS = keyList({ range: 0, severity: 0, code: 0, message: 0 });

function keyList(d: object): readonly string[] {
  // The same keys as the last list, in its order, read without making a list (issue 22: a long
  // file's edit pushes tens of thousands of diagnostics of a few shapes).
  if (lastKeys) {
    let k = 0;
    let same = true;
    for (const key in d) {
      if (lastKeys[k] !== key) { same = false; break; }
      k++;
    }
    if (same && k === lastKeys.length) return lastKeys;
  }
  return lastKeys = listedKeys(d);
}

function listedKeys(d: object): readonly string[] {
  const keys = Object.keys(d);
  const joined = keys.join(',');
  let list = KEY_LISTS.get(joined);
  if (!list) KEY_LISTS.set(joined, list = Object.freeze(keys));
  return list;
}

/** Equal as values: primitives, and arrays and plain objects of them (fixes, alternatives). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (let k = 0; k < aKeys.length; k++) {
    const key = aKeys[k]!;
    if (key !== bKeys[k] || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function sameTemplate(t: Template, keys: readonly string[], d: Diagnostic, relatedMessages: readonly string[] | undefined, names: boolean): boolean {
  if (t.keys !== keys || t.namesLine !== names) return false;
  for (const key of keys) {
    if (key !== 'range' && key !== 'related' && !sameValue(t.values[key], (d as unknown as Record<string, unknown>)[key])) return false;
  }
  if (t.relatedMessages === undefined || relatedMessages === undefined) return t.relatedMessages === relatedMessages;
  return t.relatedMessages.length === relatedMessages.length && t.relatedMessages.every((m, k) => m === relatedMessages[k]);
}

/**
 * An append-only store of diagnostics (see the module's comment). `push` keeps one; the store is
 * a DiagnosticList of them in the order pushed (or the order `reorder` gave).
 */
export class DiagnosticStore implements DiagnosticList {
  /**
   * Per diagnostic: its range, its template's index, and a number that is its first related
   * location's index (in `relatedRanges`), or for a plain diagnostic, which has none, its
   * message's number or its index in `plainMessages`.
   */
  private ranges = new RangeColumns();
  private templateIndices: NarrowColumn = NO_BYTES;
  private extras = NO_NUMBERS;
  private relatedRanges = new RangeColumns();
  private count = 0;
  private relatedCount = 0;
  private readonly templates: Template[] = [];
  /** The plain diagnostics' messages (PLAIN_KEYS), in the order pushed: the others keep none here. */
  private plainMessages: string[] = [];
  /** The templates by message, while the store is being filled (`finish` lets it go), and of plain diagnostics by severity and code. */
  private byMessage: Map<string, number | number[]> | undefined = new Map();
  private readonly plain = new Map<string, number>();
  /** How many plain templates this store made for numbered messages (NUMBERED_TEMPLATES_AT_MOST). */
  private numberedTemplates = 0;
  /** The plain templates of each code found last, the latest first (at most PLAIN_RECENT_AT_MOST). */
  private readonly plainByCode = new Map<string, number[]>();
  /** For each store `appendFrom` copied from, its templates' indices here (-1: not taken yet). */
  private taken = new Map<DiagnosticStore, Int32Array>();
  /** A spliced store's pieces, in order (`spliced`): it keeps no diagnostic of its own. */
  private pieces: readonly Piece[] | undefined;
  /** The piece read last: reads go mostly in order. */
  private lastPiece = 0;
  /** How many of the diagnostics are errors, once counted (`errorCount`: a finished store never changes). */
  private errors: number | undefined;

  /**
   * `before` with its diagnostics `start` up to `end` replaced by all of `window`'s and those after
   * them moved (`movedAfter`: below lines an edit added or removed), read from where they are, not
   * copied (issue 22: a keystroke in 10 MB of one play per line copied its 1.36 million sorted
   * diagnostics); undefined when that would take more than PIECES_AT_MOST pieces, or a piece
   * more than MOVES_AT_MOST moves. Neither store may change afterwards (both are finished).
   */
  static spliced(before: DiagnosticStore, start: number, end: number, window: DiagnosticStore, movedAfter?: LinesMovedBy): DiagnosticStore | undefined {
    const pieces: Piece[] = [];
    let count = 0;
    let tooManyMoves = false;
    const add = (store: DiagnosticStore, from: number, to: number, moves: LineMoves) => {
      if (to <= from) return;
      pieces.push({ store, from, to, at: count, moves });
      tooManyMoves ||= moves.length > MOVES_AT_MOST;
      count += to - from;
    };
    before.visitPieces(0, start, add);
    window.visitPieces(0, window.length, add);
    before.visitPieces(end, before.length, movedAfter ? (store, from, to, moves) => add(store, from, to, [...moves, movedAfter]) : add);
    if (pieces.length > PIECES_AT_MOST || tooManyMoves) return undefined;
    const out = new DiagnosticStore();
    out.finish();
    out.pieces = pieces;
    out.count = count;
    // Counted from the stores it reads when `before`'s count is known: the replaced ones only are read.
    if (before.errors !== undefined) out.errors = before.errors - before.errorsBetween(start, end) + window.errorCount();
    return out;
  }

  /**
   * How many of the diagnostics are errors: counted once (a finished store never changes), or
   * from the store a spliced one was made from (issue 22: counted on each version published, the
   * errors past the first thousand of 10 MB of one play per line took ~100 ms a keystroke).
   */
  errorCount(): number {
    if (this.errors !== undefined) return this.errors;
    const errors = this.errorsBetween(0, this.count);
    // A store being filled may take more.
    if (this.byMessage === undefined) this.errors = errors;
    return errors;
  }

  /** How many of the diagnostics `from` up to `to` are errors. */
  private errorsBetween(from: number, to: number): number {
    let errors = 0;
    for (let k = from; k < to; k++) if (this.severityOf(k) === 'error') errors++;
    return errors;
  }

  /** Visits the runs of stores this store's diagnostics `from` up to `to` are kept in (and how their lines moved): itself, or its pieces'. */
  private visitPieces(from: number, to: number, visit: (store: DiagnosticStore, from: number, to: number, moves: LineMoves) => void): void {
    if (!this.pieces) {
      visit(this, from, to, NO_MOVES);
      return;
    }
    for (const piece of this.pieces) {
      const first = Math.max(from, piece.at);
      const past = Math.min(to, piece.at + piece.to - piece.from);
      if (past > first) visit(piece.store, piece.from + first - piece.at, piece.from + past - piece.at, piece.moves);
    }
  }

  /** The piece diagnostic `index` (checked) is read from. */
  private pieceOf(pieces: readonly Piece[], index: number): Piece {
    const last = pieces[this.lastPiece]!;
    if (index >= last.at && index < last.at + last.to - last.from) return last;
    // The last piece starting at or before `index`.
    this.lastPiece = firstAtOrAfter(pieces.length, index + 1, (k) => pieces[k]!.at) - 1;
    return pieces[this.lastPiece]!;
  }

  get length(): number {
    return this.count;
  }

  /**
   * Keeps `d`; with `lineBase`, its range's lines less that (kept relative to a line: `at` adds it
   * back), and with `relatedBase` its related locations' (else kept as they are); with `message`,
   * as if it were d's (a diagnostic moved with its line, whose message names a line that moved
   * too: notation/acrossLines.ts). `names`: its message ends with a line's number (1-based), which
   * moves with that line when the store's lines are moved (`appendFrom`, `spliced`): by default,
   * its code's (common/codes.ts, `namesLine`).
   */
  push(d: Diagnostic, lineBase = 0, message = d.message, relatedBase = 0, names = namesLine(d.code)): void {
    if (this.pieces) throw new RangeError('a spliced store takes no more diagnostics');
    if (message !== d.message && keyList(d) !== PLAIN_KEYS) {
      this.push({ ...d, message }, lineBase, message, relatedBase, names);
      return;
    }
    const related = d.related;
    const relatedMessages = Array.isArray(related) ? related.map((r) => r.message) : undefined;
    const keys = keyList(d);
    const numbered = keys === PLAIN_KEYS ? numberedMessage(message) : undefined;
    const template = keys !== PLAIN_KEYS ? this.templateOf(d, keys, relatedMessages, names) : this.plainTemplateOf(d, numbered?.around, names);
    const at = this.count;
    this.growTo(at + 1);
    writeRange(this.ranges, at, d.range, lineBase);
    this.setTemplate(at, template);
    // A plain template keeps its messages' numbers unless the store has too many such templates.
    const kept = keys === PLAIN_KEYS && this.templates[template]!.around ? numbered!.value : undefined;
    this.extras[at] = keys !== PLAIN_KEYS ? this.relatedCount : kept ?? this.plainMessages.push(message) - 1;
    if (relatedMessages?.length) {
      this.relatedRanges.grow(this.relatedCount + relatedMessages.length);
      for (const r of related!) writeRange(this.relatedRanges, this.relatedCount++, r.range, relatedBase);
    }
    this.count++;
  }

  /**
   * No more diagnostics will be pushed: the index of templates goes (a later push makes its own),
   * and the arrays lose the room they kept to grow (up to half of them: issue 22).
   */
  finish(): void {
    this.byMessage = undefined;
    this.taken = new Map();
    this.ranges.trim(this.count);
    // The diagnostics' other columns follow their ranges' room.
    if (this.templateIndices.length !== this.ranges.capacity) {
      this.templateIndices = resized(this.templateIndices, this.ranges.capacity);
      this.extras = resized(this.extras, this.ranges.capacity);
    }
    this.relatedRanges.trim(this.relatedCount);
  }

  /** Room for `needed` diagnostics, doubling the room when it grows (`exactly`: that much, for a store that knows its size). */
  private growTo(needed: number, exactly = false): void {
    if (needed <= this.ranges.capacity) return;
    if (exactly) this.ranges.reserve(needed); else this.ranges.grow(needed);
    this.templateIndices = resized(this.templateIndices, this.ranges.capacity);
    this.extras = resized(this.extras, this.ranges.capacity);
  }

  private setTemplate(at: number, template: number): void {
    this.templateIndices = fitting(this.templateIndices, template);
    this.templateIndices[at] = template;
  }

  /** Diagnostic `index`'s template (index checked). */
  private templateAt(index: number): Template {
    return this.templates[this.templateIndices[this.checked(index)]!]!;
  }

  /**
   * Makes room for `diagnostics` more diagnostics and `related` more related locations at once: a
   * store filled from others (analysis.ts, a keystroke's sorted diagnostics) knows how many it
   * takes, and grown then trimmed, its arrays were copied three times (issue 22).
   */
  reserve(diagnostics: number, related: number): void {
    this.growTo(this.count + diagnostics, true);
    this.relatedRanges.reserve(this.relatedCount + related);
  }

  /** How many related locations the store keeps (all its diagnostics' together). */
  get relatedLength(): number {
    if (!this.pieces) return this.relatedCount;
    // At most: the stores read from's.
    let count = 0;
    for (const store of new Set(this.pieces.map((piece) => piece.store))) count += store.relatedLength;
    return count;
  }

  /**
   * Appends `source`'s diagnostics `from` up to `to` by index, without making them as objects:
   * their numbers and messages copied, their templates shared (only those they use are taken,
   * so that versions copied from versions do not pile up templates). A version keeps the
   * previous version's sorted diagnostics that an edit left as they were this way (analysis.ts).
   * With `moves`, their lines are where the moves took them (their ranges', their related
   * locations', and the line a message names: `push`): those below lines an edit added or removed.
   */
  appendFrom(source: DiagnosticStore, from: number, to: number, moves: LineMoves = NO_MOVES): void {
    if (source === this || this.pieces) throw new RangeError('a store cannot append its own diagnostics, nor a spliced store any');
    if (source.pieces) {
      source.visitPieces(Math.max(0, from), Math.min(to, source.count), (store, first, past, pieceMoves) => this.appendFrom(store, first, past, pieceMoves.length ? [...pieceMoves, ...moves] : moves));
      return;
    }
    const first = Math.max(0, from);
    const past = Math.min(to, source.count);
    if (past <= first) return;
    let taken = this.taken.get(source);
    if (!taken || taken.length < source.templates.length) {
      const wider = new Int32Array(source.templates.length).fill(-1);
      if (taken) wider.set(taken);
      this.taken.set(source, taken = wider);
    }
    const moving = moves.length > 0;
    const mover = (line: number) => movedLine(line, moves);
    this.growTo(this.count + past - first);
    for (let k = first; k < past; k++) {
      const sourceTemplate = source.templateIndices[k]!;
      const { keys, relatedMessages, around, namesLine: names } = source.templates[sourceTemplate]!;
      if (moving && names && keys !== PLAIN_KEYS) {
        // Its message is its template's: made again where it moved, with a template of its own.
        this.push(source.movedAt(k, moves), 0, undefined, 0, true);
        continue;
      }
      const here = this.count;
      let template = taken[sourceTemplate]!;
      if (template < 0) template = taken[sourceTemplate] = this.take(source.templates[sourceTemplate]!);
      this.ranges.copyOne(source.ranges, k, here);
      if (moving) this.ranges.moveLines(here, mover);
      this.setTemplate(here, template);
      const related = relatedMessages?.length ?? 0;
      if (keys !== PLAIN_KEYS) {
        this.extras[here] = this.relatedCount;
      } else {
        const kept = source.extras[k]!;
        const movesName = moving && names;
        if (around) this.extras[here] = movesName ? movedLine(kept - 1, moves) + 1 : kept;
        else this.extras[here] = this.plainMessages.push(movesName ? lineNamedMoved(source.plainMessages[kept]!, moves) : source.plainMessages[kept]!) - 1;
      }
      if (related > 0) {
        this.relatedRanges.grow(this.relatedCount + related);
        this.relatedRanges.copyFrom(source.relatedRanges, source.extras[k]!, related, this.relatedCount);
        if (moving) for (let r = 0; r < related; r++) this.relatedRanges.moveLines(this.relatedCount + r, mover);
        this.relatedCount += related;
      }
      this.count++;
    }
  }

  /** Diagnostic `index` of a store of its own, made as an object (`at`), its lines where `moves` took them: its ranges', its related locations', the line its message names. */
  private movedAt(index: number, moves: LineMoves, lineBase = 0, relatedBase = 0): Diagnostic {
    const d = this.at(index, lineBase, relatedBase);
    return moves.length === 0 ? d : diagnosticMoved(d, moves, this.templateAt(index).namesLine);
  }

  /** Takes another store's template as one of this store's: its index here. */
  private take(template: Template): number {
    const index = this.templates.length;
    this.templates.push(template);
    if (template.keys === PLAIN_KEYS) {
      const key = plainKey(template.severity, String(template.values.code), template.around, template.namesLine);
      if (!this.plain.has(key)) this.plain.set(key, index);
    }
    return index;
  }

  /** Diagnostic `index`, made as an object; `lineBase` added to its range's lines, `relatedBase` to its related locations' (those of one pushed relative to a line). */
  at(index: number, lineBase = 0, relatedBase = 0): Diagnostic {
    if (this.pieces) return this.read(index, (store, k, moves) => store.movedAt(k, moves, lineBase, relatedBase));
    const template = this.templateAt(index);
    const out: Record<string, unknown> = {};
    for (const key of template.keys) {
      if (key === 'range') out[key] = readRange(this.ranges, index, lineBase);
      else if (key === 'related') out[key] = this.relatedOf(template, this.extras[index]!, relatedBase);
      else if (key === 'message' && template.keys === PLAIN_KEYS) out[key] = this.plainMessage(template, this.extras[index]!);
      else out[key] = template.values[key];
    }
    return out as unknown as Diagnostic;
  }

  lineOf(index: number): number {
    if (this.pieces) return this.read(index, (store, k, moves) => movedLine(store.lineOf(k), moves));
    return this.ranges.startLine(this.checked(index));
  }

  characterOf(index: number): number {
    if (this.pieces) return this.read(index, (store, k) => store.characterOf(k));
    return this.ranges.startCharacter(this.checked(index));
  }

  endLineOf(index: number): number {
    if (this.pieces) return this.read(index, (store, k, moves) => movedLine(store.endLineOf(k), moves));
    return this.ranges.endLine(this.checked(index));
  }

  severityOf(index: number): Severity {
    if (this.pieces) return this.read(index, (store, k) => store.severityOf(k));
    return this.templateAt(index).severity;
  }

  /** A diagnostic's code, read without making it. */
  codeOf(index: number): string {
    if (this.pieces) return this.read(index, (store, k) => store.codeOf(k));
    return this.templateAt(index).values.code as string;
  }

  /** Whether a diagnostic has a related location that starts on line `line` or below it (read without making it; `relatedBase` as for `at`). */
  pointsAtOrBelow(index: number, line: number, relatedBase = 0): boolean {
    const count = this.relatedCountOf(index);
    for (let k = 0; k < count; k++) if (this.relatedLineOf(index, k, relatedBase) >= line) return true;
    return false;
  }

  /** How many related locations a diagnostic has. */
  relatedCountOf(index: number): number {
    if (this.pieces) return this.read(index, (store, k) => store.relatedCountOf(k));
    return this.templateAt(index).relatedMessages?.length ?? 0;
  }

  /** The line a diagnostic's `k`th related location starts on (`relatedBase` as for `at`), read without making it. */
  relatedLineOf(index: number, k: number, relatedBase = 0): number {
    if (this.pieces) return this.read(index, (store, j, moves) => movedLine(store.relatedLineOf(j, k, relatedBase), moves));
    return this.relatedRanges.startLine(this.extras[this.checked(index)]! + k) + relatedBase;
  }

  /** Whether a diagnostic points at other places (its `related` is not empty). */
  /** Whether any of diagnostics `from` up to `from + count` has related locations. */
  anyRelatedIn(from: number, count: number): boolean {
    for (let k = 0; k < count; k++) if (this.hasRelated(from + k)) return true;
    return false;
  }

  hasRelated(index: number): boolean {
    if (this.pieces) return this.read(index, (store, k) => store.hasRelated(k));
    return (this.templateAt(index).relatedMessages?.length ?? 0) > 0;
  }

  *[Symbol.iterator](): Iterator<Diagnostic> {
    for (let i = 0; i < this.count; i++) yield this.at(i);
  }

  /** The diagnostics from `from` up to `to`, made as objects (`lineBase`, `relatedBase` as for `at`). */
  slice(from = 0, to = this.count, lineBase = 0, relatedBase = 0): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (let i = Math.max(0, from); i < Math.min(to, this.count); i++) out.push(this.at(i, lineBase, relatedBase));
    return out;
  }

  /**
   * Puts the diagnostics in a new order: the kth is the one that was at `order[k]` (a permutation
   * of the store's indices). One column at a time: a copy of the whole sorted store of 10 MB of one
   * play per line was 33 MB more at the end of its opening (issue 22); a column is a few MB.
   */
  reorder(order: Int32Array): void {
    if (this.pieces) throw new RangeError('a spliced store is not reordered');
    if (order.length !== this.count) throw new RangeError(`an order of ${order.length} for a store of ${this.count}`);
    const placed = new Uint8Array(this.count);
    for (let k = 0; k < this.count; k++) {
      const from = order[k]!;
      if (!(from >= 0 && from < this.count) || placed[from]) throw new RangeError(`the order is no permutation: ${from} taken twice or out of range`);
      placed[from] = 1;
    }
    this.ranges.reorder(order);
    this.templateIndices = permuted(this.templateIndices, order);
    this.extras = permuted(this.extras, order);
  }

  /** Reads diagnostic `index` of a spliced store from the piece it is in (its lines where the piece's moves took them). */
  private read<T>(index: number, reading: (store: DiagnosticStore, index: number, moves: LineMoves) => T): T {
    const piece = this.pieceOf(this.pieces!, this.checked(index));
    return reading(piece.store, piece.from + index - piece.at, piece.moves);
  }

  private checked(index: number): number {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) throw new RangeError(`no diagnostic ${index} in a list of ${this.count}`);
    return index;
  }

  private relatedOf(template: Template, first: number, relatedBase: number): RelatedLocation[] | undefined {
    const messages = template.relatedMessages;
    if (!messages) return undefined;
    const out: RelatedLocation[] = [];
    for (let k = 0; k < messages.length; k++) out.push({ range: readRange(this.relatedRanges, first + k, relatedBase), message: messages[k]! });
    return out;
  }

  /** A plain diagnostic's message: `kept` is its number (a numbered template's) or its index in `plainMessages`. */
  private plainMessage(template: Template, kept: number): string {
    const around = template.around;
    return around ? `${around.before}${kept}${around.after}` : this.plainMessages[kept]!;
  }

  /** The template of plain diagnostics of `d`'s severity and code, and of messages `around` a number (undefined: kept whole). */
  private plainTemplateOf(d: Diagnostic, around: NumberedMessage | undefined, names: boolean): number {
    // By code first (no key made: an archive's edit pushes tens of thousands of a few codes), among
    // the few templates of the code found last, checked for the severity and the message's text
    // (issue 22: 10 MB of games alternate seven tags' TSN037 and TSN008, each a template of its
    // own; with only the last one remembered, nearly every push made a key and looked it up).
    let recent = this.plainByCode.get(d.code);
    if (!recent) this.plainByCode.set(d.code, recent = []);
    for (const known of recent) {
      const template = this.templates[known]!;
      if (template.severity === d.severity && template.namesLine === names && sameAround(template.around, around)) return known;
    }
    const index = this.plainTemplateKeyed(d, around, names);
    if (recent.length === PLAIN_RECENT_AT_MOST) recent.pop();
    recent.unshift(index);
    return index;
  }

  private plainTemplateKeyed(d: Diagnostic, numberedAround: NumberedMessage | undefined, names: boolean): number {
    let key = plainKey(d.severity, d.code, numberedAround, names);
    let index = this.plain.get(key);
    let around = numberedAround;
    if (index === undefined && around && this.numberedTemplates >= NUMBERED_TEMPLATES_AT_MOST) {
      around = undefined;
      index = this.plain.get(key = plainKey(d.severity, d.code, undefined, names));
    }
    if (index === undefined) {
      if (around) this.numberedTemplates++;
      this.plain.set(key, index = this.templates.length);
      this.templates.push({ keys: PLAIN_KEYS, values: { severity: d.severity, code: d.code }, severity: d.severity, relatedMessages: undefined, namesLine: names, ...(around ? { around } : {}) });
    }
    return index;
  }

  private templateOf(d: Diagnostic, keys: readonly string[], relatedMessages: readonly string[] | undefined, names: boolean): number {
    const byMessage = this.byMessage;
    const found = byMessage?.get(d.message);
    if (found !== undefined) {
      for (const t of typeof found === 'number' ? [found] : found) if (sameTemplate(this.templates[t]!, keys, d, relatedMessages, names)) return t;
    }
    const values: Record<string, unknown> = {};
    for (const key of keys) if (key !== 'range' && key !== 'related') values[key] = (d as unknown as Record<string, unknown>)[key];
    const index = this.templates.length;
    this.templates.push({ keys, values, severity: d.severity, relatedMessages, namesLine: names });
    if (byMessage) {
      if (found === undefined) byMessage.set(d.message, index);
      else if (typeof found === 'number') byMessage.set(d.message, [found, index]);
      else found.push(index);
    }
    return index;
  }
}

function sameAround(a: NumberedMessage | undefined, b: NumberedMessage | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.before === b.before && a.after === b.after);
}

/** The key of a plain template: its severity, its code, the text around its messages' number, and whether that number names a line. */
function plainKey(severity: Severity, code: string, around: NumberedMessage | undefined, names: boolean): string {
  const key = around ? `${severity} ${code} ${around.before.length} ${around.before}${around.after}` : `${severity} ${code}`;
  return names ? `${key} line` : key;
}

/** A message that ends with a line's number (1-based: `push`), that number where `moves` took the line. */
function lineNamedMoved(message: string, moves: LineMoves): string {
  const numbered = numberedMessage(message);
  if (!numbered) return message;
  return `${numbered.around.before}${movedLine(numbered.value - 1, moves) + 1}${numbered.around.after}`;
}

/**
 * `d` with its lines where `moves` took them, as a store moves them (`appendFrom`, `spliced`): its
 * range's, its related locations', and with `names` the line its message names (`push`).
 */
export function diagnosticMoved(d: Diagnostic, moves: LineMoves, names = namesLine(d.code)): Diagnostic {
  const out = { ...d, range: rangeMovedBy(d.range, moves) };
  // Set on the copy: the keys keep their order.
  if (d.related) out.related = d.related.map((r) => ({ ...r, range: rangeMovedBy(r.range, moves) }));
  if (names) out.message = lineNamedMoved(d.message, moves);
  return out;
}

/** `range` with its lines where `moves` took them. */
function rangeMovedBy(range: Range, moves: LineMoves): Range {
  return { start: { line: movedLine(range.start.line, moves), character: range.start.character }, end: { line: movedLine(range.end.line, moves), character: range.end.character } };
}

/** Writes `range` as range `k` of `ranges`, with `lineBase` taken from its lines. */
function writeRange(ranges: RangeColumns, k: number, range: Range, lineBase: number): void {
  ranges.write(k, range.start.line, range.start.character, range.end.line, range.end.character, lineBase);
}

/** Reads range `k` of `ranges` with `lineBase` added to its lines. */
function readRange(ranges: RangeColumns, k: number, lineBase: number): Range {
  return { start: { line: ranges.startLine(k) + lineBase, character: ranges.startCharacter(k) }, end: { line: ranges.endLine(k) + lineBase, character: ranges.endCharacter(k) } };
}

/**
 * Some diagnostics kept in a store (`from`, `count` of them): a replayed line's, made as objects
 * when read. Used where a list of objects would be kept for each of a file's lines. Their ranges
 * and their related locations' are kept relative to the line they were kept for and read at the
 * line asked for, so that a line moved by lines added or removed above it keeps them as they are
 * (issue 22: a line added at the top of a 10 MB file moved every line's diagnostics into a new
 * store), and so do its related locations when the lines they point at moved as far (a line added
 * above both: in one play per line, every line's TSN102 points at the first line).
 */
export class StoredDiagnostics {
  constructor(
    readonly store: DiagnosticStore,
    readonly from: number,
    readonly count: number,
    /**
     * How many lines further than kept their related locations read, beyond the line's own move;
     * with `relatedFixed`, the line their related locations are read from, wherever the line stands.
     */
    readonly relatedShift = 0,
    /**
     * Their related locations stay where they are when the line moves: those of a line below an
     * edit pointing above it (issue 22: in one play per line, every line points at the first, and a
     * line added in the middle made each of the 227,000 lines below it again, 20 MB an edit).
     */
    readonly relatedFixed = false,
  ) {}

  /** The line their related locations are read from, the line standing at `own`. */
  private relatedBase(own: number): number {
    return this.relatedFixed ? this.relatedShift : own + this.relatedShift;
  }

  /**
   * Keeps `diagnostics`, those of line `line`, in `store`; or, when they are the diagnostics kept
   * last (`last`, of another line, in the same store) moved to this line, their related locations
   * pointing at the same places, reads those (issue 22: 10 MB of one play per line kept the same
   * two problems, pointing at the first line, 454,000 times: 36 MB).
   */
  static of(store: DiagnosticStore, diagnostics: readonly Diagnostic[], line: number, last?: KeptLast): StoredDiagnostics {
    if (last && last.stored.store === store && sameAsMoved(last.diagnostics, last.line, diagnostics, line)) {
      const { stored } = last;
      // Read at `line`, the related locations kept for `last.line` read `line - last.line` further than kept: taken back.
      if (stored.relatedFixed) return stored;
      return new StoredDiagnostics(store, stored.from, stored.count, stored.relatedShift + last.line - line);
    }
    const from = store.length;
    for (const d of diagnostics) store.push(d, line, d.message, line);
    return new StoredDiagnostics(store, from, diagnostics.length);
  }

  /** The same diagnostics of the same store, read alike. */
  sameAs(other: StoredDiagnostics): boolean {
    return this.store === other.store && this.from === other.from && this.count === other.count && this.relatedShift === other.relatedShift
      && this.relatedFixed === other.relatedFixed;
  }

  /** The diagnostics, made as objects, on line `line` (their ranges and their related locations' moved with it). */
  list(line: number): Diagnostic[] {
    return this.store.slice(this.from, this.from + this.count, line, this.relatedBase(line));
  }

  /** Whether any of them, read on line `own`, has a related location on line `line` or below it. */
  pointsAtOrBelow(line: number, own: number): boolean {
    const base = this.relatedBase(own);
    for (let k = 0; k < this.count; k++) if (this.store.pointsAtOrBelow(this.from + k, line, base)) return true;
    return false;
  }

  /**
   * The same diagnostics for the line read on `was` standing at `at`, when each line that stood at
   * a line `n` stands at `now(n)` (-1: gone): these, or the same store's moved (a small object, no
   * diagnostic kept again), when every line they point at moved alike; `'remake'` when they moved
   * apart (the list is made again), `'lost'` when one points at a line gone. Read without making them.
   * These as they are when their related locations read the same, moved with the line or fixed
   * (`relatedFixed`) as the lines they point at moved; else, moved with the line when they moved
   * alike, fixed when they did not move.
   */
  following(was: number, at: number, now: (line: number) => number): StoredDiagnostics | 'remake' | 'lost' {
    const found = StoredDiagnostics.following(this.store, this.from, this.count, this.relatedShift, this.relatedFixed, was, at, now);
    return found === 'same' ? this : found;
  }

  /**
   * `following` for the diagnostics `from` up to `from + count` of `store` read so (the fields of
   * a StoredDiagnostics, kept in a line's own object: replay.ts), `'same'` for those as they are:
   * no object made for a line whose diagnostics stay as they are (issue 22: in one play per line,
   * 27 MB of them a line added).
   */
  static following(store: DiagnosticStore, from: number, count: number, relatedShift: number, relatedFixed: boolean, was: number, at: number, now: (line: number) => number):
  StoredDiagnostics | 'same' | 'remake' | 'lost' {
    // How far the lines they point at moved: beyond the line's own move, and in all.
    let further: number | undefined;
    let moved: number | undefined;
    let apart = false;
    const base = relatedFixed ? relatedShift : was + relatedShift;
    for (let k = 0; k < count; k++) {
      const related = store.relatedCountOf(from + k);
      for (let r = 0; r < related; r++) {
        const target = store.relatedLineOf(from + k, r, base);
        const to = now(target);
        if (to < 0) return 'lost';
        const by = to - target;
        if (moved === undefined) { moved = by; further = by - (at - was); }
        else if (moved !== by) apart = true;
      }
    }
    if (apart) return 'remake';
    if (moved === undefined) return 'same';
    if (relatedFixed ? moved === 0 : further === 0) return 'same';
    // They did not move: read from where they are (the line's own move then changes nothing).
    if (moved === 0) return new StoredDiagnostics(store, from, count, base, true);
    return new StoredDiagnostics(store, from, count, base - at + moved, false);
  }

  /** How many related locations they have, all together. */
  get relatedCount(): number {
    let related = 0;
    for (let k = 0; k < this.count; k++) related += this.store.relatedCountOf(this.from + k);
    return related;
  }

  /** Whether any of them points at other places (its related locations move with those lines). */
  get anyRelated(): boolean {
    return this.store.anyRelatedIn(this.from, this.count);
  }
}

/** The diagnostics a store kept last for a line (`StoredDiagnostics.of`): the next line's may read them. */
export interface KeptLast {
  readonly diagnostics: readonly Diagnostic[];
  readonly line: number;
  readonly stored: StoredDiagnostics;
}

/** `b`, of line `bLine`, is `a`, of line `aLine`, moved to its line: ranges moved as far, related locations and everything else the same. */
function sameAsMoved(a: readonly Diagnostic[], aLine: number, b: readonly Diagnostic[], bLine: number): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (!diagnosticSameAsMoved(a[k]!, b[k]!, bLine - aLine)) return false;
  return true;
}

function diagnosticSameAsMoved(a: Diagnostic, b: Diagnostic, by: number): boolean {
  if (a.code !== b.code || a.message !== b.message) return false;
  const keys = keyList(a);
  if (keyList(b) !== keys) return false;
  for (const key of keys) {
    if (key === 'range') {
      if (!sameRangeMoved(a.range, b.range, by)) return false;
    } else if (key === 'related' && Array.isArray(a.related) && Array.isArray(b.related)) {
      if (a.related.length !== b.related.length) return false;
      for (let r = 0; r < a.related.length; r++) {
        const x = a.related[r]!;
        const y = b.related[r]!;
        if (x.message !== y.message || !sameRange(x.range, y.range)) return false;
      }
    } else if (!sameValue((a as unknown as Record<string, unknown>)[key], (b as unknown as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/** `b` is `a` moved `by` lines down. */
function sameRangeMoved(a: Range, b: Range, by: number): boolean {
  return a.start.line + by === b.start.line && a.start.character === b.start.character && a.end.line + by === b.end.line && a.end.character === b.end.character;
}

/** Diagnostics already made as objects, read as a DiagnosticList. */
class ListOfObjects implements DiagnosticList {
  constructor(private readonly diagnostics: readonly Diagnostic[]) {}

  get length(): number {
    return this.diagnostics.length;
  }

  at(index: number): Diagnostic {
    const d = this.diagnostics[index];
    if (d === undefined) throw new RangeError(`no diagnostic ${index} in a list of ${this.diagnostics.length}`);
    return d;
  }

  lineOf(index: number): number {
    return this.at(index).range.start.line;
  }

  characterOf(index: number): number {
    return this.at(index).range.start.character;
  }

  endLineOf(index: number): number {
    return this.at(index).range.end.line;
  }

  severityOf(index: number): Severity {
    return this.at(index).severity;
  }

  errorCount(): number {
    let errors = 0;
    for (const d of this.diagnostics) if (d.severity === 'error') errors++;
    return errors;
  }

  [Symbol.iterator](): Iterator<Diagnostic> {
    return this.diagnostics[Symbol.iterator]();
  }
}

/** `diagnostics` as a DiagnosticList: a list or a store as it is, an array of objects read through. */
export function diagnosticList(diagnostics: DiagnosticList | readonly Diagnostic[]): DiagnosticList {
  return Array.isArray(diagnostics) ? new ListOfObjects(diagnostics) : diagnostics as DiagnosticList;
}
