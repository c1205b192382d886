/**
 * The importer, line shape by line shape: a few lines of a digital-edition log in, the TSN lines it
 * writes out. The fragments are in test/fixtures/import-fragments.txt, by name, in the eight real
 * logs' forms; the rounds around them are left out, so most are not whole legal games and only the
 * text written is checked.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importPlaydekLog, looksLikePlaydekLog } from '../../../core/src/import';
import { parseTsn } from '../../../core/src/notation';
import { readdirSync } from 'node:fs';
import { printLine } from '../../../core/src/notation/printer';

/** The log fragments, by name (test/fixtures/import-fragments.txt: each after a line `=== name ===`). */
const FRAGMENTS: Record<string, string> = {};
for (const section of readFileSync(join(__dirname, '..', '..', 'fixtures', 'import-fragments.txt'), 'utf8').split(/^=== /m).slice(1)) {
  const [name, ...lines] = section.split('\n');
  FRAGMENTS[name!.replace(/ ===$/, '')] = lines.join('\n');
}

const SETUP = FRAGMENTS['setup']!;

/** The game lines (and comment lines) the importer writes for a log: the tags and blank lines left out. */
function gameLines(log: string): string[] {
  return importPlaydekLog(log).tsn.split('\n').filter((l) => l !== '' && !l.startsWith('['));
}

/** The lines written for a log made of the setup and `rest`, without the setup line. */
function after(rest: string): string[] {
  return gameLines(SETUP + '\n' + rest).filter((l) => !l.startsWith('1.S'));
}

describe('importing a digital-edition log: tags and setup', () => {
  test('the players, the handicap and the log\'s settings become tags; the setup\'s influence, handicap included, is 1.S', () => {
    const tsn = importPlaydekLog(SETUP, { source: 'game.txt' }).tsn;
    assert.deepEqual(tsn.split('\n'), [
      '[Event "Twilight Struggle, digital edition"]',
      '[US "Alice"]',
      '[USSR "Boris"]',
      '[Scenario "Standard"]',
      '[Handicap "US +2"]',
      '[OptionalCards "added"]',
      '[TimePerPlayer "1 Hour"]',
      '[Source "digital edition game log, game.txt"]',
      '[Notation "TSN 2"]',
      '',
      '1.S   PL4 DD AT ; DE4 IT4 IR',
      '',
    ]);
  });

  test('every line written is canonical TSN: parsing and printing it again gives it back', () => {
    const tsn = importPlaydekLog(SETUP).tsn;
    const parsed = parseTsn(tsn);
    assert.deepEqual(parsed.diagnostics, []);
    assert.equal(parsed.document.lines.map(printLine).join('\n').trimEnd(), tsn.trimEnd());
  });
});

/**
 * Each line shape: what the test says, the fragments (by name) and the lines the importer writes
 * for each, after the setup.
 */
