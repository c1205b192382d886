import type { Severity } from './diagnostic';

/**
 * Every diagnostic code the project reports, in one table: its usual severity, a one-line title,
 * a note and an example that produces it (null for a code no TSN text produces on its own).
 * docs/diagnostics.md is generated from this table (scripts/gen-diagnostics-doc.ts), each example
 * run through the analysis, and a test keeps the two in step. Codes are stable: a code is never
 * reused for another meaning. TSN0xx: notation (the text cannot be read as TSN); TSN1xx: the rules.
 */
export interface CodeInfo {
  readonly severity: Severity;
  readonly title: string;
  /** What the code means and what would be right, in a sentence or two (Markdown). */
  readonly note: string;
  /** TSN text that produces the code, or null when no text does on its own (see the note). */
  readonly example: string | null;
  // ---- behaviour: how the analysis and the engine treat the code (left out: none of it) ----
  /**
   * Every play after some point repeats it (the game has ended, a turn out of order): a run of
   * consecutive lines with it is reported as one diagnostic, and such a line keeps none of its own.
   */
  readonly repeats?: true;
  /**
   * A rules problem left out when the notation already reports the text unreadable: `item` when a
   * notation error overlaps its own range (the engine's "not a card" under the parser's "unknown
   * card code"); `part` when the notation could not read all of the USSR's or the US's part, for a
   * problem about the part as a whole (its cost, its number of rolls, its marks, its hand size),
   * which follows from what the notation left out.
   */
  readonly underUnreadable?: 'item' | 'part';
  /**
   * One problem per mistake within a play: `stops-play` says the play cannot happen at all (the
   * play's later problems are dropped, its marks taken as written); `stops-operation` says an
   * operation cannot (the written results' checks are dropped); `checks-result` is such a check.
   */
  readonly inPlay?: 'stops-play' | 'stops-operation' | 'checks-result';
  /**
   * The message ends with the number of another line (the one that wrote or set the same first),
   * which moves when that line does: the analysis moves it with the lines an edit moved.
   */
  readonly namesLine?: true;
}

/** The setup line the rules examples start from. */
const SETUP = '1.S   PL4 DD HU ; IT3 FR2 DE2';

