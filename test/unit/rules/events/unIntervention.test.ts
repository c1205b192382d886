import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// UN Intervention (32, neutral, 1 op): played with a card carrying the opponent's event, whose
// event is cancelled while its operations are used; the other card is discarded; never headlined.
const DEAL_US = '1.D   [DES SOC FID VIE ROM COM SUE BLO] ; [UNI NAS DAC CON RED MAR NTB SPR]';

describe('UN Intervention (UNI, 32)', () => {
  test('32: the US plays it with Nasser: Nasser\'s event is cancelled, its 1 op goes to Japan; both cards discarded', () => {
    const game = scenario(`
      ${DEAL_US}
      ${SETUP}
      1.1   DES&AF3 ; UNI@NAS&JP`);
    game.assertClean();
    assert.deepEqual(game.influence('JP'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('EG'), { US: 0, USSR: 0 }, 'Nasser\'s event does not happen');
    const s = game.state();
    assert.ok(s.discard.includes('NAS') && s.discard.includes('UNI'), 'Nasser is discarded, not removed');
    assert.ok(!s.removed.includes('NAS'));
  });

  test('32: the USSR plays it with Duck and Cover: no DEFCON change, its 3 ops for a coup in Iran', () => {
    const game = scenario(`
      1.D   [UNI DAC SOC FID VIE ROM COM SUE] ; [NAS IND CON RED MAR NTB SPR EEU]
      ${SETUP}
      1.1   UNI@DAC#IR4+3 D4 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
    assert.equal(game.state().milops.USSR, 3);
    assert.equal(game.state().defcon, 4, 'the battleground coup degrades DEFCON; Duck and Cover\'s event does not');
    assert.equal(game.state().vp, 0);
  });

  test('32: realignment rolls with the other card\'s operations', () => {
    const game = scenario(`
      1.D   [UNI DAC SOC FID VIE ROM COM SUE] ; [NAS IND CON RED MAR NTB SPR EEU]
      ${SETUP}
      1.1   UNI@DAC/IR2:6 IL1:6 KR1:6 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('IL'), { US: 0, USSR: 0 });
    assert.deepEqual(game.influence('KR'), { US: 0, USSR: 0 });
  });

  test('32 + Containment: the other card\'s operations are modified as usual (Nasser 1 op +1)', () => {
    const game = scenario(`
      ${DEAL_US}
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; CON
      1.1   FID&SY2 ; UNI@NAS&JP2`);
    assert.deepEqual(game.problems(), []);
    assert.deepEqual(game.influence('JP'), { US: 3, USSR: 0 });
    scenario(`
      ${DEAL_US}
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; CON
      1.1   FID&SY2 ; UNI@NAS&JP`).expect('TSN112', '1.1', /The influence written costs 1 op, but Nasser played with UN Intervention gives the US 2 ops \(printed 1, \+1 Containment\): the influence placed must cost exactly 2/);
  });

  test('32 + U2 Incident: UN Intervention played later in the turn gives the USSR 1 more VP', () => {
    const game = scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; UNI@NAS&JP =-1`);
    assert.deepEqual(game.problems(), []);
    assert.equal(game.state().vp, -2);
    scenario(`
      ${SETUP}
      4.1   U2I@ =-1 ; UNI@NAS&JP`).expect('TSN156', '4.1', /add =-1/);
  });

  test('32: played for its operations it has no event; it cannot be headlined', () => {
    const ops = scenario(`
      ${SETUP}
      1.1   UNI&AF ; —`);
    ops.assertClean();
    scenario(`
      ${SETUP}
      1.H   UNI ; CON`).expect('TSN104', '1.H', /UN Intervention cannot be headlined/);
  });

  test('32: without a card beside it, with a card of its own side or a neutral one, or with the other card\'s event written: errors', () => {
    const line = (play: string) => scenario(`
      ${DEAL_US}
      ${SETUP}
      1.1   FID&SY2 ; ${play}`);
    line('UNI@').expect('TSN182', '1.1', /UN Intervention is played together with a card from the US's hand that carries the USSR's event: write that card after @ with what its operations did \(UNI@NAS&TW\)/);
    line('UNI@CON&JP3').expect('TSN181', '1.1', /UN Intervention goes with a card carrying the USSR's event; Containment is the US's own card/);
    line('UNI@RED&JP4').expect('TSN181', '1.1', /Red Scare\/Purge is a neutral card/);
    // The notation already reports the card written as influence: one problem, not two.
    line('UNI@NAS').expect('TSN027', '1.1', /"NAS" is a card where influence is expected/);
    line('UNI@NAS@').expect('TSN182', '1.1', /the US uses Nasser's 1 op for influence, a coup or realignment rolls: write them after the card \(UNI@NAS&…\)/);
    line('UNI@SOC&JP3').expect('TSN102', '1.1', /Socialist Governments is in the USSR's hand: the US cannot play it/);
    line('UNI@NAS&JP2').expect('TSN112', '1.1', /costs 2 ops, but Nasser played with UN Intervention gives the US 1 op/);
    line('UNI@NAS@EG2&JP').expect('TSN181', '1.1', /UN Intervention cancels Nasser's event: nothing of it happens/);
  });

  test('32: the China Card carries no event to cancel', () => {
    scenario(`
      ${SETUP}
      1.1   UNI@CHN&KP2 AF2 KR ; —`).expect('TSN110', '1.1', /The China Card carries no event/);
  });

  test('32: NORAD played beside UN Intervention is the card whose operations are used, never NORAD\'s mark', () => {
    // A three-letter code right after UNI@ is always the card played with it (rulings): NORAD's 3
    // ops go to the USSR's influence, NORAD's event is cancelled and the card is discarded.
    const game = scenario(`
      ${SETUP}
      1.1   UNI@NOR&KP KR2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('KR'), { US: 1, USSR: 2 });
    assert.ok(game.state().discard.includes('NOR'), 'NORAD discarded');
    assert.ok(game.state().discard.includes('UNI'), 'UN Intervention discarded');
    assert.deepEqual(game.state().effects, [], 'NORAD does not come into force');
  });
});
