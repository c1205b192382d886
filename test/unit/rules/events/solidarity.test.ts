import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// John Paul II Elected Pope (68) in force: the USSR loses 2 in Poland, the US gains 1 there.
// (Another batch implements its event; until then the engine applies the line as written and its
// underlined card's effect still comes into force, so these scenarios hold either way.)
const POPE = `
      ${SETUP}
      8.1   FID&SY2 ; JP2@PL (PL-2)`;

describe('Solidarity (101): only with John Paul II in force, US +3 in Poland; John Paul II leaves play', () => {
  test('played by the US with John Paul II in force: PL3; John Paul II\'s effect ends; Solidarity removed', () => {
    const g = scenario(`${POPE}
      8.2   DES&SY3 ; SOL@PL3`);
    g.assertClean();
    assert.deepEqual(g.influence('PL'), { US: 4, USSR: 2 });
    assert.ok(!g.state().effects.some((e) => e.card === 'JP2'));
    assert.ok(g.state().removed.includes('SOL'));
  });

  test('triggered by the USSR playing it for operations: the US\'s influence in parentheses', () => {
    const g = scenario(`${POPE}
      8.2   SOL&SY2@(PL3) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('PL'), { US: 4, USSR: 2 });
    assert.ok(g.state().removed.includes('SOL'));
  });

  test('without John Paul II: as an event it cannot happen (TSN105); triggered by the USSR, nothing, and the card is discarded', () => {
    const chosen = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; SOL@PL3`);
    onlyOn(chosen, '8.1');
    chosen.expect('TSN105', '8.1', /Solidarity's event cannot happen: John Paul II Elected Pope is not in force/);
    assert.deepEqual(chosen.influence('PL'), { US: 0, USSR: 4 });
    const ops = scenario(`
      ${SETUP}
      8.1   SOL&SY2 ; —`);
    ops.assertClean();
    assert.ok(ops.state().discard.includes('SOL'));
  });

  test('as the US headline', () => {
    scenario(`${POPE}
      9.H   ROM RO3 ; SOL PL3`).assertClean(['TSN180']); // a fragment: turn 8's other rounds left out
  });

  test('mis-written: too little, elsewhere, the USSR\'s influence', () => {
    scenario(`${POPE}
      8.2   DES&SY3 ; SOL@PL2`).expect('TSN182', '8.2', /Solidarity adds 3 US influence in Poland; the line adds 2 US influence in Poland: write PL3/);
    scenario(`${POPE}
      8.2   DES&SY3 ; SOL@PL3 HU`).expect('TSN181', '8.2', /the line adds 1 US influence in Hungary/);
    scenario(`${POPE}
      8.2   DES&SY3 ; SOL@(PL3)`).expect('TSN181', '8.2', /the line adds 3 USSR influence in Poland/);
  });
});
