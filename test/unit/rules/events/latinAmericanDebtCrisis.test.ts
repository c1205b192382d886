import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Latin American Debt Crisis (95, USSR, 2 ops): unless the US discards a card of 3+ ops, the USSR
// doubles its influence in 2 South American countries. The USSR's influence in South America comes
// from Allende (+2 Chile; another batch's card: until it is implemented its TSN191 is information) and operations next to it: Chile 3, Argentina 2 after 8.2.
const BOARD = `
      8.1   ALL@CL2 ; —
      8.2   DES&AR2 CL ; —`;
const DEAL = '8.D   [LDC ALL DES NAS FID COM SUE AAR IHC] ; [KIT CIA DAC IND TRU MAR NTB CNB TDW]';

describe('Latin American Debt Crisis (LDC, 95)', () => {
  test('95: the US does not discard: the USSR doubles its influence in two South American countries', () => {
    const game = scenario(`
      ${SETUP}${BOARD}
      8.3   LDC@CL3 AR2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('CL'), { US: 0, USSR: 6 });
    assert.deepEqual(game.influence('AR'), { US: 0, USSR: 4 });
    assert.ok(game.state().discard.includes('LDC'), 'no asterisk: discarded');
  });

  test('95: the US discards a card of 3+ ops: nothing is doubled, the card goes to the discard pile', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}${BOARD}
      8.3   LDC@ >NTB ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('CL'), { US: 0, USSR: 3 });
    const s = game.state();
    assert.ok(s.discard.includes('NTB'));
    assert.ok(!s.hands.US!.includes('NTB'));
  });

  test('95: played by the US for operations: the USSR\'s doubling in parentheses, or the US\'s discard bare', () => {
    const doubled = scenario(`
      ${SETUP}${BOARD}
      8.3   — ; LDC&JP2 @(CL3 AR2)`);
    doubled.assertClean();
    assert.deepEqual(doubled.influence('CL'), { US: 0, USSR: 6 });
    const discard = scenario(`
      ${SETUP}
      8.D   [ALL DES NAS FID COM SUE AAR IHC OPE] ; [KIT CIA DAC IND TRU MAR NTB CNB LDC]${BOARD}
      8.3   — ; LDC@>NTB &JP2`);
    discard.assertClean();
    assert.ok(discard.state().discard.includes('NTB'));
    assert.deepEqual(discard.influence('CL'), { US: 0, USSR: 3 });
  });

  test('95: with USSR influence in one South American country only, that one is doubled; with none, LDC@ alone', () => {
    const one = scenario(`
      ${SETUP}
      8.1   ALL@CL2 ; —
      8.2   LDC@CL2 ; —`);
    one.assertClean();
    assert.deepEqual(one.influence('CL'), { US: 0, USSR: 4 });
    const none = scenario(`
      ${SETUP}
      8.1   LDC@ ; —`);
    none.assertClean();
  });

  test('95: each doubling must add the USSR\'s influence there; a country outside South America, a third country, an empty one are TSN181', () => {
    const line = (play: string) => scenario(`
      ${SETUP}${BOARD}
      8.3   ${play} ; —`);
    const less = line('LDC@CL2 AR2');
    less.expect('TSN182', '8.3', /the USSR has 3 in Chile, so doubling adds 3: write CL3, not CL2/);
    assert.deepEqual(less.influence('CL'), { US: 0, USSR: 6 }, 'the card doubles, whatever was written');
    line('LDC@CL4 AR2').expect('TSN181', '8.3', /doubling adds 3: write CL3, not CL4/);
    line('LDC@CL3 IT').expect('TSN181', '8.3', /the line adds 1 USSR influence in Italy, which is not in South America/);
    line('LDC@CL3 BR').expect('TSN181', '8.3', /the line adds 1 USSR influence in Brazil, where the USSR has no influence: doubling adds none there/);
    const third = scenario(`
      ${SETUP}${BOARD}
      8.3   NAS&UY ; —
      8.4   LDC@CL3 AR2 UY ; —`);
    third.expect('TSN181', '8.4', /the line doubles more than 2 countries: Uruguay is one too many/);
    assert.deepEqual(third.influence('UY'), { US: 0, USSR: 1 });
    line('LDC@(CL3) AR2').expect('TSN181', '8.3', /the line adds 3 US influence in Chile \(the USSR's influence is written without parentheses in the USSR's part\)/);
  });

  test('95: writing neither, or one country when two can be doubled, is TSN182', () => {
    const line = (play: string) => scenario(`
      ${SETUP}${BOARD}
      8.3   ${play} ; —`);
    line('LDC@').expect('TSN182', '8.3', /Latin American Debt Crisis: the US discards a card of 3\+ ops \(>CODE\) or the USSR doubles its influence in 2 South American countries, written with what each doubling adds \(such as CL3 AR2\); the line writes neither: 2 more to double, where the USSR has influence \(Chile or Argentina\)/);
    line('LDC@CL3').expect('TSN182', '8.3', /the line doubles Chile: 1 more to double, where the USSR has influence \(Argentina\)/);
  });

  test('95: a discard under 3 ops (modified) is TSN181; both a discard and a doubling, or two discards, are TSN181; the discard must be the US\'s', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}${BOARD}
      8.3   ${play} ; —`);
    line('LDC@ >CIA').expect('TSN181', '8.3', /Latin American Debt Crisis needs a US card of 3 or more ops to discard: CIA Created gives the US 1 op/);
    line('LDC@CL3 >NTB').expect('TSN181', '8.3', /the line writes both: a discard stops the doubling/);
    line('LDC@ >NTB >MAR').expect('TSN181', '8.3', /the US discards one card of 3\+ ops, not 2/);
    line('LDC@ >SUE').expect('TSN102', '8.3', /Suez Crisis is in the USSR's hand: it cannot be the card the US discards \(Latin American Debt Crisis\)/);
  });
});
