import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// DEFCON 3 after two USSR coups in turn 4; COMECON and De-Stalinization (played for operations) are in the discard pile.
const AT_3 = `
      ${SETUP}
      4.1   DES#IR4+3 D4 ; TRU&IT
      4.2   COM#PA6+5 D3 ; CIA&IT`;

describe('43 SALT Negotiations: DEFCON +2, -1 on every coup for the turn, a card from the discard pile', () => {
  test('SAL@ >DES D5: DEFCON 3 to 5, the card taken into the USSR\'s hand and played later; SALT removed, in force for the turn', () => {
    const g = scenario(`${AT_3}
      4.3   SAL@ >DES D5 ; DAC&IT3
      4.4   DES&PL3 ; —`);
    g.assertClean();
    assert.equal(g.state('4.3').defcon, 5);
    assert.ok(!g.state('4.3').discard.includes('DES'));
    assert.ok(g.state('4.3').removed.includes('SAL'));
    assert.deepEqual(g.state('4.3').effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['SAL:USSR:turn']);
    assert.ok(g.state().discard.includes('DES'), 'played again from the hand');
  });

  test('with known hands the card taken is in the hand', () => {
    const g = scenario(`
      ${SETUP}
      4.D   [DES COM SAL FID DEC SOC SUE NAS BLO] ; [DAC TRU CIA CON NUC IND EEU MAR FOR]
      4.1   DES&PL3 ; TRU&IT
      4.2   SAL@ >DES ; CIA&IT
      4.3   DES&PL3 ; —`);
    g.assertClean();
    assert.ok(g.state('4.2').hands.USSR?.includes('DES'));
  });

  test('none taken: SAL@ D5', () => {
    const g = scenario(`${AT_3}
      4.3   SAL@ D5 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 5);
  });

  test('DEFCON never above 5: at DEFCON 4 SALT gives 5; the mark left out is TSN157', () => {
    scenario(`
      ${SETUP}
      4.1   DES#IR4+3 D4 ; TRU&IT
      4.2   SAL@ D5 ; —`).assertClean();
    scenario(`${AT_3}
      4.3   SAL@ ; —`).expect('TSN157', '4.3', /add D5/);
  });

  test('every coup gets -1 for the rest of the turn, both sides\'', () => {
    const g = scenario(`${AT_3}
      4.3   SAL@ D5 ; DAC#PA6+4 D4`);
    g.assertClean();
    scenario(`${AT_3}
      4.3   SAL@ D5 ; DAC#PA6+5 D4`).expect('TSN151', '4.3', /Coup result should be \+4: die 6 \+ 3 ops - 1 modifier - 2 x stability 2/);
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; SAL@
      4.2   COM#IR5+3 D4 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; SAL@
      5.1   COM#IR5+4 D4 ; —`).assertClean();
  });

  test('the card must be in the discard pile (TSN102), not a scoring card (TSN181), one card (TSN181)', () => {
    scenario(`${AT_3}
      4.3   SAL@ >FID D5 ; —`).expect('TSN102', '4.3', /Fidel is in the deck: SALT Negotiations takes a card from the discard pile/);
    scenario(`
      ${SETUP}
      4.1   SCA ; TRU&IT
      4.2   SAL@ >SCA ; —`).expect('TSN181', '4.2', /non-scoring card.*Central America Scoring is a scoring card/);
    scenario(`${AT_3}
      4.3   SAL@ >DES >COM D5 ; —`).expect('TSN181', '4.3', /one card from the discard pile; the line takes 2: leave >COM out/);
  });

  test('played by the US, the US takes the card (a US card from the discard pile)', () => {
    const g = scenario(`${AT_3}
      4.3   FID&SY2 ; SAL@ >TRU D5
      4.4   DEC&PL2 ; TRU&IT`);
    g.assertClean();
  });

  test('headlined: SAL >DES', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DES&PL3 ; TRU&IT
      4.H   SAL >DES ; CON
      4.1   DES&PL3 ; —`);
    g.assertClean();
  });

  test('SALT\'s -1 and Latin American Death Squads\' +1 cancel out for the Death Squads\' player in Central America; the other side gets -2', () => {
    const g = scenario(`
      ${SETUP}
      4.1   LDS@ ; SAL@
      4.2   COM#PA6+5 D4 ; DAC#PA6+3 D3`);
    g.assertClean();
    assert.deepEqual(g.influence('PA'), { US: 0, USSR: 1 });
    scenario(`
      ${SETUP}
      4.1   LDS@ ; SAL@
      4.2   COM#PA6+6 D4 ; —`).expect('TSN151', '4.2', /Coup result should be \+5: die 6 \+ 3 ops - 2 x stability 2/);
  });
});