const CASES: readonly { readonly what: string; readonly writes: Readonly<Record<string, readonly string[]>> }[] = [
  // Headlines.
  { what: 'the USSR\'s headline first whatever order the events resolved in; a headline is the code and what it did', writes: {
    'headline order': ['1.H   DEC TH DZ ; SAS=-1'] } },
  { what: 'a headline Defectors cancels is its code alone; VP written before the events go to the first event\'s play (Flower Power)', writes: {
    'headline cancelled': ['1.H   BRE ; DEF'],
    'headline flower power': ['1.H   BRE ; BRU xDZ5+ =-1'] } },
  { what: 'operations an event grants attach to the code; a card Missile Envy takes carries what was done with it', writes: {
    'headline granted operations': ['1.H   MIS >WWB@ D3 ; ABM#PK4+4 D4'] } },
  // Action rounds.
  { what: 'influence, coups (success and failure), realignment (the US die first) and the space race', writes: {
    'influence coup realignment space': ['1.1   NAS#LB4+3 ; DAC&JO2 FR', '1.2   SUM/VE3:3 ; SPR#IQ3 D4', '1.3   NOR*3+ =-2 ; DEC*5'] } },
  { what: 'an opponent\'s card: operations then its event (#…@(…)), or its event then operations (@… &…)', writes: {
    'opponent card': ['1.1   CON#PA2+1@ D4 ; COM@(CS YU) &DZ2 FR'] } },
  { what: 'a war is written with its roll and VP, never the influence it moved (KOR@xKR5+ &KR2 =-2)', writes: {
    war: ['1.1   OLY&PK2 ; KOR@xKR5+ &KR2 =-2'] } },
  { what: 'Quagmire and Bear Trap: the card discarded, ~, the die, + once out', writes: {
    traps: ['4.1   GRA~5 ; SAU~1+'] } },
  { what: 'UN Intervention with the opponent\'s card beside it; the crisis ended before a coup; "We Will Bury You"\'s VP on the US\'s next play', writes: {
    'un intervention crisis we will bury you': ['6.H   CMC D2 ; RED', '6.1   UNI@BEA&VE2 ; LDS#GT4+4 CMC@DE-2', '6.2   WWB@ D3 ; NOR&BR2 =-3'] } },
  { what: 'Grain Sales: the card handed back is bare and Grain Sales\' own operations follow; a card played carries its operations or event', writes: {
    'grain sales handed back': ['8.H   AAR >BRU {US shows SPR BRU} ; GRA >SEU #BR4+2 D2'],
    'grain sales playing junta': ['4.2   DEC&AO2 ; GRA@ >JUN@BR2 #PA6+4 D3'],
    'grain sales to the space race': ['5.3   — ; GRA@ >OPE*2+ =+2'],
    'grain sales taking a USSR card for its operations': ['6.2   — ; GRA@ >MUS#MX4+4@EG-2'] } },
  { what: 'Star Wars plays a card from the discard pile, which may move another (STA@ >SAL@ >BRU D4, STA@ >GRA@ >OAS #SY6+4)', writes: {
    'star wars': ['8.6   — ; STA@ >SAL@ >BRU D4', '8.7   — ; STA@ >GRA@ >OAS #SY6+4'] } },
  { what: 'Missile Envy with an opponent\'s card: its operations at once; a card Five Year Plan discards, with its event', writes: {
    'missile envy and five year plan': ['5.3   MIS@ >FYP*2+ =-1 ; —', '5.4   FYP@ >OAS@(VE2) &CL2 AR'] } },
  { what: 'CIA Created: the US\'s operations in parentheses in a USSR play; the hand it shows is a comment', writes: {
    'cia created': ['3.1   CIA@(#ZR5+4) &ZA D2 {USSR shows FYP UNI}'] } },
  { what: 'NORAD: 1 US influence once a play took DEFCON to 2, at the end of that play\'s part, also after 2 → 3 → 2', writes: {
    norad: ['4.H   RED ; NOR', '4.1   MIS@ >MAR#PA6+6 D2 NOR@(IT) ; ABM@#PA6+6 D2 NOR@IT'] } },
  { what: 'Chernobyl\'s region, the Olympic Games\' VP, a scoring card with no VP', writes: {
    'chernobyl olympics scoring': ['10.H  OLY=-2 ; CNB Sa', '10.1  SME'] } },
  // What a log may show that the eight do not.
  { what: 'the Summit\'s dice, should the log show them: the US die first', writes: {
    'summit dice': ['4.1   SUM@d2:6 =-2 D4'] } },
  { what: 'a side with no card to give (Five Year Plan, Grain Sales) reads as nothing taken', writes: {
    'no card to give': ['4.1   FYP@&IQ3'] } },
  // Turns, eighth rounds and the log's end.
  { what: 'T.E: the military operations each side fell short of DEFCON, as VP to the other, and the DEFCON after it improved', writes: {
    'end of turn': ['1.1   NAS#IR6+3 D4 ; DAC@ =+2 D3', '1.E   =+2 ; =-3 D4', '2.H   SEU ; RED'] } },
  { what: 'an eighth round only one side plays has — for the other; a round with no card played is —, or left out', writes: {
    'eighth rounds': ['8.7   NUC&PL2 ; —', '8.8   — ; CHN&BR4'] } },
  { what: 'a log cut in a round: the game still being played, the round it stops in a comment; no T.E', writes: {
    'cut in a round': ['7.5   JUN@BR2 ; CDA@IL =+1', '# the log stops in this round: Turn 7, USSR AR6: Flower Power*: Coup (4 Ops):'],
    'cut in the US round': ['10.1  VIE&VN2', '# the log stops in this round: Turn 10, US AR1: Asia Scoring:'],
    'cut in the headline': ['2.H   VIE VN2', '# the log stops in this round: Turn 2, Headline Phase: Vietnam Revolts* & Blockade*: USSR Headlines Vietnam Revolts*'] } },
  { what: 'DEFCON 1 ends the game: the other part of the round is —', writes: {
    'defcon 1': ['8.2   STA@ >WWB@ D1 ; —'] } },
  { what: 'the end of a finished game (`: :`) after turn 10 writes 10.E\'s penalties', writes: {
    'end of the game': ['10.H  SEU ; RED', '10.7  SME=+2 ; SAS=-1', '10.E  =+5 ; =-5'] } },
];

