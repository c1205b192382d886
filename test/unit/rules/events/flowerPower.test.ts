import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

describe('59 Flower Power: 2 VP to the USSR each time the US plays a war card, but not to the space race', () => {
  test('FLO@ stays in force (persistent), the card removed; nothing written', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FLO@ ; —`);
    g.assertClean();
    assert.deepEqual(g.state().effects.map((e) => `${e.card}:${e.side}:${e.duration}`), ['FLO:USSR:persistent']);
    assert.ok(g.state().removed.includes('FLO'));
    scenario(`
      ${SETUP}
      4.1   FLO@IT ; —`).expect('TSN181', '4.1', /Flower Power writes nothing/);
  });

  test('the US plays Brush War for its event in an action round: the war\'s +1 and Flower Power\'s -2 net =-1', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FLO@ ; BRU@xAR3+ =-1`);
    g.assertClean();
    assert.equal(g.state().vp, -1);
    scenario(`
      ${SETUP}
      4.1   FLO@ ; BRU@xAR3+ =+1`).expect('TSN154', '4.1', /write =-1/);
  });

  test('the US plays a war card for operations: 2 VP (Brush War), and Korean War\'s own event too', () => {
    scenario(`
      ${SETUP}
      4.1   FLO@ ; BRU&IT3 =-2`).assertClean();
    scenario(`
      ${SETUP}
      4.1   FLO@ ; KOR&IT2@xKR4+ =-4`).assertClean();
  });

  test('not on the space race, nor as the card discarded in Quagmire', () => {
    scenario(`
      ${SETUP}
      4.1   FLO@ ; BRU*4`).assertClean();
    const g = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      4.2   QUA@ ; BRU~5`);
    g.assertClean();
    assert.equal(g.state().vp, 0);
  });

  test('a US headline war card: the VP in the headline\'s =', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      5.H   LDS ; BRU xAR3+ =-1`);
    g.assertClean(['TSN180']); // a fragment: turn 4's other rounds left out
    assert.equal(g.state().vp, -1);
  });

  test('a war card a US event hands the US to play counts: Grain Sales (event or operations, also when the USSR plays it for operations), Missile Envy, Star Wars; handed back, nothing', () => {
    const line = (play: string) => scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      ${play}`);
    const grainEvent = line('4.2   FID&SY2 ; GRA@ >BRU@xAR3+ =-1');
    grainEvent.assertClean();
    assert.equal(grainEvent.state().vp, -1);
    line('4.2   FID&SY2 ; GRA@ >BRU&JP3 =-2').assertClean();
    line('4.2   GRA&SY2@ >BRU&JP3 =-2 ; —').assertClean();
    line('4.2   FID&SY2 ; GRA@ >BRU &JP2').assertClean();
    line('4.2   FID&SY2 ; MIS@ >BRU@xAR3+ =-1').assertClean();
    line('4.2   FID&SY2 ; GRA@ >BRU@xAR3+ =+1').expect('TSN154', '4.2', /not \+1: write =-1/);
    const headline = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      5.H   LDS ; GRA >BRU@xAR3+ =-1`);
    headline.assertClean(['TSN180']); // a fragment: turn 4's other rounds left out
    assert.equal(headline.state().vp, -1);
    const starWars = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      4.2   FID&SY2 ; BRU&JP3 =-2
      4.3   NAS&SY ; NAT*2+ =+2
      8.1   — ; STA@ >BRU@xAR3+ =-1`);
    starWars.assertClean(['TSN180']);
    assert.equal(starWars.state().vp, -1);
  });

  test('a war card a US headline hands the US for its operations counts too: Grain Sales headlined, Brush War for influence (=-2); handed back, nothing', () => {
    const headline = (part: string) => scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      5.H   LDS ; ${part}`);
    const forOps = headline('GRA >BRU&JP3 =-2');
    forOps.assertClean(['TSN180']); // a fragment: turn 4's other rounds left out
    assert.equal(forOps.state().vp, -2);
    const korean = headline('GRA >KOR&JP2@xKR4+ =-4');
    korean.assertClean(['TSN180']);
    assert.equal(korean.state().vp, -4); // Korean War's own 2 VP (the USSR's event) and Flower Power's 2, once
    const back = headline('GRA >BRU &JP2');
    back.assertClean(['TSN180']);
    assert.equal(back.state().vp, 0);
  });

  test('Iran-Iraq War played by the US (Late War): its event nets with the 2 VP (=0 when won), for operations =-2', () => {
    const won = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      8.1   NAS&SY ; IIW@xIQ6+ =0`);
    won.assertClean(['TSN180']); // a fragment: the turns' other rounds left out
    assert.equal(won.state().vp, 0);
    scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      8.1   NAS&SY ; IIW&JP2 =-2`).assertClean(['TSN180']);
    scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      8.1   IIW@xIR4+ =-2 ; —`).assertClean(['TSN180']);
  });

  test('the USSR\'s war cards give nothing', () => {
    scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      4.2   BRU@xAR3+ =-1 ; —`).assertClean();
  });

  test('"An Evil Empire" (put in force by its play, applied as written while unimplemented) cancels Flower Power and prevents it', () => {
    const g = scenario(`
      ${SETUP}
      4.1   FLO@ ; TRU&IT
      8.1   DEC&PL2 ; AEE@ =+1
      8.2   FID&SY2 ; BRU&IT3`);
    assert.deepEqual(g.state('4.1').effects.map((e) => e.card), ['FLO']);
    assert.deepEqual(g.state('8.1').effects.map((e) => e.card), ['AEE']);
    assert.deepEqual(g.problems(), []);
    scenario(`
      ${SETUP}
      8.1   DEC&PL2 ; AEE@ =+1
      8.2   FLO@ ; —`).expect('TSN105', '8.2', /Flower Power's event cannot happen: An Evil Empire is in force/);
  });
});
