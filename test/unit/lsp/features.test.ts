import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { hoverAt } from '../../../server/src/lsp/hover';
import { completionContext, completionsAt } from '../../../server/src/lsp/completion';
import { documentSymbols } from '../../../server/src/lsp/symbols';
import { foldingRanges } from '../../../server/src/lsp/folding';
import { formatEdits } from '../../../server/src/lsp/formatting';
import { quickFixes } from '../../../server/src/lsp/codeActions';
import { toLspDiagnostic } from '../../../server/src/lsp/convert';
import { fixture } from '../helpers/notation';
import { generateGame } from '../../../bench/generateGame';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
    assert.match(text, /The USSR played Nasser for a coup in Iran: die 6 \+ 1 op − 2 × stability 2 = 3: it succeeded and moved 3 influence \(the US lost 1, the USSR gained 2\); DEFCON fell to 4\./);
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
    assert.match(text, /The USSR's headline was Vietnam Revolts: the USSR gained 2 in Vietnam; Vietnam Revolts is now in force\./);
    assert.match(text, /The US's headline was Containment/);
  });

  test('comments are quoted as text, never as Markdown', () => {
    const text = hoverText('1.1   NAS#IR6+3 {*bold* [x](command:y) <img>} ; —', 0, 8);
    assert.ok(!text.includes('<img>'));
    assert.match(text, /\\\*bold\\\*/);
    assert.match(text, /\\\[x\\\]/);
  });

  test('a mis-written coup reads what the engine did, and says what the line wrote', () => {
    const text = hoverText('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   DES#IR4+2 D4 ; —', 1, 8);
    assert.match(text, /for a coup in Iran: die 4 \+ 3 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence \(the US lost 1, the USSR gained 2\); the line writes \+2; DEFCON fell to 4\./);
    assert.match(text, /Iran \(IR\): US 1 → 0, USSR 0 → 2/);
  });

  test('an event with nothing written reads what it did on the board (Captured Nazi Scientist\'s space race box)', () => {
    const text = hoverText('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   — ; CNS@ =+2', 1, 12);
    assert.match(text, /The US played Captured Nazi Scientist for its event: the US's space race marker moved up to box 1; the US gained 2 VP\./);
    assert.doesNotMatch(text, /changed nothing/);
  });

  test('an event with nothing written reads the China Card it moved', () => {
    const china = hoverText('1.S   PL4 DD HU ; IT3 FR2 DE2\n4.1   NAS&SY ; NIX@\n5.1   CUL@ ; —', 2, 8);
    assert.match(china, /The USSR played Cultural Revolution for its event: the China Card went to the USSR, face up\./);
  });

  test('nothing over a tag, a comment or blank space', () => {
    assert.equal(hoverAt(analyze(GAME), { line: 0, character: 3 }), null);
    assert.equal(hoverAt(analyze(GAME), { line: 2, character: 0 }), null);
  });
});

