import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The US controls South Korea (1 + 3 = 4, stability 3).
const KOREA = `
      ${SETUP}
      1.1   NAS@EG2 ; DAC&KR3`;

describe('Soviets Shoot Down KAL-007 (89): DEFCON -1, US +2 VP; with South Korea US-controlled, 4 ops of influence or realignment', () => {
  test('without South Korea: KAL@ D4 =+2; removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; KAL@ D4 =+2`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
    assert.equal(g.state().vp, 2);
    assert.ok(g.state().removed.includes('KAL'));
  });

  test('with South Korea: 4 ops of influence after the event (marks in any order)', () => {
    for (const play of ['KAL@&JP2 TW2 D4 =+2', 'KAL@&JP2 TW2 =+2 D4']) {
      const g = scenario(`${KOREA}
      8.1   FID&SY2 ; ${play}`);
      g.assertClean();
      assert.deepEqual(g.influence('JP'), { US: 3, USSR: 0 }, play);
      assert.deepEqual(g.influence('TW'), { US: 2, USSR: 0 }, play);
    }
  });

  test('with South Korea: four realignment rolls instead (Asia open at DEFCON 4)', () => {
    const g = scenario(`${KOREA}
      8.1   FID&SY2 ; KAL@/KP2:2 KP2:2 KP2:2 KP6:1 D4 =+2`);
    g.assertClean();
    assert.deepEqual(g.influence('KP'), { US: 0, USSR: 0 });
    assert.equal(g.state().milops.US, 0, 'realignment earns no military operations');
  });

  test('with South Korea the operations may go unwritten (the card says "may")', () => {
    scenario(`${KOREA}
      8.1   FID&SY2 ; KAL@ D4 =+2`).assertClean();
  });

  test('triggered by the USSR playing it for operations: the US\'s operations in parentheses; DEFCON falls in the USSR\'s round', () => {
    const g = scenario(`${KOREA}
      8.1   KAL&SY4@(&JP2 TW2) D4 =+2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('TW'), { US: 2, USSR: 0 });
    assert.deepEqual(g.influence('SY'), { US: 0, USSR: 5 });
  });

  test('as the US headline', () => {
    const g = scenario(`${KOREA}
      8.H   FID CU3 ; KAL&JP2 TW2 D4 =+2`);
    g.assertClean();
    assert.deepEqual(g.influence('TW'), { US: 2, USSR: 0 });
  });

  test('DEFCON 1: the phasing US loses at once, nothing after it', () => {
    const g = scenario(`
      ${SETUP}
      8.1   SUE#IR6+5 D4 ; DAC#IQ6+3 D3
      8.2   DES#PA6+5 D2 ; KAL@ D1`);
    onlyOn(g, 'none');
    assert.deepEqual(g.state().result, { winner: 'USSR', reason: 'defcon', turn: 8 });
    assert.equal(g.state().vp, 0, 'no VP once the game is over');
  });

  test('mis-written: a coup with its operations, operations without South Korea, too few ops, the DEFCON mark', () => {
    const coup = scenario(`${KOREA}
      8.1   FID&SY2 ; KAL@#KP6+4 D4 =+2`);
    coup.expect('TSN181', '8.1', /Soviets Shoot Down KAL-007 gives the US 4 ops of operations: influence or realignment rolls, no coup; the line writes a coup in North Korea, which is not made/);
    assert.deepEqual(coup.influence('KP'), { US: 0, USSR: 3 });
    const noKorea = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; KAL@&JP2 TW2 D4 =+2`);
    noKorea.expect('TSN181', '8.1', /gives the US operations only when it controls South Korea \(nobody controls it\)/);
    assert.deepEqual(noKorea.influence('TW'), { US: 0, USSR: 0 });
    scenario(`${KOREA}
      8.1   FID&SY2 ; KAL@&JP2 TW D4 =+2`).expect('TSN112', '8.1', /must cost exactly 4/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; KAL@ =+2`).expect('TSN157', '8.1', /add D4/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; KAL@ D4 =+2 >DAC`).expect('TSN181', '8.1', /the line writes >DAC/);
  });
});
