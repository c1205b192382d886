import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Liberation Theology (75): USSR +3 in Central America, at most 2 per country', () => {
  test('played by the USSR: LIB@NI2 HN; discarded (no asterisk)', () => {
    const g = scenario(`
      ${SETUP}
      4.1   LIB@NI2 HN ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('NI'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('HN'), { US: 0, USSR: 1 });
    assert.ok(g.state().discard.includes('LIB'));
  });

  test('triggered by the US playing it for operations (in parentheses), and as the USSR headline', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; LIB&JP2@(NI2 GT)`).assertClean();
    scenario(`
      ${SETUP}
      4.H   LIB CU CR GT ; CON`).assertClean();
  });

  test('mis-written: 3 in one country, South America, too little', () => {
    scenario(`
      ${SETUP}
      4.1   LIB@NI3 ; —`).expect('TSN181', '4.1', /Liberation Theology adds a total of 3 USSR influence in Central America, no more than 2 per country; the line adds 3 in Nicaragua: at most 2/);
    const south = scenario(`
      ${SETUP}
      4.1   LIB@NI2 CO ; —`);
    south.expect('TSN181', '4.1', /the line adds USSR influence in Colombia, not in Central America/);
    assert.deepEqual(south.influence('CO'), { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   LIB@NI2 ; —`).expect('TSN182', '4.1', /the line adds 2: add 1 more/);
  });
});
