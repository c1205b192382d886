import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The Early War scoring cards (1 Asia, 2 Europe, 3 Middle East) are scored by the core (scoring.ts);
// these scenarios check them against the reference tables. Each side scores presence, domination
// or control, +1 per battleground it controls, +1 per country it controls next to the enemy
// superpower; the net moves the marker, written =N (a 0 net alone or =0).
describe('scoring cards: Middle East Scoring (SME, 3)', () => {
  test('3: at the start nobody controls a Middle East country: 0 VP, written alone or =0; any other mark is an error', () => {
    scenario(`
      ${SETUP}
      1.1   SME ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   SME=0 ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   SME=-1 ; —`).expect('TSN154', '1.1', /The play moves VP by 0 \(VP 0 to 0\), not -1: write =0/);
  });

  test('3: domination (5) needs more countries, more battlegrounds, a battleground and a non-battleground: Syria and Iraq give the USSR 5 + 1', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; —
      1.2   SOC&IQ2 JO ; —
      1.3   SME=-6 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -6);
    assert.ok(game.state().discard.includes('SME'), 'a scoring card is discarded, never removed');
  });

  test('3: presence each (3 + 1 battleground each) nets 0 when the US controls Israel', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&IL3
      1.2   SOC&IQ2 JO ; —
      1.3   SME ; —`);
    game.assertClean();
    assert.equal(game.state().vp, 0);
  });
});

describe('scoring cards: Europe Scoring (SEU, 2)', () => {
  test('2: the common opening: presence each; the US 3 + Italy, the USSR 3 + Poland and East Germany: =-1', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SEU=-1 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
  });

  test('2: +1 for the US per European country it controls next to the USSR (Finland)', () => {
    scenario(`
      1.S   PL4 DD HU ; FI5 SE2
      1.1   SEU=-1 ; —`).assertClean();
    scenario(`
      1.S   PL4 DD HU ; FI4 SE3
      1.1   SEU=-2 ; —`).assertClean();
  });

  test('2: control of Europe (every battleground and more countries) wins the game at once', () => {
    const game = scenario(`
      1.S   PL4 DD HU ; CA5 NO2
      1.1   CHN&DE4 ; MAR&JP4
      1.2   SOC&FR3 ; DAC&KR3
      1.3   FID&IT2 ; IND&PH2
      1.4   SEU=-9 ; —`);
    assert.deepEqual(game.problems(), []);
    assert.deepEqual(game.state().result, { winner: 'USSR', reason: 'europe', turn: 1 });
    game.expect('TSN162', '1.4', /The USSR wins on turn 1: Europe was scored under its control/);
    scenario(`
      1.S   PL4 DD HU ; CA5 NO2
      1.1   CHN&DE4 ; MAR&JP4
      1.2   SOC&FR3 ; DAC&KR3
      1.3   FID&IT2 ; IND&PH2
      1.4   SEU ; —`).expect('TSN156', '1.4', /add =-9/);
  });
});

describe('scoring cards: Asia Scoring (SAS, 1)', () => {
  test('1: the opening: the US present (Australia), the USSR present with North Korea, a battleground: =-1', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SAS=-1 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
  });

  test('1: three battlegrounds and no other country is presence, not domination; Japan next to the US gives the USSR +1', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&KR5 ; —
      1.2   SOC&JP3 ; —
      1.3   FID&JP2 ; —
      1.4   SAS=-4 ; —`);
    game.assertClean();
    assert.equal(game.control('JP'), 'USSR');
    assert.equal(game.state().vp, -4);
  });

  test('1 + Formosan Resolution: Taiwan under US control counts as a battleground; the US playing the China Card ends it, the USSR playing it does not', () => {
    const withFormosa = scenario(`
      ${SETUP}
      1.H   SPR(CA) ; FOR
      1.1   CHN&CS2 HU2 ; DAC&TW3
      1.2   SAS ; —`);
    withFormosa.assertClean();
    assert.deepEqual(withFormosa.state('1.1').effects.map((e) => e.card), ['FOR'], 'the USSR\'s China Card leaves Formosan Resolution in force');
    assert.equal(withFormosa.state().vp, 0, 'the US: presence 3 + Taiwan 1; the USSR: presence 3 + North Korea 1');
    const cancelled = scenario(`
      ${SETUP}
      1.H   SPR(CA) ; FOR
      1.1   CHN&CS2 HU2 ; DAC&TW3
      2.1   SOC&AF2 PL ; CHN&UK4
      2.2   SAS=-1 ; —`);
    cancelled.assertClean();
    assert.deepEqual(cancelled.state('2.1').effects, []);
    assert.equal(cancelled.state().vp, -1);
  });
});

// The Mid War scoring cards enter the deck on turn 4; the core scores them as it does the Early War ones.
describe('scoring cards: the Mid War ones (SCA 37, SSE 38, SAF 79, SSA 81)', () => {
  test('37 Central America: the USSR controls Cuba, a battleground next to the US: presence 1 + 1 + 1 = =-3; discarded', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID@CU3 ; —
      4.2   SCA=-3 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -3);
    assert.ok(game.state().discard.includes('SCA'));
    scenario(`
      ${SETUP}
      4.1   FID@CU3 ; —
      4.2   SCA=-2 ; —`).expect('TSN154', '4.2', /write =-3/);
  });

  test('81 South America: the US controls Colombia (stability 1, next to Panama): presence 2 = =+2', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&CO3
      4.2   NAS&SY ; SSA=+2`);
    game.assertClean();
    assert.equal(game.state().vp, 2);
  });

  test('79 Africa: the US controls South Africa, a battleground: presence 1 + 1 = =+2', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&ZA2 BW
      4.2   NAS&SY ; SAF=+2`);
    game.assertClean();
    assert.equal(game.state().vp, 2);
    assert.ok(game.state().discard.includes('SAF'));
  });

  test('38 Southeast Asia: 1 VP per country controlled (Thailand 2): the USSR controls Vietnam, =-1; removed', () => {
    const game = scenario(`
      ${SETUP}
      4.1   VIE@VN2 ; —
      4.2   SSE=-1 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
    assert.ok(game.state().removed.includes('SSE'));
  });

  test('a Mid War scoring card before turn 4 is not in the deck yet', () => {
    assert.ok(scenario(`
      ${SETUP}
      1.1   SCA ; —`).problems().length > 0);
  });
  test('37 Central America: domination (3) with Cuba, Nicaragua and Haiti: 3 + 1 battleground + 1 for Cuba next to the US = =-5', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID@CU3 ; —
      4.2   KOR&NI HT ; —
      4.3   SCA=-5 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -5);
  });

  test('37 Central America: control (5) takes every battleground (Mexico, Cuba, Panama) and more countries: 5 + 3 + 2 (Cuba, Mexico next to the US) = =-10', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID@CU3 ; —
      4.2   KOR&NI HT ; —
      4.3   DEC&HN2 ; —
      4.4   COM&GT SV CR ; —
      4.5   WPF&MX2 PA ; —
      4.6   DGL&PA2 CR ; —
      4.7   SCA=-10 ; —`);
    game.assertClean();
    assert.equal(game.control('PA'), 'USSR');
    assert.equal(game.state().vp, -10);
  });
});
