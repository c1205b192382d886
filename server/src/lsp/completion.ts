/**
 * Completion: what may be written at the cursor, by the board as it stands there. Card codes where
 * a card is expected (the cards the side can play first, the others marked with why not), country
 * codes where a country is expected (the legal ones for the play symbol first, with their cost,
 * coup odds or realignment modifiers), region codes after a card that names one, the next line's
 * label at the start of a line, and tag names and known tag values in the header. Nothing inside
 * a `{…}` comment or a free-text tag value. The choices come from the analysis (analysis/choices.ts),
 * which asks the rules engine; this module only reads the line and shapes the items.
 */
import {
  CompletionItemKind, CompletionItemTag, InsertTextFormat, MarkupKind, type CompletionItem, type Position, type Range,
} from 'vscode-languageserver';
import { CARDS, COUNTRIES, REGION_CODES, regionByCode, cardTitle, type Card, type Round } from '../../../core/src/data';
import {
  cardChoices, cardFacts, cardMarkdown, countryChoices, countryFacts, countryMarkdown, nextLabels,
  type ChoicePoint, type CountryPurpose, type DocumentAnalysis,
} from '../../../core/src/analysis';
import { NOT_HEADLINED, type Side } from '../../../core/src/rules';
import { resultTag } from '../../../core/src/common/text';
import type { Workspace } from './workspace';

export type CompletionContext = 'card' | 'country' | 'region' | 'label' | 'tagName' | 'tagValue' | 'none';

/** What a card at this place is: the play's own card, a card of a deal's hand, or another (a card mark, cards drawn). */
export type CardRole = 'play' | 'deal' | 'other';

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
  readonly countryPurpose?: CountryPurpose;
  /** The code of the card the part plays (for a coup's odds). */
  readonly card?: string;
  /** The tag whose value is being written. */
  readonly tag?: string;
}

/** The text of a line, read one character at a time (a string is one; tests count the reads). */
export interface CharSource {
  readonly length: number;
  charCodeAt(index: number): number;
}

const ERA_START_TURN = { Early: 1, Mid: 4, Late: 8 } as const;
/** Cards whose event names a region: Chernobyl. */
const REGION_CARDS = new Set(['CNB']);
/** The header's tags, in the order a file usually writes them. */
const TAG_NAMES = ['Event', 'Site', 'Date', 'USSR', 'US', 'Round', 'Result', 'Annotator', 'Notation'] as const;
/** The width of the label column (`1.5   NAS#IR6+3`). */
const LABEL_WIDTH = 6;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isDigit(c) || isLetter(c);
const isSpace = (c: number) => c === 32 || c === 9;
const SYMBOLS = '@&#/*~';

/**
 * What the position expects, read from the line before it in one pass over its characters (each
 * read a bounded number of times, so a huge line costs time in proportion to its length).
 */
