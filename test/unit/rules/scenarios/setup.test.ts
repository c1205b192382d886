// Setup (3.2, 3.3) with the project's rulings (shared/reference/README.md): the fixed starting
// influence is implicit; 1.S lists the USSR's 6 in Eastern Europe and the US's 7 in Western Europe;
// extra influence (a bid or handicap) only where the side already has some, as information.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('setup (1.S)', () => {
  test('3.2 the fixed starting influence is implicit (Syria, Iraq, North Korea, Finland, East Germany for the USSR; the UK, Canada... for the US)', () => {
    const game = scenario(SETUP);
    game.assertClean();
    assert.deepEqual(game.influence('DD'), { US: 0, USSR: 4 });
    assert.deepEqual(game.influence('UK'), { US: 5, USSR: 0 });
    assert.deepEqual(game.influence('KP'), { US: 0, USSR: 3 });
  });

  test('3.3 the USSR places 6 in Eastern Europe, the US 7 in Western Europe (Austria and Finland belong to both)', () => {
    scenario('1.S   AT DD HU3 YU ; DK FI FR GR2 NO SE').assertClean();
  });

  test('3.3 fewer placements than 6 or 7 is a warning', () => {
    scenario('1.S   PL4 DD ; IT3 FR2 DE2').expect('TSN117', '1.S', /The USSR places 6 influence in Eastern Europe at setup; 5 written there/);
  });

  test('3.3 the setup placement is in the side\'s own half of Europe: the USSR in France is an error', () => {
    scenario('1.S   PL4 DD FR ; IT3 FR2 DE2').expect('TSN116', '1.S', /it has none in France/);
  });

  test('rulings: a bid beyond the 6 or 7, where the side already has influence, is information (the spec\'s example: the US in Panama and South Africa)', () => {
    const game = scenario('1.S   AT DD HU3 YU ; DK FI FR GR2 NO PA ZA SE');
    game.assertClean();
    game.expect('TSN115', '1.S', /1 influence in Panama is beyond the US's 7 in Western Europe: extra setup influence \(a bid or handicap\)/);
    assert.deepEqual(game.influence('PA'), { US: 2, USSR: 0 });
  });

  test('rulings: a bid where the side has no influence is an error', () => {
    scenario('1.S   PL4 DD HU ; IT3 FR2 DE2 MX').expect('TSN116', '1.S', /it has none in Mexico/);
  });

  test('3.3 setup comes before turn 1\'s headline, once', () => {
    const game = scenario(`
      1.H   NAS EG2 ; CON
      1.S   PL4 DD HU ; IT3 FR2 DE2`);
    assert.ok(game.problems().some((p) => p.startsWith('TSN006@1.S') || p.startsWith('TSN176@1.S')), JSON.stringify(game.problems()));
  });
});
