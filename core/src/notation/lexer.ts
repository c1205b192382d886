/**
 * Splits the play part of a line into tokens. The lexer knows the notation's punctuation and
 * nothing of codes: `IR6+3` is one word, and what it means depends on the symbol before it,
 * which is the parser's business.
 */

export type TokenKind =
  | 'word' // IR6+3, NAS, IT-2, xKR4+, d4:6, D3, =-4, >CON, As
  | 'symbol' // @ & # / * ~
  | 'lparen'
  | 'rparen'
  | 'lbracket' // [ or [^
  | 'rbracket'
  | 'comment' // {…}, text without the braces in `value`
  | 'annotation' // ! ? !! ?? !? ?!
  | 'noplay' // — or --
  | 'semicolon'
  | 'unknown'; // a character the notation has no use for

/** One shape for every token, every field always set (the parser reads millions of them in a long file). */
export interface Token {
  readonly kind: TokenKind;
  /** The token's text as written (for a comment, its inner text). */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** True when whitespace separates this token from the previous one (or it starts the input). */
  readonly spaced: boolean;
  /** A `{` comment without its `}` on the same line; a `[^` list. False on every other token. */
  readonly flag: boolean;
}

/**
 * A token of `LineTokens`. A word's text is sliced from the line only when it is read (`text`):
 * the parser reads the most frequent words, a card's code and a country's, from the line itself
 * (`LineTokens.source`), so most words are never sliced.
 */
class LineToken implements Token {
  constructor(
    readonly line: LineTokens,
    public kind: TokenKind,
    /** The text of a token that is not a word (a constant, or a comment's inner text); undefined for a word until it is read. */
    public known: string | undefined,
    public start: number,
    public end: number,
    public spaced: boolean,
    public flag: boolean,
  ) {}

  get text(): string {
    return (this.known ??= this.line.source.slice(this.start, this.end));
  }
}

/**
 * A line's tokens, `items[0]` to `items[count - 1]`, in objects that the next line's `lexLine`
 * overwrites: the parser allocates its tokens once, not for every token of every line. What
 * follows `count` is an earlier line's: a reader stops at `count`, and keeps no token past the
 * line's parse.
 */
export class LineTokens {
  readonly items: readonly Token[] = [];
  count = 0;
  /** The text the tokens were read from (their `start` and `end` are positions in it). */
  source = '';
  /** Where the source's characters were read (lexLine's `chars` and `base`): its character at `i` is `chars`'s at `base + i`. */
  chars = '';
  base = 0;
  /** How many of the line's tokens are `;` and comments, and where the first `;` is (-1 without one): counted as the line is lexed, so that the parser needs no pass of its own to find them. */
  semicolons = 0;
  firstSemicolon = -1;
  comments = 0;

  /** Sets the next token, reusing an earlier line's object when there is one; `text` undefined for a word (sliced when read). */
  put(kind: TokenKind, text: string | undefined, start: number, end: number, spaced: boolean, flag: boolean): void {
    const items = this.items as LineToken[];
    const t = items[this.count++];
    if (t === undefined) {
      items.push(new LineToken(this, kind, text, start, end, spaced, flag));
      return;
    }
    t.kind = kind;
    t.known = text;
    t.start = start;
    t.end = end;
    t.spaced = spaced;
    t.flag = flag;
  }
}

const enum Char {
  Tab = 9, Space = 32, Bang = 33, Hash = 35, Amp = 38, LParen = 40, RParen = 41, Star = 42, Plus = 43,
  Minus = 45, Slash = 47, Zero = 48, One = 49, Six = 54, Nine = 57, Colon = 58, Semicolon = 59, Equals = 61, Greater = 62,
  Question = 63, At = 64, UpperA = 65, UpperZ = 90, LBracket = 91, RBracket = 93, Caret = 94,
  LowerA = 97, LowerZ = 122, LBrace = 123, RBrace = 125, Tilde = 126, EmDash = 0x2014,
  HighSurrogateFirst = 0xd800, HighSurrogateLast = 0xdbff,
}

// The notation's character classes, one definition each, for the lexer, the parser and completion.

