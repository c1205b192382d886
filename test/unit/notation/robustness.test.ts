import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTsn, parseTsn } from '../../../core/src/notation';
import type { Diagnostic } from '../../../core/src/common/diagnostic';
import { fixture } from '../helpers/notation';
import { randomSource } from '../../../core/src/rules/rng';

/** A small deterministic generator, so a failure can be replayed. */
const rng = randomSource;

function assertWellFormed(text: string, diagnostics: readonly Diagnostic[]): void {
  const lines = text.split(/\r\n|\r|\n/);
  for (const d of diagnostics) {
    assert.match(d.code, /^TSN0\d\d$/);
    assert.ok(d.message.length > 10, `message too short: ${d.message}`);
    const { start, end } = d.range;
    assert.ok(start.line >= 0 && start.line < lines.length, `line ${start.line} out of ${lines.length}`);
    assert.ok(end.line >= start.line);
    assert.ok(start.character >= 0 && start.character <= lines[start.line]!.length, `column out of line: ${JSON.stringify(d)}`);
    assert.ok(end.character <= lines[end.line]!.length, `end column out of line: ${JSON.stringify(d)}`);
  }
}

describe('parser robustness: bad input gives diagnostics, never an exception', () => {
  const examples = fixture('spec-examples.tsn').split('\n').concat(fixture('rulings-examples.tsn').split('\n'));

  test('every prefix of every example line (a line cut while typing)', () => {
    for (const line of examples) {
      for (let cut = 0; cut <= line.length; cut++) {
        const text = line.slice(0, cut);
        const { diagnostics, document } = parseTsn(text);
        assertWellFormed(text, diagnostics);
        assert.doesNotThrow(() => makeTsn(document));
      }
    }
  });

  test('random bytes', () => {
    const random = rng(1);
    for (let round = 0; round < 300; round++) {
      const length = Math.floor(random() * 200);
      let text = '';
      for (let i = 0; i < length; i++) text += String.fromCharCode(Math.floor(random() * 0x3000));
      const { diagnostics } = parseTsn(text);
      assertWellFormed(text, diagnostics);
    }
  });

  test('random mutations of valid lines (deleted, doubled and swapped characters)', () => {
    const random = rng(2);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdexyz0123456789@&#/*~()[]{}^;=>+-:!? —\t';
    for (let round = 0; round < 3000; round++) {
      const chars = [...examples[Math.floor(random() * examples.length)]!];
      const edits = 1 + Math.floor(random() * 4);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * (chars.length + 1));
        const what = random();
        if (what < 0.4) chars.splice(at, 1);
        else if (what < 0.8) chars.splice(at, 0, alphabet[Math.floor(random() * alphabet.length)]!);
        else chars.splice(at, 0, ...chars.slice(at, at + 3));
      }
      const text = chars.join('');
      const { diagnostics, document } = parseTsn(text);
      assertWellFormed(text, diagnostics);
      // What the printer writes must parse again without an exception.
      assert.doesNotThrow(() => parseTsn(makeTsn(document)));
    }
  });

  test('unbalanced brackets, parentheses and braces', () => {
    const cases = [
      '1.1   IND#PA5+3@(CS2 ; —', '1.1   IND#PA5+3@CS2) ; —', '1.1   ASK#MY1@ ([JUN PEC ; —', '1.1   ASK#MY1@ [JUN]] ; —',
      '1.1   NAS#IR2 {unclosed ; —', '1.1   NAS#IR2 } ; —', '1.D   [SEU SME ; [FYP', '1.D   SEU SME] ; FYP]', '1.1   NAS@((((EG2 ; —',
      '1.1   NAS@))))) ; —', '{seed 1', '[Event "x', '[Event x"]', '[]', '1.1   ([{ ; }])',
    ];
    for (const text of cases) {
      const { diagnostics } = parseTsn(text);
      assertWellFormed(text, diagnostics);
      assert.ok(diagnostics.some((d) => d.severity === 'error'), `no error for ${text}`);
    }
  });

  test('huge numbers are errors, not overflows', () => {
    const cases = [
      '1.1   NAS&IT99999999999999999999999 ; —', '1.1   NAS#IR99999999999999+3 ; —', '1.1   NAS#IR6+99999999999999999 ; —',
      '1.1   NAS/IT4:99999999999 ; —', '1.1   IND*12345678901234567890+ ; —', '1.1   NAS#IR6 D99999999999 ; —',
      '1.1   SAS=-99999999999999999999 ; —', '99999999999999999999.1   NAS#IR6 ; —', '1.99999999999999999   NAS#IR6 ; —',
      '1.1   OLY@d9999999:1 ; —', '1.1   KOR@xKR99999+ ; —',
    ];
    for (const text of cases) {
      const { diagnostics } = parseTsn(text);
      assertWellFormed(text, diagnostics);
      assert.ok(diagnostics.some((d) => d.severity === 'error'), `no error for ${text}`);
    }
  });

  test('a 100,000-line file parses', { timeout: 60_000 }, () => {
    const body = examples.filter((l) => /^\d/.test(l));
    const lines: string[] = [];
    for (let i = 0; lines.length < 100_000; i++) lines.push(body[i % body.length]!, '', '# note {', 'garbage ((( ]]] @@@');
    const text = lines.join('\n');
    const { document, diagnostics } = parseTsn(text);
    assert.equal(document.lines.length, 100_000);
    assert.ok(diagnostics.length > 0);
  });

  test('a message quotes at most the first 40 characters of what it points at', () => {
    const long = 'Q'.repeat(9_000);
    const cases = [
      `${long}`, // not a round label
      `1.5${long} ; —`, // no space after the label
      `1.1   NAS&${long} ; —`, `1.1   NAS#IR6 ${long} ; —`, `1.1   NAS#IR6+3 =${long} ; —`, `1.1   NAS@(EG2 ; ${long}`,
      `1.1   *${long}3 ; —`, `1.1   NAS#${long}6 ; —`, `1.1   NAS/${long}4:3 ; —`, `1.1   KOR@x${long}4+ ; —`,
      `${'9'.repeat(9_000)}.1   NAS#IR6 ; —`, `1.${'9'.repeat(9_000)}   NAS#IR6 ; —`,
      `[Notation "${long}"]`, `[${long} "a"]\n[${long} "b"]`, `1.1   NAS#IR6 ; —\n[${long} "a"]`,
    ];
    for (const text of cases) {
      const { diagnostics } = parseTsn(text);
      assert.ok(diagnostics.length > 0, `no diagnostic for ${text.slice(0, 20)}…`);
      for (const d of diagnostics) {
        assert.ok(d.message.length < 400, `${d.code} quotes ${d.message.length} characters: ${d.message.slice(0, 120)}…`);
        if (d.message.includes('QQQ')) assert.match(d.message, /Q…/, d.message);
        assert.doesNotMatch(d.message, /Q{41}|9{41}/, d.message.slice(0, 120));
      }
    }
    // The suggestion keeps what it quotes whole when it is short.
    assert.match(parseTsn('1.5NAS#IR6+3 ; —').diagnostics[0]!.message, /"1\.5   NAS#IR6\+3 ; —"/);
  });

  test('a single very long line parses', { timeout: 60_000 }, () => {
    const text = '1.1   NAS&' + 'IT '.repeat(200_000) + '; —';
    const { document } = parseTsn(text);
    assert.equal(document.gameLines.length, 1);
  });
});

