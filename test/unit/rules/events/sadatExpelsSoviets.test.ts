import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Sadat Expels Soviets (SAD, 72)', () => {
  test('72: all USSR influence out of Egypt, 1 US influence in; removed', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NAS@EG2 ; SAD@EG (EG-2)`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 0 });
    assert.ok(game.state().removed.includes('SAD'));
  });

  test('72 played by the USSR for operations: the US\'s influence in parentheses, its own loss without', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NAS@EG2 ; IND&JP2
      4.2   SAD&SY@(EG) EG-2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 0 });
  });

  test('72: the removal left out (TSN182), too much (TSN181); with no USSR influence only the US\'s 1', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.1   NAS@EG2 ; ${play}`);
    line('SAD@EG').expect('TSN182', '4.1', /Sadat Expels Soviets removes all USSR influence from Egypt \(2\) and adds 1 US influence there; the line leaves out that it removes 2 USSR influence from Egypt: write EG \(EG-2\)/);
    line('SAD@EG2 (EG-2)').expect('TSN181', '4.1', /the line adds 2 US influence in Egypt/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; SAD@EG`).assertClean();
  });
});

describe('Sadat Expels Soviets triggered by the opponent: the other order of event and operations', () => {
  test('Sadat Expels Soviets: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NAS@EG2 ; IND&JP2
      4.2   SAD@(EG) EG-2 &SY ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 0 });
  });
});
