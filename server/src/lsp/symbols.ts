/** The outline: the header's tags, then each turn with its lines, then the replay block. */
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Workspace } from './workspace';
import { printPart, spanRanges, type DocumentAnalysis, type GameLine } from '../../../core/src';
import { turnGroups } from './turns';
import { gameLinesToRead, MAX_TAGS_READ } from './bounds';

const ROUND_NAMES: Record<string, string> = { S: 'Setup', D: 'Deal', H: 'Headline', E: 'End of turn' };
const ERA_OF_TURN = (turn: number) => (turn <= 3 ? 'Early War' : turn <= 7 ? 'Mid War' : 'Late War');

export function documentSymbols(analysis: DocumentAnalysis): DocumentSymbol[] {
  const symbols: DocumentSymbol[] = [];
  const tags = analysis.syntax.tags(MAX_TAGS_READ);
  if (tags.length) {
    symbols.push({
      name: 'Header',
      kind: SymbolKind.Namespace,
      range: { start: tags[0]!.range.start, end: tags[tags.length - 1]!.range.end },
      selectionRange: tags[0]!.range,
      children: tags.map((t) => ({ name: t.name, detail: t.value, kind: SymbolKind.Property, range: t.range, selectionRange: t.nameRange })),
    });
  }
  // The first game lines (gameLinesToRead; no others read), then one entry saying how many more.
  const { syntax } = analysis;
  const total = syntax.gameLineNumbers.length;
  const listed = gameLinesToRead(analysis);
  for (const group of turnGroups(analysis, listed)) {
    const first = group.lines[0]!;
    const last = group.lines[group.lines.length - 1]!;
    symbols.push({
      name: `Turn ${group.turn}`,
      detail: ERA_OF_TURN(group.turn),
      kind: SymbolKind.Namespace,
      range: spanRanges(first.range, last.range),
      selectionRange: first.label.range,
      children: group.lines.map(lineSymbol),
    });
  }
  const firstLeft = total > listed ? syntax.gameLine(syntax.gameLineNumbers[listed]!) : undefined;
  if (firstLeft) {
    symbols.push({
      name: `${(total - listed).toLocaleString('en')} more game lines not listed`,
      detail: `the outline lists the first ${listed.toLocaleString('en')}`,
      kind: SymbolKind.Null,
      range: firstLeft.range,
      selectionRange: firstLeft.label.range,
    });
  }
  let firstReplay = -1;
  let lastReplay = -1;
  for (let n = 0; n < syntax.count; n++) {
    if (syntax.kindOf(n) !== 'replay') continue;
    if (firstReplay < 0) firstReplay = n;
    lastReplay = n;
  }
  if (firstReplay >= 0) {
    const first = syntax.line(firstReplay)!;
    symbols.push({
      name: 'Replay block',
      kind: SymbolKind.Object,
      range: { start: first.range.start, end: syntax.line(lastReplay)!.range.end },
      selectionRange: first.range,
    });
  }
  return symbols;
}

function lineSymbol(line: GameLine): DocumentSymbol {
  const round = line.label.round;
  const name = typeof round === 'number' ? `${line.label.text} Action round ${round}` : `${line.label.text} ${ROUND_NAMES[round]}`;
  const ussr = line.ussr ? printPart(line.ussr) : '';
  const us = line.us ? printPart(line.us) : '';
  const detail = round === 'D' ? '' : us ? `${ussr} ; ${us}` : ussr;
  return {
    name,
    detail: detail.length > 80 ? detail.slice(0, 79) + '…' : detail,
    kind: typeof round === 'number' ? SymbolKind.Event : SymbolKind.Field,
    range: line.range,
    selectionRange: line.label.range,
  };
}

export function registerSymbols(workspace: Workspace): void {
  workspace.connection.onDocumentSymbol(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? documentSymbols(analysis) : [];
  });
}
