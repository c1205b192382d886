import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { makeTsn, parseTsn } from '../../../core/src/notation';
import { cardByCode } from '../../../core/src/data';
import { generateDealtGame, generateGame } from '../../../bench/generateGame';

describe('complete generated games', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    test(`seed ${seed}: ten turns replay to final scoring without an error or a warning`, () => {
      const text = generateGame(seed);
      const analysis = analyze(text);
      const serious = analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(serious.map((d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), []);
      const result = analysis.replay!.final.result;
      assert.ok(result, 'the game has a result');
      assert.ok(result.reason === 'final-scoring' || result.turn < 10, JSON.stringify(result));
      // The printer's canonical form of a whole game is the game itself.
      assert.equal(makeTsn(parseTsn(text).document), text);
    });
  }

  test('the same seed writes the same game; another seed another one', () => {
    assert.equal(generateGame(7), generateGame(7));
    assert.notEqual(generateGame(7), generateGame(8));
  });
});

describe('complete generated games with a deal line for every turn', () => {
  const sorted = (cards: readonly string[] | null | undefined) => [...(cards ?? [])].sort();
  const totals = { games: 0, turns: 0, reshuffles: 0, heldCards: 0, boxSixDiscards: 0, chinaPlays: 0, finalScoring: 0 };
  for (let seed = 1; seed <= 30; seed++) {
    test(`seed ${seed}: the hands the engine knows are the ones dealt and held, without an error or a warning`, () => {
      const { text, stats } = generateDealtGame(seed);
      assert.equal(generateGame(seed, { deals: true }), text);
      const analysis = analyze(text);
      const serious = analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(serious.map((d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), []);
      assert.ok(analysis.replay!.final.result, 'the game has a result');
      const lineOf = (label: string) => [...analysis.syntax.gameLines()].find((l) => l.label.text === label)!.range.start.line;
      const deals = [...analysis.syntax.gameLines()].filter((l) => l.label.text.endsWith('.D'));
      assert.equal(deals.length, stats.turns, 'one deal line a turn');
      for (const dealt of stats.piles) {
        // After the deal: the hands as written, and the draw and discard piles as the deal left them
        // (the discard pile reshuffled into the deck when the deck ran out).
        const after = analysis.stateAfter(lineOf(`${dealt.turn}.D`));
        assert.deepEqual(sorted(after.hands.USSR), sorted(dealt.hands.USSR), `the USSR's hand after ${dealt.turn}.D`);
        assert.deepEqual(sorted(after.hands.US), sorted(dealt.hands.US), `the US's hand after ${dealt.turn}.D`);
        assert.deepEqual(after.handCount, { US: dealt.hands.US.length, USSR: dealt.hands.USSR.length }, `hand counts after ${dealt.turn}.D`);
        assert.deepEqual(sorted(after.deck), sorted(dealt.deck), `the draw pile after ${dealt.turn}.D`);
        assert.deepEqual(sorted(after.discard), sorted(dealt.discard), `the discard pile after ${dealt.turn}.D`);
        if (!dealt.held) continue;
        // At the end of the turn: the cards held (a box-6 discard gone).
        const ended = analysis.stateAfter(lineOf(`${dealt.turn}.E`));
        assert.deepEqual(sorted(ended.hands.USSR), sorted(dealt.held.USSR), `the USSR's held cards after ${dealt.turn}.E`);
        assert.deepEqual(sorted(ended.hands.US), sorted(dealt.held.US), `the US's held cards after ${dealt.turn}.E`);
        assert.deepEqual(ended.handCount, { US: dealt.held.US.length, USSR: dealt.held.USSR.length }, `hand counts after ${dealt.turn}.E`);
      }
      assert.equal(makeTsn(parseTsn(text).document), text);
      // The same game with the deals of even turns left out (those hands unknown), and without its
      // T.E lines (the ends of turn implicit, final scoring after turn 10 all the same; not when a
      // box-6 discard is written there, nor when the game ended at an earlier T.E, which leaves a
      // fragment): no error, the same result.
      const result = analysis.replay!.final.result;
      const lines = text.trimEnd().split('\n');
      const someDeals = lines.filter((l) => !/^\d*[02468]\.D /.test(l)).join('\n');
      const partial = analyze(someDeals);
      assert.deepEqual(partial.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), []);
      assert.deepEqual(partial.replay!.final.result, result);
      const endedAtAnEnd = result!.reason !== 'final-scoring' && /^\d+\.E /.test(lines[lines.length - 1]!);
      if (stats.boxSixDiscards === 0 && !endedAtAnEnd) {
        const noEnds = analyze(lines.filter((l) => !/^\d+\.E /.test(l)).join('\n'));
        assert.deepEqual(noEnds.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), []);
        assert.deepEqual(noEnds.replay!.final.result, result, 'the same result without the T.E lines');
      }
      totals.games++;
      totals.turns += stats.turns;
      totals.reshuffles += stats.reshuffles;
      totals.heldCards += stats.heldCards;
      totals.boxSixDiscards += stats.boxSixDiscards;
      totals.chinaPlays += stats.chinaPlays;
      if (analysis.replay!.final.result!.reason === 'final-scoring') totals.finalScoring++;
    });
  }

  test('together the games deal past the Mid and Late War, reshuffle, hold cards and discard with box 6', () => {
    if (totals.games < 30) return; // a game above failed, or only some ran: nothing to add up
    assert.ok(totals.finalScoring >= 5, JSON.stringify(totals));
    assert.ok(totals.reshuffles >= 10, JSON.stringify(totals));
    assert.ok(totals.heldCards >= 100, JSON.stringify(totals));
    assert.ok(totals.boxSixDiscards >= 1, JSON.stringify(totals));
    assert.ok(totals.chinaPlays >= 10, JSON.stringify(totals));
  });

  for (let seed = 1; seed <= 10; seed++) {
    test(`seed ${seed}: a side that keeps a scoring card dealt to it loses at the end of that turn`, () => {
      const { text, stats } = generateDealtGame(seed, true);
      const analysis = analyze(text);
      const last = stats.piles[stats.piles.length - 1]!;
      const holders = (['USSR', 'US'] as const).filter((side) => last.held?.[side].some((code) => cardByCode(code)!.scoring));
      assert.ok(holders.length > 0, 'a side holds a scoring card at the end of the last turn');
      const end = [...analysis.syntax.gameLines()].find((l) => l.label.text === `${last.turn}.E`)!.range.start.line;
      // The hands the engine knows at the end of the turn's last round (no box-6 discard this early).
      const beforeEnd = analysis.stateAfter(end - 1);
      assert.deepEqual([sorted(beforeEnd.hands.USSR), sorted(beforeEnd.hands.US)], [sorted(last.held!.USSR), sorted(last.held!.US)]);
      const serious = analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
      assert.deepEqual(serious.map((d) => `${d.range.start.line} ${d.code}`), holders.map(() => `${end} TSN161`));
      const result = analysis.replay!.final.result!;
      assert.equal(result.reason, 'scoring-card-held');
      assert.equal(result.turn, last.turn);
      assert.equal(result.winner, holders.length === 2 ? null : holders[0] === 'US' ? 'USSR' : 'US');
    });
  }

  test('without deals the game is the one without deal lines', () => {
    assert.ok(!/^\d+\.D /m.test(generateGame(3)));
    assert.ok(/^1\.D /m.test(generateGame(3, { deals: true })));
  });
});
