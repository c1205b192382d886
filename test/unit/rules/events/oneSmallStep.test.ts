import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The USSR reaches box 2 (Animal in Space), the US box 1: the US is behind.
const RACE = `2.1   FID*2+ =-2 ; IND*3+ =+1
      3.1   VIE*1+ ; —`;

describe('"One Small Step" (OSS, 80)', () => {
  test('80: behind, the player moves up two boxes and scores only the second (Man in Space, first: 2 VP)', () => {
    const game = scenario(`
      ${SETUP}
      ${RACE}
      4.1   NAS&SY ; OSS@ =+2`);
    game.assertClean();
    const s = game.state();
    assert.equal(s.space.US, 3);
    assert.equal(s.spaceFirst[3], 'US');
    assert.equal(s.vp, 1);
    assert.ok(s.discard.includes('OSS'));
  });

  test('80: a box whose ability the player reaches first is its own (Animal in Space)', () => {
    const game = scenario(`
      ${SETUP}
      2.1   FID*2+ =-2 ; —
      4.1   NAS&SY ; OSS@`);
    game.assertClean();
    assert.equal(game.state().space.US, 2);
    assert.equal(game.state().spaceFirst[2], 'US');
  });

  test('80: not behind, nothing happens; VP written then are TSN154', () => {
    const even = scenario(`
      ${SETUP}
      4.1   OSS@ ; DAC&JP3`);
    even.assertClean();
    assert.deepEqual(even.state().space, { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      4.1   OSS@ =-2 ; DAC&JP3`).expect('TSN154', '4.1');
    scenario(`
      ${SETUP}
      ${RACE}
      4.1   OSS@ ; DAC&JP3`).assertClean();
  });

  test('80: the boxes are not written (TSN181)', () => {
    scenario(`
      ${SETUP}
      ${RACE}
      4.1   NAS&SY ; OSS@*2+ =+2`).expect('TSN181', '4.1', /"One Small Step" writes nothing but its VP/);
  });
});
