import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('CIA Created (26): the USSR shows its hand; the US conducts 1 op of operations (modifiers apply)', () => {
  test('CIA Created played as an event: the US places 1 influence (CIA@&JP); removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CIA@&JP`);
    g.assertClean();
    assert.deepEqual(g.influence('JP'), { US: 2, USSR: 0 });
    assert.ok(g.state().removed.includes('CIA'));
  });

  test('CIA Created triggered by the USSR: the US\'s operations in parentheses after the event (rulings), the event after or before', () => {
    for (const play of ['CIA&SY@(&JP)', 'CIA@(&JP)&SY']) {
      const g = scenario(`
        ${SETUP}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.deepEqual(g.influence('JP'), { US: 2, USSR: 0 }, play);
      assert.deepEqual(g.influence('SY'), { US: 0, USSR: 2 }, play);
    }
  });

  test('CIA Created with Containment in force: its operations are 2 (rulings); 1 is then an error (TSN112)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   BLO&PL ; CIA@&JP2`).assertClean();
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   BLO&PL ; CIA@&JP`).expect('TSN112', '1.2', /gives the US 2 ops/);
  });

  test('CIA Created with Red Scare/Purge on the US: still 1 op (minimum 1)', () => {
    scenario(`
      ${SETUP}
      1.1   RED@ ; CIA@&JP`).assertClean();
  });

  test('CIA Created: a coup with its operations (1 op, military operations, DEFCON rules)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&PL2 ; CIA@#SY6+3`);
    g.assertClean();
    assert.deepEqual(g.influence('SY'), { US: 2, USSR: 0 });
    assert.equal(g.state().milops.US, 1);
    scenario(`
      ${SETUP}
      1.1   FID&PL2 ; CIA@#SY6+4`).expect('TSN151', '1.1', /Coup result should be \+3: die 6 \+ 1 op - 2 x stability 2/);
  });

  test('CIA Created: one realignment roll', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&PL2 ; CIA@/SY6:1`);
    g.assertClean();
    assert.deepEqual(g.influence('SY'), { US: 0, USSR: 0 });
  });

  test('CIA Created: operations left out (TSN182), the space race (TSN181), influence written as the event\'s (TSN181)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CIA@`).expect('TSN182', '1.1', /CIA Created gives the US 1 op of operations: write them after the event as an operations part, e.g. CIA@&JP/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CIA@*3+`).expect('TSN181', '1.1', /not the space race/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CIA@JP`).expect('TSN181', '1.1', /the line adds US influence in Japan/);
  });

  test('CIA Created: influence out of reach is an error (TSN103)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CIA@&AR`).expect('TSN103', '1.1', /Argentina is out of reach/);
  });
  test('CIA Created as a headline: its operations attach to the code; a USSR Containment headline (3 ops) resolves first and makes them 2', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; CIA&JP`);
    game.assertClean();
    assert.deepEqual(game.influence('JP'), { US: 2, USSR: 0 });
    const contained = scenario(`
      ${SETUP}
      1.H   CON ; CIA&JP2`);
    contained.assertClean();
    assert.deepEqual(contained.influence('JP'), { US: 3, USSR: 0 });
  });
});
