#!/usr/bin/env -S node --import tsx
/**
 * Writes docs/diagnostics.md: every diagnostic code with its severity, a note, an example and the
 * exact message the example produces, by running each example through the same analysis the
 * editor and `tsn check` use. `test/unit/docs/diagnostics.test.ts` regenerates it in memory and
 * fails when the file is out of date, so the reference cannot drift from the code.
 *
 *   node --import tsx scripts/gen-diagnostics-doc.ts           rewrite docs/diagnostics.md
 *   node --import tsx scripts/gen-diagnostics-doc.ts --check   exit 1 when it is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTATION_CODES } from '../server/src/common/codes';
import { RULE_CODES } from '../server/src/rules/codes';
import { analyze } from '../server/src/analysis';

const SETUP = '1.S   PL4 DD HU ; IT3 FR2 DE2';

/** An example and a note per code; `example: null` for a code no TSN text can produce. */
interface Entry {
  readonly note: string;
  readonly example: string | null;
}

export const NOTATION_EXAMPLES: Record<string, Entry> = {
  TSN001: { note: 'A line that is neither a tag, a comment, a game line nor the replay block.', example: 'hello world' },
  TSN002: { note: 'A tag must be `[Name "value"]`.', example: '[Event Twilight]' },
  TSN003: { note: 'The label names a turn (1-10) and a round: `S` (turn 1 only), `D`, `H`, `E` or 1-8, followed by spaces.', example: '1.9   NAS#IR6+3 ; —' },
  TSN004: { note: 'Only the last line of a game still being played may hold the USSR\'s play alone.', example: '1.1   NAS#IR6+3\n1.2   COM@PL HU RO DD ; —' },
  TSN005: { note: 'One `;` separates the two sides.', example: '1.1   NAS#IR6+3 ; SME=-4 ; FID&CU' },
  TSN006: { note: 'Lines follow the game: deal, setup, headline, rounds, end of turn, turn after turn.', example: '1.2   NAS#IR6+3 ; —\n1.1   COM@PL HU RO DD ; —' },
  TSN007: { note: 'Each round has one line.', example: '1.2   NAS#IR6+3 ; —\n1.2   COM@PL HU RO DD ; —' },
  TSN008: { note: 'A tag is set once.', example: '[Event "One"]\n[Event "Two"]' },
  TSN009: { note: 'The file says it follows another version of the notation.', example: '[Notation "TSN 1"]' },
  TSN010: { note: 'A character TSN has no use for.', example: '1.1   NAS#IR6+3 ✓ ; —' },
  TSN011: { note: 'The quick fix writes the best suggestion. `TEC`, the specification\'s placeholder, is reported here too.', example: '1.1   NSA#IR6+3 ; —' },
  TSN012: { note: 'A two-letter code that is no country on the board. Suggestions come by spelling and by name (`IRN` → `IR` Iran).', example: '1.1   NAS#IA6+3 ; —' },
  TSN013: { note: 'Codes are upper case (region codes a capital and a small letter); the quick fix rewrites the code.', example: '1.1   NAS#ir6+3 ; —' },
  TSN014: { note: 'Region codes are `Eu As Me Af Ca Sa Se`.', example: '8.1   CNB@Ea ; —' },
  TSN015: { note: 'Every play starts with the code of the card played.', example: '1.1   IR6+3 ; —' },
  TSN016: { note: 'Influence is written `IT`, `IT2`, `IT-` or `IT-2`.', example: '1.1   FYP&IT+2 ; —' },
  TSN017: { note: 'A coup is the country, the die and, when it succeeded, `+` and the influence it moved.', example: '1.1   NAS#IR6+ ; —' },
  TSN018: { note: 'A realignment roll is the country, the US die, `:` and the USSR die.', example: '1.1   CHN/IT4 ; —' },
  TSN019: { note: 'A space race or trap roll is the die, with `+` when it succeeded.', example: '1.1   IND*x ; —' },
  TSN020: { note: 'A war roll is `x`, the country, the die and `+` when the war was won.', example: '1.1   KOR@xKR ; —' },
  TSN021: { note: 'The Olympic Games and the Summit write both dice: `d4:6`.', example: '1.1   OLY@d4 ; —' },
  TSN022: { note: 'VP are `=` and a signed number: `=+2`, `=-4`, `=0`.', example: '1.1   SME=x ; —' },
  TSN023: { note: 'DEFCON is `D` and a level from 1 to 5.', example: '1.1   NAS#IR6+3 D7 ; —' },
  TSN024: { note: 'A card mark is `>` and a card code.', example: '1.1   FYP&IT >CO ; —' },
  TSN025: { note: 'Every `(` and `[` closes on its line, and every `)` and `]` closes something.', example: '1.1   IND#PA5+3@(CS2 ; —' },
  TSN026: { note: 'A `{` comment closes on its line.', example: '1.1   NAS#IR6+3 {a note ; —' },
  TSN027: { note: 'Something the notation does not allow at that place: a second coup target, a die with no symbol, a card where influence is expected, a card at setup.', example: '1.1   NAS#IR6+3 SY4 ; —' },
  TSN028: { note: 'A play writes its VP and its DEFCON once each.', example: '1.1   NAS#IR6+3 D3 D2 ; —' },
  TSN029: { note: 'Outside the headline, a card other than a scoring card says how it was played.', example: '1.1   NAS(EG2) ; —' },
  TSN030: { note: 'A deal line holds each side\'s hand in brackets.', example: '1.D   SEU SME ; [FYP CON]' },
  TSN031: { note: 'No play is `—` or `--`; the quick fix writes `—`.', example: '1.1   NAS#IR6+3 ; –' },
  TSN032: { note: 'A count of one is left out (a hint; the formatter and the quick fix drop it).', example: '1.1   FYP&IT1 ; —' },
  TSN033: { note: 'A count, a VP figure or a turn far beyond what the game allows.', example: '1.1   FYP&IT1000 ; —' },
  TSN034: { note: 'A die shows 1 to 6.', example: '1.1   NAS#IR7+3 ; —' },
  TSN035: { note: 'A part with nothing in it: write the play, or `—` for none.', example: '1.1   ; SME=-4' },
  TSN036: { note: 'The replay block closes the file.', example: '{seed 1938274651}\n1.1   NAS#IR6+3 ; —' },
  TSN037: { note: 'Tags belong in the header.', example: '1.1   NAS#IR6+3 ; —\n[Event "Late"]' },
  TSN038: { note: 'VP carry their sign: `+` for the US, `-` for the USSR (a hint).', example: '1.1   SAS=2 ; —' },
  TSN039: { note: 'The replay block opens with `{` and must close with `}`.', example: '{seed 1938274651' },
};

