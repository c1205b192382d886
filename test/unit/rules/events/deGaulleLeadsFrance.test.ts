import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('De Gaulle Leads France (17): US -2 and USSR +1 in France; France out of NATO', () => {
  test('De Gaulle Leads France played as an event: FR US 2 to 0, USSR 1; in force, removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DGL@FR (FR-2) ; TRU&IT`);
    g.assertClean();
    assert.deepEqual(g.influence('FR'), { US: 0, USSR: 1 });
    assert.deepEqual(g.state().effects.map((e) => e.card), ['DGL']);
    assert.ok(g.state().removed.includes('DGL'));
  });

  test('De Gaulle Leads France with less than 2 US influence in France removes what there is', () => {
    const g = scenario(`
      1.S   PL4 DD HU ; IT3 FR DE3
      1.1   DGL@FR (FR-) ; TRU&IT`);
    g.assertClean();
    const none = scenario(`
      1.S   PL4 DD HU ; IT3 UK DE3
      1.1   DGL@FR ; TRU&IT`);
    none.assertClean();
    assert.deepEqual(none.influence('FR'), { US: 0, USSR: 1 });
  });

  test('De Gaulle Leads France triggered by the US: its own loss outside parentheses, the USSR\'s gain inside', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS&PL ; DGL&IT3@FR-2 (FR)`);
    g.assertClean();
    assert.deepEqual(g.influence('FR'), { US: 0, USSR: 1 });
    const first = scenario(`
      ${SETUP}
      1.1   NAS&PL ; DGL@FR-2 (FR)&IT3`);
    first.assertClean();
  });

  test('De Gaulle Leads France: too little removed or a missing removal (TSN182), another country (TSN181)', () => {
    scenario(`
      ${SETUP}
      1.1   DGL@FR (FR-) ; TRU&IT`).expect('TSN182', '1.1', /the line removes 1 US influence from France: write FR \(FR-2\)/);
    scenario(`
      ${SETUP}
      1.1   DGL@FR ; TRU&IT`).expect('TSN182', '1.1', /removes 2 US influence from France and adds 1 USSR influence there; the line leaves out that it removes 2 US influence from France: write FR \(FR-2\)/);
    scenario(`
      ${SETUP}
      1.1   DGL@FR IT (FR-2) ; TRU&IT`).expect('TSN181', '1.1', /the line adds 1 USSR influence in Italy/);
  });
  test('De Gaulle Leads France as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DGL FR (FR-2) ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('FR'), { US: 0, USSR: 1 });
    assert.ok(game.state().effects.some((e) => e.card === 'DGL'));
  });
});
