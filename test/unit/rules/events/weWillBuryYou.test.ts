import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';
import { applyPlay } from '../../../../core/src/rules/play';
import { update } from '../../../../core/src/rules/state';
import { faults, inTurn, withEffect, withInfluence } from '../helpers';

describe('50 "We Will Bury You": DEFCON -1; 3 VP to the USSR on the US\'s next play unless it is UN Intervention as an event', () => {
  test('WWB@ D4, then the US\'s next play carries the USSR\'s 3 VP: DAC&IT3 =-3; the card is removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   WWB@ D4 ; DAC&IT3 =-3`);
    g.assertClean();
    assert.equal(g.state().vp, -3);
    assert.equal(g.state().defcon, 4);
    assert.ok(g.state().removed.includes('WWB'));
    assert.deepEqual(g.state().effects, []);
  });

  test('the VP left out of the US\'s play is TSN156; the DEFCON left out of the event is TSN157', () => {
    scenario(`
      ${SETUP}
      4.1   WWB@ D4 ; DAC&IT3`).expect('TSN156', '4.1', /add =-3/);
    scenario(`
      ${SETUP}
      4.1   WWB@ ; DAC&IT3 =-3`).expect('TSN157', '4.1', /add D4/);
  });

  test('answered with UN Intervention as an event in the US\'s next round: no VP', () => {
    const g = scenario(`
      ${SETUP}
      4.1   WWB@ D4 ; UNI@FID&IT2`);
    g.assertClean();
    assert.equal(g.state().vp, 0);
    assert.deepEqual(g.state().effects, []);
  });

  test('only the next round counts: UN Intervention a round later does not take the VP back', () => {
    const g = scenario(`
      ${SETUP}
      4.1   WWB@ D4 ; DAC&IT3 =-3
      4.2   DEC&PL2 ; UNI@FID&IT2`);
    g.assertClean();
    assert.equal(g.state().vp, -3);
  });

  test('triggered by the US for operations: the VP come on its next play, not on this one', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; WWB@&IT4 D4
      4.2   DEC&PL2 ; DAC&IT3 =-3`);
    g.assertClean();
    assert.equal(g.state('4.1').vp, 0);
    assert.equal(g.state().vp, -3);
  });

  test('headlined: the US\'s first round carries the VP, netted with the play\'s own (a US scoring card)', () => {
    const g = scenario(`
      ${SETUP}
      4.H   WWB D4 ; CON
      4.1   FID&SY2 ; SEU =-4`);
    g.assertClean();
    assert.equal(g.state().vp, -4);
  });

  test('played when the US has no later round in the turn (4.7, the US out of cards): the VP go on the US\'s next play, the next turn\'s first round', () => {
    const g = scenario(`
      ${SETUP}
      4.7   WWB@ D4 ; —
      5.1   FID&SY2 ; DAC&IT3 =-3`);
    g.assertClean(['TSN180']); // a fragment: turn 4's earlier rounds left out
    assert.equal(g.state('4.7').vp, 0);
    assert.equal(g.state().vp, -3);
    assert.ok(g.state().removed.includes('WWB'));
    assert.deepEqual(g.state().effects.map((e) => e.card), []);
    const answered = scenario(`
      ${SETUP}
      4.7   WWB@ D4 ; —
      5.1   FID&SY2 ; UNI@DEC&IT2`);
    answered.assertClean(['TSN180']);
    assert.equal(answered.state().vp, 0);
  });

  test('the 3 VP come before the US\'s own VP ("prior to any US VP award"): at +15, a US scoring card worth +6 does not win', () => {
    // Set on the board (20 VP are too many to build in a few TSN lines): the US dominates the Middle
    // East (Iran and Jordan: 5 + 1 battleground = +6) with the USSR's We Will Bury You in force.
    const board = withInfluence(inTurn(5, { vp: 15 }), { IR: [2, 0], JO: [2, 0] });
    const play = { round: 1, side: 'US', card: 'SME', kind: 'event', vp: 3 } as const;
    const buried = applyPlay(withEffect(board, 'WWB', 'USSR', 'persistent'), play);
    assert.deepEqual(faults(buried.problems), []);
    assert.equal(buried.state.vp, 18); // 15 - 3 + 6, never +21 on the way
    assert.equal(buried.state.result, null);
    const plain = applyPlay(update(board, {}), { ...play, vp: 6 });
    assert.deepEqual(plain.state.result, { winner: 'US', reason: 'vp', turn: 5 });
  });

  test('at USSR 17 VP, Olympic Games boycotted at DEFCON 2 ends the game at DEFCON 1 when its marks are taken as written too (OLY@ =-3 D1; rulings: records that leave things out)', () => {
    // The 3 VP are netted with the play's own and checked at its end (10.3.1); the boycott's DEFCON 1
    // comes during the play, so the US, phasing, loses by DEFCON (8.1.3), however the line is written.
    const board = withEffect(inTurn(5, { vp: -17, defcon: 2 }), 'WWB', 'USSR', 'persistent');
    const asWritten = applyPlay(board, { round: 1, side: 'US', card: 'OLY', kind: 'event', vp: -3, defcon: 1 });
    assert.deepEqual(faults(asWritten.problems), []);
    assert.deepEqual(asWritten.state.result, { winner: 'USSR', reason: 'defcon', turn: 5 });
    assert.equal(asWritten.state.vp, -20);
    assert.equal(asWritten.state.defcon, 1);
  });

  test('anything written for the event is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   WWB@IT D4 ; DAC&IT3 =-3`).expect('TSN181', '4.1', /"We Will Bury You" degrades DEFCON by 1/);
  });
});
