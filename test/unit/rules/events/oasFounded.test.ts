import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('OAS Founded (70): US +2 influence in Central and/or South America', () => {
  test('both in one country, or split; removed from the game', () => {
    const one = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OAS@AR2`);
    one.assertClean();
    assert.deepEqual(one.influence('AR'), { US: 2, USSR: 0 });
    assert.ok(one.state().removed.includes('OAS'));
    const split = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OAS@MX VE`);
    split.assertClean();
    assert.deepEqual(split.influence('MX'), { US: 1, USSR: 0 });
  });

  test('triggered by the USSR playing it for operations (in parentheses), and as the US headline', () => {
    scenario(`
      ${SETUP}
      4.1   OAS&SY@(PA2) ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.H   FID CU3 ; OAS PA2`).assertClean();
  });

  test('mis-written: too little (TSN182), too much (TSN181), outside the Americas (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OAS@PA`).expect('TSN182', '4.1', /OAS Founded adds a total of 2 US influence in Central or South America; the line adds 1: add 1 more/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OAS@PA2 MX`).expect('TSN181', '4.1', /the line adds 3 in all: at most 2/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OAS@PA JP`).expect('TSN181', '4.1', /the line adds US influence in Japan, in neither Central nor South America/);
  });
});
