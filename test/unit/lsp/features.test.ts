import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../server/src/analysis';
import { hoverAt } from '../../../server/src/lsp/hover';
import { completionContext, completionsAt } from '../../../server/src/lsp/completion';
import { documentSymbols } from '../../../server/src/lsp/symbols';
import { foldingRanges } from '../../../server/src/lsp/folding';
import { formatEdits } from '../../../server/src/lsp/formatting';
import { quickFixes } from '../../../server/src/lsp/codeActions';
import { toLspDiagnostic } from '../../../server/src/lsp/convert';
import { fixture } from '../helpers/notation';

const GAME = `[Event "Test"]
[Notation "TSN 2"]

1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   NAS#IR6+3 D4 ; MAR&JP3 KR
1.2   FID&SY2 {a note} ; DAC&EG2 JO LB

2.H   DES ; NTB
2.1   COM&CS2 YU ; OLY&GR2 AT

{seed 1}
`;

function hoverText(text: string, line: number, character: number): string {
  const hover = hoverAt(analyze(text), { line, character });
  assert.ok(hover, `no hover at ${line}:${character}`);
  return (hover.contents as { value: string }).value;
}

describe('hover', () => {
  test('over a play: the play in plain English', () => {
    const text = hoverText(GAME, 5, 10);
    assert.match(text, /The USSR played Nasser for a coup in Iran: die 6, it succeeded and moved 3 influence; DEFCON fell to 4\./);
  });

  test('over a card code: what the card is, then the play', () => {
    const text = hoverText(GAME, 5, 7);
    assert.match(text, /\*\*NAS\*\* — \*\*Nasser\*\* \(card 15\)/);
    assert.match(text, /1 op · USSR event · Early War/);
    assert.match(text, /The USSR played Nasser/);
  });

  test('over a country code: name, region, stability, battleground and neighbours', () => {
    const text = hoverText(GAME, 5, 11);
    assert.match(text, /\*\*IR\*\* — \*\*Iran\*\*/);
    assert.match(text, /Middle East · stability 2 · battleground/);
    assert.match(text, /Adjacent to .*Iraq \(IQ\)/);
  });

  test('over the US part: the US\'s play', () => {
    assert.match(hoverText(GAME, 5, 24), /The US played Marshall Plan for its Operations, to place influence: the US gained 3 in Japan and 1 in South Korea\./);
  });

  test('over a label: both plays of the line', () => {
    const text = hoverText(GAME, 4, 1);
    assert.match(text, /The USSR's headline was Vietnam Revolts: the USSR gained 2 in Vietnam\./);
    assert.match(text, /The US's headline was Containment/);
  });

  test('comments are quoted as text, never as Markdown', () => {
    const text = hoverText('1.1   NAS#IR6+3 {*bold* [x](command:y) <img>} ; —', 0, 8);
    assert.ok(!text.includes('<img>'));
    assert.match(text, /\\\*bold\\\*/);
    assert.match(text, /\\\[x\\\]/);
  });

  test('nothing over a tag, a comment or blank space', () => {
    assert.equal(hoverAt(analyze(GAME), { line: 0, character: 3 }), null);
    assert.equal(hoverAt(analyze(GAME), { line: 2, character: 0 }), null);
  });
});

describe('completion', () => {
  const contextOf = (line: string) => completionContext(line, line.length).context;

  test('expects a card at the start of a part, after >, in brackets and after UNI@', () => {
    assert.equal(contextOf('1.1   '), 'card');
    assert.equal(contextOf('1.1   NA'), 'card');
    assert.equal(contextOf('1.1   NAS#IR6+3 ; '), 'card');
    assert.equal(contextOf('1.1   NAS#IR6+3 ; M'), 'card');
    assert.equal(contextOf('1.1   FYP&AF2 IT >'), 'card');
    assert.equal(contextOf('1.D   [SEU '), 'card');
    assert.equal(contextOf('5.2   ASK#MY1@ ([JUN '), 'card');
    assert.equal(contextOf('1.1   UNI@'), 'card');
    assert.equal(contextOf('1.H   '), 'card');
  });

  test('expects a country after & # / x, in influence lists and in parentheses', () => {
    assert.equal(contextOf('1.1   NAS#'), 'country');
    assert.equal(contextOf('1.1   NAS#I'), 'country');
    assert.equal(contextOf('1.1   FYP&AF2 '), 'country');
    assert.equal(contextOf('1.1   CHN/KR3:6 '), 'country');
    assert.equal(contextOf('1.1   SOC@('), 'country');
    assert.equal(contextOf('1.1   COM@PL HU '), 'country');
    assert.equal(contextOf('1.S   PL4 '), 'country');
    assert.equal(contextOf('1.H   NAS '), 'country');
    assert.equal(contextOf('1.1   KOR@xK'), 'country');
  });

  test('expects a region after Chernobyl\'s @', () => {
    assert.equal(contextOf('8.1   CNB@'), 'region');
  });

  test('expects nothing in a tag, a comment, a label, after a die or in an end-of-turn line', () => {
    assert.equal(contextOf('[Event "N'), 'none');
    assert.equal(contextOf('# NA'), 'none');
    assert.equal(contextOf('1.'), 'none');
    assert.equal(contextOf('1.1   IND*1+ '), 'none');
    assert.equal(contextOf('1.E   =-1 '), 'none');
  });

  test('card items carry name, ops, side and era; available cards come first', () => {
    const items = completionsAt(analyze('1.1   N'), { line: 0, character: 7 });
    assert.equal(items.length, 110);
    const nasser = items.find((i) => i.label === 'NAS')!;
    assert.match(nasser.detail!, /Nasser — 1 op · USSR event · Early War/);
    assert.deepEqual(nasser.textEdit, { range: { start: { line: 0, character: 6 }, end: { line: 0, character: 7 } }, newText: 'NAS' });
    const brushWar = items.find((i) => i.label === 'BRU')!;
    assert.ok(nasser.sortText! < brushWar.sortText!, 'an Early War card sorts before a Mid War one on turn 1');
  });

  test('country items carry name, region, stability and battleground', () => {
    const items = completionsAt(analyze('1.1   NAS#I'), { line: 0, character: 11 });
    assert.equal(items.length, 84);
    const iran = items.find((i) => i.label === 'IR')!;
    assert.match(iran.detail!, /Iran — Middle East · stability 2 · battleground/);
    assert.deepEqual(iran.textEdit, { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 11 } }, newText: 'IR' });
  });
});

