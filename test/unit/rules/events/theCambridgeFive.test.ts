import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// The Cambridge Five (104, USSR, 2 ops): the US reveals its scoring cards; the USSR may add 1
// influence to one country in a region named on one of them. Not an event in the Late War.
const DEAL = (us: string) => `1.D   [CB5 SOC FID VIE ROM COM SUE BLO] ; [${us}]`;

describe('The Cambridge Five (CB5, 104)', () => {
  test('104: the US holds Europe Scoring: the USSR adds 1 in one European country, even one the US controls', () => {
    const game = scenario(`
      ${DEAL('SEU DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   CB5@IT ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IT'), { US: 3, USSR: 1 });
  });

  test('104: Asia Scoring names Asia, Southeast Asia included', () => {
    const game = scenario(`
      ${DEAL('SAS DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   CB5@TH ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 1 });
  });

  test('104: the USSR may add nothing; with no scoring card in the US\'s hand it must', () => {
    scenario(`
      ${DEAL('SEU DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   CB5@ ; —`).assertClean();
    const none = scenario(`
      ${DEAL('UNI DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   CB5@IT ; —`);
    none.expect('TSN181', '1.1', /The US holds no scoring card: The Cambridge Five names no region and the USSR adds no influence/);
  });

  test('104: a country outside the regions the US\'s scoring cards name is an error', () => {
    scenario(`
      ${DEAL('SME DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   CB5@IT ; —`).expect('TSN181', '1.1', /a region named on a scoring card the US holds: Middle East Scoring \(Middle East\); Italy is in none of them/);
  });

  test('104: with the US\'s hand unknown, a region of a scoring card still unseen is allowed; one whose card is gone is not', () => {
    scenario(`
      ${SETUP}
      1.1   CB5@IT ; —`).assertClean();
    const gone = scenario(`
      ${SETUP}
      1.H   SEU =-2 ; SAS =-1
      1.1   SME ; —
      1.2   CB5@IT ; —`);
    gone.expect('TSN181', '1.2', /No scoring card can be in the US's hand \(none is unseen\)/);
  });

  test('104: one influence, the USSR\'s, in one country', () => {
    const line = (play: string) => scenario(`
      ${DEAL('SEU DAC CON RED MAR NTB SPR EEU')}
      ${SETUP}
      1.1   ${play} ; —`);
    line('CB5@IT2').expect('TSN181', '1.1', /The Cambridge Five adds 1 USSR influence to one country \(IT\); the line writes USSR \+2 in IT/);
    line('CB5@IT FR').expect('TSN181', '1.1', /the line writes USSR \+1 in IT, USSR \+1 in FR/);
    line('CB5@(IT)').expect('TSN181', '1.1', /the line writes US \+1 in IT/);
  });

  test('104: played by the US for operations, the USSR\'s influence is in parentheses', () => {
    const game = scenario(`
      ${DEAL('CB5 SEU DAC CON RED MAR NTB SPR').replace('[CB5 SOC', '[DES SOC')}
      ${SETUP}
      1.1   DES&AF3 ; CB5&JP2@(FR)`);
    game.assertClean();
    assert.deepEqual(game.influence('FR'), { US: 2, USSR: 1 });
    assert.deepEqual(game.influence('JP'), { US: 3, USSR: 0 });
  });

  test('104: not an event in the Late War: played by the USSR for its event it is an error; played by the US for operations nothing happens', () => {
    scenario(`
      ${SETUP}
      8.1   CB5@IT ; —`).expect('TSN105', '8.1', /The Cambridge Five's event cannot happen: The Cambridge Five is not an event in the Late War \(turns 8-10\); this is turn 8/);
    const us = scenario(`
      ${SETUP}
      8.1   DES&AF3 ; CB5&JP2@`);
    assert.deepEqual(us.problems(), []);
    assert.ok(us.state().discard.includes('CB5'));
    scenario(`
      ${SETUP}
      8.1   DES&AF3 ; CB5&JP2@(IT)`).expect('TSN105', '8.1', /nothing written for it can happen/);
  });
  test('104 as a headline: the US\'s hand (Europe Scoring) names Europe', () => {
    const game = scenario(`
      ${DEAL('SEU DAC IND CON RED MAR NTB SPR')}
      ${SETUP}
      1.H   CB5 DE ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('DE'), { US: 2, USSR: 1 });
  });
});
