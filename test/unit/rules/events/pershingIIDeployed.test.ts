import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Pershing II Deployed (99): USSR +1 VP, 1 US influence out of each of up to 3 Western European countries', () => {
  test('played by the USSR: (IT- FR- DE-) =-1; removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      8.1   PER@(IT- FR- DE-) =-1 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 2, USSR: 0 });
    assert.deepEqual(g.influence('FR'), { US: 1, USSR: 0 });
    assert.deepEqual(g.influence('DE'), { US: 1, USSR: 0 });
    assert.equal(g.state().vp, -1);
    assert.ok(g.state().removed.includes('PER'));
  });

  test('"up to 3": fewer countries, or none, are legal', () => {
    scenario(`
      ${SETUP}
      8.1   PER@(UK-) =-1 ; —`).assertClean();
    scenario(`
      ${SETUP}
      8.1   PER@ =-1 ; —`).assertClean();
  });

  test('triggered by the US playing it for operations: its own losses without parentheses, before or after', () => {
    for (const play of ['PER&JP3@IT- FR- DE- =-1', 'PER@IT- FR- DE- &JP3 =-1']) {
      const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; ${play}`);
      g.assertClean();
      assert.deepEqual(g.influence('DE'), { US: 1, USSR: 0 }, play);
    }
  });

  test('as the USSR headline', () => {
    scenario(`
      ${SETUP}
      8.H   PER(IT- FR- DE-) =-1 ; CON`).assertClean();
  });

  test('mis-written: 2 from one country, a fourth country, a country outside Western Europe, USSR influence, the VP', () => {
    const two = scenario(`
      ${SETUP}
      8.1   PER@(IT-2 FR-) =-1 ; —`);
    two.expect('TSN181', '8.1', /Pershing II Deployed removes 1 US influence from each of up to 3 countries in Western Europe; the line removes 2 from Italy: at most 1/);
    assert.deepEqual(two.influence('IT'), { US: 2, USSR: 0 });
    scenario(`
      ${SETUP}
      8.1   PER@(IT- FR- DE- UK-) =-1 ; —`).expect('TSN181', '8.1', /United Kingdom is one too many/);
    scenario(`
      ${SETUP}
      8.1   PER@(JP-) =-1 ; —`).expect('TSN181', '8.1', /the line removes US influence from Japan, not in Western Europe/);
    scenario(`
      ${SETUP}
      8.1   PER@IT- =-1 ; —`).expect('TSN181', '8.1', /the line removes USSR influence from Italy/);
    scenario(`
      ${SETUP}
      8.1   PER@(IT-) ; —`).expect('TSN156', '8.1', /add =-1/);
  });
});
