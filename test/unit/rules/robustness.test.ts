import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { applyHeadline } from '../../../core/src/rules/headline';
import { applySetup } from '../../../core/src/rules/setup';
import { applyDeal, applyEndOfTurn } from '../../../core/src/rules/turn';
import { applyFinalScoring } from '../../../core/src/rules/scoring';
import { RULE_CODES } from '../../../core/src/rules/codes';
import { initialState } from '../../../core/src/rules/state';
import type { PlayCommand } from '../../../core/src/rules/commands';
import { inTurn } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

describe('problems, never exceptions', () => {
  test('bad input gives problems, not exceptions', () => {
    const s = inTurn(1);
    const bad = [
      { round: 1, side: 'US', card: 'ZZZ', kind: 'influence' },
      { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'XX', amount: 3 }] },
      { round: 1, side: 'US', card: 'DAC', kind: 'coup', coup: { country: 'SU', die: 0 } },
      { round: 1, side: 'US', card: 'DAC', kind: 'realign', realign: [{ country: 'US', usDie: 9, ussrDie: -1 }] },
      { round: 1, side: 'US', card: 'DAC', kind: 'space', space: { die: Number.NaN, success: true } },
      { round: 1, side: 'US', card: 'DAC', kind: 'trap' },
      { round: 99, side: 'US', card: 'DAC', kind: 'event', event: { cardMoves: [{ card: 'QQQ', side: 'US' }], subPlays: [{ card: 'WWW', side: 'USSR', kind: 'event' }], hidden: [{ side: 'US', cards: ['NOPE'], returned: false }] } },
      { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: null },
    ] as unknown as PlayCommand[];
    for (const command of bad) {
      const out = applyPlay(s, command);
      assert.ok(out.problems.length > 0, JSON.stringify(command));
      for (const p of out.problems) assert.ok(p.code in RULE_CODES, p.code);
    }
    assert.doesNotThrow(() => applyHeadline(initialState(EVENTS), { USSR: { card: '' }, US: { card: 'CHN' } }));
    assert.doesNotThrow(() => applySetup(initialState(EVENTS), { side: 'USSR', placements: [{ country: 'XX', amount: 1 }] }));
    assert.doesNotThrow(() => applyDeal(initialState(EVENTS), { hands: { US: ['ZZZ', 'CHN'] } }));
    assert.doesNotThrow(() => applyEndOfTurn(initialState(EVENTS), { turn: 42 }));
    assert.doesNotThrow(() => applyFinalScoring(initialState(EVENTS)));
  });

  test('every rule code is TSN1xx with a severity and a one-line title', () => {
    for (const [code, info] of Object.entries(RULE_CODES)) {
      assert.match(code, /^TSN1\d\d$/);
      assert.ok(['error', 'warning', 'information'].includes(info.severity));
      assert.ok(info.title.length > 0 && !info.title.includes('\n'));
    }
  });
});
