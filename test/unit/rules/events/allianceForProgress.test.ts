import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The US controls Panama and Mexico, two battlegrounds in Central America.
const AMERICAS = `
      ${SETUP}
      1.1   NAS@EG2 ; DAC&PA MX2`;

describe('Alliance for Progress (78): the US gains 1 VP per US-controlled battleground in Central and South America', () => {
  test('two battlegrounds: AFP@ =+2; removed from the game', () => {
    const g = scenario(`${AMERICAS}
      4.1   FID&SY2 ; AFP@ =+2`);
    g.assertClean();
    assert.equal(g.state().vp, 2);
    assert.ok(g.state().removed.includes('AFP'));
  });

  test('none: the event still happens, 0 VP, and the card is removed (rule 5.2)', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; AFP@`);
    g.assertClean();
    assert.ok(g.state().removed.includes('AFP'));
  });

  test('triggered by the USSR playing it for operations, and as the US headline', () => {
    scenario(`${AMERICAS}
      4.1   AFP&SY3@ =+2 ; —`).assertClean();
    scenario(`${AMERICAS}
      4.H   ROM RO3 ; AFP =+2`).assertClean();
  });

  test('mis-written: a wrong VP mark (TSN154), influence written (TSN181)', () => {
    scenario(`${AMERICAS}
      4.1   FID&SY2 ; AFP@ =+3`).expect('TSN154', '4.1', /write =\+2/);
    scenario(`${AMERICAS}
      4.1   FID&SY2 ; AFP@PA =+2`).expect('TSN181', '4.1', /Alliance for Progress writes only its VP: the US controls 2 battlegrounds in Central and South America \(Mexico and Panama\), 2 VP; the line adds US influence in Panama/);
  });
});
