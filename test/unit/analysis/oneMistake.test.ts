// One diagnostic per mistake: a rules problem whose cause the notation already reports on the same
// item is left out, a play that cannot happen is not checked further, and the line a problem follows
// from comes with it. Quick fixes where the answer is known.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';

const SETUP = '1.S   PL4 DD HU ; IT3 FR2 DE2';
const codes = (text: string) => analyze(text).diagnostics.map((d) => `${d.code}@${d.range.start.line}:${d.range.start.character}`);

describe('one diagnostic per mistake', () => {
  test('an unknown card: the notation\'s TSN011 only (no TSN101 from the engine, no hand size from the deal)', () => {
    assert.deepEqual(codes(`${SETUP}\n1.H   DUC ; CON`), ['TSN011@1:6']);
    assert.deepEqual(codes('1.D   [DUC NAS FID KOR COM DES VIE TRU] ; [MAR CON DAC IND RED OLY NTB SPR]'), ['TSN011@0:7']);
  });

  test('an unknown country: TSN012 only, no cost error for the play it made unreadable', () => {
    assert.deepEqual(codes(`${SETUP}\n1.1   NAS&XX ; —`), ['TSN012@1:10']);
  });

  test('an illegal coup: TSN122 only, not its written result nor its DEFCON mark', () => {
    const text = `${SETUP}\n1.1   DES#IR4+3 D4 ; —\n1.2   NAS#FR6+2 ; —\n1.3   FID&SY2 ; —`;
    assert.deepEqual(codes(text), ['TSN122@2:10']);
    // A coup that cannot happen does not move DEFCON (France is a battleground); its marks are taken
    // as written: none here, so DEFCON stays 4; a written D3 is taken.
    assert.equal(analyze(text).stateAfter(2).defcon, 4);
    assert.equal(analyze(text.replace('NAS#FR6+2', 'NAS#FR6+2 D3')).stateAfter(2).defcon, 3);
  });

  test('a card that cannot be played: TSN102 only, pointing at the line that discarded it', () => {
    const analysis = analyze(`${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 ; —`);
    assert.deepEqual(analysis.diagnostics.map((d) => d.code), ['TSN102']);
    assert.deepEqual(analysis.diagnostics[0]!.related, [{ range: { start: { line: 1, character: 6 }, end: { line: 1, character: 9 } }, message: 'Nasser went to the discard pile in 1.1' }]);
  });

  test('a play\'s problems all reach the file, when reporting the first one replays the line it points at', () => {
    // TSN102 points at the line that discarded Nasser: finding it replays that line (related.ts)
    // while this play's problems are being reported. The play cannot happen, so its D1 is taken as
    // written, and the game ends on it (TSN162).
    assert.deepEqual(codes(`${SETUP}\n1.1   NAS#IR6+3 D4 ; —\n1.2   NAS#IR6 D1 ; —`), ['TSN102@2:6', 'TSN162@2:6']);
  });

  test('the China Card passed face down: where it was passed', () => {
    const d = analyze(`${SETUP}\n1.1   CHN&KP2 PK2 ; —\n1.2   — ; CHN&JP4`).diagnostics.find((x) => x.code === 'TSN110')!;
    assert.deepEqual(d.related?.map((r) => [r.range.start.line, r.message]), [[1, 'The China Card passed to the US face down in 1.1']]);
  });

  test('the China Card held by the other side: the line that passed it, not the turn\'s end that turned it face up', () => {
    const text = `${SETUP}\n1.1   CHN&KP2 PK2 ; —\n1.E   — ; —\n2.1   CHN&KP ; —`;
    const d = analyze(text).diagnostics.find((x) => x.code === 'TSN110')!;
    assert.deepEqual(d.related?.map((r) => [r.range.start.line, r.message]), [[1, 'The China Card passed to the US face down in 1.1']]);
  });

  test('a card is named by its one title, in the problem and in the line it follows from (no quotation marks)', () => {
    const d = analyze(`${SETUP}\n4.1   LON@#CR6+2 ; —\n4.2   LON@#CR6+2 ; —`).diagnostics.find((x) => x.code === 'TSN102')!;
    assert.deepEqual([d.message, d.related?.map((r) => r.message)], [
      'Lone Gunman is removed from the game: the USSR cannot play it.', ['Lone Gunman went out of the game in 4.1'],
    ]);
  });

  test('a trap: where it came into force', () => {
    const d = analyze(`${SETUP}\n4.1   QUA@ ; MAR&IT2 FR2`).diagnostics.find((x) => x.code === 'TSN177')!;
    assert.deepEqual(d.related?.map((r) => [r.range.start.line, r.message]), [[1, 'Quagmire came into force in 4.1']]);
  });

  test('influence an effect forbids: where the effect came into force (Chernobyl)', () => {
    const d = analyze(`${SETUP}\n8.1   — ; CNB@Eu\n8.2   DES&AT3 ; —`).diagnostics.find((x) => x.code === 'TSN119')!;
    assert.deepEqual(d.related?.map((r) => [r.range.start.line, r.range.start.character, r.message]), [[1, 10, 'Chernobyl came into force in 8.1']]);
  });
});

