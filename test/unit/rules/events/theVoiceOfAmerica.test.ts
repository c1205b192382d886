import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('The Voice of America (74): the US removes 4 USSR influence outside Europe, at most 2 per country', () => {
  test('played by the US: VOA@(KP-2 SY- IQ-); discarded (no asterisk)', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&PL2 ; VOA@(KP-2 SY- IQ-)`);
    g.assertClean();
    assert.deepEqual(g.influence('KP'), { US: 0, USSR: 1 });
    assert.deepEqual(g.influence('SY'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('IQ'), { US: 0, USSR: 0 });
    assert.ok(g.state().discard.includes('VOA'));
  });

  test('less USSR influence outside Europe than 4: all of it is enough', () => {
    scenario(`
      ${SETUP}
      1.1   DES@KP-2 SY- IQ- HU2 RO2 ; —
      4.1   FID&PL2 ; VOA@(KP-)`).assertClean();
  });

  test('triggered by the USSR playing it for operations: its own losses bare; as the US headline', () => {
    const g = scenario(`
      ${SETUP}
      4.1   VOA&PL2@KP-2 SY- IQ- ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('PL'), { US: 0, USSR: 6 });
    scenario(`
      ${SETUP}
      4.H   CON ; VOA(KP-2 SY- IQ-)`).assertClean();
  });

  test('mis-written: 3 from one country, Europe, too little, USSR influence without parentheses', () => {
    scenario(`
      ${SETUP}
      4.1   FID&PL2 ; VOA@(KP-3 SY-)`).expect('TSN181', '4.1', /The Voice of America removes a total of 4 USSR influence from countries outside Europe, no more than 2 from any one country; the line removes 3 from North Korea: at most 2/);
    const europe = scenario(`
      ${SETUP}
      4.1   FID&PL2 ; VOA@(PL-2 KP-2)`);
    europe.expect('TSN181', '4.1', /the line removes USSR influence from Poland, in Europe/);
    assert.deepEqual(europe.influence('PL'), { US: 0, USSR: 6 });
    scenario(`
      ${SETUP}
      4.1   FID&PL2 ; VOA@(KP-2)`).expect('TSN182', '4.1', /the line removes 2: remove 2 more \(the USSR has influence left to remove in Syria or Iraq\)/);
    scenario(`
      ${SETUP}
      4.1   FID&PL2 ; VOA@KP-2 SY- IQ-`).expect('TSN181', '4.1', /the line removes US influence from North Korea/);
  });
});
