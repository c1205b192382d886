import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The US: 2 in Lebanon, 2 in Israel, 1 in Iran.
const LEBANON = `
      ${SETUP}
      1.1   NAS@EG2 ; DAC&LB2 IL`;

describe('Marine Barracks Bombing (88): all US influence out of Lebanon, then 2 more US influence out of the Middle East', () => {
  test('played by the USSR: (LB-2 IL-2); removed from the game', () => {
    const g = scenario(`${LEBANON}
      8.1   MBB@(LB-2 IL-2) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('LB'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('IL'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('IR'), { US: 1, USSR: 0 });
    assert.ok(g.state().removed.includes('MBB'));
  });

  test('the 2 may be split between two countries', () => {
    const g = scenario(`${LEBANON}
      8.1   MBB@(LB-2 IL- IR-) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IR'), { US: 0, USSR: 0 });
    assert.deepEqual(g.influence('IL'), { US: 1, USSR: 0 });
  });

  test('no US influence in Lebanon: only the 2 more', () => {
    const g = scenario(`
      ${SETUP}
      8.1   MBB@(IL- IR-) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IL'), { US: 0, USSR: 0 });
  });

  test('triggered by the US playing it for operations: its own losses without parentheses, before or after', () => {
    for (const play of ['MBB&JP2@LB-2 IL-2', 'MBB@LB-2 IL-2 &JP2']) {
      const g = scenario(`${LEBANON}
      8.1   FID&SY2 ; ${play}`);
      g.assertClean();
      assert.deepEqual(g.influence('LB'), { US: 0, USSR: 0 }, play);
      assert.deepEqual(g.influence('JP'), { US: 3, USSR: 0 }, play);
    }
  });

  test('as the USSR headline', () => {
    scenario(`${LEBANON}
      8.H   MBB(LB-2 IL-2) ; CON`).assertClean();
  });

  test('mis-written: Lebanon left out or short, the 2 more short, outside the Middle East, too many', () => {
    const noLebanon = scenario(`${LEBANON}
      8.1   MBB@(IL-2) ; —`);
    onlyOn(noLebanon, '8.1');
    noLebanon.expect('TSN182', '8.1', /Marine Barracks Bombing removes all US influence from Lebanon \(2\); the line writes none of it: write \(LB-2\)/);
    assert.deepEqual(noLebanon.influence('LB'), { US: 0, USSR: 0 });
    scenario(`${LEBANON}
      8.1   MBB@(LB- IL-2) ; —`).expect('TSN182', '8.1', /the line removes 1 US influence from Lebanon: write \(LB-2\)/);
    scenario(`${LEBANON}
      8.1   MBB@(LB-2 IL-) ; —`).expect('TSN182', '8.1', /then removes 2 more US influence from the Middle East; the line removes 1: remove 1 more/);
    const abroad = scenario(`${LEBANON}
      8.1   MBB@(LB-2 IT-2) ; —`);
    abroad.expect('TSN181', '8.1', /the line removes US influence from Italy, not in the Middle East/);
    assert.deepEqual(abroad.influence('IT'), { US: 3, USSR: 0 });
    scenario(`${LEBANON}
      8.1   MBB@(LB-2 IL-2 IR-) ; —`).expect('TSN181', '8.1', /the line removes 3 in all: at most 2/);
    scenario(`${LEBANON}
      8.1   MBB@LB-2 IL-2 ; —`).expect('TSN181', '8.1', /the line removes 2 USSR influence from Lebanon/);
  });
});
