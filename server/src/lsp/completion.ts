/**
 * Completion of card codes where a card is expected (a play's start, after `>`, in hidden-card
 * brackets, after UN Intervention's `@`) and of country codes where a country is expected
 * (after `& # / x`, in influence lists, in parentheses), and region codes after a card that
 * names a region.
 */
import {
  CompletionItemKind, MarkupKind, type CompletionItem, type Position, type Range,
} from 'vscode-languageserver';
import { CARDS, COUNTRIES, REGION_CODES, regionByCode, type Card } from '../data';
import { cardFacts, cardMarkdown, cardTitle, countryFacts, countryMarkdown, type DocumentAnalysis } from '../analysis';
import type { Workspace } from './workspace';

export type CompletionContext = 'card' | 'country' | 'region' | 'none';

const LABEL = /^\s*(\d+)\.([A-Za-z]|\d+)[ \t]+/;
const ERA_START_TURN = { Early: 1, Mid: 4, Late: 8 } as const;
/** Cards whose event names a region: Chernobyl and the scoring cards are followed by one. */
const REGION_CARDS = new Set(['CNB']);

/** What the position expects, read from the text before it on its line. */
export function completionContext(lineText: string, character: number): { context: CompletionContext; wordStart: number } {
  const before = lineText.slice(0, character);
  const word = /[A-Za-z0-9]*$/.exec(before)![0];
  let wordStart = character - word.length;
  const label = LABEL.exec(before);
  if (!label) return { context: 'none', wordStart };
  const round = label[2]!.toUpperCase();
  // The part the cursor is in: from the label or the last top-level `;`.
  const partStart = Math.max(label[0].length, lastTopLevel(before, ';') + 1);
  const part = before.slice(partStart, wordStart);
  if (round === 'S') return { context: 'country', wordStart };
  if (round === 'D') return { context: insideBrackets(part) ? 'card' : 'none', wordStart };
  if (part.trim() === '') return { context: round === 'E' ? 'none' : 'card', wordStart };
  const previous = part[part.length - 1]!;
  if (previous === '>' || insideBrackets(part)) return { context: 'card', wordStart };
  // `xKR4+`: a war roll names its country right after the x.
  if (word.startsWith('x') && /[@\s(]$/.test(part)) return { context: 'country', wordStart: wordStart + 1 };
  if (round === 'E') return { context: 'none', wordStart };
  const cardCode = /^\s*([A-Za-z][A-Za-z0-9]{2})/.exec(part)?.[1]?.toUpperCase();
  if (previous === '@') {
    if (cardCode === 'UNI' && /^\s*UNI@$/i.test(part)) return { context: 'card', wordStart };
    if (cardCode && REGION_CARDS.has(cardCode)) return { context: 'region', wordStart };
    return { context: 'country', wordStart };
  }
  if ('&#/('.includes(previous)) return { context: 'country', wordStart };
  if (previous === ' ' || previous === '\t') {
    // After a space, the last symbol decides: influence, coup and realignment lists name countries.
    const lastSymbol = /[@&#/*~](?=[^@&#/*~]*$)/.exec(part)?.[0];
    if (lastSymbol && '@&/'.includes(lastSymbol)) return { context: 'country', wordStart };
    if (!lastSymbol && round === 'H') return { context: 'country', wordStart };
  }
  return { context: 'none', wordStart };
}

function lastTopLevel(text: string, ch: string): number {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === ch && depth === 0) at = i;
  }
  return at;
}

function insideBrackets(text: string): boolean {
  return text.lastIndexOf('[') > text.lastIndexOf(']');
}

export function completionsAt(analysis: DocumentAnalysis, position: Position): CompletionItem[] {
  const lineText = analysis.lines[position.line] ?? '';
  const { context, wordStart } = completionContext(lineText, position.character);
  const range: Range = { start: { line: position.line, character: wordStart }, end: position };
  switch (context) {
    case 'card': return cardItems(analysis.turnAt(position.line), range);
    case 'country': return countryItems(range);
    case 'region': return regionItems(range);
    case 'none': return [];
  }
}

function cardItems(turn: number, range: Range): CompletionItem[] {
  return CARDS.map((card: Card) => {
    // Cards already in the deck by this turn come first, by number.
    const available = ERA_START_TURN[card.era] <= turn;
    return {
      label: card.code,
      labelDetails: { description: cardTitle(card) },
      kind: card.scoring ? CompletionItemKind.Event : CompletionItemKind.Value,
      detail: `${cardTitle(card)} — ${cardFacts(card)}`,
      documentation: { kind: MarkupKind.Markdown, value: cardMarkdown(card.code)! },
      filterText: `${card.code} ${cardTitle(card)}`,
      sortText: `${available ? 0 : 1}${String(card.number).padStart(3, '0')}`,
      textEdit: { range, newText: card.code },
    };
  });
}

function countryItems(range: Range): CompletionItem[] {
  return COUNTRIES.map((country, index) => ({
    label: country.code,
    labelDetails: { description: country.name },
    kind: CompletionItemKind.EnumMember,
    detail: `${country.name} — ${countryFacts(country)}`,
    documentation: { kind: MarkupKind.Markdown, value: countryMarkdown(country.code)! },
    filterText: `${country.code} ${country.name}`,
    sortText: String(index).padStart(3, '0'),
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

export function registerCompletion(workspace: Workspace): void {
  workspace.connection.onCompletion((params) => {
    const analysis = workspace.analysisFor(params.textDocument.uri);
    return analysis ? completionsAt(analysis, params.position) : [];
  });
}
