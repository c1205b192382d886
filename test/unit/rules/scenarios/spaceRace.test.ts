// The space race (6.4): minimum ops per box, success only on the box's rolls, VP for first and
// second, one attempt a turn (two with Animal in Space), the other abilities, no event.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

/**
 * The USSR climbs the track to Eagle/Bear Has Landed (box 6) by 4.1, twice a turn once it is first
 * in Animal in Space (box 2): lines that follow the setup.
 */
const USSR_TO_EAGLE_BEAR = `
      1.1   SOC*1+ =-2 ; —
      2.1   VIE*1+ ; —
      2.2   KOR*1+ =-2 ; —
      3.1   COM*1+ ; —
      3.2   DES*1+ =-3 ; —
      4.1   WPF*1+ ; —`;

describe('space race (6.4)', () => {
  test('6.4.2 minimum ops: Earth Satellite (box 1) needs a card of 2 ops', () => {
    scenario(`
      ${SETUP}
      1.1   NAS*2+ =-2 ; —`).expect('TSN141', '1.1', /Earth Satellite \(box 1\) needs a card of 2 ops or more: Nasser gives the USSR 1 op/);
  });

  test('6.4.2 minimum ops: Lunar Orbit (box 5) needs 3, modifiers counted', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR*1+ =-2 ; —
      2.1   AIW*1+ ; —
      3.1   DEC*1+ =-2 ; —
      3.2   VIE*1+ ; —
      4.1   FID*1+ =-3 ; —`);
    game.expect('TSN141', '4.1', /Lunar Orbit \(box 5\) needs a card of 3 ops or more: Fidel gives the USSR 2 ops/);
  });

  test('6.4.2 success only on the box\'s rolls: a 4 fails for Earth Satellite (1-3)', () => {
    scenario(`
      ${SETUP}
      1.1   FID*4+ =-2 ; —`).expect('TSN152', '1.1', /A die of 4 fails for Earth Satellite \(it needs 1-3\): write \*4 without \+/);
    const failed = scenario(`
      ${SETUP}
      1.1   FID*4 ; —`);
    failed.assertClean();
    assert.equal(failed.state().space.USSR, 0);
  });

  test('6.4.2 a success written as a failure is an error too', () => {
    scenario(`
      ${SETUP}
      1.1   FID*3 ; —`).expect('TSN152', '1.1', /A die of 3 succeeds for Earth Satellite \(1-3\): write \*3\+/);
  });

  test('6.4.3 VP: the first side into a box takes the first figure (2), the second the second (1)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID*1+ =-2 ; IPW*3+ =+1`);
    game.assertClean();
    assert.deepEqual(game.state().space, { US: 1, USSR: 1 });
    assert.equal(game.state().vp, -1);
  });

  test('6.4.3 VP: a success that leaves out its VP is a warning; a wrong VP an error naming the right value', () => {
    scenario(`
      ${SETUP}
      1.1   FID*1+ ; —`).expect('TSN156', '1.1', /add =-2/);
    scenario(`
      ${SETUP}
      1.1   FID*1+ =-1 ; —`).expect('TSN154', '1.1', /write =-2/);
  });

  test('6.4.2 one attempt a turn', () => {
    scenario(`
      ${SETUP}
      1.1   FID*4 ; —
      1.2   KOR*4 ; —`).expect('TSN142', '1.2', /The USSR has made 1 space race attempt this turn: 1 allowed/);
  });

  test('6.4.4 Animal in Space: the first side in box 2 makes two attempts a turn; the other side still one', () => {
    const game = scenario(`
      ${SETUP}
      1.1   KOR*1+ =-2 ; —
      2.1   AIW*1+ ; —
      3.1   DEC*1+ =-2 ; IPW*4
      3.2   VIE*1+ ; OLY*4`);
    game.expect('TSN142', '3.2', /The US has made 1 space race attempt this turn: 1 allowed/);
    assert.deepEqual(game.problems(), ['TSN142@3.2']);
    assert.equal(game.state().space.USSR, 4);
  });

  test('6.4.4 Eagle/Bear Has Landed: only its first side may discard a held card at the end of the turn', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; —
      1.E   >FID ; —`).expect('TSN164', '1.E', /Only the first side in Eagle\/Bear Has Landed \(box 6\) may discard its held card/);
  });

  test('6.4.4 Eagle/Bear Has Landed discards a held card, never the China Card (9.1) nor a code that is no card: they stay out of the discard pile', () => {
    const game = scenario(`
      ${SETUP}${USSR_TO_EAGLE_BEAR}
      4.E   >CHN >XYZ ; —`);
    assert.equal(game.state('4.1').space.USSR, 6);
    game.expect('TSN110', '4.E', /The China Card is not discarded/);
    assert.deepEqual(game.state().china, { holder: 'USSR', faceUp: true });
    assert.ok(!game.state().discard.includes('CHN'), 'the China Card is in no pile');
    assert.ok(!game.state().discard.includes('XYZ'), 'an unknown code is in no pile');
  });

  test('6.4.5 no event: a card on the space race has no event (Fidel: Cuba unchanged; Duck and Cover: DEFCON unchanged)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FID*1+ =-2 ; DAC*1+ =+1`);
    game.assertClean();
    assert.deepEqual(game.influence('CU'), { US: 0, USSR: 0 });
    assert.equal(game.state().defcon, 5);
    assert.ok(game.state().discard.includes('FID'), 'discarded even though Fidel is asterisked');
  });

  test('6.4.5 no event: writing one is an error', () => {
    scenario(`
      ${SETUP}
      1.1   FID*1+@CU3 =-2 ; —`).expect('TSN107', '1.1', /A card played on the space race has no event/);
  });

  test('6.4.1 an event that moves the marker is no attempt (Captured Nazi Scientist, then an attempt the same turn)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CNS@ =-2 ; —
      1.2   KOR*1+ ; —`);
    game.assertClean();
    assert.equal(game.state().space.USSR, 2);
  });

  test('6.4.4 Space Station (box 8): the first side there takes an eighth action round; the other side has none', () => {
    // The USSR climbs the track, twice a turn once it is first in Animal in Space (box 2).
    const climb = `
      ${SETUP}${USSR_TO_EAGLE_BEAR}
      4.2   SUE*1+ =-4 ; —
      5.1   ABM*1+ =-2 ; —
      5.2   — ; —
      5.3   — ; —
      5.4   — ; —
      5.5   — ; —
      5.6   — ; —
      5.7   — ; —`;
    const eighth = scenario(`${climb}
      5.8   NAS&SY ; —`);
    eighth.assertClean();
    assert.equal(eighth.state('5.1').space.USSR, 8);
    scenario(`${climb}
      5.8   — ; TRU&IT`).expect('TSN172', '5.8', /The US has 7 action rounds in turn 5: there is no round 8/);
  });
});
