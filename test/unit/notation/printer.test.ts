import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTsn, parseTsn } from '../../../core/src/notation';
import { fixture, withoutRanges } from '../helpers/notation';

function canonical(text: string): string {
  return makeTsn(parseTsn(text).document);
}

describe('printer', () => {
  for (const name of ['spec-examples.tsn', 'rulings-examples.tsn']) {
    test(`${name}: every example prints back as the specification writes it`, () => {
      const text = fixture(name).replace(/\n$/, '');
      // The examples are written canonically already, except `--` and a comment's own spacing.
      assert.equal(canonical(text), text);
    });

    test(`${name}: printing then parsing gives the same tree`, () => {
      const first = parseTsn(fixture(name));
      const again = parseTsn(makeTsn(first.document));
      assert.deepEqual(withoutRanges(again.document), withoutRanges(first.document));
      assert.deepEqual(again.diagnostics.map((d) => d.code), first.diagnostics.map((d) => d.code));
    });
  }

  const cases: [string, string][] = [
    ['1.5 NAS#IR6+3   D3;SME=-4', '1.5   NAS#IR6+3 D3 ; SME=-4'],
    ['10.7\tNAS # IR6+3 ; SME =-4', '10.7  NAS#IR6+3 ; SME=-4'],
    ['1.1   CHN/KR3:6  UK5:2 ; --', '1.1   CHN/KR3:6 UK5:2 ; —'],
    ['2.1   NAS@( EG2 )&TW ; KOR@xKR4+#SY6+5', '2.1   NAS@(EG2) &TW ; KOR@xKR4+ #SY6+5'],
    ['2.4   WPF@PL2(FR-2) ; SAS =0', '2.4   WPF@PL2 (FR-2) ; SAS=0'],
    ['5.2   ASK#MY1@>WWB>PAN([JUN PEC]) ; —', '5.2   ASK#MY1@ >WWB >PAN ([JUN PEC]) ; —'],
    ['1.6   KOR#PA5+3 NOR@(IT) D2 ; —', '1.6   KOR#PA5+3 D2 NOR@(IT) ; —'],
    ['2.4   NAS#IR6+3 !? {good}; —', '2.4   NAS#IR6+3!? {good} ; —'],
    ['[Event  "x"]', '[Event "x"]'],
    ['#comment', '# comment'],
    ['1.3   NAS#IR6+3', '1.3   NAS#IR6+3'],
    // A comment beside no play is kept; one before a play follows it.
    ['8.7   ORT@#CU1 D1 ; --  {game over}', '8.7   ORT@#CU1 D1 ; — {game over}'],
    ['1.1   {opening} NAS#IR6+3 ; —', '1.1   NAS#IR6+3 {opening} ; —'],
    // Rulings: a space after `@` is allowed; the end marks in any order, printed `>`, `=`, `D`.
    ['4.1   ABM@ #BR3+3 D2 ; —', '4.1   ABM@#BR3+3 D2 ; —'],
    ['5.1   KAL@ D3 =+2 ; GLA@ D4 =-2', '5.1   KAL@ =+2 D3 ; GLA@ =-2 D4'],
    ['4.2   JUN@BR2#CO3+3 ; TDW@DD3/FR3:4 FR2:6', '4.2   JUN@BR2 #CO3+3 ; TDW@DD3 /FR3:4 FR2:6'],
    // What follows a moved card's event stands apart (attached, it would be read into that event);
    // inside it, its own symbols are attached (a spaced one would end it: Star Wars taking Che).
    ['6.2   GRA@ >DEF@ &ID AT ; —', '6.2   GRA@ >DEF@ &ID AT ; —'],
    ['10.1  STA#BW1@ >CHE#HT2+3#CI1 ; —', '10.1  STA#BW1@ >CHE#HT2+3#CI1 ; —'],
    // Operations right after a moved card's event that wrote something stand apart, as the rulings
    // write them (Junta's free coup; Grain Sales' own operations after a card handed back): the
    // lowering reads them back into that event (lower.ts, playedCardOps).
    ['4.2   DEC&AO2 ; GRA@ >JUN@BR2#PA6+4 D3', '4.2   DEC&AO2 ; GRA@ >JUN@BR2 #PA6+4 D3'],
    ['8.7   — ; STA@ >GRA@ >OAS #SY6+4', '8.7   — ; STA@ >GRA@ >OAS #SY6+4'],
    // A card written after a space at the part's level ends the part, after a group too.
    ['5.4   — ; CHE#MA5+2@(#MA6+3) CMC@TR-2', '5.4   — ; CHE#MA5+2@(#MA6+3) CMC@TR-2'],
    ['8.7   TDW&CM DZ CI@(DD3) (#PL5+2) =-1 D2 NOR@(PA) ; —', '8.7   TDW&CM DZ CI@(DD3) (#PL5+2) =-1 D2 NOR@(PA) ; —'],
  ];
  for (const [input, expected] of cases) {
    test(`canonical form of ${JSON.stringify(input)}`, () => assert.equal(canonical(input), expected));
  }

  test('printing is idempotent', () => {
    for (const [input] of cases) {
      const once = canonical(input);
      assert.equal(canonical(once), once);
    }
  });
});
