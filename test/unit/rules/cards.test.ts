import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { applyHeadline } from '../../../core/src/rules/headline';
import { endTurn } from '../../../core/src/rules/turn';
import { playFromHand, dispositionAfterPlay } from '../../../core/src/rules/cards';
import { cardByCode } from '../../../core/src/data';
import { sides, update, type GameState, type Side } from '../../../core/src/rules/state';
import type { RuleProblem } from '../../../core/src/rules/problems';
import { codes, faults, find, inTurn } from './helpers';

/** The board after the card left the hand, and the problems it pushed. */
function played(state: GameState, side: Side, code: string) {
  const problems: RuleProblem[] = [];
  return { state: playFromHand(state, side, code, problems), problems };
}

describe('cards (5, 9)', () => {
  test('the China Card passes face down to the opponent after play and cannot be played again that turn', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'CHN', kind: 'influence', influence: [{ country: 'KR', amount: 5 }] });
    assert.deepEqual(out.state.china, { holder: 'US', faceUp: false });
    const again = applyPlay(out.state, { round: 1, side: 'US', card: 'CHN', kind: 'influence', influence: [{ country: 'JP', amount: 5 }] });
    assert.equal(find(again.problems, 'TSN110')?.message, 'The China Card was passed face down this turn: the US may play it from the next turn');
    assert.ok(find(applyPlay(inTurn(1), { round: 1, side: 'US', card: 'CHN', kind: 'influence', influence: [] }).problems, 'TSN110'));
    const flipped = endTurn(update(out.state, { milops: sides(5, 5) })).state;
    assert.deepEqual(flipped.china, { holder: 'US', faceUp: true });
  });

  test('the China Card cannot be headlined', () => {
    const out = applyHeadline(update(inTurn(1), { round: 'S' }), { turn: 1, USSR: { card: 'CHN' }, US: null });
    assert.equal(find(out.problems, 'TSN104')?.message, 'The China Card cannot be headlined');
    assert.deepEqual(out.state.china, { holder: 'USSR', faceUp: true });
  });

  test('a card played from a known hand must be in it', () => {
    const s = update(inTurn(1), { hands: sides<readonly string[] | null>(['DAC'], ['COM']) });
    const out = played(s, 'USSR', 'NAS');
    assert.equal(find(out.problems, 'TSN102')?.message, 'Nasser is not in the USSR\'s hand as dealt: the USSR cannot play it');
    const ok = played(s, 'USSR', 'COM');
    assert.deepEqual(ok.problems, []);
    assert.deepEqual(ok.state.hands.USSR, []);
  });

  test('a card in the discard pile or removed cannot be played', () => {
    const s = update(inTurn(1), { discard: ['NAS'], deck: inTurn(1).deck.filter((c) => c !== 'NAS') });
    assert.equal(find(played(s, 'USSR', 'NAS').problems, 'TSN102')?.message, 'Nasser is in the discard pile: the USSR cannot play it');
    assert.ok(find(played(inTurn(1), 'USSR', 'XYZ').problems, 'TSN101'));
  });

  test('an asterisked event is removed after it happens; an event that cannot happen is discarded', () => {
    assert.equal(dispositionAfterPlay(cardByCode('FID')!, true, false), 'remove');
    assert.equal(dispositionAfterPlay(cardByCode('FID')!, false, false), 'discard');
    assert.equal(dispositionAfterPlay(cardByCode('DAC')!, true, false), 'discard');
    assert.equal(dispositionAfterPlay(cardByCode('SHU')!, true, true), 'display');
    const out = applyPlay(inTurn(1), { round: 1, side: 'USSR', card: 'FID', kind: 'event', event: { influence: [{ country: 'CU', side: 'USSR', delta: 2 }] } });
    assert.ok(out.state.removed.includes('FID'));
  });

  test('an event played for operations by its own side does not happen', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'UK', amount: 3 }], event: { influence: [{ country: 'UK', side: 'US', delta: 1 }] } });
    assert.deepEqual(codes(faults(out.problems)), ['TSN107']);
    assert.ok(out.state.discard.includes('DAC'));
  });

  test('a scoring card has no operations to spend', () => {
    const out = applyPlay(inTurn(1), { round: 1, side: 'US', card: 'SEU', kind: 'influence', influence: [{ country: 'UK', amount: 1 }] });
    assert.ok(codes(out.problems).includes('TSN106'));
  });
});
