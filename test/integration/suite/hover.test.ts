// Hover (vscode.executeHoverProvider): over a play, the play in plain English and the board after
// the line; over a card or a country code, what it is; over a round label, both plays.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { hoverText, openFixture, tsnReady } from './helpers';

// game.tsn, line 11 (0-based): `1.1   DES#IR4+3 D4 ; MAR&JP3 KR`
const LINE_1_1 = 11;

suite('hover', () => {
  let uri: vscode.Uri;

  async function hoverAt(line: number, character: number): Promise<string> {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, character));
    return hoverText(hovers ?? []);
  }

  suiteSetup(async () => {
    await tsnReady();
    const editor = await openFixture('game.tsn');
    uri = editor.document.uri;
    assert.equal(editor.document.lineAt(LINE_1_1).text, '1.1   DES#IR4+3 D4 ; MAR&JP3 KR');
  });

  test('over a play: the play in plain English', async () => {
    const text = await hoverAt(LINE_1_1, 14); // on "+3" of DES#IR4+3
    assert.match(text, /The USSR played De-Stalinization for a coup in Iran: die 4 \+ 3 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence \(the US lost 1, the USSR gained 2\); DEFCON fell to 4\./);
  });

  test('over a play: the board after the line', async () => {
    const text = await hoverAt(LINE_1_1, 14);
    assert.match(text, /\*\*Board after 1\.1:\*\* DEFCON 5 → 4 · VP 0 · military operations US 0, USSR 0 → 3/);
    assert.match(text, /- Iran \(IR\): US 1 → 0, USSR 0 → 2, now USSR-controlled/);
    assert.match(text, /- Japan \(JP\): US 1 → 4, USSR 0, now US-controlled/);
  });

  test('over the US\'s play: the US\'s reading', async () => {
    const text = await hoverAt(LINE_1_1, 26); // on "JP3" of MAR&JP3
    assert.match(text, /The US played Marshall Plan for its Operations, to place influence: the US gained 3 in Japan and 1 in South Korea\./);
  });

  test('over a card code: the card, then the play', async () => {
    const text = await hoverAt(LINE_1_1, 7); // on DES
    assert.match(text, /\*\*DES\*\* — \*\*De-Stalinization\*\* \(card 33\)/);
    assert.match(text, /3 ops · USSR event · Early War/);
    assert.match(text, /The USSR played De-Stalinization/);
  });

  test('over a country code: region, stability, battleground', async () => {
    const text = await hoverAt(LINE_1_1, 11); // on IR
    assert.match(text, /\*\*IR\*\* — \*\*Iran\*\*/);
    assert.match(text, /Middle East · stability 2 · battleground/);
  });

  test('the hover\'s range is the part hovered', async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(LINE_1_1, 14));
    const range = hovers.find((h) => h.range)?.range;
    assert.ok(range, 'the hover has no range');
    assert.deepEqual([range.start.line, range.start.character, range.end.line, range.end.character], [LINE_1_1, 6, LINE_1_1, 18]);
  });

  test('nothing over a tag or a comment', async () => {
    assert.equal(await hoverAt(0, 3), '');
    assert.equal(await hoverAt(8, 4), '');
  });
});
