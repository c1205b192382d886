import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scoreRegion, scoreSoutheastAsia, applyFinalScoring, applyScoring } from '../../../core/src/rules/scoring';
import { applyPlay } from '../../../core/src/rules/play';
import { initialState, update } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn, withInfluence } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

const empty = (() => {
  const s = initialState(EVENTS);
  return update(s, { influence: s.influence.map((chunk) => chunk.map(() => 0)) });
})();

describe('scoring (10.1)', () => {
  test('rulebook example: USSR domination of Central America with a battleground next to the US; US presence', () => {
    const s = withInfluence(empty, { CU: [0, 3], HT: [0, 1], DO: [0, 1], GT: [1, 0], PA: [1, 0] });
    const score = scoreRegion(s, 'Central America');
    assert.equal(score.USSR.level, 'domination');
    assert.equal(score.USSR.vp, 5); // 3 + 1 battleground + 1 next to the US
    assert.equal(score.US.level, 'presence');
    assert.equal(score.US.vp, 1);
    assert.equal(score.net, -4);
  });

  test('domination needs a battleground and a non-battleground; control needs every battleground and more countries', () => {
    const onlyBg = withInfluence(empty, { IR: [2, 0], IQ: [3, 0] });
    assert.equal(scoreRegion(onlyBg, 'Middle East').US.level, 'presence');
    const dom = withInfluence(empty, { IR: [2, 0], LB: [1, 0] });
    assert.equal(scoreRegion(dom, 'Middle East').US.level, 'domination');
    assert.equal(scoreRegion(dom, 'Middle East').US.vp, 5 + 1);
    const control = withInfluence(empty, { IR: [2, 0], IQ: [3, 0], LY: [2, 0], EG: [2, 0], IL: [4, 0], SA: [3, 0] });
    assert.equal(scoreRegion(control, 'Middle East').US.level, 'control');
    assert.equal(scoreRegion(control, 'Middle East').US.vp, 7 + 6);
  });

  test('Southeast Asia Scoring: 1 VP per controlled country, Thailand 2, net difference', () => {
    const s = withInfluence(empty, { TH: [0, 2], VN: [0, 1], PH: [2, 0] });
    assert.deepEqual(scoreSoutheastAsia(s), {
      region: 'Southeast Asia', US: 1, USSR: 3, net: -2,
      countries: [{ country: 'VN', side: 'USSR', vp: 1 }, { country: 'PH', side: 'US', vp: 1 }, { country: 'TH', side: 'USSR', vp: 2 }],
    });
  });

  test('a scoring card played moves VP by the net and a VP total reaching 20 wins', () => {
    const s = update(withInfluence(inTurn(1), { SY: [0, 2], IQ: [0, 3], LB: [0, 1] }), { vp: -18 });
    const out = applyPlay(s, { round: 1, side: 'USSR', card: 'SME', kind: 'event', vp: -6 });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.deepEqual(out.state.result, { winner: 'USSR', reason: 'vp', turn: 1 });
    assert.ok(out.state.discard.includes('SME'));
  });

  test('a wrong VP mark on a scoring card is an error naming the right value', () => {
    const s = withInfluence(inTurn(1), { SY: [0, 2] });
    const out = applyPlay(s, { round: 1, side: 'USSR', card: 'SME', kind: 'event', vp: -4 });
    assert.equal(find(out.problems, 'TSN154')?.message, 'The play moves VP by -3 (VP 0 to -3), not -4: write =-3');
  });

  test('Europe control wins when Europe is scored', () => {
    const s = withInfluence(empty, { DE: [0, 4], DD: [0, 3], FR: [0, 3], IT: [0, 2], PL: [0, 3], UK: [5, 0] });
    const out = applyScoring(s, 'SEU');
    assert.deepEqual(out.state.result, { winner: 'USSR', reason: 'europe', turn: 1 });
  });

  test('Southeast Asia Scoring is removed after play; other scoring cards are discarded', () => {
    const out = applyPlay(inTurn(4), { round: 1, side: 'US', card: 'SSE', kind: 'event' });
    assert.ok(out.state.removed.includes('SSE'));
  });

  test('final scoring: every region, Southeast Asia inside Asia, the China Card +1, 20 VP does not cut it short', () => {
    // USSR: Thailand and Vietnam; US holds the China Card; VP -19 before.
    const s = update(withInfluence(empty, { TH: [0, 2], VN: [0, 1], DE: [0, 4], LB: [1, 0] }), { turn: 10, turnEnded: true, vp: -19, china: { holder: 'US', faceUp: true } });
    const out = applyFinalScoring(s);
    // Europe: USSR presence 3 + 1 bg = 4; Asia: USSR domination? TH bg + VN non-bg, US none: 7 + 1 = 8;
    // Middle East: US presence 3; China +1 US. -19 - 4 - 8 + 3 + 1 = -27
    assert.equal(out.state.vp, -27);
    assert.deepEqual(out.state.result, { winner: 'USSR', reason: 'final-scoring', turn: 10 });
    assert.deepEqual(codes(faults(out.problems)), []);
  });

  test('final scoring: net 0 is a draw; Europe control still wins', () => {
    const draw = applyFinalScoring(update(empty, { turn: 10, turnEnded: true, vp: -1, china: { holder: 'US', faceUp: true } }));
    assert.deepEqual(draw.state.result, { winner: null, reason: 'final-scoring', turn: 10 });
    const europe = applyFinalScoring(update(withInfluence(empty, { DE: [4, 0], DD: [3, 0], FR: [3, 0], IT: [2, 0], PL: [3, 0] }), { turn: 10, turnEnded: true, vp: -15 }));
    assert.deepEqual(europe.state.result, { winner: 'US', reason: 'europe', turn: 10 });
  });

  test('final scoring before the end of turn 10 is an error', () => {
    const out = applyFinalScoring(inTurn(6));
    assert.ok(codes(out.problems).includes('TSN163'));
  });
});
