import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

// Terrorism (92, neutral, 2 ops): the opponent of the event's player discards a card at random;
// with Iranian Hostage Crisis in force and the US discarding, two.
const DEAL = '8.D   [OPE IHC NAS DES FID COM SUE AAR LDC] ; [KIT CIA DAC IND TRU MAR NTB CNB TER]';
const DEAL_USSR_TER = '8.D   [TER IHC NAS DES FID COM SUE AAR LDC] ; [KIT CIA DAC IND TRU MAR NTB CNB TDW]';

function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('Terrorism (TER, 92)', () => {
  test('92: the USSR plays it: the US discards the card written, to the discard pile; Terrorism is discarded (no asterisk)', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.1   TER@ >KIT ; —`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.discard.includes('KIT'));
    assert.ok(s.discard.includes('TER'));
    assert.ok(!s.hands.US!.includes('KIT'));
    assert.equal(s.handCount.US, 8);
  });

  test('92: the US plays it: the USSR discards (bare >, the card comes from the USSR\'s hand)', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      8.1   NAS&SY ; TER@ >SUE`);
    game.assertClean();
    assert.ok(game.state().discard.includes('SUE'));
    assert.equal(game.state().handCount.USSR, 7);
  });

  test('92: headlined, the discard follows the code', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      8.H   NAS EG2 ; TER >SUE`);
    game.assertClean();
    assert.ok(game.state().discard.includes('SUE'));
  });

  test('92 + Iranian Hostage Crisis: the US discards two when the USSR plays it', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.H   IHC IR2 (IR-) ; CNB Eu
      8.1   TER@ >KIT >CIA ; —`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.discard.includes('KIT') && s.discard.includes('CIA'));
    assert.equal(s.handCount.US, 6);
  });

  test('92 + Iranian Hostage Crisis: one discard written is TSN182; played by the US the USSR still discards one (a second is TSN181)', () => {
    const short = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.H   IHC IR2 (IR-) ; CNB Eu
      8.1   TER@ >KIT ; —`);
    onlyOn(short, '8.1');
    short.expect('TSN182', '8.1', /Terrorism: the US discards 2 cards at random \(Iranian Hostage Crisis is in force\); it holds 8 and the line discards 1: write >KIT >CODE/);
    const us = scenario(`
      ${SETUP}
      ${DEAL}
      8.H   IHC IR2 (IR-) ; CNB Eu
      8.1   NAS&SY ; TER@ >SUE >DES`);
    onlyOn(us, '8.1');
    us.expect('TSN181', '8.1', /Terrorism: the USSR discards 1 card at random; the line discards 2: De-Stalinization is one too many/);
    assert.ok(!us.state().discard.includes('DES'));
  });

  test('92: nothing written while the opponent holds cards is TSN182', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.1   TER@ ; —`);
    game.expect('TSN182', '8.1', /Terrorism: the US discards 1 card at random; it holds 9 and the line discards none: write >CODE/);
  });

  test('92: the China Card is never discarded (TSN110); a card not in the hand is TSN102; the discarded card\'s event does not happen (TSN181)', () => {
    const china = scenario(`
      ${SETUP}
      ${DEAL}
      8.1   CHN&SY4 ; —
      8.2   — ; TER@ >CHN`);
    china.expect('TSN110', '8.2', /The China Card is never discarded for an event \(Terrorism\)/);
    const notHeld = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.1   TER@ >SOL ; —`);
    notHeld.expect('TSN102', '8.1', /Solidarity is not in the US's hand: it cannot be the card the US discards \(Terrorism\)/);
    const own = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.1   TER@ >NAS ; —`);
    own.expect('TSN102', '8.1', /Nasser is in the USSR's hand: it cannot be the card the US discards/);
    const withEvent = scenario(`
      ${SETUP}
      ${DEAL_USSR_TER}
      8.1   TER@ >DAC@ ; —`);
    withEvent.expect('TSN181', '8.1', /the discarded card's event does not happen; write >DAC alone/);
  });

  test('92: with unknown hands any unseen card may be the discard; the hand count drops', () => {
    const game = scenario(`
      ${SETUP}
      8.1   TER@ >KIT ; —`);
    game.assertClean();
    assert.ok(game.state().discard.includes('KIT'));
    assert.equal(game.state().handCount.US, 8);
  });
});
