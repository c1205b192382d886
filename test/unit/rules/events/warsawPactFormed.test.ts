import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const US_IN_AUSTRIA = '1.S   PL4 DD HU ; IT3 FR2 AT2';

describe('Warsaw Pact Formed (16): remove all US influence from 4 Eastern European countries, or add 5 USSR there (2 max each); allows NATO', () => {
  test('Warsaw Pact Formed, adding 5: legal, in force, removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   WPF@PL2 CS2 RO ; TRU&IT`);
    g.assertClean();
    assert.deepEqual(g.influence('CS'), { US: 0, USSR: 2 });
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}`), ['WPF:USSR']);
    assert.ok(g.state().removed.includes('WPF'));
  });

  test('Warsaw Pact Formed, removing: all US influence from every Eastern European country holding some (here only Austria)', () => {
    const g = scenario(`
      ${US_IN_AUSTRIA}
      1.1   WPF@(AT-2) ; TRU&IT`);
    g.assertClean();
    assert.deepEqual(g.influence('AT'), { US: 0, USSR: 0 });
  });

  test('Warsaw Pact Formed, removing only part of the US influence is an error (TSN181)', () => {
    const g = scenario(`
      ${US_IN_AUSTRIA}
      1.1   WPF@(AT-) ; TRU&IT`);
    g.expect('TSN181', '1.1', /removes all US influence from 4 countries in Eastern Europe: all 2 in Austria \(AT-2\); the line removes 1/);
  });

  test('Warsaw Pact Formed triggered by the US for operations: the USSR\'s influence in parentheses, after or before', () => {
    const after = scenario(`
      ${SETUP}
      1.1   NAS&PL ; WPF&IT3@(DD2 HU2 RO)`);
    after.assertClean();
    assert.deepEqual(after.influence('HU'), { US: 0, USSR: 3 });
    const before = scenario(`
      ${SETUP}
      1.1   NAS&PL ; WPF@(DD2 HU2 RO)&IT3`);
    before.assertClean();
    assert.deepEqual(before.state().effects.map((e) => `${e.card}:${e.side}`), ['WPF:USSR']);
  });

  test('Warsaw Pact Formed: 3 in a country, a Western European country, and 4 in all are errors', () => {
    const g = scenario(`
      ${SETUP}
      1.1   WPF@PL3 CS2 ; TRU&IT`);
    g.expect('TSN181', '1.1', /at most 2 per country; the line adds 3 in Poland: at most 2/);
    const west = scenario(`
      ${SETUP}
      1.1   WPF@PL2 IT2 RO ; TRU&IT`);
    west.expect('TSN181', '1.1', /the line adds USSR influence in Italy, not in Eastern Europe/);
    const short = scenario(`
      ${SETUP}
      1.1   WPF@PL2 CS2 ; TRU&IT`);
    short.expect('TSN182', '1.1', /adds 5 USSR influence in Eastern Europe, at most 2 per country; the line adds 4: add 1 more/);
  });

  test('Warsaw Pact Formed: both choices at once is an error (TSN181)', () => {
    const g = scenario(`
      ${US_IN_AUSTRIA}
      1.1   WPF@PL2 CS2 RO (AT-2) ; TRU&IT`);
    g.expect('TSN181', '1.1', /one or the other; the line does both/);
  });

  test('Warsaw Pact Formed with nothing written: an error while US influence is in Eastern Europe (TSN182), else the removal changed nothing', () => {
    scenario(`
      ${US_IN_AUSTRIA}
      1.1   WPF@ ; TRU&IT`).expect('TSN182', '1.1', /the line writes neither \(US influence is in Austria\)/);
    scenario(`
      ${SETUP}
      1.1   WPF@ ; TRU&IT`).assertClean();
  });
  test('Warsaw Pact Formed as a headline, removing: in force before the US\'s lower headline', () => {
    const game = scenario(`
      ${US_IN_AUSTRIA}
      1.H   WPF (AT-2) ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 0 });
    assert.deepEqual(game.state().effects.map((e) => e.card).sort(), ['CON', 'WPF']);
  });
});
