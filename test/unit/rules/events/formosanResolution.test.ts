import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Asia after the setup: the US controls Australia, the USSR North Korea (a battleground, next to the
// USSR's own space: no bonus), so the USSR scores presence 3 + 1 battleground = 4. A US-controlled
// Taiwan gives the US presence 3 (net -1); with Formosan Resolution it is a battleground: 3 + 1 = 4
// (net 0; not domination, as both sides have one battleground).
describe('Formosan Resolution (35): Taiwan a battleground for Asia scoring while US-controlled; ends when the US plays the China Card', () => {
  test('Formosan Resolution played as an event: in force, removed; Asia Scoring counts US-controlled Taiwan as a battleground', () => {
    const withFor = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; FOR@
      1.2   BLO&PL ; DAC&TW3
      1.3   SAS=0 ; —`);
    withFor.assertClean();
    assert.ok(withFor.state('1.1').removed.includes('FOR'));
    assert.deepEqual(withFor.state('1.1').effects.map((e) => e.card), ['FOR']);
    const without = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; TRU&IT
      1.2   BLO&PL ; DAC&TW3
      1.3   SAS=-1 ; —`);
    without.assertClean();
  });

  test('Formosan Resolution: an uncontrolled Taiwan is no battleground', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; FOR@
      1.2   BLO&PL ; DAC&TW2 KR
      1.3   SAS=-1 ; —`);
    g.assertClean();
  });

  test('Formosan Resolution triggered by the USSR for operations comes into force (after or before them)', () => {
    for (const play of ['FOR&PL2@', 'FOR@&PL2']) {
      const g = scenario(`
        ${SETUP}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}`), ['FOR:US'], play);
    }
  });

  test('Formosan Resolution is cancelled when the US plays the China Card, not when the USSR does', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; FOR@
      1.2   CHN&PL2 HU2 ; DAC&TW3
      2.1   BLO&PL ; CHN&IT2 DE2
      2.2   SAS=-1 ; —`);
    g.assertClean();
    assert.deepEqual(g.state('1.2').effects.map((e) => e.card), ['FOR']);
    assert.deepEqual(g.state('2.1').effects.map((e) => e.card), []);
  });

  test('Formosan Resolution writes nothing: written influence is an error (TSN181)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; FOR@TW`).expect('TSN181', '1.1', /Formosan Resolution writes nothing: Taiwan counts as a battleground for Asia scoring while the US controls it; the line adds US influence in Taiwan/);
  });
  test('Formosan Resolution counts at final scoring too (US-controlled Taiwan a battleground in Asia: one VP more)', () => {
    const final = (us: string) => scenario(`
      ${SETUP}
      10.1   FID&SY2 ; ${us}
      10.2   BLO&PL ; DAC&TW3
      10.E   — ; —`).state().vp;
    assert.equal(final('FOR@') - final('TRU&IT'), 1);
  });
  test('Formosan Resolution makes domination: the US\'s Japan and Taiwan, two battlegrounds against North Korea (7 + 2 against 3 + 1: =+5; without it presence each, =0)', () => {
    const game = (us: string, vp: string) => scenario(`
      ${SETUP}
      1.1   FID&SY2 ; ${us}
      1.2   KOR&SY2 ; USJ@JP3
      1.3   DEC&SY2 ; DAC&TW3
      1.4   COM&SY3 ; TRU&PH
      1.5   SAS${vp} ; —`);
    const withFor = game('FOR@', '=+5');
    withFor.assertClean();
    assert.equal(withFor.state().vp, 5);
    const without = game('CON&IT3', '=0');
    without.assertClean();
    assert.equal(without.state().vp, 0);
  });
});
