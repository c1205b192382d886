// Plays in place (issue 24): a bulk replay lets a play write in place the board and the piles the
// play before it left (state.ts `roundBoard`, `deckWithoutAt`, `discardWith`), until it keeps a board
// (`releaseOwned`). What a play in place returns must equal the same play copied, a board kept
// must never be written, and a play that fails must leave the board it was given as it was.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay } from '../../../core/src/rules/play';
import { stateJson } from '../../../core/src/rules/snapshot';
import { copyOf, ownedInPlace, releaseOwned, type GameState } from '../../../core/src/rules/state';
import type { EventDefinition } from '../../../core/src/rules/eventDefinition';
import type { PlayCommand } from '../../../core/src/rules/commands';
import { EVENTS } from '../../../core/src/rules/events';
import { inTurn } from './helpers';

/** Four plays of turn 1, the hands unknown: each takes its card out of the deck pool and discards it. */
const PLAYS: readonly PlayCommand[] = [
  { round: 1, side: 'USSR', card: 'VIE', kind: 'influence', influence: [{ country: 'IQ', amount: 2 }] },
  { round: 1, side: 'US', card: 'DAC', kind: 'influence', influence: [{ country: 'JP', amount: 3 }] },
  { round: 2, side: 'USSR', card: 'DEC', kind: 'influence', influence: [{ country: 'SY', amount: 1 }, { country: 'IQ', amount: 1 }] },
  { round: 2, side: 'US', card: 'MAR', kind: 'influence', influence: [{ country: 'IL', amount: 1 }, { country: 'IR', amount: 3 }] },
];

/** The board (its piles in full: the deck pool too), the round and its record's length. */
function seen(state: GameState): string {
  let steps = 0;
  for (let node = state.log; node; node = node.previous) steps++;
  return JSON.stringify(stateJson(state)) + ` ${state.deck.join()} / ${state.discard.join()} ${state.round} ${state.phasing} ${state.defconMovedTo2} ${steps}`;
}

/** The plays from `start`, each on the board the one before left, in place or copied; the boards seen after each, read at once. */
function played(start: GameState, inPlace: boolean, plays: readonly PlayCommand[] = PLAYS): { boards: string[]; last: GameState } {
  let state = start;
  const boards: string[] = [];
  for (const command of plays) {
    const out = applyPlay(state, command, inPlace);
    assert.deepEqual(out.problems.map((p) => p.code).filter((c) => c !== 'TSN191'), [], JSON.stringify(command));
    state = out.state;
    boards.push(seen(state));
  }
  return { boards, last: state };
}

describe('plays in place', () => {
  test('the boards left in place are those left by the same plays copied, and the board started from stays as it was', () => {
    const start = inTurn(1);
    const before = seen(start);
    const copied = played(start, false);
    releaseOwned();
    const inPlace = played(start, true);
    assert.deepEqual(inPlace.boards, copied.boards);
    assert.equal(seen(start), before);
    // What the last play left is owned until released: a caller that keeps it releases it first.
    assert.ok(ownedInPlace(inPlace.last));
    releaseOwned();
    assert.ok(!ownedInPlace(inPlace.last));
  });

  test('a board released is never written by the plays in place after it', () => {
    releaseOwned();
    const first = played(inTurn(1), true, PLAYS.slice(0, 2));
    releaseOwned(); // kept: a checkpoint
    const kept = seen(first.last);
    const rest = played(first.last, true, PLAYS.slice(2));
    assert.equal(seen(first.last), kept);
    assert.deepEqual(rest.boards, played(first.last, false, PLAYS.slice(2)).boards);
  });

  // The bookkeeping of the writes in place is a new object at each release (state.ts `Writing`):
  // a play that keeps a copy of its draft (copyOf releases) carries its writes over, and takes them back if it fails.
  test('a play in place that keeps a copy of its draft and then fails leaves the board it was given as it was', () => {
    const failing: EventDefinition = { ...EVENTS.SOC!, code: 'SOC', apply: (board) => { copyOf(board); throw new Error('the event failed'); } };
    const start = inTurn(1, { events: { ...EVENTS, SOC: failing } });
    releaseOwned();
    const first = played(start, true, PLAYS.slice(0, 3));
    assert.ok(ownedInPlace(first.last));
    const was = seen(first.last);
    const out = applyPlay(first.last, { round: 2, side: 'US', card: 'SOC', kind: 'influence', influence: [{ country: 'JP', amount: 2 }], eventFirst: false }, true);
    assert.ok(out.problems.some((p) => p.code === 'TSN199'), out.problems.map((p) => p.code).join());
    assert.equal(out.state, first.last);
    assert.equal(seen(first.last), was);
  });

  test('a play in place that fails (TSN199) leaves the board it was given as it was: its round, phasing player and piles', () => {
    const failing: EventDefinition = { ...EVENTS.SOC!, code: 'SOC', apply: () => { throw new Error('the event failed'); } };
    const start = inTurn(1, { events: { ...EVENTS, SOC: failing } });
    releaseOwned();
    const first = played(start, true, PLAYS.slice(0, 2));
    assert.ok(ownedInPlace(first.last));
    const was = seen(first.last);
    const out = applyPlay(first.last, { round: 2, side: 'USSR', card: 'SOC', kind: 'event' }, true);
    assert.deepEqual(out.problems.map((p) => p.code), ['TSN199']);
    assert.equal(out.state, first.last);
    assert.equal(seen(first.last), was);
    assert.ok(!ownedInPlace(first.last), 'released: a failed play may have shared what it wrote');
  });
});
