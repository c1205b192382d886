import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// After SETUP the USSR controls North Korea (Asia's only USSR battleground): Asia Scoring is USSR
// 3 + 1 against the US's 3 (Australia), -1. Fidel's 2 in Iraq gives the USSR a Middle East
// battleground: Middle East Scoring -4.
describe('Shuttle Diplomacy (73): at the next Asia or Middle East scoring one USSR battleground there is left out; then discarded', () => {
  test('Shuttle Diplomacy and Middle East Scoring: Iraq left out, the USSR scores nothing (0 instead of -4); the card is then discarded', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      4.2   SME=0 ; —`);
    game.assertClean();
    assert.deepEqual(game.state('4.1').effects.map((e) => `${e.card}:${e.side}`), ['SHU:US']);
    assert.ok(!game.state('4.1').discard.includes('SHU'), 'in front of the US while in force');
    assert.deepEqual(game.state().effects, []);
    assert.ok(game.state().discard.includes('SHU'));
  });

  test('without Shuttle Diplomacy the same scoring is -4', () => {
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; TRU&IT
      4.2   SME=-4 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      4.2   SME=-4 ; —`).expect('TSN154', '4.2', /write =0/);
  });

  test('Shuttle Diplomacy and Asia Scoring: North Korea left out (+3 instead of -1); the next Middle East Scoring counts in full', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      4.2   SAS=+3 ; —
      4.3   SME=-4 ; —`);
    game.assertClean();
    assert.deepEqual(game.state('4.2').effects, []);
  });

  test('Shuttle Diplomacy leaves a country that is no battleground counted (a USSR Syria: presence stays)', () => {
    scenario(`
      ${SETUP}
      4.1   NAS&SY ; SHU@
      4.2   SME=-3 ; —`).assertClean();
  });

  test('Shuttle Diplomacy: with two USSR battlegrounds, one is left out (Iraq and Egypt: presence 3 + 1, not 3 + 2)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      4.2   NAS@EG2 ; —
      4.3   SME=-4 ; —`).assertClean();
  });

  test('Shuttle Diplomacy: Southeast Asia Scoring neither uses nor ends it (the Asia Scoring after it: North Korea left out, the USSR Vietnam against the US Australia, 0 instead of -5)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   VIE@VN2 ; SHU@
      4.2   SSE=-1 ; —
      4.3   SAS=0 ; —`);
    game.assertClean();
    assert.deepEqual(game.state('4.2').effects.map((e) => e.card), ['VIE', 'SHU']);
  });

  test('Shuttle Diplomacy: final scoring neither uses it (Asia -1, the Middle East -4, Europe -1, the China Card -1: -7)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      10.E  =+5 ; =-5`);
    game.assertClean();
    assert.equal(game.state().vp, -7);
    assert.deepEqual(game.state().result, { winner: 'USSR', reason: 'final-scoring', turn: 10 });
  });

  test('Shuttle Diplomacy played by the USSR for operations: its US event comes into force (after or before them)', () => {
    for (const play of ['SHU&IQ2 SY@', 'SHU@&IQ2 SY']) {
      const game = scenario(`
        ${SETUP}
        4.1   ${play} ; —
        4.2   SME=-3 ; —`);
      game.assertClean();
      assert.ok(game.state().discard.includes('SHU'), play);
    }
  });

  test('Shuttle Diplomacy in force during a Middle East Scoring headline', () => {
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@
      5.H   SME=0 ; CON`).assertClean(['TSN180']); // a fragment: turn 4's other rounds left out
  });

  test('Shuttle Diplomacy writes nothing: written influence is an error (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; SHU@IT`).expect('TSN181', '4.1', /Shuttle Diplomacy writes nothing/);
  });

  test('Shuttle Diplomacy is a Mid War card: not before turn 4', () => {
    scenario(`
      ${SETUP}
      3.1   FID&IQ2 ; SHU@`).expect('TSN102', '3.1', /a Mid War card/);
  });
});
