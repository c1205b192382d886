import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { CARDS, CARD_CODES, CHINA_CARD_NUMBER, cardByCode, cardByNumber, cardCodeAt } from '../../../core/src/data/cards';
import { REF_CARDS, tally } from './reference';

const REF_KEYS = new Set([
  'number',
  'tsn_code',
  'name',
  'ops',
  'side',
  'era',
  'removed_after_event',
  'persistent',
  'scoring',
  'war',
  'optional',
  'in_deck',
  'effect_duration',
  'summary',
  'notes',
]);

const numbersWhere = (keep: (card: (typeof CARDS)[number]) => boolean) => CARDS.filter(keep).map((card) => card.number);

describe('cards: field by field against cards.json', () => {
  test('110 cards, numbered 1-110 in order', () => {
    assert.equal(CARDS.length, 110);
    assert.equal(REF_CARDS.meta.card_count, 110);
    assert.deepEqual(
      CARDS.map((card) => card.number),
      Array.from({ length: 110 }, (_, i) => i + 1),
    );
  });

  test('the reference has no card field the table leaves out', () => {
    for (const ref of REF_CARDS.cards) {
      for (const key of Object.keys(ref)) assert.ok(REF_KEYS.has(key), `card ${ref.number}: unmapped reference field ${key}`);
    }
  });

  for (const ref of REF_CARDS.cards) {
    test(`${ref.number} ${ref.tsn_code} ${ref.name}`, () => {
      const card = cardByNumber(ref.number);
      assert.ok(card, `card ${ref.number} missing`);
      assert.equal(cardByCode(ref.tsn_code), card);
      assert.equal(card.number, ref.number);
      assert.equal(card.code, ref.tsn_code);
      assert.equal(card.name, ref.name);
      assert.equal(card.ops, ref.ops);
      assert.equal(card.side, ref.side);
      assert.equal(card.era, ref.era);
      assert.equal(card.removedAfterEvent, ref.removed_after_event);
      assert.equal(card.persistent, ref.persistent);
      assert.equal(card.scoring, ref.scoring);
      assert.equal(card.war, ref.war);
      assert.equal(card.optional, ref.optional);
      assert.equal(card.inDeck, ref.in_deck);
      assert.equal(card.effectDuration, ref.effect_duration);
      assert.equal(card.summary, ref.summary);
      assert.deepEqual([...card.notes], ref.notes ?? []);
    });
  }
});

