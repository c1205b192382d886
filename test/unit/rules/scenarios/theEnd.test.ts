// The end of the game (8.1.3, 10.3): 20 VP once a play's effect is complete, DEFCON 1 losing for
// the phasing player (in a headline, the player whose card caused it), Europe control, final
// scoring, a held scoring card; nothing is played after the end; the [Result] tag is checked.
// TSN scenarios naming the rule, and complete short games in test/fixtures/games.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenario, SETUP } from '../../helpers/scenario';

const GAMES = join(__dirname, '../../../fixtures/games');
const game = (name: string) => scenario(readFileSync(join(GAMES, name), 'utf8'));

describe('the end of the game: complete short games (test/fixtures/games)', () => {
  for (const [file, result] of [
    ['defcon1.tsn', { winner: 'US', reason: 'defcon', turn: 1 }],
    ['europeControl.tsn', { winner: 'USSR', reason: 'europe', turn: 1 }],
    ['heldScoringCard.tsn', { winner: 'USSR', reason: 'scoring-card-held', turn: 1 }],
    ['finalScoring.tsn', { winner: 'USSR', reason: 'final-scoring', turn: 10 }],
    ['twentyVp.tsn', { winner: 'US', reason: 'vp', turn: 1 }],
  ] as const) {
    test(`${file}: replays to its result (${result.reason}), the [Result] tag agreeing`, () => {
      const g = game(file);
      const serious = g.problems();
      // The held scoring card is the game's end: its TSN161 is the one error expected.
      assert.deepEqual(serious, file === 'heldScoringCard.tsn' ? ['TSN161@1.E'] : []);
      assert.deepEqual(g.state().result, result);
      assert.ok(!g.diagnostics.some((d) => d.code === 'TSN165'));
    });
  }
});

