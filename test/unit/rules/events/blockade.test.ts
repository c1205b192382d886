import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Blockade (10, USSR, 1 op, removed): unless the US discards a card of 3+ ops, all its influence in West Germany goes.
const DEAL = '1.D   [BLO SOC FID VIE ROM NAS COM SUE] ; [DAC IND CON RED MAR NTB SPR EEU]';

describe('Blockade (BLO, 10)', () => {
  test('10: the US does not discard: all its influence in West Germany goes; Blockade is removed', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   BLO@(DE-2) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('DE'), { US: 0, USSR: 0 });
    assert.ok(game.state().removed.includes('BLO'));
  });

  test('10: the US discards a card of 3+ ops: West Germany keeps its influence, the card goes to the discard pile', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   BLO@ >DAC ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('DE'), { US: 2, USSR: 0 });
    const s = game.state();
    assert.ok(s.discard.includes('DAC'));
    assert.ok(!s.hands.US!.includes('DAC'));
    assert.ok(s.removed.includes('BLO'));
  });

  test('10 + Containment: the discarded card\'s modified ops count (Independent Reds, 2 ops +1 = 3)', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; CON
      1.1   BLO@ >IND ; —`);
    assert.deepEqual(game.problems(), []);
    assert.deepEqual(game.influence('DE', '1.1'), { US: 2, USSR: 0 });
  });

  test('10 + Red Scare/Purge: a 3-ops card worth 2 for the US cannot be the discard', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; RED
      1.1   BLO@ >IND ; —`);
    game.expect('TSN181', '1.1', /Blockade needs a US card of 3 or more ops to discard: Independent Reds gives the US 2 ops; without such a discard the US loses all US influence in West Germany: 2, written \(DE-2\)/);
    const red = scenario(`
      1.D   [BLO SOC FID VIE ROM NAS COM RED] ; [DAC IND CON SUE MAR NTB SPR EEU]
      ${SETUP}
      1.H   RED ; SPR(CA)
      1.1   BLO@ >DAC ; —`);
    red.expect('TSN181', '1.1', /Duck and Cover gives the US 2 ops \(printed 3, -1 Red Scare\/Purge\)/);
  });

  test('10: the US plays Blockade for operations: its own loss, or its own discard, without parentheses, before or after', () => {
    const after = scenario(`
      ${DEAL.replace('[BLO ', '[DES ').replace('[DAC ', '[BLO ')}
      ${SETUP}
      1.1   DES&AF3 ; BLO&JP@DE-2`);
    after.assertClean();
    assert.deepEqual(after.influence('DE'), { US: 0, USSR: 0 });
    assert.deepEqual(after.influence('JP'), { US: 2, USSR: 0 });
    const before = scenario(`
      1.D   [DES SOC FID VIE ROM NAS COM SUE] ; [BLO DAC CON RED MAR NTB SPR EEU]
      ${SETUP}
      1.1   DES&AF3 ; BLO@>DAC &JP`);
    before.assertClean();
    assert.deepEqual(before.influence('DE'), { US: 2, USSR: 0 });
    assert.ok(before.state().discard.includes('DAC'));
  });

  test('10: the US placed more in West Germany before the event: all of it goes', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES&AF3 ; BLO&DE@DE-3`);
    game.assertClean();
    assert.deepEqual(game.influence('DE'), { US: 0, USSR: 0 });
  });

  test('10: with no US influence in West Germany, Blockade may be written alone', () => {
    const game = scenario(`
      1.S   PL4 DD HU ; IT3 FR2 UK2
      1.1   BLO@ ; —`);
    game.assertClean();
    assert.ok(game.state().removed.includes('BLO'));
  });

  test('10: a partial loss, a loss elsewhere, both choices, or neither, are errors that say what the card allows', () => {
    const line = (play: string) => scenario(`
      ${DEAL}
      ${SETUP}
      1.1   ${play} ; —`);
    line('BLO@(DE-)').expect('TSN181', '1.1', /Blockade removes all US influence in West Germany: 2, written \(DE-2\); the line removes 1/);
    line('BLO@(FR-2)').expect('TSN181', '1.1', /Blockade only removes US influence in West Germany; the line changes the US's influence in FR by -2/);
    line('BLO@ >DAC (DE-2)').expect('TSN181', '1.1', /writes both the discard and a loss there/);
    line('BLO@').expect('TSN182', '1.1', /the US discards a card of 3\+ ops \(>CODE\) or loses all US influence in West Germany: 2, written \(DE-2\); the line writes neither/);
    assert.deepEqual(line('BLO@').influence('DE'), { US: 0, USSR: 0 }, 'without a discard written, the influence goes');
    line('BLO@ >IND').expect('TSN181', '1.1', /Independent Reds gives the US 2 ops/);
    line('BLO@ >SPR').expect('TSN181', '1.1', /Special Relationship gives the US 2 ops/);
    line('BLO@ >SOC').expect('TSN102', '1.1', /Socialist Governments is in the USSR's hand: it cannot be the card the US discards \(Blockade\)/);
    // `>` is never in parentheses (rulings): the parenthesised form is TSN045, and read as the bare one.
    const parenthesised = line('BLO@(>DAC)');
    parenthesised.expect('TSN045', '1.1', />DAC is never written in parentheses, whichever side's hand the card left: write >DAC outside them/);
    assert.deepEqual(parenthesised.problems(), ['TSN045@1.1']);
  });

  test('10 (9.5): the China Card cannot be the discard', () => {
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 KR ; —
      1.2   BLO@ >CHN ; —`).expect('TSN110', '1.2', /The China Card is never discarded for an event \(Blockade\)/);
  });
  test('10 as a headline: the US discards a card of 3+ ops (>MAR), or loses West Germany (DE-2), before its own lower headline', () => {
    const discard = scenario(`
      ${DEAL}
      ${SETUP}
      1.H   BLO >MAR ; IND`);
    discard.assertClean();
    assert.deepEqual(discard.influence('DE'), { US: 2, USSR: 0 });
    assert.ok(discard.state().discard.includes('MAR'));
    assert.ok(!discard.state().hands.US!.includes('MAR'));
    const loss = scenario(`
      ${SETUP}
      1.H   BLO (DE-2) ; IND`);
    loss.assertClean();
    assert.deepEqual(loss.influence('DE'), { US: 0, USSR: 0 });
    assert.ok(loss.state().removed.includes('BLO'));
  });
});
