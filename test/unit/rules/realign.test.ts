import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { realignModifiers, resolveRealignments, type RealignInput, type RealignOptions } from '../../../core/src/rules/realign';
import { influenceOf } from '../../../core/src/rules/map';
import { stepsBetween } from '../../../core/src/rules/record';
import { initialState, update, type GameState } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn, withInfluence } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';
import type { RuleProblem } from '../../../core/src/rules/problems';

/** The rolls' board and the problems they pushed. */
function realigned(state: GameState, rolls: readonly RealignInput[], options: RealignOptions) {
  const problems: RuleProblem[] = [];
  return { state: resolveRealignments(state, rolls, options, problems), problems };
}

describe('realignment rolls (6.2)', () => {
  test('modifiers: +1 per adjacent controlled country, +1 for more influence, +1 next to the own superpower', () => {
    const s = initialState(EVENTS);
    // North Korea: USSR 3, US 0; the USSR has more influence and its superpower is adjacent.
    assert.deepEqual(realignModifiers(s, 'KP', 'USSR'), { adjacent: 0, moreInfluence: 1, superpower: 1, effects: 0, total: 2 });
    assert.equal(realignModifiers(s, 'KP', 'US').total, 0);
    const t = withInfluence(s, { KR: [3, 0] });
    assert.equal(realignModifiers(t, 'KP', 'US').adjacent, 1);
  });

  test('the higher modified roll removes the difference from the loser (rulebook example: US 5 vs USSR 2+2)', () => {
    const out = realigned(initialState(EVENTS), [{ country: 'KP', usDie: 5, ussrDie: 2 }], { side: 'US' });
    assert.deepEqual(out.problems, []);
    assert.equal(influenceOf(out.state, 'KP', 'USSR'), 2);
  });

  test('a tie changes nothing; influence never goes below 0; the defender can win', () => {
    const s = withInfluence(initialState(EVENTS), { SY: [1, 1] });
    const tie = realigned(s, [{ country: 'SY', usDie: 3, ussrDie: 3 }], { side: 'US' });
    // The board as it was (the same influence array); the roll itself is recorded.
    assert.equal(tie.state.influence, s.influence);
    assert.deepEqual(stepsBetween(s, tie.state).map((step) => step.kind), ['realign']);
    const big = realigned(s, [{ country: 'SY', usDie: 6, ussrDie: 1 }], { side: 'US' });
    assert.equal(influenceOf(big.state, 'SY', 'USSR'), 0);
    const lost = realigned(s, [{ country: 'SY', usDie: 1, ussrDie: 6 }], { side: 'US' });
    assert.equal(influenceOf(lost.state, 'SY', 'US'), 0);
    assert.equal(influenceOf(lost.state, 'SY', 'USSR'), 1);
  });

  test('the target must hold opponent influence, checked roll by roll (each resolved before the next)', () => {
    const s = withInfluence(initialState(EVENTS), { SY: [0, 1] });
    const out = realigned(s, [{ country: 'SY', usDie: 6, ussrDie: 1 }, { country: 'SY', usDie: 6, ussrDie: 1 }], { side: 'US' });
    assert.deepEqual(codes(out.problems), ['TSN131']);
    assert.deepEqual(out.problems[0]!.target, { kind: 'roll', index: 1, section: 'ops' });
    const none = realigned(initialState(EVENTS), [{ country: 'EG', usDie: 6, ussrDie: 1 }], { side: 'US' });
    assert.deepEqual(codes(none.problems), ['TSN131']);
  });

  test('DEFCON forbids realignment where it forbids coups', () => {
    const out = realigned(update(initialState(EVENTS), { defcon: 4 }), [{ country: 'DD', usDie: 6, ussrDie: 1 }], { side: 'US' });
    assert.deepEqual(codes(out.problems), ['TSN132']);
  });

  test('one roll per operation: more rolls is an error, fewer a warning', () => {
    const s = withInfluence(inTurn(1), { SY: [0, 3] });
    const roll = { country: 'SY', usDie: 3, ussrDie: 3 };
    const more = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'realign', realign: [roll, roll, roll, roll] });
    assert.deepEqual(codes(faults(more.problems)), ['TSN133']);
    const fewer = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'realign', realign: [roll, roll] });
    assert.deepEqual(codes(faults(fewer.problems)), ['TSN134']);
    assert.equal(find(fewer.problems, 'TSN134')?.severity, 'warning');
    const exact = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'realign', realign: [roll, roll, roll] });
    assert.deepEqual(codes(faults(exact.problems)), []);
    assert.equal(exact.state.milops.US, 0); // realignments are not military operations
  });
});
