import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Iran-Iraq War (102, neutral, 2 ops, asterisk, war): a war in Iran or Iraq; die -1 for each country
// next to the target the opponent controls; 4-6 wins 2 VP and the opponent's influence there; the
// player's military operations +2 whatever the result.
describe('Iran-Iraq War (IIW, 102)', () => {
  test('102: the USSR invades Iran and wins: 2 VP, the US\'s influence in Iran replaced, 2 military operations; removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   IIW@xIR4+ =-2 ; —`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 1 });
    assert.equal(s.vp, -2);
    assert.equal(s.milops.USSR, 2);
    assert.ok(s.removed.includes('IIW'));
  });

  test('102: lost: nothing moves, the military operations all the same; the US invades Iraq', () => {
    const lost = scenario(`
      ${SETUP}
      8.1   IIW@xIR3 ; —`);
    lost.assertClean();
    assert.deepEqual(lost.influence('IR'), { US: 1, USSR: 0 });
    assert.equal(lost.state().milops.USSR, 2);
    const us = scenario(`
      ${SETUP}
      8.1   NAS&SY ; IIW@xIQ6+ =+2`);
    us.assertClean();
    assert.deepEqual(us.influence('IQ'), { US: 1, USSR: 0 });
    assert.equal(us.state().milops.US, 2);
  });

  test('102: headlined', () => {
    const game = scenario(`
      ${SETUP}
      8.H   IIW xIR5+ =-2 ; CIA&JP`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });

  test('102: -1 for a country next to the target the opponent controls (Iran under Iranian Hostage Crisis): 4 - 1 loses', () => {
    const game = scenario(`
      ${SETUP}
      8.1   IHC@IR2 (IR-) ; IIW@xIQ4+ =+2`);
    game.expect('TSN183', '8.1', /Iran-Iraq War: die 4 - 1 \(USSR-controlled Iran\) = 3, the US loses \(it needs 4-6\): write xIQ4 without \+/);
    assert.deepEqual(game.influence('IQ'), { US: 0, USSR: 1 });
    game.expect('TSN154', '8.1', /write =0/);
  });

  test('102: a war elsewhere, no roll, influence written are errors', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      8.1   ${play} ; —`);
    line('IIW@xSY4+ =-2').expect('TSN181', '8.1', /Iran-Iraq War is fought in Iran or Iraq; the line writes its roll in Syria/);
    line('IIW@').expect('TSN182', '8.1', /Iran-Iraq War is a war: write its roll in Iran or Iraq/);
    line('IIW@xIR4+ IR (IR-) =-2').expect('TSN181', '8.1', /Iran-Iraq War changes influence only through its roll/);
  });
});
