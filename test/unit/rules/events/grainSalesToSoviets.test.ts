import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The USSR holds a neutral (Red Scare/Purge, Nuclear Test Ban), a US (Puppet Governments), its own
// (Socialist Governments) and a scoring card (Europe Scoring).
const DEAL = '4.D   [RED NTB PUP SOC SEU FID VIE COM NAS] ; [GRA DAC CON IND TRU CIA OLY DEF MAR]';

describe('Grain Sales to Soviets (GRA, 67)', () => {
  test('67: the US plays the card taken for its operations; it is discarded', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >PUP&MX CR`);
    game.assertClean();
    assert.deepEqual(game.influence('MX'), { US: 1, USSR: 0 });
    assert.deepEqual(game.influence('CR'), { US: 1, USSR: 0 });
    const s = game.state();
    assert.ok(s.discard.includes('PUP') && s.discard.includes('GRA'));
    assert.ok(!s.hands.USSR!.includes('PUP'));
    assert.equal(s.handCount.USSR, 7);
  });

  test('67: the US plays the card taken for its event, as its own (Red Scare/Purge against the USSR)', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >RED@
      4.2   COM&PL2 ; DAC&JP3`);
    game.assertClean();
    assert.ok(game.state('4.1').effects.some((e) => e.card === 'RED' && e.side === 'US'));
  });

  test('67: a coup with the card taken earns military operations: no false end-of-turn penalty', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL.replace('SEU', 'LON')}
      4.1   FID&SY2 ; GRA@ >NTB#SY3+3
      4.E   =+5 ; =-1`);
    game.assertClean(['TSN180']); // a fragment: rounds 4.2-4.7 left out
    assert.equal(game.state('4.1').milops.US, 4);
    assert.deepEqual(game.influence('SY', '4.1'), { US: 0, USSR: 0 });
    scenario(`
      ${SETUP}
      ${DEAL.replace('SEU', 'LON')}
      4.1   FID&SY2 ; GRA@ >NTB#SY3+3
      4.E   =+5 ; =-5`).expect('TSN154', '4.E', /the US made 4 military operations at DEFCON 5: 1 short/);
  });

  test('67: a scoring card with operations attached (>SEU&JP2) is TSN181 saying the handed-back form; read as handed back with Grain Sales\' operations', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >SEU&JP2`);
    game.expect('TSN181', '4.1', /Europe Scoring, the card Grain Sales took, is a scoring card with no operations: handed back, it is written bare and Grain Sales' own operations follow after a space \(GRA@ >SEU &…\)/);
    assert.deepEqual(game.problems().filter((p) => !p.startsWith('TSN181@4.1')), []);
    assert.ok(game.state().hands.USSR!.includes('SEU'));
    assert.equal(game.state().vp, 0, 'Europe is not scored');
    assert.deepEqual(game.influence('JP'), { US: 3, USSR: 0 });
  });

  test('67: handed back, the card returns to the USSR\'s hand and the US conducts Grain Sales\' 2 ops (a coup credits them)', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >SEU #SY6+4`);
    game.assertClean();
    const s = game.state();
    assert.ok(s.hands.USSR!.includes('SEU'));
    assert.equal(s.handCount.USSR, 8);
    assert.equal(s.milops.US, 2);
    assert.deepEqual(game.influence('SY'), { US: 1, USSR: 0 });
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >SEU`).expect('TSN182', '4.1', /Grain Sales to Soviets gives the US 2 ops of operations: write them after the event as an operations part, e.g. GRA@ >SEU &JP/);
  });

  test('67: a USSR card taken is played for its operations and its event happens too (5.1)', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >SOC&JP3@IT- FR- UK-`);
    game.assertClean();
    assert.deepEqual(game.influence('JP'), { US: 4, USSR: 0 });
    assert.deepEqual(game.influence('IT'), { US: 2, USSR: 0 });
    assert.ok(game.state().discard.includes('SOC'));
    assert.deepEqual(game.influence('UK'), { US: 4, USSR: 0 }, 'its event happened');
    scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; GRA@ >SOC&JP3`).expect('TSN182', '4.1', /Socialist Governments/);
  });

  test('67: Junta taken and played for its event: the free coup after its influence is Junta\'s, not Grain Sales\' operations (GRA@ >JUN@BR2 #PA6+4 D3)', () => {
    // Panama after 4.1: USSR 4. Junta's free coup with its 2 ops: 6 + 2 - 2 x 2 = 4, no military operations.
    const game = scenario(`
      ${SETUP}
      4.H   VIE VN2 ; IND HU
      4.1   DES#PA6+5 D4 ; TRU&IT
      4.2   COM&PL3 ; GRA@ >JUN@BR2 #PA6+4 D3`);
    game.assertClean();
    assert.deepEqual(game.influence('BR'), { US: 2, USSR: 0 });
    assert.deepEqual(game.influence('PA'), { US: 0, USSR: 0 });
    const s = game.state();
    assert.equal(s.defcon, 3);
    assert.deepEqual(s.milops, { US: 0, USSR: 3 });
    assert.equal(s.vp, 0);
    assert.ok(s.discard.includes('JUN') && s.discard.includes('GRA'));
  });

  test('67: the card taken sent to the space race with its operations: allowed, its event does not happen (GRA@ >OPE*2+ =+2)', () => {
    // The USSR controls Iraq (1 + 2, stability 3): OPEC's event would give it 1 VP.
    const game = scenario(`
      ${SETUP}
      4.H   VIE VN2 ; IND HU
      4.1   DES&IQ2 SY ; GRA@ >OPE*2+ =+2`);
    game.assertClean();
    const s = game.state();
    assert.equal(s.vp, 2);
    assert.deepEqual(s.space, { US: 1, USSR: 0 });
    assert.deepEqual(s.spaceAttempts, { US: 1, USSR: 0 });
    assert.ok(s.discard.includes('OPE'), 'OPEC discarded, its event not having happened');
    assert.deepEqual(game.influence('IQ'), { US: 0, USSR: 3 });
    scenario(`
      ${SETUP}
      4.H   VIE VN2 ; IND HU
      4.1   DES&IQ2 SY ; GRA@ >OPE*2+ =+1`).expect('TSN154', '4.1', /not \+1: write =\+2/);
  });

  test('67: the card taken on the space race: a failed roll, the box\'s minimum, a second use of its operations or its event written (TSN152, TSN141, TSN181)', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.H   VIE VN2 ; IND HU
      4.1   DES&IQ2 SY ; ${play}`);
    const failed = line('GRA@ >OPE*5');
    failed.assertClean();
    assert.deepEqual(failed.state().space, { US: 0, USSR: 0 });
    assert.deepEqual(failed.state().spaceAttempts, { US: 1, USSR: 0 });
    line('GRA@ >OPE*2').expect('TSN152', '4.1', /A die of 2 succeeds for .*: write \*2\+/);
    line('GRA@ >NAS*1+ =+2').expect('TSN141', '4.1', /needs a card of 2 ops or more: Nasser gives the US 1 op/);
    line('GRA@ >OPE*2+&JP =+2').expect('TSN181', '4.1', /spent once: on one space race attempt, or on influence, a coup or realignment rolls, not both/);
    line('GRA@ >OPE*2+ &JP =+2').expect('TSN181', '4.1', /Grain Sales' own operations come only when the card is handed back/);
  });

  test('67 played by the USSR for operations: the US\'s event happens; the card taken is played by the US', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL.replace('[RED NTB', '[GRA NTB').replace('[GRA DAC', '[RED DAC')}
      4.1   GRA&SY2@ >NTB&JP4 ; DAC&JP3`);
    game.assertClean();
    assert.deepEqual(game.influence('JP'), { US: 8, USSR: 0 });
    const back = scenario(`
      ${SETUP}
      ${DEAL.replace('[RED NTB', '[GRA NTB').replace('[GRA DAC', '[RED DAC')}
      4.1   GRA&SY2@ >SEU (&JP2) ; DAC&JP3`);
    back.assertClean();
    assert.deepEqual(back.influence('JP'), { US: 6, USSR: 0 });
    assert.ok(back.state().hands.USSR!.includes('SEU'));
  });

  test('67 headlined', () => {
    const game = scenario(`
      ${SETUP}
      ${DEAL}
      4.H   VIE VN2 ; GRA >PUP&MX CR`);
    game.assertClean();
    assert.deepEqual(game.influence('MX'), { US: 1, USSR: 0 });
  });

  test('67: the USSR holds no card: the US conducts Grain Sales\' 2 ops', () => {
    const game = scenario(`
      ${SETUP}
      4.D   [FID] ; [GRA DAC CON IND TRU CIA OLY DEF MAR]
      4.1   FID&SY2 ; GRA@&JP2`);
    assert.deepEqual(game.problems(), ['TSN174@4.D']);
    assert.deepEqual(game.influence('JP'), { US: 3, USSR: 0 });
  });

  test('67: mis-written: nothing taken (TSN182), two taken or both plays (TSN181), a card not in the USSR\'s hand (TSN102)', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      ${DEAL}
      4.1   FID&SY2 ; ${play}`);
    line('GRA@').expect('TSN182', '4.1', /Grain Sales takes a card at random from the USSR's hand \(it holds 8\): write it, GRA@ >CODE/);
    line('GRA@ >RED@ &JP2').expect('TSN181', '4.1', /Grain Sales' own operations come only when the card is handed back \(written bare, >RED\)/);
    line('GRA@ >RED >NTB').expect('TSN181', '4.1', /Grain Sales takes one card from the USSR's hand, not 2/);
    line('GRA@ >DAC@').expect('TSN102', '4.1', /Duck and Cover is in the US's hand: it cannot be the card Grain Sales takes from the USSR/);
    line('GRA@ >PUP&MX').expect('TSN112', '4.1', /Puppet Governments, taken by Grain Sales, gives the US 2 ops/);
  });
});
