// Code lenses on each turn: its start and end VP and DEFCON (vscode.executeCodeLensProvider).
import { suite, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady } from './helpers';

suite('code lenses', () => {
  test('one lens above each turn, with the VP and DEFCON at its start and end', async () => {
    await tsnReady();
    const { document } = await openFixture('running.tsn');
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', document.uri);
    assert.deepEqual(lenses.map((l) => [l.range.start.line, l.command?.title]), [
      [8, 'Turn 1: VP 0 → US +1 · DEFCON 5'],
      [18, 'Turn 2: VP US +1 · DEFCON 5'],
      [23, 'Turn 3: VP US +1 · DEFCON 5'],
    ]);
  });
});
