import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Puppet Governments (PUP, 66)', () => {
  test('66: 1 US influence in each of 3 countries with no influence; removed', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; PUP@MX HT GT`);
    game.assertClean();
    for (const c of ['MX', 'HT', 'GT']) assert.deepEqual(game.influence(c), { US: 1, USSR: 0 });
    assert.ok(game.state().removed.includes('PUP'));
  });

  test('66 played by the USSR for operations: the US\'s influence in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      4.1   PUP&SY2@(MX HT GT) ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('HT'), { US: 1, USSR: 0 });
  });

  test('66: fewer than 3 (TSN182), a country holding influence or 2 in one (TSN181)', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ${play}`);
    line('PUP@MX HT').expect('TSN182', '4.1', /Puppet Governments adds 1 US influence in each of 3 countries that hold no influence of either side; the line adds 2: add 1 more/);
    line('PUP@MX HT IR').expect('TSN181', '4.1', /Iran, which already holds influence/);
    line('PUP@MX2 HT').expect('TSN181', '4.1', /Puppet Governments/);
  });
});

describe('Puppet Governments triggered by the opponent: the other order of event and operations', () => {
  test('Puppet Governments: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   PUP@(MX HT GT) &SY2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('MX'), { US: 1, USSR: 0 });
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 3 });
  });
});