describe('outline and folding', () => {
  test('symbols: the header, then each turn with its lines, then the replay block', () => {
    const symbols = documentSymbols(analyze(GAME));
    assert.deepEqual(symbols.map((s) => s.name), ['Header', 'Turn 1', 'Turn 2', 'Replay block']);
    assert.deepEqual(symbols[1]!.children!.map((s) => s.name), ['1.S Setup', '1.H Headline', '1.1 Action round 1', '1.2 Action round 2']);
    assert.equal(symbols[1]!.children![2]!.detail, 'NAS#IR6+3 D4 ; MAR&JP3 KR');
    assert.equal(symbols[1]!.detail, 'Early War');
  });

  test('folding: the header, each turn, comment runs and the replay block', () => {
    const ranges = foldingRanges(analyze(GAME.replace('1.1 ', '# one\n# two\n1.1 ')));
    assert.deepEqual(ranges.map((r) => [r.startLine, r.endLine, r.kind]),
      [[0, 1, 'imports'], [3, 8, 'region'], [10, 11, 'region'], [5, 6, 'comment']]);
  });
});

describe('formatting', () => {
  test('writes canonical TSN and leaves lines with errors alone', () => {
    const text = '[Event  "x"]\n1.1 NAS#IR6+3   D3;SME=-4\n1.2   NAS#XX6+3 ;   —\n1.3   COM@PL HU  RO DD ; --';
    const edits = formatEdits(analyze(text, { rules: false }));
    assert.deepEqual(edits.map((e) => [e.range.start.line, e.newText]), [
      [0, '[Event "x"]'],
      [1, '1.1   NAS#IR6+3 D3 ; SME=-4'],
      [3, '1.3   COM@PL HU RO DD ; —'],
    ]);
  });

  test('formatting the spec\'s examples changes nothing', () => {
    const text = fixture('spec-examples.tsn');
    assert.deepEqual(formatEdits(analyze(text)), []);
  });
});

describe('quick fixes', () => {
  test('each fixable diagnostic offers its replacement', () => {
    const analysis = analyze('1.1   NSA#ir6+3 ; —');
    const diagnostics = analysis.diagnostics.map(toLspDiagnostic);
    const actions = quickFixes({ textDocument: { uri: 'file:///a.tsn' }, range: diagnostics[0]!.range, context: { diagnostics } });
    assert.deepEqual(actions.map((a) => [a.title, a.edit!.changes!['file:///a.tsn']![0]!.newText]), [
      ['Change to NAS (Nasser)', 'NAS'],
      ['Write IR', 'IR'],
    ]);
  });
});

describe('hover shows the board', () => {
  const game = `1.S   PL4 DD HU ; IT3 FR2 DE2
1.1   DES#IR4+3 D4 ; MAR&JP3 KR`;

  test('the tracks before and after the line, and each country it changed', () => {
    const text = hoverText(game, 1, 8);
    assert.match(text, /\*\*Board after 1\.1:\*\* DEFCON 5 → 4 · VP 0 · military operations US 0, USSR 0 → 3/);
    assert.match(text, /- Iran \(IR\): US 1 → 0, USSR 0 → 2, now USSR-controlled/);
    assert.match(text, /- Japan \(JP\): US 1 → 4, USSR 0, now US-controlled/);
    assert.match(text, /DEFCON fell to 4/);
  });

  test('not when the setting is off, nor when the rules are off', () => {
    const analysis = analyze(game);
    const off = hoverAt(analysis, { line: 1, character: 8 }, { showBoard: false })!;
    assert.doesNotMatch((off.contents as { value: string }).value, /Board after/);
    const noRules = hoverAt(analyze(game, { rules: false }), { line: 1, character: 8 })!;
    assert.doesNotMatch((noRules.contents as { value: string }).value, /Board after/);
  });
});