describe('quick fixes where the answer is known', () => {
  test('a missing play symbol: @ for the player\'s own card, & for the opponent\'s, the other as a second choice', () => {
    const own = analyze('1.1   VIE VN2 ; —').diagnostics[0]!;
    assert.deepEqual([own.code, own.fix?.newText, own.alternatives?.map((f) => f.newText)], ['TSN029', 'VIE@', ['VIE&']]);
    const theirs = analyze('1.1   — ; VIE VN2').diagnostics[0]!;
    assert.deepEqual([theirs.fix?.newText, theirs.alternatives?.map((f) => f.newText)], ['VIE&', ['VIE@']]);
  });

  test('out of reach: the countries in reach nearest to the one written, the count kept', () => {
    const d = analyze(`${SETUP}\n1.1   — ; MAR&JP3 TH2`).diagnostics.find((x) => x.code === 'TSN103')!;
    assert.equal(d.fix, undefined);
    assert.deepEqual(d.alternatives?.slice(0, 3).map((f) => f.newText), ['MY2', 'ID2', 'AU2']);
  });

  test('a trap roll written against its die: the roll as the die has it', () => {
    const d = analyze(`${SETUP}\n4.1   QUA@ ; MAR~5+`).diagnostics.find((x) => x.code === 'TSN153')!;
    assert.deepEqual([d.range.start.character, d.fix], [17, { title: 'Write 5', newText: '5' }]);
  });

  test('the influence total: the last placement changed so that the operations pay for it', () => {
    assert.equal(analyze(`${SETUP}\n1.1   COM&CS ; —`).diagnostics[0]!.fix?.newText, 'COM&CS3');
    assert.equal(analyze(`${SETUP}\n1.1   NAS&SY SY ; —`).diagnostics[0]!.fix?.newText, 'NAS&SY');
  });
});

describe('texts', () => {
  test('a round beyond 8: the turn\'s own rounds (6 in turns 1-3)', () => {
    assert.equal(analyze('2.9   NAS&SY ; —').diagnostics[0]!.message,
      'Action round 9 does not exist: turn 2 has rounds 2.1 to 2.6 (2.7 for a side with an extra round, from the Space Station or North Sea Oil).');
    assert.match(analyze('5.9   NAS&SY ; —').diagnostics[0]!.message, /turn 5 has rounds 5\.1 to 5\.7 \(5\.8 for a side/);
  });

  test('one op, not "1 ops"', () => {
    assert.match(analyze(`${SETUP}\n1.1   COM&CS ; —`).diagnostics[0]!.message, /^The influence written costs 1 op, but COMECON gives the USSR 3 ops/);
  });
});
