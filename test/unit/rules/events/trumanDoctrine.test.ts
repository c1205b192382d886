import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario } from '../../helpers/scenario';

const SETUP_HU2 = '1.S   PL3 DD HU2 ; IT3 FR2 DE2';

describe('Truman Doctrine (19): all USSR influence out of one uncontrolled European country', () => {
  test('Truman Doctrine played as an event: Hungary 2 to 0; removed', () => {
    const g = scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@(HU-2)`);
    g.assertClean();
    assert.deepEqual(g.influence('HU'), { US: 0, USSR: 0 });
    assert.ok(g.state().removed.includes('TRU'));
  });

  test('Truman Doctrine triggered by the USSR: the USSR\'s loss is outside parentheses, after or before its operations', () => {
    for (const play of ['TRU&PL@HU-2', 'TRU@HU-2&PL']) {
      const g = scenario(`
        ${SETUP_HU2}
        1.1   ${play} ; DAC&IT3`);
      g.assertClean();
      assert.deepEqual(g.influence('HU'), { US: 0, USSR: 0 }, play);
    }
  });

  test('Truman Doctrine: part of the influence (TSN181), a controlled country (TSN181), outside Europe (TSN181)', () => {
    scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@(HU-)`).expect('TSN181', '1.1', /all 2 in Hungary; the line removes 1/);
    scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@(PL-3)`).expect('TSN181', '1.1', /Poland is controlled by the USSR/);
    scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@(SY-3)`).expect('TSN181', '1.1', /Syria is not in Europe/);
  });

  test('Truman Doctrine: two countries is an error (TSN181); none while one holds USSR influence is TSN182', () => {
    scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@(HU-2 FI-)`).expect('TSN181', '1.1', /one country; the line removes influence in 2/);
    scenario(`
      ${SETUP_HU2}
      1.1   FID&SY2 ; TRU@`).expect('TSN182', '1.1', /the line removes none \(USSR influence in an uncontrolled country: FI 1, HU 2\)/);
  });
  test('Truman Doctrine as a headline: Hungary, uncontrolled, loses its USSR influence', () => {
    const game = scenario(`
      ${SETUP_HU2}
      1.H   VIE VN2 ; TRU (HU-2)`);
    game.assertClean();
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 0 });
    assert.ok(game.state().removed.includes('TRU'));
  });
});
