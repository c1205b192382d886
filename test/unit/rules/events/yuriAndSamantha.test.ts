import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Yuri and Samantha (109, USSR, 2 ops, asterisk, rest of turn): the USSR gains 1 VP for every US
// coup attempt, written in the = of the US play, netted with its own VP.
describe('Yuri and Samantha (YAS, 109)', () => {
  test('109: in force for the rest of the turn; each US coup, successful or not, gives the USSR 1 VP in that play\'s =', () => {
    const game = scenario(`
      ${SETUP}
      8.1   YAS@ ; DAC#SY6+5 =-1
      8.2   NAS&KP ; IND#FI1 =-1`);
    game.assertClean();
    assert.equal(game.state('8.1').vp, -1);
    assert.equal(game.state().vp, -2);
    assert.ok(game.state().removed.includes('YAS'));
  });

  test('109: the VP left out is the core\'s TSN156; USSR coups give nothing; the next turn nothing', () => {
    const left = scenario(`
      ${SETUP}
      8.1   YAS@ ; DAC#SY6+5`);
    left.expect('TSN156', '8.1', /The play moves VP by -1 .* add =-1/);
    const ussr = scenario(`
      ${SETUP}
      8.1   YAS@ ; —
      8.2   DES#IT6+5 D4 ; —`);
    ussr.assertClean();
    assert.equal(ussr.state().vp, 0);
    const next = scenario(`
      ${SETUP}
      8.1   YAS@ ; —
      9.1   NAS&SY ; DAC#SY6+5`);
    next.assertClean();
  });

  test('109 netted with the play\'s own VP: the US plays Korean War for a coup, the USSR wins the war (-2) and gains 1 for the coup: =-3', () => {
    const game = scenario(`
      ${SETUP}
      8.1   YAS@ ; —
      8.2   NAS&SY ; KOR#SY6+4 @xKR6+ =-3`);
    game.assertClean();
    assert.equal(game.state().vp, -3);
  });

  test('109: a US free coup of an event counts (Tear Down This Wall); played by the US for operations the event is the USSR\'s', () => {
    const free = scenario(`
      ${SETUP}
      8.1   YAS@ ; TDW@DD3 #PL6+3 =-1 D4`);
    free.assertClean();
    const ops = scenario(`
      ${SETUP}
      8.1   NAS&SY ; YAS@ #SY6+4 =-1`);
    ops.assertClean();
    assert.equal(ops.state().vp, -1);
    const headline = scenario(`
      ${SETUP}
      8.H   YAS ; CIA&JP
      8.1   NAS&SY ; DAC#SY6+5 =-1`);
    headline.assertClean();
  });
});
