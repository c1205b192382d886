import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('69 Latin American Death Squads: for the turn the player\'s coups in Central and South America +1, the other side\'s -1', () => {
  test('LDS@ leaves its effect for the turn; the card is discarded (no asterisk)', () => {
    const g = scenario(`
      ${SETUP}
      4.1   LDS@ ; —`);
    g.assertClean();
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['LDS:USSR:turn']);
    assert.ok(g.state().discard.includes('LDS'));
  });

  test('the USSR\'s coup in Panama gets +1; the US\'s -1', () => {
    const g = scenario(`
      ${SETUP}
      4.1   LDS@ ; TRU&IT
      4.2   COM#PA2+2 D4 ; DAC#PA6+4 D3`);
    g.assertClean();
    assert.deepEqual(g.influence('PA'), { US: 3, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   LDS@ ; TRU&IT
      4.2   COM#PA2+1 D4 ; —`).expect('TSN151', '4.2', /Coup result should be \+2: die 2 \+ 3 ops \+ 1 modifier - 2 x stability 2/);
  });

  test('played by the US, the US gets the +1 (South America too) and the USSR the -1', () => {
    const g = scenario(`
      ${SETUP}
      4.1   COM#PA6+5 D4 ; LDS@
      4.2   DEC&PL2 ; DAC#PA1+1 D3`);
    g.assertClean();
  });

  test('coups elsewhere are not concerned', () => {
    scenario(`
      ${SETUP}
      4.1   LDS@ ; TRU&IT
      4.2   COM#IR4+3 D4 ; —`).assertClean();
  });

  test('headlined, then for the whole turn; over at the turn\'s end', () => {
    scenario(`
      ${SETUP}
      4.H   LDS ; CON
      4.1   COM#PA2+2 D4 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   LDS@ ; TRU&IT
      5.1   COM#PA2+1 D4 ; —`).assertClean();
  });

  test('Latin American Death Squads writes nothing (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   LDS@PA ; —`).expect('TSN181', '4.1', /Latin American Death Squads writes nothing/);
  });
});
