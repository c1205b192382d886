/** Folding: the header, each turn, runs of comment lines and the replay block. */
import { FoldingRangeKind, type FoldingRange } from 'vscode-languageserver';
import type { DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';
import { turnGroups } from './turns';
import { gameLinesToRead, MAX_FOLDING_RANGES, MAX_TAGS_READ } from './bounds';

export function foldingRanges(analysis: DocumentAnalysis): FoldingRange[] {
  const ranges: FoldingRange[] = [];
  // The first MAX_FOLDING_RANGES (VS Code folds no more than 5,000 by default anyway).
  const add = (start: number, end: number, kind?: FoldingRangeKind) => {
    if (end > start && ranges.length < MAX_FOLDING_RANGES) ranges.push(kind ? { startLine: start, endLine: end, kind } : { startLine: start, endLine: end });
  };
  const tags = analysis.syntax.tags(MAX_TAGS_READ);
  if (tags.length) add(tags[0]!.range.start.line, tags[tags.length - 1]!.range.start.line, FoldingRangeKind.Imports);
  // The turns of the first game lines (gameLinesToRead): the others are not read.
  for (const group of turnGroups(analysis, gameLinesToRead(analysis))) {
    if (ranges.length >= MAX_FOLDING_RANGES) break;
    add(group.lines[0]!.range.start.line, group.lines[group.lines.length - 1]!.range.start.line, FoldingRangeKind.Region);
  }
  let runStart = -1;
  let replayStart = -1;
  const { syntax } = analysis;
  for (let i = 0; i <= syntax.count && ranges.length < MAX_FOLDING_RANGES; i++) {
    const kind = syntax.kindOf(i);
    if (kind === 'comment') { if (runStart < 0) runStart = i; } else if (runStart >= 0) { add(runStart, i - 1, FoldingRangeKind.Comment); runStart = -1; }
    if (kind === 'replay') { if (replayStart < 0) replayStart = i; } else if (replayStart >= 0) { add(replayStart, i - 1); replayStart = -1; }
  }
  return ranges;
}

export function registerFolding(workspace: Workspace): void {
  workspace.connection.onFoldingRanges(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? foldingRanges(analysis) : [];
  });
}
