import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('65 Camp David Accords: US +1 VP, +1 US influence in Israel, Jordan and Egypt; no Arab-Israeli War event while in force', () => {
  test('CDA@IL JO EG =+1; persistent, the card removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO EG =+1`);
    g.assertClean();
    assert.deepEqual([g.influence('IL').US, g.influence('JO').US, g.influence('EG').US], [2, 1, 1]);
    assert.equal(g.state().vp, 1);
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['CDA:US:persistent']);
    assert.ok(g.state().removed.includes('CDA'));
  });

  test('triggered by the USSR for operations, the US influence in parentheses', () => {
    scenario(`
      ${SETUP}
      4.1   CDA&PL2@(IL JO EG) =+1 ; —`).assertClean();
  });

  test('a country left out is TSN182, one more TSN181, the VP left out TSN156', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO =+1`).expect('TSN182', '4.1', /the line leaves out that it adds 1 US influence in Egypt: write IL JO EG/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO EG SY =+1`).expect('TSN181', '4.1', /adds 1 US influence in Syria/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO EG`).expect('TSN156', '4.1', /add =\+1/);
  });

  test('Arab-Israeli War cannot be played as an event while it is in force (TSN105); played by the US for operations it writes none', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO EG =+1
      4.2   AIW@xIL4+ =-2 ; —`).expect('TSN105', '4.2', /Arab-Israeli War's event cannot happen: Camp David Accords is in force/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; CDA@IL JO EG =+1
      4.2   DEC&PL2 ; AIW&IT2`).assertClean();
  });

  test('headlined', () => {
    scenario(`
      ${SETUP}
      4.H   LDS ; CDA IL JO EG =+1`).assertClean();
  });
});
