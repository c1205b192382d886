import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('29 East European Unrest: -1 USSR in each of 3 Eastern European countries, -2 each in the Late War', () => {
  test('East European Unrest as a US event (Early War): 1 from each of 3; the card is discarded', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL- DD- HU-)`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 3 });
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 0 });
    assert.ok(game.state().discard.includes('EEU'));
  });

  test('East European Unrest: Finland is in Eastern Europe too', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL- DD- FI-)`).assertClean();
  });

  test('East European Unrest in the Late War (turns 8-10): 2 from each, or all a country holds when it has less', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; EEU@(PL-2 DD-2 HU-)`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 0 });
  });

  test('East European Unrest in the Late War: 1 from a country holding 2 or more is TSN182, and 2 are removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; EEU@(PL- DD-2 HU-)`);
    game.expect('TSN182', '8.1', /East European Unrest removes 2 USSR influence from each of 3 countries in Eastern Europe \(Late War\); the line removes 1 from Poland: write \(PL-2\) \(the USSR has 4 there\)/);
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 2 });
  });

  test('East European Unrest: 2 from one country before the Late War is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL-2 DD- HU-)`);
    game.expect('TSN181', '1.1', /East European Unrest removes 1 USSR influence from each of 3 countries in Eastern Europe \(Early and Mid War\); the line removes 2 from Poland: at most 1/);
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 3 });
  });

  test('East European Unrest: two countries where a third holds USSR influence is TSN182; a fourth is TSN181', () => {
    const two = scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL- DD-)`);
    two.expect('TSN182', '1.1', /the line removes influence from 2 countries: 1 more \(the USSR has influence left to remove in Finland or Hungary\)/);
    const four = scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL- DD- HU- FI-)`);
    four.expect('TSN181', '1.1', /the line removes influence from 4 countries: Finland is one too many/);
    assert.deepEqual(four.influence('FI'), { US: 0, USSR: 1 });
  });

  test('East European Unrest: a country outside Eastern Europe is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; EEU@(PL- DD- SY-)`);
    game.expect('TSN181', '1.1', /the line removes USSR influence from Syria, not in Eastern Europe/);
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 2 });
  });

  test('East European Unrest played by the USSR for operations: its own losses without parentheses, after and before', () => {
    const after = scenario(`
      ${SETUP}
      1.1   EEU&SY IQ RO@DD- PL- HU- ; —`);
    after.assertClean();
    assert.deepEqual(after.influence('DD'), { US: 0, USSR: 3 });
    assert.deepEqual(after.influence('RO'), { US: 0, USSR: 1 });
    const before = scenario(`
      ${SETUP}
      1.1   EEU@DD- PL- HU- &SY IQ RO ; —`);
    before.assertClean();
    assert.deepEqual(before.influence('HU'), { US: 0, USSR: 0 });
  });
  test('East European Unrest as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; EEU (PL- DD- HU-)`);
    game.assertClean();
    assert.deepEqual(game.influence('PL'), { US: 0, USSR: 3 });
  });
});
