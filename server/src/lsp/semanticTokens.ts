/**
 * Semantic tokens, on top of the TextMate grammar: each side's cards (by the side of their event)
 * and each side's influence. Custom types `card` and `influence` with modifiers `ussr` and `us`;
 * package.json's `semanticTokenScopes` gives them colours through TextMate scopes.
 */
import { SemanticTokensBuilder, type Range, type SemanticTokens, type SemanticTokensLegend } from 'vscode-languageserver';
import { sideTokens, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';
import { gameLinesToRead, MAX_SEMANTIC_TOKENS } from './bounds';
import { gameLinesWithin } from './turns';

export const TOKEN_TYPES = ['card', 'influence'] as const;
export const TOKEN_MODIFIERS = ['ussr', 'us'] as const;

export const SEMANTIC_TOKENS_LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

/**
 * The tokens of the whole document, or of the lines of `range` (what the editor shows): at most
 * MAX_SEMANTIC_TOKENS of the first game lines it reads (gameLinesToRead). Past them the
 * TextMate grammar alone colours the file.
 */
export function semanticTokens(analysis: DocumentAnalysis, range?: Range): SemanticTokens {
  const builder = new SemanticTokensBuilder();
  let count = 0;
  for (const token of sideTokens(gameLinesWithin(analysis, gameLinesToRead(analysis), range?.start.line, range?.end.line))) {
    if (count++ >= MAX_SEMANTIC_TOKENS) break;
    const { start, end } = token.range;
    if (start.line !== end.line || end.character <= start.character) continue;
    const modifiers = token.side === 'USSR' ? 1 << 0 : token.side === 'US' ? 1 << 1 : 0;
    builder.push(start.line, start.character, end.character - start.character, TOKEN_TYPES.indexOf(token.kind), modifiers);
  }
  return builder.build();
}

export function registerSemanticTokens(workspace: Workspace): void {
  workspace.connection.languages.semanticTokens.on(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? semanticTokens(analysis) : { data: [] };
  });
  // The lines on screen: what VS Code asks for first on a large document.
  workspace.connection.languages.semanticTokens.onRange(async (params, token) => {
    const analysis = await workspace.analysisWhenReady(params.textDocument.uri, token);
    return analysis ? semanticTokens(analysis, params.range) : { data: [] };
  });
}