export function completionContext(line: CharSource, character: number): CompletionSpot {
  const end = Math.max(0, Math.min(character, line.length));
  // The code being typed: back over letters and digits.
  let wordStart = end;
  while (wordStart > 0 && isWordChar(line.charCodeAt(wordStart - 1))) wordStart--;
  const none: CompletionSpot = { context: 'none', wordStart };
  let i = 0;
  while (i < end && isSpace(line.charCodeAt(i))) i++;
  if (i === end) return { context: 'label', wordStart: end };
  const first = line.charCodeAt(i);
  if (first === 91 /* [ */) return tagSpot(line, i, end, none);
  if (!isDigit(first)) return none; // a comment (#), the replay block ({), or text that is no game line

  // The label: turn, dot, round, then spaces. The cursor still in it: the label is being written.
  const labelStart = i;
  let turn = 0;
  while (i < end && isDigit(line.charCodeAt(i))) turn = turn * 10 + (line.charCodeAt(i++) - 48);
  if (i === end) return { context: 'label', wordStart: labelStart };
  if (line.charCodeAt(i) !== 46 /* . */) return none;
  i++;
  const roundStart = i;
  while (i < end && isWordChar(line.charCodeAt(i))) i++;
  if (i === end) return { context: 'label', wordStart: labelStart };
  if (!isSpace(line.charCodeAt(i)) || i === roundStart || i - roundStart > 2) return none;
  const roundText = String.fromCharCode(...Array.from({ length: i - roundStart }, (_, k) => line.charCodeAt(roundStart + k)));
  const round: Round = /^\d+$/.test(roundText) ? Number(roundText) : roundText.toUpperCase() as Round;

  // The parts: scanned up to the word being typed.
  let side: Side = 'USSR';
  let braces = 0;
  let brackets = 0;
  let parens = 0;
  let partStart = -1;
  let cardEnd = -1;
  let lastSymbol = '';
  let lastSymbolAt = -1;
  for (let k = i; k < wordStart; k++) {
    const c = line.charCodeAt(k);
    if (braces > 0) {
      if (c === 125 /* } */) braces--;
      continue;
    }
    if (c === 123 /* { */) { braces++; continue; }
    if (c === 59 /* ; */ && brackets === 0 && parens === 0) {
      side = 'US';
      partStart = -1;
      cardEnd = -1;
      lastSymbol = '';
      continue;
    }
    if (isSpace(c)) continue;
    if (partStart < 0) {
      partStart = k;
      // The part's first word is its card (of a play).
      let e = k;
      while (e < wordStart && isWordChar(line.charCodeAt(e))) e++;
      cardEnd = e;
    }
    if (c === 91) brackets++;
    else if (c === 93) brackets = Math.max(0, brackets - 1);
    else if (c === 40) parens++;
    else if (c === 41) parens = Math.max(0, parens - 1);
    else if (SYMBOLS.includes(String.fromCharCode(c))) { lastSymbol = String.fromCharCode(c); lastSymbolAt = k; }
  }
  if (braces > 0) return none;
  const card = partStart >= 0 && cardEnd - partStart === 3 ? codeAt(line, partStart, 3).toUpperCase() : undefined;
  const base = { wordStart, turn, round, side, ...(card ? { card } : {}) };
  const previous = wordStart > 0 ? String.fromCharCode(line.charCodeAt(wordStart - 1)) : '';
  const country = (purpose: CountryPurpose, start = wordStart): CompletionSpot => ({ ...base, wordStart: start, context: 'country', countryPurpose: purpose });
  const cards = (role: CardRole): CompletionSpot => ({ ...base, context: 'card', cardRole: role });

  if (round === 'S') return country('setup');
  if (round === 'D') return brackets > 0 ? cards('deal') : none;
  if (partStart < 0) return round === 'E' ? none : cards('play');
  if (previous === '>' || brackets > 0) return cards('other');
  // `xKR4+`: a war roll names its country right after the x.
  if (wordStart < end && line.charCodeAt(wordStart) === 120 /* x */ && (previous === '@' || previous === '(' || isSpace(previous.charCodeAt(0)))) return country('other', wordStart + 1);
  if (round === 'E') return none;
  if (previous === '@') {
    if (card === 'UNI' && lastSymbolAt === cardEnd && wordStart === cardEnd + 1) return cards('other');
    if (card && REGION_CARDS.has(card)) return { ...base, context: 'region' };
    return country('other');
  }
  const purposeOf = (symbol: string): CountryPurpose =>
    parens > 0 ? 'other' : symbol === '&' ? 'influence' : symbol === '#' ? 'coup' : symbol === '/' ? 'realign' : 'other';
  if ('&#/'.includes(previous) && previous !== '') return country(purposeOf(previous));
  if (previous === '(') return country('other');
  if (isSpace(previous.charCodeAt(0))) {
    // After a space, the last symbol decides: influence, event and realignment lists name countries.
    if (lastSymbol && '@&/'.includes(lastSymbol)) return country(purposeOf(lastSymbol));
    if (!lastSymbol && round === 'H') return country('other');
  }
  return none;
}

function codeAt(line: CharSource, start: number, length: number): string {
  let out = '';
  for (let k = start; k < start + length; k++) out += String.fromCharCode(line.charCodeAt(k));
  return out;
}

