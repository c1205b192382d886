import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { initialState, update } from '../../../core/src/rules/state';
import { influenceOf, influenceSlots } from '../../../core/src/rules/map';
import { stateJson } from '../../../core/src/rules/snapshot';
import { CARDS, COUNTRIES } from '../../../core/src/data';
import { analyze } from '../../../core/src/analysis';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS } from '../../../core/src/rules/events';

describe('state', () => {
  test('initial state: the fixed starting influence of the reference setup', () => {
    const s = initialState(EVENTS);
    assert.equal(influenceOf(s, 'KP', 'USSR'), 3);
    assert.equal(influenceOf(s, 'DD', 'USSR'), 3);
    assert.equal(influenceOf(s, 'FI', 'USSR'), 1);
    assert.equal(influenceOf(s, 'SY', 'USSR'), 1);
    assert.equal(influenceOf(s, 'IQ', 'USSR'), 1);
    assert.equal(influenceOf(s, 'UK', 'US'), 5);
    assert.equal(influenceOf(s, 'AU', 'US'), 4);
    assert.equal(influenceOf(s, 'CA', 'US'), 2);
    for (const code of ['IR', 'IL', 'JP', 'PH', 'KR', 'PA', 'ZA']) assert.equal(influenceOf(s, code, 'US'), 1, code);
  });

  test('initial state: DEFCON 5, VP 0, China Card face up with the USSR, turn 1', () => {
    const s = initialState(EVENTS);
    assert.equal(s.defcon, 5);
    assert.equal(s.vp, 0);
    assert.deepEqual(s.china, { holder: 'USSR', faceUp: true });
    assert.equal(s.turn, 1);
    assert.equal(s.result, null);
    assert.deepEqual(s.milops, { US: 0, USSR: 0 });
    assert.deepEqual(s.space, { US: 0, USSR: 0 });
  });

  test('initial state: the Early War cards (in deck, era Early, optional 104-106 included) are the deck', () => {
    const s = initialState(EVENTS);
    const expected = CARDS.filter((c) => c.era === 'Early' && c.inDeck).map((c) => c.code);
    assert.deepEqual([...s.deck], expected);
    assert.ok(!s.deck.includes('CHN'));
    assert.ok(s.deck.includes('CB5') && s.deck.includes('NOR') && s.deck.includes('DEF'));
    assert.ok(!s.deck.includes('BRU'));
  });

  test('initial states share one starting influence, which playing a game never writes', () => {
    const expected = COUNTRIES.flatMap((c) => [c.startInfluence.US, c.startInfluence.USSR]);
    const s = initialState(EVENTS);
    assert.equal(initialState(EVENTS).influence, s.influence);
    const played = analyze(readFileSync(join(__dirname, '../../fixtures/games/fullGame.tsn'), 'utf8'));
    assert.notDeepEqual(influenceSlots(played.replay!.final.influence), expected, 'the game changed the board');
    assert.deepEqual(influenceSlots(s.influence), expected);
    assert.deepEqual(influenceSlots(initialState(EVENTS).influence), expected);
  });

  test('states share what did not change (copy-on-write)', () => {
    const s = initialState(EVENTS);
    const t = update(s, { vp: 1 });
    assert.equal(t.influence, s.influence);
    assert.equal(t.deck, s.deck);
  });

  test('stateJson has the tsn state shape: every country, control only for the controlled', () => {
    const json = stateJson(initialState(EVENTS));
    assert.equal(Object.keys(json.influence).length, 84);
    assert.deepEqual(json.influence.KP, { US: 0, USSR: 3 });
    assert.deepEqual(json.control, { UK: 'US', DD: 'USSR', KP: 'USSR', AU: 'US' });
    assert.equal(json.control.KP, 'USSR');
    assert.equal(json.control.UK, 'US');
    assert.equal(json.control.IR, undefined);
    assert.equal(json.round, 'S');
    assert.deepEqual(json.hands, { US: null, USSR: null });
    assert.equal(json.result, null);
    assert.deepEqual(Object.keys(json), ['turn', 'round', 'defcon', 'vp', 'milops', 'space', 'china', 'influence', 'control', 'effects', 'discard', 'removed', 'hands', 'result']);
  });
});
