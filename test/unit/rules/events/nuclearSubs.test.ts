import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Three USSR battleground coups take DEFCON from 5 to 2 in turn 4; South Africa then holds 2 USSR influence.
const TO_2 = (us1: string) => `
      ${SETUP}
      4.1   DES#IR4+3 D4 ; ${us1}
      4.2   COM#PA6+5 D3 ; TRU&IT
      4.3   SUE#ZA6+3 D2 ; CIA&IT`;

describe('41 Nuclear Subs: for the rest of the turn US coups with operations in battlegrounds do not degrade DEFCON', () => {
  test('the event leaves its effect for the turn; the card is removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NUC@`);
    g.assertClean();
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['NUC:US:turn']);
    assert.ok(g.state().removed.includes('NUC'));
  });

  test('the issue\'s case: at DEFCON 2 a legal US coup in a battleground (South Africa) leaves DEFCON at 2, no nuclear war', () => {
    const g = scenario(`${TO_2('NUC@')}
      4.4   DEC&PL2 ; DAC#ZA6+3`);
    g.assertClean();
    assert.equal(g.state().defcon, 2);
    assert.equal(g.state().result, null);
    assert.deepEqual(g.influence('ZA'), { US: 1, USSR: 0 });
    assert.equal(g.state().milops.US, 3, 'the coup still earns military operations');
  });

  test('without Nuclear Subs the same coup is nuclear war: the US loses', () => {
    const g = scenario(`${TO_2('NAS&TR')}
      4.4   DEC&PL2 ; DAC#ZA6+3 D1`);
    assert.deepEqual(g.state().result, { winner: 'USSR', reason: 'defcon', turn: 4 });
  });

  test('a DEFCON mark written for the protected coup is wrong (TSN155)', () => {
    scenario(`${TO_2('NUC@')}
      4.4   DEC&PL2 ; DAC#ZA6+3 D1`).expect('TSN155', '4.4', /DEFCON is 2 after the play, not 1: write D2/);
  });

  test('USSR coups still degrade DEFCON', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NUC@
      4.2   DES#IR4+3 D4 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
  });

  test('played by the USSR for operations, the event helps the US all the same', () => {
    const g = scenario(`
      ${SETUP}
      4.1   NUC&SY2@ ; DAC#IQ6+3`);
    g.assertClean();
    assert.equal(g.state().defcon, 5);
  });

  test('it lasts the turn: a US battleground coup in turn 5 degrades DEFCON again', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NUC@
      5.1   DEC&PL2 ; DAC#IQ6+3 D4`);
    g.assertClean();
  });

  test('no shield against Cuban Missile Crisis: a US coup under the crisis is still nuclear war', () => {
    const g = scenario(`
      ${SETUP}
      4.1   COM#PA6+5 D4 ; NUC@
      4.2   CMC@ D2 ; DAC#PA6+5`);
    assert.deepEqual(g.problems(), []);
    assert.deepEqual(g.state().result, { winner: 'USSR', reason: 'defcon', turn: 4 });
    assert.equal(g.state().defcon, 2);
  });

  test('Nuclear Subs writes nothing (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; NUC@IT`).expect('TSN181', '4.1', /Nuclear Subs writes nothing/);
  });
});
