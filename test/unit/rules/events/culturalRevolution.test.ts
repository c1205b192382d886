import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Nixon Plays the China Card, Ussuri River Skirmish and Cultural Revolution, with the China Card
// held face up or face down by either side. No China Card move is written (rulings).
const USSR_PLAYS_CHINA = '4.1   CHN&KP2 AF2 KR ; IND&JP2'; // the US then holds it face down
const TO_US_FACE_UP = '4.1   FID&SY2 ; URS@'; // Ussuri River Skirmish: the US takes it face up

describe('Cultural Revolution (CUL, 58)', () => {
  test('58: the US holds it face down: the USSR takes it face up and may play it at once', () => {
    const game = scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   CUL@ ; DAC&JP3
      4.3   CHN&KP2 AF2 KR ; CIA&JP`);
    game.assertClean();
    assert.deepEqual(game.state('4.2').china, { holder: 'USSR', faceUp: true });
    assert.ok(game.state('4.2').removed.includes('CUL'));
  });

  test('58: the US holds it face up: the USSR takes it face up; the US cannot play it', () => {
    const game = scenario(`
      ${SETUP}
      ${TO_US_FACE_UP}
      4.2   CUL@ ; CHN&JP5`);
    game.expect('TSN110', '4.2', /The China Card is held by the USSR, not the US/);
    assert.equal(game.state('4.2').china.holder, 'USSR');
  });

  test('58: the USSR holds it (face up or face down): 1 VP', () => {
    const up = scenario(`
      ${SETUP}
      4.1   CUL@ =-1 ; DAC&JP3`);
    up.assertClean();
    assert.equal(up.state().vp, -1);
    assert.deepEqual(up.state().china, { holder: 'USSR', faceUp: true });
    const down = scenario(`
      ${SETUP}
      3.1   CHN&KP2 AF2 KR ; —
      4.1   FID&SY2 ; CHN&JP5
      4.2   CUL@ =-1 ; DAC&JP3`);
    down.assertClean();
    assert.deepEqual(down.state().china, { holder: 'USSR', faceUp: false });
    scenario(`
      ${SETUP}
      4.1   CUL@ ; DAC&JP3`).expect('TSN156', '4.1', /=-1/);
  });

  test('58 played by the US for operations: the USSR\'s event happens', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CUL&JP3@ =-1`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CUL@(SY) &JP3`).expect('TSN181', '4.1', /Cultural Revolution writes nothing but its VP/);
  });
});

describe('Cultural Revolution triggered by the opponent: the other order of event and operations', () => {
  test('Cultural Revolution: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CUL@ &JP3 =-1`);
    game.assertClean();
    assert.equal(game.state().vp, -1);
  });
});
