import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The US adds 2 in Jordan and 1 in Egypt; it has 1 in Iran from the start.
const US_IN_MIDDLE_EAST = '4.1   FID&SY2 ; DAC&JO2 EG';

describe('Muslim Revolution (MUS, 56)', () => {
  test('56: all US influence out of two of the eight countries; the card is discarded', () => {
    const game = scenario(`
      ${SETUP}
      ${US_IN_MIDDLE_EAST}
      4.2   MUS@(IR- JO-2) ; IND&JP2`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('JO'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('EG'), { US: 1, USSR: 0 });
    assert.ok(game.state().discard.includes('MUS'));
  });

  test('56: with US influence in only one of them, one country', () => {
    scenario(`
      ${SETUP}
      4.1   MUS@(IR-) ; DAC&JP3`).assertClean();
  });

  test('56 played by the US for operations: its own influence, without parentheses', () => {
    const game = scenario(`
      ${SETUP}
      ${US_IN_MIDDLE_EAST}
      4.2   NAS&SY ; MUS&JP4@IR- JO-2`);
    game.assertClean();
    assert.deepEqual(game.influence('JO'), { US: 0, USSR: 0 });
  });

  test('56: a part of the influence, one country when two hold some, another country (TSN182, TSN181)', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${US_IN_MIDDLE_EAST}
      4.2   ${play} ; IND&JP2`);
    line('MUS@(IR- JO-)').expect('TSN182', '4.2', /the line removes 1 from Jordan: write \(JO-2\)/);
    line('MUS@(IR-)').expect('TSN182', '4.2', /1 more/);
    line('MUS@(IR- IL-)').expect('TSN181', '4.2', /Israel, not one of the eight countries/);
    line('MUS@(IR- JO-2 EG-)').expect('TSN181', '4.2', /Muslim Revolution removes all US influence from 2/);
  });
});

describe('Muslim Revolution triggered by the opponent: the other order of event and operations', () => {
  test('Muslim Revolution: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&JO2 EG
      4.2   NAS&SY ; MUS@IR- JO-2 &JP4`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 0 });
  });
});
