import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// De-Stalinization moves 2 USSR influence to Libya; Fidel's operations add more.
const LIBYA = `
      ${SETUP}
      1.1   DES@PL-2 LY2 ; —`;

describe('Reagan Bombs Libya (84): the US gains 1 VP per 2 USSR influence in Libya, rounded down', () => {
  test('3 USSR influence in Libya: 1 VP; removed from the game', () => {
    const g = scenario(`${LIBYA}
      8.1   FID&LY SY ; RBL@ =+1`);
    g.assertClean();
    assert.equal(g.state().vp, 1);
    assert.ok(g.state().removed.includes('RBL'));
  });

  test('4 USSR influence in Libya: 2 VP', () => {
    const g = scenario(`${LIBYA}
      8.1   FID&LY2 ; RBL@ =+2`);
    g.assertClean();
    assert.equal(g.state().vp, 2);
  });

  test('no USSR influence in Libya: no VP, RBL@ alone', () => {
    const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; RBL@`);
    g.assertClean();
    assert.equal(g.state().vp, 0);
  });

  test('triggered by the USSR playing it for operations, before or after them (placing in Libya first counts)', () => {
    const after = scenario(`${LIBYA}
      8.1   RBL&LY2@ =+2 ; —`);
    after.assertClean();
    const before = scenario(`${LIBYA}
      8.1   RBL@ &LY2 =+1 ; —`);
    before.assertClean();
    assert.equal(before.state().vp, 1);
  });

  test('as the US headline', () => {
    scenario(`${LIBYA}
      8.H   FID CU3 ; RBL =+1`).assertClean();
  });

  test('wrong VP (TSN154) or missing (TSN156); anything else written is TSN181', () => {
    scenario(`${LIBYA}
      8.1   FID&LY SY ; RBL@ =+2`).expect('TSN154', '8.1', /write =\+1/);
    scenario(`${LIBYA}
      8.1   FID&LY SY ; RBL@`).expect('TSN156', '8.1', /add =\+1/);
    scenario(`${LIBYA}
      8.1   FID&LY SY ; RBL@(LY-2) =+1`).expect('TSN181', '8.1', /Reagan Bombs Libya writes only its VP: the US gains 1 VP for every 2 USSR influence in Libya \(3: 1 VP, =\+1\); the line removes USSR influence from Libya/);
  });
});
