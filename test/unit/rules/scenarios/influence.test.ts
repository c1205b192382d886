// Placing influence with operations (6.1) and the operations value with every modifier in force
// (7.4, 9.4). Each test is a TSN scenario naming the rule it checks, legal and illegal.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// After SETUP: the USSR has influence in PL DD HU FI SY IQ KP; the US in IT FR DE CA UK IL IR JP KR PH AU PA ZA.
describe('influence: reach (6.1.4)', () => {
  test('6.1.4 reach: influence goes where the side had influence at the start of the round, or next to it', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SE2 ; IPW&NO2`);
    game.assertClean();
    assert.deepEqual(game.influence('SE'), { US: 0, USSR: 2 });
  });

  test('6.1.4 reach: influence placed this round is no stepping stone (Sweden, then Norway next to it, is out of reach)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SE NO ; —`).expect('TSN103', '1.1', /Norway is out of reach: the USSR had no influence in it or next to it at the start of the round/);
  });

  test('6.1.4 reach: the next round it is a stepping stone', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SE2 ; —
      1.2   KOR&NO2 ; —`).assertClean();
  });

  test('6.1.4 reach: influence out of reach is not placed, so the plays after it are checked on the board the rules allow (one mistake, one diagnostic)', () => {
    // Thailand out of the US's reach in 1.2 (TSN103): had its 2 been placed, the US would control
    // it and the USSR's Korean War (2 + 1 Vietnam Revolts) could not pay for TH2 LA in 1.3.
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; DAC D4 =+1
      1.1   FID&SY2 ; TRU&IT
      1.2   NAS&SY ; IND&TH2
      1.3   KOR&TH2 LA ; MAR&IT4`);
    assert.deepEqual(game.problems(), ['TSN103@1.2']);
    assert.deepEqual(game.influence('TH', '1.2'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('LA'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('IT'), { US: 8, USSR: 0 });
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 4 });
  });

  test('6.1.4 reach: the points out of reach still count in the cost (no second diagnostic), those in reach are placed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; IND&MY TH`);
    assert.deepEqual(game.problems(), ['TSN103@1.1']);
    assert.deepEqual(game.influence('MY'), { US: 1, USSR: 0 });
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 0 });
  });

  test('6.1.4 reach: a country next to the side\'s superpower is always in reach (Afghanistan for the USSR, Mexico for the US)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&AF2 ; IPW&MX2`).assertClean();
  });

  test('6.1.4 reach: a country far from any of the side\'s influence is out of reach', () => {
    scenario(`
      ${SETUP}
      1.1   FID&AO2 ; —`).expect('TSN103', '1.1', /Angola is out of reach/);
  });
});

describe('influence: cost (6.1.1-6.1.3)', () => {
  test('6.1.1 cost: a point in an enemy-controlled country costs 2 ops (North Korea, USSR-controlled, 1 US point for Indo-Pakistani War\'s 2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW&KP`);
    game.assertClean();
    assert.deepEqual(game.influence('KP'), { US: 1, USSR: 3 });
  });

  test('6.1.3 cost: once control breaks the next point costs 1 (North Korea 2 points cost 2 + 1 = 3)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; DAC&KP2`).assertClean();
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW&KP2`).expect('TSN112', '1.1', /costs 3 ops \(1 of the points at 2 ops in USSR-controlled countries\), but Indo-Pakistani War gives the US 2 ops/);
  });

  test('6.1 operations spent equal the card\'s value: fewer is an error', () => {
    scenario(`
      ${SETUP}
      1.1   COM&PL2 ; —`).expect('TSN112', '1.1', /costs 2 ops, but COMECON gives the USSR 3 ops/);
  });

  test('6.1 operations spent equal the card\'s value: more is an error', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY2 ; —`).expect('TSN112', '1.1', /costs 2 ops, but Nasser gives the USSR 1 op/);
  });
});

describe('influence: operations modifiers (7.4, 9.4)', () => {
  test('9.4 the China Card: +1 when every op is spent in Asia (5 ops)', () => {
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF3 ; —`).assertClean();
  });

  test('9.4 the China Card: no +1 when an op is spent outside Asia (4 ops)', () => {
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 PL ; —`).expect('TSN112', '1.1', /costs 5 ops, but the China Card gives the USSR 4 ops/);
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF PL ; —`).assertClean();
  });

  test('7.4 Containment: the US\'s cards are worth 1 more (Indo-Pakistani War 3 ops)', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; CON
      1.1   FID&SY2 ; IPW&IT2 FR`).assertClean();
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; CON
      1.1   FID&SY2 ; IPW&IT2`).expect('TSN112', '1.1', /gives the US 3 ops \(printed 2, \+1 Containment\)/);
  });

  test('7.4 Containment: up to 4 at most (NATO stays 4)', () => {
    scenario(`
      ${SETUP}
      1.H   NAS EG2 ; CON
      1.1   FID&SY2 ; NTB&IT2 FR2`).assertClean();
  });

  test('7.4 Red Scare/Purge: the opponent\'s cards are worth 1 less (Duck and Cover 2 ops for the US)', () => {
    scenario(`
      ${SETUP}
      1.H   RED ; SPR@CA
      1.1   FID&SY2 ; DAC&IT2`).assertClean();
    scenario(`
      ${SETUP}
      1.H   RED ; SPR@CA
      1.1   FID&SY2 ; DAC&IT3`).expect('TSN112', '1.1', /gives the US 2 ops \(printed 3, -1 Red Scare\/Purge\)/);
  });

  test('7.4 Red Scare/Purge: to a minimum of 1', () => {
    scenario(`
      ${SETUP}
      1.H   RED ; SPR@CA
      1.1   FID&SY2 ; TRU&IT`).assertClean();
  });

  test('7.4 Vietnam Revolts: +1 for the USSR when every op is spent in Southeast Asia', () => {
    scenario(`
      ${SETUP}
      1.1   VIE@VN2 ; —
      1.2   FID&VN2 LA ; —`).assertClean();
    scenario(`
      ${SETUP}
      1.1   VIE@VN2 ; —
      1.2   FID&VN2 AF ; —`).expect('TSN112', '1.2', /costs 3 ops, but Fidel gives the USSR 2 ops/);
  });

  test('7.4 Vietnam Revolts and the China Card add up in Southeast Asia (4 +1 +1)', () => {
    scenario(`
      ${SETUP}
      1.1   VIE@VN2 ; —
      1.2   CHN&VN3 LA2 TH ; —`).assertClean();
  });

  test('7.4 Brezhnev Doctrine: the USSR\'s cards are worth 1 more, up to 4 (its effect in force)', () => {
    scenario(`
      ${SETUP}
      4.1   BRE@ ; —
      4.2   FID&SY3 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   BRE@ ; —
      4.2   FID&SY2 ; —`).expect('TSN112', '4.2', /gives the USSR 3 ops \(printed 2, \+1 Brezhnev Doctrine\)/);
  });
});
