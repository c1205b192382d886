import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('South African Unrest (53): USSR +2 in South Africa, or +1 there and +2 in the countries adjacent to it', () => {
  test('the three forms: ZA2, ZA AO2, ZA AO BW; discarded (no asterisk)', () => {
    for (const [play, za, ao, bw] of [['SAU@ZA2', 2, 0, 0], ['SAU@ZA AO2', 1, 2, 0], ['SAU@ZA AO BW', 1, 1, 1], ['SAU@ZA BW2', 1, 0, 2]] as const) {
      const g = scenario(`
      ${SETUP}
      4.1   ${play} ; —`);
      g.assertClean();
      assert.deepEqual([g.influence('ZA').USSR, g.influence('AO').USSR, g.influence('BW').USSR], [za, ao, bw], play);
      assert.ok(g.state().discard.includes('SAU'), play);
    }
  });

  test('triggered by the US playing it for operations (in parentheses), and as the USSR headline', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; SAU&JP2@(ZA AO2)`);
    g.assertClean();
    assert.deepEqual(g.influence('AO'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      4.H   SAU ZA2 ; CON`).assertClean();
  });

  test('mis-written: too little, too much, a country not adjacent, the wrong side', () => {
    const short = scenario(`
      ${SETUP}
      4.1   SAU@ZA ; —`);
    short.expect('TSN182', '4.1', /South African Unrest adds 2 USSR influence in South Africa, or 1 there and 2 in the countries adjacent to it \(Angola, Botswana\): write ZA2 or ZA AO2 or ZA AO BW; the line adds 1 in South Africa/);
    assert.deepEqual(short.influence('ZA'), { US: 1, USSR: 2 });
    scenario(`
      ${SETUP}
      4.1   SAU@ZA2 AO ; —`).expect('TSN181', '4.1', /with influence added next to South Africa, South Africa gets 1; the line adds 2 there/);
    scenario(`
      ${SETUP}
      4.1   SAU@ZA AO ; —`).expect('TSN182', '4.1', /the line adds 1 in the countries adjacent to South Africa: 2 in all/);
    const far = scenario(`
      ${SETUP}
      4.1   SAU@ZA ZW2 ; —`);
    far.expect('TSN181', '4.1', /the line writes USSR ZW\+2/);
    assert.deepEqual(far.influence('ZW'), { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   SAU@ ; —`).expect('TSN182', '4.1', /the line adds 0 in South Africa and none next to it/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; SAU&JP2@ZA2`).expect('TSN181', '4.1', /write \(ZA2\) or \(ZA AO2\) or \(ZA AO BW\); the line writes US ZA\+2/);
  });
});
