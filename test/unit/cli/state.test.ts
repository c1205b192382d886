import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../../cli/src/main';
import { fixture } from '../helpers/notation';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GAME = readFileSync(join(__dirname, '..', '..', '..', 'examples', 'game.tsn'), 'utf8');

function state(args: string[], text = GAME) {
  const out: string[] = [];
  const err: string[] = [];
  const status = run(['state', ...args], { out: (t) => out.push(t), err: (t) => err.push(t), readFile: (p) => { if (p !== 'game.tsn') throw Object.assign(new Error('x'), { code: 'ENOENT' }); return text; } });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('tsn state', () => {
  test('json after the last line: every country, the tracks, the piles', () => {
    const r = state(['game.tsn', '--format', 'json']);
    assert.equal(r.status, 0);
    const board = JSON.parse(r.out);
    assert.deepEqual(Object.keys(board), ['turn', 'round', 'defcon', 'vp', 'milops', 'space', 'china', 'influence', 'control', 'effects', 'discard', 'removed', 'hands', 'result']);
    assert.equal(Object.keys(board.influence).length, 84);
    assert.equal(board.vp, 1, 'space race +2 for the US, then the US military operations shortfall gives the USSR 1');
    assert.deepEqual(board.space, { US: 1, USSR: 0 });
    assert.equal(board.defcon, 5);
    assert.deepEqual(board.influence.IR, { US: 0, USSR: 2 });
    assert.equal(board.control.IR, 'USSR');
    assert.equal(board.hands.US, null);
    assert.equal(board.result, null);
  });

  test('--line N: the board after line N (a line without a play leaves it as it was)', () => {
    const afterCoup = JSON.parse(state(['game.tsn', '--line', '11', '--format', 'json']).out);
    assert.equal(afterCoup.round, '1');
    assert.equal(afterCoup.defcon, 4);
    assert.deepEqual(afterCoup.milops, { US: 0, USSR: 3 });
    const header = JSON.parse(state(['game.tsn', '--line', '2', '--format', 'json']).out);
    assert.deepEqual(header.influence.IR, { US: 1, USSR: 0 });
    assert.equal(header.defcon, 5);
  });

  test('text: tracks, then countries with influence by region', () => {
    const r = state(['game.tsn']);
    assert.match(r.out, /^Turn 1, end of turn\nDEFCON 5 {3}VP US \+1/);
    assert.match(r.out, /Middle East:\n(.*\n)*  IR  Iran +US  0  USSR  2  USSR control/);
  });

  test('replay goes on past an erroneous line', () => {
    const text = fixture('spec-examples.tsn');
    const r = state(['game.tsn', '--format', 'json'], text);
    assert.equal(r.status, 1, 'a file with an error exits 1, and the board is still printed');
    assert.ok(JSON.parse(r.out).turn >= 1);
  });

  test('exit 1 only when an error stands on a line up to N', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 D4 ; —\n1.2   NSA#IR6 ; —\n';
    assert.equal(state(['game.tsn', '--line', '2'], text).status, 0);
    assert.equal(state(['game.tsn', '--line', '3'], text).status, 1);
    assert.equal(state(['game.tsn'], text).status, 1);
  });

  test('--line past the end of the file, or not a number, is misuse', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   NAS#IR6+3 D4 ; —\n';
    assert.equal(state(['game.tsn', '--line', '3'], text).status, 0, 'the empty line after the last newline is a line');
    const past = state(['game.tsn', '--line', '4'], text);
    assert.equal(past.status, 2);
    assert.match(past.err, /--line 4 is past the end of game\.tsn, which has 3 lines/);
    for (const bad of ['2.5', '-1', '1e3', '', '99999999999999999999']) assert.equal(state(['game.tsn', '--line', bad], text).status, 2, bad);
  });

  test('an option given twice: the last one counts', () => {
    const r = state(['game.tsn', '--format', 'text', '--format', 'json', '--line', '1', '--line=2']);
    assert.equal(r.status, 0, r.err);
    assert.equal(JSON.parse(r.out).turn, 1);
  });

  test('misuse and unreadable files exit 2', () => {
    assert.equal(state([]).status, 2);
    assert.equal(state(['game.tsn', '--line', '0']).status, 2);
    assert.equal(state(['game.tsn', '--line', 'x']).status, 2);
    assert.equal(state(['other.tsn']).status, 2);
  });
});
