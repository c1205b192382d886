import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const MARSHALL = '1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK';

describe('NATO (21): needs Marshall Plan or Warsaw Pact Formed; no USSR coups or realignments in US-controlled Europe', () => {
  test('NATO without its prerequisite cannot be played as an event (TSN105, rule 5.2); the card is discarded, not removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; NAT@`);
    g.expect('TSN105', '1.1', /NATO's event cannot happen: it needs Marshall Plan or Warsaw Pact Formed played as an event first, and neither is in force/);
    assert.ok(g.state().discard.includes('NAT'));
    assert.ok(!g.state().removed.includes('NAT'));
    assert.deepEqual(g.state().effects, []);
  });

  test('NATO triggered by the USSR before its prerequisite: operations only, no error, discarded (rule 5.2 example)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAT&PL2 HU2@ ; TRU&IT`);
    g.assertClean();
    assert.ok(g.state().discard.includes('NAT'));
    assert.deepEqual(g.state().effects, []);
  });

  test('NATO after Marshall Plan: in force, removed from the game', () => {
    const g = scenario(`
      ${SETUP}
      ${MARSHALL}
      1.2   NAS&PL ; NAT@`);
    g.assertClean();
    assert.deepEqual(g.state().effects.map((e) => e.card), ['MAR', 'NAT']);
    assert.ok(g.state().removed.includes('NAT'));
  });

  test('NATO after Warsaw Pact Formed (played by the USSR), and triggered by the USSR before or after its operations', () => {
    const g = scenario(`
      ${SETUP}
      1.1   WPF@PL2 CS2 RO ; TRU&IT
      1.2   NAT&PL2 HU2@ ; IND&IT2`);
    g.assertClean();
    assert.ok(g.state().effects.some((e) => e.card === 'NAT' && e.side === 'US'));
    const first = scenario(`
      ${SETUP}
      1.1   WPF@PL2 CS2 RO ; TRU&IT
      1.2   NAT@&PL2 HU2 ; IND&IT2`);
    first.assertClean();
    assert.ok(first.state().removed.includes('NAT'));
  });

  test('NATO: a USSR coup in US-controlled Italy is an error (TSN123)', () => {
    const g = scenario(`
      ${SETUP}
      ${MARSHALL}
      1.2   NAS&PL ; NAT@
      1.3   COM#IT6+5 D4 ; TRU&IT`);
    g.expect('TSN123', '1.3', /The USSR may not coup in Italy: NATO protects Italy, a US-controlled European country/);
  });

  test('NATO: a USSR realignment roll in US-controlled Italy is an error (TSN135)', () => {
    const g = scenario(`
      ${SETUP}
      ${MARSHALL}
      1.2   NAS&PL ; NAT@
      1.3   BLO/IT1:6 ; TRU&IT`);
    g.expect('TSN135', '1.3', /The USSR may not make a realignment roll in Italy: NATO protects Italy/);
  });

  test('NATO protects only US-controlled countries: a coup in uncontrolled Finland... Austria is allowed', () => {
    const g = scenario(`
      1.S   PL4 DD HU ; IT3 FR2 AT2
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK
      1.2   NAS&PL ; NAT@
      1.3   COM#AT6+1 ; TRU&IT`);
    g.assertClean();
    assert.deepEqual(g.influence('AT'), { US: 1, USSR: 0 });
  });

  test('NATO does not stop the US: a US coup in Europe is not its business', () => {
    const g = scenario(`
      ${SETUP}
      ${MARSHALL}
      1.2   NAS&PL ; NAT@
      1.3   NAS&PL ; DAC#HU6+4`);
    assert.ok(!g.problems().some((p) => p.startsWith('TSN123')));
  });

  test('NATO with De Gaulle Leads France in force: France is no longer protected', () => {
    const text = (dgl: boolean) => `
      ${SETUP}
      ${MARSHALL}
      1.2   ${dgl ? 'DGL@FR (FR-2)' : 'SUE&PL3'} ; NAT@
      1.3   NAS&PL ; DAC&FR3
      1.4   COM#FR6+3 D4 ; TRU&IT`;
    const without = scenario(text(false));
    assert.equal(without.control('FR', '1.3'), 'US');
    without.expect('TSN123', '1.4', /NATO protects France/);
    const withDgl = scenario(text(true));
    assert.equal(withDgl.control('FR', '1.3'), 'US');
    withDgl.assertClean();
  });

  test('NATO with Willy Brandt in force: West Germany is no longer protected', () => {
    const text = (wil: boolean) => `
      1.S   PL4 DD HU ; IT2 DE4 FR
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK
      1.2   BLO&PL ; NAT@
      4.1   ${wil ? 'WIL@DE =-1' : 'CB5&PL2'} ; —
      4.2   SUE/DE6:1 ; —`;
    const without = scenario(text(false));
    assert.equal(without.control('DE', '4.1'), 'US');
    without.expect('TSN135', '4.2', /NATO protects West Germany/);
    const withWil = scenario(text(true));
    assert.equal(withWil.control('DE', '4.1'), 'US');
    assert.ok(!withWil.problems().some((p) => p.startsWith('TSN135')), JSON.stringify(withWil.problems()));
  });

  test('NATO writes nothing: written influence is an error (TSN181)', () => {
    const g = scenario(`
      ${SETUP}
      ${MARSHALL}
      1.2   NAS&PL ; NAT@IT`);
    g.expect('TSN181', '1.2', /NATO writes nothing: it keeps USSR coups and realignment rolls out of US-controlled European countries; the line adds US influence in Italy/);
  });
  test('NATO headlined against Marshall Plan: a tie of 4 ops, the US\'s first, so NATO comes into force', () => {
    const game = scenario(`
      ${SETUP}
      1.H   NAT ; MAR IT FR DE UK BX CA DK
      1.1   KOR#IT6+4 D4 ; —`);
    game.expect('TSN123', '1.1', /NATO protects Italy/);
    assert.deepEqual(game.state('1.H').effects.map((e) => e.card).sort(), ['MAR', 'NAT']);
  });

  test('NATO headlined by the US against Warsaw Pact Formed: NATO (4 ops) resolves first, before its prerequisite, and is discarded', () => {
    const game = scenario(`
      ${SETUP}
      1.H   WPF PL HU2 CS2 ; NAT
      1.1   KOR#IT6+4 D4 ; —`);
    game.assertClean();
    assert.deepEqual(game.state('1.H').effects.map((e) => e.card), ['WPF']);
    assert.ok(game.state('1.H').discard.includes('NAT'));
  });
});
