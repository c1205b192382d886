import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('22 Independent Reds: the US matches the USSR influence in one of Yugoslavia, Romania, Bulgaria, Hungary, Czechoslovakia', () => {
  test('Independent Reds as a US event: Hungary 0 -> 1 to equal the USSR; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IND@HU`);
    game.assertClean();
    assert.deepEqual(game.influence('HU'), { US: 1, USSR: 1 });
    assert.ok(game.state().removed.includes('IND'));
  });

  test('Independent Reds: a choice that changes nothing may go unwritten (rulings)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; IND@`).assertClean();
  });

  test('Independent Reds: with the USSR ahead in all five, leaving it out is TSN182', () => {
    const game = scenario(`
      1.S   PL HU CS YU RO BG ; IT3 FR2 DE2
      1.1   NAS&SY ; IND@`);
    game.expect('TSN182', '1.1', /the line adds none, but the USSR has more than the US in each of them: write one of YU, RO, BG, HU, CS/);
  });

  test('Independent Reds: the wrong amount is TSN181 (more) or TSN182 (less); the US ends equal to the USSR', () => {
    const more = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IND@HU2`);
    more.expect('TSN181', '1.1', /the US has 0 and the USSR 1 in Hungary, the line adds 2: write HU/);
    assert.deepEqual(more.influence('HU'), { US: 1, USSR: 1 });
    const less = scenario(`
      1.S   PL3 HU3 ; IT3 FR2 DE2
      1.1   NAS&SY ; IND@HU2`);
    less.expect('TSN182', '1.1', /the US has 0 and the USSR 3 in Hungary, the line adds 2: write HU3/);
    assert.deepEqual(less.influence('HU'), { US: 3, USSR: 3 });
  });

  test('Independent Reds: two countries, or one outside the five, is TSN181', () => {
    const two = scenario(`
      1.S   PL4 HU CS ; IT3 FR2 DE2
      1.1   NAS&SY ; IND@HU CS`);
    two.expect('TSN181', '1.1', /one country only; the line adds in Hungary and Czechoslovakia/);
    assert.deepEqual(two.influence('CS'), { US: 0, USSR: 1 });
    const poland = scenario(`
      ${SETUP}
      1.1   NAS&SY ; IND@PL4`);
    poland.expect('TSN181', '1.1', /the line adds US influence in Poland/);
    assert.deepEqual(poland.influence('PL'), { US: 0, USSR: 4 });
  });

  test('Independent Reds played by the USSR for operations: the US gain in parentheses, after and before', () => {
    const after = scenario(`
      ${SETUP}
      1.1   IND&SY2@(HU) ; —`);
    after.assertClean();
    assert.deepEqual(after.influence('HU'), { US: 1, USSR: 1 });
    const before = scenario(`
      ${SETUP}
      1.1   IND@(HU) &SY2 ; —`);
    before.assertClean();
    assert.ok(before.state().removed.includes('IND'));
  });
  test('Independent Reds as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; IND HU`);
    game.assertClean();
    assert.deepEqual(game.influence('HU'), { US: 1, USSR: 1 });
  });
});