export const CODES = {
  // ---- TSN0xx: notation ----
  TSN001: {
    severity: 'error', title: 'Unrecognised line',
    note: 'A line that is neither a tag, a comment, a game line nor the replay block.',
    example: 'hello world',
  },
  TSN002: {
    severity: 'error', title: 'Malformed tag',
    note: 'A tag must be `[Name "value"]`.',
    example: '[Event Twilight]',
  },
  TSN003: {
    severity: 'error', title: 'Malformed round label',
    note: 'The label names a turn (1-10) and a round: `S` (turn 1 only), `D`, `H`, `E` or 1-8, followed by spaces.',
    example: '1.9   NAS#IR6+3 ; —',
  },
  TSN004: {
    severity: 'error', title: 'Missing ; between the USSR\'s and the US\'s play',
    note: 'Only the last line of a game still being played may hold the USSR\'s play alone.',
    example: '1.1   NAS#IR6+3\n1.2   COM@PL HU RO DD ; —',
  },
  TSN005: {
    severity: 'error', title: 'Too many ; on a line',
    note: 'One `;` separates the two sides.',
    example: '1.1   NAS#IR6+3 ; SME=-4 ; FID&CU',
  },
  TSN006: {
    severity: 'error', title: 'Line out of order',
    note: 'Lines follow the game: deal, setup, headline, rounds, end of turn, turn after turn.',
    example: '1.2   NAS#IR6+3 ; —\n1.1   COM@PL HU RO DD ; —',
  },
  TSN007: {
    severity: 'error', title: 'Round written twice',
    note: 'Each round has one line.',
    example: '1.2   NAS#IR6+3 ; —\n1.2   COM@PL HU RO DD ; —',
    namesLine: true,
  },
  TSN008: {
    severity: 'warning', title: 'Tag written twice',
    note: 'A tag is set once.',
    example: '[Event "One"]\n[Event "Two"]',
    namesLine: true,
  },
  TSN009: {
    severity: 'warning', title: 'Not a TSN 2 file',
    note: 'The file says it follows another version of the notation.',
    example: '[Notation "TSN 1"]',
  },
  TSN010: {
    severity: 'error', title: 'Unexpected character',
    note: 'A character TSN has no use for.',
    example: '1.1   NAS#IR6+3 ✓ ; —',
  },
  TSN011: {
    severity: 'error', title: 'Unknown card code',
    note: 'The quick fix writes the best suggestion. `TEC`, the specification\'s placeholder, is reported here too.',
    example: '1.1   NSA#IR6+3 ; —',
  },
  TSN012: {
    severity: 'error', title: 'Unknown country code',
    note: 'A two-letter code that is no country on the board. Suggestions come by spelling and by name (`IRN` → `IR` Iran).',
    example: '1.1   NAS#IA6+3 ; —',
  },
  TSN013: {
    severity: 'error', title: 'Code in the wrong case',
    note: 'Codes are upper case (region codes a capital and a small letter); the quick fix rewrites the code.',
    example: '1.1   NAS#ir6+3 ; —',
  },
  TSN014: {
    severity: 'error', title: 'Unknown region code',
    note: 'Region codes are `Eu As Me Af Ca Sa Se`.',
    example: '8.1   CNB@Ea ; —',
  },
  TSN015: {
    severity: 'error', title: 'Play does not start with a card',
    note: 'Every play starts with the code of the card played.',
    example: '1.1   IR6+3 ; —',
  },
  TSN016: {
    severity: 'error', title: 'Malformed influence',
    note: 'Influence is written `IT`, `IT2`, `IT-` or `IT-2`.',
    example: '1.1   FYP&IT+2 ; —',
  },
  TSN017: {
    severity: 'error', title: 'Malformed coup',
    note: 'A coup is the country, the die and, when it succeeded, `+` and the influence it moved.',
    example: '1.1   NAS#IR6+ ; —',
  },
  TSN018: {
    severity: 'error', title: 'Malformed realignment roll',
    note: 'A realignment roll is the country, the US die, `:` and the USSR die.',
    example: '1.1   CHN/IT4 ; —',
  },
  TSN019: {
    severity: 'error', title: 'Malformed space race or trap roll',
    note: 'A space race or trap roll is the die, with `+` when it succeeded.',
    example: '1.1   IND*x ; —',
  },
  TSN020: {
    severity: 'error', title: 'Malformed war roll',
    note: 'A war roll is `x`, the country, the die and `+` when the war was won.',
    example: '1.1   KOR@xKR ; —',
  },
  TSN021: {
    severity: 'error', title: 'Malformed Olympic Games or Summit dice',
    note: 'The Olympic Games and the Summit write both dice: `d4:6`.',
    example: '1.1   OLY@d4 ; —',
  },
  TSN022: {
    severity: 'error', title: 'Malformed VP mark',
    note: 'VP are `=` and a signed number: `=+2`, `=-4`, `=0`.',
    example: '1.1   SME=x ; —',
  },
  TSN023: {
    severity: 'error', title: 'Malformed DEFCON mark',
    note: 'DEFCON is `D` and a level from 1 to 5.',
    example: '1.1   NAS#IR6+3 D7 ; —',
  },
  TSN024: {
    severity: 'error', title: 'Malformed card mark',
    note: 'A card mark is `>` and a card code.',
    example: '1.1   FYP&IT >CO ; —',
  },
  TSN025: {
    severity: 'error', title: 'Unbalanced parentheses or brackets',
    note: 'Every `(` and `[` closes on its line, and every `)`, `]` and `}` closes something.',
    example: '1.1   IND#PA5+3@(CS2 ; —',
  },
  TSN026: {
    severity: 'error', title: 'Unclosed comment',
    note: 'A `{` comment closes on its line.',
    example: '1.1   NAS#IR6+3 {a note ; —',
  },
  TSN027: {
    severity: 'error', title: 'Item not allowed here',
    note: 'Something the notation does not allow at that place: a second coup target, a die with no symbol, a card where influence is expected, a card at setup.',
    example: '1.1   NAS#IR6+3 SY4 ; —',
  },
  TSN028: {
    severity: 'error', title: 'Mark written twice',
    note: 'A play writes its VP and its DEFCON once each.',
    example: '1.1   NAS#IR6+3 D3 D2 ; —',
  },
  TSN029: {
    severity: 'error', title: 'Missing play symbol',
    note: 'Outside the headline, a card other than a scoring card says how it was played. The quick fix writes `@` (the player\'s own or a neutral card) or `&` (the opponent\'s), the other as a second choice.',
    example: '1.1   NAS(EG2) ; —',
  },
  TSN030: {
    severity: 'error', title: 'Wrong kind of part for this line',
    note: 'A deal line holds each side\'s hand in brackets.',
    example: '1.D   SEU SME ; [FYP CON]',
  },
  TSN031: {
    severity: 'error', title: 'No-play written with the wrong dash',
    note: 'No play is `—` or `--`; the quick fix writes `—`.',
    example: '1.1   NAS#IR6+3 ; –',
  },
  TSN032: {
    severity: 'hint', title: 'Count of one written out',
    note: 'A count of one is left out (a hint; the formatter and the quick fix drop it).',
    example: '1.1   FYP&IT1 ; —',
  },
  TSN033: {
    severity: 'error', title: 'Number out of range',
    note: 'A count, a VP figure or a turn far beyond what the game allows.',
    example: '1.1   FYP&IT1000 ; —',
  },
  TSN034: {
    severity: 'error', title: 'Die out of range',
    note: 'A die shows 1 to 6.',
    example: '1.1   NAS#IR7+3 ; —',
  },
  TSN035: {
    severity: 'error', title: 'Empty part',
    note: 'A part with nothing in it: write the play, or `—` for none.',
    example: '1.1   ; SME=-4',
  },
  TSN036: {
    severity: 'warning', title: 'Game line after the replay block',
    note: 'The replay block closes the file.',
    example: '{seed 1938274651}\n1.1   NAS#IR6+3 ; —',
  },
  TSN037: {
    severity: 'warning', title: 'Tag after the game began',
    note: 'Tags belong in the header.',
    example: '1.1   NAS#IR6+3 ; —\n[Event "Late"]',
  },
  TSN038: {
    severity: 'hint', title: 'VP mark without a sign',
    note: 'VP carry their sign: `+` for the US, `-` for the USSR (a hint).',
    example: '1.1   SAS=2 ; —',
  },
  TSN039: {
    severity: 'error', title: 'Unclosed replay block',
    note: 'The replay block opens with `{` and must close with `}`.',
    example: '{seed 1938274651',
  },
  TSN040: {
    severity: 'error', title: 'Play nested too deeply',
    note: 'Groups `( )`, cards played inside plays and moved cards\' events nest a few levels in a real play; a play nested deeper than 12 is reported once, from where it went too deep, and the rest of it is not read.',
    example: `1.1   CIA@${'('.repeat(13)}IT${')'.repeat(13)} ; —`,
  },
  TSN041: {
    severity: 'error', title: 'File could not be analysed',
    note: 'An unexpected failure while analysing a file (a bug): the file\'s notation is still checked when it can be, and the analysis is tried again after the next change. Please report it with the file.',
    example: null,
  },
  TSN042: {
    severity: 'information', title: 'More problems not shown',
    note: 'The editor shows at most 1,000 problems per file (a pasted file of repeated turns can have hundreds of thousands); this information diagnostic, at the first problem left out, says how many more there are. `tsn check` lists them all.',
    example: null,
  },
  TSN043: {
    severity: 'error', title: 'Play too long',
    note: 'A side\'s part of a line holds at most 500 items and marks (a real play holds a few dozen); the rest of a longer one is not read.',
    example: `1.1   FYP&${'IT '.repeat(500)}; —`,
  },
  TSN044: {
    severity: 'error', title: 'Not a text file',
    note: '`tsn check` found a zero byte in the file, as in an image or an archive: the file is reported with this one error, at the first zero, and not read as TSN. A TSN file is text in UTF-8, or UTF-16 with its byte order mark.',
    example: null,
  },
  TSN045: {
    severity: 'error', title: 'Card mark in parentheses',
    note: 'A `>` mark is never put in parentheses, whichever side\'s hand the card left (the card\'s event says whose): `BLO@ >CON`, not `BLO@(>CON)`. It is read as the bare mark.',
    example: `${SETUP}\n1.1   BLO@(>DAC) ; —`,
  },
  TSN046: {
    severity: 'error', title: 'A game log of the digital edition',
    note: 'The file holds a game log of the digital edition (Playdek\'s app, as the ts-replayer site shows it), not TSN: it is reported with this one error over the whole text instead of one TSN001 per line. Its quick fix *Convert digital-edition log to TSN* replaces the text with the game in TSN 2, as `tsn import` writes it (offered up to 1 MB; a longer log is converted with *TSN: Import Game Log…* or `tsn import`).',
    example: 'Turn 1, USSR AR1: Nasser*: Place Influence (1 Ops):\nUSSR +1 in Syria [0][2]',
  },
  TSN047: {
    severity: 'error', title: 'Line too long',
    note: 'A game line is read as plays up to its 10,000th character (a real one holds under 200; a part\'s 500 items fit well within): the rest of a longer line is not read, so that one line of a million characters does not hold the editor up at each keystroke. Any line, whatever it holds (a comment, a tag, text that is no TSN), is read up to its 65,536th character and kept as those characters and its length: the rest is reported the same way, and Format Document leaves the line as it is.',
    example: `1.1   NAS@IT${' ;'.repeat(5_000)}`,
  },
  // ---- TSN1xx: rules. 10x cards, 11x influence, 12x coups, 13x realignment, 14x space race,
  // 15x written results and marks, 16x scoring and the end of the game, 17x turn structure,
  // 18x card events, 19x what the engine does not check yet ----
  TSN101: {
    severity: 'error', title: 'Unknown card',
    underUnreadable: 'item', inPlay: 'stops-play',
    note: 'Reported by the engine for a card code it does not know. From TSN text the parser reports TSN011 first and the play is not replayed.',
    example: null,
  },
  TSN102: {
    severity: 'error', title: 'Card not available to the player',
    inPlay: 'stops-play',
    note: 'The card is in the discard pile, removed, already played, in the other hand or (with the deals written) not in the player\'s hand. The diagnostic points at the line where the card went there (related information). A play that cannot happen is not checked further: its results and marks are taken as written.',
    example: `${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —`,
  },
  TSN103: {
    severity: 'error', title: 'Country out of reach',
    note: 'Influence goes only where the side had influence, or next to it, at the start of the action round, or next to its own superpower. Influence out of reach is not placed, so the plays after it are checked without it (it still counts in the play\'s cost). The quick fixes offer the countries in reach nearest to the one written.',
    example: `${SETUP}\n1.1   — ; MAR&JP3 TH`,
  },
  TSN104: {
    severity: 'error', title: 'Card cannot be headlined',
    note: 'The China Card and UN Intervention cannot be headlined.',
    example: `${SETUP}\n1.H   CHN ; CON`,
  },
  TSN105: {
    severity: 'error', title: 'Event cannot happen (prerequisite unmet or prohibited)',
    note: 'The event\'s prerequisite is unmet, or an effect in force prohibits it.',
    example: `${SETUP}\n1.1   — ; NAT@`,
  },
  TSN106: {
    severity: 'error', title: 'Card has no operations to spend',
    inPlay: 'stops-operation',
    note: 'A scoring card has no operations to spend.',
    example: `${SETUP}\n1.1   SME&IR ; —`,
  },
  TSN107: {
    severity: 'error', title: 'Event written for a card whose event does not happen',
    note: 'The player\'s own card played for operations has no event; nor does a card sent to the space race.',
    example: `${SETUP}\n1.1   COM&CS2 YU@PL ; —`,
  },
  TSN108: {
    severity: 'warning', title: 'Opponent\'s event left out',
    underUnreadable: 'part',
    note: 'An opponent\'s card played for operations triggers its event: write what it did (or `@` alone when it changed nothing). Reported only for a card whose event the engine\'s table does not define; with every event defined, each event reports what it requires itself (TSN182), so no TSN text produces this code.',
    example: null,
  },
  TSN109: {
    severity: 'error', title: 'Opponent\'s card played for its event without operations',
    inPlay: 'stops-play',
    note: 'A player cannot choose the opponent\'s event: an opponent\'s card is played for operations (its event then happens) or to the space race.',
    example: `${SETUP}\n1.1   MAR@ ; —`,
  },
  TSN110: {
    severity: 'error', title: 'The China Card cannot be played now',
    inPlay: 'stops-play',
    note: 'The China Card is held by the other side, or was passed face down this turn.',
    example: `${SETUP}\n1.1   — ; CHN&JP4`,
  },
  TSN112: {
    severity: 'error', title: 'Operations spent do not match the card\'s operations',
    underUnreadable: 'part',
    note: 'Operations are spent in full: the influence placed must cost exactly the card\'s operations, modifiers included. When changing the last placement makes the total right, the quick fix writes it. Not reported when the notation could not read the whole play (an unknown country).',
    example: `${SETUP}\n1.1   COM&CS ; —`,
  },
  TSN113: {
    severity: 'error', title: 'Operations cannot remove influence',
    note: 'Placing influence with operations only adds influence.',
    example: `${SETUP}\n1.1   COM&CS2 PL- ; —`,
  },
  TSN114: {
    severity: 'error', title: 'Not enough influence to remove',
    note: 'An event removes more influence than the country holds.',
    example: `${SETUP}\n4.1   MUS@(EG-2 LY-) ; —`,
  },
  TSN115: {
    severity: 'information', title: 'Extra setup influence (bid or handicap)',
    note: 'Setup influence beyond the free placements (a bid or a handicap), allowed where the side already has influence (information).',
    example: `${SETUP} PA`,
  },
  TSN116: {
    severity: 'error', title: 'Setup placement not allowed',
    note: 'The free setup influence goes in Eastern Europe for the USSR and Western Europe for the US; extra influence only where the side already has some.',
    example: '1.S   PL4 DD HU ; IT3 FR2 DE TH',
  },
  TSN117: {
    severity: 'warning', title: 'Setup placements do not add up',
    underUnreadable: 'part',
    note: 'The USSR places 6 and the US 7 at setup.',
    example: '1.S   PL4 DD ; IT3 FR2 DE2',
  },
  TSN118: {
    severity: 'error', title: 'Unknown country',
    underUnreadable: 'item',
    note: 'Reported by the engine for a country code it does not know. From TSN text the parser reports TSN012 first.',
    example: null,
  },
  TSN119: {
    severity: 'error', title: 'Influence placement forbidden by an effect in force',
    note: 'An effect in force forbids the side to place influence with operations there (Chernobyl: no USSR influence by operations in the region it names, for the rest of the turn).',
    example: `${SETUP}\n8.1   — ; CNB@Eu\n8.2   DES&AT3 ; —`,
  },
  TSN121: {
    severity: 'error', title: 'Coup target holds no opponent influence',
    inPlay: 'stops-operation',
    note: 'A coup needs the opponent\'s influence in its target.',
    example: `${SETUP}\n1.1   NAS#EG4+1 ; —`,
  },
  TSN122: {
    severity: 'error', title: 'Coup forbidden by DEFCON',
    inPlay: 'stops-operation',
    note: 'No coups in Europe at DEFCON 4, nor in Asia at 3, nor in the Middle East at 2.',
    example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   NAS#FR6 ; —`,
  },
  TSN123: {
    severity: 'error', title: 'Coup forbidden by an effect in force',
    inPlay: 'stops-operation',
    note: 'An effect in force forbids the coup: NATO for USSR coups in US-controlled Europe, the US/Japan Mutual Defense Pact in Japan. The diagnostic points at the line where the effect came into force (related information).',
    example: `${SETUP}\n1.1   FID&SY2 ; MAR@UK BX DK NO SE GR TR\n1.2   COM&CS2 YU ; NAT@\n1.3   DES#UK6 ; —`,
  },
  TSN131: {
    severity: 'error', title: 'Realignment target holds no opponent influence',
    inPlay: 'stops-operation',
    note: 'A realignment roll needs the opponent\'s influence in its target.',
    example: `${SETUP}\n1.1   — ; CON/EG4:1 SY3:3 PL2:2`,
  },
  TSN132: {
    severity: 'error', title: 'Realignment forbidden by DEFCON',
    inPlay: 'stops-operation',
    note: 'Realignment rolls follow the same DEFCON restrictions as coups.',
    example: `${SETUP}\n1.1   DES#IR4+3 D4 ; CON/PL4:1 PL3:3 PL2:2`,
  },
  TSN133: {
    severity: 'error', title: 'More realignment rolls than operations',
    underUnreadable: 'part',
    note: 'One realignment roll per operations point.',
    example: `${SETUP}\n1.1   NAS/IR4:3 IR2:1 ; —`,
  },
  TSN134: {
    severity: 'warning', title: 'Fewer realignment rolls than operations',
    underUnreadable: 'part',
    note: 'Fewer rolls than operations: the rest of the operations are lost (a warning: legal, but likely a slip).',
    example: `${SETUP}\n1.1   COM/IR2:5 ; —`,
  },
  TSN135: {
    severity: 'error', title: 'Realignment forbidden by an effect in force',
    inPlay: 'stops-operation',
    note: 'An effect in force forbids the realignment roll (NATO, the US/Japan Mutual Defense Pact).',
    example: `${SETUP}\n1.1   FID&SY2 ; MAR@UK BX DK NO SE GR TR\n1.2   COM&CS2 YU ; NAT@\n1.3   DES/UK6:1 UK5:2 UK4:3 ; —`,
  },
  TSN141: {
    severity: 'error', title: 'Operations too low for the next space box',
    inPlay: 'stops-operation',
    note: 'Each space box needs a card of at least its operations.',
    example: `${SETUP}\n1.1   NAS*1+ ; —`,
  },
  TSN142: {
    severity: 'error', title: 'No space race attempt left this turn',
    inPlay: 'stops-operation',
    note: 'One space race attempt a turn (two with Animal in Space).',
    example: `${SETUP}\n1.1   KOR*6 ; —\n1.2   FID*5 ; —`,
  },
  TSN143: {
    severity: 'error', title: 'Space race already finished',
    inPlay: 'stops-operation',
    note: 'A side in the Space Station box makes no more attempts.',
    example: null,
  },
  TSN151: {
    severity: 'error', title: 'Coup result does not match the die',
    inPlay: 'checks-result',
    note: 'The written `+N` must be die + operations + modifiers − 2 × stability; the quick fix writes it. Not reported for a coup that cannot happen (TSN121, TSN122, TSN123): that one problem is reported, and the play\'s marks are taken as written.',
    example: `${SETUP}\n1.1   DES#IR4+2 D4 ; —`,
  },
  TSN152: {
    severity: 'error', title: 'Space race result does not match the die',
    inPlay: 'checks-result',
    note: 'A space attempt succeeds only on the box\'s rolls.',
    example: `${SETUP}\n1.1   KOR*5+ =-2 ; —`,
  },
  TSN153: {
    severity: 'error', title: 'Trap roll result does not match the die',
    inPlay: 'checks-result',
    note: 'A trap roll succeeds on 1-4.',
    example: `${SETUP}\n4.1   QUA@ ; MAR~5+`,
  },
  TSN154: {
    severity: 'error', title: 'VP mark does not match the play',
    underUnreadable: 'part',
    note: 'The written `=N` must be the net VP the play caused.',
    example: `${SETUP}\n1.1   SME=-2 ; —`,
  },
  TSN155: {
    severity: 'error', title: 'DEFCON mark does not match the play',
    underUnreadable: 'part',
    note: 'The written `D` must be the DEFCON after the play.',
    example: `${SETUP}\n1.1   DES#IR4+3 D3 ; —`,
  },
  TSN156: {
    severity: 'warning', title: 'VP change not written',
    underUnreadable: 'part',
    note: 'The play changed the VP but the line does not say so (a warning).',
    example: `${SETUP}\n1.1   DES#IR4+3 D4 ; SME`,
  },
  TSN157: {
    severity: 'warning', title: 'DEFCON change not written',
    underUnreadable: 'part',
    note: 'The play changed DEFCON but the line does not say so (a warning).',
    example: `${SETUP}\n1.1   DES#IR4+3 ; —`,
  },
  TSN158: {
    severity: 'error', title: 'Die out of range',
    underUnreadable: 'item',
    note: 'Reported by the engine for a die outside 1-6. From TSN text the parser reports TSN034 first.',
    example: null,
  },
  TSN161: {
    severity: 'error', title: 'Scoring card held at the end of the turn',
    note: 'A scoring card may not be held at the end of a turn (the holder loses); known only when the deals are written.',
    example: `1.D   [SME NAS FID KOR COM DES VIE TRU] ; [MAR CON DAC IND RED OLY NTB SPR]\n${SETUP}\n1.1   NAS#IR6+3 D4 ; MAR&JP3 KR\n1.2   FID&SY2 ; DAC&EG2 JO LB\n1.3   KOR&VN LA ; RED&ID MY PH2\n1.4   COM&CS2 YU ; IND#LA2+3\n1.5   DES&AF3 ; OLY&GR2 AT\n1.6   VIE VN2 ; NTB*2+ =+2\n1.E   — ; =-1 D5`,
  },
  TSN162: {
    severity: 'information', title: 'Game over',
    note: 'The game ended: 20 VP, DEFCON 1, Europe control, final scoring or a held scoring card (information).',
    example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —`,
  },
  TSN163: {
    severity: 'error', title: 'Final scoring before the end of turn 10',
    note: 'Final scoring comes after the end of turn 10.',
    example: null,
  },
  TSN164: {
    severity: 'error', title: 'Held card discarded without the space race ability',
    note: 'Only the first side in the space race\'s box 6 may discard its held card at the end of the turn.',
    example: `${SETUP}\n1.E   >NAS ; —`,
  },
  TSN165: {
    severity: 'error', title: 'Result tag contradicts the game\'s result',
    note: 'The `[Result]` tag names a winner the game does not have.',
    example: `[Result "USSR wins"]\n${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —`,
  },
  TSN166: {
    severity: 'error', title: 'The China Card played with a scoring card left unplayed',
    note: 'The China Card may not be played when the side would then have fewer action rounds left than scoring cards in its hand (card 6); known only when the deals are written.',
    example: `1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]\n${SETUP}\n1.H   NAS EG2 ; CON\n1.1   FID&SY2 ; MAR&IT2 FR2\n1.2   KOR&SY2 ; —\n1.3   COM&SY3 ; —\n1.4   DGL&SY3 ; —\n1.5   CHN&KP5 ; —`,
  },
  TSN170: {
    severity: 'error', title: 'Action round skipped',
    note: 'Action rounds follow one another: once a turn\'s headline or an action round is written, the next round written is the same one (the US after the USSR) or the one after. A side with no play writes —.',
    example: `${SETUP}\n1.1   NAS&SY ; MAR&IT2 FR2\n1.3   FID&SY2 ; —`,
  },
  TSN171: {
    severity: 'error', title: 'Play after the end of the game',
    repeats: true,
    note: 'Nothing is played after the game ended.',
    example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —\n1.5   NAS&SY ; —`,
  },
  TSN172: {
    severity: 'error', title: 'Action round beyond the turn\'s rounds',
    note: 'Turns 1-3 have 6 action rounds and later turns 7; an eighth only with the Space Station or North Sea Oil.',
    example: `${SETUP}\n1.7   NAS&SY ; —`,
  },
  TSN173: {
    severity: 'error', title: 'Turn out of order',
    repeats: true,
    note: 'A line for an earlier turn after a later one.',
    example: null,
  },
  TSN174: {
    severity: 'warning', title: 'Hand size does not match the deal',
    underUnreadable: 'part',
    note: 'A deal gives 8 cards in turns 1-3 and 9 after, kept cards included (a warning).',
    example: '1.D   [SME NAS FID] ; [MAR CON DAC IND RED OLY NTB SPR]',
  },
  TSN175: {
    severity: 'warning', title: 'Card held at the end of the turn missing from the deal',
    note: 'A card kept from the turn before must be in the next deal (a warning).',
    example: null,
  },
  TSN176: {
    severity: 'error', title: 'Setup outside the setup',
    note: 'Setup is written once, in turn 1, before the first headline.',
    example: null,
  },
  TSN177: {
    severity: 'error', title: 'Play not allowed while trapped',
    inPlay: 'stops-play',
    note: 'A side in Quagmire or Bear Trap may only play scoring cards or roll to get out.',
    example: `${SETUP}\n4.1   QUA@ ; MAR&IT2 FR2`,
  },
  TSN178: {
    severity: 'error', title: 'Trap roll without a trap',
    note: 'A trap roll (`~`) needs the side to be in Quagmire or Bear Trap.',
    example: `${SETUP}\n1.1   KOR~3+ ; —`,
  },
  TSN179: {
    severity: 'error', title: 'Card discarded for a trap roll has too few operations',
    note: 'The card discarded for a trap roll needs 2 or more operations.',
    example: `${SETUP}\n4.1   QUA@ ; CIA~2+`,
  },
  TSN180: {
    severity: 'warning', title: 'Turn ends before its action rounds are all written',
    note: 'A turn ends (its `T.E`, or the next turn\'s deal or headline) before every action round of both sides is written; each round has a line, `—` for a side with no play. A fragment that jumps to a later turn\'s rounds is not reported.',
    example: `${SETUP}\n1.1   FID&SY2 ; DAC&IT3\n1.E   =+4 ; =-5 D5`,
  },
  TSN181: {
    severity: 'error', title: 'Event effect the card does not allow',
    note: 'The line writes an effect the card\'s event does not allow; the message says what the card allows.',
    example: `${SETUP}\n1.1   NAS@SY2 ; —`,
  },
  TSN182: {
    severity: 'error', title: 'Event effect required by the card left out',
    underUnreadable: 'part',
    note: 'The line leaves out an effect the card\'s event requires (unless it changed nothing on the board).',
    example: `${SETUP}\n1.1   NAS@ ; —`,
  },
  TSN183: {
    severity: 'error', title: 'Event roll result does not match the die',
    inPlay: 'checks-result',
    note: 'A war\'s or another event roll\'s written outcome contradicts the die and its modifiers.',
    example: `${SETUP}\n1.1   KOR@xKR6 ; —`,
  },
  TSN184: {
    severity: 'error', title: 'Play not allowed by an effect in force',
    inPlay: 'stops-play',
    note: 'An effect in force forbids this play now (Missile Envy: the side that received it plays it, for its operations, in its next action round).',
    example: `${SETUP}
4.1   MIS@ >RED@ ; DAC&JP2`,
  },
  TSN191: {
    severity: 'information', title: 'Event not implemented: applied as written, not checked',
    note: 'The event has no definition in the engine yet: what the line writes is applied as written and not checked (information).',
    example: null,
  },
  TSN199: {
    severity: 'error', title: 'Internal error in the rules engine',
    note: 'An unexpected failure inside the engine; the line is skipped and the replay goes on. Please report it with the file.',
    example: null,
  },
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof CODES;
/** The notation's codes (the parser's). */
export type NotationCode = Extract<Code, `TSN0${string}`>;
/** The rules engine's codes. */
export type RuleCode = Exclude<Code, NotationCode>;

function isCode(code: string): code is Code {
  return Object.prototype.hasOwnProperty.call(CODES, code);
}

/** The codes in table order, notation first. */
export const ALL_CODES = Object.keys(CODES) as Code[];

/** The codes whose entry has `keep`, as a set (looked up per diagnostic: sets, built once). */
function codesWhere(keep: (info: CodeInfo) => boolean): ReadonlySet<string> {
  return new Set(ALL_CODES.filter((code) => keep(CODES[code])));
}

const REPEATS = codesWhere((info) => info.repeats === true);
const UNDER_UNREADABLE_ITEM = codesWhere((info) => info.underUnreadable === 'item');
const UNDER_UNREADABLE_PART = codesWhere((info) => info.underUnreadable === 'part');
const STOPS_PLAY = codesWhere((info) => info.inPlay === 'stops-play');
const STOPS_OPERATION = codesWhere((info) => info.inPlay === 'stops-operation');
const CHECKS_RESULT = codesWhere((info) => info.inPlay === 'checks-result');
const NAMES_LINE = codesWhere((info) => info.namesLine === true);

/** The code's `repeats` column. */
export function repeats(code: string): boolean {
  return REPEATS.has(code);
}

/** The code's `namesLine` column. */
export function namesLine(code: string): boolean {
  return NAMES_LINE.has(code);
}

/** The code's `underUnreadable` column. */
export function underUnreadable(code: string): 'item' | 'part' | undefined {
  return UNDER_UNREADABLE_ITEM.has(code) ? 'item' : UNDER_UNREADABLE_PART.has(code) ? 'part' : undefined;
}

/** The code's `inPlay` column. */
export function inPlay(code: string): CodeInfo['inPlay'] {
  return STOPS_PLAY.has(code) ? 'stops-play' : STOPS_OPERATION.has(code) ? 'stops-operation' : CHECKS_RESULT.has(code) ? 'checks-result' : undefined;
}

/** The anchor of a code's entry in docs/diagnostics.md (GitHub's heading slugs: `tsn101--unknown-card`). */
export function codeAnchor(code: string): string {
  const info = isCode(code) ? CODES[code] : undefined;
  const heading = info ? `${code} — ${info.title}` : code;
  return heading.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
}
