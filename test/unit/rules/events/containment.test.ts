import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const effects = (g: ReturnType<typeof scenario>, label?: string) => g.state(label).effects.map((e) => `${e.card}:${e.side}:${e.duration}`);

describe('Containment (25): +1 op to US cards for the rest of the turn, max 4 (rule 7.4)', () => {
  test('Containment played as an event: in force for the turn, removed; a 1-op US card then gives 2 ops', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   NAS&PL ; TRU&IT2`);
    g.assertClean();
    assert.deepEqual(effects(g, '1.1'), ['CON:US:turn']);
    assert.ok(g.state('1.1').removed.includes('CON'));
    assert.deepEqual(g.influence('IT'), { US: 5, USSR: 0 });
  });

  test('Containment: the +1 is part of the card\'s operations, which must be spent exactly (TSN112 names it)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   NAS&PL ; TRU&IT`);
    g.expect('TSN112', '1.2', /Truman Doctrine gives the US 2 ops \(printed 1, \+1 Containment\)/);
  });

  test('Containment: a 4-op card stays at 4 (maximum 4)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   NAS&PL ; USJ&IT2 DE2
      1.3   BLO&PL ; MAR&IT2 DE3`);
    assert.deepEqual(g.problems(), ['TSN112@1.3']);
    g.expect('TSN112', '1.3', /gives the US 4 ops/);
  });

  test('Containment and the China Card: 4 stays 4, and +1 all in Asia on top makes 5 (rules 7.4, 9.4)', () => {
    const text = (play: string) => `
      ${SETUP}
      1.1   CHN&PL2 HU2 ; TRU&IT
      2.1   BLO&PL ; CON@
      2.2   ROM&PL ; ${play}`;
    scenario(text('CHN&IT2 DE2')).assertClean();
    scenario(text('CHN&JP2 KR3')).assertClean();
    scenario(text('CHN&IT2 DE3')).expect('TSN112', '2.2', /the China Card gives the US 4 ops \(printed 4, \+1 Containment adds nothing above 4\)/);
  });

  test('Containment: the USSR\'s cards are not changed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@
      1.2   COM&PL2 HU ; DAC&IT2 DE2`);
    g.assertClean();
  });

  test('Containment triggered by the USSR for operations: the event happens after (&…@) or before (@…&) them', () => {
    const after = scenario(`
      ${SETUP}
      1.1   CON&PL2 HU@ ; TRU&IT2`);
    after.assertClean();
    assert.deepEqual(effects(after, '1.1'), ['CON:US:turn']);
    assert.ok(after.state('1.1').removed.includes('CON'));
    const before = scenario(`
      ${SETUP}
      1.1   CON@&PL2 HU ; TRU&IT2`);
    before.assertClean();
    assert.deepEqual(before.influence('PL'), { US: 0, USSR: 6 });
  });

  test('Containment as a headline lasts the turn and ends with it (rule 4.5 G)', () => {
    const g = scenario(`
      ${SETUP}
      1.H   NTB =-3 ; CON
      1.1   NAS&PL ; TRU&IT2
      2.1   ROM&PL ; CIA&IT`);
    g.assertClean();
    assert.deepEqual(effects(g, '1.1'), ['CON:US:turn']);
    assert.deepEqual(effects(g, '2.1'), []);
  });

  test('Containment and Red Scare/Purge on the US cancel out: a 3-op US card gives 3', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@ ; CON@
      1.2   NAS&PL ; DAC&IT2 DE`);
    g.assertClean();
  });

  test('Containment writes nothing: written influence is an error saying what the card does (TSN181)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; CON@IT`);
    g.expect('TSN181', '1.1', /Containment writes nothing: it gives the US \+1 op .* the line adds US influence in Italy/);
  });
});
