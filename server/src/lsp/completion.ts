/**
 * Completion: what may be written at the cursor, by the board as it stands there. Card codes where
 * a card is expected (the cards the side can play first, the others marked with why not); after a
 * play symbol, what the engine's legal choices allow next for the play as written so far: an
 * event's targets with what each gives (`COM@`: Eastern Europe without US control), the points,
 * coups and realignment rolls of operations with their cost or odds, the cards an event moves, the
 * region Chernobyl names; the next line's label at the start of a line; tag names and known tag
 * values in the header. Nothing inside a `{…}` comment, a free-text tag value, or after a symbol
 * where the rules allow nothing (`CON@`). The line is read from the lexer's tokens; the choices
 * come from the analysis (analysis/choices.ts), which asks the rules engine.
 */
import {
  CompletionItemKind, CompletionItemTag, InsertTextFormat, MarkupKind, type CompletionItem, type Position, type Range,
} from 'vscode-languageserver';
import {
  cardByCode, cardChoices, cardFacts, cardMarkdown, CARDS, cardTitle, COUNTRIES, countryByCode, countryFacts, countryMarkdown,
  isAlphanumeric, isDigit, isSpaceOrTab, nextLabels, regionByCode, resultTag, targetChoices, tokenize, type Card,
  type ChoicePoint, type DocumentAnalysis, type Round, type Side, type TargetChoice, type Targets, type TargetSpot, type Token,
} from '../../../core/src';
import type { Workspace } from './workspace';

export type CompletionContext = 'card' | 'target' | 'label' | 'tagName' | 'tagValue' | 'none';

/** What a card at this place is: the play's own card, a card of a deal's hand. */
export type CardRole = 'play' | 'deal';

/** What the text before the cursor says is expected there. */
export interface CompletionSpot {
  readonly context: CompletionContext;
  /** Where the code being typed starts: the completion replaces from there to the cursor. */
  readonly wordStart: number;
  readonly turn?: number;
  readonly round?: Round;
  /** The side whose part the cursor is in. */
  readonly side?: Side;
  readonly cardRole?: CardRole;
  /** After a play symbol: which, and whether inside `( )`. */
  readonly target?: TargetSpot;
  /** The target list was reached by a space after a finished item (`MAR&JP3 `), not by a symbol. */
  readonly afterSpace?: boolean;
  /** The tag whose value is being written. */
  readonly tag?: string;
}

const ERA_START_TURN = { Early: 1, Mid: 4, Late: 8 } as const;
/** The header's tags, in the order a file usually writes them. */
const TAG_NAMES = ['Event', 'Site', 'Date', 'USSR', 'US', 'Round', 'Result', 'Annotator', 'Notation'] as const;
/** The width of the label column (`1.5   NAS#IR6+3`). */
const LABEL_WIDTH = 6;
/** A round's text after the label's dot: an action round's number or H, D, S, E. */
const ROUND_TEXT = /^(\d{1,2}|[HDSEhdse])$/;
/** The symbols after which an item of a play is written. */
const TARGET_SYMBOLS = new Set(['@', '&', '#', '/']);

const isCode = (text: string) => text.length > 0 && [...text].every((c) => isAlphanumeric(c.charCodeAt(0)));

/** What the position expects, from the lexer's tokens of the line up to the cursor. */
export function completionContext(line: string, character: number): CompletionSpot {
  const end = Math.max(0, Math.min(character, line.length));
  const tokens = tokenize(line, 0, end);
  const last = tokens[tokens.length - 1];
  // The code being typed: the word that reaches the cursor.
  const typing = last && last.kind === 'word' && last.end === end ? last : undefined;
  const none = (wordStart = typing?.start ?? end): CompletionSpot => ({ context: 'none', wordStart });
  if (tokens.length === 0) return { context: 'label', wordStart: end };
  const first = tokens[0]!;
  if (first.kind === 'lbracket') return tagSpot(line, first.start, end, none());
  if (first.kind !== 'word' || !isDigit(first.text.charCodeAt(0))) return none(); // a comment (#), the replay block ({), text that is no game line

  // The label: turn, dot, round, then a space. The cursor still in it: the label is being written.
  const label = { context: 'label', wordStart: first.start } as const;
  if (!/^\d+$/.test(first.text)) return none();
  const dot = tokens[1];
  if (!dot) return label;
  if (dot.text !== '.' || dot.spaced) return none();
  const roundToken = tokens[2];
  if (!roundToken || (roundToken === last && !roundToken.spaced && end === roundToken.end)) return roundToken && !ROUND_TEXT.test(roundToken.text) ? none() : label;
  if (roundToken.spaced || !ROUND_TEXT.test(roundToken.text)) return none();
  const rest = tokens.slice(3);
  if (rest.length > 0 && !rest[0]!.spaced) return none();
  if (rest.length === 0 && roundToken.end === end) return label;
  const round: Round = /^\d+$/.test(roundToken.text) ? Number(roundToken.text) : roundToken.text.toUpperCase() as Round;
  return partSpot(rest, typing, end, { turn: Number(first.text), round });
}

