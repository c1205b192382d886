import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning: the scenario's other lines must be legal. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('8 Fidel: all US influence leaves Cuba, the USSR adds enough to control it', () => {
  test('Fidel as an event on an empty Cuba: 3 USSR (stability 3), USSR control, the card removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID@CU3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
    assert.equal(game.control('CU'), 'USSR');
    assert.ok(game.state().removed.includes('FID'));
  });

  test('Fidel removes all the US influence in Cuba first', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DAC&CU3
      1.2   FID@CU3 (CU-3) ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
  });

  test('Fidel: the US removal left out is TSN182; the event removes it all the same', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DAC&CU3
      1.2   FID@CU3 ; —`);
    onlyOn(game, '1.2');
    game.expect('TSN182', '1.2', /Fidel removes all US influence from Cuba \(3\) and adds USSR influence until the USSR controls it \(stability 3, the USSR has 0: 3 to add\); the line leaves out that it removes 3 US influence from Cuba: write CU3 \(CU-3\)/);
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
  });

  test('Fidel: more USSR influence than control needs is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID@CU4 ; —`);
    game.expect('TSN181', '1.1', /the line adds 4 USSR influence in Cuba: write CU3/);
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
  });

  test('Fidel played by the US for operations, event first', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; FID@(CU3) &TW2`);
    game.assertClean();
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
    assert.ok(game.state().removed.includes('FID'));
  });

  test('Fidel played by the US for operations, operations first: the influence just placed in Cuba goes', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; FID&CU2@(CU3) CU-2`);
    game.assertClean();
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 3 });
  });
  test('Fidel as a headline: 3 USSR in Cuba, the card removed', () => {
    const game = scenario(`
      ${SETUP}
      1.H   FID CU3 ; CON`);
    game.assertClean();
    assert.equal(game.control('CU'), 'USSR');
    assert.ok(game.state().removed.includes('FID'));
  });
});
