/**
 * The importer, line shape by line shape: a few lines of a digital-edition log in, the TSN lines it
 * writes out (the log fragments follow the eight real logs' forms; the rounds around them are left
 * out, so most fragments are not whole legal games and only their text is checked).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { importPlaydekLog, looksLikePlaydekLog } from '../../../core/src/import';
import { parseTsn } from '../../../core/src/notation';
import { printLine } from '../../../core/src/notation/printer';

const SETUP = `SETUP: : Boris will play as USSR.
Alice will play as USA.
Handicap influence: US +2
Scenario: Standard
Optional Cards Added
Time per Player: 1 Hour
USSR +4 in Poland [0][4]
USSR +1 in East Germany [0][4]
USSR +1 in Austria [0][1]
US +4 in West Germany [4][0]
US +4 in Italy [4][0]
US +1 in Iran [2][0]
`;

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

describe('importing: headlines', () => {
  test('the USSR\'s headline first whatever order the events resolved in; a headline is the code and what it did', () => {
    assert.deepEqual(after(`Turn 1, Headline Phase: Asia Scoring & Decolonization: USSR Headlines Decolonization
US Headlines Asia Scoring
Event: Decolonization
USSR +1 in Thailand [0][1]
USSR +1 in Algeria [0][1]

Event: Asia Scoring
USSR gains 1 VP. Score is USSR 1.
`), ['1.H   DEC TH DZ ; SAS=-1']);
  });

  test('a headline Defectors cancels is its code alone; VP written before the events go to the first event\'s play (Flower Power)', () => {
    assert.deepEqual(after(`Turn 1, Headline Phase: Brezhnev Doctrine* & Defectors: USSR Headlines Brezhnev Doctrine*
US Headlines Defectors
Event: Defectors
`), ['1.H   BRE ; DEF']);
    assert.deepEqual(after(`Turn 1, Headline Phase: Brush War & Brezhnev Doctrine*: US Headlines Brush War
USSR Headlines Brezhnev Doctrine*
USSR gains 2 VP. Score is USSR 2.
Event: Brush War
War in Algeria
VICTORY: 5 >= 3
USSR -2 in Algeria [0][0]
US +2 in Algeria [2][0]
US gains 1 VP. Score is USSR 1.
US Military Ops to 3

Event: Brezhnev Doctrine*
Brezhnev Doctrine* is now in play.
`), ['1.H   BRE ; BRU xDZ5+ =-1']);
  });

  test('operations an event grants attach to the code; a card Missile Envy takes carries what was done with it', () => {
    assert.deepEqual(after(`Turn 1, Headline Phase: Missile Envy & ABM Treaty: USSR Headlines Missile Envy
US Headlines ABM Treaty
Event: ABM Treaty
Coup (4 Ops):
Target: Pakistan
SUCCESS: 4 [ + 4 - 2x2 = 4 ]
US +4 in Pakistan [4][0]
US Military Ops to 4
DEFCON degrades to 4

Event: Missile Envy
US reveals "We Will Bury You"*
Event: "We Will Bury You"*
DEFCON degrades to 3
"We Will Bury You"* is now in play.
`), ['1.H   MIS >WWB@ D3 ; ABM#PK4+4 D4']);
  });
});

describe('importing: action rounds', () => {
  test('influence, coups (success and failure), realignment (the US die first) and the space race', () => {
    assert.deepEqual(after(`Turn 1, USSR AR1: Nasser*: Coup (1 Ops):
Target: Lebanon
SUCCESS: 4 [ + 1 - 2x1 = 3 ]
US -1 in Lebanon [0][0]
USSR +2 in Lebanon [0][2]
USSR Military Ops to 1

Turn 1, US AR1: Duck and Cover: Place Influence (3 Ops):
US +2 in Jordan [2][0]
US +1 in France [1][0]

Turn 1, USSR AR2: Summit: Realignment (1 Ops):
Target: Venezuela
USSR rolls 3
US rolls 3 (+1) = 4

Turn 1, US AR2: Special Relationship: Coup (2 Ops):
Target: Iraq
FAILURE: 3 [ + 2 - 2x3 = -1 ]
US Military Ops to 2
DEFCON degrades to 4

Turn 1, USSR AR3: NORAD*: Space Race (3 Ops):
Die roll: 3 -- Success! (Needed 3 or less)
USSR advances to 1 in the Space Race.
USSR gains 2 VP. Score is USSR 2.

Turn 1, US AR3: Decolonization: Space Race (2 Ops):
Die roll: 5 -- Failed! (Needed 3 or less)
`), [
      '1.1   NAS#LB4+3 ; DAC&JO2 FR',
      '1.2   SUM/VE3:3 ; SPR#IQ3 D4',
      '1.3   NOR*3+ =-2 ; DEC*5',
    ]);
  });

  test('an opponent\'s card: operations then its event (#…@(…)), or its event then operations (@… &…)', () => {
    assert.deepEqual(after(`Turn 1, USSR AR1: Containment*: Coup (3 Ops):
Target: Panama
SUCCESS: 2 [ + 3 - 2x2 = 1 ]
US -1 in Panama [0][0]
USSR Military Ops to 3
DEFCON degrades to 4

Event: Containment*
Containment* is now in play.

Turn 1, US AR1: COMECON*: Event: COMECON*
USSR +1 in Czechoslovakia [0][1]
USSR +1 in Yugoslavia [0][1]

Place Influence (3 Ops):
US +2 in Algeria [2][0]
US +1 in France [1][0]
`), ['1.1   CON#PA2+1@ D4 ; COM@(CS YU) &DZ2 FR']);
  });

  test('a war is written with its roll and VP, never the influence it moved (KOR@xKR5+ &KR2 =-2)', () => {
    assert.deepEqual(after(`Turn 1, USSR AR1: Olympic Games: Place Influence (2 Ops):
USSR +2 in Pakistan [0][2]

Turn 1, US AR1: Korean War*: Event: Korean War*
War in South Korea
VICTORY: 5 >= 4
US -1 in South Korea [0][0]
USSR +1 in South Korea [0][1]
USSR gains 2 VP. Score is USSR 2.
USSR Military Ops to 2

Place Influence (2 Ops):
US +2 in South Korea [2][1]
`), ['1.1   OLY&PK2 ; KOR@xKR5+ &KR2 =-2']);
  });

  test('Quagmire and Bear Trap: the card discarded, ~, the die, + once out', () => {
    assert.deepEqual(after(`Turn 4, USSR AR1: Grain Sales To Soviets: USSR discards Grain Sales To Soviets
Trap Roll: 5 > 4 -- Trap Remains in Effect

Turn 4, US AR1: South African Unrest: US discards South African Unrest
Trap Roll: 1 <= 4 -- Trap Escaped
Quagmire* is no longer in play.
`), ['4.1   GRA~5 ; SAU~1+']);
  });

  test('UN Intervention with the opponent\'s card beside it; the crisis ended before a coup; "We Will Bury You"\'s VP on the US\'s next play', () => {
    assert.deepEqual(after(`Turn 6, USSR AR1: UN Intervention: Event: UN Intervention
USSR plays Bear Trap*
Place Influence (3 Ops):
USSR +2 in Venezuela [2][2]

Turn 6, US AR1: Latin American Death Squads: Coup (2 Ops):
US -2 in West Germany [5][1]
Cuban Missile Crisis* is no longer in play.
Target: Guatemala
SUCCESS: 4 [ + 2 - 2x1 = 4 ]
USSR -4 in Guatemala [0][0]
US Military Ops to 2

Turn 6, USSR AR2: "We Will Bury You"*: Event: "We Will Bury You"*
DEFCON degrades to 3
"We Will Bury You"* is now in play.

Turn 6, US AR2: NORAD*: USSR gains 3 VP. Score is USSR 3.
Place Influence (3 Ops):
US +2 in Brazil [2][0]
`.replace('Turn 6, USSR AR1', 'Turn 6, Headline Phase: Cuban Missile Crisis* & Red Scare/Purge: USSR Headlines Cuban Missile Crisis*\nUS Headlines Red Scare/Purge\nEvent: Red Scare/Purge\nRed Scare/Purge is now in play.\n\nEvent: Cuban Missile Crisis*\nDEFCON degrades to 2\nCuban Missile Crisis* is now in play.\n\nTurn 6, USSR AR1')), [
      '6.H   CMC D2 ; RED',
      '6.1   UNI@BEA&VE2 ; LDS#GT4+4 CMC@DE-2',
      '6.2   WWB@ D3 ; NOR&BR2 =-3',
    ]);
  });

  test('Grain Sales: the card handed back is bare and Grain Sales\' own operations follow; a card played carries its operations or event', () => {
    assert.deepEqual(after(`Turn 8, Headline Phase: Aldrich Ames Remix* & Grain Sales To Soviets: USSR Headlines Aldrich Ames Remix*
US Headlines Grain Sales To Soviets
Event: Aldrich Ames Remix*
US reveals Special Relationship
US reveals Brush War
US discards Brush War

Event: Grain Sales To Soviets
USSR reveals Europe Scoring
USSR reveals Europe Scoring from hand
US returns Europe Scoring to USSR
Coup (2 Ops):
Target: Brazil
SUCCESS: 4 [ + 2 - 2x2 = 2 ]
USSR -2 in Brazil [2][1]
US Military Ops to 2
DEFCON degrades to 2
`), ['8.H   AAR >BRU {US shows SPR BRU} ; GRA >SEU #BR4+2 D2']);
    assert.deepEqual(after(`Turn 4, USSR AR2: Decolonization: Place Influence (2 Ops):
USSR +2 in Angola [0][2]

Turn 4, US AR2: Grain Sales To Soviets: Event: Grain Sales To Soviets
USSR reveals Junta
USSR reveals Junta from hand
US plays Junta
US plays Junta
Event: Junta
US +2 in Brazil [2][0]
Coup (2 Ops):
Target: Panama
SUCCESS: 6 [ + 2 - 2x2 = 4 ]
USSR -4 in Panama [0][0]
DEFCON degrades to 3
`), ['4.2   DEC&AO2 ; GRA@ >JUN@BR2 #PA6+4 D3']);
    assert.deepEqual(after(`Turn 5, US AR3: Grain Sales To Soviets: Event: Grain Sales To Soviets
USSR reveals OPEC
USSR reveals OPEC from hand
US plays OPEC
US plays OPEC
Space Race (3 Ops):
Die roll: 2 -- Success! (Needed 3 or less)
US advances to 1 in the Space Race.
US gains 2 VP. Score is US 2.
`), ['5.3   — ; GRA@ >OPE*2+ =+2']);
  });

  test('Star Wars plays a card from the discard pile, which may move another (STA@ >SAL@ >BRU D4, STA@ >GRA@ >OAS #SY6+5)', () => {
    assert.deepEqual(after(`Turn 8, US AR6: Star Wars*: Event: Star Wars*
Event: SALT Negotiations*
DEFCON improves to 4
US reveals Brush War
SALT Negotiations* is now in play.

Turn 8, US AR7: Star Wars*: Event: Star Wars*
Event: Grain Sales To Soviets
USSR reveals OAS Founded
USSR reveals OAS Founded from hand
US returns OAS Founded to USSR
Coup (2 Ops):
Target: Syria
SUCCESS: 6 [ + 2 - 2x2 = 4 ]
USSR -2 in Syria [0][0]
US +2 in Syria [2][0]
US Military Ops to 2
`), ['8.6   — ; STA@ >SAL@ >BRU D4', '8.7   — ; STA@ >GRA@ >OAS #SY6+4']);
  });

  test('Missile Envy with an opponent\'s card: its operations at once; a card Five Year Plan discards, with its event', () => {
    assert.deepEqual(after(`Turn 5, USSR AR3: Missile Envy: Event: Missile Envy
US reveals Five Year Plan
Space Race (3 Ops):
Die roll: 2 -- Success! (Needed 3 or less)
USSR advances to 1 in the Space Race.
USSR gains 1 VP. Score is USSR 1.

Turn 5, USSR AR4: Five Year Plan: Event: Five Year Plan
USSR discards OAS Founded
Event: OAS Founded
US +2 in Venezuela [2][0]


Place Influence (3 Ops):
USSR +2 in Chile [0][3]
USSR +1 in Argentina [0][2]
`), ['5.3   MIS@ >FYP*2+ =-1 ; —', '5.4   FYP@ >OAS@(VE2) &CL2 AR']);
  });

  test('CIA Created: the US\'s operations in parentheses in a USSR play; the hand it shows is a comment', () => {
    assert.deepEqual(after(`Turn 3, USSR AR1: CIA Created*: Event: CIA Created*
USSR reveals Five Year Plan
USSR reveals UN Intervention
Coup (1 Ops):
Target: Zaire
SUCCESS: 5 [ + 1 - 2x1 = 4 ]
USSR -1 in Zaire [0][0]
US +3 in Zaire [3][0]
US Military Ops to 1
DEFCON degrades to 2


Place Influence (1 Ops):
USSR +1 in South Africa [1][1]
`), ['3.1   CIA@(#ZR5+4) &ZA D2 {USSR shows FYP UNI}']);
  });

  test('NORAD: 1 US influence once a play took DEFCON to 2, at the end of that play\'s part, also after 2 → 3 → 2', () => {
    const withNorad = `Turn 4, Headline Phase: NORAD* & Red Scare/Purge: USSR Headlines Red Scare/Purge
US Headlines NORAD*
Event: NORAD*
NORAD* is now in play.

Event: Red Scare/Purge
Red Scare/Purge is now in play.

`;
    assert.deepEqual(after(withNorad + `Turn 4, USSR AR1: Missile Envy: Event: Missile Envy
US reveals Marshall Plan*
Coup (4 Ops):
Target: Panama
SUCCESS: 6 [ + 4 - 2x2 = 6 ]
US -1 in Panama [0][0]
USSR +5 in Panama [0][5]
USSR Military Ops to 4
DEFCON degrades to 2
US +1 in Italy [5][0]

Turn 4, US AR1: ABM Treaty: Event: ABM Treaty
DEFCON improves to 3
Coup (4 Ops):
Target: Panama
SUCCESS: 6 [ + 4 - 2x2 = 6 ]
USSR -5 in Panama [0][0]
US +1 in Panama [1][0]
US Military Ops to 4
DEFCON degrades to 2
US +1 in Italy [6][0]
`), ['4.H   RED ; NOR', '4.1   MIS@ >MAR#PA6+6 D2 NOR@(IT) ; ABM@#PA6+6 D2 NOR@IT']);
  });

  test('Chernobyl\'s region, the Olympic Games\' VP, a scoring card with no VP', () => {
    assert.deepEqual(after(`Turn 10, Headline Phase: Olympic Games & Chernobyl*: USSR Headlines Olympic Games
US Headlines Chernobyl*
Event: Chernobyl*
US chooses South America
Chernobyl* is now in play.

Event: Olympic Games
US chooses to participate in the Olympics
USSR gains 2 VP. Score is USSR 2.

Turn 10, USSR AR1: Mideast Scoring: Event: Mideast Scoring
No VP awarded. Score is USSR 2.
`), ['10.H  OLY=-2 ; CNB Sa', '10.1  SME']);
  });
});

describe('importing: what a log may show that the eight do not', () => {
  test('the Summit\'s dice, should the log show them: the US die first', () => {
    assert.deepEqual(after(`Turn 4, USSR AR1: Summit: Event: Summit
USSR rolls 6 (+1) = 7
US rolls 2
USSR gains 2 VP. Score is USSR 2.
DEFCON degrades to 4
`), ['4.1   SUM@d2:6 =-2 D4']);
  });

  test('a side with no card to give (Five Year Plan, Grain Sales) reads as nothing taken', () => {
    assert.deepEqual(after(`Turn 4, USSR AR1: Five Year Plan: Event: Five Year Plan
USSR has no cards to discard

Place Influence (3 Ops):
USSR +3 in Iraq [0][4]
`), ['4.1   FYP@&IQ3']);
  });
});

describe('importing: turns, eighth rounds and the log\'s end', () => {
  test('T.E: the military operations each side fell short of DEFCON, as VP to the other, and the DEFCON after it improved', () => {
    assert.deepEqual(after(`Turn 1, USSR AR1: Nasser*: Coup (1 Ops):
Target: Iran
SUCCESS: 6 [ + 1 - 2x2 = 3 ]
US -2 in Iran [0][0]
USSR +1 in Iran [0][1]
USSR Military Ops to 1
DEFCON degrades to 4

Turn 1, US AR1: Duck and Cover: Event: Duck and Cover
DEFCON degrades to 3
US gains 2 VP. Score is US 2.

Turn 2, Headline Phase: Europe Scoring & Red Scare/Purge: DEFCON improves to 4
USSR Headlines Europe Scoring
US Headlines Red Scare/Purge
Event: Red Scare/Purge
Red Scare/Purge is now in play.

Event: Europe Scoring
No VP awarded. Score is US 1.
`), [
      '1.1   NAS#IR6+3 D4 ; DAC@ =+2 D3',
      '1.E   =+2 ; =-3 D4',
      '2.H   SEU ; RED',
    ]);
  });

  test('an eighth round only one side plays has — for the other; a round with no card played is —, or left out', () => {
    assert.deepEqual(after(`Turn 8, USSR AR7: Nuclear Subs*: Place Influence (2 Ops):
USSR +2 in Poland [0][6]

Turn 8, US AR7: :

Turn 8, US AR8: The China Card: Place Influence (4 Ops):
US +4 in Brazil [4][0]

Turn 8, USSR AR8: :
`), ['8.7   NUC&PL2 ; —', '8.8   — ; CHN&BR4']);
  });

  test('a log cut in a round: the game still being played, the round it stops in a comment; no T.E', () => {
    assert.deepEqual(after(`Turn 7, USSR AR5: Junta: Event: Junta
USSR +2 in Brazil [2][2]

Turn 7, US AR5: Camp David Accords*: Event: Camp David Accords*
US gains 1 VP. Score is US 1.
US +1 in Israel [2][0]

Turn 7, USSR AR6: Flower Power*: Coup (4 Ops):
`), ['7.5   JUN@BR2 ; CDA@IL =+1', '# the log stops in this round: Turn 7, USSR AR6: Flower Power*: Coup (4 Ops):']);
    assert.deepEqual(after(`Turn 10, USSR AR1: Vietnam Revolts*: Place Influence (2 Ops):
USSR +2 in Vietnam [0][2]

Turn 10, US AR1: Asia Scoring:
`), ['10.1  VIE&VN2', '# the log stops in this round: Turn 10, US AR1: Asia Scoring:']);
  });

  test('DEFCON 1 ends the game: the other part of the round is —', () => {
    assert.deepEqual(after(`Turn 8, USSR AR2: Star Wars*: Event: Star Wars*
Event: "We Will Bury You"*
DEFCON degrades to 1
`), ['8.2   STA@ >WWB@ D1 ; —']);
  });

  test('the end of a finished game (`: :`) after turn 10 writes 10.E\'s penalties', () => {
    assert.deepEqual(after(`Turn 10, Headline Phase: Europe Scoring & Red Scare/Purge: USSR Headlines Europe Scoring
US Headlines Red Scare/Purge
Event: Red Scare/Purge
Red Scare/Purge is now in play.

Event: Europe Scoring
No VP awarded. Score is even.

Turn 10, USSR AR7: Mideast Scoring: Event: Mideast Scoring
US gains 2 VP. Score is US 2.

Turn 10, US AR7: Asia Scoring: Event: Asia Scoring
USSR gains 1 VP. Score is US 1.


: :`), ['10.H  SEU ; RED', '10.7  SME=+2 ; SAS=-1', '10.E  =+5 ; =-5']);
  });
});

describe('importing: what cannot be read', () => {
  test('a line the log format does not have is kept where it stood, with its line and why', () => {
    const log = `${SETUP}
Turn 1, USSR AR1: Nasser*: Place Influence (1 Ops):
USSR +1 in Syria [0][2]
The players shake hands.

Turn 1, US AR1: Duck and Cover: Place Influence (3 Ops):
US +3 in Narnia [3][0]
US +3 in Japan [4][0]
`;
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
});
