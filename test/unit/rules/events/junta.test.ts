import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Junta (JUN, 47)', () => {
  test('47: 2 influence in one Central or South American country; the card is discarded', () => {
    const game = scenario(`
      ${SETUP}
      4.1   JUN@BR2 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('BR'), { US: 0, USSR: 2 });
    assert.ok(game.state().discard.includes('JUN'));
  });

  test('47: then a free coup: DEFCON falls for a battleground, no military operations', () => {
    const game = scenario(`
      ${SETUP}
      4.1   JUN@BR2 #PA4+2 D4 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PA'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.USSR, 0);
    const headline = scenario(`
      ${SETUP}
      4.H   JUN AR2 #PA4+2 D3 ; DAC D4 =+1`);
    headline.assertClean();
    assert.deepEqual(headline.influence('AR'), { US: 0, USSR: 2 });
  });

  test('47: or free realignment rolls there, up to its operations', () => {
    const game = scenario(`
      ${SETUP}
      4.1   JUN@BR2 /PA2:6 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('PA'), { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   JUN@BR2 /PA2:6 PA1:1 PA1:1 ; DAC&JP3`).expect('TSN181', '4.1', /Junta gives 2 free realignment rolls \(its operations\); the line writes 3/);
  });

  test('47 played by the US: its own influence', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; JUN@AR2`);
    game.assertClean();
    assert.deepEqual(game.influence('AR'), { US: 2, USSR: 0 });
  });

  test('47: mis-written influence and rolls', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.1   ${play} ; DAC&JP3`);
    line('JUN@BR AR').expect('TSN181', '4.1', /Junta adds 2 influence of the player in one Central or South American country/);
    line('JUN@BR3').expect('TSN181', '4.1', /the line adds 3 in Brazil: at most 2/);
    line('JUN@').expect('TSN182', '4.1', /Junta adds 2 influence of the player in one Central or South American country; the line adds none/);
    line('JUN@FR2').expect('TSN181', '4.1', /not in Central or South America/);
    line('JUN@BR2 #IR4+1').expect('TSN181', '4.1', /Junta's free coup is in Central or South America; Iran is not/);
    line('JUN@BR2 #PA4+2 /PA2:6 D4').expect('TSN181', '4.1', /a free coup or free realignment rolls, not both/);
  });
});
