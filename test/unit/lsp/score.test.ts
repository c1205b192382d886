// tsn/scoreAt: the tracks after a line, for the status bar item; driven over the protocol.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, scoreAt } from '../../../core/src/analysis';
import { SCORE_AT } from '../../../core/src/protocol';
import { startTestClient, type TestClient } from '../helpers/lspClient';
import { RUNNING } from '../helpers/games';

describe('tsn/scoreAt over the protocol', () => {
  let client: TestClient;
  const uri = 'file:///running.tsn';
  before(async () => {
    client = await startTestClient();
    await client.open(uri, RUNNING);
  });
  after(() => client.close());

  test('after 1.1: DEFCON 4, the USSR\'s 3 military operations, the China Card with the USSR', async () => {
    const score = await client.request(SCORE_AT.method, { uri, line: 10 });
    assert.deepEqual(score, {
      label: '1.1', turn: 1, round: '1', vp: 0, defcon: 4, milops: { US: 0, USSR: 3 }, china: { holder: 'USSR', faceUp: true },
      result: null,
    });
  });

  test('a blank or comment line reads the game line above it', async () => {
    const score = await client.request<{ label: string; vp: number; defcon: number }>(SCORE_AT.method, { uri, line: 17 });
    assert.equal(score.label, '1.E');
    assert.equal(score.vp, 1);
    assert.equal(score.defcon, 5);
  });

  test('the China Card passes face down when played', async () => {
    const score = await client.request<{ china: unknown; label: string }>(SCORE_AT.method, { uri, line: 19 });
    assert.equal(score.label, '2.1');
    assert.deepEqual(score.china, { holder: 'US', faceUp: false });
  });

  test('above the first game line: the starting tracks, no label', async () => {
    const score = await client.request<{ label: string; defcon: number; round: string }>(SCORE_AT.method, { uri, line: 0 });
    assert.equal(score.label, '');
    assert.equal(score.defcon, 5);
    assert.equal(score.round, 'S');
  });

  test('the score follows an edit', async () => {
    assert.equal((await client.request<{ vp: number }>(SCORE_AT.method, { uri, line: 15 })).vp, 2);
    // The US's space race roll fails: no VP for it.
    await client.change(uri, RUNNING.replace('NTB*2+ =+2', 'NTB*5'), 2);
    assert.equal((await client.request<{ vp: number }>(SCORE_AT.method, { uri, line: 15 })).vp, 0);
    await client.change(uri, RUNNING, 3);
    await client.diagnostics(uri, 3);
  });

  test('bad parameters and unknown documents give null', async () => {
    assert.equal(await client.request(SCORE_AT.method, { uri: 'file:///nowhere.tsn', line: 1 }), null);
    assert.equal(await client.request(SCORE_AT.method, { uri }), null);
    assert.equal(await client.request(SCORE_AT.method, null), null);
  });
});

describe('scoreAt', () => {
  test('without the rules there is no score', () => {
    assert.equal(scoreAt(analyze(RUNNING, { rules: false }), 10), undefined);
  });

  test('a game that ended says who won', () => {
    const text = `1.S   PL4 DD HU ; IT3 FR2 DE2
1.1   FID#IR4+2 D4 ; IPW#KP6+3 D3
1.2   KOR#IL6 D2 ; MAR&IT2 FR2
1.3   NAS&SY ; COM#IQ1 D1`;
    const score = scoreAt(analyze(text), 3);
    assert.deepEqual(score?.result, { winner: 'USSR', reason: 'defcon', turn: 1 });
  });
});
