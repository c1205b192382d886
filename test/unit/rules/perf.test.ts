import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { cardByCode, actionRoundsForTurn } from '../../../core/src/data';
import { applyPlay } from '../../../core/src/rules/play';
import { applyHeadline } from '../../../core/src/rules/headline';
import { applyEndOfTurn } from '../../../core/src/rules/turn';
import { applyFinalScoring } from '../../../core/src/rules/scoring';
import { initialState, type GameState, type Side } from '../../../core/src/rules/state';
import type { HeadlineCommand, PlayCommand, EndOfTurnCommand } from '../../../core/src/rules/commands';
import { EVENTS } from '../../../core/src/rules/events';

type Command = { kind: 'headline'; command: HeadlineCommand } | { kind: 'play'; command: PlayCommand } | { kind: 'end'; command: EndOfTurnCommand };

function apply(state: GameState, c: Command) {
  if (c.kind === 'headline') return applyHeadline(state, c.command);
  if (c.kind === 'play') return applyPlay(state, c.command);
  return applyEndOfTurn(state, c.command);
}

/** A plausible 10-turn game: every card played for influence where the side already controls. */
function buildGame(): Command[] {
  const out: Command[] = [];
  let state = initialState(EVENTS);
  const pick = (side: Side): string => {
    const code = state.deck.find((c) => cardByCode(c)!.side !== (side === 'US' ? 'USSR' : 'US'));
    return code ?? state.deck[0]!;
  };
  const push = (c: Command) => {
    out.push(c);
    state = apply(state, c).state;
  };
  for (let turn = 1; turn <= 10; turn++) {
    const headline = pick('USSR');
    push({ kind: 'headline', command: { turn, USSR: { card: headline, event: {} }, US: null } });
    for (let round = 1; round <= actionRoundsForTurn(turn)!; round++) {
      for (const side of ['USSR', 'US'] as const) {
        const card = pick(side);
        const ops = cardByCode(card)!.ops;
        const country = side === 'US' ? 'UK' : 'KP';
        if (cardByCode(card)!.scoring) {
          push({ kind: 'play', command: { turn, round, side, card, kind: 'event' } });
          continue;
        }
        push({ kind: 'play', command: { turn, round, side, card, kind: 'influence', influence: [{ country, amount: ops }], event: cardByCode(card)!.side !== 'neutral' && cardByCode(card)!.side !== side ? {} : undefined } });
      }
    }
    push({ kind: 'end', command: { turn, USSR: { vp: 5 }, US: { vp: -5 } } });
  }
  return out;
}

describe('a long game through the engine', () => {
  test('a 10-turn game of ~150 plays replays to final scoring, again and again from the same commands', () => {
    const game = buildGame();
    const plays = game.filter((c) => c.kind === 'play').length;
    assert.ok(plays >= 130, `${plays} plays`);
    let best = Infinity;
    let last: GameState = initialState(EVENTS);
    for (let run = 0; run < 30; run++) {
      const t0 = performance.now();
      let state = initialState(EVENTS);
      const kept: GameState[] = [];
      for (const c of game) {
        state = apply(state, c).state;
        kept.push(state);
      }
      state = applyFinalScoring(state).state;
      best = Math.min(best, performance.now() - t0);
      last = state;
    }
    assert.equal(last.turn, 10);
    assert.ok(last.result, 'the game reached final scoring');
    // Timings are for bench/ (npm run bench); a test asserts behaviour, not wall-clock time.
    if (process.env.TSN_PERF) console.log(`replay of ${plays} plays: ${best.toFixed(2)} ms; result ${JSON.stringify(last.result)}`);
  });
});
