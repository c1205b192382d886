/**
 * The line level: one line of text into its node. A blank line, a comment, a tag, or a game line:
 * its round label, the ; between the sides' parts, each part's length, and the part handed to the
 * play grammar (playParser.ts). A line's parse depends only on its text, its number and whether it
 * is the last game line, which lets the document driver reuse it.
 */
import type { Diagnostic } from '../common/diagnostic';
import { excerpt, ownRange, range, type Range } from '../common/text';
import { actionRoundsForTurn, type Round, type Side } from '../data';
import type { Comment, GameLine, Line, NoPlay, Part, RoundLabel } from './ast';
import {
  digitsValue, isDigit, isLetter, isSpaceOrTab, isTrimmedSpace, lexLine, LineTokens, skipDigits, type Token,
} from './lexer';
import { LONG_LINE_CHARS, lineHead, lineLength } from './keptLines';
import { PartParser, UNCLOSED_COMMENT } from './playParser';
import { report } from './report';

/**
 * A side's part holding more tokens than this is no real play (the longest real ones hold a few
 * dozen); the rest is not read, so that no reader of the tree, nor the rules engine, works on a
 * play of a hundred thousand items.
 */
const MAX_PART_TOKENS = 500;
/** Every game line's tokens, one line at a time: a line's parse is synchronous and keeps no token. */
let lineTokens = new LineTokens();
/** Every part's parser, one part at a time (a line's parse is synchronous). */
let partParser = new PartParser();

/**
 * A new token list and part parser, at the start of a document's parse (parser.ts), as the
 * positions' cache (common/text.ts `freshPositions`): kept from parse to parse, they were promoted
 * by the collector, and each line's text, label and sink and each action's list of effects stored
 * in them took V8's write barrier's slow path, about 8 a line (issue 24, session 28). Made at the
 * parse's start, they stay young while a short document's parse lasts.
 */
export function freshLineReaders(): void {
  lineTokens = new LineTokens();
  partParser = new PartParser();
}

/**
 * How much of a game line is read as plays, in characters (TSN047): the rest of a longer one is
 * not read (issue 22: a line of 10^6 `;` held the server 1.2 s at opening and 2 s at each
 * keystroke, lexed whole and one TSN005 per `;`).
 */
export const MAX_GAME_LINE_CHARS = 10_000;
const TAG = /^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$/;

/**
 * The column of the first character `trimStart` keeps (the line's length for a blank line), within
 * the characters of a line that are read (a line too long to keep: its head, keptLines.ts).
 */
export function indentOf(raw: string): number {
  const read = Math.min(raw.length, LONG_LINE_CHARS);
  let i = 0;
  while (i < read && isTrimmedSpace(raw.charCodeAt(i))) i++;
  return i;
}

/** The length of `raw.trimEnd()`. */
function trimmedEnd(raw: string): number {
  let end = raw.length;
  while (end > 0 && isTrimmedSpace(raw.charCodeAt(end - 1))) end--;
  return end;
}

/** Where the round label that starts at `from` ends (`1.S`, `3.4`, `10.12`): -1 when there is none (`/^(\d+)\.([A-Za-z]|\d+)/`). */
export function labelEnd(raw: string, from: number): number {
  const dot = skipDigits(raw, from);
  if (dot === from || raw.charCodeAt(dot) !== 46) return -1;
  const round = raw.charCodeAt(dot + 1);
  if (isLetter(round)) return dot + 2;
  const end = skipDigits(raw, dot + 1);
  return end > dot + 1 ? end : -1;
}

/**
 * Line `n`'s node, from its text as kept (keptLines.ts): a line too long to keep is read as its
 * first LONG_LINE_CHARS characters, its ranges reaching its end, and TSN047 says so. `chars` and
 * `base`: the document the line was split from and the line's offset in it, when the caller has
 * them, for the lexer to read the line's characters from (lexer.ts `lexLine`).
 */
