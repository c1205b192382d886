import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Five Year Plan (5, US, 3 ops): the USSR discards a card at random; a US event on it happens.
const DEAL = '1.D   [FYP CON TRU DEF NAS SME VIE ROM] ; [DAC IND MAR RED OLY NTB SPR EEU]';
const SETUP_AT = '1.S   PL4 DD AT ; IT3 FR2 DE2';

describe('Five Year Plan (FYP, 5)', () => {
  test('5: the USSR plays it for operations, the event discards Nasser (a USSR card): discarded, no event', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >NAS ; —`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(game.influence('AF'), { US: 0, USSR: 2 });
    assert.ok(s.discard.includes('NAS') && s.discard.includes('FYP'));
    assert.deepEqual(s.hands.USSR, ['CON', 'TRU', 'DEF', 'SME', 'VIE', 'ROM']);
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 0 }, 'Nasser\'s event does not happen');
  });

  test('5.1: a discarded US card\'s event happens (Truman Doctrine removes the USSR from Austria), and the asterisked card is removed', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP_AT}
      1.1   FYP&AF2 PL >TRU@AT- ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 0 });
    assert.ok(game.state().removed.includes('TRU'));
    assert.ok(!game.state().discard.includes('TRU'));
  });

  test('5.1: a discarded US event with nothing to write (Containment) comes into force for the US, event first or operations first', () => {
    for (const line of ['1.1   FYP&AF2 PL >CON ; —', '1.1   FYP@>CON &AF2 PL ; —']) {
      const game = scenario(`
        ${DEAL}
        ${SETUP}
        ${line}`);
      game.assertClean();
      assert.deepEqual(game.state().effects.map((e) => [e.card, e.side]), [['CON', 'US']], line);
      assert.ok(game.state().removed.includes('CON'));
    }
  });

  test('5: played by the US for its event, the USSR\'s card is written bare, `FYP@ >NAS` (rulings: `>` never in parentheses)', () => {
    const game = scenario(`
      1.D   [SOC CON TRU DEF NAS SME VIE ROM] ; [FYP IND MAR RED OLY NTB SPR EEU]
      ${SETUP}
      1.1   SOC&AF2 PL ; FYP@ >NAS`);
    game.assertClean();
    assert.ok(game.state().discard.includes('NAS'));
    assert.equal(game.state().hands.USSR!.includes('NAS'), false);
  });

  test('5: with the hands unknown, any unseen card may be the one discarded', () => {
    const game = scenario(`
      ${SETUP}
      1.1   FYP&AF2 PL >SUE ; —`);
    game.assertClean();
    assert.ok(game.state().discard.includes('SUE'));
    assert.equal(game.state().handCount.USSR, 6);
  });

  test('5 + Defectors: Defectors discarded by Five Year Plan was not played by the USSR: no VP', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >DEF ; —`);
    game.assertClean();
    assert.equal(game.state().vp, 0);
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >DEF =+1 ; —`).expect('TSN154', '1.1', /not \+1: write =0/);
  });

  test('5: a scoring card discarded at random is not scored', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >SME ; —`);
    game.assertClean();
    assert.equal(game.state().vp, 0);
    assert.ok(game.state().discard.includes('SME'));
  });

  test('5: the discarded card must be in the USSR\'s known hand', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >DAC ; —`);
    game.expect('TSN102', '1.1', /Duck and Cover is in the US's hand: it cannot be the card the USSR discards \(Five Year Plan\)/);
  });

  test('5: the card discarded is required while the USSR holds a card (TSN182)', () => {
    const game = scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL ; —`);
    game.expect('TSN182', '1.1', /discards a card at random from the USSR's hand \(it holds 7\): write the card discarded, >CODE/);
  });

  test('5: with the USSR\'s hand empty nothing is discarded, and nothing may be written', () => {
    const none = scenario(`
      1.D   [FYP] ; [DAC IND MAR RED OLY NTB SPR EEU]
      ${SETUP}
      1.1   FYP&AF2 PL@ ; —`);
    assert.deepEqual(none.problems().filter((p) => p !== 'TSN174@1.D'), []);
    const written = scenario(`
      1.D   [FYP] ; [DAC IND MAR RED OLY NTB SPR EEU]
      ${SETUP}
      1.1   FYP&AF2 PL >CON ; —`);
    written.expect('TSN181', '1.1', /The USSR holds no card: Five Year Plan discards nothing; the line discards CON/);
  });

  test('5: one card only; a USSR card\'s event written is not allowed; the US writes the USSR\'s card in parentheses', () => {
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >NAS >VIE ; —`).expect('TSN181', '1.1', /discards one card from the USSR's hand, not 2/);
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&AF2 PL >NAS@EG2 ; —`).expect('TSN181', '1.1', /Nasser is a USSR card: only a US event on the card Five Year Plan discards happens; write >NAS alone/);
    scenario(`
      1.D   [SOC CON TRU DEF NAS SME VIE ROM] ; [FYP IND MAR RED OLY NTB SPR EEU]
      ${SETUP}
      1.1   SOC&AF2 PL ; FYP@>NAS`).assertClean();
    // `>` is never in parentheses (rulings): TSN045, and read as the bare form (the card text says whose hand it left).
    const parenthesised = scenario(`
      1.D   [SOC CON TRU DEF NAS SME VIE ROM] ; [FYP IND MAR RED OLY NTB SPR EEU]
      ${SETUP}
      1.1   SOC&AF2 PL ; FYP@(>NAS)`);
    assert.deepEqual(parenthesised.problems(), ['TSN045@1.1']);
    parenthesised.expect('TSN045', '1.1', />NAS is never written in parentheses, whichever side's hand the card left: write >NAS outside them/);
  });

  test('5 (9.5): the China Card is never the card discarded', () => {
    scenario(`
      ${SETUP}
      1.1   FYP&AF2 PL >CHN ; —`).expect('TSN110', '1.1', /The China Card is never discarded for an event/);
  });
  test('5 as a US headline (3 ops) resolves before the USSR\'s Nasser (1): a US card discarded has its event (Truman Doctrine)', () => {
    const game = scenario(`
      1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SETUP_AT}
      1.H   NAS EG2 ; FYP >TRU@(AT-)`);
    game.assertClean();
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 0 });
    assert.ok(game.state().removed.includes('TRU'));
    assert.ok(!game.state().hands.USSR!.includes('TRU'));
  });
});
