import { nothingToChoose } from '../../../core/src/rules/eventChoice';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { CARD_CODES } from '../../../core/src/data';
import { applyPlay } from '../../../core/src/rules/play';
import { eventFor, type EventDefinition, type EventTable } from '../../../core/src/rules/eventDefinition';
import { applyInfluenceChanges } from '../../../core/src/rules/influence';
import { influenceOf } from '../../../core/src/rules/map';
import { endTurn } from '../../../core/src/rules/turn';
import { update, sides } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn, withEffect, withInfluence } from './helpers';

/**
 * A state of turn `turn` in a game played with the given event table (none by default): the core's
 * handling of events, independent of the real card definitions.
 */
function core(turn: number, events: EventTable = {}) {
  return inTurn(turn, { events });
}

/** A test definition that applies the written influence. */
const asWritten = (code: string, extra: Partial<EventDefinition> = {}): EventDefinition => ({
  code,
  apply: (board, context, { problems }) => applyInfluenceChanges(board, context.input.influence ?? [], problems),
  choices: () => nothingToChoose('a test event writes what it likes'),
  ...extra,
});

describe('events: the interface and the core\'s handling', () => {
  test('the core holds no event: a game played with an empty table knows none', () => {
    const state = core(1);
    for (const code of CARD_CODES) assert.equal(eventFor(state, code), undefined, code);
  });

  test('an event not implemented is reported (information), applied as written, its marks trusted', () => {
    const out = applyPlay(core(1), { round: 1, side: 'USSR', card: 'SUE', kind: 'event', event: { influence: [{ country: 'UK', side: 'US', delta: -2 }] }, vp: -1, defcon: 4 });
    const p = find(out.problems, 'TSN191');
    assert.equal(p?.severity, 'information');
    assert.equal(p?.message, 'Suez Crisis\' event is not implemented in the rules engine yet: its effects are applied as written and not checked');
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(influenceOf(out.state, 'UK', 'US'), 3);
    assert.equal(out.state.vp, -1);
    assert.equal(out.state.defcon, 4);
    assert.ok(out.state.removed.includes('SUE'));
  });

  test('an event removing more influence than there is: an error, and influence stops at 0', () => {
    const out = applyPlay(core(1), { round: 1, side: 'USSR', card: 'SUE', kind: 'event', event: { influence: [{ country: 'FR', side: 'US', delta: -2 }] } });
    assert.equal(find(out.problems, 'TSN114')?.message, 'The US has 0 influence in France: it cannot lose 2 (it has none to remove)');
    assert.equal(influenceOf(out.state, 'FR', 'US'), 0);
  });

  test('an unimplemented event\'s rest-of-turn or persistent effect comes into force from the card', () => {
    const out = applyPlay(core(1), { round: 1, side: 'US', card: 'CON', kind: 'event', event: {} });
    assert.deepEqual(out.state.effects, [{ card: 'CON', side: 'US', duration: 'turn', turn: 1 }]);
    const red = applyPlay(core(1), { round: 1, side: 'US', card: 'RED', kind: 'event', event: {} });
    assert.deepEqual(red.state.effects.map((e) => [e.card, e.side]), [['RED', 'US']]);
    assert.ok(red.state.discard.includes('RED'));
  });

  test('(a) a condition not met: the event cannot be played as an event (error)', () => {
    const out = applyPlay(core(1, { NAT: asWritten('NAT', { condition: () => 'neither Marshall Plan nor Warsaw Pact Formed is in force' }) }), { round: 1, side: 'US', card: 'NAT', kind: 'event', event: {} });
    assert.equal(find(out.problems, 'TSN105')?.message, 'NATO\'s event cannot happen: neither Marshall Plan nor Warsaw Pact Formed is in force');
    assert.ok(out.state.discard.includes('NAT'));
    assert.ok(!out.state.removed.includes('NAT'));
  });

  test('(a) an opponent\'s card for operations whose event cannot happen: operations only, discarded not removed', () => {
    const out = applyPlay(core(1, { NAT: asWritten('NAT', { condition: () => 'no prerequisite' }) }), { round: 1, side: 'USSR', card: 'NAT', kind: 'influence', influence: [{ country: 'PL', amount: 4 }], event: {} });
    assert.deepEqual(codes(out.problems), []);
    assert.ok(out.state.discard.includes('NAT'));
    assert.deepEqual(out.state.effects, []);
  });

  test('(a) an event prohibited by an effect in force does not happen', () => {
    const camp = asWritten('CDA', { effect: { duration: 'persistent', prevents: ['AIW'] } });
    const out = applyPlay(withEffect(core(4, { CDA: camp }), 'CDA', 'US', 'persistent'), { round: 1, side: 'USSR', card: 'AIW', kind: 'event', event: { wars: [{ country: 'IL', die: 6, won: true }] } });
    assert.equal(find(out.problems, 'TSN105')?.message, 'Arab-Israeli War\'s event cannot happen: Camp David Accords is in force; nothing written for it can happen');
    assert.equal(out.state.milops.USSR, 0);
  });

  test('(b) a registered definition applies the written input and its problems come back', () => {
    const def: EventDefinition = {
      code: 'DAC',
      apply: (board, context) => update(board, { defcon: board.defcon + (context.input.influence?.length ?? 0) }),
      choices: () => nothingToChoose('a test event'),
    };
    const out = applyPlay(update(core(1, { DAC: def }), { defcon: 3 }), { round: 1, side: 'US', card: 'DAC', kind: 'event', event: { influence: [{ country: 'UK', side: 'US', delta: 1 }] }, defcon: 3 });
    assert.equal(out.state.defcon, 4);
    assert.equal(find(out.problems, 'TSN155')?.message, 'DEFCON is 4 after the play, not 3: write D4');
  });

  test('(c) a declared effect comes into force, is cancelled by the card it names, and a turn effect ends with the turn', () => {
    const nor = asWritten('NOR', { effect: { duration: 'persistent', cancelledBy: ['QUA'] } });
    const events = { NOR: nor, YAS: asWritten('YAS', { effect: { duration: 'turn' } }), QUA: asWritten('QUA', { effect: { duration: 'persistent' } }) };
    {
      let s = applyPlay(core(4, events), { round: 1, side: 'US', card: 'NOR', kind: 'event', event: {} }).state;
      assert.deepEqual(s.effects.map((e) => e.card), ['NOR']);
      s = applyPlay(s, { round: 2, side: 'USSR', card: 'YAS', kind: 'event', event: {} }).state;
      assert.deepEqual(s.effects.map((e) => e.card), ['NOR', 'YAS']);
      s = applyPlay(s, { round: 3, side: 'USSR', card: 'QUA', kind: 'event', event: {} }).state;
      assert.deepEqual(s.effects.map((e) => e.card), ['YAS', 'QUA']);
      s = endTurn(update(s, { milops: sides(5, 5) })).state;
      assert.deepEqual(s.effects.map((e) => e.card), ['QUA']);
    }
  });

  test('an opponent\'s card for operations: the event happens before or after the operations, as written', () => {
    // Nasser's event (as written here) gives the USSR 2 in Egypt; the US then needs USSR influence there to coup.
    const command = { round: 1, side: 'US' as const, card: 'NAS', kind: 'coup' as const, coup: { country: 'EG', die: 6, result: 3 }, event: { influence: [{ country: 'EG', side: 'USSR' as const, delta: 2 }] }, defcon: 4 };
    const before = applyPlay(core(1), { ...command, eventFirst: true });
    assert.deepEqual(codes(faults(before.problems)), []);
    assert.equal(influenceOf(before.state, 'EG', 'US'), 1);
    const after = applyPlay(core(1), { ...command, eventFirst: false });
    assert.ok(codes(after.problems).includes('TSN121'));
  });

  test('an opponent\'s event left out of the line is a warning', () => {
    const out = applyPlay(core(1), { round: 1, side: 'US', card: 'NAS', kind: 'influence', influence: [{ country: 'UK', amount: 1 }] });
    assert.equal(find(out.problems, 'TSN108')?.severity, 'warning');
  });

  test('an opponent\'s card played for its event alone is an error', () => {
    const out = applyPlay(core(1), { round: 1, side: 'USSR', card: 'DAC', kind: 'event', event: {} });
    assert.ok(find(out.problems, 'TSN109'));
  });

  test('a war card\'s event applied as written credits its owner\'s military operations', () => {
    const s = withInfluence(core(1), { KR: [1, 0] });
    const out = applyPlay(s, { round: 1, side: 'USSR', card: 'KOR', kind: 'event', event: { wars: [{ country: 'KR', die: 4, won: false }] }, defcon: 5 });
    assert.equal(out.state.milops.USSR, 2);
  });
});