export function isDigit(c: number): boolean {
  return c >= Char.Zero && c <= Char.Nine;
}

/** A digit 1 to 6: a die's face. */
export function isDie(c: number): boolean {
  return c >= Char.One && c <= Char.Six;
}

export function isLowerLetter(c: number): boolean {
  return c >= Char.LowerA && c <= Char.LowerZ;
}

/** An ASCII letter, either case. */
export function isLetter(c: number): boolean {
  return (c >= Char.UpperA && c <= Char.UpperZ) || (c >= Char.LowerA && c <= Char.LowerZ);
}

/** A letter or digit: what starts a word. */
export function isAlphanumeric(c: number): boolean {
  return (c >= Char.Zero && c <= Char.Nine) || (c >= Char.UpperA && c <= Char.UpperZ) || (c >= Char.LowerA && c <= Char.LowerZ);
}

/** The white space between tokens. */
export function isSpaceOrTab(c: number): boolean {
  return c === Char.Space || c === Char.Tab;
}

/** Whether `c` is a character that `String.prototype.trim` removes (JavaScript's white space and line terminators). */
export function isTrimmedSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The end of the run of digits from `i`. */
export function skipDigits(text: string, i: number): number {
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

/** The value of the digits from `start` to `end` (at most a few: a longer run is Infinity, never a valid number). */
export function digitsValue(text: string, start: number, end: number, maxDigits: number): number {
  if (end - start > maxDigits) return Infinity;
  let value = 0;
  for (let i = start; i < end; i++) value = value * 10 + (text.charCodeAt(i) - Char.Zero);
  return value;
}

/** What an ASCII character is to the lexer, by code (`CHAR_CLASS`): bits, none for the others. */
const SPACE_OR_TAB = 1;
/** A letter or a digit: starts a word and goes on one. */
const WORD_START = 2;
/** Goes on a word: a letter, a digit, + - or :. */
const IN_WORD = 4;

/**
 * The class of each ASCII character, looked up once a character instead of up to six range tests:
 * the lexer reads every character of every game line (the chess bench's games lexed about a tenth
 * faster, issue 24).
 */
const CHAR_CLASS: Uint8Array = (() => {
  const classes = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if (isSpaceOrTab(c)) classes[c] = SPACE_OR_TAB;
    else if (isAlphanumeric(c)) classes[c] = WORD_START | IN_WORD;
    else if (c === Char.Plus || c === Char.Minus || c === Char.Colon) classes[c] = IN_WORD;
  }
  return classes;
})();

function classOf(c: number): number {
  return c < 128 ? CHAR_CLASS[c]! : 0;
}

/**
 * Tokenizes `text` from `from` to `to` (exclusive) into `tokens`, whose earlier tokens it replaces.
 * Never throws. Scans character codes: no regular expression, and only a word's or a comment's
 * text is sliced.
 *
 * `chars` and `base`: where the line's characters are read, the whole document and the line's
 * offset in it when the parser has it. A line split from the document is a view of it, and each
 * character read from a view goes through it first: the document itself reads faster (the
 * chess bench's lines lexed in a fifth less time, issue 24, session 30). The tokens' positions are
 * the line's own all the same, and their texts are sliced from `text`.
 */
