import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const DEAL = '4.D   [SOC FID VIE COM NAS WPF DES LON BLO] ; [ASK SEU DAC CON IND TRU CIA OLY DEF]';

describe('"Ask Not What Your Country Can Do For You" (ASK, 77)', () => {
  test('77: the US discards cards and draws as many; written draws join its known hand; Ask Not is removed', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ASK@ >SEU >DAC [JUN PEC]`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual([...s.hands.US!].sort(), ['CIA', 'CON', 'DEF', 'IND', 'JUN', 'OLY', 'PEC', 'TRU']);
    assert.equal(s.handCount.US, 8);
    assert.ok(s.discard.includes('SEU') && s.discard.includes('DAC'));
    assert.ok(!s.deck.includes('JUN') && !s.deck.includes('PEC'));
    assert.ok(s.removed.includes('ASK'));
    // The cards drawn are then the US's to play.
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ASK@ >SEU >DAC [JUN PEC]
      4.2   NAS&SY ; JUN@BR2`).assertClean();
  });

  test('77: draws not written (a game being played): the US hand becomes unknown, its count kept', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ASK@ >SEU >DAC`);
    game.assertClean();
    const s = game.state();
    assert.equal(s.hands.US, null);
    assert.equal(s.handCount.US, 8);
    assert.ok(s.deck.includes('CON'), 'its known cards are back in the pool of unseen cards');
    assert.ok(s.discard.includes('DAC'));
  });

  test('77: no discard at all: written alone', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ASK@`);
    game.assertClean();
    assert.equal(game.state().hands.US!.length, 8);
  });

  test('77 played by the USSR for operations: the US discards bare and its draws go in parentheses', () => {
    const game = scenario(`
      ${SETUP}
      4.D   [ASK FID VIE COM NAS WPF DES LON BLO] ; [SOC SEU DAC CON IND TRU CIA OLY DEF]
      4.1   ASK&SY3@ >SEU >DAC ([JUN PEC]) ; JUN@BR2`);
    assert.deepEqual(game.problems(), []);
    assert.ok(game.state().discard.includes('JUN'));
    assert.ok(game.state().hands.US!.includes('PEC'));
  });

  test('77 with unknown hands: the counts follow', () => {
    const game = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; ASK@ >SUM >LON [JUN PEC]`);
    game.assertClean();
    assert.equal(game.state().handCount.US, 8);
    assert.equal(game.state().hands.US, null);
  });

  test('77: mis-written draws and discards', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ${play}`);
    line('ASK@ >SEU [JUN PEC]').expect('TSN181', '4.1', /the US draws as many cards as it discarded \(1\); the line draws 2/);
    line('ASK@ >SEU >DAC [JUN]').expect('TSN182', '4.1', /the US draws as many cards as it discarded \(2\); the line names 1 card drawn/);
    line('ASK@ [JUN]').expect('TSN181', '4.1', /the US draws as many cards as it discarded \(0\)/);
    line('ASK@ >SEU [DAC]').expect('TSN102', '4.1', /Duck and Cover is in the US's hand: Ask Not takes cards from the draw pile/);
    line('ASK@ >SOC').expect('TSN102', '4.1', /Socialist Governments is in the USSR's hand: it cannot be the card the US discards \(Ask Not\)/);
    line('ASK@ >CHN').expect('TSN110', '4.1', /The China Card is never discarded for an event \(Ask Not\)/);
    line('ASK@ >SEU [^JUN]').expect('TSN181', '4.1', /Ask Not puts no card back on the deck/);
    line('ASK@ >SEU >DAC@JP').expect('TSN181', '4.1', /Duck and Cover is discarded by Ask Not: its event does not happen/);
  });
});

describe('Ask Not triggered by the opponent: the other order of event and operations', () => {
  test('Ask Not: played for operations, the event on the other side of them', () => {
    const game = scenario(`
      ${SETUP}
      4.D   [ASK FID VIE COM NAS WPF DES LON BLO] ; [SOC SEU DAC CON IND TRU CIA OLY DEF]
      4.1   ASK@ >SEU >DAC ([JUN PEC]) &SY3 ; CON&IT3`);
    game.assertClean();
    assert.ok(game.state().discard.includes('DAC'));
    assert.deepEqual(game.influence('SY'), { US: 0, USSR: 4 });
  });
});
