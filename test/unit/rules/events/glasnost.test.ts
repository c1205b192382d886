import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// DEFCON 4 after a USSR battleground coup; The Reformer (87) in force, played by the USSR with the
// VP at 0 (the USSR not ahead: 4 influence in Europe, at most 2 per country).
const LOWER = `
      ${SETUP}
      8.1   SUE#IR6+5 D4 ; CON&JP3`;
const REFORMER = `
      ${SETUP}
      8.1   REF@PL2 HU2 ; CON&JP3`;

describe('Glasnost (90): USSR +2 VP, DEFCON +1; with The Reformer in force, 4 ops of influence or realignment', () => {
  test('without The Reformer: GLA@ =-2 D5; removed from the game', () => {
    const g = scenario(`${LOWER}
      8.2   GLA@ =-2 D5 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
    assert.equal(g.state().defcon, 5);
    assert.ok(g.state().removed.includes('GLA'));
  });

  test('DEFCON never above 5: at DEFCON 5 it stays, no D written', () => {
    const g = scenario(`
      ${SETUP}
      8.1   GLA@ =-2 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 5);
  });

  test('with The Reformer in force: 4 ops of influence after the event', () => {
    const g = scenario(`${REFORMER}
      8.2   GLA@&PL2 CS2 =-2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('CS'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('PL'), { US: 0, USSR: 8 });
    assert.ok(g.state().effects.some((e) => e.card === 'REF'));
  });

  test('with The Reformer: realignment rolls instead', () => {
    const g = scenario(`${REFORMER}
      8.2   GLA@/JP1:6 JP1:6 KR1:6 IR1:6 =-2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('JP'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('KR'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('IR'), { US: 0, USSR: 0 });
  });

  test('with The Reformer the operations may go unwritten (the card says "may")', () => {
    scenario(`${REFORMER}
      8.2   GLA@ =-2 ; —`).assertClean();
  });

  test('headlined with The Reformer in force: the operations attach to the code', () => {
    const g = scenario(`${REFORMER}
      9.H   GLA&PL2 CS2 =-2 ; DAC D4 =+1`);
    g.assertClean(['TSN180']); // a fragment: turn 8's other rounds left out
    assert.deepEqual(g.influence('CS'), { US: 0, USSR: 2 });
  });

  test('triggered by the US playing it for operations: the USSR\'s operations in parentheses', () => {
    const g = scenario(`${REFORMER}
      8.2   DES&SY3 ; GLA&JP4@(&PL2 CS2) =-2`);
    g.assertClean();
    assert.deepEqual(g.influence('CS'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('JP'), { US: 8, USSR: 0 });
  });

  test('mis-written: operations without The Reformer (TSN181, not applied), a coup (TSN181), too few ops (TSN112), VP left out (TSN156)', () => {
    const noReformer = scenario(`${LOWER}
      8.2   GLA@&PL2 CS2 =-2 D5 ; —`);
    noReformer.expect('TSN181', '8.2', /Glasnost gives the USSR operations only while The Reformer is in force, and it is not: write GLA@ with its marks alone/);
    assert.deepEqual(noReformer.influence('CS'), { US: 0, USSR: 0 });
    scenario(`${REFORMER}
      8.2   GLA@#IR6+5 =-2 ; —`).expect('TSN181', '8.2', /Glasnost gives the USSR 4 ops of operations: influence or realignment rolls, no coup; the line writes a coup in Iran, which is not made/);
    scenario(`${REFORMER}
      8.2   GLA@&PL2 CS =-2 ; —`).expect('TSN112', '8.2', /must cost exactly 4/);
    scenario(`${LOWER}
      8.2   GLA@ D5 ; —`).expect('TSN156', '8.2', /add =-2/);
  });
});
