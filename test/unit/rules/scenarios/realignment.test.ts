// Realignment rolls (6.2): one roll per op, targets with opponent influence, DEFCON restrictions,
// modifiers from the board, each roll resolved before the next. TSN scenarios naming the rule.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('realignment (6.2)', () => {
  test('6.2.1 one roll per op: Indo-Pakistani War (2 ops) makes two rolls', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW/KP1:1 IQ1:1`);
    game.assertClean();
    assert.equal(game.state().milops.US, 0, 'realignments are no military operations');
    assert.equal(game.state().defcon, 5, 'realignments leave DEFCON alone');
  });

  test('6.2.1 one roll per op: more rolls than ops is an error', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW/KP1:1 IQ1:1 SY1:1`).expect('TSN133', '1.1', /at most 2 realignment rolls, 3 written/);
  });

  test('6.2.1 one roll per op: fewer rolls than ops is a warning', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW/KP1:1`).expect('TSN134', '1.1', /one realignment roll per op, 2 in all; 1 written/);
  });

  test('6.2.1 target: a realignment roll needs opponent influence in the country', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IPW/KP1:1 EG1:1`).expect('TSN131', '1.1', /Egypt holds no USSR influence/);
  });

  test('6.2.2 modifiers from the board: more influence and the adjacent superpower (North Korea: USSR +2; US 6 against 3+2 = 5 removes 1)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; NAS/KP6:3`);
    assert.deepEqual(game.influence('KP'), { US: 0, USSR: 2 });
  });

  test('6.2.2 modifiers from the board: a tie changes nothing (US 5 against 3+2)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; TRU/KP5:3`);
    game.assertClean();
    assert.deepEqual(game.influence('KP'), { US: 0, USSR: 3 });
  });

  test('6.2.2 modifiers from the board: adjacent controlled countries (East Germany: the USSR +1 for Poland, +1 more influence; US 6 against 1+2 removes 3)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; TRU/DD6:1`);
    game.assertClean();
    assert.deepEqual(game.influence('DD'), { US: 0, USSR: 1 });
  });

  test('6.2.3 each roll is resolved before the next: Syria emptied by the first roll is no target for the second', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&AF2 ; IPW/SY6:1 SY6:1`);
    game.expect('TSN131', '1.1', /Syria holds no USSR influence/);
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 0 });
  });

  test('6.2.3 the loser never goes below 0, and the winner gains nothing', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID&AF2 ; IPW/SY6:1 KP1:1`);
    game.assertClean();
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 0 });
  });

  test('8.1.5 DEFCON 4: no realignment rolls in Europe', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW/DD6:1 KP1:1`).expect('TSN132', '1.1', /No realignment rolls in Europe at DEFCON 4/);
  });

  test('8.1.5 DEFCON 3: no realignment rolls in Asia; the Middle East is open', () => {
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR/JP1:1 KR1:1 ; —`).expect('TSN132', '1.2', /No realignment rolls in Asia at DEFCON 3/);
    scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR/IL1:1 IL1:1 ; —`).assertClean();
  });
});
