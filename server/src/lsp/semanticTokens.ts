/**
 * Semantic tokens, on top of the TextMate grammar: each side's cards (by the side of their event)
 * and each side's influence. Custom types `card` and `influence` with modifiers `ussr` and `us`;
 * package.json's `semanticTokenScopes` gives them colours through TextMate scopes.
 */
import { SemanticTokensBuilder, type SemanticTokens, type SemanticTokensLegend } from 'vscode-languageserver';
import { sideTokens, type DocumentAnalysis } from '../../../core/src';
import type { Workspace } from './workspace';
import { MAX_SEMANTIC_TOKENS } from './bounds';

export const TOKEN_TYPES = ['card', 'influence'] as const;
export const TOKEN_MODIFIERS = ['ussr', 'us'] as const;

export const SEMANTIC_TOKENS_LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

export function semanticTokens(analysis: DocumentAnalysis): SemanticTokens {
  const builder = new SemanticTokensBuilder();
  let count = 0;
  // The first MAX_SEMANTIC_TOKENS: past them the TextMate grammar alone colours the file.
  for (const token of sideTokens(analysis.syntax.gameLines())) {
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
}