/** In a tag line: its name right after `[`, or its value between the quotes (only tags with known values). */
function tagSpot(line: CharSource, open: number, end: number, none: CompletionSpot): CompletionSpot {
  let k = open + 1;
  while (k < end && isWordChar(line.charCodeAt(k))) k++;
  if (k === end) return { context: 'tagName', wordStart: open + 1 };
  const name = codeAt(line, open + 1, k - open - 1);
  while (k < end && isSpace(line.charCodeAt(k))) k++;
  if (k === end || line.charCodeAt(k) !== 34 /* " */) return none;
  const valueStart = k + 1;
  for (let q = valueStart; q < end; q++) if (line.charCodeAt(q) === 34 || line.charCodeAt(q) === 92 /* \ */) return none;
  return name === 'Notation' || name === 'Result' || name === 'Date' ? { context: 'tagValue', wordStart: valueStart, tag: name } : none;
}

/**
 * The completion items at a position. `triggerCharacter` is the character that opened the list, if
 * one did: a space never does, so that Enter after a finished code starts a new line.
 */
export function completionsAt(analysis: DocumentAnalysis, position: Position, triggerCharacter?: string): CompletionItem[] {
  if (triggerCharacter === ' ' || triggerCharacter === ';') return [];
  const lineText = analysis.lines[position.line] ?? '';
  const spot = completionContext(lineText, position.character);
  const range: Range = { start: { line: position.line, character: spot.wordStart }, end: position };
  const point: ChoicePoint | undefined = spot.turn !== undefined && spot.round !== undefined && spot.side
    ? { line: position.line, turn: spot.turn, round: spot.round, side: spot.side }
    : undefined;
  switch (spot.context) {
    case 'card':
      return point && spot.cardRole !== 'other' && analysis.replay
        ? playableCardItems(analysis, point, range)
        : eraCardItems(analysis.turnAt(position.line), range);
    case 'country':
      return countryItems(analysis, point && analysis.replay ? point : undefined, spot.countryPurpose ?? 'other', spot.card, range);
    case 'region': return regionItems(range);
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
  const headline = point.round === 'H';
  return cardChoices(analysis, point).map((choice, index) => {
    const { card } = choice;
    const why = choice.why ?? (headline && NOT_HEADLINED.includes(card.code) ? 'cannot be headlined' : undefined);
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

/** Cards where the board does not say which may come (a card mark, cards drawn): those in the deck by this turn first. */
function eraCardItems(turn: number, range: Range): CompletionItem[] {
  return CARDS.map((card) => cardItem(card, range, `${ERA_START_TURN[card.era] <= turn ? 0 : 1}${String(card.number).padStart(3, '0')}`));
}

function countryItems(analysis: DocumentAnalysis, point: ChoicePoint | undefined, purpose: CountryPurpose, card: string | undefined, range: Range): CompletionItem[] {
  // Without the rules' replay (or a label to place the point), every country in table order.
  const choices = point ? countryChoices(analysis, point, purpose, card) : COUNTRIES.map((country) => ({ country, legal: true, note: '' }));
  return choices.map(({ country, legal, note }, index) => ({
    label: country.code,
    labelDetails: { description: note ? `${country.name} — ${note}` : country.name },
    kind: CompletionItemKind.EnumMember,
    detail: `${country.name} — ${countryFacts(country)}${note ? ` · ${note}` : ''}`,
    documentation: { kind: MarkupKind.Markdown, value: countryMarkdown(country.code)! },
    filterText: `${country.code} ${country.name}`,
    sortText: `${legal ? 0 : 1}${String(index).padStart(3, '0')}`,
    ...(legal ? {} : { tags: [CompletionItemTag.Deprecated] }),
    textEdit: { range, newText: country.code },
  }));
}

function regionItems(range: Range): CompletionItem[] {
  return REGION_CODES.map((code) => ({
    label: code,
    labelDetails: { description: regionByCode(code)!.name },
    kind: CompletionItemKind.Module,
    detail: regionByCode(code)!.name,
    textEdit: { range, newText: code },
  }));
}

/** The next line's label, written with the label column's spaces after it. */
function labelItems(analysis: DocumentAnalysis, line: number, range: Range, after: string): CompletionItem[] {
  const pad = after.length > 0 && !isSpace(after.charCodeAt(0));
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
