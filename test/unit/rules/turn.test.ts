import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { cardByCode } from '../../../core/src/data';
import { actionRoundsFor, headlineOrder, endTurn, applyEndOfTurn, applyDeal, startTurn, advanceTo } from '../../../core/src/rules/turn';
import { applyPlay } from '../../../core/src/rules/play';
import { advanceSpace } from '../../../core/src/rules/space';
import { drawPileSize } from '../../../core/src/rules/cards';
import { initialState, update, sides } from '../../../core/src/rules/state';
import { codes, faults, find, inTurn, withEffect } from './helpers';
import { EVENTS } from '../../../core/src/rules/events';

const card = (code: string) => cardByCode(code)!;

describe('turn structure (4)', () => {
  test('headline order: higher ops first, the US first on a tie, scoring cards count 0 and go last', () => {
    // With no event table, Defectors (2 ops) is an ordinary card; with the real one it resolves first.
    assert.deepEqual(headlineOrder(initialState({}), card('COM'), card('DEF')), ['USSR', 'US']);
    assert.deepEqual(headlineOrder(initialState(EVENTS), card('COM'), card('DEF')), ['US', 'USSR']);
    assert.deepEqual(headlineOrder(initialState({}), card('NAS'), card('DEF')), ['US', 'USSR']);
    assert.deepEqual(headlineOrder(initialState(EVENTS), card('COM'), card('DAC')), ['US', 'USSR']);
    assert.deepEqual(headlineOrder(initialState(EVENTS), card('SEU'), card('TRU')), ['US', 'USSR']);
    assert.deepEqual(headlineOrder(initialState(EVENTS), card('NAS'), card('SAS')), ['USSR', 'US']);
    assert.deepEqual(headlineOrder(initialState(EVENTS), card('SEU'), card('SAS')), ['US', 'USSR']);
  });

  test('action rounds: 6 in turns 1-3, 7 after; 8 with the Space Station ability or an event', () => {
    assert.equal(actionRoundsFor(inTurn(3), 'US'), 6);
    assert.equal(actionRoundsFor(inTurn(4), 'US'), 7);
    let s = inTurn(5);
    for (let i = 0; i < 8; i++) s = advanceSpace(s, 'US');
    assert.equal(actionRoundsFor(s, 'US'), 8);
    assert.equal(actionRoundsFor(s, 'USSR'), 7);
    assert.equal(actionRoundsFor(update(inTurn(5), { extraRounds: sides(1, 0) }), 'US'), 8);
    const out = applyPlay(inTurn(2), { round: 7, side: 'US', card: 'DAC', kind: 'space', space: { die: 6, success: false } });
    assert.equal(find(out.problems, 'TSN172')?.message, 'The US has 6 action rounds in turn 2: there is no round 7');
  });

  test('end of turn: military operations shortfall = DEFCON - milops gives the opponent 1 VP a point, then reset', () => {
    const s = update(inTurn(2), { defcon: 3, milops: sides(1, 3), round: 6, phasing: 'US' });
    const out = applyEndOfTurn(s, { USSR: null, US: { vp: -2, defcon: 4 } });
    assert.deepEqual(codes(out.problems), []);
    assert.equal(out.state.vp, -2);
    assert.deepEqual(out.state.milops, { US: 0, USSR: 0 });
    assert.equal(out.state.defcon, 4); // the next turn's improvement
    const wrong = applyEndOfTurn(s, { USSR: null, US: { vp: -1, defcon: 4 } });
    assert.equal(find(wrong.problems, 'TSN154')?.message, 'The end of turn 2 should write =-2 for the US: the US made 1 military operations at DEFCON 3: 2 short, the USSR gains 2 VP');
    const missing = applyEndOfTurn(s, { USSR: null, US: { defcon: 4 } });
    assert.equal(find(missing.problems, 'TSN156')?.severity, 'warning');
    const noDefcon = applyEndOfTurn(s, { USSR: null, US: { vp: -2 } });
    assert.equal(find(noDefcon.problems, 'TSN157')?.message, 'DEFCON improves from 3 to 4 at the end of turn 2: add D4');
    const wrongDefcon = applyEndOfTurn(s, { USSR: { defcon: 3 }, US: { vp: -2 } });
    assert.ok(find(wrongDefcon.problems, 'TSN155'));
  });

  test('an unwritten end of turn is applied when the next turn\'s first line comes, without mark warnings', () => {
    const s = update(inTurn(1), { milops: sides(0, 5), defcon: 4 });
    const out = applyPlay(s, { turn: 2, round: 1, side: 'USSR', card: 'COM', kind: 'space', space: { die: 6, success: false } });
    assert.deepEqual(codes(faults(out.problems)), []);
    assert.equal(out.state.turn, 2);
    assert.equal(out.state.vp, -4); // US short 4 at DEFCON 4
    assert.equal(out.state.defcon, 5);
  });

  test('DEFCON +1 at the start of each turn, never above 5', () => {
    assert.equal(endTurn(update(inTurn(1), { milops: sides(5, 5) })).state.defcon, 5);
    assert.equal(endTurn(update(inTurn(1), { defcon: 2, milops: sides(5, 5) })).state.defcon, 3);
  });

  test('a scoring card held at the end of the turn loses (only when hands are known)', () => {
    const s = update(inTurn(2), { milops: sides(5, 5), hands: sides<readonly string[] | null>(['DAC'], ['SEU']) });
    const out = endTurn(s);
    assert.deepEqual(out.state.result, { winner: 'US', reason: 'scoring-card-held', turn: 2 });
    assert.ok(find(out.problems, 'TSN161'));
    const unknown = endTurn(update(inTurn(2), { milops: sides(5, 5) }));
    assert.equal(unknown.state.result, null);
  });

  test('a 20 VP result from the shortfall still needs the held scoring card check', () => {
    const s = update(inTurn(2), { vp: -19, milops: sides(0, 5), hands: sides<readonly string[] | null>([], ['SEU']) });
    const out = endTurn(s);
    assert.deepEqual(out.state.result, { winner: 'US', reason: 'scoring-card-held', turn: 2 });
    const plain = endTurn(update(s, { hands: sides<readonly string[] | null>(null, null) }));
    assert.deepEqual(plain.state.result, { winner: 'USSR', reason: 'vp', turn: 2 });
  });

  test('the China Card turns face up at the end of the turn', () => {
    const out = endTurn(update(inTurn(2), { milops: sides(5, 5), china: { holder: 'US', faceUp: false } }));
    assert.deepEqual(out.state.china, { holder: 'US', faceUp: true });
  });

  test('effects for the rest of the turn end with it; persistent ones stay', () => {
    const s = withEffect(withEffect(update(inTurn(2), { milops: sides(5, 5) }), 'CON', 'US', 'turn'), 'NAT', 'US', 'persistent');
    const out = endTurn(s);
    assert.deepEqual(out.state.effects.map((e) => e.card), ['NAT']);
  });

  test('Mid War cards join the deck before turn 4, Late War before turn 8', () => {
    const t3 = endTurn(update(inTurn(3), { milops: sides(5, 5) })).state;
    assert.ok(t3.deck.includes('BRU') && !t3.deck.includes('IHC'));
    const t7 = endTurn(update(inTurn(7), { milops: sides(5, 5) })).state;
    assert.ok(t7.deck.includes('IHC'));
  });

  test('the discard pile is reshuffled into the deck when the draw pile cannot cover the deal', () => {
    const s = update(inTurn(2), { turnEnded: true, deck: ['DAC', 'FYP'], discard: ['COM', 'NAS', 'TRU'], handCount: sides(0, 0), hands: sides<readonly string[] | null>([], []) });
    const next = startTurn(s);
    assert.equal(next.discard.length, 0);
    assert.deepEqual([...next.deck].sort(), ['COM', 'DAC', 'FYP', 'NAS', 'TRU']);
    assert.equal(next.turn, 3);
    assert.equal(drawPileSize(initialState(EVENTS)), 39 - 1 - 16);
  });

  test('the deal: known hands, cards that are not in the deck, and hand size', () => {
    const hands = ['SEU', 'SME', 'FID', 'KOR', 'COM', 'NAS', 'DGL', 'TRU'];
    const out = applyDeal(initialState(EVENTS), { turn: 1, hands: { USSR: hands, US: null } });
    assert.deepEqual(codes(out.problems), []);
    assert.deepEqual(out.state.hands.USSR, hands);
    assert.ok(!out.state.deck.includes('SEU'));
    const short = applyDeal(initialState(EVENTS), { turn: 1, hands: { USSR: hands.slice(1) } });
    assert.equal(find(short.problems, 'TSN174')?.message, 'Turn 1\'s hands hold 8 cards (the China Card aside); the USSR\'s deal lists 7');
    const removed = applyDeal(update(initialState(EVENTS), { removed: ['FID'], deck: initialState(EVENTS).deck.filter((c) => c !== 'FID') }), { turn: 1, hands: { USSR: hands } });
    assert.equal(find(removed.problems, 'TSN102')?.message, 'Fidel is removed from the game: it cannot be dealt to the USSR');
  });

  test('a known hand\'s kept card must be in the next deal', () => {
    const s = update(inTurn(1), { turnEnded: true, hands: sides<readonly string[] | null>(['DAC'], null), handCount: sides(1, 1), deck: initialState(EVENTS).deck.filter((c) => c !== 'DAC') });
    const out = applyDeal(s, { turn: 2, hands: { US: ['FYP', 'SOC', 'BLO', 'MAR', 'CON', 'SUE', 'EEU', 'SPR'] } });
    assert.equal(find(out.problems, 'TSN175')?.message, 'The US kept Duck and Cover at the end of turn 1: it should be in its turn 2 hand');
  });

  test('turns out of order and plays after the game are errors', () => {
    assert.ok(codes(advanceTo(inTurn(3), 2).problems).includes('TSN173'));
    const over = update(inTurn(3), { result: { winner: 'US', reason: 'vp', turn: 3 } });
    assert.deepEqual(codes(applyPlay(over, { round: 2, side: 'USSR', card: 'COM', kind: 'event' }).problems), ['TSN171']);
  });

  test('Eagle/Bear Has Landed: only its first side may discard its held card at the end of the turn', () => {
    const s = update(inTurn(2), { milops: sides(5, 5), hands: sides<readonly string[] | null>(['DAC'], ['COM']), round: 6, phasing: 'US' });
    const bad = applyEndOfTurn(s, { USSR: { discards: ['COM'] } });
    assert.ok(find(bad.problems, 'TSN164'));
    let good = s;
    for (let i = 0; i < 6; i++) good = advanceSpace(good, 'USSR');
    const ok = applyEndOfTurn(good, { USSR: { discards: ['COM'] }, US: { defcon: 5 } });
    assert.deepEqual(codes(faults(ok.problems)), []);
    assert.ok(ok.state.discard.includes('COM'));
  });
});
