import { nothingToChoose } from '../../../core/src/rules/eventChoice';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyHeadline } from '../../../core/src/rules/headline';
import type { EventDefinition } from '../../../core/src/rules/eventDefinition';
import { update } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn } from './helpers';

const start = () => update(inTurn(1), { round: 'S' });

describe('headline phase (4.5 C)', () => {
  test('events resolve in order: higher ops first, US first on a tie; both cards leave the hands', () => {
    const order: string[] = [];
    const record = (code: string): EventDefinition => ({ code, apply: (board) => { order.push(code); return board; }, choices: () => nothingToChoose('a test event') });
    const recording = update(start(), { events: Object.fromEntries(['COM', 'DAC', 'DEC', 'IND'].map((code) => [code, record(code)])) });
    applyHeadline(recording, { turn: 1, USSR: { card: 'COM' }, US: { card: 'IND' } });
    applyHeadline(recording, { turn: 1, USSR: { card: 'COM' }, US: { card: 'DAC' } });
    applyHeadline(recording, { turn: 1, USSR: { card: 'DEC' }, US: { card: 'IND' } });
    assert.deepEqual(order, ['COM', 'IND', 'DAC', 'COM', 'IND', 'DEC']);
  });

  test('a scoring card headline resolves last and scores', () => {
    // Nasser (US headline here, the USSR's event) gives the USSR 2 in Egypt before the Middle East is scored.
    const out = applyHeadline(start(), { turn: 1, USSR: { card: 'SME', vp: -4 }, US: { card: 'NAS', event: { influence: [{ country: 'EG', side: 'USSR', delta: 2 }] } } });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(out.state.vp, -4); // USSR presence 3 + 1 for Egypt, a battleground
    assert.ok(out.state.discard.includes('SME'));
  });

  test('the headline\'s player is responsible for DEFCON 1, even with the opponent\'s event', () => {
    const out = applyHeadline(update(start(), { defcon: 2 }), { turn: 1, USSR: { card: 'DAC', event: {}, defcon: 1 }, US: { card: 'NAS', event: {} } });
    assert.deepEqual(out.state.result, { winner: 'US', reason: 'defcon', turn: 1 });
  });

  test('an event that resolves first and cancels the other headline (as Defectors will)', () => {
    const cancelling: EventDefinition = { code: 'DEF', headlineFirstFor: 'US', apply: (board, _context, report) => { report.cancelOpponentHeadline = true; return board; }, choices: () => nothingToChoose('a test event') };
    {
      const out = applyHeadline(update(start(), { events: { DEF: cancelling } }), { turn: 1, USSR: { card: 'SUE', event: { influence: [{ country: 'UK', side: 'US', delta: -2 }] } }, US: { card: 'DEF' } });
      assert.ok(out.state.discard.includes('SUE'));
      assert.ok(!out.state.removed.includes('SUE'));
      assert.ok(!codes(out.problems).includes('TSN191'));
    }
  });

  test('a headline VP mark is checked against its own event', () => {
    const out = applyHeadline(start(), { turn: 1, USSR: { card: 'SME', vp: -3 }, US: null });
    assert.equal(find(out.problems, 'TSN154')?.side, 'USSR');
  });
});
