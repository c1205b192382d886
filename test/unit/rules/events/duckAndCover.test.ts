import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Duck and Cover (4): DEFCON -1, then the US gains 5 minus DEFCON in VP', () => {
  test('Duck and Cover at DEFCON 5: DEFCON 4 and 1 VP; discarded', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC@ D4 =+1`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
    assert.equal(g.state().vp, 1);
    assert.ok(g.state().discard.includes('DAC'));
  });

  test('Duck and Cover at DEFCON 4: DEFCON 3 and 2 VP', () => {
    scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; DAC@ D3 =+2`).assertClean();
  });

  test('Duck and Cover: wrong marks are errors naming the right ones (TSN154, TSN155); missing marks are warnings (TSN156, TSN157)', () => {
    const wrong = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC@ D3 =+2`);
    wrong.expect('TSN154', '1.1', /write =\+1/);
    wrong.expect('TSN155', '1.1', /write D4/);
    const missing = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC@`);
    missing.expect('TSN156', '1.1', /add =\+1/);
    missing.expect('TSN157', '1.1', /add D4/);
  });

  test('Duck and Cover triggered by the USSR for operations: the event after or before them', () => {
    for (const play of ['DAC&PL2 HU@ D4 =+1', 'DAC@&PL2 HU D4 =+1']) {
      const g = scenario(`
        ${SETUP}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.equal(g.state().vp, 1, play);
    }
  });

  test('Duck and Cover as a headline, after Nuclear Test Ban (higher ops first)', () => {
    const g = scenario(`
      ${SETUP}
      1.H   NTB =-3 ; DAC D4 =+1`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
    assert.equal(g.state().defcon, 4);
  });

  test('Duck and Cover at DEFCON 2 triggered by the USSR: DEFCON 1, the phasing USSR loses (rule 8.1.3)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; TRU&IT
      1.2   COM#PA6+5 D3 ; CIA&IT
      1.3   SUE#ZA6+3 D2 ; IND&IT2
      1.4   DAC&PL2 HU@ D1 ; —`);
    g.assertClean();
    assert.equal(g.state().result?.winner, 'US');
    assert.equal(g.state().result?.reason, 'defcon');
  });

  test('Duck and Cover writes only its marks: written influence is an error (TSN181)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC@IT D4 =+1`).expect('TSN181', '1.1', /Duck and Cover writes only its marks/);
  });
});
