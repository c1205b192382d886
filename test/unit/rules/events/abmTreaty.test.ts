import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('ABM Treaty (ABM, 57)', () => {
  test('57: DEFCON improves by 1, then 4 ops of operations; the card is discarded (no asterisk)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID#IR4+2 D4 ; ABM@&JP4 D5`);
    game.assertClean();
    assert.equal(game.state().defcon, 5);
    assert.deepEqual(game.influence('JP'), { US: 5, USSR: 0 });
    assert.ok(game.state().discard.includes('ABM'));
    scenario(`
      ${SETUP}
      4.1   FID#IR4+2 D4 ; ABM@&JP4`).expect('TSN157', '4.1', /D5/);
  });

  test('57: a coup with its operations earns 4 military operations', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ABM@ #SY5+5`);
    game.assertClean();
    assert.deepEqual(game.influence('SY'), { US: 2, USSR: 0 });
    assert.equal(game.state().milops.US, 4);
  });

  test('57: at DEFCON 5 nothing improves; played by the USSR; headlined', () => {
    scenario(`
      ${SETUP}
      4.1   ABM@&SY2 IQ2 ; DAC&JP3`).assertClean();
    const headline = scenario(`
      ${SETUP}
      4.H   VIE VN2 ; ABM&JP4`);
    headline.assertClean();
    assert.deepEqual(headline.influence('JP'), { US: 5, USSR: 0 });
  });

  test('57: operations left out (TSN182) or of the wrong amount (TSN112)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ABM@`).expect('TSN182', '4.1', /ABM Treaty gives the US 4 ops of operations/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ABM@&JP2`).expect('TSN112', '4.1', /gives the US 4 ops/);
  });
});
