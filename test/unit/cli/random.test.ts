/**
 * `tsn random`: random legal games from a seed, written as TSN with their deals; the same seed the
 * same bytes; --count and --out; misuse. Each game is checked as any file is.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../core/src/analysis';
import { randomGameFileName } from '../../../cli/src/random';
import { runCli } from '../helpers/cli';

const serious = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');

describe('tsn random', () => {
  test('one game to standard output: the seed in its tags, a deal line a turn, to the game\'s end; it checks clean, exit 0', () => {
    const r = runCli(['random', '--seed', '5'], {});
    assert.equal(r.status, 0, r.err);
    assert.equal(r.err, '');
    assert.match(r.out, /^\[Event "Random game"\]\n/);
    assert.match(r.out, /\[Round "seed 5"\]/);
    assert.match(r.out, /\n1\.D {3}\[/);
    assert.deepEqual(serious(r.out), []);
    const final = analyze(r.out).replay!.final;
    assert.ok(final.result, 'the game ends');
    assert.match(r.out, new RegExp(`\\[Result "(${final.result!.winner === null ? '1/2-1/2|Draw' : '.+'})"\\]`));
  });

  test('the same seed writes the same bytes; another seed another game; --seed defaults to 1', () => {
    assert.equal(runCli(['random', '--seed', '12'], {}).out, runCli(['random', '--seed=12'], {}).out);
    assert.notEqual(runCli(['random', '--seed', '12'], {}).out, runCli(['random', '--seed', '13'], {}).out);
    assert.equal(runCli(['random'], {}).out, runCli(['random', '--seed', '1'], {}).out);
  });

  test('--turns T stops after turn T; --count C writes C games, seeds N to N+C-1', () => {
    const short = runCli(['random', '--seed', '4', '--turns', '2'], {});
    assert.equal(short.status, 0, short.err);
    assert.ok(/\n2\.E /.test(short.out) && !/\n3\.[HD0-9]/.test(short.out), short.out.slice(-200));
    const three = runCli(['random', '--seed', '4', '--turns', '1', '--count', '3'], {});
    assert.deepEqual([...three.out.matchAll(/\[Round "seed (\d+)"\]/g)].map((m) => m[1]), ['4', '5', '6']);
    assert.equal(three.out.split('\n\n[Event').length, 3, 'a blank line between games');
  });

  test('--out DIR: each game as random-SEED.tsn, ending with a new line; nothing on standard output', () => {
    const r = runCli(['random', '--seed', '7', '--count', '2', '--turns', '3', '--out', 'games'], {});
    assert.equal(r.status, 0, r.err);
    assert.equal(r.out, '');
    assert.deepEqual(Object.keys(r.written).sort(), ['games/random-7.tsn', 'games/random-8.tsn']);
    assert.equal(r.written['games/random-7.tsn'], `${runCli(['random', '--seed', '7', '--turns', '3'], {}).out}\n`);
    assert.equal(randomGameFileName(7), 'random-7.tsn');
  });

  test('misuse: a count, seed or turn that is no whole number in range, a file, an unknown option: exit 2 with the usage', () => {
    for (const args of [['random', '--count', '0'], ['random', '--turns', '11'], ['random', '--seed', '-1'], ['random', '--seed', 'x'], ['random', 'game.tsn'], ['random', '--fast'], ['random', '--seed']]) {
      const r = runCli(args, {});
      assert.equal(r.status, 2, args.join(' '));
      assert.match(r.err, /^tsn: .+\n\nUsage:/, args.join(' '));
    }
    assert.match(runCli(['random', '--turns', '11'], {}).err, /--turns takes a whole number from 1 to 10, not "11"/);
  });

  test('a directory that cannot be written: one line on standard error, exit 2', () => {
    const r = runCli(['random', '--out', 'games'], {}, { unwritable: true });
    assert.equal(r.status, 2);
    assert.match(r.err, /^tsn: cannot write into games: EACCES/);
  });

  test('the usage names the command', () => {
    assert.match(runCli(['--help'], {}).out, /tsn random \[--seed N\] \[--turns T\] \[--count C\] \[--out DIR\]/);
  });
});
