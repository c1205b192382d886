import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The US controls West Germany (3 + Marshall Plan's 1, stability 4) and NATO is in force.
const NATO = `
      1.S   PL4 DD HU ; IT3 FR DE3
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK
      1.2   NAS&SY ; NAT@`;

describe('55 Willy Brandt: USSR +1 VP and +1 influence in West Germany; NATO no longer protects West Germany', () => {
  test('WIL@DE =-1; persistent, the card removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   WIL@DE =-1 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('DE'), { US: 2, USSR: 1 });
    assert.equal(g.state().vp, -1);
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['WIL:USSR:persistent']);
    assert.ok(g.state().removed.includes('WIL'));
  });

  test('triggered by the US for operations: (DE) in the US part', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; WIL&IT2@(DE) =-1`).assertClean();
  });

  test('mis-written: the influence left out TSN182, elsewhere TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   WIL@ =-1 ; —`).expect('TSN182', '4.1', /write DE/);
    scenario(`
      ${SETUP}
      4.1   WIL@DE FR =-1 ; —`).expect('TSN181', '4.1', /adds 1 USSR influence in France/);
  });

  test('NATO protects a US-controlled West Germany from USSR coups until Willy Brandt', () => {
    scenario(`${NATO}
      4.1   COM#DE6+1 D4 ; —`).expect('TSN123', '4.1', /NATO protects West Germany/);
    const g = scenario(`${NATO}
      4.1   WIL@DE =-1 ; TRU&IT
      4.2   COM#DE6+1 D4 ; —`);
    g.assertClean();
  });

  test('headlined', () => {
    scenario(`
      ${SETUP}
      4.H   WIL DE =-1 ; CON`).assertClean();
  });

  test('Tear Down This Wall cancels Willy Brandt and prevents it: not written after it (rulings: WIL&JP2)', () => {
    const cancelled = scenario(`
      ${SETUP}
      4.1   WIL@DE =-1 ; —
      8.1   FID&SY2 ; TDW@DD3`);
    assert.deepEqual(cancelled.state('4.1').effects.map((e) => e.card), ['WIL']);
    assert.deepEqual(cancelled.state('8.1').effects.map((e) => e.card), ['TDW'], 'Willy Brandt is cancelled');
    const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; TDW@DD3
      8.2   WIL@DE =-1 ; —`);
    g.expect('TSN105', '8.2', /Willy Brandt's event cannot happen: Tear Down This Wall is in force/);
    const quiet = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; TDW@DD3
      8.2   DEC&PL2 ; WIL&JP2`);
    assert.deepEqual(quiet.problems(), []);
  });
});
