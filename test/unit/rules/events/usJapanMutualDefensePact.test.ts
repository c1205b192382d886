import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('US/Japan Mutual Defense Pact (27): the US gets control of Japan; no USSR coups or realignments there', () => {
  test('US/Japan played as an event: JP 1 + 3 = 4, US-controlled; in force, removed', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; USJ@JP3`);
    g.assertClean();
    assert.equal(g.control('JP'), 'US');
    assert.deepEqual(g.influence('JP'), { US: 4, USSR: 0 });
    assert.deepEqual(g.state().effects.map((e) => e.card), ['USJ']);
    assert.ok(g.state().removed.includes('USJ'));
  });

  test('US/Japan triggered by the USSR, after or before its operations', () => {
    for (const play of ['USJ&PL2 HU2@(JP3)', 'USJ@(JP3)&PL2 HU2']) {
      const g = scenario(`
        ${SETUP}
        1.1   ${play} ; TRU&IT`);
      g.assertClean();
      assert.equal(g.control('JP'), 'US', play);
    }
  });

  test('US/Japan when the US already controls Japan adds nothing', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; DAC&JP3
      1.2   BLO&PL ; USJ@`);
    g.assertClean();
    assert.deepEqual(g.influence('JP'), { US: 4, USSR: 0 });
  });

  test('US/Japan: too little, or nothing written, is an error naming the amount (TSN182)', () => {
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; USJ@JP2`).expect('TSN182', '1.1', /adds the US influence needed to control Japan; the line adds 2 US influence in Japan: write JP3/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; USJ@`).expect('TSN182', '1.1', /the line writes none of it: write JP3/);
  });

  test('US/Japan in force: a USSR coup (TSN123) or realignment roll (TSN135) in Japan is an error', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID&SY2 ; USJ@JP3
      1.2   COM#JP6 D4 ; TRU&IT
      1.3   BLO/JP1:6 ; CIA&IT`);
    g.expect('TSN123', '1.2', /The USSR may not coup in Japan: the US\/Japan Mutual Defense Pact is in force/);
    g.expect('TSN135', '1.3', /may not make a realignment roll in Japan/);
  });
  test('US/Japan as a headline', () => {
    const game = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; USJ JP3`);
    game.assertClean();
    assert.equal(game.control('JP'), 'US');
  });
});
