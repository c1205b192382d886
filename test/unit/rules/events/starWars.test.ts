import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

/** Fails when a line other than `label` has an error or a warning. */
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

// The US ahead on the space race (box 1, USSR box 0), Duck and Cover in the discard pile.
const AHEAD = `
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2`;

describe('Star Wars (85): with the US ahead on the space race, a non-scoring card from the discard pile, its event at once', () => {
  test('the US takes Duck and Cover: its event happens (DEFCON 4, +1 VP); Duck and Cover back to the discard pile, Star Wars removed', () => {
    const g = scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@ >DAC D4 =+1`);
    g.assertClean();
    const s = g.state();
    assert.equal(s.defcon, 4);
    assert.equal(s.vp, 3);
    assert.ok(s.discard.includes('DAC'));
    assert.ok(s.removed.includes('STA'));
  });

  test('a taken card whose event needs the board: East European Unrest in the Late War (2 from each of 3), written after the card', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; EEU*2+ =+2
      8.1   FID&SY2 ; STA@ >EEU@(PL-2 DD-2 HU-)`);
    g.assertClean();
    assert.deepEqual(g.influence('PL'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('DD'), { US: 0, USSR: 2 });
    assert.deepEqual(g.influence('HU'), { US: 0, USSR: 0 });
    assert.ok(g.state().discard.includes('EEU'));
    const missing = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; EEU*2+ =+2
      8.1   FID&SY2 ; STA@ >EEU`);
    missing.expect('TSN182', '8.1', /East European Unrest removes 2 USSR influence from each of 3 countries/);
  });

  test('a USSR card taken: its event is the USSR\'s (Decolonization\'s influence in parentheses in the US play)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   DEC@AO BW ZA SF ; DAC*2+ =+2
      8.1   FID&SY2 ; STA@ >DEC@(MA DZ TN CI)`);
    g.assertClean();
    assert.deepEqual(g.influence('MA'), { US: 0, USSR: 1 });
    assert.ok(g.state().discard.includes('DEC'));
  });

  test('a neutral card taken is the US\'s event: Red Scare/Purge comes into force against the USSR (its next card -1 op), with or without its @', () => {
    for (const taken of ['>RED@', '>RED']) {
      const g = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; RED*2+ =+2
      8.1   FID&SY2 ; STA@ ${taken}
      8.2   DES&SY2 ; —`);
      g.assertClean();
      assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}`), ['RED:US'], taken);
      assert.ok(g.state().discard.includes('RED'), taken);
    }
  });

  test('an asterisked card taken is removed once its event happened; a persistent one stays in force', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      1.2   DES&SY3 ; CON&JP3
      8.1   FID&SY2 ; STA@ >CON`);
    g.assertClean();
    const s = g.state();
    assert.ok(s.removed.includes('CON'));
    assert.ok(!s.discard.includes('CON'));
    assert.deepEqual(s.effects.map((e) => `${e.card}:${e.side}`), ['CON:US']);
  });

  test('triggered by the USSR playing it for operations, the US ahead: the card taken is written bare in the USSR part', () => {
    const g = scenario(`${AHEAD}
      8.1   STA&SY2@ >DAC D4 =+1 ; —`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
    assert.deepEqual(g.influence('SY'), { US: 0, USSR: 3 });
    assert.ok(g.state().removed.includes('STA'));
  });

  test('the US not ahead: played for its event, TSN105; triggered by the USSR, nothing happens and Star Wars is discarded', () => {
    const tie = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC&JP3
      8.1   FID&SY2 ; STA@ >DAC D4 =+1`);
    tie.expect('TSN105', '8.1', /Star Wars' event cannot happen: the US is not ahead on the space race \(US box 0, USSR box 0\)/);
    assert.equal(tie.state().defcon, 5);
    assert.ok(tie.state().discard.includes('STA'));
    const behind = scenario(`
      ${SETUP}
      1.1   DAC*2+ =-2 ; CON&JP3
      8.1   STA&SY2@ ; —`);
    behind.assertClean();
    assert.ok(behind.state().discard.includes('STA'));
    assert.ok(behind.state().maybeInDiscard.includes('DAC') && behind.state().deck.includes('DAC'), 'Duck and Cover not taken: unseen since the turns left out');
  });

  test('a war card taken: Iran-Iraq War is the US\'s war, its VP and military operations the US\'s, even when the USSR triggered Star Wars', () => {
    for (const [label, lines] of [['US play', `8.1   IIW&SY2 ; STA@ >IIW@xIQ5+ =+2`], ['USSR play', `8.1   IIW&SY2 ; CIA&JP
      8.2   STA&SY2@ >IIW@xIQ5+ =+2 ; —`]] as const) {
      const g = scenario(`${AHEAD}
      ${lines}`);
      g.assertClean();
      assert.equal(g.state().vp, 4, label);
      assert.equal(g.state().milops.US, 2, label);
      assert.equal(g.state().milops.USSR, 0, label);
      assert.deepEqual(g.influence('IQ'), { US: 1, USSR: 0 }, label);
      assert.ok(g.state().removed.includes('IIW'), label);
    }
  });

  test('as the US headline', () => {
    const g = scenario(`${AHEAD}
      8.H   FID CU3 ; STA >DAC D4 =+1`);
    g.assertClean();
    assert.equal(g.state().defcon, 4);
  });

  test('the card taken left out (TSN182), a scoring card (TSN181), a card not in the discard pile (TSN102), two cards (TSN181), a coup written (TSN181)', () => {
    scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@`).expect('TSN182', '8.1', /the line takes none: write the card taken, e.g. STA@ >FID/);
    // Only cards that may still be in the discard pile after the turns left out: taking none is no error.
    scenario(`${AHEAD}
      8.1   — ; STA@`).assertClean(['TSN180']);
    scenario(`
      ${SETUP}
      1.1   SEU =-2 ; DAC*2+ =+2
      8.1   FID&SY2 ; STA@ >SEU`).expect('TSN181', '8.1', /Star Wars takes a non-scoring card; Europe Scoring is a scoring card: take one of FID, DAC/);
    scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@ >CON`).expect('TSN102', '8.1', /Containment is in the deck: Star Wars takes a card from the discard pile \(FID, DAC\)/);
    scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@ >NAS`).expect('TSN102', '8.1', /Nasser is removed from the game/);
    scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@ >DAC >NAS D4 =+1`).expect('TSN181', '8.1', /Star Wars takes one card from the discard pile, not 2/);
    const coup = scenario(`${AHEAD}
      8.1   FID&SY2 ; STA@ >DAC #SY6+3 D4 =+1`);
    coup.expect('TSN181', '8.1', /Star Wars takes one non-scoring card .*; the line writes a coup in Syria/);
  });

  test('Grain Sales taken, its card handed back: Grain Sales\' own operations follow after a space (STA@ >GRA@ >OAS #SY6+5)', () => {
    // Containment: Grain Sales' 2 ops are 3, so the coup in Syria is 6 + 3 - 2 x 2 = 5.
    const g = scenario(`
      ${SETUP}
      8.H   VIE VN2 ; CON
      8.1   DES&PL3 ; GRA&IT3
      8.2   COM&PL3 ; USJ*2+ =+2
      8.3   FID&PL2 ; STA@ >GRA@ >OAS #SY6+5`);
    g.assertClean();
    assert.deepEqual(g.influence('SY'), { US: 4, USSR: 0 });
    assert.deepEqual(g.influence('PL'), { US: 0, USSR: 12 });
    const s = g.state();
    assert.deepEqual(s.milops, { US: 3, USSR: 0 });
    assert.equal(s.vp, 2);
    assert.equal(s.defcon, 5);
    assert.deepEqual(s.space, { US: 1, USSR: 0 });
    assert.ok(s.removed.includes('STA'));
    assert.ok(s.discard.includes('GRA'), 'Grain Sales back to the discard pile');
    assert.ok(!s.discard.includes('OAS') && !s.removed.includes('OAS'), 'OAS Founded handed back to the USSR');
  });

  test('with no non-scoring card in the discard pile, nothing is taken and STA@ is the whole event', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; CNS@ =+2
      8.1   ROM@RO3 ; STA@`);
    onlyOn(g, '8.1');
    g.assertClean();
    assert.ok(g.state().removed.includes('STA'));
  });

  // Found by random games: the neutral events acted for the side that played Star Wars, not for the
  // US whose event Star Wars makes theirs (Missile Envy gave itself to the wrong hand).
  test('a neutral card taken in a USSR play acts for the US: Missile Envy takes the USSR\'s card for the US and goes to the USSR, which plays it next', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      4.1   MIS*6 ; —
      8.1   STA&SY2@ >MIS@ >DEC&JP TW ; CON&CA UK IT
      8.2   MIS&SY2 ; —`);
    g.assertClean(['TSN170', 'TSN180']);
    assert.deepEqual(g.influence('TW', '8.1'), { US: 1, USSR: 0 }, 'the US placed Decolonization\'s operations');
    assert.ok(g.state('8.1').effects.some((e) => e.card === 'MIS' && e.side === 'US'));
  });

  test('a neutral card taken in a USSR play acts for the US: SALT Negotiations puts its card into the US\'s hand, How I Learned… gives the US its military operations', () => {
    const salt = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      4.1   SAL*6 ; —
      8.1   STA&SY2@ >SAL@ >DAC ; DAC&CA UK IT`);
    salt.assertClean(['TSN170', 'TSN180']);
    const worry = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; DAC*2+ =+2
      4.1   HIL*6 ; —
      8.1   STA&SY2@ >HIL@ D4 ; —`);
    worry.assertClean(['TSN170', 'TSN180']);
    assert.equal(worry.state('8.1').milops.US, 5);
    assert.equal(worry.state('8.1').milops.USSR, 0);
  });
});
