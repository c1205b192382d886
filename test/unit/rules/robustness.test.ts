import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay, playOnto } from '../../../core/src/rules/play';
import { applyHeadline } from '../../../core/src/rules/headline';
import { applySetup } from '../../../core/src/rules/setup';
import { applyDeal, applyEndOfTurn } from '../../../core/src/rules/turn';
import { applyFinalScoring } from '../../../core/src/rules/scoring';
import { RULE_CODES } from '../../../core/src/rules/codes';
import { initialState } from '../../../core/src/rules/state';
import type { PlayCommand } from '../../../core/src/rules/commands';
import { inTurn } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';
import type { EventDefinition } from '../../../core/src/rules/eventDefinition';
import type { RuleProblem } from '../../../core/src/rules/problems';

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

  test('playOnto appends a play\'s problems to the caller\'s list: none for a clean play, the one TSN199 for a failed one', () => {
    const earlier = { code: 'TSN112' } as RuleProblem; // another play's, which the play must leave alone
    const problems: RuleProblem[] = [earlier];
    const clean = playOnto(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'JP', amount: 3 }] }, false, problems);
    assert.deepEqual(problems, [earlier]);
    assert.equal(clean.round, 1);
    playOnto(clean, { round: 1, side: 'USSR', card: 'ZZZ', kind: 'influence' } as PlayCommand, false, problems);
    assert.deepEqual(problems.map((p) => p.code), ['TSN112', 'TSN101']);
    // An event that throws after the play found a problem of its own (turn 1 has no round 9): it is
    // dropped, as `applyPlay` drops it, and the board is the one given.
    const failing: EventDefinition = { ...EVENTS.SOC!, code: 'SOC', apply: () => { throw new Error('the event failed'); } };
    const start = inTurn(1, { events: { ...EVENTS, SOC: failing } });
    assert.deepEqual(applyPlay(start, { round: 9, side: 'USSR', card: 'SOC', kind: 'event' }).problems.map((p) => p.code), ['TSN199']);
    const failed = playOnto(start, { round: 9, side: 'USSR', card: 'SOC', kind: 'event' } as PlayCommand, false, problems);
    assert.equal(failed, start);
    assert.deepEqual(problems.map((p) => p.code), ['TSN112', 'TSN101', 'TSN199']);
    assert.match(problems[2]!.message, /the event failed/);
  });

  test('every rule code is TSN1xx with a severity and a one-line title', () => {
    for (const [code, info] of Object.entries(RULE_CODES)) {
      assert.match(code, /^TSN1\d\d$/);
      assert.ok(['error', 'warning', 'information'].includes(info.severity));
      assert.ok(info.title.length > 0 && !info.title.includes('\n'));
    }
  });
});
