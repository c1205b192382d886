// Navigation between the codes of a game: document highlights, Find All References and Go to
// Definition (a card: the line where it last moved), through VS Code's own commands.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady } from './helpers';

const spot = (range: vscode.Range) => [range.start.line, range.start.character];

suite('references and definitions', () => {
  let uri: vscode.Uri;

  suiteSetup(async () => {
    await tsnReady();
    uri = (await openFixture('running.tsn')).document.uri;
  });

  test('document highlights: every line that wrote Yugoslavia, writes where it changed', async () => {
    const found = await vscode.commands.executeCommand<vscode.DocumentHighlight[]>('vscode.executeDocumentHighlights', uri, new vscode.Position(14, 15));
    assert.deepEqual(found.map((h) => [...spot(h.range), h.kind]), [
      [14, 14, vscode.DocumentHighlightKind.Write],
      [18, 21, vscode.DocumentHighlightKind.Write],
      [19, 14, vscode.DocumentHighlightKind.Write],
    ]);
  });

  test('references: every play of the China Card', async () => {
    const found = await vscode.commands.executeCommand<vscode.Location[]>('vscode.executeReferenceProvider', uri, new vscode.Position(23, 20));
    assert.deepEqual(found.map((l) => [l.uri.toString(), ...spot(l.range)]), [
      [uri.toString(), 19, 6],
      [uri.toString(), 23, 19],
    ]);
  });

  test('definition: from the US\'s China Card in 3.1 to where the USSR played it', async () => {
    const found = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', uri, new vscode.Position(23, 20));
    assert.equal(found.length, 1);
    const target = found[0]!;
    const range = 'targetRange' in target ? target.targetRange : target.range;
    assert.deepEqual(spot(range), [19, 6]);
  });
});
