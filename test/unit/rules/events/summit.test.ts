import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The USSR dominates the Middle East (Syria and Iraq, battlegrounds, and Jordan): +1 to its die.
const MIDDLE_EAST = `
      ${SETUP}
      4.1   FID&SY2 ; TRU&IT
      4.2   SOC&IQ2 JO ; CIA&IT`;

describe('45 Summit: both roll, +1 per region dominated or controlled; the higher gains 2 VP and may move DEFCON one level', () => {
  test('SUM@d3:3 =-2: US 3 against USSR 3 + 1 (Middle East domination) = 4, the USSR gains 2 VP; the card is discarded', () => {
    const g = scenario(`${MIDDLE_EAST}
      4.3   SUM@d3:3 =-2 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
    assert.equal(g.state().defcon, 5);
    assert.ok(g.state().discard.includes('SUM'));
  });

  test('the winner moves DEFCON one level (written only when changed): D4; two levels is TSN181', () => {
    const g = scenario(`${MIDDLE_EAST}
      4.3   SUM@d3:3 =-2 D4 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d3:3 =-2 D3 ; —`).expect('TSN181', '4.3', /Summit: US die 3 = 3 against USSR die 3 \+ 1 \(Middle East domination\) = 4: the USSR wins 2 VP and may move DEFCON one level, from 5 to 4, not to 3/);
  });

  test('a tie gives nothing and is not rolled again: no VP, DEFCON unmoved (a D mark is TSN181), a second roll is TSN181', () => {
    const g = scenario(`${MIDDLE_EAST}
      4.3   SUM@d4:3 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, 0);
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d4:3 D4 ; —`).expect('TSN181', '4.3', /a tie, nobody gains VP or moves DEFCON/);
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d4:3 d5:1 =+2 ; —`).expect('TSN181', '4.3', /Summit is rolled once/);
  });

  test('the US wins with the higher total: =+2; a wrong VP mark is TSN154', () => {
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d6:2 =+2 ; —`).assertClean();
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d3:3 =+2 ; —`).expect('TSN154', '4.3', /write =-2/);
  });

  test('played by the US, and headlined', () => {
    scenario(`${MIDDLE_EAST}
      4.3   DEC&PL2 ; SUM@d5:1 =+2 D4`).assertClean();
    const h = scenario(`
      ${SETUP}
      4.H   SUM d2:5 =-2 ; CON`);
    h.assertClean();
    assert.equal(h.state().vp, -2);
  });

  test('a record without the dice is taken as written (rulings): SUM@ =-2 D4', () => {
    const g = scenario(`${MIDDLE_EAST}
      4.3   SUM@ =-2 D4 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
    assert.equal(g.state().defcon, 4);
  });

  test('anything but dice is TSN181', () => {
    scenario(`${MIDDLE_EAST}
      4.3   SUM@d3:3 IT =-2 ; —`).expect('TSN181', '4.3', /Summit: both sides roll/);
  });
});
