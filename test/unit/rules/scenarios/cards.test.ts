// Rules about the cards (4.3-4.5, 5.2, 9, 10.1): where a card may be played from, the China Card,
// and scoring cards. Each test is a TSN scenario naming the rule it checks, legal and illegal.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scenario, SETUP } from '../../helpers/scenario';
import { analyze } from '../../../../core/src/analysis';
import { generateGame } from '../../../../bench/generateGame';

// Hands as dealt for turn 1 (the spec's own example deal).
const DEAL = '1.D   [SEU SME FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]';

// That deal's turn 1 to its first action round: the USSR keeps Europe and Middle East Scoring.
const DEALT_OPENING = `${DEAL}
  ${SETUP}
  1.H   NAS EG2 ; CON
  1.1   FID&SY2 ; MAR&IT2 FR2`;

describe('cards: where a card is played from', () => {
  test('4.4 era: a Mid War card is not in the deck before turn 4 (Shuttle Diplomacy on turn 1 is an error)', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; SHU&IT2 FR`).expect('TSN102', '1.1', /Shuttle Diplomacy is a Mid War card: it joins the deck for turn 4/);
  });

  test('4.4 era: from turn 4 the Mid War cards are in the deck (Shuttle Diplomacy for operations on turn 4)', () => {
    scenario(`
      ${SETUP}
      4.1   NAS&SY ; SHU&IT2 FR`).assertClean();
  });

  test('4.4 era: a Late War card is not in the deck before turn 8', () => {
    scenario(`
      ${SETUP}
      7.1   PER&SY3 ; —`).expect('TSN102', '7.1', /a Late War card: it joins the deck for turn 8/);
    const late = scenario(`
      ${SETUP}
      8.1   PER&SY3 ; —`);
    assert.deepEqual(late.problems(), []);
  });

  test('5.2 removed: an asterisked card played for its event is removed and cannot be played again', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; —
      1.2   NAS&SY ; —`);
    game.expect('TSN102', '1.2', /Nasser is removed from the game: the USSR cannot play it/);
    assert.ok(game.state('1.1').removed.includes('NAS'));
  });

  test('5.2 removed: an asterisked card played for operations by its own side is discarded, not removed', () => {
    const game = scenario(`
      ${SETUP}
      1.1   NAS&SY ; —`);
    game.assertClean();
    assert.ok(game.state().discard.includes('NAS'));
    assert.ok(!game.state().removed.includes('NAS'));
  });

  test('4.3 discard pile: a card already played this turn is in the discard pile and cannot be played again', () => {
    scenario(`
      ${SETUP}
      1.1   IPW&SY2 ; —
      1.2   NAS&SY ; IPW&IT2`).expect('TSN102', '1.2', /Indo-Pakistani War is in the discard pile: the US cannot play it/);
  });

  test('4.3 discard pile: it stays there in the next turns until a reshuffle', () => {
    scenario(`
      ${SETUP}
      1.1   IPW&SY2 ; —
      2.1   IPW&SY2 ; —`).expect('TSN102', '2.1', /in the discard pile/);
  });

  test('4.3 a turn the file leaves out entirely: its deals and plays are unknown, so a discarded card may have been reshuffled and dealt again', () => {
    const game = scenario(`
      ${SETUP}
      1.1   IPW&SY2 ; —
      3.1   IPW&SY2 ; —
      3.2   NAS&SY ; DAC&IT3`);
    game.assertClean();
    assert.deepEqual(game.state().discard.filter((c) => c === 'IPW'), ['IPW']);
    // It may as well still be in the discard pile: SALT Negotiations takes it back.
    scenario(`
      ${SETUP}
      1.1   IPW&SY2 ; —
      4.1   SAL@ >IPW ; —`).assertClean();
    // A removed card stays out of the game; a card played again within the turn is still an error.
    scenario(`
      ${SETUP}
      1.1   NAS@EG2 ; —
      3.1   NAS@EG2 ; —`).expect('TSN102', '3.1', /Nasser is removed from the game/);
    scenario(`
      ${SETUP}
      1.1   IPW&SY2 ; —
      3.1   IPW&SY2 ; IPW&IT2`).expect('TSN102', '3.1', /Indo-Pakistani War is in the discard pile: the US cannot play it/);
  });

  test('4.3 reshuffle: once the draw pile runs out the discard pile is reshuffled, and its cards are played again (a complete game)', () => {
    const text = generateGame(1);
    const analysis = analyze(text);
    assert.deepEqual(analysis.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => d.message), []);
    const played = new Map<string, number>();
    for (const line of analysis.syntax.gameLines()) {
      for (const part of [line.ussr, line.us]) if (part?.kind === 'play') played.set(part.card.code, (played.get(part.card.code) ?? 0) + 1);
    }
    assert.ok([...played.values()].some((n) => n > 1), 'some card is played twice, after a reshuffle');
  });

  test('4.5 hands known: a card in the other side\'s hand cannot be played', () => {
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FYP&PL3 ; —`).expect('TSN102', '1.1', /Five Year Plan is in the US's hand: the USSR cannot play it/);
  });

  test('4.5 hands known: a card in neither hand (still in the deck) cannot be played', () => {
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   DEC&AF2 ; —`).expect('TSN102', '1.1', /Decolonization is not in the USSR's hand as dealt/);
  });

  test('4.5 hands known: each side plays from its own hand', () => {
    scenario(`
      ${DEAL}
      ${SETUP}
      1.1   FID&SY2 ; MAR&IT2 FR2`).assertClean();
  });

  test('4.5 out of cards: a side that has played every card of its hand has no play left', () => {
    const game = scenario(`
      1.D   [FID KOR COM NAS DGL TRU] ; [FYP SOC BLO MAR CON SUE EEU SPR]
      ${SETUP}
      1.H   TRU(FI-) ; SPR@CA
      1.1   FID&SY2 ; MAR&IT2 FR2
      1.2   KOR&SY2 ; CON&IT3
      1.3   COM&SY3 ; FYP&IT3
      1.4   NAS&SY ; SUE&IT3
      1.5   DGL&SY3 ; EEU&IT3
      1.6   SEU ; —`);
    game.expect('TSN174', '1.D');
    game.expect('TSN102', '1.6', /The USSR has no card left in its hand in turn 1/);
  });
});

