import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

const effects = (g: ReturnType<typeof scenario>, label?: string) => g.state(label).effects.map((e) => `${e.card}:${e.side}:${e.duration}`);

describe('Red Scare/Purge (31): the opponent\'s cards -1 op, minimum 1, for the rest of the turn (rule 7.4)', () => {
  test('Red Scare/Purge played by the USSR: US cards lose 1 op; the card is discarded, not removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@ ; MAR&IT2 DE`);
    g.assertClean();
    assert.deepEqual(effects(g, '1.1'), ['RED:USSR:turn']);
    assert.ok(g.state().discard.includes('RED'));
  });

  test('Red Scare/Purge: a 1-op card stays at 1 (minimum 1)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@ ; TRU&IT`);
    g.assertClean();
  });

  test('Red Scare/Purge: the full value is an error naming the modifier (TSN112)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@ ; MAR&IT2 DE2`);
    g.expect('TSN112', '1.1', /Marshall Plan gives the US 3 ops \(printed 4, -1 Red Scare\/Purge\)/);
  });

  test('Red Scare/Purge played by the US: the USSR\'s cards lose 1 op, the US\'s do not', () => {
    const g = scenario(`
      ${SETUP}
      1.1   NAS&PL ; RED@
      1.2   COM&PL HU ; DAC&IT2 DE`);
    g.assertClean();
    assert.deepEqual(effects(g, '1.1'), ['RED:US:turn']);
  });

  test('Red Scare/Purge ends with the turn', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@ ; TRU&IT
      2.1   ROM&PL ; USJ&IT2 DE2`);
    g.assertClean();
    assert.deepEqual(effects(g), []);
  });

  test('Red Scare/Purge is neutral: played for operations its event does not happen', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED&PL2 HU2 ; MAR&IT2 DE2`);
    g.assertClean();
    assert.deepEqual(effects(g), []);
  });

  test('Red Scare/Purge writes nothing: written influence is an error (TSN181)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   RED@PL ; TRU&IT`);
    g.expect('TSN181', '1.1', /Red Scare\/Purge writes nothing: it takes 1 op .* the US plays for operations/);
  });
  test('Red Scare/Purge headlined by the US against Vietnam Revolts: the China Card all in Southeast Asia is 4 +1 +1 -1 = 5 (seed 001\'s example)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; RED
      1.1   CHN&VN2 TH3 ; —`);
    game.assertClean();
    scenario(`
      ${SETUP}
      1.H   VIE VN2 ; RED
      1.1   CHN&VN3 TH3 ; —`).expect('TSN112', '1.1', /gives the USSR 5 ops \(printed 4, -1 Red Scare\/Purge, \+1 Vietnam Revolts, \+1 China Card in Asia\)/);
  });
});