/** In the parts of a game line: which side, what its play is, and what the cursor follows. */
function partSpot(tokens: readonly Token[], typing: Token | undefined, end: number, label: { turn: number; round: Round }): CompletionSpot {
  const before = typing ? tokens.slice(0, -1) : tokens;
  const wordStart = typing?.start ?? end;
  const none: CompletionSpot = { context: 'none', wordStart };
  let side: Side = 'USSR';
  let brackets = 0;
  let parens = 0;
  let partTokens = 0;
  let lastSymbol: string | null = null;
  for (const t of before) {
    if (t.kind === 'comment') {
      // A comment without its `}` runs to the cursor: nothing to complete in it.
      if (t.flag) return none;
      continue;
    }
    if (t.kind === 'semicolon' && brackets === 0 && parens === 0) {
      side = 'US';
      partTokens = 0;
      lastSymbol = null;
      continue;
    }
    partTokens++;
    if (t.kind === 'lbracket') brackets++;
    else if (t.kind === 'rbracket') brackets = Math.max(0, brackets - 1);
    else if (t.kind === 'lparen') parens++;
    else if (t.kind === 'rparen') parens = Math.max(0, parens - 1);
    else if (t.kind === 'symbol') lastSymbol = t.text;
  }
  const { round } = label;
  const base = { wordStart, ...label, side };
  const cards = (role: CardRole): CompletionSpot => ({ ...base, context: 'card', cardRole: role });
  const target = (symbol: TargetSpot['symbol'], afterSpace = false, start = wordStart): CompletionSpot => ({
    ...base, wordStart: start, context: 'target', target: { symbol, opponent: parens > 0 }, ...(afterSpace ? { afterSpace } : {}),
  });
  // The word typed: a code, `>` and a card's code, `x` and a war's country; anything else (a die, a result) is no code.
  const text = typing?.text ?? '';
  const code = !typing || isCode(text);
  if (round === 'D') return brackets > 0 && code ? cards('deal') : none;
  if (round === 'S') return code ? target(null) : none;
  if (round === 'E') return none;
  if (partTokens === 0) return code ? cards('play') : none;
  if (text.startsWith('>')) return target('>', false, wordStart + 1);
  const previous = before[before.length - 1];
  const spaced = typing ? typing.spaced : !previous || previous.end < end;
  if (text.startsWith('x') && text.length > 1 && isCode(text.slice(1)) && (spaced || previous?.kind === 'lparen' || previous?.text === '@')) return target('x', false, wordStart + 1);
  if (!code) return none;
  if (brackets > 0) return target('[');
  if (!spaced && previous) {
    if (previous.kind === 'symbol' && TARGET_SYMBOLS.has(previous.text)) return target(previous.text as TargetSpot['symbol']);
    if (previous.kind === 'lparen') return target(lastSymbol === '&' ? '&' : '@');
    return none;
  }
  // After a space, the last symbol decides: influence, event and realignment lists name countries; a headline's event needs no @.
  if (lastSymbol === '@' || lastSymbol === '&' || lastSymbol === '/') return target(lastSymbol, !typing);
  if (!lastSymbol && round === 'H') return target(null, !typing);
  return none;
}

/** In a tag line: its name right after `[`, or its value between the quotes (only tags with known values). */
function tagSpot(line: string, open: number, end: number, none: CompletionSpot): CompletionSpot {
  let k = open + 1;
  while (k < end && isAlphanumeric(line.charCodeAt(k))) k++;
  if (k === end) return { context: 'tagName', wordStart: open + 1 };
  const name = line.slice(open + 1, k);
  while (k < end && isSpaceOrTab(line.charCodeAt(k))) k++;
  if (k === end || line.charCodeAt(k) !== 34 /* " */) return none;
  const valueStart = k + 1;
  for (let q = valueStart; q < end; q++) if (line.charCodeAt(q) === 34 || line.charCodeAt(q) === 92 /* \ */) return none;
  return name === 'Notation' || name === 'Result' || name === 'Date' ? { context: 'tagValue', wordStart: valueStart, tag: name } : none;
}

