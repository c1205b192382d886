import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('12 Romanian Abdication: all US influence leaves Romania, the USSR adds enough to control it', () => {
  test('Romanian Abdication as an event: 3 USSR in Romania, USSR control, the card removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   ROM@RO3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 3 });
    assert.equal(game.control('RO'), 'USSR');
    assert.ok(game.state().removed.includes('ROM'));
  });

  test('Romanian Abdication adds only what control needs: 2 when the USSR has 1 there', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&RO ; TRU&TW
      1.2   ROM@RO2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 3 });
  });

  test('Romanian Abdication: more than control needs is TSN181, and only what it needs is added', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&RO ; TRU&TW
      1.2   ROM@RO3 ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN181', '1.2', /Romanian Abdication removes all US influence from Romania \(0\) and adds USSR influence until the USSR controls it \(stability 3, the USSR has 1: 2 to add\); the line adds 3 USSR influence in Romania: write RO2/);
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 3 });
  });

  test('Romanian Abdication when the USSR already controls Romania and the US has none there: nothing to write', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC&RO3 ; TRU&TW
      1.2   ROM@ ; —`);
    game.assertClean();
    assert.ok(game.state().removed.includes('ROM'));
    const written = scenario(`
      ${SETUP}
      1.1   SOC&RO3 ; TRU&TW
      1.2   ROM@RO ; —`);
    onlyOn(written, '1.2');
    written.expect('TSN181', '1.2', /the USSR has 3: 0 to add\); the line adds 1 USSR influence in Romania: write no influence \(it changes none on this board\)/);
    assert.deepEqual(written.influence('RO'), { US: 0, USSR: 3 });
  });

  test('Romanian Abdication: influence elsewhere is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   ROM@RO3 BG ; —`);
    game.expect('TSN181', '1.1', /the line adds 1 USSR influence in Bulgaria: write RO3/);
    assert.deepEqual(game.influence('BG'), { US: 0, USSR: 0 });
  });

  test('Romanian Abdication played by the US for operations, before and after', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; ROM@(RO3) &TW`);
    before.assertClean();
    assert.deepEqual(before.influence('RO'), { US: 0, USSR: 3 });
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; ROM&TW@(RO3)`);
    after.assertClean();
    assert.deepEqual(after.influence('RO'), { US: 0, USSR: 3 });
    assert.ok(after.state().removed.includes('ROM'));
  });
  test('Romanian Abdication as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   ROM RO3 ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('RO'), { US: 0, USSR: 3 });
  });
});
