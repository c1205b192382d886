import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The US's highest cards: Red Scare/Purge (neutral, 4) and Marshall Plan (US, 4).
const DEAL = '4.D   [MIS SOC FID VIE COM NAS WPF DES LON] ; [RED MAR DAC CON IND TRU CIA OLY DEF]';

describe('Missile Envy (MIS, 49)', () => {
  test('49: a neutral card taken: its event happens at once for the player; Missile Envy goes to the opponent, who plays it next', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@ ; MIS&JP`);
    game.assertClean();
    const after = game.state('4.1');
    assert.ok(!after.hands.US!.includes('RED'));
    assert.ok(after.discard.includes('RED'));
    assert.ok(after.discard.includes('MIS'), 'the forced play discards Missile Envy');
    assert.ok(after.effects.some((e) => e.card === 'RED' && e.side === 'USSR'), 'Red Scare/Purge is the USSR\'s');
    assert.ok(!after.effects.some((e) => e.card === 'MIS'), 'the obligation ends with the forced play');
    // Red Scare/Purge on the US: Missile Envy is worth 1 op to it.
    assert.deepEqual(game.influence('JP'), { US: 2, USSR: 0 });
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@ ; MIS&JP2`).expect('TSN112', '4.1', /1 op \(printed 2, -1 Red Scare\/Purge\)/);
  });

  test('49: after the exchange, Missile Envy is in the opponent\'s hand and the obligation is in force', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.hands.US!.includes('MIS'));
    assert.equal(s.handCount.US, 9);
    assert.equal(s.handCount.USSR, 8);
    assert.ok(s.effects.some((e) => e.card === 'MIS' && e.side === 'USSR'));
    assert.ok(!s.discard.includes('MIS'));
  });

  test('49: an opponent\'s card taken: the player uses its operations at once, its event does not happen; a coup earns military operations', () => {
    const influence = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >MAR&SY2 IQ2 ; MIS&JP2`);
    influence.assertClean();
    assert.deepEqual(influence.influence('SY'), { US: 0, USSR: 3 });
    assert.deepEqual(influence.influence('IQ'), { US: 0, USSR: 3 });
    assert.ok(influence.state().discard.includes('MAR'), 'used for operations, Marshall Plan is discarded, not removed');
    assert.deepEqual(influence.influence('FR'), { US: 2, USSR: 0 }, 'the Marshall Plan event did not happen');
    const coup = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >MAR#IR3+3 D4 ; MIS#SY4+2`);
    coup.assertClean();
    assert.deepEqual(coup.influence('IR'), { US: 0, USSR: 2 });
    assert.equal(coup.state().milops.USSR, 4, 'a coup with the taken card\'s 4 ops');
    assert.equal(coup.state().milops.US, 2, 'the forced play is credited normally');
    assert.deepEqual(coup.influence('SY'), { US: 1, USSR: 0 });
  });

  test('49: an opponent\'s card taken may go to the space race with its operations, its event not happening (MIS@ >FYP*2+ =-1)', () => {
    // The US reached box 1 first (2 VP); the USSR reaches it second with Five Year Plan's 3 ops (1 VP).
    const game = scenario(`
      ${SETUP}
      4.H   VIE VN2 ; IND HU
      4.1   DES&PL3 ; NTB*2+ =+2
      4.2   MIS@ >FYP*2+ =-1 ; MIS&IT2`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(s.space, { US: 1, USSR: 1 });
    assert.equal(s.vp, 1);
    assert.deepEqual(game.influence('IT'), { US: 5, USSR: 0 });
    assert.ok(s.discard.includes('FYP') && s.discard.includes('MIS'));
  });

  test('49: the opponent must play Missile Envy in its next action round, for its operations (TSN184)', () => {
    const other = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@ ; DAC&JP2`);
    onlyOn(other, '4.1');
    other.expect('TSN184', '4.1', /The US received Missile Envy from the USSR: it must play Missile Envy for its operations in this action round, not Duck and Cover/);
    const event = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@ ; MIS@ >DES&JP3`);
    event.expect('TSN184', '4.1', /it plays it for its operations in this action round, not for its event/);
    // One round only: the next US round is free again.
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >RED@ ; MIS&JP
      4.2   NAS&PL ; DAC&JP2`).assertClean();
    // The space race is a use of operations.
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   MIS@ >MAR&SY2 IQ2 ; MIS*2+ =+2`).assertClean();
  });

  test('49: played in the last round, the obligation carries into the next turn\'s first action round', () => {
    const game = scenario(`
      ${SETUP}
      4.7   — ; MIS@ >SOC&JP3
      5.1   FID&SY2 ; DAC&JP3`);
    game.expect('TSN184', '5.1', /The USSR received Missile Envy from the US: it must play Missile Envy for its operations in this action round, not Fidel/);
    scenario(`
      ${SETUP}
      4.7   — ; MIS@ >SOC&JP3
      5.1   MIS&SY2 ; DAC&JP3`).assertClean();
  });

  test('49 headlined: the opponent plays Missile Envy in action round 1', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.H   MIS >RED@ ; DAC D4 =+1
      4.1   SOC&PL3 ; CON&JP3`);
    game.expect('TSN184', '4.1', /must play Missile Envy/);
    scenario(`
      ${SETUP}
      ${DEAL}
      4.H   MIS >MAR&SY2 IQ2 ; DAC D4 =+1
      4.1   SOC&PL3 ; MIS&JP2`).assertClean();
  });

  test('49: the card must be one of the opponent\'s highest (TSN181), in its hand (TSN102), never the China Card (TSN110); left out is TSN182', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}
      4.1   ${play} ; MIS&JP2`);
    line('MIS@ >DAC').expect('TSN181', '4.1', /Missile Envy takes the US's highest-ops card: its highest are Red Scare\/Purge \(RED\), Marshall Plan \(MAR\), 4 ops; Duck and Cover has 3/);
    line('MIS@ >NTB@').expect('TSN102', '4.1', /Nuclear Test Ban is not in the US's hand: it cannot be the card Missile Envy takes from the US/);
    line('MIS@ >CHN').expect('TSN110', '4.1', /The China Card is never taken for an event \(Missile Envy\)/);
    line('MIS@').expect('TSN182', '4.1', /Missile Envy takes the US's highest-ops card \(it holds 9: its highest are Red Scare\/Purge \(RED\), Marshall Plan \(MAR\), 4 ops\): write it, MIS@ >CODE/);
    line('MIS@ >RED >MAR').expect('TSN181', '4.1', /Missile Envy takes one card from the US, not 2/);
  });

  test('49: an opponent\'s card: its operations must be written (TSN182) and its event not (TSN181)', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}
      4.1   ${play} ; MIS&JP2`);
    line('MIS@ >MAR').expect('TSN182', '4.1', /Marshall Plan, taken by Missile Envy, gives the USSR 4 ops of operations: write what they did after the card/);
    line('MIS@ >MAR@(FR UK)').expect('TSN181', '4.1', /Marshall Plan, taken by Missile Envy, is played for its operations only: its US event does not happen/);
    line('MIS@ >MAR&SY2 IQ').expect('TSN112', '4.1', /gives the USSR 4 ops/);
  });

  test('49 with an unknown hand: the written card is trusted when it could be there', () => {
    const game = scenario(`
      ${SETUP}
      4.1   MIS@ >NAS@EG2 ; MIS&JP2`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.removed.includes('NAS'), 'Nasser\'s event happened: removed');
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 2 });
    assert.ok(s.discard.includes('MIS'));
    const discarded = scenario(`
      ${SETUP}
      4.1   NAS@EG2 ; MIS@ >NAS@EG2`);
    discarded.expect('TSN102', '4.1', /Nasser is removed from the game: it cannot be the card Missile Envy takes from the USSR/);
  });

  test('49: the opponent holds no card: nothing is exchanged and Missile Envy is discarded', () => {
    const game = scenario(`
      ${SETUP}
      4.D   [MIS SOC FID VIE COM NAS WPF DES LON] ; [RED]
      4.1   SOC&PL3 ; RED@
      4.2   MIS@ ; —`);
    assert.deepEqual(game.problems(), ['TSN174@4.D']);
    const s = game.state();
    assert.ok(s.discard.includes('MIS'));
    assert.ok(!s.effects.some((e) => e.card === 'MIS'));
  });
});

describe('Missile Envy received at the end of a turn', () => {
  test('49: the receiver cannot headline it; it may headline another card and plays Missile Envy in round 1', () => {
    scenario(`
      ${SETUP}
      4.7   — ; MIS@ >SOC&JP3
      5.H   MIS >RED@ ; DAC D4 =+1`).expect('TSN184', '5.H', /The USSR received Missile Envy from the US: it plays it for its operations in its next action round; it cannot headline it/);
    scenario(`
      ${SETUP}
      4.7   — ; MIS@ >SOC&JP3
      5.H   VIE VN2 ; DAC D4 =+1
      5.1   MIS&SY2 ; CON&JP3`).assertClean();
  });
});

describe('Missile Envy and scoring cards', () => {
  test('a scoring card is never the highest while the opponent holds an operations card (TSN181); with the hand unknown it is taken and scores at once (neutral)', () => {
    const known = scenario(`
      ${SETUP}
      4.D   [MIS SOC FID VIE COM NAS WPF DES LON] ; [SEU MAR DAC CON IND TRU CIA OLY DEF]
      4.1   MIS@ >SEU@ =-1 ; MIS&JP2`);
    known.expect('TSN181', '4.1', /Missile Envy takes the US's highest-ops card: its highest is Marshall Plan \(MAR\), 4 ops; Europe Scoring has 0/);
    const unknown = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; MIS@ >SEU@ =-1
      4.2   MIS&SY2 ; —`);
    unknown.assertClean();
    assert.equal(unknown.state('4.1').vp, -1, 'Europe scored for the USSR (presence against none)');
    assert.ok(unknown.state('4.1').discard.includes('SEU'));
  });

  // Found by random games: the receiver lost the card to Grain Sales, and the obligation to play it
  // kept it from playing anything else for the rest of the game.
  test('49: the obligation ends with the card: Missile Envy taken from the receiver\'s hand by Grain Sales binds it no more', () => {
    const g = scenario(`
      ${SETUP}
      4.H   GRA >MIS&KR JP ; MIS >VIE&TW2
      4.1   NAS&SY ; CON&CA UK IT`);
    g.assertClean(['TSN170', 'TSN180']);
  });
});
