// Property tests over random legal games (analysis/randomGame.ts: the engine plays itself from the
// legal choices it lists, with seeded dice). Every game must check with no error and no warning,
// print back to its own text, and end where the engine's replay of its text ends; together the
// games must play every card's event. The default run is a couple of hundred games;
// TSN_RANDOM_GAMES=5000 runs more (TSN_RANDOM_SEED: the first seed, 1 by default).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { randomGame, type RandomGame } from '../../../core/src/analysis/randomGame';
import { CARDS } from '../../../core/src/data';
import { makeTsn, parseTsn } from '../../../core/src/notation';
import type { GameState } from '../../../core/src/rules';

const COUNT = Number(process.env.TSN_RANDOM_GAMES ?? 200);
const FIRST = Number(process.env.TSN_RANDOM_SEED ?? 1);

/** What a replay and the player agree on at the end: the score, DEFCON, the space race, the board's influence and the result. */
function summary(state: GameState): unknown {
  return {
    vp: state.vp, defcon: state.defcon, turn: state.turn, space: state.space, milops: state.milops,
    influence: state.influence, result: state.result,
  };
}

/** Why a game is not what it should be: its serious diagnostics, the player's defects, a print that differs, another end. */
function faults(game: RandomGame, ended = true): string[] {
  const out = game.defects.map((d) => `the engine said: ${d}`);
  const analysis = analyze(game.text);
  for (const d of analysis.diagnostics) {
    if (d.severity === 'error' || d.severity === 'warning') out.push(`line ${d.range.start.line + 1}: ${d.code} ${d.message}`);
  }
  if (makeTsn(parseTsn(game.text).document) !== game.text) out.push('printed back, the text differs');
  const final = analysis.replay?.final;
  if (!final) out.push('no replay');
  else if (JSON.stringify(summary(final)) !== JSON.stringify(summary(game.final))) out.push('the replay of the text ends elsewhere than the game played');
  if (ended && !game.final.result) out.push('the game has no result');
  return out;
}

describe(`random legal games (${COUNT} from seed ${FIRST})`, () => {
  const events = new Set<string>();
  const broken: string[] = [];
  test('each checks with no error and no warning, prints back to its text and ends where its replay ends', () => {
    for (let seed = FIRST; seed < FIRST + COUNT; seed++) {
      const game = randomGame(seed);
      game.events.forEach((code) => events.add(code));
      const found = faults(game);
      if (found.length) broken.push(`seed ${seed}: ${found.slice(0, 3).join(' | ')}`);
    }
    assert.deepEqual(broken.slice(0, 10), [], `${broken.length} of ${COUNT} games`);
  });

  test('every card\'s event happens in some game (the China Card has none)', () => {
    const missing = CARDS.filter((card) => card.code !== 'CHN' && !events.has(card.code)).map((card) => card.code);
    // Fewer games than the default may leave out a rare event; the default run must play them all.
    if (COUNT >= 200) assert.deepEqual(missing, []);
  });

  test('the same seed writes the same bytes; another seed another game; a game of fewer turns ends after its last turn', () => {
    assert.equal(randomGame(FIRST + 7).text, randomGame(FIRST + 7).text);
    assert.notEqual(randomGame(FIRST + 7).text, randomGame(FIRST + 8).text);
    const short = randomGame(FIRST, { turns: 2 });
    assert.ok(short.final.turn <= 3, `turn ${short.final.turn}`);
    assert.deepEqual(faults(short, false), []);
  });
});
