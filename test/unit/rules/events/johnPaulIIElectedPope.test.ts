import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('John Paul II Elected Pope (JP2, 68)', () => {
  test('68: USSR -2 and US +1 in Poland; removed, its effect stays in force (for Solidarity) into later turns', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; JP2@PL (PL-2)
      5.1   NAS&SY ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PL', '4.1'), { US: 1, USSR: 2 });
    assert.ok(game.state('4.1').removed.includes('JP2'));
    assert.ok(game.state().effects.some((e) => e.card === 'JP2' && e.side === 'US'));
  });

  test('68 played by the USSR for operations', () => {
    const game = scenario(`
      ${SETUP}
      4.1   JP2&SY2@(PL) PL-2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 1, USSR: 2 });
  });

  test('68: with 1 USSR influence in Poland it loses that 1; mis-written changes', () => {
    scenario(`
      1.S   PL DD3 HU2 ; IT3 FR2 DE2
      4.1   FID&SY2 ; JP2@PL (PL-)`).assertClean();
    const line = (play: string) => scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ${play}`);
    line('JP2@PL').expect('TSN182', '4.1', /John Paul II Elected Pope removes 2 USSR influence from Poland \(it has 4\) and adds 1 US influence there; the line leaves out that it removes 2 USSR influence from Poland/);
    line('JP2@(PL-2)').expect('TSN182', '4.1', /adds 1 US influence in Poland/);
    line('JP2@PL (PL-3)').expect('TSN181', '4.1', /the line removes 3 USSR influence from Poland/);
  });
});

describe('John Paul II Elected Pope triggered by the opponent: the other order of event and operations', () => {
  test('John Paul II Elected Pope: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   JP2@(PL) PL-2 &SY2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 1, USSR: 2 });
  });
});
