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
    // The contract's fields in its order, then `scoring` (added: the contract changes only by adding fields).
    assert.deepEqual(Object.keys(board), ['turn', 'round', 'defcon', 'vp', 'milops', 'space', 'china', 'influence', 'control', 'effects', 'discard', 'removed', 'hands', 'result', 'scoring']);
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

  test('json: a scoring section, each region broken down as its scoring card would score it on the board', () => {
    const { scoring } = JSON.parse(state(['game.tsn', '--format', 'json']).out);
    assert.deepEqual(Object.keys(scoring), ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa', 'Southeast Asia']);
    const me = scoring['Middle East'];
    assert.deepEqual(Object.keys(me), ['region', 'US', 'USSR', 'net', 'wins', 'adjustments', 'text']);
    assert.deepEqual(Object.keys(me.USSR), ['level', 'countries', 'battlegrounds', 'adjacentToEnemy', 'controlled', 'levelVp', 'battlegroundVp', 'adjacentVp', 'vp']);
    assert.ok(me.USSR.controlled.includes('IR'));
    assert.equal(me.net, me.US.vp - me.USSR.vp);
    assert.equal(me.USSR.vp, me.USSR.levelVp + me.USSR.battlegroundVp + me.USSR.adjacentVp);
  });

  test('text: which line, its reading, the tracks, then countries with influence by region', () => {
    const r = state(['game.tsn']);
    assert.match(r.out, /^After 1\.E \(turn 1, end of turn\)\n  End of turn 1: the USSR made its military operations; the US was 1 short in military operations: the USSR gained 1 VP; [^\n]*\n\nDEFCON 5 {3}VP US \+1/);
    assert.match(r.out, /Middle East:\n(.*\n)*  IR  Iran +US  0  USSR  2  USSR control/);
  });

  test('text: a tag line and the setup line have different headings, as their boards differ (issue 19)', () => {
    const tag = state(['game.tsn', '--line', '2']).out;
    const setup = state(['game.tsn', '--line', '9']).out;
    assert.match(tag, /^Before the first game line: the starting board \(turn 1, setup\)\n/);
    assert.match(setup, /^After 1\.S \(turn 1, setup\)\n  Setup: the USSR placed 4 in Poland, 1 in East Germany and 1 in Hungary\.\n  Setup: the US placed 3 in Italy, 2 in France and 2 in West Germany\./);
    assert.notEqual(tag.split('\n')[0], setup.split('\n')[0]);
  });

  test('text: a scoring play\'s line lists each region it scored, broken down', () => {
    const text = '1.S   PL4 DD HU ; IT3 FR2 DE2\n1.1   SAS =-1 ; —\n';
    const r = state(['game.tsn'], text);
    assert.match(r.out, /  The USSR played Asia Scoring: Asia scored: USSR \+1\./);
    assert.match(r.out, /\nScored:\n  Asia: US presence 3 = 3 \(1 country counted\); USSR presence 3 \+ 1 battleground \(KP\) 1 = 4 \(1 country counted\): USSR \+1$/);
  });

  test('a binary file: TSN044, as tsn check says, the starting board and exit 1 (issue 19)', () => {
    const r = state(['game.tsn'], 'PNG\u0000\u0001junk');
    assert.equal(r.status, 1);
    assert.match(r.err, /^game\.tsn:1:4: error TSN044 This file is not text/);
    assert.match(r.out, /^Before the first game line: the starting board/);
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
