import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('46 How I Learned to Stop Worrying: the player sets DEFCON 1-5 and its military operations go to 5', () => {
  test('HIL@ D3: DEFCON 3, the USSR\'s military operations 5; the card is removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   HIL@ D3 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 3);
    assert.equal(g.state().milops.USSR, 5);
    assert.equal(g.state().milops.US, 0);
    assert.ok(g.state().removed.includes('HIL'));
  });

  test('DEFCON left where it was: HIL@ alone; military operations 5 all the same, so no shortfall at the turn\'s end', () => {
    const g = scenario(`
      ${SETUP}
      4.1   HIL@ ; TRU&IT
      5.1   FID&SY2 ; —`);
    g.assertClean();
    assert.equal(g.state('4.1').defcon, 5);
    assert.equal(g.state('4.1').milops.USSR, 5);
  });

  test('raised by the US from DEFCON 3 to 5', () => {
    const g = scenario(`
      ${SETUP}
      4.1   DES#IR4+3 D4 ; TRU&IT
      4.2   COM#PA6+5 D3 ; HIL@ D5`);
    g.assertClean();
    assert.equal(g.state().defcon, 5);
    assert.equal(g.state().milops.US, 5);
  });

  test('HIL@ D1 is nuclear war, and the player who chose it loses', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; HIL@ D1`);
    assert.deepEqual(g.state().result, { winner: 'USSR', reason: 'defcon', turn: 4 });
  });

  test('headlined: HIL D2', () => {
    const g = scenario(`
      ${SETUP}
      4.H   HIL D2 ; CON`);
    g.assertClean();
    assert.equal(g.state().defcon, 2);
    assert.equal(g.state().milops.USSR, 5);
  });

  test('anything written for the event is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   HIL@IT D4 ; —`).expect('TSN181', '4.1', /How I Learned to Stop Worrying: the USSR sets DEFCON to a level of its choice/);
  });
});
