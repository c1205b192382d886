import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Colonial Rear Guards (63): US +1 in each of 4 different countries in Africa and/or Southeast Asia', () => {
  test('played by the US: CRG@AO BU MA VN; discarded (no asterisk)', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CRG@AO BU MA VN`);
    g.assertClean();
    for (const c of ['AO', 'BU', 'MA', 'VN']) assert.deepEqual(g.influence(c), { US: 1, USSR: 0 }, c);
    assert.ok(g.state().discard.includes('CRG'));
  });

  test('triggered by the USSR playing it for operations: the US\'s influence in parentheses (the spec\'s form), event first', () => {
    const g = scenario(`
      ${SETUP}
      4.1   CRG@(AO BU MA VN) &SY2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('VN'), { US: 1, USSR: 0 });
    assert.deepEqual(g.influence('SY'), { US: 0, USSR: 3 });
  });

  test('as the US headline', () => {
    scenario(`
      ${SETUP}
      4.H   FID CU3 ; CRG AO BU MA VN`).assertClean();
  });

  test('mis-written: 2 in one country, a country elsewhere, 3 countries, 5 countries', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CRG@AO2 BU MA`).expect('TSN181', '4.1', /Colonial Rear Guards adds 1 US influence to each of 4 different countries in Africa or Southeast Asia; the line adds 2 in Angola: at most 1/);
    const far = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CRG@AO BU MA JP`);
    far.expect('TSN181', '4.1', /the line adds US influence in Japan, in neither Africa nor Southeast Asia/);
    assert.deepEqual(far.influence('JP'), { US: 1, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CRG@AO BU MA`).expect('TSN182', '4.1', /the line adds 3: add 1 more/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CRG@AO BU MA VN ZR`).expect('TSN181', '4.1', /the line adds 5 in all: at most 4/);
  });
});