export function parseOneLine(kept: string, n: number, isLastGameLine: boolean, sink: Diagnostic[], chars = kept, base = 0): Line {
  if (kept.length <= LONG_LINE_CHARS) return parseReadLine({ raw: kept, length: kept.length, end: trimmedEnd(kept), chars, base }, n, isLastGameLine, sink);
  const length = lineLength(kept);
  const reported = sink.length;
  // Its end as it is, not trimmed: the characters past the head are not read, its last ones either.
  const head = lineHead(kept);
  const line = parseReadLine({ raw: head, length, end: length, chars: chars === kept ? head : chars, base }, n, isLastGameLine, sink);
  // A game line's plays are read to a tenth of the head, and TSN047 says so already.
  for (let k = reported; k < sink.length; k++) if (sink[k]!.code === 'TSN047') return line;
  report(sink, 'TSN047', range(n, LONG_LINE_CHARS, length),
    `This line is ${length.toLocaleString('en')} characters long, more than the ${LONG_LINE_CHARS.toLocaleString('en')} a line is read to: the rest of it, from here, is not read.`);
  return line;
}

/** A line's text as read (`raw`: all of it, or the head of one too long to keep), its length and where its text ends (trimmed, but for one too long to keep). */
interface ReadLine {
  readonly raw: string;
  readonly length: number;
  readonly end: number;
  /** Where `raw`'s characters are read from: `raw` itself, or the document at `base`. */
  readonly chars: string;
  readonly base: number;
}

function parseReadLine(read: ReadLine, n: number, isLastGameLine: boolean, sink: Diagnostic[]): Line {
  const { raw, length } = read;
  const indent = indentOf(raw);
  if (indent === raw.length) return { kind: 'blank', range: range(n, 0, length) };
  const first = raw.charCodeAt(indent);
  if (first === 35 /* # */) return { kind: 'comment', text: raw.slice(indent + 1).trim(), range: range(n, 0, length) };
  if (first === 91 /* [ */) return parseTag(read, n, indent, sink);
  if (isDigit(first)) return parseGameLine(read, n, indent, isLastGameLine, sink);
  report(sink, 'TSN001', range(n, indent, read.end),
    'This line is not TSN: expected a tag like [Event "…"], a comment starting with #, or a round label such as 1.3 followed by the plays.');
  return { kind: 'invalid', text: raw, range: range(n, 0, length) };
}

function parseTag({ raw, length }: ReadLine, n: number, indent: number, sink: Diagnostic[]): Line {
  const body = raw.slice(indent).trimEnd();
  const m = TAG.exec(body);
  if (!m) {
    report(sink, 'TSN002', range(n, indent, indent + body.length),
      'Malformed tag: write a tag as [Name "value"], with the value in double quotes, one tag a line.');
    return { kind: 'invalid', text: raw, range: range(n, 0, length) };
  }
  const name = m[1]!;
  const nameStart = indent + 1;
  const valueStart = body.indexOf('"') + indent + 1;
  const value = m[2]!;
  return {
    kind: 'tag',
    name,
    value: value.includes('\\') ? value.replace(/\\(.)/g, '$1') : value,
    nameRange: range(n, nameStart, nameStart + name.length),
    valueRange: range(n, valueStart, valueStart + value.length),
    range: range(n, indent, indent + body.length),
  };
}

