import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Panama Canal Returned (64): US +1 in Panama, Costa Rica and Venezuela', () => {
  test('played by the US: PAN@PA CR VE; removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PAN@PA CR VE`);
    g.assertClean();
    assert.deepEqual(g.influence('PA'), { US: 2, USSR: 0 });
    assert.deepEqual(g.influence('CR'), { US: 1, USSR: 0 });
    assert.deepEqual(g.influence('VE'), { US: 1, USSR: 0 });
    assert.ok(g.state().removed.includes('PAN'));
  });

  test('triggered by the USSR playing it for operations (in parentheses), and as the US headline', () => {
    const g = scenario(`
      ${SETUP}
      4.1   PAN&SY@(PA CR VE) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('VE'), { US: 1, USSR: 0 });
    scenario(`
      ${SETUP}
      4.H   FID CU3 ; PAN PA CR VE`).assertClean();
  });

  test('mis-written: a country left out (TSN182, applied all the same), another country (TSN181)', () => {
    const short = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PAN@PA CR`);
    short.expect('TSN182', '4.1', /Panama Canal Returned adds 1 US influence in each of Panama, Costa Rica and Venezuela; the line leaves out that it adds 1 US influence in Venezuela: write PA CR VE/);
    assert.deepEqual(short.influence('VE'), { US: 1, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PAN@PA CR VE CO`).expect('TSN181', '4.1', /the line adds 1 US influence in Colombia/);
  });
});
