import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Nixon Plays the China Card, Ussuri River Skirmish and Cultural Revolution, with the China Card
// held face up or face down by either side. No China Card move is written (rulings).
const USSR_PLAYS_CHINA = '4.1   CHN&KP2 AF2 KR ; IND&JP2'; // the US then holds it face down
const TO_US_FACE_UP = '4.1   FID&SY2 ; URS@'; // Ussuri River Skirmish: the US takes it face up

describe('Ussuri River Skirmish (URS, 76)', () => {
  test('76: the USSR holds it: the US takes it face up and may play it at once', () => {
    const game = scenario(`
      ${SETUP}
      ${TO_US_FACE_UP}
      4.2   NAS&SY ; CHN&JP5`);
    game.assertClean();
    assert.deepEqual(game.state('4.1').china, { holder: 'US', faceUp: true });
    assert.deepEqual(game.state().china, { holder: 'USSR', faceUp: false });
    assert.ok(game.state().removed.includes('URS'));
    scenario(`
      ${SETUP}
      ${TO_US_FACE_UP}
      4.2   CHN&KP2 AF2 KR ; DAC&JP3`).expect('TSN110', '4.2', /held by the US, not the USSR/);
  });

  test('76: the US holds it: 4 US influence in Asia, at most 2 per country', () => {
    const game = scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   NAS&SY ; URS@TH2 PK2`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('PK'), { US: 2, USSR: 0 });
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: false });
    const line = (play: string) => scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   NAS&SY ; ${play}`);
    line('URS@TH3 PK').expect('TSN181', '4.2', /at most 2 per country/);
    line('URS@TH2').expect('TSN182', '4.2', /the line adds 2: add 2 more/);
    line('URS@TH2 FR2').expect('TSN181', '4.2', /the line adds US influence in France, not in Asia/);
  });

  test('76 played by the USSR for operations while the US holds the China Card: the US\'s influence in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      ${USSR_PLAYS_CHINA}
      4.2   URS&SY3@(TH2 PK2) ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 2, USSR: 0 });
  });

  test('76: with the USSR holding the China Card, influence written is TSN181 and not applied', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; URS@TH2 PK2`);
    game.expect('TSN181', '4.1', /the USSR holds the China Card, so the US takes it face up and adds no influence/);
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 0 });
  });
});

describe('Ussuri River Skirmish triggered by the opponent: the other order of event and operations', () => {
  test('Ussuri River Skirmish: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   CHN&KP2 AF2 KR ; IND&JP2
      4.2   URS@(TH2 PK2) &SY3 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PK'), { US: 2, USSR: 0 });
  });
});

describe('Ussuri River Skirmish with the China Card face down', () => {
  test('76: the USSR holds it face down: the US takes it face up and may play it in the same turn', () => {
    const game = scenario(`
      ${SETUP}
      3.1   CHN&KP2 AF2 KR ; —
      4.1   FID&SY2 ; CHN&JP5
      4.2   NAS&SY ; URS@
      4.3   LON&SY ; CHN&JP5`);
    game.assertClean();
    assert.deepEqual(game.state('4.2').china, { holder: 'US', faceUp: true });
    assert.deepEqual(game.state().china, { holder: 'USSR', faceUp: false });
  });
});
