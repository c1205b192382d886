/**
 * Hover: over a card, country or region code, what it is; over a play, the play in plain
 * English; over a round label, both plays of the line.
 */
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import {
  boardMarkdown, cardMarkdown, countryMarkdown, describeLine, describePart, findAt, regionMarkdown, type DocumentAnalysis,
} from '../../../core/src/analysis';
import type { Workspace } from './workspace';

export function hoverAt(analysis: DocumentAnalysis, position: Position, options: { showBoard: boolean } = { showBoard: true }): Hover | null {
  const line = analysis.gameLineAt(position.line);
  if (!line) return null;
  const found = findAt(line, position);
  if (!found) return null;
  // The replayed line, when the rules ran: its board before and after (no replay happens here).
  const replayed = analysis.replayedAt(position.line);
  const here = replayed && replayed.line === position.line ? replayed : undefined;
  const context = here ? { defconBefore: here.before.defcon, board: { before: here.before, after: here.after } } : {};
  const sections: string[] = [];
  let range = line.range;
  if (found.kind === 'label') {
    for (const side of ['USSR', 'US'] as const) {
      const text = describeLine(line, side, context);
      if (text) sections.push(escapeMarkdown(text));
    }
    range = line.label.range;
  } else {
    if (found.kind === 'code') {
      const { kind, code } = found.reference;
      const info = kind === 'card' ? cardMarkdown(code) : kind === 'country' ? countryMarkdown(code) : regionMarkdown(code);
      if (info) sections.push(info);
      range = found.reference.range;
    } else {
      range = found.part.range;
    }
    sections.push(escapeMarkdown(describePart(found.part, found.side, line.label.turn, line.label.round, context)));
  }
  // The board after the line: on the game's last line, with final scoring when the file ends the game.
  if (here && options.showBoard) sections.push(boardMarkdown(line.label.text, here.before, analysis.stateAfter(position.line)));
  if (!sections.length) return null;
  return { contents: { kind: MarkupKind.Markdown, value: sections.join('\n\n---\n\n') }, range };
}

/**
 * Readings quote the file's own text (comments): none of it may act as Markdown or HTML. The
 * characters escaped are those that start emphasis, code, links, HTML, tables or strike-through.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '\\' + c));
}

export function registerHover(workspace: Workspace): void {
  workspace.connection.onHover(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? hoverAt(analysis, params.position, workspace.currentSettings.hover) : null;
  });
}
