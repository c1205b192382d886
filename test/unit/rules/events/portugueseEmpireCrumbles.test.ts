import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Portuguese Empire Crumbles (52): USSR +2 in Angola and +2 in the SE African States', () => {
  test('played by the USSR: PEC@AO2 SF2; removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      4.1   PEC@AO2 SF2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('AO'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('SF'), { US: 0, USSR: 2 });
    assert.ok(g.state().removed.includes('PEC'));
  });

  test('triggered by the US playing it for operations (in parentheses), and as the USSR headline', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PEC&JP2@(AO2 SF2)`);
    g.assertClean();
    assert.deepEqual(g.influence('SF'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      4.H   PEC AO2 SF2 ; CON`).assertClean();
  });

  test('mis-written: one country left out (TSN182), elsewhere (TSN181), without parentheses in a US play (TSN181)', () => {
    const short = scenario(`
      ${SETUP}
      4.1   PEC@AO2 ; —`);
    short.expect('TSN182', '4.1', /Portuguese Empire Crumbles adds 2 USSR influence in Angola and 2 in the SE African States; the line leaves out that it adds 2 USSR influence in the SE African States: write AO2 SF2/);
    assert.deepEqual(short.influence('SF'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      4.1   PEC@AO2 SF2 ZW ; —`).expect('TSN181', '4.1', /the line adds 1 USSR influence in Zimbabwe/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PEC&JP2@AO2 SF2`).expect('TSN181', '4.1', /the line adds 2 US influence in Angola: write \(AO2 SF2\)/);
  });
});