/** Characters that open the list as they are typed; `triggerCharacters` in main.ts. */
export const TRIGGER_CHARACTERS = ['&', '#', '/', '@', '>', '(', '[', '"', ' ', '.', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The completion items at a position. `triggerCharacter` is the character that opened the list, if
 * one did. A space opens it only where more must be written (`MAR&JP3 ` with an op left, `COM@PL HU `),
 * so that Enter after a finished play still starts a new line; a digit or a dot only for a label
 * at the line's start (an editor does not open its list by itself on a number).
 */
export function completionsAt(analysis: DocumentAnalysis, position: Position, triggerCharacter?: string): CompletionItem[] {
  if (triggerCharacter === ';') return [];
  const lineText = analysis.lineText(position.line) ?? '';
  const spot = completionContext(lineText, position.character);
  const bySpace = triggerCharacter === ' ';
  const byDigit = triggerCharacter !== undefined && (triggerCharacter === '.' || isDigit(triggerCharacter.charCodeAt(0)));
  if (byDigit && spot.context !== 'label') return [];
  if (bySpace && !(spot.context === 'target' && spot.afterSpace)) return [];
  const range: Range = { start: { line: position.line, character: spot.wordStart }, end: position };
  const point: ChoicePoint | undefined = spot.turn !== undefined && spot.round !== undefined && spot.side
    ? { line: position.line, turn: spot.turn, round: spot.round, side: spot.side }
    : undefined;
  switch (spot.context) {
    case 'card':
      return point && analysis.replay ? playableCardItems(analysis, point, range) : eraCardItems(analysis.turnAt(position.line), range);
    case 'target': {
      const targets = point && analysis.replay ? targetChoices(analysis, point, lineText.slice(0, spot.wordStart), spot.target!) : undefined;
      if (bySpace && !targets?.required) return [];
      if (!targets) return spot.target!.symbol === '>' || spot.target!.symbol === '[' ? eraCardItems(analysis.turnAt(position.line), range) : allCountryItems(range);
      return targetItems(targets, range);
    }
    case 'label': return labelItems(analysis, position.line, range, lineText.slice(position.character));
    case 'tagName': return tagNameItems(analysis, range, lineText.slice(position.character));
    case 'tagValue': return tagValueItems(analysis, spot.tag!, range);
    case 'none': return [];
  }
}

function cardItem(card: Card, range: Range, sortText: string): CompletionItem {
  return {
    label: card.code,
    labelDetails: { description: cardTitle(card.code) },
    kind: card.scoring ? CompletionItemKind.Event : CompletionItemKind.Value,
    detail: `${cardTitle(card.code)} — ${cardFacts(card)}`,
    documentation: { kind: MarkupKind.Markdown, value: cardMarkdown(card.code)! },
    filterText: `${card.code} ${cardTitle(card.code)}`,
    sortText,
    textEdit: { range, newText: card.code },
  };
}

/** The side's cards: those it can play here first, each with its operations now; the others struck through, with why. */
function playableCardItems(analysis: DocumentAnalysis, point: ChoicePoint, range: Range): CompletionItem[] {
  return cardChoices(analysis, point).map((choice, index) => {
    const { card, why } = choice;
    const item = cardItem(card, range, `${why ? 1 : 0}${String(index).padStart(3, '0')}`);
    const facts = [choice.ops, card.side === 'neutral' ? 'neutral' : `${card.side} event`, `${card.era} War`];
    if (choice.helpsOpponent) facts.push(`its event helps the ${card.side}`);
    item.detail = `${cardTitle(card.code)} — ${facts.join(' · ')}${why ? ` · unavailable: ${why}` : ''}`;
    if (why) {
      item.labelDetails = { description: `${cardTitle(card.code)} — ${why}` };
      item.tags = [CompletionItemTag.Deprecated];
    }
    return item;
  });
}

/** Cards where the board does not say which may come: those in the deck by this turn first. */
function eraCardItems(turn: number, range: Range): CompletionItem[] {
  return CARDS.map((card) => cardItem(card, range, `${ERA_START_TURN[card.era] <= turn ? 0 : 1}${String(card.number).padStart(3, '0')}`));
}

/** What the engine allows after the symbol: the legal choices first, best first, each with what it gives; the others struck through, with why. */
function targetItems(targets: Targets, range: Range): CompletionItem[] {
  return targets.choices.map((choice, index) => {
    const sortText = `${choice.legal ? 0 : 1}${String(index).padStart(3, '0')}`;
    const item = targets.kind === 'country' ? countryItem(choice, range, sortText)
      : targets.kind === 'card' ? { ...cardItem(cardByCode(choice.code)!, range, sortText), labelDetails: { description: choice.note.startsWith(cardTitle(choice.code)) ? choice.note : `${cardTitle(choice.code)} — ${choice.note}` } }
        : regionItem(choice, range, sortText);
    item.detail = `${item.detail}${choice.legal ? '' : ` · ${targets.rule}`}`;
    if (!choice.legal) item.tags = [CompletionItemTag.Deprecated];
    return item;
  });
}

function countryItem(choice: TargetChoice, range: Range, sortText: string): CompletionItem {
  const country = countryByCode(choice.code)!;
  const { note } = choice;
  return {
    label: country.code,
    labelDetails: { description: note ? `${country.name} — ${note}` : country.name },
    kind: CompletionItemKind.EnumMember,
    detail: `${country.name} — ${countryFacts(country)}${note ? ` · ${note}` : ''}`,
    documentation: { kind: MarkupKind.Markdown, value: countryMarkdown(country.code)! },
    filterText: `${country.code} ${country.name}`,
    sortText,
    textEdit: { range, newText: country.code },
  };
}

/** Every country in the map's order, where the board does not say which may come. */
function allCountryItems(range: Range): CompletionItem[] {
  return COUNTRIES.map((country, index) => countryItem({ code: country.code, legal: true, note: '' }, range, `0${String(index).padStart(3, '0')}`));
}

function regionItem(choice: TargetChoice, range: Range, sortText: string): CompletionItem {
  const name = regionByCode(choice.code)?.name ?? choice.code;
  return { label: choice.code, labelDetails: { description: name }, kind: CompletionItemKind.Module, detail: name, sortText, textEdit: { range, newText: choice.code } };
}

/** The next line's label, written with the label column's spaces after it. */
function labelItems(analysis: DocumentAnalysis, line: number, range: Range, after: string): CompletionItem[] {
  const pad = after.length > 0 && !isSpaceOrTab(after.charCodeAt(0));
  return nextLabels(analysis, line).map((choice, index) => ({
    label: choice.label,
    labelDetails: { description: choice.description },
    kind: CompletionItemKind.Keyword,
    detail: choice.description,
    sortText: String(index).padStart(3, '0'),
    filterText: choice.label,
    textEdit: { range, newText: pad || after.length === 0 ? choice.label.padEnd(LABEL_WIDTH - 1) + ' ' : choice.label },
  }));
}

function tagNameItems(analysis: DocumentAnalysis, range: Range, after: string): CompletionItem[] {
  const set = new Set(analysis.syntax.tags().map((t) => t.name));
  const close = after.startsWith(']') ? '' : ']';
  return TAG_NAMES.filter((name) => !set.has(name)).map((name, index) => ({
    label: name,
    kind: CompletionItemKind.Property,
    detail: `The [${name} "…"] tag`,
    sortText: String(index).padStart(2, '0'),
    insertTextFormat: InsertTextFormat.Snippet,
    textEdit: { range, newText: `${name} "$1"${close}` },
  }));
}

function tagValueItems(analysis: DocumentAnalysis, tag: string, range: Range): CompletionItem[] {
  const values: { value: string; detail: string }[] = [];
  if (tag === 'Notation') values.push({ value: 'TSN 2', detail: 'The notation this file follows' });
  if (tag === 'Date') {
    const today = new Date();
    const date = `${today.getFullYear()}.${String(today.getMonth() + 1).padStart(2, '0')}.${String(today.getDate()).padStart(2, '0')}`;
    values.push({ value: date, detail: 'Today' });
  }
  if (tag === 'Result') {
    const final = analysis.replay?.final;
    if (final?.result) values.push({ value: resultTag(final.result, final.vp), detail: 'The result of the game as replayed' });
    for (const value of ['USSR wins', 'US wins', 'Draw']) values.push({ value, detail: 'A result' });
  }
  return values.map(({ value, detail }, index) => ({
    label: value,
    kind: CompletionItemKind.Value,
    detail,
    sortText: String(index).padStart(2, '0'),
    textEdit: { range, newText: value },
  }));
}

export function registerCompletion(workspace: Workspace): void {
  workspace.connection.onCompletion(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? completionsAt(analysis, params.position, params.context?.triggerCharacter) : [];
  });
}
