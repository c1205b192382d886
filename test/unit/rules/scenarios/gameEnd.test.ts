// The end of the game done right (issue 9): final scoring after turn 10 whether or not `10.E` is
// written, the result shown at the line where the game ended (tsn state, the hover), and a turn
// that stops short of its action rounds before the next one starts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateGame } from '../../../../bench/generateGame';
import { run } from '../../../../cli/src/main';
import { hoverAt } from '../../../../server/src/lsp/hover';
import { scenario, SETUP } from '../../helpers/scenario';

/** A complete generated 10-turn game, and the same game with its `10.E` line left out. */
function games(seed: number): { withEnd: string; withoutEnd: string } {
  const withEnd = generateGame(seed);
  const withoutEnd = withEnd.split('\n').filter((line) => !line.startsWith('10.E')).join('\n');
  assert.notEqual(withoutEnd, withEnd, 'the generated game writes 10.E');
  return { withEnd, withoutEnd };
}

function stateJsonOf(text: string, line?: number): { status: number; board: { result: unknown; vp: number } } {
  const out: string[] = [];
  const args = ['state', 'g.tsn', '--format', 'json', ...(line === undefined ? [] : ['--line', String(line)])];
  const status = run(args, { out: (t) => out.push(t), err: () => undefined, readFile: () => text });
  return { status, board: JSON.parse(out.join('\n')) };
}

describe('the end of the game (issue 9)', () => {
  test('10.3.2 final scoring runs after turn 10 with or without 10.E', () => {
    for (const seed of [1, 2, 5]) {
      const { withEnd, withoutEnd } = games(seed);
      const a = scenario(withEnd);
      const b = scenario(withoutEnd);
      a.assertClean();
      b.assertClean();
      assert.ok(a.state().finalScored && b.state().finalScored, `seed ${seed}: final scoring done`);
      assert.ok(a.state().result && b.state().result, `seed ${seed}: a result`);
      assert.equal(a.state().result!.reason, 'final-scoring');
      // Without 10.E the end of turn 10 is applied all the same, so the result is the same.
      assert.deepEqual(b.state().result, a.state().result, `seed ${seed}`);
      assert.equal(b.state().vp, a.state().vp, `seed ${seed}`);
    }
  });

  test('a game whose last line is not the end of turn 10 is not scored', () => {
    const { withoutEnd } = games(1);
    const lines = withoutEnd.split('\n');
    const cut = lines.findIndex((line) => line.startsWith('10.7'));
    // The last round written by the USSR only: the US has yet to play.
    const unfinished = [...lines.slice(0, cut), lines[cut]!.split(' ; ')[0]!].join('\n');
    const g = scenario(unfinished);
    assert.equal(g.state().finalScored, false);
    assert.equal(g.state().result, null);
    const earlier = scenario(lines.slice(0, cut).join('\n'));
    assert.equal(earlier.state().finalScored, false, 'turn 10 stops at 10.6: not over yet');
  });

  test('10.3.2 final scoring without 10.E when the US did not take North Sea Oil\'s optional eighth round', () => {
    // Rulings: the eighth round is written only if played, and final scoring applies after turn 10
    // with or without 10.E; a turn is complete at its usual seven rounds.
    const turnTen = (usFirst: string) => `${SETUP}\n10.1  — ; ${usFirst}\n${[2, 3, 4, 5, 6, 7].map((r) => `10.${r}  — ; —`).join('\n')}`;
    const plain = scenario(turnTen('—'));
    const withOil = scenario(turnTen('NSO@'));
    assert.equal(plain.state().finalScored, true);
    assert.equal(withOil.state().finalScored, true, 'turn 10 ends at 10.7: the eighth round was not played');
    assert.deepEqual(withOil.state().result, plain.state().result);
    // Played, the eighth round is the end of turn 10 as well.
    assert.equal(scenario(`${turnTen('NSO@')}\n10.8  — ; —`).state().finalScored, true);
  });

  test('tsn state at the last line of a finished game shows its result, with or without 10.E', () => {
    for (const text of Object.values(games(2))) {
      const last = text.split('\n').length;
      const { status, board } = stateJsonOf(text);
      assert.equal(status, 0);
      assert.ok(board.result, 'the result after the last line');
      const atLast = stateJsonOf(text, last);
      assert.deepEqual(atLast.board.result, board.result, '--line of the last line: the same board');
    }
  });

  test('the hover on the last line says who won and why', () => {
    const { withoutEnd } = games(5);
    const g = scenario(withoutEnd);
    const line = [...g.analysis.syntax.gameLines()].at(-1)!;
    const hover = hoverAt(g.analysis, { line: line.range.start.line, character: 0 });
    const text = hover && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
    const result = g.state().result!;
    assert.match(text, /\*\*Game over\.\*\* The (US|USSR) wins on turn 10: final scoring \(VP [+-]?\d+, DEFCON \d\)|\*\*Game over\.\*\* The game is a draw on turn 10: final scoring/);
    assert.ok(text.includes(result.winner === null ? 'draw' : `The ${result.winner} wins`));
  });

  test('10.3.1 Europe control still wins in final scoring', () => {
    const { withEnd } = games(1);
    const g = scenario(withEnd);
    // Final scoring counts Europe as a region like any other; the engine's own scoring decides.
    assert.ok(['final-scoring', 'europe'].includes(g.state().result!.reason));
  });
});

describe('4.5 a turn that stops short of its action rounds', () => {
  test('the next turn written from its start: a warning naming the missing rounds', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&IT3
      1.2   NAS&SY ; MAR&FR2 DE
      2.H   KOR&KP ; IND`);
    g.expect('TSN180', '2.H', /Turn 1 ends after 1\.2, but rounds 1\.3-1\.6 are not written \(each round has a line; write — for a side with no play\)/);
  });

  test('one side short: only its rounds are named', () => {
    const lines = ['1.1   FID&SY2 ; DAC&IT3', '1.2   NAS&SY ; MAR&FR2 DE', '1.3   KOR&KP ; IND&IT', '1.4   COM&SY ; OLY&IT FR', '1.5   DEC&SY ; NAT&IT', '1.6   VIE&SY2 ; —'];
    const g = scenario(`${SETUP}\n${lines.join('\n')}\n1.E   =+1 ; =-5 D5`);
    assert.deepEqual(g.problems().filter((p) => p.startsWith('TSN180')), [], 'a side with no card writes —: no warning');
    const short = scenario(`${SETUP}\n${lines.slice(0, 5).join('\n')}\n1.6   VIE&SY2\n2.H   RED ; CON`);
    short.expect('TSN180', '2.H', /the US's round 1\.6 is not written/);
  });

  test('a fragment jumping to a later turn\'s rounds, or a turn of which no round is written, is not reported', () => {
    const jump = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&IT3
      4.1   NAS&SY ; MAR&FR2 DE`);
    assert.deepEqual(jump.problems().filter((p) => p.startsWith('TSN180')), []);
    const headlineOnly = scenario(`
      ${SETUP}
      2.H   KOR&KP ; IND`);
    assert.deepEqual(headlineOnly.problems().filter((p) => p.startsWith('TSN180')), []);
  });
});
