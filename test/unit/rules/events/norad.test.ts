import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The US controls Canada (2 + 2 = 4, stability 4); three battleground coups take DEFCON to 2.
const CANADA = '1.S   PL4 DD HU ; IT3 CA2 FR2';
const TO_3 = `
      1.1   FID&SY2 ; NOR@
      1.2   DES#IR4+3 D4 ; TRU&IT
      1.3   COM#PA6+5 D3 ; CIA&IT`;

describe('NORAD (106): with Canada US-controlled, 1 US influence where the US has some after a play that moves DEFCON to 2', () => {
  test('NORAD played as an event comes into force, removed from the game', () => {
    const g = scenario(`
      ${CANADA}
      1.1   FID&SY2 ; NOR@`);
    g.assertClean();
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['NOR:US:persistent']);
    assert.ok(g.state().removed.includes('NOR'));
  });

  test('NORAD: a USSR coup moves DEFCON to 2; the US\'s influence is written at the end of the USSR part (rulings)', () => {
    const g = scenario(`
      ${CANADA}${TO_3}
      1.4   SUE#ZA6+3 D2 NOR@(IT) ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 6, USSR: 0 });
  });

  test('NORAD: a US play that moves DEFCON to 2 writes it in the US part', () => {
    const g = scenario(`
      ${CANADA}${TO_3}
      1.4   BLO&PL ; DAC#IQ6+3 D2 NOR@IT`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 6, USSR: 0 });
  });

  test('NORAD: after a coup with operations an event grants, written at the end of the part (CIA@#IQ6+1 D2 NOR@IT)', () => {
    const g = scenario(`
      ${CANADA}
      1.1   FID&SY2 ; NOR@
      1.2   DES#IR4+3 D4 ; TRU&IT
      1.3   COM#PA6+5 D3 ; DAC&IT3
      1.4   BLO&PL ; CIA@#IQ6+1 D2 NOR@IT`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 8, USSR: 0 });
  });

  test('NORAD: DEFCON 2 -> 3 -> 2 within a round (ABM Treaty, then a battleground coup) moves it to 2 again: NORAD adds 1 (rulings)', () => {
    // 4.1 takes DEFCON to 3, the USSR's coup in Panama to 2 (NORAD once), ABM Treaty up to 3 and
    // its coup in Panama down to 2 again (NORAD twice): Italy 3 + 1 + 1.
    const g = scenario(`
      1.S   PL4 DD HU ; CA2 IT3 FR2
      4.H   VIE VN2 ; NOR
      4.1   DES#IR6+5 D4 ; NTB#IR6+6 D3
      4.2   COM#PA6+5 D2 NOR@(IT) ; ABM@#PA6+6 D2 NOR@IT`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 5, USSR: 0 });
    assert.deepEqual(g.influence('PA'), { US: 2, USSR: 0 });
    assert.deepEqual(g.influence('IR'), { US: 2, USSR: 0 });
    assert.equal(g.state().defcon, 2);
    assert.deepEqual(g.state().milops, { US: 5, USSR: 5 });
    assert.equal(g.state().vp, 0);
  });

  test('NORAD written after a card an event moved is NORAD\'s, not that card\'s (MIS@ >MAR#PA6+6 D2 NOR@(IT): Marshall Plan\'s coup, then NORAD)', () => {
    const g = scenario(`
      1.S   PL4 DD HU ; CA2 IT3 FR2
      4.H   VIE VN2 ; NOR
      4.1   DES#IR6+5 D4 ; NTB#IR6+6 D3
      4.2   MIS@ >MAR#PA6+6 D2 NOR@(IT) ; MIS&IT2`);
    g.assertClean();
    assert.deepEqual(g.influence('PA', '4.2'), { US: 0, USSR: 5 });
    assert.deepEqual(g.influence('IT'), { US: 6, USSR: 0 }, '3 + 1 (NORAD) + 2 (Missile Envy\'s operations)');
    assert.equal(g.state().defcon, 2);
    assert.deepEqual(g.state().milops, { US: 4, USSR: 5 });
    assert.ok(g.state().discard.includes('MAR') && g.state().discard.includes('MIS'));
    // Left out after the moved card, it is still due.
    scenario(`
      1.S   PL4 DD HU ; CA2 IT3 FR2
      4.H   VIE VN2 ; NOR
      4.1   DES#IR6+5 D4 ; NTB#IR6+6 D3
      4.2   MIS@ >MAR#PA6+6 D2 ; MIS&IT2`).expect('TSN182', '4.2', /NORAD adds 1 US influence/);
  });

  test('NORAD: the addition left out is an error (TSN182)', () => {
    const g = scenario(`
      ${CANADA}${TO_3}
      1.4   SUE#ZA6+3 D2 ; —`);
    g.expect('TSN182', '1.4', /This play moved DEFCON to 2 and the US controls Canada: NORAD adds 1 US influence to one country that already holds US influence; write it at the end of the part, e.g. NOR@\(IT\)/);
  });

  test('NORAD: a country without US influence, or 2 influence, is an error (TSN181)', () => {
    scenario(`
      ${CANADA}${TO_3}
      1.4   SUE#ZA6+3 D2 NOR@(PL) ; —`).expect('TSN181', '1.4', /the line adds US influence in Poland, which holds no US influence/);
    scenario(`
      ${CANADA}${TO_3}
      1.4   SUE#ZA6+3 D2 NOR@(IT2) ; —`).expect('TSN181', '1.4', /the line adds 2 in Italy: at most 1/);
  });

  test('NORAD does nothing when the US does not control Canada, or DEFCON did not move to 2 (writing it is TSN181)', () => {
    const noCanada = `
      ${SETUP}${TO_3}`;
    scenario(`${noCanada}
      1.4   SUE#ZA6+3 D2 ; —`).assertClean();
    scenario(`${noCanada}
      1.4   SUE#ZA6+3 D2 NOR@(IT) ; —`).expect('TSN181', '1.4', /only at the end of a play that moves DEFCON to 2 while the US controls Canada: the US does not control Canada/);
    scenario(`
      ${CANADA}${TO_3}
      1.4   SUE&PL3 NOR@(IT) ; —`).expect('TSN181', '1.4', /DEFCON went from 3 to 3/);
  });

  test('NORAD not in force: a written NOR@ is an error (TSN181)', () => {
    scenario(`
      ${CANADA}
      1.1   DES#IR4+3 D4 NOR@(IT) ; —`).expect('TSN181', '1.1', /NORAD is not in force at the end of this play/);
  });

  test('NORAD triggered by the USSR for operations comes into force (after or before them)', () => {
    for (const play of ['NOR&PL3@', 'NOR@&PL3']) {
      const g = scenario(`
        ${CANADA}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}`), ['NOR:US'], play);
    }
  });

  test('NORAD is cancelled by Quagmire', () => {
    const g = scenario(`
      ${CANADA}
      1.1   FID&SY2 ; NOR@
      4.1   QUA@ ; —`);
    assert.deepEqual(g.state('1.1').effects.map((e) => e.card), ['NOR']);
    assert.ok(!g.state('4.1').effects.some((e) => e.card === 'NOR'));
  });

  test('NORAD writes nothing when played: written influence is an error (TSN181)', () => {
    scenario(`
      ${CANADA}
      1.1   FID&SY2 ; NOR@IT`).expect('TSN181', '1.1', /NORAD writes nothing when played/);
  });
  test('NORAD: the headline phase is no action round (card text): a headline that moves DEFCON to 2 adds nothing, and a NOR@ written there is TSN181, not applied', () => {
    const board = `
      ${CANADA}${TO_3}
      1.4   NAS#IL6 D2 NOR@(IT) ; —`;
    scenario(`${board}
      2.H   VIE VN2 ; DAC D2 =+3`).assertClean(['TSN180']);
    const written = scenario(`${board}
      2.H   VIE VN2 ; DAC D2 =+3 NOR@IT`);
    written.expect('TSN181', '2.H', /NORAD acts at the end of an action round; the headline phase is not an action round, so nothing happens for it here: leave NOR@ out/);
    assert.deepEqual(written.influence('IT'), written.influence('IT', '1.4'));
  });

  test('NORAD as a headline comes into force', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; NOR`);
    game.assertClean();
    assert.ok(game.state().effects.some((e) => e.card === 'NOR' && e.side === 'US'));
    assert.ok(game.state().removed.includes('NOR'));
  });
});