describe('completion', () => {
  const contextOf = (line: string) => completionContext(line, line.length).context;

  const targetOf = (line: string) => completionContext(line, line.length).target;

  test('expects a card at the start of a part and in a deal\'s hands', () => {
    assert.equal(contextOf('1.1   '), 'card');
    assert.equal(contextOf('1.1   NA'), 'card');
    assert.equal(contextOf('1.1   NAS#IR6+3 ; '), 'card');
    assert.equal(contextOf('1.1   NAS#IR6+3 ; M'), 'card');
    assert.equal(contextOf('1.D   [SEU '), 'card');
    assert.equal(contextOf('1.H   '), 'card');
  });

  test('expects what a play symbol writes: after @ & # / x >, in brackets and parentheses, in the lists after a space', () => {
    assert.deepEqual(targetOf('1.1   NAS#'), { symbol: '#', opponent: false });
    assert.deepEqual(targetOf('1.1   NAS#I'), { symbol: '#', opponent: false });
    assert.deepEqual(targetOf('1.1   FYP&AF2 '), { symbol: '&', opponent: false });
    assert.deepEqual(targetOf('1.1   CHN/KR3:6 '), { symbol: '/', opponent: false });
    assert.deepEqual(targetOf('1.1   SOC@('), { symbol: '@', opponent: true });
    assert.deepEqual(targetOf('1.1   COM@PL HU '), { symbol: '@', opponent: false });
    assert.deepEqual(targetOf('1.S   PL4 '), { symbol: null, opponent: false });
    assert.deepEqual(targetOf('1.H   NAS '), { symbol: null, opponent: false });
    assert.deepEqual(targetOf('1.1   KOR@xK'), { symbol: 'x', opponent: false });
    assert.equal(completionContext('1.1   KOR@xK', 12).wordStart, 11, 'the country after the x');
    assert.deepEqual(targetOf('1.1   FYP&AF2 IT >'), { symbol: '>', opponent: false });
    assert.deepEqual(targetOf('5.2   ASK#MY1@ ([JUN '), { symbol: '[', opponent: true });
    assert.deepEqual(targetOf('1.1   UNI@'), { symbol: '@', opponent: false });
    assert.deepEqual(targetOf('8.1   CNB@'), { symbol: '@', opponent: false });
    assert.deepEqual(targetOf('2.1   CIA@(&'), { symbol: '&', opponent: true });
    assert.equal(completionContext('1.1   MAR&JP3 ', 14).afterSpace, true);
    assert.equal(completionContext('1.1   MAR&J', 11).afterSpace, undefined);
  });

  test('expects nothing in a free-text tag, a comment, after a die or in an end-of-turn line', () => {
    assert.equal(contextOf('[Event "N'), 'none');
    assert.equal(contextOf('[USSR "Play'), 'none');
    assert.equal(contextOf('# NA'), 'none');
    assert.equal(contextOf('1.1   IND*1+ '), 'none');
    assert.equal(contextOf('1.1   NAS#IR6+'), 'none');
    assert.equal(contextOf('1.E   =-1 '), 'none');
    assert.equal(contextOf('12abc'), 'none');
  });

  test('nothing inside a {…} comment, whatever it holds; after it, the play again', () => {
    assert.equal(contextOf('1.1   NAS#IR6+3 {a note I'), 'none');
    assert.equal(contextOf('1.1   FYP&AF2 {see & or # '), 'none');
    assert.equal(contextOf('1.1   FYP&AF2 {a} '), 'target');
    assert.equal(contextOf('1.1   NAS#IR6+3 {a; b} ; '), 'card');
  });

  test('a label at the start of a line; tag names after [ and known tag values', () => {
    assert.equal(contextOf(''), 'label');
    assert.equal(contextOf('1'), 'label');
    assert.equal(contextOf('1.'), 'label');
    assert.equal(contextOf('1.1'), 'label');
    assert.equal(contextOf('  2'), 'label');
    assert.equal(contextOf('1.X'), 'none');
    assert.equal(contextOf('['), 'tagName');
    assert.equal(contextOf('[Res'), 'tagName');
    assert.equal(contextOf('[Result "U'), 'tagValue');
    assert.equal(contextOf('[Notation "'), 'tagValue');
  });

  test('which side: the part after ; is the US\'s', () => {
    const spot = (line: string) => completionContext(line, line.length);
    assert.deepEqual([spot('2.1   FID#').side, spot('2.1   FID#').round, spot('2.1   FID#').turn], ['USSR', 1, 2]);
    assert.equal(spot('2.1   — ; MAR&JP ').side, 'US');
  });

  test('a huge word before the cursor: the lexer reads it once, the code being typed is the whole word', () => {
    for (const size of [1_000, 40_000]) {
      const word = 'A'.repeat(size);
      const spot = completionContext(`1.1   NAS#${word}`, size + 10);
      assert.equal(spot.context, 'target');
      assert.equal(spot.wordStart, 10);
      assert.equal(completionContext(word, size).context, 'none');
      assert.equal(completionContext(`1.1   NAS#IR6+3 {${'x'.repeat(size)}`, size + 17).context, 'none');
    }
  });

  test('card items carry name, ops, side and era; available cards come first', () => {
    const items = completionsAt(analyze('1.1   N'), { line: 0, character: 7 });
    assert.equal(items.length, 110);
    const nasser = items.find((i) => i.label === 'NAS')!;
    assert.match(nasser.detail!, /Nasser — 1 op · USSR event · Early War/);
    assert.deepEqual(nasser.textEdit, { range: { start: { line: 0, character: 6 }, end: { line: 0, character: 7 } }, newText: 'NAS' });
    const brushWar = items.find((i) => i.label === 'BRU')!;
    assert.ok(nasser.sortText! < brushWar.sortText!, 'an Early War card sorts before a Mid War one on turn 1');
    assert.match(brushWar.detail!, /unavailable: a Mid War card: it joins the deck for turn 4/);
  });

  test('country items carry name, region, stability and battleground', () => {
    const items = completionsAt(analyze('1.1   NAS#I'), { line: 0, character: 11 });
    assert.equal(items.length, 84);
    const iran = items.find((i) => i.label === 'IR')!;
    assert.match(iran.detail!, /Iran — Middle East · stability 2 · battleground/);
    assert.deepEqual(iran.textEdit, { range: { start: { line: 0, character: 10 }, end: { line: 0, character: 11 } }, newText: 'IR' });
  });

  const byOrder = (items: ReturnType<typeof completionsAt>) => [...items].sort((a, b) => (a.sortText! < b.sortText! ? -1 : a.sortText! > b.sortText! ? 1 : 0));
  const TURN_2 = `1.S   PL4 DD HU ; IT3 FR2 DE2
1.H   VIE VN2 ; CON
1.1   NAS#IR6+3 D4 ; MAR&JP3 KR
1.2   FID&SY2 ; DAC&EG2 JO LB
1.3   KOR&KP2 ; IND&PK2
2.H   COM@PL HU RO DD ; DUC
2.1   — ; `;

  test('cards: the side\'s playable ones first; the discarded, removed and the other side\'s China Card after, with why', () => {
    const items = byOrder(completionsAt(analyze(TURN_2), { line: 6, character: 10 }));
    const first = items.findIndex((i) => i.tags);
    assert.ok(first > 0);
    const playable = items.slice(0, first).map((i) => i.label);
    for (const code of ['NAS', 'FID', 'DAC', 'VIE', 'CHN', 'MAR']) assert.ok(!playable.includes(code), `${code} should not be playable`);
    const why = (code: string) => items.find((i) => i.label === code)!.labelDetails!.description;
    assert.equal(why('DAC'), 'Duck and Cover — in the discard pile since 1.2');
    assert.equal(why('VIE'), 'Vietnam Revolts — removed from the game since 1.H');
    assert.equal(why('CHN'), 'The China Card — held by the USSR');
    const socialist = items.find((i) => i.label === 'SOC')!;
    assert.match(socialist.detail!, /^Socialist Governments — 3 ops · USSR event · Early War · its event helps the USSR$/);
    assert.ok(playable.includes('SOC') && playable.includes('FYP'));
  });

  test('cards with the deal written: the hand as dealt; the China Card is never headlined nor dealt', () => {
    const deal = '1.D   [SME NAS FID KOR COM DES VIE TRU] ; [MAR CON DAC IND RED OLY NTB SPR]\n1.S   PL4 DD HU ; IT3 FR2 DE2\n';
    const headline = byOrder(completionsAt(analyze(`${deal}1.H   `), { line: 2, character: 6 }));
    assert.deepEqual(headline.filter((i) => !i.tags).map((i) => i.label).sort(), ['COM', 'DES', 'FID', 'KOR', 'NAS', 'SME', 'TRU', 'VIE']);
    const why = (items: typeof headline, code: string) => items.find((i) => i.label === code)!.labelDetails!.description;
    assert.equal(why(headline, 'CHN'), 'The China Card — cannot be headlined');
    assert.equal(why(headline, 'MAR'), 'Marshall Plan — in the US\'s hand');
    assert.equal(why(headline, 'SAS'), 'Asia Scoring — not in the USSR\'s hand as dealt');
    const dealing = completionsAt(analyze('1.D   [SME NAS] ; [MAR '), { line: 0, character: 23 });
    assert.equal(why(dealing, 'NAS'), 'Nasser — already dealt on this line');
    assert.equal(why(dealing, 'CHN'), 'The China Card — never dealt: it is held apart from the hands');
    assert.equal(why(dealing, 'BRU'), 'Brush War — a Mid War card: it joins the deck for turn 4');
  });

  test('countries after #: the coup targets open at this DEFCON first, with the chance for the card\'s ops', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#';
    const items = byOrder(completionsAt(analyze(text), { line: 2, character: 10 }));
    const open = items.filter((i) => !i.tags).map((i) => i.label);
    assert.ok(!open.includes('FR') && !open.includes('UK') && !open.includes('IT'), `Europe is closed at DEFCON 4: ${open.join(' ')}`);
    assert.ok(open.includes('PA'));
    assert.equal(items.find((i) => i.label === 'FR')!.labelDetails!.description, 'France — no coups in Europe at DEFCON 4');
    // Fidel: 2 ops against Panama's stability 2: die + 2 - 4 > 0 needs a 3.
    assert.equal(items.find((i) => i.label === 'PA')!.labelDetails!.description, 'Panama — needs 3+: 67%');
  });

  test('countries after &: those in reach first, with their cost; after /: both sides\' modifiers', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS&SY ; MAR&';
    const items = byOrder(completionsAt(analyze(text), { line: 1, character: 20 }));
    const reach = items.filter((i) => !i.tags).map((i) => i.label);
    assert.ok(reach.includes('JP') && reach.includes('DD') && !reach.includes('FI'), reach.join(' '));
    assert.equal(items.find((i) => i.label === 'FI')!.labelDetails!.description, 'Finland — out of reach');
    assert.equal(items.find((i) => i.label === 'DD')!.labelDetails!.description, 'East Germany — 2 ops: USSR-controlled');
    assert.equal(items.find((i) => i.label === 'JP')!.labelDetails!.description, 'Japan — 1 op');
    const realign = completionsAt(analyze('1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS/'), { line: 1, character: 10 });
    assert.equal(realign.find((i) => i.label === 'IR')!.labelDetails!.description, 'Iran — modifiers US +1, USSR +0');
    assert.ok(realign.find((i) => i.label === 'SY')!.tags, 'no US influence in Syria: no realignment roll');
  });

  test('the setup: the side\'s own region first (East Germany before Denmark for the USSR)', () => {
    const labels = byOrder(completionsAt(analyze('1.S   '), { line: 0, character: 6 })).map((i) => i.label);
    assert.ok(labels.indexOf('DD') < labels.indexOf('DK'));
    const us = byOrder(completionsAt(analyze('1.S   PL4 DD HU ; '), { line: 0, character: 18 })).map((i) => i.label);
    assert.ok(us.indexOf('DK') < us.indexOf('DD'));
  });

  test('the next label at the start of a line, padded to the label column', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.H   VIE VN2 ; CON\n';
    const items = completionsAt(analyze(text), { line: 2, character: 0 });
    assert.deepEqual(items.map((i) => (i.textEdit as { newText: string }).newText), ['1.1   ']);
    assert.deepEqual(completionsAt(analyze(''), { line: 0, character: 0 }).map((i) => i.label), ['1.S', '1.D']);
  });

  test('tag names not yet set after [; the Result tag\'s value as the replay ends the game', () => {
    const names = completionsAt(analyze('[Event "x"]\n['), { line: 1, character: 1 }).map((i) => i.label);
    assert.ok(names.includes('Result') && names.includes('Notation') && !names.includes('Event'));
    const game = generateGame(1);
    const text = `[Result "\n${game}`;
    const values = completionsAt(analyze(text), { line: 0, character: 9 }).map((i) => i.label);
    const final = analyze(game).replay!.final;
    assert.equal(values[0], `${final.result!.winner} wins (final scoring), turn 10, VP ${Math.abs(final.vp)}`);
    assert.deepEqual(values.slice(1), ['USSR wins', 'US wins', 'Draw']);
    assert.deepEqual(completionsAt(analyze('[Notation "'), { line: 0, character: 11 }).map((i) => i.label), ['TSN 2']);
  });

  test('a space opens the list only where more must be written (Enter after a finished play starts a new line)', () => {
    const setup = '1.S   PL4 DD HU ; IT3 FR2 DE2\n';
    // Five Year Plan's 3 ops all placed: nothing more to write.
    assert.deepEqual(completionsAt(analyze(`${setup}1.1   FYP&AF2 IR `), { line: 1, character: 16 }, ' '), []);
    assert.ok(completionsAt(analyze(`${setup}1.1   FYP&AF2 IR `), { line: 1, character: 16 }).length > 0, 'asked for, the list is there');
    // One op of four left: the countries it may go to.
    const open = completionsAt(analyze(`${setup}1.1   — ; MAR&JP3 `), { line: 1, character: 18 }, ' ');
    assert.ok(open.some((i) => i.label === 'KR' && !i.tags), open.map((i) => i.label).join(' '));
    assert.deepEqual(completionsAt(analyze(`${setup}1.1   NAS#IR6+3 D4 `), { line: 1, character: 19 }, ' '), []);
    assert.deepEqual(completionsAt(analyze(`${setup}1.1   F`), { line: 1, character: 7 }, '1'), [], 'a digit opens only a label');
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
    const diagnostics = analysis.diagnostics.map((d) => toLspDiagnostic(d));
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

describe('diagnostic code links open docs/diagnostics.md at the code\'s entry (issue 19)', () => {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'diagnostics.md'), 'utf8').split('\n');
  const unknownCard = analyze('1.1   NSA#IR6+3 ; —').diagnostics.find((d) => d.code === 'TSN011')!;

  test('the packaged file: at the line of the code\'s heading, which the editor opens it at', () => {
    const href = toLspDiagnostic(unknownCard, { diagnosticsDoc: 'file:///ext/docs/diagnostics.md' }).codeDescription!.href;
    const line = /^file:\/\/\/ext\/docs\/diagnostics\.md#L(\d+)$/.exec(href);
    assert.ok(line, href);
    assert.match(doc[Number(line[1]) - 1]!, /^### TSN011 — Unknown card code$/);
  });

  test('on the web (GitHub renders the file): the heading\'s anchor', () => {
    assert.equal(toLspDiagnostic(unknownCard, { diagnosticsDoc: 'https://github.com/o/r/blob/HEAD/docs/diagnostics.md' }).codeDescription!.href,
      'https://github.com/o/r/blob/HEAD/docs/diagnostics.md#tsn011--unknown-card-code');
  });
});
