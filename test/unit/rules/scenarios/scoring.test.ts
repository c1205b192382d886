// Region scoring (10.1): presence, domination, control, battlegrounds, countries next to the enemy
// superpower, each region with its own table, Southeast Asia Scoring's own, Europe control winning.
// TSN scenarios naming the rule. Control of a region other than Europe is the same computation as
// Europe's (its win aside) and is covered by test/unit/rules/events/scoringCards.test.ts. After SETUP the USSR controls Poland, East Germany (battlegrounds)
// and North Korea (a battleground); the US the United Kingdom, Italy (a battleground) and Australia.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('scoring (10.1)', () => {
  test('10.1.1 presence: one controlled country (Middle East: USSR Syria, 3 VP)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; —
      1.2   SME=-3 ; —`).assertClean();
  });

  test('10.1.1 battlegrounds: +1 each; domination needs a country that is no battleground too (Middle East: USSR Iraq alone: presence 3 + 1)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&IQ2 ; —
      1.2   SME=-4 ; —`).assertClean();
  });

  test('10.1.1 Europe: presence for both, battlegrounds counted (USSR 3 + 2, US 3 + 1: -1)', () => {
    scenario(`
      ${SETUP}
      1.1   SEU=-1 ; —`).assertClean();
  });

  test('10.1.1 domination: more countries and more battlegrounds, with one of each (US in Europe: 7 + 3 against 3 + 2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; MAR&FR DE3
      1.2   SEU=+5 ; —`);
    game.assertClean();
  });

  test('10.1.1 domination in Asia: the USSR North Korea and Afghanistan against the US Australia (7 + 1 against 3: -5)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&AF2 ; —
      1.2   SAS=-5 ; —`).assertClean();
  });

  test('10.1.1 the bonus for countries next to the enemy superpower (a US-controlled Afghanistan: +1)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW&AF2
      1.2   SAS=0 ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW&PH2
      1.2   SAS=-1 ; —`).assertClean();
  });

  test('10.1 the written VP is checked against the scoring (Asia after the setup: -1)', () => {
    scenario(`
      ${SETUP}
      1.1   SAS=-2 ; —`).expect('TSN154', '1.1', /write =-1/);
  });

  test('10.1 Southeast Asia Scoring: 1 VP a controlled country, Thailand 2 (Vietnam 1, Thailand 2, Laos/Cambodia 1)', () => {
    scenario(`
      ${SETUP}
      4.1   VIE@VN2 ; —
      4.2   FID&TH2 LA ; —
      4.3   SSE=-4 ; —`).assertClean();
  });

  test('7.2 Southeast Asia Scoring is the one scoring card removed after its play; the others are discarded', () => {
    const game = scenario(`
      ${SETUP}
      4.1   SSE ; SAS=-1`);
    game.assertClean();
    assert.ok(game.state().removed.includes('SSE'), 'Southeast Asia Scoring is removed');
    assert.ok(game.state().discard.includes('SAS'), 'Asia Scoring is discarded');
    scenario(`
      ${SETUP}
      4.1   SSE ; —
      4.2   SSE ; —`).expect('TSN102', '4.2', /Southeast Asia Scoring/);
  });

  test('10.1 a scoring card scores in a headline too, after the other headline (Nasser first: a USSR-controlled Egypt, 3 + 1)', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; SME=-4`).assertClean();
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; SME=0`).expect('TSN154', '1.H', /write =-4/);
  });

  test('10.3.1 Europe control wins when Europe is scored', () => {
    const game = scenario(`
      1.S   PL4 DD YU ; GR2 TR2 DK2 NO
      1.1   RED&DE4 ; IPW&PA2
      1.2   NTB&FR3 IT ; DAC&PA3
      1.3   FID&IT YU ; —
      1.4   SEU=-9 ; —`);
    game.assertClean();
    assert.deepEqual(game.state().result, { winner: 'USSR', reason: 'europe', turn: 1 });
  });

  test('10.3.1 controlling every European battleground at another moment wins nothing', () => {
    const game = scenario(`
      1.S   PL4 DD YU ; GR2 TR2 DK2 NO
      1.1   RED&DE4 ; IPW&PA2
      1.2   NTB&FR3 IT ; DAC&PA3
      1.3   FID&IT YU ; —`);
    assert.equal(game.state().result, null);
  });
});
