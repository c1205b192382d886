import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('30 Decolonization: 1 USSR influence in each of 4 countries in Africa and/or Southeast Asia', () => {
  test('Decolonization as an event: two in Africa, two in Southeast Asia, no reach needed; the card is discarded', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DEC@AO ZR VN TH ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('ZR'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 1 });
    assert.ok(game.state().discard.includes('DEC'));
  });

  test('Decolonization: a country in neither region is TSN181 and the count falls short (TSN182)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DEC@AO ZR VN JP ; —`);
    game.expect('TSN181', '1.1', /Decolonization adds 1 USSR influence to each of 4 different countries in Africa or Southeast Asia; the line adds USSR influence in Japan, in neither Africa nor Southeast Asia/);
    game.expect('TSN182', '1.1', /the line adds 3: add 1 more/);
    assert.deepEqual(game.influence('JP'), { US: 1, USSR: 0 });
  });

  test('Decolonization: 2 in one country is TSN181; a fifth country is TSN181 and not applied', () => {
    const two = scenario(`
      ${SETUP}
      1.1   DEC@AO2 ZR VN TH ; —`);
    two.expect('TSN181', '1.1', /the line adds 2 in Angola: at most 1/);
    const five = scenario(`
      ${SETUP}
      1.1   DEC@AO ZR VN TH LA ; —`);
    five.expect('TSN181', '1.1', /the line adds 5 in all: at most 4/);
    assert.deepEqual(five.influence('LA'), { US: 0, USSR: 0 });
  });

  test('Decolonization played by the US for operations, before and after', () => {
    const before = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DEC@(AO ZR VN TH) &TW2`);
    before.assertClean();
    assert.deepEqual(before.influence('AO'), { US: 0, USSR: 1 });
    const after = scenario(`
      ${SETUP}
      1.1   NAS&SY ; DEC&TW2@(AO ZR VN TH)`);
    after.assertClean();
    assert.deepEqual(after.influence('VN'), { US: 0, USSR: 1 });
  });
  test('Decolonization as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   DEC AO ZR VN TH ; CON`);
    game.assertClean();
    assert.deepEqual(game.influence('TH'), { US: 0, USSR: 1 });
    assert.ok(game.state().discard.includes('DEC'));
  });
});