export const RULE_EXAMPLES: Record<string, Entry> = {
  TSN101: { note: 'Reported by the engine for a card code it does not know. From TSN text the parser reports TSN011 first and the play is not replayed.', example: null },
  TSN102: { note: 'The card is in the discard pile, removed, already played, in the other hand or (with the deals written) not in the player\'s hand.', example: `${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —` },
  TSN103: { note: 'Influence goes only where the side had influence, or next to it, at the start of the action round, or next to its own superpower.', example: `${SETUP}\n1.1   — ; MAR&JP3 TH` },
  TSN104: { note: 'The China Card and UN Intervention cannot be headlined.', example: `${SETUP}\n1.H   CHN ; CON` },
  TSN105: { note: 'The event\'s prerequisite is unmet, or an effect in force prohibits it.', example: `${SETUP}\n1.1   — ; NAT@` },
  TSN106: { note: 'A scoring card has no operations to spend.', example: `${SETUP}\n1.1   SME&IR ; —` },
  TSN107: { note: 'The player\'s own card played for operations has no event; nor does a card sent to the space race.', example: `${SETUP}\n1.1   COM&CS2 YU@PL ; —` },
  TSN108: { note: 'An opponent\'s card played for operations triggers its event: write what it did (or `@` alone when it changed nothing). Reported for events the engine cannot check yet; an implemented event reports what it requires itself (TSN182).', example: `${SETUP}\n8.1   — ; PER&IT FR DE` },
  TSN109: { note: 'A player cannot choose the opponent\'s event: an opponent\'s card is played for operations (its event then happens) or to the space race.', example: `${SETUP}\n1.1   MAR@ ; —` },
  TSN110: { note: 'The China Card is held by the other side, or was passed face down this turn.', example: `${SETUP}\n1.1   — ; CHN&JP4` },
  TSN112: { note: 'Operations are spent in full: the influence placed must cost exactly the card\'s operations, modifiers included.', example: `${SETUP}\n1.1   COM&CS ; —` },
  TSN113: { note: 'Placing influence with operations only adds influence.', example: `${SETUP}\n1.1   COM&CS2 PL- ; —` },
  TSN114: { note: 'An event removes more influence than the country holds.', example: `${SETUP}\n4.1   MUS@(EG-2 LY-) ; —` },
  TSN115: { note: 'Setup influence beyond the free placements (a bid or a handicap), allowed where the side already has influence (information).', example: '1.S   PL4 DD HU ; IT3 FR2 DE2 PA' },
  TSN116: { note: 'The free setup influence goes in Eastern Europe for the USSR and Western Europe for the US; extra influence only where the side already has some.', example: '1.S   PL4 DD HU ; IT3 FR2 DE TH' },
  TSN117: { note: 'The USSR places 6 and the US 7 at setup.', example: '1.S   PL4 DD ; IT3 FR2 DE2' },
  TSN119: { note: 'An effect in force forbids the side to place influence with operations there (Chernobyl: no USSR influence by operations in the region it names).', example: null },
  TSN118: { note: 'Reported by the engine for a country code it does not know. From TSN text the parser reports TSN012 first.', example: null },
  TSN121: { note: 'A coup needs the opponent\'s influence in its target.', example: `${SETUP}\n1.1   NAS#EG4+1 ; —` },
  TSN122: { note: 'No coups in Europe at DEFCON 4, nor in Asia at 3, nor in the Middle East at 2.', example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   NAS#FR6 ; —` },
  TSN123: { note: 'An effect in force forbids the coup: NATO for USSR coups in US-controlled Europe, the US/Japan Mutual Defense Pact in Japan.', example: `${SETUP}\n1.1   FID&SY2 ; MAR@UK BX DK NO SE GR TR\n1.2   COM&CS2 YU ; NAT@\n1.3   DES#UK6 ; —` },
  TSN131: { note: 'A realignment roll needs the opponent\'s influence in its target.', example: `${SETUP}\n1.1   — ; CON/EG4:1 SY3:3 PL2:2` },
  TSN132: { note: 'Realignment rolls follow the same DEFCON restrictions as coups.', example: `${SETUP}\n1.1   DES#IR4+3 D4 ; CON/PL4:1 PL3:3 PL2:2` },
  TSN133: { note: 'One realignment roll per operations point.', example: `${SETUP}\n1.1   NAS/IR4:3 IR2:1 ; —` },
  TSN134: { note: 'Fewer rolls than operations: the rest of the operations are lost (a warning: legal, but likely a slip).', example: `${SETUP}\n1.1   COM/IR2:5 ; —` },
  TSN135: { note: 'An effect in force forbids the realignment roll (NATO, the US/Japan Mutual Defense Pact).', example: `${SETUP}\n1.1   FID&SY2 ; MAR@UK BX DK NO SE GR TR\n1.2   COM&CS2 YU ; NAT@\n1.3   DES/UK6:1 UK5:2 UK4:3 ; —` },
  TSN141: { note: 'Each space box needs a card of at least its operations.', example: `${SETUP}\n1.1   NAS*1+ ; —` },
  TSN142: { note: 'One space race attempt a turn (two with Animal in Space).', example: `${SETUP}\n1.1   KOR*6 ; —\n1.2   FID*5 ; —` },
  TSN143: { note: 'A side in the Space Station box makes no more attempts.', example: null },
  TSN151: { note: 'The written `+N` must be die + operations + modifiers − 2 × stability.', example: `${SETUP}\n1.1   DES#IR4+2 D4 ; —` },
  TSN152: { note: 'A space attempt succeeds only on the box\'s rolls.', example: `${SETUP}\n1.1   KOR*5+ =-2 ; —` },
  TSN153: { note: 'A trap roll succeeds on 1-4.', example: `${SETUP}\n4.1   QUA@ ; MAR~5+` },
  TSN154: { note: 'The written `=N` must be the net VP the play caused.', example: `${SETUP}\n1.1   SME=-2 ; —` },
  TSN155: { note: 'The written `D` must be the DEFCON after the play.', example: `${SETUP}\n1.1   DES#IR4+3 D3 ; —` },
  TSN156: { note: 'The play changed the VP but the line does not say so (a warning).', example: `${SETUP}\n1.1   DES#IR4+3 D4 ; SME` },
  TSN157: { note: 'The play changed DEFCON but the line does not say so (a warning).', example: `${SETUP}\n1.1   DES#IR4+3 ; —` },
  TSN158: { note: 'Reported by the engine for a die outside 1-6. From TSN text the parser reports TSN034 first.', example: null },
  TSN161: { note: 'A scoring card may not be held at the end of a turn (the holder loses); known only when the deals are written.', example: `1.D   [SME NAS FID KOR COM DES VIE TRU] ; [MAR CON DAC IND RED OLY NTB SPR]\n${SETUP}\n1.1   NAS#IR6+3 D4 ; MAR&JP3 KR\n1.2   FID&SY2 ; DAC&EG2 JO LB\n1.3   KOR&VN LA ; RED&ID MY PH2\n1.4   COM&CS2 YU ; IND#LA2+3\n1.5   DES&AF3 ; OLY&GR2 AT\n1.6   VIE VN2 ; NTB*2+ =+2\n1.E   — ; =-1 D5` },
  TSN162: { note: 'The game ended: 20 VP, DEFCON 1, Europe control, final scoring or a held scoring card (information).', example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —` },
  TSN163: { note: 'Final scoring comes after the end of turn 10.', example: null },
  TSN164: { note: 'Only the first side in the space race\'s box 6 may discard its held card at the end of the turn.', example: `${SETUP}\n1.E   >NAS ; —` },
  TSN165: { note: 'The `[Result]` tag names a winner the game does not have.', example: `[Result "USSR wins"]\n${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —` },
  TSN170: { note: 'Action rounds follow one another: once a turn\'s headline or an action round is written, the next round written is the same one (the US after the USSR) or the one after. A side with no play writes —.', example: `${SETUP}\n1.1   NAS&SY ; MAR&IT2 FR2\n1.3   FID&SY2 ; —` },
  TSN171: { note: 'Nothing is played after the game ended.', example: `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   FID#KR6+2 D3 ; —\n1.3   COM#PA6+5 D2 ; —\n1.4   KOR#CU6+4 D1 ; —\n1.5   NAS&SY ; —` },
  TSN172: { note: 'Turns 1-3 have 6 action rounds and later turns 7; an eighth only with the Space Station or North Sea Oil.', example: `${SETUP}\n1.7   NAS&SY ; —` },
  TSN173: { note: 'A line for an earlier turn after a later one.', example: null },
  TSN174: { note: 'A deal gives 8 cards in turns 1-3 and 9 after, kept cards included (a warning).', example: '1.D   [SME NAS FID] ; [MAR CON DAC IND RED OLY NTB SPR]' },
  TSN175: { note: 'A card kept from the turn before must be in the next deal (a warning).', example: null },
  TSN176: { note: 'Setup is written once, in turn 1, before the first headline.', example: null },
  TSN177: { note: 'A side in Quagmire or Bear Trap may only play scoring cards or roll to get out.', example: `${SETUP}\n4.1   QUA@ ; MAR&IT2 FR2` },
  TSN178: { note: 'A trap roll (`~`) needs the side to be in Quagmire or Bear Trap.', example: `${SETUP}\n1.1   KOR~3+ ; —` },
  TSN179: { note: 'The card discarded for a trap roll needs 2 or more operations.', example: `${SETUP}\n4.1   QUA@ ; CIA~2+` },
  TSN181: { note: 'The line writes an effect the card\'s event does not allow; the message says what the card allows.', example: `${SETUP}\n1.1   NAS@SY2 ; —` },
  TSN182: { note: 'The line leaves out an effect the card\'s event requires (unless it changed nothing on the board).', example: `${SETUP}\n1.1   NAS@ ; —` },
  TSN183: { note: 'A war\'s or another event roll\'s written outcome contradicts the die and its modifiers.', example: `${SETUP}\n1.1   KOR@xKR6 ; —` },
  TSN184: { note: 'An effect in force forbids this play now (Missile Envy: the side that received it plays it, for its operations, in its next action round).', example: `${SETUP}\n4.1   MIS@ >RED@ ; DAC&JP2` },
  TSN191: { note: 'The event has no definition in the engine yet: what the line writes is applied as written and not checked (information).', example: null },
  TSN199: { note: 'An unexpected failure inside the engine; the line is skipped and the replay goes on. Please report it with the file.', example: null },
};

function section(code: string, title: string, severity: string, entry: Entry | undefined): string {
  if (!entry) throw new Error(`${code}: no example entry`);
  const head = `### ${code} — ${title}\n\nSeverity: ${severity}. ${entry.note}\n`;
  if (entry.example === null) return `${head}\nNo example: no TSN text produces it on its own (see the note).\n`;
  const found = analyze(entry.example).diagnostics.find((d) => d.code === code);
  if (!found) throw new Error(`${code}: the example does not produce it; it gives ${JSON.stringify(analyze(entry.example).diagnostics.map((d) => `${d.code}: ${d.message}`))}`);
  return `${head}\n\`\`\`tsn\n${entry.example}\n\`\`\`\n\n> ${found.message}\n`;
}

export function diagnosticsDoc(): string {
  const intro = `# Diagnostics

Every problem the extension, the language server and \`tsn check\` report has a stable code. A code
keeps its meaning for good; new problems get new codes.

- **TSN0xx — notation.** The text cannot be read as TSN 2: a malformed line, an unknown code, a
  play written in a shape the notation does not have, lines out of order.
- **TSN1xx — rules.** The text reads, but the Deluxe rules forbid the play, or a written result
  (a coup's \`+N\`, a VP or DEFCON mark) contradicts the board. Groups: 10x cards, 11x influence,
  12x coups, 13x realignment, 14x space race, 15x written results and marks, 16x scoring and the
  end of the game, 17x turn structure, 18x card events, 19x what the engine does not check yet.

Severities: an **error** is something the notation or the rules do not allow; a **warning** is
legal but suspicious or left out; **information** and **hints** are context and style. \`tsn check\`
exits with 1 only for errors.

This file is generated by \`scripts/gen-diagnostics-doc.ts\`: each example below is run through the
same analysis as the editor, and the quoted message is the one it produces. A test fails when the
file is out of date.
`;
  const failures: string[] = [];
  const each = (codes: Record<string, { title: string; severity: string }>, examples: Record<string, Entry>) =>
    Object.entries(codes).map(([code, info]) => {
      try {
        return section(code, info.title, info.severity, examples[code]);
      } catch (e) {
        failures.push((e as Error).message);
        return '';
      }
    });
  const notation = each(NOTATION_CODES, NOTATION_EXAMPLES);
  const rules = each(RULE_CODES, RULE_EXAMPLES);
  if (failures.length) throw new Error(failures.join('\n'));
  return `${intro}\n## Notation (TSN0xx)\n\n${notation.join('\n')}\n## Rules (TSN1xx)\n\n${rules.join('\n')}`;
}

if (require.main === module) {
  const path = join(__dirname, '..', 'docs', 'diagnostics.md');
  const text = diagnosticsDoc();
  if (process.argv.includes('--check')) {
    if (readFileSync(path, 'utf8') !== text) {
      console.error('docs/diagnostics.md is out of date: run node --import tsx scripts/gen-diagnostics-doc.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
