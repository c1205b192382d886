// Coups (6.3) and DEFCON (8.1): the target, the regions DEFCON closes, the written result against
// die + ops + modifiers - 2 x stability, opponent influence removed first, battlegrounds degrading
// DEFCON, military operations. Each test is a TSN scenario naming the rule it checks.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('coups (6.3)', () => {
  test('6.3.1 target: a coup needs opponent influence in the country', () => {
    scenario(`
      ${SETUP}
      1.1   FID#CU6+2 ; —`).expect('TSN121', '1.1', /Cuba holds no US influence: a coup needs opponent influence in its target/);
  });

  test('6.3.1 result: +N is die + ops - 2 x stability (Iran: 4 + 2 - 4 = 2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 1 });
  });

  test('6.3.1 result: a written +N the rules contradict is an error naming the right value', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+3 D4 ; —`).expect('TSN151', '1.1', /Coup result should be \+2: die 4 \+ 2 ops - 2 x stability 2/);
  });

  test('6.3.1 result: a coup written as successful that fails is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR2+1 D4 ; —`).expect('TSN151', '1.1', /The coup fails \(write no \+\): die 2 \+ 2 ops - 2 x stability 2 = 0/);
  });

  test('6.3.1 result: a coup written as failed that succeeds is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR5 D4 ; —`).expect('TSN151', '1.1', /Coup result should be \+3/);
  });

  test('6.3.2 opponent first: the opponent\'s influence is removed, then the attacker\'s added (Iran 6+3: US 1 removed, USSR +2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS#IR6+3 D4 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
  });

  test('6.3.4 a battleground coup degrades DEFCON, successful or not', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR#JP6 D4 ; —`);
    game.assertClean();
    assert.equal(game.state().defcon, 4);
  });

  test('6.3.4 a coup in a country that is no battleground leaves DEFCON alone', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW#SY5+3`);
    game.assertClean();
    assert.deepEqual(game.influence('SY'), { US: 1, USSR: 0 });
    assert.equal(game.state().defcon, 5);
  });

  test('6.3.4 a battleground coup that leaves out its D is a warning; a wrong D an error naming the level', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 ; —`).expect('TSN157', '1.1', /moves DEFCON from 5 to 4 but does not write it: add D4/);
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D3 ; —`).expect('TSN155', '1.1', /DEFCON is 4 after the play, not 3: write D4/);
  });

  test('8.2.3 military operations: a coup credits the card\'s operations (2 for Fidel)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; —`);
    assert.equal(game.state().milops.USSR, 2);
  });

  test('8.2.3 military operations: a coup credits the modified operations (the China Card in Asia: 5)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN#JP1 D4 ; —`);
    game.assertClean();
    assert.equal(game.state().milops.USSR, 5);
  });
});

describe('coups: DEFCON restrictions by region (8.1.5)', () => {
  test('8.1.5 DEFCON 5: coups anywhere, Europe included', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW#FI6`).assertClean();
  });

  test('8.1.5 DEFCON 4: no coups in Europe', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#FI6`).expect('TSN122', '1.1', /No coups in Europe at DEFCON 4/);
  });

  test('8.1.5 DEFCON 3: no coups in Asia either; the Middle East is still open', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#KR6+2 D2 ; —`);
    game.expect('TSN122', '1.2', /No coups in Asia at DEFCON 3/);
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#IL6 D2 ; —`).assertClean();
  });

  test('8.1.5 DEFCON 2: no coups in the Middle East either; Africa and the Americas stay open', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#IL6 D2 ; DAC&IT3
      1.3   COM#IQ6+3 D1 ; —`).expect('TSN122', '1.3', /No coups in Middle East at DEFCON 2/);
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#IL6 D2 ; DAC&IT3
      1.3   COM#ZA1 D1 ; —`).expect('TSN162', '1.3', /The US wins on turn 1: DEFCON reached 1/);
  });

  test('a coup the rules forbid is reported and does not move DEFCON: no nuclear war from it, the replay goes on (its marks are taken as written)', () => {
    const board = `
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#IL6 D2 ; DAC&IT3`;
    const game = scenario(`${board}
      1.3   COM#IL6+1 ; TRU&FR
      1.4   NAS&SY ; IND&IT2`);
    game.expect('TSN122', '1.3', /No coups in Middle East at DEFCON 2/);
    assert.deepEqual(game.problems(), ['TSN122@1.3']);
    assert.equal(game.state('1.3').defcon, 2);
    assert.equal(game.state().result, null);
    assert.deepEqual(game.influence('IL', '1.3'), { US: 0, USSR: 0 }, 'the influence its die moves, as the line writes it');
    assert.equal(game.state('1.3').milops.USSR, 5);
    // Written D1: the mark is taken as written, and that is nuclear war.
    const written = scenario(`${board}
      1.3   COM#IL6+1 D1 ; —`);
    assert.deepEqual(written.state().result, { winner: 'US', reason: 'defcon', turn: 1 });
    // An effect's prohibition (NATO) and a coup under Cuban Missile Crisis' threat: no DEFCON move, no nuclear war.
    const nato = scenario(`
      ${SETUP}
      1.1   SUE&SY ; MAR@IT BX DK NO TR GR CA
      1.2   FID&SY ; NAT@
      1.3   COM#IT6+5 ; —`);
    nato.expect('TSN123', '1.3', /NATO protects Italy/);
    assert.equal(nato.state().defcon, 5);
  });
});
