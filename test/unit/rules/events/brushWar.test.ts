import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('36 Brush War: a war on a country of stability 1-2 not protected by NATO; 3-6 wins 1 VP and the influence; 3 military operations', () => {
  test('BRU@xIT3+ =-1: the USSR wins Italy (no US-controlled neighbour), all US influence becomes USSR; the card is discarded', () => {
    const g = scenario(`
      ${SETUP}
      4.1   BRU@xIT3+ =-1 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 0, USSR: 3 });
    assert.equal(g.state().vp, -1);
    assert.equal(g.state().milops.USSR, 3);
    assert.ok(g.state().discard.includes('BRU'));
  });

  test('lost: nothing moves, the military operations all the same; a wrong + is TSN183', () => {
    const g = scenario(`
      ${SETUP}
      4.1   BRU@xIT2 ; —`);
    g.assertClean();
    assert.deepEqual(g.influence('IT'), { US: 3, USSR: 0 });
    assert.equal(g.state().milops.USSR, 3);
    scenario(`
      ${SETUP}
      4.1   BRU@xIT2+ =-1 ; —`).expect('TSN183', '4.1', /the USSR loses \(it needs 3-6\): write xIT2 without \+/);
  });

  test('-1 per neighbour the defender controls, and for the defender\'s superpower next to the target (Mexico)', () => {
    scenario(`
      ${SETUP}
      4.1   BRU@xMX3+ =-1 ; —`).expect('TSN183', '4.1', /die 3 - 1 \(the US next to it\) = 2, the USSR loses/);
    scenario(`
      ${SETUP}
      4.1   BRU@xMX4+ =-1 ; —`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; BRU@xLB3+ =+1`).expect('TSN183', '4.1', /die 3 - 1 \(USSR-controlled Syria\) = 2, the US loses/);
  });

  test('the target: stability 3 or more is TSN181; a US-controlled European country under NATO is TSN181', () => {
    scenario(`
      ${SETUP}
      4.1   BRU@xFR3+ =-1 ; —`).expect('TSN181', '4.1', /Brush War is fought in a country of stability 1 or 2 \(not one NATO protects\); France has stability 3/);
    scenario(`
      ${SETUP}
      1.1   FID&SY2 ; MAR@IT FR DE UK CA BX DK
      1.2   NAS&SY ; NAT@
      4.1   BRU@xIT3+ =-1 ; —`).expect('TSN181', '4.1', /Italy is a US-controlled European country NATO protects/);
  });

  test('the roll left out is TSN182', () => {
    scenario(`
      ${SETUP}
      4.1   BRU@ ; —`).expect('TSN182', '4.1', /Brush War is a war: write its roll/);
  });

  test('played by the US, and headlined (BRU xAR3+)', () => {
    scenario(`
      ${SETUP}
      4.1   FID&SY2 ; BRU@xAR3+ =+1`).assertClean();
    const g = scenario(`
      ${SETUP}
      4.H   BRU xAR3+ =-1 ; CON`);
    g.assertClean();
    assert.equal(g.state().milops.USSR, 3);
  });
});
