import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('Marshall Plan (23): 1 US influence in each of 7 Western European countries not USSR-controlled; allows NATO', () => {
  test('Marshall Plan played as an event: 7 countries +1, in force (for NATO), removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 4, USSR: 0 });
    assert.deepEqual(g.influence('DK'), { US: 1, USSR: 0 });
    assert.deepEqual(g.influence('UK'), { US: 6, USSR: 0 });
    assert.deepEqual(g.state().effects.map((e) => e.card), ['MAR']);
    assert.ok(g.state().removed.includes('MAR'));
  });

  test('Marshall Plan triggered by the USSR: the US\'s influence in parentheses, after or before the operations', () => {
    const after = scenario(`
      ${SETUP}
      1.1   MAR&PL2 HU2@(IT FR DE UK CA BX DK) ; TRU&IT`);
    after.assertClean();
    assert.deepEqual(after.influence('BX'), { US: 1, USSR: 0 });
    assert.deepEqual(after.state().effects.map((e) => e.card), ['MAR']);
    const before = scenario(`
      ${SETUP}
      1.1   MAR@(IT FR DE UK CA BX DK)&PL2 HU2 ; TRU&IT`);
    before.assertClean();
    assert.ok(before.state().removed.includes('MAR'));
  });

  test('Marshall Plan: six countries is a missing effect (TSN182)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX`);
    g.expect('TSN182', '1.1', /Marshall Plan adds 1 US influence to each of 7 different Western European countries not controlled by the USSR; the line adds 6: add 1 more/);
  });

  test('Marshall Plan: 2 in one country and a country outside Western Europe are errors (TSN181)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR@IT2 FR DE UK CA BX JP`);
    g.expect('TSN181', '1.1', /the line adds 2 in Italy: at most 1/);
    g.expect('TSN181', '1.1', /the line adds US influence in Japan, not in Western Europe/);
  });

  test('Marshall Plan: a USSR-controlled country cannot take the influence (TSN181)', () => {
    const g = scenario(`
      1.S   AT4 PL2 ; IT3 FR2 DE2
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX AT`);
    g.expect('TSN181', '1.1', /the line adds US influence in Austria, which the USSR controls/);
  });
  test('Marshall Plan as a headline: in force (for NATO), removed', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; MAR IT FR DE UK BX CA DK`);
    game.assertClean();
    assert.deepEqual(game.influence('DK'), { US: 1, USSR: 0 });
    assert.ok(game.state().effects.some((e) => e.card === 'MAR'));
  });
});
