import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The USSR holds Cuba (3, Fidel); the US has 3 in Costa Rica, a Central American non-battleground
// a coup may target at DEFCON 2; the US plays Cuban Missile Crisis in 4.2: the USSR is threatened.
const CRISIS = `
      ${SETUP}
      4.1   FID@CU3 ; DAC&CR3
      4.2   SUE&PL3 ; CMC@ D2`;

describe('40 Cuban Missile Crisis: DEFCON 2; a coup by the other side ends the game unless it removed 2 influence', () => {
  test('the event sets DEFCON to 2 (CMC@ D2) and leaves its effect for the turn; the card is removed', () => {
    const g = scenario(CRISIS);
    g.assertClean();
    assert.equal(g.state().defcon, 2);
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['CMC:US:turn']);
    assert.ok(g.state().removed.includes('CMC'));
  });

  test('the DEFCON left out is TSN157; anything written for the event is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   CMC@ ; —`).expect('TSN157', '4.1', /add D2/);
    scenario(`
      ${SETUP}
      4.1   CMC@CU D2 ; —`).expect('TSN181', '4.1', /Cuban Missile Crisis sets DEFCON to 2/);
  });

  test('a USSR coup (even a failed one, in a non-battleground) is nuclear war: the USSR loses, DEFCON stays 2; the round\'s other part is —', () => {
    const g = scenario(`${CRISIS}
      4.3   COM#CR2 ; —`);
    g.assertClean();
    g.expect('TSN162', '4.3', /The US wins on turn 4: nuclear war/);
    assert.deepEqual(g.state().result, { winner: 'US', reason: 'defcon', turn: 4 });
    assert.equal(g.state().defcon, 2);
    scenario(`${CRISIS}
      4.3   COM#CR2 ; —
      4.4   SOC&PL3 ; —`).expect('TSN171', '4.4', /The game ended on turn 4/);
  });

  test('the side that played it may coup: the crisis threatens only the other side', () => {
    const g = scenario(`
      ${SETUP}
      4.1   CMC@ D2 ; DAC&CR3
      4.2   COM#CR2 ; —`);
    g.assertClean();
    assert.equal(g.state().result, null);
  });

  test('the removal written at the end of the part counts before its coup: 2 USSR influence out of Cuba, the crisis over', () => {
    const g = scenario(`${CRISIS}
      4.3   COM#CR2 CMC@CU-2 ; TRU&IT`);
    g.assertClean();
    assert.equal(g.state().result, null);
    assert.deepEqual(g.influence('CU'), { US: 0, USSR: 1 });
    assert.deepEqual(g.state().effects, []);
  });

  test('the removal written first, before the play, and in an earlier round: no nuclear war', () => {
    const first = scenario(`${CRISIS}
      4.3   CMC@CU-2 COM#CR2 ; TRU&IT`);
    first.assertClean();
    assert.equal(first.state().result, null);
    assert.deepEqual(first.influence('CU'), { US: 0, USSR: 1 });
    assert.ok(first.state().discard.includes('COM'), 'COMECON is the card played; the crisis card stays removed');
    assert.ok(first.state().removed.includes('CMC'));
    const earlier = scenario(`${CRISIS}
      4.3   SOC&PL3 CMC@CU-2 ; TRU&IT
      4.4   COM#CR2 ; —`);
    earlier.assertClean();
    assert.equal(earlier.state().result, null);
    assert.deepEqual(earlier.state().effects, []);
  });

  test('the removal written in the other side\'s part, in parentheses (the USSR\'s influence in a US part)', () => {
    const g = scenario(`${CRISIS}
      4.3   SOC&PL3 ; TRU&IT CMC@(CU-2)
      4.4   COM#CR2 ; —`);
    g.assertClean();
    assert.equal(g.state().result, null);
  });

  test('a wrong removal does not end the crisis: wrong side, country, amount, or not enough influence there', () => {
    scenario(`${CRISIS}
      4.3   SOC&PL3 CMC@(CU-2) ; —`).expect('TSN181', '4.3', /the USSR ends Cuban Missile Crisis by removing 2 of its own influence from Cuba; the line changes US influence in Cuba/);
    scenario(`${CRISIS}
      4.3   SOC&PL3 CMC@SY-2 ; —`).expect('TSN181', '4.3', /not from Syria: write CMC@CU-2/);
    scenario(`${CRISIS}
      4.3   SOC&PL3 CMC@CU- ; —`).expect('TSN182', '4.3', /the line removes 1: write CMC@CU-2/);
    const short = scenario(`
      ${SETUP}
      4.1   CMC@ D2 ; DAC&IT3 CMC@TR-2
      4.2   SOC&PL3 ; CON#HT1`);
    short.expect('TSN181', '4.1', /the US ends Cuban Missile Crisis by removing 2 of its own influence from West Germany or Turkey; the US has 0 in Turkey: it cannot remove 2 there/);
    assert.deepEqual(short.state('4.1').effects.map((e) => e.card), ['CMC']);
  });

  test('the US, threatened, removes 2 from West Germany or Turkey (CMC@DE-2), then coups safely', () => {
    const board = `
      ${SETUP}
      4.1   FID@CU3 ; DAC&DE3
      4.2   DEC&HT2 ; TRU&IT`;
    const g = scenario(`${board}
      4.3   CMC@ D2 ; CMC@DE-2 CON#HT1+2`);
    g.assertClean();
    assert.equal(g.state().result, null);
    assert.deepEqual(g.influence('DE'), { US: 3, USSR: 0 });
    assert.deepEqual(g.influence('HT'), { US: 0, USSR: 0 });
    const lost = scenario(`${board}
      4.3   CMC@ D2 ; CON#HT1+2`);
    assert.deepEqual(lost.state().result, { winner: 'USSR', reason: 'defcon', turn: 4 });
  });

  test('headlined: DEFCON 2 from the headline, the other side threatened for the turn', () => {
    const g = scenario(`
      ${SETUP}
      4.H   FID CU3 ; CMC D2
      4.1   COM#ZA6+3 ; —`);
    assert.equal(g.state('4.H').defcon, 2);
    assert.equal(g.state().result?.winner, 'US');
  });

  test('the removal written in the threatened side\'s headline counts before its headline\'s free coup (CMC first, 3 ops; Junta 2)', () => {
    const board = `
      ${SETUP}
      4.1   FID@CU3 ; DAC&CR3`;
    const g = scenario(`${board}
      5.H   JUN AR2 #CR6+2 CMC@CU-2 ; CMC D2`);
    g.assertClean(['TSN180']);
    assert.equal(g.state().result, null);
    assert.deepEqual(g.influence('CU'), { US: 0, USSR: 1 });
    assert.deepEqual(g.influence('CR'), { US: 1, USSR: 0 });
    assert.deepEqual(g.state().effects.map((e) => e.card), []);
    const lost = scenario(`${board}
      5.H   JUN AR2 #CR6+2 ; CMC D2`);
    assert.deepEqual(lost.state().result, { winner: 'US', reason: 'defcon', turn: 5 });
    scenario(`${board}
      5.H   JUN AR2 #CR6+2 CMC@CU- ; CMC D2`).expect('TSN182', '5.H', /removes 1/);
  });

  test('not in force: CMC@ written in a part is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   FID@CU3 CMC@CU-2 ; —`).expect('TSN181', '4.1');
  });

  test('the crisis ends with the turn', () => {
    const g = scenario(`${CRISIS}
      5.1   COM#CR2 ; —`);
    assert.equal(g.state().result, null);
  });
});
