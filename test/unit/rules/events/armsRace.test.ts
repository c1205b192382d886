import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Arms Race (39): more military operations than the opponent, 1 VP; 3 VP when the required ones are also met', () => {
  test('the USSR with 5 military operations at DEFCON 3 (required met): =-3', () => {
    const g = scenario(`
      ${SETUP}
      4.1   SUE#IR6+5 D4 ; CON&JP3
      4.2   DES#PA6+5 D3 ; NTB&JP4
      4.3   ARM@ =-3 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, -3);
    assert.ok(g.state().discard.includes('ARM'), 'no asterisk: discarded');
  });

  test('the US with more but short of DEFCON (3 at DEFCON 4): =+1', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC#IQ6+3 D4
      4.2   DES&SY3 ; ARM@ =+1`);
    g.assertClean();
    assert.equal(g.state().vp, 1);
  });

  test('no more military operations than the opponent: no VP, ARM@ alone (and the opponent ahead gives nothing either)', () => {
    scenario(`
      ${SETUP}
      4.1   ARM@ ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC#IQ6+3 D4
      4.2   ARM@ ; —`).assertClean();
  });

  test('as a headline (no military operations yet): nothing', () => {
    scenario(`
      ${SETUP}
      4.H   ARM ; CON`).assertClean();
  });

  test('mis-written: a wrong VP mark (TSN154), influence (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC#IQ6+3 D4
      4.2   DES&SY3 ; ARM@ =+3`).expect('TSN154', '4.2', /write =\+1/);
    scenario(`
      ${SETUP}
      4.1   ARM@PL ; —`).expect('TSN181', '4.1', /Arms Race writes only its VP: the USSR has 0 military operations against the US's 0 at DEFCON 5, 0 VP; the line adds USSR influence in Poland/);
  });
});
