import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Nuclear Test Ban (34): the player gains DEFCON - 2 VP, then DEFCON +2 (never above 5)', () => {
  test('Nuclear Test Ban by the US at DEFCON 5: 3 VP, DEFCON stays 5; discarded', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NTB@ =+3`);
    g.assertClean();
    assert.equal(g.state().vp, 3);
    assert.equal(g.state().defcon, 5);
    assert.ok(g.state().discard.includes('NTB'));
  });

  test('Nuclear Test Ban at DEFCON 4: 2 VP and DEFCON 5 (capped, rulings)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; NTB@ =+2 D5`);
    g.assertClean();
    assert.equal(g.state().defcon, 5);
  });

  test('Nuclear Test Ban by the USSR at DEFCON 3: 1 VP to the USSR and DEFCON 5', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; TRU&IT
      1.2   COM#PA6+5 D3 ; CIA&IT
      1.3   NTB@ =-1 D5 ; IND&IT2`);
    g.assertClean();
    assert.equal(g.state().vp, -1);
  });

  test('Nuclear Test Ban headlined by the USSR at DEFCON 5: 3 VP', () => {
    scenario(`
      ${SETUP}
      1.H   NTB =-3 ; CON`).assertClean();
  });

  test('Nuclear Test Ban: wrong VP (TSN154) and DEFCON (TSN155) marks name the right ones', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; NTB@ =+3 D4`);
    g.expect('TSN154', '1.1', /write =\+2/);
    g.expect('TSN155', '1.1', /write D5/);
  });

  test('Nuclear Test Ban is neutral: played for operations, no event', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NTB&IT2 DE2`);
    g.assertClean();
    assert.equal(g.state().vp, 0);
  });

  test('Nuclear Test Ban writes only its marks: written influence is an error (TSN181)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NTB@IT =+3`).expect('TSN181', '1.1', /Nuclear Test Ban writes only its marks/);
  });
});