describe('cards: counts and invariants', () => {
  test('eras: Early 39, Mid 48, Late 23', () => {
    const expected = { Early: 39, Mid: 48, Late: 23 };
    assert.deepEqual(tally(CARDS, (card) => card.era), expected);
    assert.deepEqual(expected, REF_CARDS.meta.per_era);
  });

  test('sides: US 42, USSR 40, neutral 28', () => {
    const expected = { neutral: 28, US: 42, USSR: 40 };
    assert.deepEqual(tally(CARDS, (card) => card.side), expected);
    assert.deepEqual(expected, REF_CARDS.meta.per_side);
  });

  test('era and side together match the reference', () => {
    assert.deepEqual(tally(CARDS, (card) => `${card.era}/${card.side}`), REF_CARDS.meta.per_era_and_side);
  });

  test('7 scoring cards, 0 ops each; Southeast Asia Scoring is the only one removed after play', () => {
    const scoring = numbersWhere((card) => card.scoring);
    assert.deepEqual(scoring, [1, 2, 3, 37, 38, 79, 81]);
    assert.deepEqual(scoring, REF_CARDS.meta.scoring_cards);
    for (const number of scoring) assert.equal(cardByNumber(number)?.ops, 0);
    assert.deepEqual(numbersWhere((card) => card.scoring && card.removedAfterEvent), [38]);
    assert.deepEqual(numbersWhere((card) => card.ops === 0), scoring);
  });

  test('5 war cards: Korean, Arab-Israeli, Indo-Pakistani, Brush and Iran-Iraq War', () => {
    const war = numbersWhere((card) => card.war);
    assert.deepEqual(war, [11, 13, 24, 36, 102]);
    assert.deepEqual(war, REF_CARDS.meta.war_cards);
  });

  test('70 cards are removed after their event', () => {
    assert.equal(CARDS.filter((card) => card.removedAfterEvent).length, 70);
    assert.equal(REF_CARDS.meta.removed_after_event_count, 70);
  });

  test('persistent cards, Quagmire, Bear Trap, Shuttle Diplomacy and Tear Down This Wall included', () => {
    const persistent = numbersWhere((card) => card.persistent);
    assert.deepEqual(persistent, [16, 17, 21, 23, 27, 35, 42, 44, 55, 59, 65, 68, 73, 82, 83, 86, 87, 96, 97, 106, 110]);
    assert.deepEqual(persistent, REF_CARDS.meta.persistent_cards);
    for (const code of ['QUA', 'BEA', 'SHU', 'TDW']) assert.equal(cardByCode(code)?.persistent, true, code);
  });

  test('optional cards are 104-110; only The China Card is out of the deck', () => {
    assert.deepEqual(numbersWhere((card) => card.optional), [104, 105, 106, 107, 108, 109, 110]);
    assert.deepEqual(numbersWhere((card) => !card.inDeck), [CHINA_CARD_NUMBER]);
    const china = cardByNumber(CHINA_CARD_NUMBER);
    assert.equal(china?.code, 'CHN');
    assert.equal(china?.ops, 4);
  });

  test('the cards that may not be headlined are those whose summary says so: The China Card and UN Intervention', () => {
    const saysSo = (card: (typeof CARDS)[number]) => /may not be (headlined|played in the headline)/i.test(card.summary);
    assert.deepEqual(numbersWhere((card) => !card.mayBeHeadlined), numbersWhere(saysSo));
    assert.deepEqual(numbersWhere((card) => !card.mayBeHeadlined), [CHINA_CARD_NUMBER, 32]);
  });

  test('Early War holds 1-35 (6 included) and 103-106, Mid War 36-81 and 107-108, Late War 82-102 and 109-110', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    assert.deepEqual(numbersWhere((card) => card.era === 'Early'), [...range(1, 35), ...range(103, 106)]);
    assert.deepEqual(numbersWhere((card) => card.era === 'Mid'), [...range(36, 81), 107, 108]);
    assert.deepEqual(numbersWhere((card) => card.era === 'Late'), [...range(82, 102), 109, 110]);
  });

  test('ops are 0-4', () => {
    for (const card of CARDS) assert.ok(Number.isInteger(card.ops) && card.ops >= 0 && card.ops <= 4, card.code);
  });

  test('codes are unique three-character codes; every code the TSN spec gives is a card', () => {
    assert.equal(new Set(CARD_CODES).size, 110);
    for (const code of CARD_CODES) assert.match(code, /^[A-Z][A-Z0-9]{2}$/);
    for (const code of REF_CARDS.meta.tsn_codes_given_by_spec) assert.ok(cardByCode(code), code);
  });

  test('the project code decisions: ALL Allende, AFP Alliance for Progress, SAU South African Unrest, AWA AWACS, PEC, SSE', () => {
    assert.equal(cardByCode('ALL')?.number, 54);
    assert.equal(cardByCode('AFP')?.number, 78);
    assert.equal(cardByCode('SAU')?.number, 53);
    assert.equal(cardByCode('AWA')?.number, 110);
    assert.equal(cardByCode('PEC')?.number, 52);
    assert.equal(cardByCode('SSE')?.number, 38);
    assert.equal(cardByCode('NAS')?.name, 'Nasser');
  });

  test('TEC is not a card (the spec uses it as a placeholder)', () => {
    assert.equal(cardByCode('TEC'), undefined);
    assert.ok('TEC' in REF_CARDS.meta.tsn_code_decisions);
  });

  test('lookups are exact', () => {
    assert.equal(cardByCode('nas'), undefined);
    assert.equal(cardByCode(''), undefined);
    assert.equal(cardByNumber(0), undefined);
    assert.equal(cardByNumber(111), undefined);
    assert.equal(cardByNumber(1.5), undefined);
  });

  test('names keep the decorative quotes of the reference', () => {
    assert.equal(cardByCode('WWB')?.name, '"We Will Bury You"');
    assert.equal(cardByCode('LON')?.name, '"Lone Gunman"');
  });

  test('the table is frozen', () => {
    assert.ok(Object.isFrozen(CARDS));
    assert.ok(Object.isFrozen(CARDS[0]));
    assert.ok(Object.isFrozen(CARDS[0]!.notes));
  });

  test('lookups hand out the frozen table\'s own entries and codes (they read a plain copy by position)', () => {
    for (const card of CARDS) {
      assert.equal(cardByCode(card.code), card);
      assert.equal(cardCodeAt(`1.1   ${card.code}#IR2`, 6), card.code.length === 3 ? card.code : undefined);
    }
    assert.ok(Object.isFrozen(cardByCode('NAS')));
  });
});