function parseGameLine(read: ReadLine, n: number, indent: number, isLastGameLine: boolean, sink: Diagnostic[]): Line {
  const { raw, length } = read;
  const end = labelEnd(raw, indent);
  if (end < 0) {
    const labelText = /^\S+/.exec(raw.slice(indent))?.[0] ?? '';
    report(sink, 'TSN003', range(n, indent, indent + labelText.length), `"${excerpt(labelText)}" is not a round label: write the turn, a dot and the round, such as 3.4, 3.H or 3.E.`);
    return { kind: 'invalid', text: raw, range: range(n, 0, length) };
  }
  const labelRange = range(n, indent, end);
  const label = readLabel(raw, indent, end, labelRange, sink);
  if (!label) return { kind: 'invalid', text: raw, range: range(n, 0, length) };
  const labelText = label.text;
  const after = end;
  if (after < raw.length && !isSpaceOrTab(raw.charCodeAt(after))) {
    report(sink, 'TSN003', range(n, indent, after + 1),
      `Put spaces between the round label ${labelText} and the play: "${labelText}   ${excerpt(raw.slice(after).trim())}".`);
  }
  const readTo = readableEnd(raw, after);
  if (readTo < length) {
    report(sink, 'TSN047', range(n, readTo, Math.max(readTo, read.end)),
      `This line is ${length.toLocaleString('en')} characters long, more than the ${MAX_GAME_LINE_CHARS.toLocaleString('en')} a game line is read to (a real one holds under 200): the rest of it, from here, is not read.`);
  }
  lexLine(lineTokens, raw, after, readTo, read.chars, read.base);
  const line = gameLineOf(read.end, n, indent, isLastGameLine, label, labelRange, sink);
  // A word's text is read from the line (LineTokens.source), in a long file a view of the whole
  // text, and its characters from the whole text (LineTokens.chars): the tokens keep neither past
  // the line's parse.
  lineTokens.source = lineTokens.chars = '';
  return line;
}

/** The game line whose label is `label` and whose tokens lineTokens holds. */
function gameLineOf(lineEnd: number, n: number, indent: number, isLastGameLine: boolean, label: RoundLabel, labelRange: Range, sink: Diagnostic[]): GameLine {
  const labelText = label.text;
  const tokens = lineTokens.items;
  const count = lineTokens.count;
  // The parts as runs of `tokens`: [from, to) of the USSR's, then of the US's (when a ; follows).
  const separators = lineTokens.semicolons;
  const ussrEnd = separators > 0 ? lineTokens.firstSemicolon : count;
  const separator: Token | undefined = separators > 0 ? tokens[ussrEnd] : undefined;
  let usEnd = count;
  if (separators > 1) {
    for (let k = ussrEnd + 1; k < count; k++) if (tokens[k]!.kind === 'semicolon') { usEnd = k; break; }
  }
  const ussrTo = readEnd(tokens, 0, ussrEnd, n, sink);
  const usTo = separator ? readEnd(tokens, ussrEnd + 1, usEnd, n, sink) : -1;
  if (separators > 1) {
    // The parts after a second ; are not read, but their length is checked like the others'.
    let from = usEnd + 1;
    for (let k = from; k <= count; k++) {
      if (k === count || tokens[k]!.kind === 'semicolon') { readEnd(tokens, from, k, n, sink); from = k + 1; }
    }
  }
  if (ussrTo === 0 && !separator) {
    report(sink, 'TSN035', labelRange, `Nothing follows ${labelText}: write the USSR's play, " ; ", then the US's play (— for no play).`);
    return { kind: 'game', label, range: range(n, indent, lineEnd) };
  }
  if (separators > 1) {
    for (let k = ussrEnd + 1; k < count; k++) {
      const extra = tokens[k]!;
      if (extra.kind === 'semicolon') {
        report(sink, 'TSN005', range(n, extra.start, extra.end), 'A line has one ; between the USSR\'s play and the US\'s play; this one is extra.');
      }
    }
  }
  const ussr = parsePart(lineTokens, 0, ussrTo, label, n, sink, separator ? separator.start : lineEnd, 'USSR');
  let us: Part | undefined;
  if (separator) {
    us = parsePart(lineTokens, ussrEnd + 1, usTo, label, n, sink, lineEnd, 'US');
  } else if (!isLastGameLine) {
    report(sink, 'TSN004', range(n, lineEnd, lineEnd),
      'Missing " ; " and the US\'s play: only the last line of a game still being played may hold the USSR\'s play alone (write — when the US had no play).');
  }
  const lineRange = range(n, indent, lineEnd);
  // Only the fields that are there, in this order (the shape every version of the parser gave).
  if (ussr && us && separator) return { kind: 'game', label, range: lineRange, ussr, us, separatorRange: range(n, separator.start, separator.end) };
  const line: GameLine = {
    kind: 'game',
    label,
    range: lineRange,
    ...(ussr ? { ussr } : {}),
    ...(us ? { us } : {}),
    ...(separator ? { separatorRange: range(n, separator.start, separator.end) } : {}),
  };
  return line;
}

