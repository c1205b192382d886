import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { hasSpaceAbility, spaceAttemptsAllowed, advanceSpace } from '../../../core/src/rules/space';
import { update, withSide } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn } from './helpers';

describe('space race (6.4)', () => {
  test('a successful attempt moves the marker and gives the box\'s VP to the first to enter', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'COM', kind: 'space', space: { die: 2, success: true }, vp: -2 });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(out.state.space.USSR, 1);
    assert.equal(out.state.vp, -2);
    assert.equal(out.state.spaceFirst[1], 'USSR');
  });

  test('the second to enter a box gets the second VP figure', () => {
    const s = advanceSpace(inTurn(1), 'USSR');
    const out = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'space', space: { die: 1, success: true }, vp: 1 });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(out.state.vp, -2 + 1);
  });

  test('VP from the space race not written is a warning', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'COM', kind: 'space', space: { die: 2, success: true } });
    assert.equal(find(out.problems, 'TSN156')?.message, 'The play moves VP by -2 (to -2) but writes no VP: add =-2');
  });

  test('the card must reach the box\'s minimum operations', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'space', space: { die: 2, success: true }, vp: -2 });
    assert.equal(find(out.problems, 'TSN141')?.message, 'Earth Satellite (box 1) needs a card of 2 ops or more: Nasser gives the USSR 1 op');
  });

  test('the written success must match the die and the box\'s range', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'COM', kind: 'space', space: { die: 5, success: true } });
    assert.equal(find(out.problems, 'TSN152')?.message, 'A die of 5 fails for Earth Satellite (it needs 1-3): write *5 without +');
    assert.equal(out.state.space.USSR, 0);
  });

  test('one attempt a turn', () => {
    const first = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'COM', kind: 'space', space: { die: 6, success: false } });
    const second = applyPlay(first.state, { round: 2, side: 'USSR', card: 'SOC', kind: 'space', space: { die: 6, success: false } });
    assert.deepEqual(codes(faults(second.problems)), ['TSN142']);
  });

  test('Animal in Space: two attempts a turn for the first there, lost once the opponent reaches box 2', () => {
    let s = advanceSpace(advanceSpace(inTurn(1), 'USSR'), 'USSR');
    assert.ok(hasSpaceAbility(s, 'USSR', 2));
    assert.equal(spaceAttemptsAllowed(s, 'USSR'), 2);
    s = update(s, { spaceAttempts: withSide(s.spaceAttempts, 'USSR', 1) });
    const second = applyPlay(s, { round: 2, side: 'USSR', card: 'SOC', kind: 'space', space: { die: 6, success: false } });
    assert.deepEqual(codes(faults(second.problems)), []);
    s = advanceSpace(advanceSpace(s, 'US'), 'US');
    assert.ok(!hasSpaceAbility(s, 'USSR', 2));
    assert.equal(spaceAttemptsAllowed(s, 'USSR'), 1);
  });

  test('no attempt after the last box', () => {
    const s = update(inTurn(1), { space: { US: 8, USSR: 0 } });
    const out = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'space', space: { die: 1, success: true } });
    assert.ok(codes(out.problems).includes('TSN143'));
  });

  test('the card is discarded, never removed, and its event does not happen (an opponent\'s asterisked card)', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'IND', kind: 'space', space: { die: 4, success: false } });
    assert.deepEqual(codes(out.problems), []);
    assert.deepEqual([...out.state.discard], ['IND']);
    assert.deepEqual([...out.state.removed], []);
    const written = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'IND', kind: 'space', space: { die: 4, success: false }, event: { influence: [{ country: 'CS', side: 'US', delta: 2 }] } });
    assert.ok(codes(written.problems).includes('TSN107'));
  });
});
