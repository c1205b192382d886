import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';
import { applyPlay } from '../../../../core/src/rules/play';
import { sides } from '../../../../core/src/rules/state';
import { codes, inTurn, withInfluence } from '../helpers';

// 4.1: the US takes control of Iran (stability 2), so Our Man in Tehran can happen.
const IRAN = '4.1   FID&SY2 ; DAC&IR JP2';

describe('Our Man in Tehran (OMT, 108)', () => {
  test('108: the US discards some of the five cards drawn; the rest go back; Our Man in Tehran is removed', () => {
    const game = scenario(`
      ${SETUP}
      ${IRAN}
      4.2   NAS&SY ; OMT@ >ABM >SUM [^NTB KIT OPE]`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.discard.includes('ABM') && s.discard.includes('SUM'));
    assert.ok(s.deck.includes('NTB') && s.deck.includes('KIT'));
    assert.ok(s.removed.includes('OMT'));
    scenario(`
      ${SETUP}
      ${IRAN}
      4.2   NAS&SY ; OMT@ >ABM`).assertClean();
    scenario(`
      ${SETUP}
      ${IRAN}
      4.2   NAS&SY ; OMT@`).assertClean();
  });

  test('108 played by the USSR for operations: its discard bare, the cards put back in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      ${IRAN}
      4.2   OMT&CS SE@ >SAL ([^NTB KIT OPE SAD]) ; IND&JP2`);
    assert.deepEqual(game.problems(), []);
    assert.ok(game.state().discard.includes('SAL'));
    assert.deepEqual(game.influence('CS'), { US: 0, USSR: 1 });
  });

  test('108: without a US-controlled Middle East country the event cannot happen (TSN105)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; OMT@ >ABM`).expect('TSN105', '4.1', /Our Man in Tehran's event cannot happen: the US controls no Middle East country/);
  });

  test('108: the discards come from the draw pile, never a hand (TSN102); five at most; their events do not happen', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.D   [SOC FID VIE COM NAS WPF DES LON BLO] ; [OMT SEU DAC CON IND TRU CIA OLY DEF]
      ${IRAN}
      4.2   NAS&SY ; ${play}`);
    line('OMT@ >CON').expect('TSN102', '4.2', /Containment is in the US's hand: Our Man in Tehran \(its discards are among the 5 cards drawn, never from a hand\) takes cards from the draw pile/);
    line('OMT@ >ABM >SUM [^NTB KIT OPE SAD]').expect('TSN181', '4.2', /Our Man in Tehran draws the top 5 cards of the draw pile; the line discards or puts back 6/);
    line('OMT@ >ABM [^NTB]').expect('TSN182', '4.2', /the line names 2 \(discarded and put back\); name all 5/);
    line('OMT@ >ABM@&TW2 PK2').expect('TSN181', '4.2', /ABM Treaty is discarded by Our Man in Tehran: its event does not happen/);
    line('OMT@ >ABM [NTB]').expect('TSN181', '4.2', /draws no card into a hand/);
  });
});

describe('Our Man in Tehran triggered by the opponent: the other order of event and operations', () => {
  test('Our Man in Tehran: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC&IR JP2
      4.2   OMT@ >SAL ([^NTB KIT OPE SAD]) &CS SE ; IND&JP2`);
    game.assertClean();
    assert.ok(game.state().discard.includes('SAL'));
    assert.deepEqual(game.influence('SE'), { US: 0, USSR: 1 });
  });
  test('108 with fewer than five cards left in the draw pile: the discard pile is reshuffled into it first (rule 4.3, as Ask Not)', () => {
    // Late in a turn: 3 cards left to draw, 3 in the discard pile; the US controls Iran.
    const lateInTurn = withInfluence(inTurn(6, {
      deck: ['NTB', 'KIT', 'OPE'], discard: ['ABM', 'SUM', 'SAD'],
      hands: sides<readonly string[] | null>(['OMT'], []), handCount: sides(1, 0),
    }), { IR: [2, 0] });
    const play = (discarded: readonly string[], putBack: readonly string[]) => applyPlay(lateInTurn, {
      round: 1, side: 'US', card: 'OMT', kind: 'event',
      event: { cardMoves: discarded.map((card) => ({ card, side: 'US' as const })), hidden: [{ side: 'US', cards: putBack, returned: true }] },
    });
    // Five seen: the three left, then two of the reshuffled discards.
    const out = play(['ABM'], ['NTB', 'KIT', 'OPE', 'SUM']);
    assert.deepEqual(codes(out.problems), []);
    assert.deepEqual([...out.state.discard], ['ABM'], 'the reshuffled pile is the draw pile now; the discard holds what Our Man in Tehran discarded');
    assert.deepEqual([...out.state.deck].sort(), ['KIT', 'NTB', 'OPE', 'SAD', 'SUM']);
    assert.ok(out.state.removed.includes('OMT'));
    // After the reshuffle there are five to draw: naming the three left alone is short.
    assert.deepEqual(codes(play([], ['NTB', 'KIT', 'OPE']).problems), ['TSN182']);
  });
});
