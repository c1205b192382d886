import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const NATO = `
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK
      1.2   BLO&PL ; NAT@`;

describe('Special Relationship (105): with the UK US-controlled, +1 next to the UK, or with NATO +2 in Western Europe and 2 VP', () => {
  test('Special Relationship without NATO: 1 in Canada; discarded (not removed)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; SPR@CA`);
    g.assertClean();
    assert.deepEqual(g.influence('CA'), { US: 3, USSR: 0 });
    assert.ok(g.state().discard.includes('SPR'));
  });

  test('Special Relationship without NATO: a country not next to the UK, 2 influence, or none are errors', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; SPR@IT`).expect('TSN181', '1.1', /without NATO in force, adds 1 US influence to one country adjacent to the United Kingdom; the line adds US influence in Italy, not adjacent to the United Kingdom \(BX, CA, FR, NO\)/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; SPR@CA2`).expect('TSN181', '1.1', /the line adds 2 in Canada: at most 1/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; SPR@`).expect('TSN182', '1.1', /the line adds none: add 1 \(possible: Canada, Norway, the Benelux or France\)/);
  });

  test('Special Relationship with NATO in force: 2 in one Western European country and 2 VP', () => {
    const g = scenario(`
      ${SETUP}${NATO}
      1.3   ROM&PL ; SPR@IT2 =+2`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 6, USSR: 0 });
    assert.equal(g.state().vp, 2);
  });

  test('Special Relationship with NATO: the VP are checked (TSN154/156), 1 influence is too little (TSN182)', () => {
    scenario(`
      ${SETUP}${NATO}
      1.3   ROM&PL ; SPR@IT2`).expect('TSN156', '1.3', /add =\+2/);
    scenario(`
      ${SETUP}${NATO}
      1.3   ROM&PL ; SPR@IT2 =+1`).expect('TSN154', '1.3', /write =\+2/);
    scenario(`
      ${SETUP}${NATO}
      1.3   ROM&PL ; SPR@CA =+2`).expect('TSN182', '1.3', /with NATO in force, adds 2 US influence to one Western European country \(and the US gains 2 VP\); the line adds 1 in Canada: write CA2/);
  });

  test('Special Relationship triggered by the USSR for operations (after or before them)', () => {
    for (const play of ['SPR&PL2@(CA)', 'SPR@(CA)&PL2']) {
      const g = scenario(`
        ${SETUP}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.deepEqual(g.influence('CA'), { US: 3, USSR: 0 }, play);
    }
  });

  test('Special Relationship does nothing when the US does not control the UK (written influence is TSN181)', () => {
    const base = `
      ${SETUP}
      1.1   DGL@FR (FR-2) ; TRU&IT
      1.2   SUE&UK2 ; `;
    const g = scenario(`${base}SPR@`);
    g.assertClean();
    assert.equal(g.control('UK', '1.1'), 'US');
    assert.equal(g.control('UK'), null);
    scenario(`${base}SPR@CA`).expect('TSN181', '1.2', /Special Relationship does nothing unless the US controls the United Kingdom; the line adds US influence in Canada/);
  });
});
