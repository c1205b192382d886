import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Nixon Plays the China Card, Ussuri River Skirmish and Cultural Revolution, with the China Card
// held face up or face down by either side. No China Card move is written (rulings).
const USSR_PLAYS_CHINA = '4.1   CHN&KP2 AF2 KR ; IND&JP2'; // the US then holds it face down
const TO_US_FACE_UP = '4.1   FID&SY2 ; URS@'; // Ussuri River Skirmish: the US takes it face up

describe('Nixon Plays the China Card (NIX, 71)', () => {
  test('71: the USSR holds it face up: the US takes it face down, and may play it from the next turn; Nixon is removed', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NIX@`);
    game.assertClean();
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: false });
    assert.ok(game.state().removed.includes('NIX'));
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NIX@
      4.2   NAS&SY ; CHN&JP5`).expect('TSN110', '4.2', /The China Card was passed face down this turn: the US may play it from the next turn/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NIX@
      4.2   CHN&KP2 AF2 KR ; DAC&JP3`).expect('TSN110', '4.2', /The China Card is held by the US, not the USSR/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NIX@
      5.1   NAS&SY ; CHN&JP5`).assertClean();
  });

  test('71: the USSR holds it face down: the US takes it all the same, face down', () => {
    const game = scenario(`
      ${SETUP}
      3.1   CHN&KP2 AF2 KR ; —
      4.1   FID&SY2 ; CHN&JP5
      4.2   NAS&SY ; NIX@`);
    game.assertClean();
    assert.deepEqual(game.state('4.1').china, { holder: 'USSR', faceUp: false });
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: false });
  });

  test('71: the US holds it (face down or face up): the US gains 2 VP, the card stays', () => {
    const down = scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   NAS&SY ; NIX@ =+2`);
    down.assertClean();
    assert.equal(down.state().vp, 2);
    assert.deepEqual(down.state().china, { holder: 'US', faceUp: false });
    const up = scenario(`
      ${SETUP}
      ${TO_US_FACE_UP}
      4.2   NAS&SY ; NIX@ =+2`);
    up.assertClean();
    assert.deepEqual(up.state().china, { holder: 'US', faceUp: true });
    scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   NAS&SY ; NIX@`).expect('TSN156', '4.2', /=\+2/);
  });

  test('71 played by the USSR for operations, and headlined', () => {
    const triggered = scenario(`
      ${SETUP}
      4.1   NIX&SY2@ ; DAC&JP3`);
    triggered.assertClean();
    assert.deepEqual(triggered.state().china, { holder: 'US', faceUp: false });
    const headline = scenario(`
      ${SETUP}
      4.H   VIE VN2 ; NIX`);
    headline.assertClean();
    assert.deepEqual(headline.state().china, { holder: 'US', faceUp: false });
  });

  test('71: influence written is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NIX@JP`).expect('TSN181', '4.1', /Nixon Plays the China Card writes nothing but its VP.*; the line adds US influence in Japan/);
  });
});

describe('Nixon Plays the China Card triggered by the opponent: the other order of event and operations', () => {
  test('Nixon Plays the China Card: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   NIX@ &SY2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: false });
  });
});