describe('the end of the game (8.1.3, 10.3)', () => {
  test('8.1.3 DEFCON 1: the phasing player loses, whoever is hurt by the coup', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+3 D3
      1.2   KOR#IL6 D2 ; MAR&IT2 FR2
      1.3   NAS&SY ; COM#IQ1 D1`);
    g.expect('TSN162', '1.3', /The USSR wins on turn 1: DEFCON reached 1/);
  });

  test('8.1.3 DEFCON 1 in a headline: the player whose card caused it loses (the US\'s Olympic Games, boycotted by the USSR)', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+2 D3
      1.2   KOR#IL6 D2 ; —
      2.H   DAC D2 =+3 ; OLY@ D1`);
    g.assertClean(['TSN180']); // a fragment: turn 1's other rounds left out
    assert.deepEqual(g.state().result, { winner: 'USSR', reason: 'defcon', turn: 2 });
  });

  test('10.3.1 Europe control wins only when Europe is scored', () => {
    const g = scenario(`
      1.S   PL4 DD YU ; GR2 TR2 DK2 NO
      1.1   RED&DE4 ; IPW&PA2
      1.2   NTB&FR3 IT ; DAC&PA3
      1.3   FID&IT YU ; OLY&AU2`);
    assert.equal(g.state().result, null);
  });

  test('10.3.2 final scoring after turn 10: every region, the China Card +1, the VP decide', () => {
    const g = game('finalScoring.tsn');
    assert.equal(g.state().vp, -3);
    assert.ok(g.state().finalScored);
  });

  test('10.3.2 final scoring: the [Result] tag is checked against the engine\'s result', () => {
    const text = readFileSync(join(GAMES, 'finalScoring.tsn'), 'utf8').replace('USSR wins (final scoring)', 'US wins (final scoring)');
    scenario(text).diagnostics.find((d) => d.code === 'TSN165') ?? assert.fail('expected TSN165');
  });

  test('4.5 F a held scoring card: with the deals written, the side holding it at the end of the turn loses', () => {
    game('heldScoringCard.tsn').expect('TSN161', '1.E', /The US holds Middle East Scoring at the end of turn 1/);
  });

  test('10.3.1 20 VP: the game ends once a play brings the VP to 20; a play after it is an error', () => {
    const text = readFileSync(join(GAMES, 'twentyVp.tsn'), 'utf8');
    const g = scenario(`${text}2.1   NAS&SY ; —\n`);
    g.expect('TSN162', '1.6', /The US wins on turn 1: reached 20 VP \(VP \+20, DEFCON 5\)/);
    g.expect('TSN171', '2.1');
    assert.equal(g.state('1.5').result, null, 'VP 18 after 1.5');
  });

  test('10.3.1 20 VP from an opponent\'s event played before the operations: the game ends there, the operations never happen', () => {
    // VP +19 after 1.5; the USSR's Defectors, its event first, gives the US the 20th VP.
    const g = scenario(`
      1.S   PL4 DD HU ; IT3 FR3 DE4 CA2 IL3 IR JP3 KR2 PH
      1.1   FID&PL2 ; SEU=+5
      1.2   KOR&PL2 ; SAS=+5
      1.3   COM&PL3 ; SME=+5
      1.4   DEC&PL2 ; IPW*1+ =+2
      1.5   VIE#IR6+4 D4 ; NTB@ =+2 D5
      1.6   DEF@ &CS2 =+1 ; —`);
    assert.equal(g.state('1.5').vp, 19);
    assert.deepEqual(g.state().result, { winner: 'US', reason: 'vp', turn: 1 });
    assert.deepEqual(g.influence('CS'), { US: 0, USSR: 0 }, 'no influence placed after the end of the game');
  });

  test('an opponent\'s card whose event ends the game: no operations are due after the end (STA@ >WWB@ D1 ; —)', () => {
    // The USSR plays Star Wars, the US's card, its event first: the US takes We Will Bury You from
    // the discard pile, DEFCON 2 -> 1 in the USSR's round, and the USSR loses (8.1.3).
    const g = scenario(`
      ${SETUP}
      8.H   VIE VN2 ; IND HU
      8.1   DES#IR6+5 D4 ; WWB*2+ =+2
      8.2   COM#PA6+5 D3 ; TRU&IT
      8.3   FID#IL6 D2 ; CIA&IT
      8.4   STA@ >WWB@ D1 ; —`);
    g.assertClean();
    g.expect('TSN162', '8.4', /The US wins on turn 8/);
    const s = g.state();
    assert.deepEqual(s.result, { winner: 'US', reason: 'defcon', turn: 8 });
    assert.equal(s.defcon, 1);
    assert.equal(s.vp, 2);
    assert.deepEqual(s.space, { US: 1, USSR: 0 });
    assert.deepEqual(g.influence('PA'), { US: 0, USSR: 4 });
    assert.deepEqual(g.influence('IT'), { US: 5, USSR: 0 });
    // The same card whose event does not end the game still owes its operations (TSN109).
    scenario(`
      ${SETUP}
      8.H   VIE VN2 ; IND HU
      8.1   DES#IR6+5 D4 ; WWB*2+ =+2
      8.4   STA@ >WWB@ D3 ; —`).expect('TSN109', '8.4', /Star Wars is a US card: the USSR plays it for its operations/);
  });

  test('[Result] a tag that contradicts the engine\'s result is an error', () => {
    const text = readFileSync(join(GAMES, 'defcon1.tsn'), 'utf8').replace('US wins (DEFCON 1)', 'USSR wins (DEFCON 1)');
    const g = scenario(text);
    const found = g.diagnostics.find((d) => d.code === 'TSN165');
    assert.ok(found);
    assert.match(found.message, /The Result tag says the USSR won, but the game ended with a US win \(DEFCON 1, turn 1\)/);
  });

  test('17.1 nothing is played after the end of the game', () => {
    const g = scenario(`
      ${SETUP}
      1.1   FID#IR4+2 D4 ; IPW#KP6+3 D3
      1.2   KOR#IL6 D2 ; MAR&IT2 FR2
      1.3   COM#PA4+3 D1 ; DAC&IT3`);
    g.expect('TSN171', '1.3', /The game ended on turn 1: nothing is played after it/);
  });

  test('17.1 — for a side in the round the game ended in is no play, and no error', () => {
    game('defcon1.tsn').assertClean();
  });
});
