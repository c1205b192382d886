import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('60 U2 Incident: the USSR gains 1 VP, and 1 more if UN Intervention is played as an event later in the turn', () => {
  test('U2I@ =-1; in force for the turn; the card is removed', () => {
    const g = scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; —`);
    g.assertClean();
    assert.equal(g.state().vp, -1);
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.duration}`), ['U2I:turn']);
    assert.ok(g.state().removed.includes('U2I'));
  });

  test('UN Intervention later in the turn, by the US: 1 more VP to the USSR, written on that play', () => {
    const g = scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; UNI@FID&IT2 =-1`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
    scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; UNI@FID&IT2`).expect('TSN156', '4.1', /add =-1/);
  });

  test('triggered by the US for operations: the USSR\'s VP all the same (=-1 in the US part)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; U2I@&IT3 =-1`).assertClean();
  });

  test('over at the turn\'s end: UN Intervention next turn gives nothing', () => {
    scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; —
      5.1   DEC&PL2 ; UNI@FID&IT2`).assertClean();
  });

  test('We Will Bury You answered with UN Intervention under U2 Incident: no 3 VP, but U2 Incident\'s 1', () => {
    const g = scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; TRU&IT
      4.2   WWB@ D4 ; UNI@FID&IT2 =-1`);
    g.assertClean();
    assert.equal(g.state().vp, -2);
  });
});
