// Completion (vscode.executeCompletionItemProvider): card codes where a play starts, country codes
// after a play symbol, each with its name and facts, replacing the code being typed; what the
// board allows first (the cards the side can play, the countries legal for the symbol), the rest
// struck through with why; the next label at a line's start; nothing inside a comment.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { openFixture, tsnReady } from './helpers';

function label(item: vscode.CompletionItem): string {
  return typeof item.label === 'string' ? item.label : item.label.label;
}

function rangeOf(item: vscode.CompletionItem): number[] | undefined {
  const range = item.range instanceof vscode.Range ? item.range : item.range?.replacing;
  return range && [range.start.line, range.start.character, range.end.line, range.end.character];
}

suite('completion', () => {
  let uri: vscode.Uri;

  async function completionsAt(line: number, character: number): Promise<vscode.CompletionItem[]> {
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(line, character));
    // Only the language server's items: not the extension's snippets, nor words of the file.
    return list.items.filter((item) => item.kind !== vscode.CompletionItemKind.Text && item.kind !== vscode.CompletionItemKind.Snippet);
  }

  suiteSetup(async () => {
    await tsnReady();
    const editor = await openFixture('game.tsn');
    uri = editor.document.uri;
    assert.equal(editor.document.lineAt(12).text, '1.2   FID&SY2 ; DAC&EG JO LB');
  });

  test('at a card position (a play\'s start): the 110 card codes with name, ops, side and era', async () => {
    const items = await completionsAt(12, 6); // `1.2   |FID&SY2`
    const cards = items.filter((item) => / — .*(ops?|scoring card) · /.test(String(item.detail)));
    assert.equal(cards.length, 110, `card items: ${cards.map(label).join(' ')}`);
    assert.equal(items.length, cards.length, 'only cards are offered where a card is expected');
    const nasser = cards.find((item) => label(item) === 'NAS');
    assert.ok(nasser, 'no NAS among the cards');
    assert.match(String(nasser.detail), /^Nasser — 1 op · USSR event · Early War/);
    assert.deepEqual(rangeOf(nasser), [12, 6, 12, 6]);
    const fidel = cards.find((item) => label(item) === 'FID');
    assert.ok(fidel);
    assert.match(String(fidel.detail), /^Fidel — /);
  });

  test('the cards in the deck by the turn sort first', async () => {
    const cards = await completionsAt(12, 6);
    const sortOf = (code: string) => String(cards.find((item) => label(item) === code)?.sortText);
    assert.ok(sortOf('NAS') < sortOf('BRU'), `NAS ${sortOf('NAS')} should sort before BRU ${sortOf('BRU')} on turn 1`);
  });

  test('at a country position (after #): the 84 country codes with region and stability', async () => {
    const items = await completionsAt(11, 10); // `1.1   DES#|IR4+3`
    const countries = items.filter((item) => item.kind === vscode.CompletionItemKind.EnumMember);
    assert.equal(countries.length, 84, `country items: ${countries.map(label).join(' ')}`);
    assert.equal(items.length, countries.length, 'only countries are offered after #');
    assert.ok(countries.every((item) => /^[A-Z]{2}$/.test(label(item))), 'a country code that is not two capitals');
    const iran = countries.find((item) => label(item) === 'IR');
    assert.ok(iran, 'no IR among the countries');
    assert.match(String(iran.detail), /^Iran — Middle East · stability 2 · battleground · needs \d\+: \d+%$/);
    assert.deepEqual(rangeOf(iran), [11, 10, 11, 10]);
  });

  /** The items of an untitled TSN document at a line's end (default: the last line), in the order VS Code sorts them. */
  async function completionsIn(content: string, trigger?: string, line?: number): Promise<vscode.CompletionItem[]> {
    const untitled = await vscode.workspace.openTextDocument({ language: 'tsn', content });
    try {
      const at = line ?? untitled.lineCount - 1;
      const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', untitled.uri, new vscode.Position(at, untitled.lineAt(at).text.length), trigger);
      return list.items
        .filter((item) => item.kind !== vscode.CompletionItemKind.Text && item.kind !== vscode.CompletionItemKind.Snippet)
        .sort((a, b) => String(a.sortText ?? label(a)).localeCompare(String(b.sortText ?? label(b))));
    } finally {
      await vscode.window.showTextDocument(untitled);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  }

  const struck = (item: vscode.CompletionItem) => item.tags?.includes(vscode.CompletionItemTag.Deprecated) ?? false;
  const description = (item: vscode.CompletionItem) => (typeof item.label === 'string' ? '' : item.label.description ?? '');

  test('after FID# at DEFCON 4: the open coup targets first with their odds, Europe after and struck through', async () => {
    const items = await completionsIn('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#', '#');
    assert.equal(items.length, 84);
    const firstClosed = items.findIndex(struck);
    assert.ok(firstClosed > 0, 'no target is marked closed');
    const open = items.slice(0, firstClosed).map(label);
    for (const europe of ['UK', 'FR', 'IT', 'DE', 'CA']) assert.ok(!open.includes(europe), `${europe} is open at DEFCON 4: ${open.join(' ')}`);
    assert.match(description(items[0]!), / — needs \d\+: \d+%$/);
    const france = items.find((item) => label(item) === 'FR');
    assert.ok(france);
    assert.equal(description(france), 'France — no coups in Europe at DEFCON 4');
  });

  test('the US part of turn 2: the cards it can play first; the USSR\'s China Card and the discarded ones after, with why', async () => {
    const items = await completionsIn([
      '1.S   PL4 DD HU ; IT3 FR2 DE2', '1.H   VIE VN2 ; CON', '1.1   NAS#IR6+3 D4 ; MAR&JP3 KR', '1.2   FID&SY2 ; DAC&EG2 JO LB',
      '2.H   COM@PL HU RO DD ; DUC', '2.1   — ; ',
    ].join('\n'));
    assert.equal(items.length, 110);
    const firstUnavailable = items.findIndex(struck);
    const playable = items.slice(0, firstUnavailable).map(label);
    for (const code of ['CHN', 'VIE', 'DAC', 'NAS', 'MAR']) assert.ok(!playable.includes(code), `${code} offered as playable`);
    assert.ok(playable.includes('FYP') && playable.includes('SOC'));
    const duck = items.find((item) => label(item) === 'DAC');
    assert.ok(duck);
    assert.equal(description(duck), 'Duck and Cover — in the discard pile since 1.2');
    const socialist = items.find((item) => label(item) === 'SOC');
    assert.match(String(socialist?.detail), /its event helps the USSR$/);
  });

  test('the next line\'s label at the start of a line; nothing in a comment', async () => {
    const labels = await completionsIn('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.H   VIE VN2 ; CON\n\n# the end', undefined, 2);
    assert.deepEqual(labels.map(label), ['1.1']);
    assert.deepEqual(await completionsIn('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 {a note on I'), []);
  });

  test('while typing a card code: the typed prefix is replaced', async () => {
    const untitled = await vscode.workspace.openTextDocument({ language: 'tsn', content: '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NA' });
    try {
      const last = untitled.lineCount - 1;
      const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', untitled.uri, new vscode.Position(last, 8));
      const nasser = list.items.find((item) => label(item) === 'NAS');
      assert.ok(nasser, 'no NAS while typing NA');
      assert.deepEqual(rangeOf(nasser), [last, 6, last, 8]);
    } finally {
      await vscode.window.showTextDocument(untitled);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });
});