export function lexLine(tokens: LineTokens, text: string, from = 0, to = text.length, chars = text, base = 0): void {
  tokens.count = 0;
  tokens.source = text;
  tokens.chars = chars;
  tokens.base = base;
  tokens.semicolons = 0;
  tokens.firstSemicolon = -1;
  tokens.comments = 0;
  let i = from;
  let spaced = true;
  while (i < to) {
    const c = chars.charCodeAt(base + i);
    const cls = classOf(c);
    if (cls & SPACE_OR_TAB) {
      i++;
      while (i < to && classOf(chars.charCodeAt(base + i)) & SPACE_OR_TAB) i++;
      spaced = true;
      continue;
    }
    const start = i;
    if (cls & WORD_START) {
      // The commonest token first: a letter or digit, then letters, digits, + - and :.
      i++;
      while (i < to && classOf(chars.charCodeAt(base + i)) & IN_WORD) i++;
      tokens.put('word', undefined, start, i, spaced, false);
      spaced = false;
      continue;
    }
    switch (c) {
      case Char.LBrace: {
        const close = text.indexOf('}', i + 1);
        const closed = close >= 0 && close < to;
        const end = closed ? close + 1 : to;
        tokens.comments++;
        tokens.put('comment', text.slice(i + 1, closed ? close : end), i, end, spaced, !closed);
        i = end;
        break;
      }
      case Char.LBracket: {
        // Like the other two-character tokens, `[^` and `--` look one character ahead even at `to`,
        // never past the line's text (a line too long to keep is read as its head, the rest in `chars`).
        const caret = (i + 1 < text.length ? chars.charCodeAt(base + i + 1) : NaN) === Char.Caret;
        i += caret ? 2 : 1;
        tokens.put('lbracket', caret ? '[^' : '[', start, i, spaced, caret);
        break;
      }
      case Char.RBracket: tokens.put('rbracket', ']', start, ++i, spaced, false); break;
      case Char.LParen: tokens.put('lparen', '(', start, ++i, spaced, false); break;
      case Char.RParen: tokens.put('rparen', ')', start, ++i, spaced, false); break;
      case Char.Semicolon:
        if (tokens.semicolons++ === 0) tokens.firstSemicolon = tokens.count;
        tokens.put('semicolon', ';', start, ++i, spaced, false);
        break;
      case Char.At: tokens.put('symbol', '@', start, ++i, spaced, false); break;
      case Char.Amp: tokens.put('symbol', '&', start, ++i, spaced, false); break;
      case Char.Hash: tokens.put('symbol', '#', start, ++i, spaced, false); break;
      case Char.Slash: tokens.put('symbol', '/', start, ++i, spaced, false); break;
      case Char.Star: tokens.put('symbol', '*', start, ++i, spaced, false); break;
      case Char.Tilde: tokens.put('symbol', '~', start, ++i, spaced, false); break;
      case Char.EmDash: tokens.put('noplay', '—', start, ++i, spaced, false); break;
      case Char.Bang:
      case Char.Question: {
        // ! ? !! ?? !? ?!: two marks make one annotation.
        const next = i + 1 < to ? chars.charCodeAt(base + i + 1) : 0;
        i += next === Char.Bang || next === Char.Question ? 2 : 1;
        tokens.put('annotation', text.slice(start, i), start, i, spaced, false);
        break;
      }
      case Char.Minus:
        if ((i + 1 < text.length ? chars.charCodeAt(base + i + 1) : NaN) === Char.Minus) {
          i += 2;
          tokens.put('noplay', '--', start, i, spaced, false);
        } else {
          tokens.put('unknown', '-', start, ++i, spaced, false);
        }
        break;
      case Char.Equals:
      case Char.Greater: {
        // `=+2`, `=-4`, `=0`; `>CON`.
        i++;
        if (c === Char.Equals && i < to && (chars.charCodeAt(base + i) === Char.Plus || chars.charCodeAt(base + i) === Char.Minus)) i++;
        while (i < to && classOf(chars.charCodeAt(base + i)) & WORD_START) i++;
        tokens.put('word', undefined, start, i, spaced, false);
        break;
      }
      default:
        // One UTF-16 unit at a time, but keep a surrogate pair together so ranges stay whole.
        i += c >= Char.HighSurrogateFirst && c <= Char.HighSurrogateLast && i + 1 < to ? 2 : 1;
        tokens.put('unknown', text.slice(start, i), start, i, spaced, false);
    }
    spaced = false;
  }
}

/**
 * Tokenizes `text` from `from` to `to` (exclusive) into tokens of their own, for a reader that
 * keeps them: plain objects, every field set, each word's text sliced. Never throws.
 */
export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const tokens = new LineTokens();
  lexLine(tokens, text, from, to);
  const out: Token[] = new Array(tokens.count);
  for (let k = 0; k < tokens.count; k++) {
    const t = tokens.items[k]!;
    out[k] = { kind: t.kind, text: t.text, start: t.start, end: t.end, spaced: t.spaced, flag: t.flag };
  }
  return out;
}