describe('cards: the China Card (9)', () => {
  test('9.1 the China Card is not a headline', () => {
    scenario(`
      ${SETUP}
      1.H   CHN ; CON`).expect('TSN104', '1.H', /The China Card cannot be headlined/);
  });

  test('9.2 the China Card passes face down to the other side, which may not play it that turn', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&PL2 HU2 ; —
      1.2   NAS&SY ; CHN&IT2 FR2`);
    game.expect('TSN110', '1.2', /passed face down this turn: the US may play it from the next turn/);
    assert.deepEqual(game.state('1.1').china, { holder: 'US', faceUp: false });
  });

  test('9.2 the China Card is face up again at the end of the turn: the other side plays it next turn', () => {
    const game = scenario(`
      ${SETUP}
      1.1   CHN&PL2 HU2 ; —
      2.1   NAS&SY ; CHN&IT2 FR2`);
    game.assertClean();
    assert.deepEqual(game.state().china, { holder: 'USSR', faceUp: false });
  });

  test('9.2 the China Card is held by one side only: the US cannot play it while the USSR holds it', () => {
    scenario(`
      ${SETUP}
      1.1   NAS&SY ; CHN&IT2 FR2`).expect('TSN110', '1.1', /held by the USSR, not the US/);
  });

  test('9.1 the China Card may not be played when it would leave a scoring card unplayed (deals written)', () => {
    // The USSR holds Europe and Middle East Scoring with two rounds left: the China Card in 1.5
    // leaves one round for two scoring cards.
    const early = scenario(`
      ${DEALT_OPENING}
      1.2   KOR&SY2 ; —
      1.3   COM&SY3 ; —
      1.4   DGL&SY3 ; —
      1.5   CHN&KP5 ; —
      1.6   SEU ; —`);
    early.expect('TSN166', '1.5', /The China Card may not be played now: the USSR holds Europe Scoring, Middle East Scoring with 1 action round left after this one/);
    // One scoring card a round: the China Card, then the two scoring cards, is legal.
    scenario(`
      ${DEALT_OPENING}
      1.2   KOR&SY2 ; —
      1.3   COM&SY3 ; —
      1.4   CHN&KP5 ; —
      1.5   SME =-6 ; —
      1.6   SEU ; —`).assertClean();
    // Without the deal the hand is not known: nothing to check.
    scenario(`
      ${SETUP}
      1.5   CHN&KP5 ; —
      1.6   SEU =-1 ; —`).assertClean();
  });

  test('9.1 the China Card has no event: played for its event is an error', () => {
    scenario(`
      ${SETUP}
      1.1   CHN@ ; —`).expect('TSN107', '1.1', /The China Card has no event/);
  });
});

describe('cards: scoring cards (10.1, 4.5 F)', () => {
  test('10.1 a scoring card has no operations: played for influence is an error', () => {
    scenario(`
      ${SETUP}
      1.1   SEU&PL ; —`).expect('TSN106', '1.1', /Europe Scoring is a scoring card: it has no operations/);
  });

  test('10.1 a scoring card has no operations: sent to the space race is an error', () => {
    scenario(`
      ${SETUP}
      1.1   SEU*1+ ; —`).expect('TSN106', '1.1', /cannot go to the space race/);
  });

  test('10.1 a scoring card is played for its scoring in an action round', () => {
    scenario(`
      ${SETUP}
      1.1   SEU=-1 ; —`).assertClean();
  });

  test('4.5 F a scoring card held at the end of the turn loses the game (deals written)', () => {
    const game = scenario(`
      ${DEALT_OPENING}
      2.1   KOR&SY2 ; —`);
    game.expect('TSN161', '2.1', /The USSR holds Europe Scoring, Middle East Scoring at the end of turn 1: a scoring card must be played in the turn it is drawn, so the USSR loses/);
    assert.deepEqual(game.state().result, { winner: 'US', reason: 'scoring-card-held', turn: 1 });
  });
});
