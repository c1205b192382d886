import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay, trapOf } from '../../../core/src/rules/play';
import { codes, faults, find, inTurn, withEffect, withInfluence } from './helpers';

describe('Quagmire and Bear Trap (Deluxe text)', () => {
  const quagmire = () => withEffect(inTurn(5), 'QUA', 'USSR', 'persistent');

  test('Quagmire traps the US, Bear Trap the USSR', () => {
    assert.equal(trapOf(quagmire(), 'US'), 'QUA');
    assert.equal(trapOf(quagmire(), 'USSR'), undefined);
    assert.equal(trapOf(withEffect(inTurn(5), 'BEA', 'US', 'persistent'), 'USSR'), 'BEA');
  });

  test('a trap is what the event definition declares, not a list of cards in the core', () => {
    const state = withEffect(inTurn(5), 'QUA', 'USSR', 'persistent');
    const quagmire = state.events.QUA!;
    const untrapped = { ...state, events: { ...state.events, QUA: { ...quagmire, effect: { duration: 'persistent' as const } } } };
    assert.equal(trapOf(untrapped, 'US'), undefined);
  });

  test('while trapped: only a scoring card or a trap roll', () => {
    const ops = applyPlay(quagmire(), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'UK', amount: 3 }] });
    assert.ok(find(ops.problems, 'TSN177'));
    const scoring = applyPlay(quagmire(), { round: 1, side: 'US', card: 'SCA', kind: 'event' });
    assert.ok(!find(scoring.problems, 'TSN177'));
  });

  test('a roll of 1-4 escapes; the card is discarded and its event does not happen', () => {
    const out = applyPlay(quagmire(), { round: 1, side: 'US', card: 'DAC', kind: 'trap', trap: { die: 4, success: true } });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.deepEqual(out.state.effects, []);
    assert.ok(out.state.discard.includes('DAC'));
    const stay = applyPlay(quagmire(), { round: 1, side: 'US', card: 'DAC', kind: 'trap', trap: { die: 5, success: false } });
    assert.deepEqual(stay.state.effects.map((e) => e.card), ['QUA']);
  });

  test('the written escape must match the die', () => {
    const out = applyPlay(quagmire(), { round: 1, side: 'US', card: 'DAC', kind: 'trap', trap: { die: 5, success: true } });
    assert.equal(find(out.problems, 'TSN153')?.message, 'A die of 5 does not get out of Quagmire (it needs 1-4): write ~5 without +');
  });

  test('the discarded card needs 2 ops or more; a trap roll needs a trap', () => {
    assert.ok(find(applyPlay(quagmire(), { round: 1, side: 'US', card: 'TRU', kind: 'trap', trap: { die: 1, success: true } }).problems, 'TSN179'));
    assert.ok(find(applyPlay(inTurn(5), { round: 1, side: 'US', card: 'DAC', kind: 'trap', trap: { die: 1, success: true } }).problems, 'TSN178'));
  });
});

describe('operations modifiers in play', () => {
  test('Vietnam Revolts adds to a USSR coup in Southeast Asia, military operations included', () => {
    const s = withEffect(withInfluence(inTurn(2), { VN: [1, 0] }), 'VIE', 'USSR');
    // die 1 + (2 + 1) ops - 2 x 1 = 2
    const out = applyPlay(s, { round: 1, side: 'USSR', card: 'DEC', kind: 'coup', coup: { country: 'VN', die: 1, result: 2 } });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(out.state.milops.USSR, 3);
  });

  test('Red Scare/Purge lowers the space race value below a box\'s minimum', () => {
    const s = withEffect(inTurn(2), 'RED', 'US');
    const out = applyPlay(s, { round: 1, side: 'USSR', card: 'DEC', kind: 'space', space: { die: 1, success: true }, vp: -2 });
    assert.equal(find(out.problems, 'TSN141')?.message, 'Earth Satellite (box 1) needs a card of 2 ops or more: Decolonization gives the USSR 1 op (printed 2, -1 Red Scare/Purge)');
  });
});
