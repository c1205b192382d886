import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('"Lone Gunman" (LON, 62)', () => {
  test('62: the USSR conducts 1 op of operations; Lone Gunman is removed', () => {
    const game = scenario(`
      ${SETUP}
      4.1   LON@&SY ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 2 });
    assert.ok(game.state().removed.includes('LON'));
  });

  test('62: a coup with its operation earns 1 military operation', () => {
    const game = scenario(`
      ${SETUP}
      4.1   LON@#IR4+1 D4 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 0 });
    assert.equal(game.state().milops.USSR, 1);
  });

  test('62 played by the US for operations: the USSR\'s operations in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; LON&JP@(#IR4+1) D4`);
    game.assertClean();
    assert.deepEqual(game.influence('JP'), { US: 2, USSR: 0 });
    assert.equal(game.state().milops.USSR, 1);
    assert.equal(game.state().defcon, 4);
  });

  test('62: operations left out (TSN182), written as the event\'s influence or the space race (TSN181)', () => {
    scenario(`
      ${SETUP}
      4.1   LON@ ; DAC&JP3`).expect('TSN182', '4.1', /Lone Gunman gives the USSR 1 op of operations: write them after the event as an operations part, e.g. LON@&JP/);
    scenario(`
      ${SETUP}
      4.1   LON@SY ; DAC&JP3`).expect('TSN181', '4.1', /the line adds USSR influence in Syria/);
    scenario(`
      ${SETUP}
      4.1   LON@*3+ ; DAC&JP3`).expect('TSN181', '4.1', /not the space race/);
    scenario(`
      ${SETUP}
      4.1   LON@&SY2 ; DAC&JP3`).expect('TSN112', '4.1', /gives the USSR 1 op/);
  });
});

describe('Lone Gunman triggered by the opponent: the other order of event and operations', () => {
  test('Lone Gunman: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; LON@(#IR4+1) &JP D4`);
    game.assertClean();
    assert.equal(game.state().milops.USSR, 1);
    assert.deepEqual(game.influence('JP'), { US: 2, USSR: 0 });
  });
});

describe('Lone Gunman headlined', () => {
  test('headlined, its operations attach to the code (LON&PL, LON #IR6+3); left out, the message shows the headline form', () => {
    const game = scenario(`
      ${SETUP}
      4.H   LON #IR6+3 D4 ; CON`);
    game.assertClean();
    assert.equal(game.state().milops.USSR, 1);
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      4.H   LON ; CON`).expect('TSN182', '4.H', /Lone Gunman gives the USSR 1 op of operations: write them after the event as an operations part, e.g. LON&JP\.$/);
  });
});
