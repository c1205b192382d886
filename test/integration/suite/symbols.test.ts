// Document symbols (vscode.executeDocumentSymbolProvider): the header's tags, each turn with its
// lines, and the replay block; this is what the Outline view and breadcrumbs show.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady } from './helpers';

suite('document symbols', () => {
  let symbols: vscode.DocumentSymbol[];

  suiteSetup(async () => {
    await tsnReady();
    const { document } = await openFixture('game.tsn');
    symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', document.uri);
    assert.ok(Array.isArray(symbols), 'no symbols');
  });

  test('the header, each turn and the replay block, in order', () => {
    assert.deepEqual(symbols.map((s) => s.name), ['Header', 'Turn 1', 'Turn 2', 'Replay block']);
  });

  test('the header holds the tags, with their values', () => {
    const header = symbols[0];
    assert.ok(header);
    assert.deepEqual(header.children.map((s) => [s.name, s.detail]), [
      ['Event', 'Integration test game'],
      ['Site', 'test/integration/workspace'],
      ['Date', '2026.11.29'],
      ['US', 'Tester A'],
      ['USSR', 'Tester B'],
      ['Result', '*'],
      ['Notation', 'TSN 2'],
    ]);
  });

  test('each turn holds its lines, named by round, with the plays as detail', () => {
    const [, turn1, turn2] = symbols;
    assert.ok(turn1 && turn2);
    assert.equal(turn1.detail, 'Early War');
    assert.deepEqual(turn1.children.map((s) => [s.name, s.detail]), [
      ['1.S Setup', 'PL4 DD HU ; IT3 FR2 DE2'],
      ['1.1 Action round 1', 'DES#IR4+3 D4 ; MAR&JP3 KR'],
      ['1.2 Action round 2', 'FID&SY2 ; DAC&EG JO LB'],
      ['1.3 Action round 3', 'KOR&IQ SY ; RED&ID MY PH2'],
    ]);
    assert.deepEqual(turn2.children.map((s) => s.name), ['2.1 Action round 1', '2.2 Action round 2']);
  });

  test('ranges: each turn spans its lines; a line\'s selection is its label', () => {
    const [header, turn1, turn2, replay] = symbols;
    assert.ok(header && turn1 && turn2 && replay);
    const lines = (s: vscode.DocumentSymbol) => [s.range.start.line, s.range.end.line];
    assert.deepEqual(lines(header), [0, 6]);
    assert.deepEqual(lines(turn1), [10, 13]);
    assert.deepEqual(lines(turn2), [15, 16]);
    assert.deepEqual(lines(replay), [18, 19]);
    const round = turn1.children[1];
    assert.ok(round);
    assert.equal(round.range.start.line, 11);
    assert.ok(round.range.contains(round.selectionRange), 'the selection range lies outside the range');
  });
});
