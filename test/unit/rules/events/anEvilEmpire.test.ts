import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// "An Evil Empire" (97, US, 3 ops, asterisk, persistent): cancels and prevents Flower Power; US +1 VP.
describe('"An Evil Empire" (AEE, 97)', () => {
  test('97: the US gains 1 VP; the effect stays in force; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   NAS&SY ; AEE@ =+1`);
    game.assertClean();
    const s = game.state();
    assert.equal(s.vp, 1);
    assert.ok(s.effects.some((e) => e.card === 'AEE' && e.duration === 'persistent'));
    assert.ok(s.removed.includes('AEE'));
  });

  test('97: played by the USSR for operations, the US\'s VP are in the play\'s mark; headlined', () => {
    const ops = scenario(`
      ${SETUP}
      8.1   AEE&AF3 @ =+1 ; —`);
    ops.assertClean();
    assert.equal(ops.state().vp, 1);
    const headline = scenario(`
      ${SETUP}
      8.H   NAS EG2 ; AEE =+1`);
    headline.assertClean();
    assert.equal(headline.state().vp, 1);
  });

  test('97: the VP left out is the core\'s TSN156; anything written is TSN181', () => {
    scenario(`
      ${SETUP}
      8.1   NAS&SY ; AEE@`).expect('TSN156', '8.1', /add =\+1/);
    scenario(`
      ${SETUP}
      8.1   NAS&SY ; AEE@IT =+1`).expect('TSN181', '8.1', /"An Evil Empire" writes only its VP \(the US gains 1: =\+1\): it cancels Flower Power and prevents it from then on; the line adds US influence in Italy/);
  });

  test('97 cancels Flower Power in force and prevents it from then on', () => {
    const game = scenario(`
      ${SETUP}
      8.1   FLO@ ; —
      8.2   NAS&SY ; AEE@ =+1`);
    assert.ok(game.state('8.1').effects.some((e) => e.card === 'FLO'), 'Flower Power in force after its event');
    assert.ok(!game.state('8.2').effects.some((e) => e.card === 'FLO'));
    const later = scenario(`
      ${SETUP}
      8.1   NAS&SY ; AEE@ =+1
      8.2   FLO@ ; —`);
    later.expect('TSN105', '8.2', /Flower Power's event cannot happen: An Evil Empire is in force/);
    assert.ok(!later.state().effects.some((e) => e.card === 'FLO'));
  });
});
