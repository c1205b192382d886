import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The US controls 4 battlegrounds (Italy, France, Iran, Panama), the USSR 2 (East Germany, North Korea).
const AHEAD = `
      1.S   HU3 RO3 ; IT2 FR3 DE2
      1.1   NAS@EG2 ; DAC&IR PA JP`;

describe('Kitchen Debates (48): if the US controls more battlegrounds than the USSR, the US gains 2 VP', () => {
  test('played by the US with more battlegrounds: KIT@ =+2; removed from the game', () => {
    const g = scenario(`${AHEAD}
      4.1   FID&SY2 ; KIT@ =+2`);
    g.assertClean();
    assert.equal(g.state().vp, 2);
    assert.ok(g.state().removed.includes('KIT'));
  });

  test('the US without more battlegrounds (1 against 3): as an event it cannot happen (TSN105), the card is discarded', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; KIT@ =+2`);
    onlyOn(g, '4.1');
    g.expect('TSN105', '4.1', /Kitchen Debates' event cannot happen: the US does not control more battlegrounds than the USSR \(US 1, USSR 3\)/);
    assert.equal(g.state().vp, 0);
    assert.ok(g.state().discard.includes('KIT'));
  });

  test('triggered by the USSR playing it for operations: =+2 when the US controls more; nothing, and discarded, otherwise', () => {
    const met = scenario(`${AHEAD}
      4.1   KIT&SY@ =+2 ; —`);
    met.assertClean();
    assert.ok(met.state().removed.includes('KIT'));
    const unmet = scenario(`
      ${SETUP}
      4.1   KIT&SY ; —`);
    unmet.assertClean();
    assert.ok(unmet.state().discard.includes('KIT'));
    const bare = scenario(`
      ${SETUP}
      4.1   KIT&SY@ ; —`);
    bare.assertClean();
    assert.equal(bare.state().vp, 0);
  });

  test('as the US headline', () => {
    scenario(`${AHEAD}
      4.H   ROM ; KIT =+2`).assertClean();
  });

  test('mis-written: the VP left out (TSN156), influence written (TSN181)', () => {
    scenario(`${AHEAD}
      4.1   FID&SY2 ; KIT@`).expect('TSN156', '4.1', /add =\+2/);
    scenario(`${AHEAD}
      4.1   FID&SY2 ; KIT@JP =+2`).expect('TSN181', '4.1', /Kitchen Debates writes only its VP.*; the line adds US influence in Japan/);
  });
});
