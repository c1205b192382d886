import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';

// Olympic Games (20, neutral, 2 ops): the opponent takes part (dice, sponsor +2, 2 VP, ties rolled
// again) or boycotts (DEFCON -1, the sponsor conducts operations as with a 4-ops card).
describe('Olympic Games (OLY, 20)', () => {
  test('20: the US takes part; the USSR sponsors: 4+2 against 5, the USSR gains 2 VP', () => {
    const game = scenario(`
      ${SETUP}
      1.1   OLY@d4:5 =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
    assert.equal(game.state().defcon, 5);
    assert.ok(game.state().discard.includes('OLY'));
  });

  test('20: the US sponsors and loses: 1+2 against 4, the USSR gains 2 VP', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC&AF2 PL ; OLY@d1:4 =-2`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });

  test('20: a tie is rolled again, each roll written (3+2 against 5, then 4+2 against 1)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   OLY@d3:5 d4:1 =-2 ; —`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });

  test('20: a tie left without its next roll, a roll after the Games were decided, a wrong VP mark', () => {
    scenario(`
      ${SETUP}
      1.1   OLY@d3:5 =-2 ; —`).expect('TSN182', '1.1', /the USSR \(sponsor\) 3\+2 = 5, the US 5 is a tie, rolled again: write the next roll after d3:5/);
    scenario(`
      ${SETUP}
      1.1   OLY@d4:5 d2:2 =-2 ; —`).expect('TSN183', '1.1', /the USSR \(sponsor\) 4\+2 = 6, the US 5 is no tie, so the USSR wins the Games with it: no roll follows/);
    scenario(`
      ${SETUP}
      1.1   OLY@d1:5 =-2 ; —`).expect('TSN154', '1.1', /The play moves VP by \+2/);
  });

  test('20: the US boycotts: DEFCON degrades 1, then the USSR places 4 ops of influence (reach from the round\'s start)', () => {
    const game = scenario(`
      ${SETUP}
      1.1   OLY@&CS2 HU2 D4 ; —`);
    game.assertClean();
    assert.equal(game.state().defcon, 4);
    assert.deepEqual(game.influence('CS'), { US: 0, USSR: 2 });
    assert.deepEqual(game.influence('HU'), { US: 0, USSR: 3 });
    scenario(`
      ${SETUP}
      1.1   OLY@&CS2 HU D4 ; —`).expect('TSN112', '1.1', /The influence written costs 3 ops, but the US's boycott of the Olympic Games gives the USSR 4 ops: the influence placed must cost exactly 4/);
    scenario(`
      ${SETUP}
      1.1   OLY@&CS2 HU JP D4 ; —`).expect('TSN103', '1.1', /Japan is out of reach/);
  });

  test('20: a boycott\'s coup is a 4-ops coup: DEFCON limits after the boycott, military operations, a battleground degrades DEFCON again', () => {
    const game = scenario(`
      ${SETUP}
      1.1   OLY@#IR3+3 D3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('IR'), { US: 0, USSR: 2 });
    assert.equal(game.state().milops.USSR, 4);
    assert.equal(game.state().defcon, 3);
    // At DEFCON 4 the boycott brings DEFCON to 3: no coup in Asia then.
    scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; OLY@#KP6+5 D3`).expect('TSN122', '1.1', /No coups in Asia at DEFCON 3/);
  });

  test('20: a boycott\'s realignment: one roll per op, four in all', () => {
    const game = scenario(`
      ${SETUP}
      1.1   SOC&AF2 PL ; OLY@/SY6:1 IQ6:1 KP6:1 AF6:1 D4`);
    game.assertClean();
    for (const country of ['SY', 'IQ', 'KP', 'AF']) assert.deepEqual(game.influence(country), { US: 0, USSR: 0 }, country);
    scenario(`
      ${SETUP}
      1.1   SOC&AF2 PL ; OLY@/SY6:1 D4`).expect('TSN134', '1.1', /one realignment roll per op, 4 in all; 1 written/);
  });

  test('20 + Red Scare/Purge: the boycott\'s 4 ops are 3 for the side under Red Scare', () => {
    const game = scenario(`
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; RED
      1.1   OLY@&CS2 HU D4 ; —`);
    assert.deepEqual(game.problems(), []);
    scenario(`
      ${SETUP}
      1.H   SOC(IT-2 FR-) ; RED
      1.1   OLY@&CS2 HU2 D4 ; —`).expect('TSN112', '1.1', /gives the USSR 3 ops \(printed 4, -1 Red Scare\/Purge\)/);
  });

  test('20: a boycott at DEFCON 2 is nuclear war, the sponsor (phasing) loses, with no operations', () => {
    const game = scenario(`
      ${SETUP}
      1.1   DES#IR4+3 D4 ; —
      1.2   FID#KR6+2 D3 ; —
      1.3   COM#PA6+5 D2 ; —
      1.4   OLY@ D1 ; —`);
    assert.deepEqual(game.problems(), []);
    assert.deepEqual(game.state().result, { winner: 'US', reason: 'defcon', turn: 1 });
  });

  test('20: both choices, neither, or the space race with the boycott\'s operations are errors', () => {
    scenario(`
      ${SETUP}
      1.1   OLY@d4:5 &CS2 HU2 D4 ; —`).expect('TSN181', '1.1', /either takes part \(the dice\) or boycotts \(the USSR's operations\), not both/);
    scenario(`
      ${SETUP}
      1.1   OLY@ ; —`).expect('TSN182', '1.1', /the US takes part \(write the dice, the USSR's first: OLY@d3:5\) or boycotts \(DEFCON degrades 1 and the USSR conducts 4 ops of operations: OLY@&IT2 FR2 D4\); the line writes neither/);
    scenario(`
      ${SETUP}
      1.1   OLY@*2+ D4 ; —`).expect('TSN181', '1.1', /they cannot go to the space race/);
    scenario(`
      ${SETUP}
      1.1   OLY@(&IT2 FR2) D4 ; —`).expect('TSN181', '1.1', /A boycott's operations are the USSR's, the sponsor's: write them without parentheses/);
    scenario(`
      ${SETUP}
      1.1   OLY@PL2 ; —`).expect('TSN181', '1.1', /the line adds USSR influence in Poland/);
  });

  test('20: a record without the dice writes the winner\'s VP alone (OLY@ =-2, OLY@ =+2): the marks are taken as written (rulings)', () => {
    const sponsorWins = scenario(`
      ${SETUP}
      1.1   OLY@ =-2 ; DAC&IT3`);
    sponsorWins.assertClean();
    assert.equal(sponsorWins.state().vp, -2);
    assert.equal(sponsorWins.state().defcon, 5);
    assert.ok(sponsorWins.state().discard.includes('OLY'));
    const otherWins = scenario(`
      ${SETUP}
      1.1   NAS&SY ; OLY@ =-2`);
    otherWins.assertClean();
    assert.equal(otherWins.state().vp, -2);
    const headline = scenario(`
      ${SETUP}
      1.H   VIE VN2 ; OLY =+2`);
    headline.assertClean(['TSN180']);
    assert.equal(headline.state().vp, 2);
    // Someone always wins the Games: =0 is no record of them.
    scenario(`
      ${SETUP}
      1.1   OLY@ =0 ; —`).expect('TSN182', '1.1', /the line writes neither/);
  });

  test('20: headlined, the Games are the headline player\'s', () => {
    const game = scenario(`
      ${SETUP}
      1.H   OLY d5:6 =-2 ; SPR CA`);
    game.assertClean();
    assert.equal(game.state().vp, -2);
  });
  test('20 in the headline phase: a boycott after the other headline took DEFCON to 2 is nuclear war, and the sponsor, who played the card, loses', () => {
    // Turn 1 ends at DEFCON 2, so turn 2 starts at 3; Duck and Cover (3 ops) resolves first and takes it to 2.
    const TURN_1 = `
      ${SETUP}
      1.1   NAS#IR6+3 D4 ; TRU&IT
      1.2   COM#PA6+5 D3 ; CIA&IT
      1.3   KOR#ZA6+2 D2 ; IND&IT2
      1.4   DEC&AF2 ; MAR&IT4
      1.5   SOC&AF3 ; CON&IT3
      1.6   WPF&AF3 ; FYP&IT3`;
    const ussrSponsor = scenario(`${TURN_1}
      2.H   OLY D1 ; DAC D2 =+3`);
    assert.deepEqual(ussrSponsor.problems(), []);
    assert.deepEqual(ussrSponsor.state().result, { winner: 'US', reason: 'defcon', turn: 2 });
    const usSponsor = scenario(`${TURN_1}
      2.H   DAC D2 =+3 ; OLY D1`);
    assert.deepEqual(usSponsor.problems(), []);
    assert.deepEqual(usSponsor.state().result, { winner: 'USSR', reason: 'defcon', turn: 2 });
  });
});
