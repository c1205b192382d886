import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Allende (54): USSR +2 in Chile', () => {
  test('played by the USSR: ALL@CL2; removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      4.1   ALL@CL2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('CL'), { US: 0, USSR: 2 });
    assert.ok(g.state().removed.includes('ALL'));
  });

  test('triggered by the US playing it for operations, before or after; as the USSR headline', () => {
    for (const play of ['ALL&JP@(CL2)', 'ALL@(CL2) &JP']) {
      const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ${play}`);
      g.assertClean();
      assert.deepEqual(g.influence('CL'), { US: 0, USSR: 2 }, play);
    }
    scenario(`
      ${SETUP}
      4.H   ALL CL2 ; CON`).assertClean();
  });

  test('mis-written: 1 (TSN182), 3 (TSN181), nothing (TSN182)', () => {
    scenario(`
      ${SETUP}
      4.1   ALL@CL ; —`).expect('TSN182', '4.1', /Allende adds 2 USSR influence in Chile; the line adds 1 USSR influence in Chile: write CL2/);
    scenario(`
      ${SETUP}
      4.1   ALL@CL3 ; —`).expect('TSN181', '4.1', /the line adds 3 USSR influence in Chile: write CL2/);
    const none = scenario(`
      ${SETUP}
      4.1   ALL@ ; —`);
    none.expect('TSN182', '4.1', /the line writes none of it: write CL2/);
    assert.deepEqual(none.influence('CL'), { US: 0, USSR: 2 });
  });
});