/**
 * Where the reading of a game line's plays stops: its end, or for a line past MAX_GAME_LINE_CHARS
 * a space or tab just before that many characters (no item cut in two), else the limit itself
 * (a run of symbols with no space, such as UNI@UNI@…, is cut where it reaches it).
 */
function readableEnd(raw: string, from: number): number {
  if (raw.length <= MAX_GAME_LINE_CHARS) return raw.length;
  const lowest = Math.max(from, MAX_GAME_LINE_CHARS - ITEM_CHARS);
  for (let i = MAX_GAME_LINE_CHARS; i > lowest; i--) if (isSpaceOrTab(raw.charCodeAt(i))) return i;
  return Math.max(from, MAX_GAME_LINE_CHARS);
}

/** More than any item's length: how far back from the limit `readableEnd` looks for a space. */
const ITEM_CHARS = 64;

/**
 * Where the reading of the part written from `from` to `to` in `tokens` stops: `to`, or after
 * `MAX_PART_TOKENS`, the rest being reported (TSN043) and left out.
 */
function readEnd(tokens: readonly Token[], from: number, to: number, n: number, sink: Diagnostic[]): number {
  const count = to - from;
  if (count > MAX_PART_TOKENS) {
    const first = tokens[from + MAX_PART_TOKENS]!;
    const last = tokens[to - 1]!;
    report(sink, 'TSN043', range(n, first.start, last.end),
      `This play writes ${count} items and marks, more than the ${MAX_PART_TOKENS} any real play could need; the rest of it, from here, is not read.`);
    return from + MAX_PART_TOKENS;
  }
  return to;
}

/** The labels as written canonically (`3.4`, `3.H`), by turn and round: one string for every line that writes one. */
const LABEL_TEXTS: string[] = [];

/** The text of the label from `start` to `end` of `raw`: the shared canonical string when it is written so. */
function labelTextOf(raw: string, start: number, end: number, turn: number, round: Round): string {
  const key = turn * 32 + (typeof round === 'number' ? round : 'SDHE'.indexOf(round) + 10);
  const text = (LABEL_TEXTS[key] ??= `${turn}.${round}`);
  // Written so when as long (no leading zero: `03.4`) and not with a lower-case round (`3.h`, read as H).
  const canonical = end - start === text.length && (typeof round === 'number' || raw.charCodeAt(end - 1) === text.charCodeAt(text.length - 1));
  return canonical ? text : raw.slice(start, end);
}

/** The label from `start` to `end` of `raw`, which `labelEnd` found: `digits.letter` or `digits.digits`. */
function readLabel(raw: string, start: number, end: number, labelRange: Range, sink: Diagnostic[]): RoundLabel | undefined {
  const dot = skipDigits(raw, start);
  const turn = digitsValue(raw, start, dot, 3);
  if (turn < 1 || turn > 10) {
    report(sink, 'TSN003', labelRange, `Turn ${excerpt(raw.slice(start, dot), 12)} does not exist: a game has turns 1 to 10.`);
    return undefined;
  }
  let round: Round;
  const roundCode = raw.charCodeAt(dot + 1);
  if (isDigit(roundCode)) {
    const r = digitsValue(raw, dot + 1, end, 2);
    if (r < 1 || r > 8) {
      const rounds = actionRoundsForTurn(turn) ?? 7;
      report(sink, 'TSN003', labelRange, `Action round ${excerpt(raw.slice(dot + 1, end), 12)} does not exist: turn ${turn} has rounds ${turn}.1 to ${turn}.${rounds} (${turn}.${rounds + 1} for a side with an extra round, from the Space Station or North Sea Oil).`);
      return undefined;
    }
    round = r;
  } else {
    const roundText = raw[dot + 1]!;
    const upper = roundText.toUpperCase();
    if (!'SDHE'.includes(upper)) {
      report(sink, 'TSN003', labelRange,
        `"${raw.slice(start, end)}" is not a round: after the dot write S (setup), D (deal), H (headline), E (end of turn) or an action round 1-8.`);
      return undefined;
    }
    const turnText = raw.slice(start, dot);
    if (upper !== roundText) {
      report(sink, 'TSN013', labelRange, `Round letters are upper case: write ${turnText}.${upper}.`, { title: `Write ${turnText}.${upper}`, newText: `${turnText}.${upper}` });
    }
    if (upper === 'S' && turn !== 1) {
      report(sink, 'TSN003', labelRange, `Only turn 1 has a setup line (1.S); ${turnText}.S does not exist.`);
      return undefined;
    }
    round = upper as Round;
  }
  return { turn, round, text: labelTextOf(raw, start, end, turn, round), range: labelRange };
}

