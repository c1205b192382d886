import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreRegion, FINAL_SCORING_ORDER } from '../../../../core/src/rules';
import { scenario, SETUP } from '../../helpers/scenario';

// The China Card (6, 4 ops): no event; +1 op when every op is spent in Asia; passed face down to
// the opponent, face up at the end of the turn; never headlined; its holder gains 1 VP at final
// scoring; the US playing it ends Formosan Resolution (tested with Asia Scoring, scoringCards.test.ts).
describe('The China Card (CHN, 6)', () => {
  test('6 (9.4): 4 ops, 5 when all are spent in Asia', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 KR ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('AF'), { US: 0, USSR: 2 });
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 PL ; —`).expect('TSN112', '1.1', /The influence written costs 5 ops, but the China Card gives the USSR 4 ops: the influence placed must cost exactly 4/);
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF PL ; —`).assertClean();
  });

  test('6 + Vietnam Revolts: 4 +1 (Asia) +1 (all in Southeast Asia) = 6', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; SPR CA
      1.1   CHN&VN3 TH3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 3 });
  });

  test('6 (9.2): played, it passes face down: the opponent cannot play it this turn, and can from the next', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 KR ; —
      2.1   SOC&AF2 PL ; CHN&JP5`);
    game.assertClean();
    assert.deepEqual(game.state('1.1').china, { holder: 'US', faceUp: false });
    assert.deepEqual(game.state().china, { holder: 'USSR', faceUp: false });
    scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 KR ; CHN&JP5`).expect('TSN110', '1.1', /The China Card was passed face down this turn: the US may play it from the next turn/);
  });

  test('6 (9.2): turned face up at the end of the turn', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&KP2 AF2 KR ; —
      1.E   =+5 ; =-5 D5`);
    assert.deepEqual(game.state().china, { holder: 'US', faceUp: true });
  });

  test('6: it is never headlined; it may go to the space race', () => {
    scenario(`
      ${SETUP}
      1.H   CHN ; CON`).expect('TSN104', '1.H', /The China Card cannot be headlined/);
    const space = scenario(`
      ${SETUP}
      1.1   CHN*3+ =-2 ; —`);
    space.assertClean();
    assert.deepEqual(space.state().china, { holder: 'US', faceUp: false });
  });

  test('6 (10.3.2): its holder at the end of turn 10 gains 1 VP at final scoring', () => {
    for (const [lines, holder, vp] of [['', 'USSR', -1], ['1.1   CHN&KP2 AF2 KR ; —', 'US', 1]] as const) {
      const game = scenario(`
        ${SETUP}
        ${lines}
        10.E   =+5 ; =-5`);
      // The board after 10.E itself, before the final scoring the end of the file brings.
      const before = [...game.analysis.replay!.lines].at(-1)!.after;
      const regions = FINAL_SCORING_ORDER.reduce((sum, region) => sum + scoreRegion(before, region, true).net, 0);
      assert.equal(before.china.holder, holder);
      assert.equal(game.state().vp - before.vp - regions, vp, `the ${holder} holds the China Card`);
      assert.ok(game.state().finalScored);
    }
  });
});