describe('parser diagnostics: precise codes and messages', () => {
  const cases: [string, string, RegExp][] = [
    ['1.1   NASR#IR6+3 ; —', 'TSN011', /Unknown card code "NASR"\. Did you mean NAS \(Nasser\)\?/],
    ['1.1   X#IR6+3 ; —', 'TSN015', /three-character code/],
    ['1.1   NAS#IRN6+3 ; —', 'TSN012', /Unknown country code "IRN"\. Did you mean IR \(Iran\)/],
    ['1.1   FYP&ITA2 ; —', 'TSN012', /Did you mean IT \(Italy\)/],
    ['1.1   NSA#IR6+3 ; —', 'TSN011', /Did you mean NAS \(Nasser\)/],
    ['1.1   NAS#I2R ; —', 'TSN017', /not a coup/],
    ['1.1   NAS&I2R ; —', 'TSN016', /not influence/],
    ['1.1   NAS&XX ; —', 'TSN012', /Unknown country code "XX"\. No country's code or name is close to it: a country code is two letters, as IT for Italy\./],
    ['1.1   QQQ&IT ; —', 'TSN011', /Unknown card code "QQQ"\. No card's code or name is close to it: a card code is three characters, as NAS for Nasser\./],
    ['1.1   DUK&IT ; —', 'TSN011', /Unknown card code "DUK"\. Did you mean DAC \(Duck and Cover\)\?/],
    ['1.1   NAS&it ; —', 'TSN013', /write IT/],
    ['1.1   nas#IR6+3 ; —', 'TSN013', /write NAS/],
    ['1.1   NAS&IT+2 ; —', 'TSN016', /without \+: IT2/],
    ['1.1   NAS&IT0 ; —', 'TSN016', /changes nothing/],
    ['1.1   NAS&IT1 ; —', 'TSN032', /write IT\./],
    ['1.1   NAS#IR7+3 ; —', 'TSN034', /A die shows 1 to 6/],
    ['1.1   NAS#IR ; —', 'TSN017', /Write the die/],
    ['1.1   NAS#IR6+ ; —', 'TSN017', /after \+/],
    ['1.1   NAS#IR6+3 SY4 ; —', 'TSN027', /one target/],
    ['1.1   NAS/IT4 ; —', 'TSN018', /IT4:3/],
    ['1.1   IND*x ; —', 'TSN019', /space race/],
    ['1.1   KOR@xKR ; —', 'TSN020', /war roll/],
    ['1.1   OLY@d4 ; —', 'TSN021', /d4:6/],
    ['1.1   SAS=x ; —', 'TSN022', /VP mark/],
    ['1.1   NAS#IR6+3 D7 ; —', 'TSN023', /1 to 5/],
    ['1.1   FYP&IT >C ; —', 'TSN024', /card mark/],
    ['1.1   CNB@Xx ; —', 'TSN014', /not a region/],
    ['1.1   NAS#IR6+3 D3 D2 ; —', 'TSN028', /once/],
    ['1.1   NAS ; —', 'TSN029', /how NAS was played/],
    ['1.1   NAS(EG2) ; —', 'TSN029', /how NAS was played/],
    ['1.1   NAS#IR6+3 ; – ', 'TSN031', /—/],
    ['1.1   NAS#IR6+3 ; SME=-4 ; FID', 'TSN005', /extra/],
    ['1.1   ; SME=-4', 'TSN035', /empty/],
    ['1.1', 'TSN035', /Nothing follows/],
    ['1.9   NAS#IR6+3 ; —', 'TSN003', /round 9/i],
    ['11.1   NAS#IR6+3 ; —', 'TSN003', /turns 1 to 10/],
    ['2.S   PL ; IT', 'TSN003', /Only turn 1/],
    ['1.X   NAS ; —', 'TSN003', /not a round/],
    ['1.5NAS#IR6+3 ; —', 'TSN003', /Put spaces/],
    ['hello world', 'TSN001', /not TSN/],
    ['[Event]', 'TSN002', /Malformed tag/],
    ['[Notation "TSN 1"]', 'TSN009', /reads TSN 2/],
    ['[Event "a"]\n[Event "b"]', 'TSN008', /already set/],
    ['1.1   NAS#IR6 ; —\n[Event "a"]', 'TSN037', /header/],
    ['1.2   NAS#IR6 ; —\n1.1   NAS#IR6 ; —', 'TSN006', /comes after/],
    ['1.2   NAS#IR6 ; —\n1.2   NAS#IR6 ; —', 'TSN007', /already written/],
    ['{seed 1}\n1.1   NAS#IR6 ; —', 'TSN036', /replay block/],
    ['{seed 1', 'TSN039', /never closes/],
    ['1.1   NAS#IR6 {oops ; —', 'TSN026', /does not close/],
    ['1.1   NAS@(EG2 ; —', 'TSN025', /never closed/],
    ['1.1   NAS@EG2) ; —', 'TSN025', /closes no/],
    ['1.1   NAS@EG2} ; —', 'TSN025', /This \} closes no \{/],
    ['1.S   PL4} ; IT', 'TSN025', /This \} closes no \{/],
    ['1.1   NAS#IR6 ✓ ; —', 'TSN010', /Unexpected character "✓"/],
    ['1.S   PL- ; IT', 'TSN016', /Setup places influence/],
    ['1.S   NAS ; IT', 'TSN027', /no card is played at setup/],
    ['1.D   SEU ; [FYP]', 'TSN030', /brackets/],
    ['1.E   NAS#IR6 ; —', 'TSN027', /end-of-turn/],
    ['1.1   SAS=2 ; —', 'TSN038', /=\+2/],
    ['1.1   ASK#MY1@ [] ; —', 'TSN027', /hold no card/],
    ['1.1   IT2 ; —', 'TSN015', /looks like a country/],
  ];
  for (const [text, code, message] of cases) {
    test(`${JSON.stringify(text)} → ${code}`, () => {
      const { diagnostics } = parseTsn(text);
      const found = diagnostics.find((d) => d.code === code);
      assert.ok(found, `expected ${code}, got ${JSON.stringify(diagnostics.map((d) => [d.code, d.message]))}`);
      assert.match(found.message, message);
      assertWellFormed(text, diagnostics);
    });
  }

  test('a wrong play does not stop the next one being read', () => {
    const { document, diagnostics } = parseTsn('1.1   NAS#XX6+3 ; FYP&IT FR\n1.2   COM@PL HU RO DD ; DGL&FR3');
    assert.deepEqual(diagnostics.map((d) => d.code), ['TSN012']);
    assert.equal(document.gameLines.length, 2);
    assert.equal(document.gameLines[0]!.us?.kind, 'play');
  });

  test('quick fixes carry the right text', () => {
    const fix = (text: string) => parseTsn(text).diagnostics[0]?.fix?.newText;
    assert.equal(fix('1.1   NAS&it ; —'), 'IT');
    assert.equal(fix('1.1   NSA#IR6 ; —'), 'NAS');
    assert.equal(fix('1.1   NAS&IT+2 ; —'), 'IT2');
    assert.equal(fix('1.1   NAS#IR6 ; –'), '—');
  });
});
