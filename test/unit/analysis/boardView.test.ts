// The board view (core/src/analysis/boardView.ts): what the preview and `tsn render` are given
// about a line: the board before and after its play, the play in plain words, what each region
// would score now, the game's chart, the lines that changed each country, and the step targets.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, boardSteps, boardView, regionForecasts } from '../../../core/src/analysis';
import { EVENTS, initialState } from '../../../core/src/rules';

const GAME = readFileSync(join(__dirname, '..', '..', 'integration', 'workspace', 'game.tsn'), 'utf8');
const analysis = analyze(GAME);
// 0-based lines: 10 1.S, 11 1.1, 12 1.2, 13 1.3, 14 blank, 15 2.1, 16 2.2, then the replay block.
const GAME_LINES = [10, 11, 12, 13, 15, 16];

describe('boardView', () => {
  test('the board after the line and before its play', () => {
    const view = boardView(analysis, 11);
    assert.equal(view.board.line, 11);
    assert.equal(view.board.label, '1.1');
    assert.equal(view.board.defcon, 4);
    assert.deepEqual(view.board.influence.IR, { US: 0, USSR: 2 });
    assert.ok(view.before);
    assert.equal(view.before.defcon, 5);
    assert.deepEqual(view.before.influence.IR, { US: 1, USSR: 0 });
  });

  test('the play in plain words, both sides', () => {
    const view = boardView(analysis, 11);
    assert.equal(view.reading.length, 2);
    assert.match(view.reading[0]!, /^The USSR played De-Stalinization for a coup in Iran: die 4 \+ 3 ops − 2 × stability 2 = 3: it succeeded and moved 3 influence \(the US lost 1, the USSR gained 2\); DEFCON fell to 4\.$/);
    assert.match(view.reading[1]!, /^The US played Marshall Plan/);
  });

  test('a line without a play shows the play above it', () => {
    const blank = boardView(analysis, 14);
    assert.equal(blank.board.label, '1.3');
    assert.deepEqual(blank.before, { ...boardView(analysis, 13).before });
    assert.match(blank.reading[0]!, /Korean War|played/);
  });

  test('above the first play: the starting board, nothing before it', () => {
    const view = boardView(analysis, 2);
    assert.equal(view.before, null);
    assert.deepEqual(view.reading, []);
    assert.equal(view.board.defcon, 5);
    const before = boardView(analysis, -1);
    assert.equal(before.board.line, -1);
  });

  test('the chart: one point per game line with its VP and DEFCON', () => {
    const view = boardView(analysis, 11);
    assert.deepEqual(view.timeline.map((p) => p.line), GAME_LINES);
    assert.deepEqual(view.timeline.map((p) => p.label), ['1.S', '1.1', '1.2', '1.3', '2.1', '2.2']);
    assert.equal(view.timeline[1]!.defcon, 4);
    assert.equal(view.timeline[0]!.defcon, 5);
    for (const p of view.timeline) assert.equal(p.vp, analysis.stateAfter(p.line).vp);
  });

  test('the lines that changed each country, with before and after', () => {
    const view = boardView(analysis, 16);
    assert.deepEqual(view.history.IR, [{ line: 11, label: '1.1', before: { US: 1, USSR: 0 }, after: { US: 0, USSR: 2 } }]);
    assert.deepEqual(view.history.SY!.map((c) => c.label), ['1.2', '1.3', '2.2']);
    assert.equal(view.history.AU, undefined, 'Australia never changed');
    assert.deepEqual(view.history.PL!.map((c) => c.label), ['1.S']);
  });

  test('the step targets: previous and next play, the turn\'s start, the end', () => {
    assert.deepEqual(boardSteps(analysis, 12), { previous: 11, next: 13, turnStart: 10, end: 16 });
    assert.deepEqual(boardSteps(analysis, 16), { previous: 15, next: null, turnStart: 15, end: null });
    // From a turn's first line, turn start goes to the previous turn's.
    assert.deepEqual(boardSteps(analysis, 15), { previous: 13, next: 16, turnStart: 10, end: 16 });
    // From a blank line under 1.3: back to 1.3 itself, on to 2.1.
    assert.deepEqual(boardSteps(analysis, 14), { previous: 13, next: 15, turnStart: 10, end: 16 });
    assert.deepEqual(boardSteps(analysis, 0), { previous: null, next: 10, turnStart: null, end: 16 });
    assert.deepEqual(boardSteps(analyze('[Event "x"]\n'), 0), { previous: null, next: null, turnStart: null, end: null });
  });

  test('the piles: cards left in the deck and in each hand', () => {
    const view = boardView(analysis, 11);
    assert.equal(view.deckCount, analysis.stateAfter(11).deck.length);
    assert.deepEqual(view.handCount, { US: analysis.stateAfter(11).handCount.US, USSR: analysis.stateAfter(11).handCount.USSR });
  });

  test('with rules checking off: the starting board, labelled, and the play still read', () => {
    const plain = analyze(GAME, { rules: false });
    const view = boardView(plain, 11);
    assert.equal(view.board.label, '1.1');
    assert.equal(view.before, null);
    assert.deepEqual(view.timeline, []);
    assert.match(view.reading[0]!, /De-Stalinization/);
  });
});

describe('regionForecasts: what each region would score now', () => {
  test('at the start: Asia gives the USSR presence with North Korea, a battleground; the US presence with Australia', () => {
    const forecasts = regionForecasts(initialState(EVENTS));
    assert.deepEqual(forecasts.map((f) => f.region), ['Europe', 'Asia', 'Middle East', 'Central America', 'South America', 'Africa', 'Southeast Asia']);
    const asia = forecasts.find((f) => f.region === 'Asia')!;
    // Asia: presence 3, +1 per battleground; North Korea is next to the USSR, not the US (no bonus).
    assert.deepEqual(asia.USSR, {
      level: 'presence', countries: 1, battlegrounds: 1, adjacentToEnemy: 0, controlled: ['KP'], levelVp: 3, battlegroundVp: 1, adjacentVp: 0, vp: 4,
    });
    assert.deepEqual(asia.US, {
      level: 'presence', countries: 1, battlegrounds: 0, adjacentToEnemy: 0, controlled: ['AU'], levelVp: 3, battlegroundVp: 0, adjacentVp: 0, vp: 3,
    });
    assert.equal(asia.text, 'Asia: US presence 3 = 3 (1 country counted); USSR presence 3 + 1 battleground (KP) 1 = 4 (1 country counted): USSR +1');
    assert.equal(asia.net, -1);
    // Europe: the US holds the UK (presence 3), the USSR East Germany, a battleground (3 + 1).
    const europe = forecasts.find((f) => f.region === 'Europe')!;
    assert.equal(europe.net, 3 - 4);
    assert.equal(europe.wins, null);
    // Africa: South Africa's 1 US influence does not control it (stability 3): nothing to score.
    const africa = forecasts.find((f) => f.region === 'Africa')!;
    assert.deepEqual(africa.US, { level: 'none', countries: 0, battlegrounds: 0, adjacentToEnemy: 0, controlled: [], levelVp: 0, battlegroundVp: 0, adjacentVp: 0, vp: 0 });
    assert.equal(africa.net, 0);
  });
});
