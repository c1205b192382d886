import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Wargames (100, neutral, 4 ops, asterisk): only at DEFCON 2; the player gives its opponent 6 VP
// and the game ends at once, the side ahead on VP winning, with no final scoring.
// Three USSR coups in battlegrounds bring DEFCON from 5 to 2 in turn 8.
const TO_DEFCON_2 = `
      8.1   DES#IR4+3 D4 ; —
      8.2   FID#KR6+2 D3 ; —
      8.3   COM#PA6+5 D2 ; —`;

describe('Wargames (WAR, 100)', () => {
  test('100: the USSR plays it at DEFCON 2: the US gains 6 VP and wins at once (reason vp, no final scoring)', () => {
    const game = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR@ =+6 ; —`);
    game.assertClean();
    const s = game.state();
    assert.equal(s.vp, 6);
    assert.deepEqual(s.result, { winner: 'US', reason: 'vp', turn: 8, card: 'WAR' });
    assert.equal(s.finalScored, false);
    assert.ok(s.removed.includes('WAR'));
    const over = game.expect('TSN162', '8.4', /The US wins on turn 8: Wargames ended the game, the side ahead on VP winning \(VP \+6, DEFCON 2\)/);
    assert.equal(over.severity, 'information');
  });

  test('100: the US plays it: the USSR gains 6 VP and wins', () => {
    const game = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   — ; WAR@ =-6`);
    game.assertClean();
    assert.equal(game.state().vp, -6);
    assert.equal(game.state().result?.winner, 'USSR');
  });

  test('100 taken by Star Wars: the event is the US\'s even when the USSR triggered Star Wars, so the USSR gains the 6 VP', () => {
    // The US ahead on the space race (+2 VP); Wargames played for operations lies in the discard pile.
    const game = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      8.1   SUE#IR6+5 D4 ; CIA#IQ6+1 D3
      8.2   DES#PA6+5 D2 ; WAR&JP4
      8.3   STA&SY2@ >WAR =-6 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -4);
    assert.deepEqual(game.state().result, { winner: 'USSR', reason: 'vp', turn: 8, card: 'WAR' });
    assert.ok(game.state().removed.includes('WAR'));
    scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      8.1   SUE#IR6+5 D4 ; CIA#IQ6+1 D3
      8.2   DES#PA6+5 D2 ; WAR&JP4
      8.3   STA&SY2@ >WAR =+6 ; —`).expect('TSN154', '8.3', /not \+6: write =-6/);
  });

  test('100: the side ahead after the 6 VP wins, not the side that gained them; a tie is a draw', () => {
    // Turn 7: the US makes 5 military operations, the USSR none: the USSR's shortfall gives the US 5
    // VP; "An Evil Empire" one more: VP +6 before the US plays Wargames.
    const tie = scenario(`
      ${SETUP}
      7.1   — ; DAC#SY1
      7.2   — ; IND#SY1
      8.1   DES#IR4+3 D4 ; AEE@ =+1
      8.2   FID#KR6+2 D3 ; —
      8.3   COM#PA6+5 D2 ; WAR@ =-6`);
    tie.assertClean();
    assert.equal(tie.state('8.1').vp, 6);
    assert.equal(tie.state().vp, 0);
    assert.deepEqual(tie.state().result, { winner: null, reason: 'vp', turn: 8, card: 'WAR' });
    tie.expect('TSN162', '8.3', /The game is a draw on turn 8: Wargames ended the game/);
    const ahead = scenario(`
      ${SETUP}
      7.1   — ; DAC#SY1
      7.2   — ; IND#SY1
      8.1   DES#IR4+3 D4 ; AEE@ =+1
      8.2   FID#KR6+2 D3 ; —
      8.3   COM#PA6+5 D2 ; —
      8.4   WAR@ =+6 ; —`);
    ahead.assertClean();
    assert.equal(ahead.state().vp, 12);
    assert.equal(ahead.state().result?.winner, 'US');
  });

  test('100: a line after Wargames is an error (TSN171), as is the other side playing in the same round', () => {
    const after = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR@ =+6 ; —
      8.5   NAS&SY ; —`);
    after.expect('TSN171', '8.5', /The game ended on turn 8: nothing is played after it/);
    assert.deepEqual(after.problems(), ['TSN171@8.5']);
    const same = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR@ =+6 ; CIA&JP`);
    same.expect('TSN171', '8.4');
  });

  test('100: not at DEFCON 2 the event cannot happen (TSN105): no VP, the game goes on', () => {
    const game = scenario(`
      ${SETUP}
      8.1   DES#IR4+3 D4 ; —
      8.2   WAR@ =+6 ; —`);
    game.expect('TSN105', '8.2', /Wargames' event cannot happen: Wargames happens only at DEFCON 2; DEFCON is 4/);
    assert.equal(game.state().result, null);
    assert.equal(game.state().vp, 0);
    assert.ok(game.state().discard.includes('WAR'), 'an asterisked card whose event did not happen is discarded');
  });

  test('100: a wrong VP mark is the core\'s TSN154; anything else written is TSN181', () => {
    const vp = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR@ =-6 ; —`);
    vp.expect('TSN154', '8.4', /write =\+6/);
    const extra = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR@IT =+6 ; —`);
    extra.expect('TSN181', '8.4', /Wargames writes only its VP \(the US gains 6: =\+6\) and ends the game; the line adds USSR influence in Italy/);
    assert.equal(extra.state().result?.winner, 'US');
  });

  test('100: in turn 10 the game ends with Wargames: no final scoring after the last line', () => {
    const game = scenario(`
      ${SETUP}${TO_DEFCON_2.replace(/8\./g, '10.')}
      10.4  — ; WAR@ =-6`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(s.result, { winner: 'USSR', reason: 'vp', turn: 10, card: 'WAR' });
    assert.equal(s.finalScored, false);
    assert.equal(s.vp, -6);
  });

  test('100: played for operations it has no event: the game goes on', () => {
    const game = scenario(`
      ${SETUP}${TO_DEFCON_2}
      8.4   WAR&SY2 IQ2 ; —`);
    game.assertClean();
    assert.equal(game.state().result, null);
  });
});
