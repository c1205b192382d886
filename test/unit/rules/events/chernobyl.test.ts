import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP, type Scenario } from '../../helpers/scenario';

// Chernobyl (94, US, 3 ops, asterisk, rest of turn): the US names a region; for the rest of the turn
// the USSR may not place influence there with operations. `As` is Asia with Southeast Asia, `Se`
// Southeast Asia alone.
function onlyOn(game: Scenario, label: string): void {
  assert.deepEqual(game.problems().filter((p) => !p.endsWith(`@${label}`)), []);
}

describe('Chernobyl (CNB, 94)', () => {
  test('94: the region named is kept on the effect, for the rest of the turn; the card is removed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   — ; CNB@Eu`);
    game.assertClean();
    const s = game.state();
    assert.deepEqual(s.effects.map((e) => [e.card, e.duration, e.choice]), [['CNB', 'turn', 'Eu']]);
    assert.ok(s.removed.includes('CNB'));
  });

  test('94: the USSR placing influence with operations in the region named is TSN119 (the influence is still placed)', () => {
    const game = scenario(`
      ${SETUP}
      8.1   — ; CNB@Eu
      8.2   DES&AT3 ; —`);
    onlyOn(game, '8.2');
    game.expect('TSN119', '8.2', /Chernobyl is in force: the US named Europe on turn 8, and for the rest of the turn the USSR may not place influence there with operations \(Austria is in Europe\); place it outside Europe/);
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 3 });
  });

  test('94: outside the region, by an event, by the US, or in the next turn: allowed', () => {
    const game = scenario(`
      ${SETUP}
      8.1   — ; CNB@Eu
      8.2   DES&AF3 ; DAC&IT3
      8.3   COM@PL DD HU CS ; —
      9.1   SUE&AT3 ; —`);
    game.assertClean();
    assert.deepEqual(game.influence('CS'), { US: 0, USSR: 1 });
    assert.deepEqual(game.influence('AT'), { US: 0, USSR: 3 });
  });

  test('94: headlined (CNB Eu): the USSR\'s first round is restricted', () => {
    const game = scenario(`
      ${SETUP}
      8.H   NAS EG2 ; CNB Eu
      8.1   DES&AT3 ; —`);
    onlyOn(game, '8.1');
    game.expect('TSN119', '8.1', /the US named Europe/);
  });

  test('94: played by the USSR for operations: its own operations after the event are restricted, before it they are not', () => {
    const eventFirst = scenario(`
      ${SETUP}
      8.1   CNB@Eu &AT3 ; —`);
    onlyOn(eventFirst, '8.1');
    eventFirst.expect('TSN119', '8.1', /the USSR may not place influence there with operations \(Austria is in Europe\)/);
    const opsFirst = scenario(`
      ${SETUP}
      8.1   CNB&AT3 @Eu ; —`);
    opsFirst.assertClean();
    assert.equal(opsFirst.state().effects[0]?.choice, 'Eu');
    const inParentheses = scenario(`
      ${SETUP}
      8.1   CNB&AT3 @(Eu) ; —`);
    inParentheses.assertClean();
  });

  test('94: As is the whole of Asia, Southeast Asia included; Se is Southeast Asia alone', () => {
    // Vietnam Revolts gives the USSR Vietnam (turn 7), so Laos is in its reach.
    const asia = scenario(`
      ${SETUP}
      7.1   VIE@VN2 ; —
      8.1   — ; CNB@As
      8.2   NAS&LA ; —
      8.3   FID&KR2 ; —`);
    asia.expect('TSN119', '8.2', /the US named Asia.*\(Laos\/Cambodia is in Asia\)/);
    asia.expect('TSN119', '8.3', /\(South Korea is in Asia\)/);
    const southeast = scenario(`
      ${SETUP}
      7.1   VIE@VN2 ; —
      8.1   — ; CNB@Se
      8.2   NAS&LA ; —
      8.3   FID&KR2 ; —`);
    onlyOn(southeast, '8.2');
    southeast.expect('TSN119', '8.2', /the US named Southeast Asia.*place it outside Southeast Asia/);
  });

  test('94: no region written is TSN182; a region in capitals is the parser\'s error; anything else written is TSN181', () => {
    const none = scenario(`
      ${SETUP}
      8.1   — ; CNB@`);
    none.expect('TSN182', '8.1', /Chernobyl: the US names one region, written as its code after the event \(such as CNB@Eu; Eu As Me Af Ca Sa Se\); the line names none/);
    assert.equal(none.state().effects.length, 0);
    scenario(`
      ${SETUP}
      8.1   — ; CNB@AS`).expect('TSN013', '8.1', /Region codes are a capital and a small letter: write As/);
    scenario(`
      ${SETUP}
      8.1   — ; CNB@Eu IT`).expect('TSN181', '8.1', /the line adds US influence in Italy/);
  });
});
