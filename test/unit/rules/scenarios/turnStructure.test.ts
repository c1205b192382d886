// Turn structure (4): rounds in order, six action rounds in turns 1-3 and seven after, deal sizes,
// the headline order, and the end of each turn (T.E written or not). TSN scenarios naming the rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('turn structure: action rounds (4.5)', () => {
  test('4.5 rounds in order: each action round follows the one before', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; CON
      1.1   FID&SY2 ; MAR&IT2 FR2
      1.2   KOR&SY2 ; —
      1.3   — ; DAC&IT4`).assertClean();
  });

  test('4.5 rounds in order: a skipped action round is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR&IT2 FR2
      1.3   KOR&SY2 ; —`).expect('TSN170', '1.3', /Action round 1.3 follows 1.1: round 2 is missing/);
  });

  test('4.5 rounds in order: the first action round follows the headline', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; CON
      1.2   FID&SY2 ; —`).expect('TSN170', '1.2', /Action round 1.2 follows the headline of turn 1: round 1 is missing/);
  });

  test('4.5 rounds in order: a round written twice is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR&IT2 FR2
      1.1   KOR&SY2 ; —`).problems().includes('TSN007@1.1') || assert.fail('expected TSN007 on the second 1.1');
  });

  test('4.5 rounds in order: a round written before an earlier one is an error', () => {
    scenario(`
      ${SETUP}
      1.2   FID&SY2 ; MAR&IT2 FR2
      1.1   KOR&SY2 ; —`).expect('TSN006', '1.1');
  });

  test('4.2 six action rounds in turns 1-3', () => {
    scenario(`
      ${SETUP}
      3.6   FID&SY2 ; —`).assertClean();
    scenario(`
      ${SETUP}
      3.7   FID&SY2 ; —`).expect('TSN172', '3.7', /The USSR has 6 action rounds in turn 3: there is no round 7/);
  });

  test('4.2 seven action rounds from turn 4; an eighth only where an ability or event allows', () => {
    scenario(`
      ${SETUP}
      4.7   FID&SY2 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.8   FID&SY2 ; —`).expect('TSN172', '4.8', /The USSR has 7 action rounds in turn 4: there is no round 8/);
  });
});

describe('turn structure: the deal (4.3)', () => {
  test('4.3 deal sizes: 8 cards in turns 1-3', () => {
    scenario(`
      1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SETUP}`).assertClean();
    scenario(`
      1.D   [SEU SME FID KOR COM NAS DGL TRU AIW] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SETUP}`).expect('TSN174', '1.D', /Turn 1's hands hold 8 cards \(the China Card aside\); the USSR's deal lists 9/);
  });

  test('4.3 deal sizes: 9 cards from turn 4', () => {
    scenario(`
      ${SETUP}
      4.D   [SEU SME FID KOR COM NAS DGL TRU AIW] ; [FYP SOC BLO MAR CON SUE EEU SPR SHU]`).assertClean();
    scenario(`
      ${SETUP}
      4.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR SHU]`).expect('TSN174', '4.D', /Turn 4's hands hold 9 cards/);
  });

  test('4.3 the China Card is never listed in a hand', () => {
    scenario(`
      1.D   [SEU SME FID KOR COM NAS DGL CHN] ; [FYP SOC BLO MAR CON SUE EEU SPR]`).expect('TSN102', '1.D', /The China Card is never listed in a hand/);
  });
});

describe('turn structure: the headline (4.5 C)', () => {
  test('4.5 C headlines resolve by ops, higher first (Nuclear Test Ban 4 before Duck and Cover 3), whatever order they are written in', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DAC D4 =+1 ; NTB =+3`);
    game.assertClean();
    assert.equal(game.state().vp, 4);
    assert.equal(game.state().defcon, 4);
  });

  test('4.5 C headline marks written as if the lower card went first are errors', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DAC D4 =+1 ; NTB =+2 D5`);
    game.expect('TSN154', '1.H', /write =\+3/);
  });

  test('4.5 C the US first on a tie (East European Unrest before COMECON: Czechoslovakia has no USSR influence yet)', () => {
    scenario(`
      ${SETUP}
      1.H   COM@CS HU RO YU ; EEU(PL- DD- HU-)`).assertClean();
    scenario(`
      ${SETUP}
      1.H   COM@CS HU RO YU ; EEU(PL- DD- CS-)`).expect('TSN114', '1.H');
  });

  test('4.5 C one card cannot be both headlines: the US\'s is an error, and the card is played once and discarded once', () => {
    const game = scenario(`
      ${SETUP}
      1.H   SEU=-1 ; SEU`);
    game.expect('TSN102', '1.H', /Europe Scoring is the USSR's headline: the US cannot headline it too/);
    assert.equal(game.state().vp, -1, 'Europe scored once');
    assert.deepEqual(game.state().discard, ['SEU']);
  });

  test('4.5 C scoring cards go last (value 0): Nasser first gives the USSR Egypt for Middle East Scoring', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; SME=-4`).assertClean();
  });

  test('6.4.4 Man in Earth Orbit changes who chooses first, not the order the headlines resolve in (documented: nothing to check in TSN)', () => {
    // The US first into box 4: the USSR reveals its headline first; they still resolve by ops.
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW*1+ =+2
      2.1   FID&SY2 ; OLY*1+
      3.1   KOR&SY2 ; AIW*1+ =+2
      4.1   DEC&SY2 ; SPR*1+
      5.H   DAC D4 =+1 ; NTB =+3`);
    game.assertClean(['TSN180']); // a fragment: each turn's other rounds left out
    assert.equal(game.state('4.1').spaceFirst[4], 'US');
  });
});

describe('turn structure: the end of the turn (4.5 E-H), written or not', () => {
  test('8.2 military operations penalties at the end of the turn, T.E written', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —
      1.E   =+2 ; =-4 D5`).assertClean(['TSN180']); // a fragment: rounds 1.2-1.6 left out
  });

  test('8.2 military operations penalties at the end of the turn, T.E not written: applied all the same', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —
      2.1   NAS&SY ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
    assert.equal(game.state().defcon, 5, 'DEFCON improved by one');
    assert.deepEqual(game.state().milops, { US: 0, USSR: 0 });
  });

  test('8.1.2 DEFCON improves by one at the end of each turn, never above 5', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      2.1   NAS&SY ; —`);
    assert.equal(game.state().defcon, 4);
  });

  test('4.4 the Mid War cards join the deck for turn 4; the Late War cards for turn 8', () => {
    const game = scenario(`
      ${SETUP}
      3.1   NAS&SY ; —
      4.1   FID&SY2 ; SHU&IT2 FR`);
    game.assertClean();
    assert.ok(!game.state('3.1').deck.includes('SHU'));
    assert.ok(game.state('4.1').deck.includes('ASK'));
    assert.ok(!game.state('4.1').deck.includes('PER'));
  });

  test('9.2 the China Card face up at the end of the turn', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&PL2 HU2 ; —
      1.E   =+5 ; =-5`);
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: true });
  });

  test('4.5 E the end of a turn is written once', () => {
    scenario(`
      ${SETUP}
      1.E   =+5 ; =-5
      1.E   — ; —`).problems().includes('TSN007@1.E') || assert.fail('expected TSN007 on the second 1.E');
  });
});
