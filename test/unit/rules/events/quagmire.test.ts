import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

const effects = (game: Scenario, label?: string) => game.state(label).effects.map((e) => `${e.card}:${e.side}`);

describe('42 Quagmire: the US discards a card of 2+ ops and rolls 1-4 to get out, round after round', () => {
  test('Quagmire comes into force from its event (removed), the US rolls from its next round; the discarded cards go to the discard pile; 1-4 escapes', () => {
    const g = scenario(`
      ${SETUP}
      4.1   QUA@ ; DAC~6
      4.2   FID&SY2 ; CON~3+
      4.3   DEC&PL2 ; TRU&IT`);
    g.assertClean();
    assert.deepEqual(effects(g, '4.1'), ['QUA:USSR']);
    assert.ok(g.state('4.1').removed.includes('QUA'));
    assert.deepEqual(effects(g, '4.2'), []);
    assert.ok(g.state().discard.includes('DAC') && g.state().discard.includes('CON'));
    assert.deepEqual(g.influence('IT'), { US: 4, USSR: 0 });
  });

  test('while in Quagmire the US may not play a card for operations, an event or the space race (TSN177)', () => {
    for (const play of ['TRU&IT', 'DAC@', 'NUC*2']) {
      scenario(`
        ${SETUP}
        4.1   QUA@ ; ${play}`).expect('TSN177', '4.1', /The US is in Quagmire: it may only play a scoring card or discard a card of 2\+ ops to roll out \(1-4\)/);
    }
  });

  test('a scoring card may be played while trapped, and the trap stays', () => {
    const g = scenario(`
      ${SETUP}
      4.1   QUA@ ; SCA
      4.2   FID&SY2 ; DAC~4+`);
    g.assertClean();
    assert.deepEqual(effects(g, '4.1'), ['QUA:USSR']);
    assert.deepEqual(effects(g), []);
  });

  test('the discarded card needs 2 ops or more (TSN179); Red Scare/Purge counts (a 2-op US card is then worth 1)', () => {
    scenario(`
      ${SETUP}
      4.1   QUA@ ; TRU~2+`).expect('TSN179', '4.1', /A card of 2 ops or more is discarded to roll out of Quagmire: Truman Doctrine gives 1 op/);
    scenario(`
      ${SETUP}
      4.1   RED@ ; IND&TR
      4.2   QUA@ ; NUC~2+`).expect('TSN179', '4.2', /Nuclear Subs gives 1 op/);
  });

  test('a written escape the die contradicts is TSN153 (5-6 stays in)', () => {
    scenario(`
      ${SETUP}
      4.1   QUA@ ; DAC~5+`).expect('TSN153', '4.1', /A die of 5 does not get out of Quagmire \(it needs 1-4\): write ~5 without \+/);
    scenario(`
      ${SETUP}
      4.1   QUA@ ; DAC~1`).expect('TSN153', '4.1', /A die of 1 gets out of Quagmire \(1-4\): write ~1\+/);
  });

  test('the discarded card\'s event does not happen: writing it is TSN107', () => {
    scenario(`
      ${SETUP}
      4.1   QUA@ ; FID~5@CU3`).expect('TSN107', '4.1', /to roll out of a trap has no event/);
  });

  test('the trap lasts across turns until the US escapes; headlines are not affected', () => {
    const g = scenario(`
      ${SETUP}
      4.1   QUA@ ; DAC~6
      5.H   FID CU3 ; CON
      5.1   DEC&PL2 ; EEU~2+`);
    g.assertClean(['TSN180']); // a fragment: turn 4's other rounds left out
    assert.deepEqual(effects(g, '5.H'), ['QUA:USSR', 'CON:US']);
    assert.deepEqual(effects(g), ['CON:US']);
  });

  test('headlined, Quagmire traps the US from its first action round', () => {
    const g = scenario(`
      ${SETUP}
      4.H   QUA ; TRU TR
      4.1   FID&SY2 ; DAC&IT3`);
    g.expect('TSN177', '4.1');
    assert.deepEqual(effects(g, '4.H'), ['QUA:USSR']);
  });

  test('played by the US for operations, its event traps the US from its next round', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; QUA@&IT3
      4.2   DEC&PL2 ; DAC~2+`);
    g.assertClean();
    assert.deepEqual(effects(g, '4.1'), ['QUA:USSR']);
    assert.deepEqual(g.influence('IT'), { US: 6, USSR: 0 });
    assert.deepEqual(effects(g), []);
  });

  test('a trap roll without a trap is TSN178', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; DAC~2+`).expect('TSN178', '4.1', /The US is in neither Quagmire nor Bear Trap/);
  });

  test('Quagmire writes nothing: influence written is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   QUA@SY ; —`).expect('TSN181', '4.1', /Quagmire writes nothing/);
  });

  test('Quagmire cancels NORAD: NORAD leaves, and a later play to DEFCON 2 adds nothing (NOR@ is TSN181)', () => {
    const lines = (fourFive: string) => `
      1.S   PL4 DD HU ; IT3 CA2 FR2
      4.1   FID&SY2 ; NOR@
      4.2   DES#IR4+3 D4 ; TRU&IT
      4.3   COM#PA6+5 D3 ; CIA&IT
      4.4   QUA@ ; DAC~5
      4.5   ${fourFive} ; CON~1+`;
    const g = scenario(lines('SUE#ZA6+3 D2'));
    g.assertClean();
    assert.deepEqual(effects(g, '4.3'), ['NOR:US']);
    assert.deepEqual(effects(g, '4.4'), ['QUA:USSR']);
    assert.ok(g.state().removed.includes('NOR'));
    scenario(lines('SUE#ZA6+3 D2 NOR@(IT)')).expect('TSN181', '4.5', /NORAD is not in force/);
  });
});

describe('44 Bear Trap: the USSR discards a card of 2+ ops and rolls 1-4 to get out', () => {
  test('Bear Trap played by the US traps the USSR from its next round; 1-4 escapes', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FID&SY2 ; BEA@
      4.2   DEC~6 ; TRU&IT
      4.3   COM~4+ ; DAC&IT3
      4.4   SUE&PL3 ; —`);
    g.assertClean();
    assert.deepEqual(effects(g, '4.1'), ['BEA:US']);
    assert.deepEqual(effects(g, '4.2'), ['BEA:US']);
    assert.deepEqual(effects(g), []);
  });

  test('the USSR playing for operations while trapped is TSN177', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; BEA@
      4.2   DEC&PL2 ; —`).expect('TSN177', '4.2', /The USSR is in Bear Trap/);
  });

  test('Brezhnev Doctrine makes a 1-op card enough (+1 op); without it the card is too small (TSN179)', () => {
    scenario(`
      ${SETUP}
      4.1   BRE@ ; BEA@
      4.2   CNS~3+ ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; BEA@
      4.2   CNS~3+ ; —`).expect('TSN179', '4.2', /Captured Nazi Scientist gives 1 op/);
  });

  test('triggered by the USSR playing Bear Trap for operations, it traps the USSR from its next round', () => {
    const g = scenario(`
      ${SETUP}
      4.1   BEA&SY3@ ; TRU&IT
      4.2   DEC~1+ ; —`);
    g.assertClean();
    assert.deepEqual(effects(g, '4.1'), ['BEA:US']);
  });
});
