// Diagnostics: a file with known notation (TSN0xx) and rules (TSN1xx) problems gets exactly them,
// with their ranges, codes, severities and messages, through vscode.languages.getDiagnostics.
// The expected values are what `node bin/tsn.js check --format json diagnostics.tsn` prints (the
// same engine), turned into 0-based positions.
import { suite, suiteSetup, test } from 'mocha';
import * as vscode from 'vscode';
import * as assert from './assert';
import { codeOf, openFixture, revert, tsnReady, waitForDiagnostics } from './helpers';

/** [line, character, endLine, endCharacter] (0-based), severity, code, message. */
type Expected = [[number, number, number, number], keyof typeof vscode.DiagnosticSeverity, string, string];

export const DIAGNOSTICS_TSN: Expected[] = [
  [[9, 6, 9, 9], 'Error', 'TSN011', 'Unknown card code "NSA". Did you mean NAS (Nasser), SSA (South America Scoring), NSO (North Sea Oil)?'],
  [[10, 20, 10, 22], 'Error', 'TSN013', 'Country codes are upper case: write EG.'],
  [[11, 6, 11, 15], 'Warning', 'TSN157', 'The play moves DEFCON from 5 to 4 but does not write it: add D4.'],
  [[11, 10, 11, 15], 'Error', 'TSN151', 'Coup result should be +5: die 6 + 3 ops - 2 x stability 2.'],
];

/** A diagnostic in the shape of `Expected`, for one deepEqual with a readable difference. */
export function described(d: vscode.Diagnostic): Expected {
  const { start, end } = d.range;
  return [[start.line, start.character, end.line, end.character],
    vscode.DiagnosticSeverity[d.severity] as Expected[1], codeOf(d), d.message];
}

suite('diagnostics', () => {
  let uri: vscode.Uri;

  suiteSetup(async () => {
    await tsnReady();
    uri = (await openFixture('diagnostics.tsn')).document.uri;
  });

  test('a file with known errors gets exactly its diagnostics: ranges, severities, codes, messages', async () => {
    const diagnostics = await waitForDiagnostics(uri, 'the diagnostics of diagnostics.tsn', (ds) => ds.length > 0);
    assert.deepEqual(diagnostics.map(described), DIAGNOSTICS_TSN);
  });

  test('notation problems are TSN0xx and rules problems TSN1xx, all from the tsn source', async () => {
    const diagnostics = await waitForDiagnostics(uri, 'the diagnostics of diagnostics.tsn', (ds) => ds.length > 0);
    assert.deepEqual(diagnostics.map((d) => d.source), ['tsn', 'tsn', 'tsn', 'tsn']);
    assert.deepEqual(diagnostics.map(codeOf).filter((c) => /^TSN0\d\d$/.test(c)), ['TSN011', 'TSN013']);
    assert.deepEqual(diagnostics.map(codeOf).filter((c) => /^TSN1\d\d$/.test(c)), ['TSN157', 'TSN151']);
  });

  test('each code links to its entry in docs/diagnostics.md (codeDescription): a web page at its anchor, the packaged file at its line', async () => {
    const diagnostics = await waitForDiagnostics(uri, 'the diagnostics of diagnostics.tsn', (ds) => ds.length > 0);
    for (const d of diagnostics) {
      const code = d.code;
      assert.ok(typeof code === 'object' && code !== null, `${codeOf(d)} has no link`);
      assert.ok(code.target.path.endsWith('/docs/diagnostics.md'), code.target.toString());
      if (/^https?$/.test(code.target.scheme)) {
        assert.match(code.target.fragment, new RegExp(`^${codeOf(d).toLowerCase()}--[a-z0-9-]+$`));
        continue;
      }
      // The editor opens a file at `#L<line>` (it follows no Markdown anchor): the code's heading.
      const line = /^L(\d+)$/.exec(code.target.fragment);
      assert.ok(line, code.target.toString());
      const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(code.target.with({ fragment: '' })));
      assert.match(text.split('\n')[Number(line[1]) - 1] ?? '', new RegExp(`^### ${codeOf(d)} — `));
    }
  });

  test('one diagnostic per mistake, with the line it follows from (relatedInformation)', async () => {
    const untitled = await vscode.workspace.openTextDocument({ language: 'tsn', content: '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —\n1.3   DUC&IT ; —\n' });
    try {
      const diagnostics = await waitForDiagnostics(untitled.uri, 'TSN102 and TSN011 in the untitled file', (ds) => ds.length >= 2);
      assert.deepEqual(diagnostics.map(codeOf), ['TSN102', 'TSN011']);
      const related = diagnostics[0]!.relatedInformation ?? [];
      assert.deepEqual(related.map((r) => [r.location.uri.toString(), r.location.range.start.line, r.location.range.start.character, r.message]),
        [[untitled.uri.toString(), 1, 6, 'Nasser went to the discard pile in 1.1']]);
    } finally {
      await vscode.window.showTextDocument(untitled);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });

  test('a clean game has none: an error typed into it comes and goes with the text', async () => {
    // A clean file's diagnostics are an empty list before and after the server publishes them, so
    // the test first makes the server publish a known error, then checks that undoing it empties
    // the list again.
    const editor = await openFixture('game.tsn');
    const game = editor.document;
    try {
      await editor.edit((edit) => edit.replace(new vscode.Range(11, 6, 11, 9), 'DSE'));
      await waitForDiagnostics(game.uri, 'TSN011 for DSE in game.tsn', (ds) => ds.some((d) => codeOf(d) === 'TSN011'));
      await vscode.commands.executeCommand('undo');
      await waitForDiagnostics(game.uri, 'game.tsn to have no diagnostics again', (ds) => ds.length === 0);
      assert.equal(game.lineAt(11).text, '1.1   DES#IR4+3 D4 ; MAR&JP3 KR');
    } finally {
      await revert(game);
    }
  });

  test('editing the text updates the diagnostics (the range follows the text)', async () => {
    const editor = await openFixture('diagnostics.tsn');
    const document = editor.document;
    try {
      // Insert two spaces before NSA: its diagnostic moves two characters right.
      await editor.edit((edit) => edit.insert(new vscode.Position(9, 6), '  '));
      const moved = await waitForDiagnostics(uri, 'TSN011 to move to 9:8', (ds) =>
        ds.some((d) => codeOf(d) === 'TSN011' && d.range.start.character === 8));
      const unknown = moved.find((d) => codeOf(d) === 'TSN011');
      assert.ok(unknown);
      assert.deepEqual(described(unknown)[0], [9, 8, 9, 11]);
    } finally {
      await revert(document);
    }
    await waitForDiagnostics(uri, 'TSN011 back at 9:6', (ds) =>
      ds.some((d) => codeOf(d) === 'TSN011' && d.range.start.character === 6));
  });
});