/** Reads the part written in the line's tokens from `from` to `to`. */
function parsePart(line: LineTokens, from: number, to: number, label: RoundLabel, n: number, sink: Diagnostic[], fallbackColumn: number, side: Side): Part | undefined {
  if (to === from) {
    report(sink, 'TSN035', range(n, fallbackColumn, fallbackColumn),
      `The ${side}'s part of ${label.text} is empty: write its play, or — for no play.`);
    return undefined;
  }
  const tokens = line.items;
  const first = tokens[from]!;
  const last = tokens[to - 1]!;
  const partRange = ownRange(n, first.start, last.end); // its own object (text.ts `ownRange`)
  // Comments may stand anywhere in a part, as in PGN: what the part holds is its other tokens
  // (every token when the line has no comment, as most have not).
  let meaningful = to - from;
  let only: Token | undefined = last;
  if (line.comments > 0) {
    meaningful = 0;
    for (let k = from; k < to; k++) {
      if (tokens[k]!.kind !== 'comment') { meaningful++; only = tokens[k]; }
    }
  }
  if (meaningful === 0) {
    reportUnclosedComments(tokens, from, to, n, sink);
    report(sink, 'TSN035', partRange, `The ${side}'s part of ${label.text} holds only a comment: write its play, or — for no play.`);
    return undefined;
  }
  if (meaningful === 1 && (only!.kind === 'noplay' || isWrongDash(only!))) {
    const dash = only!;
    if (dash.kind !== 'noplay') {
      report(sink, 'TSN031', range(n, dash.start, dash.end), `Write no play as — (or --), not "${dash.text}".`, { title: 'Write —', newText: '—' });
    }
    if (to - from === 1) return { kind: 'none', text: dash.text, range: partRange };
    reportUnclosedComments(tokens, from, to, n, sink);
    const comments: Comment[] = [];
    for (let k = from; k < to; k++) {
      const t = tokens[k]!;
      if (t.kind === 'comment') comments.push({ text: t.text, range: range(n, t.start, t.end) });
    }
    const none: NoPlay = { kind: 'none', text: dash.text, range: partRange, comments };
    return none;
  }
  const p = partParser.reading(tokens, line.chars, line.base, line.count, from, to, n, sink, label, side);
  try {
    // An action round's number first: a switch on a round that may be a number compares each case
    // with V8's generic strict equality, a builtin call (issue 24).
    if (typeof label.round === 'number') return p.play(partRange);
    switch (label.round) {
      case 'S': return p.setup(partRange);
      case 'D': return p.deal(partRange);
      case 'E': return p.end(partRange);
      default: return p.play(partRange);
    }
  } finally {
    p.done();
  }
}

/** TSN026 for each `{` comment from `from` to `to` that does not close on its line (a part read without a PartParser). */
function reportUnclosedComments(tokens: readonly Token[], from: number, to: number, n: number, sink: Diagnostic[]): void {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === 'comment' && t.flag) report(sink, 'TSN026', range(n, t.start, t.end), UNCLOSED_COMMENT);
  }
}

/** Dashes that look like the no-play dash but are not it: – ‒ ― - −. */
function isWrongDash(t: Token): boolean {
  if (t.kind !== 'unknown' || t.end - t.start !== 1) return false;
  const c = t.text.charCodeAt(0);
  return c === 0x2013 || c === 0x2012 || c === 0x2015 || c === 0x2d || c === 0x2212;
}
