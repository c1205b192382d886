import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('OPEC (OPE, 61)', () => {
  test('61: 1 VP per controlled country among the seven (Iraq here)', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; DAC&JP3
      4.2   OPE@ =-1 ; IND&JP2`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
    assert.ok(game.state().discard.includes('OPE'));
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; DAC&JP3
      4.2   OPE@ ; IND&JP2`).expect('TSN156', '4.2', /=-1/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&JP3
      4.2   OPE@ ; IND&JP2`).assertClean();
  });

  test('61 played by the US for operations: the USSR still gains', () => {
    scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; OPE&JP3@ =-1`).assertClean();
  });

  test('61: influence written is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   OPE@IQ ; DAC&JP3`).expect('TSN181', '4.1', /OPEC writes nothing but its VP/);
  });
});

describe('OPEC triggered by the opponent: the other order of event and operations', () => {
  test('OPEC: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&IQ2 ; OPE@ &JP3 =-1`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
  });
});
