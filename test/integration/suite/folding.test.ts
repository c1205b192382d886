// Folding ranges (vscode.executeFoldingRangeProvider): the header, each turn, runs of comment
// lines, and the replay block.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady } from './helpers';

suite('folding', () => {
  let ranges: vscode.FoldingRange[];

  suiteSetup(async () => {
    await tsnReady();
    const { document } = await openFixture('game.tsn');
    ranges = await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', document.uri);
    assert.ok(Array.isArray(ranges), 'no folding ranges');
  });

  test('header, turns, the comment run and the replay block', () => {
    const kind = (k: vscode.FoldingRangeKind | undefined) => (k === undefined ? 'none' : vscode.FoldingRangeKind[k]);
    const seen = ranges.map((r) => [r.start, r.end, kind(r.kind)] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    assert.deepEqual(seen, [
      [0, 6, 'Imports'], // the header's tags
      [8, 9, 'Comment'], // the two comment lines
      [10, 13, 'Region'], // turn 1
      [15, 16, 'Region'], // turn 2
      [18, 19, 'none'], // the replay block
    ]);
  });
});
