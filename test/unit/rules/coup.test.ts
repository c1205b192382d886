import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { coupResult } from '../../../core/src/rules/coup';
import { influenceOf } from '../../../core/src/rules/map';
import { update } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn, withEffect, withInfluence } from './helpers';

describe('coups (6.3)', () => {
  test('coup result = die + ops - 2 x stability; opponent influence removed first, then own added', () => {
    assert.equal(coupResult(6, 1, 2), 3);
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 6, result: 3 }, defcon: 4, event: {} });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(influenceOf(out.state, 'IR', 'US'), 0);
    assert.equal(influenceOf(out.state, 'IR', 'USSR'), 2);
  });

  test('written coup result that contradicts the die is an error naming the right value', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 6, result: 2 }, defcon: 4, event: {} });
    const p = find(out.problems, 'TSN151');
    assert.equal(p?.message, 'Coup result should be +3: die 6 + 1 op - 2 x stability 2');
    assert.deepEqual(p?.target, { kind: 'roll', index: 0, section: 'ops' });
    // the board follows the dice, not the written figure
    assert.equal(influenceOf(out.state, 'IR', 'USSR'), 2);
  });

  test('a failed coup written with a result is an error; a success written as failed too', () => {
    const failed = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 2, result: 1 }, defcon: 4, event: {} });
    assert.match(find(failed.problems, 'TSN151')!.message, /The coup fails \(write no \+\): die 2 \+ 1 op - 2 x stability 2 = -1/);
    const missing = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 6 }, defcon: 4, event: {} });
    assert.ok(find(missing.problems, 'TSN151'));
  });

  test('a coup needs opponent influence in the target', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'EG', die: 6, result: 5 }, defcon: 4 });
    assert.ok(codes(out.problems).includes('TSN121'));
  });

  test('DEFCON restrictions: Europe at 4, Asia (Southeast Asia included) at 3, the Middle East at 2; other regions open', () => {
    const base = withInfluence(inTurn(2), { IT: [0, 1], TH: [0, 1], EG: [0, 1], AO: [0, 1] });
    const coup = (defcon: number, country: string) =>
      applyPlay(update(base, { defcon }), { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country, die: 1 } });
    assert.ok(codes(coup(4, 'IT').problems).includes('TSN122'));
    assert.ok(!codes(coup(4, 'TH').problems).includes('TSN122'));
    assert.ok(codes(coup(3, 'TH').problems).includes('TSN122'));
    assert.ok(!codes(coup(3, 'EG').problems).includes('TSN122'));
    assert.ok(codes(coup(2, 'EG').problems).includes('TSN122'));
    assert.ok(!codes(coup(2, 'AO').problems).includes('TSN122'));
    assert.equal(find(coup(4, 'IT').problems, 'TSN122')?.message, 'No coups in Europe at DEFCON 4');
  });

  test('a battleground coup degrades DEFCON, succeeded or failed; a non-battleground coup does not', () => {
    const s = withInfluence(inTurn(1), { AO: [0, 1], SD: [0, 1] });
    const bg = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'AO', die: 1, result: 2 }, defcon: 4 });
    assert.equal(bg.state.defcon, 4);
    assert.deepEqual(codes(faults(bg.problems)), []);
    const other = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'SD', die: 1, result: 2 } });
    assert.equal(other.state.defcon, 5);
  });

  test('military operations: credited with the card\'s modified ops (Containment), track max 5', () => {
    const s = withEffect(withInfluence(inTurn(1), { SD: [0, 1] }), 'CON', 'US');
    const out = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'SD', die: 1, result: 3 } });
    assert.equal(out.state.milops.US, 4);
    assert.deepEqual(codes(faults(out.problems)), []);
    const again = applyPlay(update(out.state, { round: 1 }), { round: 2, side: 'US', card: 'TRU', kind: 'coup', coup: { country: 'SD', die: 1 } });
    assert.equal(again.state.milops.US, 5);
  });

  test('DEFCON 1: the phasing player loses', () => {
    const s = update(withInfluence(inTurn(3), { AO: [1, 0] }), { defcon: 2 });
    const out = applyPlay(s, { round: 2, side: 'USSR', card: 'SOC', kind: 'coup', coup: { country: 'AO', die: 3, result: 4 }, defcon: 1 });
    assert.equal(out.state.defcon, 1);
    assert.deepEqual(out.state.result, { winner: 'US', reason: 'defcon', turn: 3 });
    assert.ok(codes(out.problems).includes('TSN162'));
  });

  test('a DEFCON change the play caused but did not write is a warning; a wrong DEFCON mark an error', () => {
    const missing = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 6, result: 3 }, event: {} });
    assert.equal(find(missing.problems, 'TSN157')?.severity, 'warning');
    assert.equal(find(missing.problems, 'TSN157')?.message, 'The play moves DEFCON from 5 to 4 but does not write it: add D4');
    const wrong = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'NAS', kind: 'coup', coup: { country: 'IR', die: 6, result: 3 }, defcon: 3, event: {} });
    assert.equal(find(wrong.problems, 'TSN155')?.message, 'DEFCON is 4 after the play, not 3: write D4');
  });

  test('the China Card coup in Asia gets its +1', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'CHN', kind: 'coup', coup: { country: 'KR', die: 1, result: 0 } });
    // die 1 + 5 ops - 6 = 0: a failure
    assert.ok(find(out.problems, 'TSN151'));
    const success = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'CHN', kind: 'coup', coup: { country: 'KR', die: 2, result: 1 }, defcon: 4 });
    assert.deepEqual(codes(faults(success.problems)), []);
    assert.equal(success.state.milops.USSR, 5);
  });

  test('dice are 1 to 6', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'SY', die: 7 } });
    assert.ok(codes(out.problems).includes('TSN158'));
  });
});
