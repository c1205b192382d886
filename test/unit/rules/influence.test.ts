import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { placeInfluence } from '../../../core/src/rules/influence';
import { influenceOf } from '../../../core/src/rules/map';
import { codes, faults, find, inTurn, withInfluence } from './helpers';
import type { RuleProblem } from '../../../core/src/rules/problems';

describe('influence placement with operations (6.1)', () => {
  test('cost 2 in an enemy-controlled country, 1 once control breaks (rechecked after each point)', () => {
    const s = withInfluence(inTurn(1), { TR: [2, 0] });
    const ok = applyPlay(s, { round: 1, side: 'USSR', card: 'COM', kind: 'influence', influence: [{ country: 'TR', amount: 2 }] });
    assert.deepEqual(codes(faults(ok.problems)), []); // 2 for the first point, 1 for the second
    assert.equal(influenceOf(ok.state, 'TR', 'USSR'), 2);
    const over = applyPlay(s, { round: 1, side: 'USSR', card: 'COM', kind: 'influence', influence: [{ country: 'TR', amount: 3 }] });
    const p = find(over.problems, 'TSN112');
    assert.ok(p, JSON.stringify(over.problems));
    assert.match(p.message, /costs 4 ops \(1 of the points at 2 ops in US-controlled countries\), but COMECON gives the USSR 3 ops/);
  });

  test('total ops spent must equal the card\'s operations: too few is an error too', () => {
    const s = inTurn(1);
    const out = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'UK', amount: 2 }] });
    assert.deepEqual(codes(faults(out.problems)), ['TSN112']);
  });

  test('reach: a country with no own influence in it or next to it at the start of the round is out of reach', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'TH', amount: 3 }] });
    const p = find(out.problems, 'TSN103');
    assert.equal(p?.message, 'Thailand is out of reach: the US had no influence in it or next to it at the start of the round');
    assert.deepEqual(p?.target, { kind: 'country', country: 'TH', index: 0, section: 'ops' });
    assert.equal(p?.side, 'US');
  });

  test('reach: influence placed this round is no stepping stone', () => {
    // Australia (US 4) reaches Malaysia; Thailand is next to Malaysia only after this round's placement.
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'MY', amount: 2 }, { country: 'TH', amount: 1 }] });
    assert.deepEqual(codes(faults(out.problems)), ['TSN103']);
    assert.deepEqual(find(out.problems, 'TSN103')?.target, { kind: 'country', country: 'TH', index: 1, section: 'ops' });
  });

  test('reach: countries next to the own superpower space are always in reach', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'MX', amount: 2 }, { country: 'CU', amount: 1 }] });
    assert.deepEqual(codes(faults(out.problems)), []);
  });

  test('reach is checked against the state at the round\'s start, not an event that came first', () => {
    const s = inTurn(1);
    const problems: RuleProblem[] = [];
    placeInfluence(withInfluence(s, { TH: [1, 0] }), [{ country: 'TH', amount: 1 }], { side: 'US', card: 'TRU', roundStart: s }, problems);
    assert.deepEqual(codes(problems), ['TSN103']);
  });

  test('operations cannot remove influence', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'TRU', kind: 'influence', influence: [{ country: 'UK', amount: -1 }] });
    assert.ok(codes(out.problems).includes('TSN113'));
  });

  test('the China Card: 5 ops when all are spent in Asia, 4 otherwise', () => {
    const s = inTurn(1);
    const asia = applyPlay(s, { round: 1, side: 'USSR', card: 'CHN', kind: 'influence', influence: [{ country: 'KR', amount: 4 }, { country: 'AF', amount: 1 }] });
    assert.deepEqual(codes(faults(asia.problems)), []);
    const mixed = applyPlay(s, { round: 1, side: 'USSR', card: 'CHN', kind: 'influence', influence: [{ country: 'KR', amount: 4 }, { country: 'PL', amount: 1 }] });
    assert.deepEqual(codes(faults(mixed.problems)), ['TSN112']);
    assert.match(find(mixed.problems, 'TSN112')!.message, /costs 5 ops, but the China Card gives the USSR 4 ops/);
  });

  test('DEFCON never restricts placing influence', () => {
    const s = { ...inTurn(1), defcon: 2 };
    const out = applyPlay(s, { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'UK', amount: 1 }, { country: 'IR', amount: 2 }] });
    assert.deepEqual(codes(faults(out.problems)), []);
  });
});
