/**
 * Hover: over a card, country or region code, what it is; over a play, the play in plain
 * English as the line's reading says it (made from the engine's record: analysis/reading.ts), with
 * any region it scored broken down; over a round label, every part of the line.
 */
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import {
  boardMarkdown, cardMarkdown, countryMarkdown, findAt, lineReading, partReadingsAt, regionMarkdown, scoringText,
  type DocumentAnalysis, type PartReading, type Side,
} from '../../../core/src';
import type { Workspace } from './workspace';

/** A part read: its sentence, then each region it scored, broken down. */
function partMarkdown(part: PartReading): string {
  const text = escapeMarkdown(part.text);
  if (!part.scores.length) return text;
  return `${text}\n\n${part.scores.map((score) => `- ${escapeMarkdown(scoringText(score))}`).join('\n')}`;
}

export function hoverAt(analysis: DocumentAnalysis, position: Position, options: { showBoard: boolean } = { showBoard: true }): Hover | null {
  const line = analysis.gameLineAt(position.line);
  if (!line) return null;
  const found = findAt(line, position);
  if (!found) return null;
  // The replayed line, when the rules ran (no replay happens here).
  const replayed = analysis.replayedAt(position.line);
  const here = replayed && replayed.line === position.line ? replayed.replayed : undefined;
  const sections: string[] = [];
  let range = line.range;
  let side: Side | undefined;
  if (found.kind === 'label') {
    range = line.label.range;
  } else {
    side = found.side;
    if (found.kind === 'code') {
      const { kind, code } = found.reference;
      const info = kind === 'card' ? cardMarkdown(code) : kind === 'country' ? countryMarkdown(code) : regionMarkdown(code);
      if (info) sections.push(info);
      range = found.reference.range;
    } else {
      range = found.part.range;
    }
  }
  for (const part of partReadingsAt(analysis, line, side)) sections.push(partMarkdown(part));
  // The board after the line: on the game's last line, with final scoring when the file ends the game.
  if (here && options.showBoard) sections.push(boardMarkdown(line.label.text, lineReading(analysis, here)));
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
