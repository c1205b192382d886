// Semantic tokens: each side's cards and influence, with the legend the server announces and the
// colours package.json maps them to (vscode.provideDocumentSemanticTokens).
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { EXTENSION_ID, openFixture, tsnReady, waitFor } from './helpers';

suite('semantic tokens', () => {
  let document: vscode.TextDocument;

  suiteSetup(async () => {
    await tsnReady();
    document = (await openFixture('running.tsn')).document;
  });

  test('cards by the side of their event, influence by whose it is', async () => {
    const legend = await waitFor('the legend', async () => vscode.commands.executeCommand<vscode.SemanticTokensLegend | undefined>('vscode.provideDocumentSemanticTokensLegend', document.uri));
    const tokens = await waitFor('the tokens', async () => vscode.commands.executeCommand<vscode.SemanticTokens | undefined>('vscode.provideDocumentSemanticTokens', document.uri));
    const decoded: string[] = [];
    let line = 0;
    let start = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
      const [dl, ds, length, type, mods] = Array.from(tokens.data.slice(i, i + 5)) as [number, number, number, number, number];
      line += dl;
      start = dl === 0 ? start + ds : ds;
      const modifiers = legend.tokenModifiers.filter((_, bit) => mods & (1 << bit));
      if (line === 10) decoded.push(`${document.lineAt(line).text.slice(start, start + length)} ${[legend.tokenTypes[type], ...modifiers].join('.')}`);
    }
    // 1.1   DES#IR4+3 D4 ; MAR&JP3 KR
    assert.deepEqual(decoded, ['DES card.ussr', 'MAR card.us', 'JP3 influence.us', 'KR influence.us']);
  });

  test('package.json maps each selector to TextMate scopes, so that themes colour them', () => {
    const contributes = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON.contributes as { semanticTokenScopes?: { language: string; scopes: Record<string, string[]> }[] };
    const scopes = contributes.semanticTokenScopes?.find((s) => s.language === 'tsn')?.scopes ?? {};
    assert.deepEqual(Object.keys(scopes).sort(), ['card.us', 'card.ussr', 'influence.us', 'influence.ussr']);
  });
});
