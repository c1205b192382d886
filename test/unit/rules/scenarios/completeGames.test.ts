// Two complete games written by hand in test/fixtures/games, replayed whole: `midWar.tsn` (turns
// 1-7, every kind of Mid War event) and `fullGame.tsn` (the same seven turns, then the Late War and
// final scoring). They must replay with no error and no warning; a few facts along the way check
// that the engine followed the cards (the China Card's travels, effects in force, the piles).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenario, type Scenario } from '../../helpers/scenario';
import { hasEffect } from '../../../../core/src/rules/effects';

const GAMES = join(__dirname, '../../../fixtures/games');
const game = (name: string): Scenario => scenario(readFileSync(join(GAMES, name), 'utf8'));

// What the engine computes at the end of fullGame.tsn (its [Result] tag says the same).
const FINAL_RESULT = { winner: 'USSR', reason: 'final-scoring', turn: 10 } as const;
const FINAL_VP = -3;

const midWar = game('midWar.tsn');
const fullGame = game('fullGame.tsn');

describe('complete games (test/fixtures/games)', () => {
  test('midWar.tsn replays turns 1-7 with no error and no warning, and every card event is checked', () => {
    midWar.assertClean();
    assert.ok(!midWar.diagnostics.some((d) => d.code === 'TSN191'), 'no event applied as written');
    const end = midWar.state();
    assert.equal(end.turn, 7);
    assert.ok(end.turnEnded);
    assert.equal(end.result, null);
  });

  test('fullGame.tsn replays turns 1-10 with no error and no warning, to the result its tag says', () => {
    fullGame.assertClean();
    assert.ok(!fullGame.diagnostics.some((d) => d.code === 'TSN191'), 'no event applied as written');
    assert.ok(!fullGame.diagnostics.some((d) => d.code === 'TSN165'), 'the Result tag agrees');
    const end = fullGame.state();
    assert.ok(end.finalScored);
    assert.deepEqual(end.result, FINAL_RESULT);
    assert.equal(end.vp, FINAL_VP);
  });

  test('the two files share turns 1-7: the same board after 7.E', () => {
    const a = midWar.state('7.E');
    const b = fullGame.state('7.E');
    assert.deepEqual(a.influence, b.influence);
    assert.equal(a.vp, b.vp);
    assert.equal(a.defcon, b.defcon);
  });

  test('midWar.tsn: the China Card follows Nixon, Cultural Revolution, Ussuri River and its own plays', () => {
    assert.deepEqual(midWar.state('4.H').china, { holder: 'US', faceUp: false }, 'Nixon: face down to the US');
    assert.deepEqual(midWar.state('4.4').china, { holder: 'USSR', faceUp: true }, 'Cultural Revolution: face up to the USSR');
    assert.deepEqual(midWar.state('4.6').china, { holder: 'US', faceUp: true }, 'Ussuri River: face up to the US');
    assert.deepEqual(midWar.state('4.7').china, { holder: 'USSR', faceUp: false }, 'played by the US: face down to the USSR');
    assert.deepEqual(midWar.state('4.E').china, { holder: 'USSR', faceUp: true }, 'turned face up at the end of the turn');
  });

  test('midWar.tsn: effects in force change the later plays, and end when they should', () => {
    assert.ok(hasEffect(midWar.state('4.1'), 'QUA'), 'Quagmire after 4.1 (the US still trapped)');
    assert.ok(!hasEffect(midWar.state('4.2'), 'QUA'), 'out of Quagmire with the 2');
    // Nuclear Subs: the US's China Card coup in Angola (a battleground) leaves DEFCON at 4, and earns 4.
    assert.equal(midWar.state('4.6').defcon, 4);
    assert.equal(midWar.state('4.7').defcon, 4);
    assert.equal(midWar.state('4.7').milops.US, 4);
    // Lone Gunman's coup earns military operations (granted operations), Junta's free coup none.
    assert.equal(midWar.state('4.7').milops.USSR, 2);
    assert.equal(midWar.state('5.2').milops.US, 2, 'Grain Sales\'s own coup');
    assert.equal(midWar.state('5.3').milops.US, 2, 'Junta\'s free coup adds none');
    assert.ok(hasEffect(midWar.state('5.H'), 'SAL'));
    assert.ok(midWar.state('5.H').removed.includes('SAL'));
    assert.ok(hasEffect(midWar.state('5.4'), 'CMC'));
    assert.equal(midWar.state('5.4').defcon, 2);
    assert.ok(!hasEffect(midWar.state('6.H'), 'SAL'), 'SALT lasts the turn');
    assert.ok(hasEffect(midWar.state('6.1'), 'BEA'));
    assert.ok(!hasEffect(midWar.state('6.2'), 'BEA'));
    assert.equal(midWar.state('6.4').milops.USSR, 5, 'How I Learned to Stop Worrying');
    assert.equal(midWar.state('6.6').space.USSR, 3, 'One Small Step: two boxes');
  });

  test('midWar.tsn: VP and DEFCON at the end of the Mid War', () => {
    const end = midWar.state('7.E');
    assert.equal(end.vp, 2);
    assert.equal(end.defcon, 4);
    assert.equal(end.space.US, 3);
  });

  test('fullGame.tsn: the Late War effects', () => {
    assert.equal(fullGame.state('8.H').extraRounds.US, 1, 'North Sea Oil');
    assert.ok(hasEffect(fullGame.state('8.1'), 'CNB'), 'Chernobyl');
    assert.ok(hasEffect(fullGame.state('8.4'), 'WIL'));
    assert.ok(!hasEffect(fullGame.state('8.5'), 'WIL'), 'Tear Down This Wall cancels Willy Brandt');
    assert.ok(hasEffect(fullGame.state('8.5'), 'FLO'));
    assert.ok(!hasEffect(fullGame.state('8.6'), 'FLO'), 'An Evil Empire cancels Flower Power');
    assert.ok(!hasEffect(fullGame.state('9.H'), 'CNB'), 'Chernobyl lasts the turn');
    assert.equal(fullGame.state('8.7').defcon, 2, 'KAL-007');
    assert.equal(fullGame.state('8.5').vp, -1, 'Yuri and Samantha: 1 VP to the USSR for the free coup');
    for (const code of ['TDW', 'STA', 'NSO', 'AEE', 'AWA', 'REF', 'GLA']) assert.ok(fullGame.state('8.E').removed.includes(code), code);
    assert.ok(fullGame.state('8.3').discard.includes('RED'), 'the card Star Wars took is played and discarded');
    assert.ok(!hasEffect(fullGame.state('10.H'), 'JP2'), 'Solidarity ends John Paul II');
  });

  test('fullGame.tsn: final scoring is the same without the 10.E line', () => {
    const text = readFileSync(join(GAMES, 'fullGame.tsn'), 'utf8');
    assert.ok(/^10\.E .*$/m.test(text));
    const without = scenario(text.replace(/^10\.E .*\n/m, ''));
    without.assertClean();
    assert.deepEqual(without.state().result, FINAL_RESULT);
    assert.equal(without.state().vp, FINAL_VP);
  });
});
