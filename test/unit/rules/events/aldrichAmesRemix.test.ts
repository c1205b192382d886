import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Aldrich Ames Remix (98, USSR, 3 ops, asterisk): the US shows its hand for the rest of the turn and
// the USSR chooses one card of it to discard (its event does not happen).
const DEAL = '8.D   [AAR NAS DES FID COM SUE LDC IHC OPE] ; [KIT CIA DAC IND TRU MAR NTB CNB SOL]';

describe('Aldrich Ames Remix (AAR, 98)', () => {
  test('98: the USSR discards the card it chose from the US hand; the card is removed; the hand stays shown for the turn', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      8.1   AAR@ >SOL ; —`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.discard.includes('SOL'));
    assert.ok(!s.hands.US!.includes('SOL'));
    assert.ok(s.removed.includes('AAR'));
    assert.ok(s.effects.some((e) => e.card === 'AAR' && e.duration === 'turn'));
    const next = scenario(`
      ${SETUP}
      ${DEAL}
      8.1   AAR@ >SOL ; —
      9.1   NAS&SY ; —`);
    assert.ok(!next.state().effects.some((e) => e.card === 'AAR'), 'the hand is shown for the rest of the turn only');
  });

  test('98: played by the US for operations, the event happens too (the discard bare); headlined', () => {
    const ops = scenario(`
      ${SETUP}
      8.D   [NAS DES FID COM SUE LDC IHC OPE TER] ; [KIT CIA DAC IND TRU MAR NTB CNB AAR]
      8.1   NAS&SY ; AAR&JP3 @>NTB`);
    ops.assertClean();
    assert.ok(ops.state().discard.includes('NTB'));
    const headline = scenario(`
      ${SETUP}
      ${DEAL}
      8.H   AAR >MAR ; CIA&JP`);
    headline.assertClean();
    assert.ok(headline.state().discard.includes('MAR'));
  });

  test('98: with a known US hand the card must be in it (TSN102); the China Card never (TSN110); unknown hand: any unseen card', () => {
    scenario(`
      ${SETUP}
      ${DEAL}
      8.1   AAR@ >TDW ; —`).expect('TSN102', '8.1', /Tear Down This Wall is not in the US's hand: it cannot be the card the US discards \(Aldrich Ames Remix\)/);
    scenario(`
      ${SETUP}
      ${DEAL}
      8.1   — ; CHN&JP4
      8.2   AAR@ >CHN ; —`).expect('TSN110', '8.2', /The China Card is never discarded for an event \(Aldrich Ames Remix\)/);
    const unknown = scenario(`
      ${SETUP}
      8.1   AAR@ >TDW ; —`);
    unknown.assertClean();
    assert.equal(unknown.state().handCount.US, 8);
  });

  test('98: nothing written, two cards, or the card\'s event written are errors', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}
      8.1   ${play} ; —`);
    line('AAR@').expect('TSN182', '8.1', /Aldrich Ames Remix: the US shows its hand and the USSR chooses one card of it to discard, written >CODE; the line discards none: write the card chosen \(the US holds Kitchen Debates, CIA Created, .*Solidarity\)/);
    line('AAR@ >SOL >KIT').expect('TSN181', '8.1', /the line discards 2: Kitchen Debates is one too many/);
    line('AAR@ >SOL@').expect('TSN181', '8.1', /the discarded card's event does not happen; write >SOL alone/);
    line('AAR@IT >SOL').expect('TSN181', '8.1', /the line adds USSR influence in Italy/);
  });
});
