import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Ortega Elected in Nicaragua (91, USSR, 2 ops, asterisk): all US influence out of Nicaragua, then a
// free USSR coup (2 ops) in a country next to Nicaragua (Cuba, Honduras, Costa Rica): no military
// operations, no DEFCON region limit.
// The US puts 3 in Costa Rica (from Panama, its starting influence), then 2 in Nicaragua.
const BOARD = `
      8.1   NAS&SY ; DAC&CR3
      8.2   FID&SY2 ; IND&NI2`;

describe('Ortega Elected in Nicaragua (ORT, 91)', () => {
  test('91: US influence out of Nicaragua, then a free coup in Costa Rica: no military operations', () => {
    const game = scenario(`
      ${SETUP}${BOARD}
      8.3   ORT@(NI-2) #CR6+2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('NI'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('CR'), { US: 1, USSR: 0 });
    assert.equal(game.state().milops.USSR, 0);
    assert.ok(game.state().removed.includes('ORT'));
  });

  test('91: no US influence in Nicaragua: the coup alone; the coup may be left out', () => {
    const coup = scenario(`
      ${SETUP}
      8.1   NAS&SY ; DAC&CR2 PA
      8.2   ORT@#CR5+1 ; —`);
    coup.assertClean();
    assert.deepEqual(coup.influence('CR'), { US: 1, USSR: 0 });
    const none = scenario(`
      ${SETUP}${BOARD}
      8.3   ORT@(NI-2) ; —`);
    none.assertClean();
  });

  test('91: a free coup ignores DEFCON: Central America at DEFCON 2; Cuba, a battleground, to DEFCON 1 loses the game for the USSR', () => {
    const game = scenario(`
      ${SETUP}
      8.1   DES#IR4+3 D4 ; DAC&CU3
      8.2   FID#KR6+2 D3 ; —
      8.3   COM#PA6+5 D2 ; —
      8.4   ORT@#CU1 D1 ; —`);
    game.assertClean();
    assert.deepEqual(game.state().result, { winner: 'US', reason: 'defcon', turn: 8 });
  });

  test('91: played by the US for operations, the USSR\'s coup in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      ${BOARD.trim()}
      8.3   COM&SY3 ; ORT&PA2 @NI-2 (#CR6+2)`);
    game.assertClean();
    assert.deepEqual(game.influence('NI'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('CR'), { US: 1, USSR: 0 });
  });

  test('91: a coup not next to Nicaragua, two coups, the removal left out are errors', () => {
    const line = (play: string) => scenario(`
      ${SETUP}${BOARD}
      8.3   ${play} ; —`);
    line('ORT@(NI-2) #PA6+2').expect('TSN181', '8.3', /Ortega Elected in Nicaragua's free coup is in a country next to Nicaragua \(.*Costa Rica.*\); the line writes one in Panama/);
    line('ORT@(NI-2) #CR6+2 #HN6+3').expect('TSN181', '8.3', /one free coup attempt; the line writes 2/);
    const left = line('ORT@#CR6+2');
    left.expect('TSN182', '8.3', /Ortega Elected in Nicaragua removes all US influence from Nicaragua \(2\); the line writes none of it: write \(NI-2\)/);
    assert.deepEqual(left.influence('NI'), { US: 0, USSR: 0 });
    line('ORT@(NI-2) #CR6+3').expect('TSN151', '8.3', /Coup result should be \+2/);
  });
});
