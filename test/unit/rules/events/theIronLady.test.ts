import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';
import { theIronLady } from '../../../../core/src/rules/events/theIronLady';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The USSR gets 2 influence into the United Kingdom: Socialist Governments breaks US control there,
// De-Stalinization moves 2 USSR influence in.
const UK_RED = `
      ${SETUP}
      1.1   SOC@(UK-2 IT-) ; —
      1.2   DES@PL-2 UK2 ; —`;

describe('The Iron Lady (83): US +1 VP, USSR +1 in Argentina, all USSR influence out of the UK; Socialist Governments prohibited', () => {
  test('played by the US: USSR influence in parentheses; in force, removed from the game', () => {
    const g = scenario(`${UK_RED}
      8.1   FID&SY2 ; IRL@(AR UK-2) =+1`);
    g.assertClean();
    assert.deepEqual(g.influence('AR'), { US: 0, USSR: 1 });
    assert.deepEqual(g.influence('UK'), { US: 3, USSR: 0 });
    assert.equal(g.state().vp, 1);
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['IRL:US:persistent']);
    assert.ok(g.state().removed.includes('IRL'));
  });

  test('with no USSR influence in the UK: IRL@(AR) =+1', () => {
    const g = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@(AR) =+1`);
    g.assertClean();
    assert.deepEqual(g.influence('UK'), { US: 5, USSR: 0 });
  });

  test('triggered by the USSR playing it for operations, before or after them: the USSR\'s own changes without parentheses', () => {
    for (const play of ['IRL&SY3@AR UK-2 =+1', 'IRL@AR UK-2 &SY3 =+1']) {
      const g = scenario(`${UK_RED}
      8.1   ${play} ; —`);
      g.assertClean();
      assert.deepEqual(g.influence('UK'), { US: 3, USSR: 0 }, play);
      assert.deepEqual(g.influence('SY'), { US: 0, USSR: 4 }, play);
    }
  });

  test('as the US headline', () => {
    const g = scenario(`
      ${SETUP}
      8.H   FID CU3 ; IRL(AR) =+1`);
    g.assertClean();
    assert.ok(g.state().effects.some((e) => e.card === 'IRL'));
  });

  test('mis-written: the UK removal left out (TSN182), the USSR influence without parentheses (TSN181), the VP mark wrong (TSN154)', () => {
    const left = scenario(`${UK_RED}
      8.1   FID&SY2 ; IRL@(AR) =+1`);
    onlyOn(left, '8.1');
    left.expect('TSN182', '8.1', /The Iron Lady adds 1 USSR influence in Argentina and removes all USSR influence from the United Kingdom \(2\); the US gains 1 VP; the line leaves out that it removes 2 USSR influence from the United Kingdom: write \(AR UK-2\)/);
    assert.deepEqual(left.influence('UK'), { US: 3, USSR: 0 });
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@AR =+1`).expect('TSN181', '8.1', /the line adds 1 US influence in Argentina: write \(AR\) \(the USSR's influence is written in parentheses in the US's part\)/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@(AR) =+2`).expect('TSN154', '8.1', /write =\+1/);
    scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@(AR CL) =+1`).expect('TSN181', '8.1', /the line adds 1 USSR influence in Chile/);
  });

  test('then Socialist Governments: as an event it cannot happen (TSN105), nothing is removed; played by the US for operations, no event', () => {
    const chosen = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@(AR) =+1
      8.2   SOC@(IT-2 FR-) ; —`);
    onlyOn(chosen, '8.2');
    chosen.expect('TSN105', '8.2', /Socialist Governments' event cannot happen: The Iron Lady is in force/);
    assert.deepEqual(chosen.influence('IT'), { US: 3, USSR: 0 });
    const ops = scenario(`
      ${SETUP}
      8.1   FID&SY2 ; IRL@(AR) =+1
      8.2   DES&SY3 ; SOC&JP3`);
    ops.assertClean();
    assert.deepEqual(ops.influence('IT'), { US: 3, USSR: 0 });
    assert.ok(ops.state().discard.includes('SOC'));
  });

  test('the effect declares the prohibition of Socialist Governments', () => {
    assert.deepEqual(theIronLady.effect?.prevents, ['SOC']);
  });
});
