import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';
import { awacsSaleToSaudis } from '../../../../core/src/rules/events/awacsSaleToSaudis';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('AWACS Sale to Saudis (110): US +2 in Saudi Arabia; Muslim Revolution can no longer be an event', () => {
  test('played by the US: SA2; in force, removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@SA2`);
    g.assertClean();
    assert.deepEqual(g.influence('SA'), { US: 2, USSR: 0 });
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['AWA:US:persistent']);
    assert.ok(g.state().removed.includes('AWA'));
  });

  test('triggered by the USSR playing it for operations, and as the US headline', () => {
    const ops = scenario(`
      ${SETUP}
      8.1   AWA&SY3@(SA2) ; —`);
    ops.assertClean();
    assert.deepEqual(ops.influence('SA'), { US: 2, USSR: 0 });
    scenario(`
      ${SETUP}
      8.H   FID CU3 ; AWA SA2`).assertClean();
  });

  test('mis-written: left out (TSN182), wrong amount or place (TSN181)', () => {
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@`).expect('TSN182', '8.1', /AWACS Sale to Saudis adds 2 US influence in Saudi Arabia; the line writes none of it: write SA2/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@SA3`).expect('TSN181', '8.1', /the line adds 3 US influence in Saudi Arabia: write SA2/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@SA2 IR`).expect('TSN181', '8.1', /the line adds 1 US influence in Iran/);
  });

  test('then Muslim Revolution: as an event it cannot happen (TSN105), nothing removed; played by the US for operations, no event', () => {
    const chosen = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@SA2
      8.2   MUS@(SA-2 IR-) ; —`);
    onlyOn(chosen, '8.2');
    chosen.expect('TSN105', '8.2', /Muslim Revolution's event cannot happen: AWACS Sale to Saudis is in force/);
    assert.deepEqual(chosen.influence('SA'), { US: 2, USSR: 0 });
    assert.deepEqual(chosen.influence('IR'), { US: 1, USSR: 0 });
    assert.ok(chosen.state().discard.includes('MUS'));
    const ops = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; AWA@SA2
      8.2   DES&SY3 ; MUS&JP4`);
    ops.assertClean();
    assert.deepEqual(ops.influence('SA'), { US: 2, USSR: 0 });
  });

  test('the effect declares the prohibition of Muslim Revolution (whatever Muslim Revolution\'s own definition)', () => {
    assert.deepEqual(awacsSaleToSaudis.effect?.prevents, ['MUS']);
    assert.equal(awacsSaleToSaudis.effect?.duration, 'persistent');
  });
});
