import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('9 Vietnam Revolts: +2 USSR in Vietnam, +1 op for the USSR all in Southeast Asia for the rest of the turn', () => {
  test('Vietnam Revolts as a headline: 2 USSR in Vietnam, its effect in force for the turn, the card removed', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; EEU(PL- DD- HU-)`);
    game.assertClean();
    assert.deepEqual(game.influence('VN'), { US: 0, USSR: 2 });
    assert.deepEqual(game.state().effects, [{ card: 'VIE', side: 'USSR', duration: 'turn', turn: 1 }]);
    assert.ok(game.state().removed.includes('VIE'));
  });

  test('Vietnam Revolts: a 2-op card with all its influence in Southeast Asia gives 3 (rule 7.4, rulings)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   KOR&VN LA TH ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 1 });
  });

  test('Vietnam Revolts: no bonus when any operation is spent outside Southeast Asia', () => {
    const clean = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   KOR&VN SY ; —`);
    clean.assertClean();
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   KOR&VN LA SY ; —`);
    game.expect('TSN112', '1.1', /costs 3 ops.*gives the USSR 2 ops/);
  });

  test('Vietnam Revolts: a coup in Southeast Asia gets +1 op and counts it as military operations (rulings)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   NAS#PH4+2 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('PH'), { US: 0, USSR: 1 });
    assert.equal(game.state().milops.USSR, 2);
  });

  test('Vietnam Revolts: the China Card all in Southeast Asia is 4 +1 +1 (rulings)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   CHN&VN2 LA2 TH2 ; —`);
    game.assertClean();
  });

  test('Vietnam Revolts gives the US nothing: its effect is the USSR\'s', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      1.1   NAS&SY ; SPR&PH2 ID`);
    game.expect('TSN112', '1.1', /costs 3 ops.*gives the US 2 ops/);
  });

  test('Vietnam Revolts ends with the turn (rest of the turn only)', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND
      2.1   KOR&VN LA TH ; —`);
    assert.deepEqual(game.state('1.H').effects.map((e) => e.card), ['VIE']);
    assert.deepEqual(game.state('2.1').effects, []);
    game.expect('TSN112', '2.1', /costs 3 ops.*gives the USSR 2 ops/);
  });

  test('Vietnam Revolts played by the US for operations: the USSR gains 2 in Vietnam and the bonus is in force for the USSR', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; VIE@(VN2) &TW2
      1.2   KOR&VN LA TH ; —`);
    before.assertClean();
    assert.deepEqual(before.influence('VN', '1.1'), { US: 0, USSR: 2 });
    assert.deepEqual(before.state('1.1').effects, [{ card: 'VIE', side: 'USSR', duration: 'turn', turn: 1 }]);
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; VIE&TW2@(VN2)`);
    after.assertClean();
    assert.deepEqual(after.influence('VN'), { US: 0, USSR: 2 });
    assert.ok(after.state().removed.includes('VIE'));
  });

  test('Vietnam Revolts written without its influence: TSN182 (rulings: a required effect left out), applied all the same', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE ; IND`);
    game.expect('TSN182', '1.H', /Vietnam Revolts adds 2 USSR influence in Vietnam; the line writes none of it: write VN2/);
    assert.deepEqual(game.influence('VN'), { US: 0, USSR: 2 });
  });

  test('Vietnam Revolts: influence outside Vietnam is TSN181', () => {
    const game = scenario(`
      ${SETUP}
      1.1   VIE@VN LA ; —`);
    game.expect('TSN181', '1.1', /Vietnam Revolts adds 2 USSR influence in Vietnam; the line adds 1 USSR influence in Laos\/Cambodia: write VN2/);
    game.expect('TSN182', '1.1', /the line adds 1 USSR influence in Vietnam: write VN2/);
    assert.deepEqual(game.influence('LA'), { US: 0, USSR: 0 });
  });
});
