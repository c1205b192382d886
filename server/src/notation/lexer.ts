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

export interface Token {
  readonly kind: TokenKind;
  /** The token's text as written (for a comment, its inner text). */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** True when whitespace separates this token from the previous one (or it starts the input). */
  readonly spaced: boolean;
  /** A `{` comment without its `}` on the same line; a `[^` list. */
  readonly flag?: boolean;
}

const WORD = /=[+\-]?[A-Za-z0-9]*|>[A-Za-z0-9]*|[A-Za-z0-9][A-Za-z0-9+\-:]*/y;
const ANNOTATION = /!!|\?\?|!\?|\?!|!|\?/y;
const SYMBOLS = '@&#/*~';

/** Tokenizes `text` from `from` to `to` (exclusive). Never throws. */
export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const tokens: Token[] = [];
  let i = from;
  let spaced = true;
  const push = (kind: TokenKind, start: number, end: number, value = text.slice(start, end), flag?: boolean) => {
    tokens.push(flag === undefined ? { kind, text: value, start, end, spaced } : { kind, text: value, start, end, spaced, flag });
    spaced = false;
  };
  while (i < to) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      while (i < to && (text[i] === ' ' || text[i] === '\t')) i++;
      spaced = true;
      continue;
    }
    if (c === '{') {
      const close = text.indexOf('}', i + 1);
      const end = close < 0 || close >= to ? to : close + 1;
      const closed = close >= 0 && close < to;
      push('comment', i, end, text.slice(i + 1, closed ? end - 1 : end), !closed);
      i = end;
      continue;
    }
    if (c === '[') {
      const caret = text[i + 1] === '^';
      push('lbracket', i, i + (caret ? 2 : 1), caret ? '[^' : '[', caret);
      i += caret ? 2 : 1;
      continue;
    }
    if (c === ']') { push('rbracket', i, i + 1); i++; continue; }
    if (c === '(') { push('lparen', i, i + 1); i++; continue; }
    if (c === ')') { push('rparen', i, i + 1); i++; continue; }
    if (c === ';') { push('semicolon', i, i + 1); i++; continue; }
    if (SYMBOLS.includes(c)) { push('symbol', i, i + 1); i++; continue; }
    if (c === '—') { push('noplay', i, i + 1); i++; continue; }
    if (c === '-' && text[i + 1] === '-') { push('noplay', i, i + 2); i += 2; continue; }
    if (c === '!' || c === '?') {
      ANNOTATION.lastIndex = i;
      const m = ANNOTATION.exec(text)!;
      const end = Math.min(i + m[0].length, to);
      push('annotation', i, end);
      i = end;
      continue;
    }
    WORD.lastIndex = i;
    const m = WORD.exec(text);
    if (m && m[0].length > 0) {
      const end = Math.min(i + m[0].length, to);
      push('word', i, end);
      i = end;
      continue;
    }
    // One UTF-16 unit at a time, but keep a surrogate pair together so ranges stay whole.
    const width = c >= '\ud800' && c <= '\udbff' && i + 1 < to ? 2 : 1;
    push('unknown', i, i + width);
    i += width;
  }
  return tokens;
}