describe('importing: each line shape', () => {
  for (const { what, writes } of CASES) {
    test(what, () => {
      for (const [fragment, lines] of Object.entries(writes)) assert.deepEqual(after(FRAGMENTS[fragment]!), lines, fragment);
    });
  }
});

describe('importing: what cannot be read', () => {
  test('a line the log format does not have is kept where it stood, with its line and why', () => {
    const log = `${SETUP}\n${FRAGMENTS['unreadable lines']}`;
    const result = importPlaydekLog(log);
    assert.deepEqual(result.notImported.map((n) => ({ line: n.line + 1, text: n.text, reason: n.reason })), [
      { line: 16, text: 'The players shake hands.', reason: 'a line the digital edition\'s log format does not have' },
      { line: 19, text: 'US +3 in Narnia [3][0]', reason: 'Narnia is not a country of the map' },
    ]);
    assert.deepEqual(gameLines(log).slice(1), [
      '# not imported: The players shake hands.',
      '# not imported: US +3 in Narnia [3][0]',
      '1.1   NAS&SY ; DAC&JP3',
    ]);
  });

  test('text that is no such log is not recognised: empty, binary, TSN, another game\'s record', () => {
    for (const [text, why] of [
      ['', /empty/],
      ['   \n\n', /empty/],
      ['\u0000\u0001\u0002PNG', /binary/],
      ['[Event "x"]\n1.1   NAS#IR6+3 ; —\n', /no line of it is a round/],
      ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6', /no line of it is a round/],
    ] as const) {
      const result = importPlaydekLog(text);
      assert.equal(result.recognised, false, JSON.stringify(text));
      assert.match(result.reason!, why);
      assert.equal(result.tsn, '');
      assert.equal(looksLikePlaydekLog(text), false);
    }
    assert.equal(looksLikePlaydekLog(SETUP), true);
  });

  test('the real logs damaged at random (lines dropped, doubled, swapped, cut, a character or a digit changed): no failure, every line kept in range, the game written is well-formed TSN', () => {
    const dir = join(__dirname, '..', '..', 'fixtures', 'digital-logs');
    const logs = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(dir, f), 'utf8'));
    let seed = 20240611;
    const random = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
    for (let round = 0; round < 100; round++) {
      const lines = logs[random(logs.length)]!.split('\n');
      for (let k = 0, changes = 1 + random(20); k < changes; k++) {
        const i = random(lines.length);
        const j = random(lines.length);
        const line = lines[i]!;
        switch (random(6)) {
          case 0: lines.splice(i, 1); break;
          case 1: lines.splice(j, 0, line); break;
          case 2: [lines[i], lines[j]] = [lines[j]!, line]; break;
          case 3: lines[i] = line.slice(0, random(line.length + 1)); break;
          case 4: { const at = random(line.length + 1); lines[i] = line.slice(0, at) + String.fromCharCode(32 + random(95)) + line.slice(at); break; }
          default: lines[i] = line.replace(/\d/, String(random(10)));
        }
      }
      const result = importPlaydekLog(lines.join('\n'));
      for (const n of result.notImported) assert.ok(n.line >= 0 && n.line < lines.length && n.text === lines[n.line], `round ${round}: line ${n.line}`);
      const errors = parseTsn(result.tsn).diagnostics.filter((d) => d.severity === 'error');
      assert.deepEqual(errors.map((d) => `${d.code} ${result.tsn.split('\n')[d.range.start.line]}`), [], `round ${round}`);
    }
  });
});
