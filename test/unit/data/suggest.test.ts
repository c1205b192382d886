import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_SUGGESTIONS, suggestCard, suggestCountry } from '../../../core/src/data/suggest';
import { CARDS } from '../../../core/src/data/cards';
import { COUNTRIES } from '../../../core/src/data/countries';

const countryCodes = (text: string) => suggestCountry(text).map((country) => country.code);
const cardCodes = (text: string) => suggestCard(text).map((card) => card.code);

describe('suggestCountry', () => {
  test('exact code, any case: ir -> IR alone', () => {
    assert.deepEqual(countryCodes('ir'), ['IR']);
    assert.deepEqual(countryCodes('Ir'), ['IR']);
    assert.deepEqual(countryCodes('IR'), ['IR']);
  });

  test('IRN -> IR Iran first (name prefix beats the India typo)', () => {
    const result = countryCodes('IRN');
    assert.equal(result[0], 'IR');
    assert.ok(result.length <= MAX_SUGGESTIONS);
  });

  test('BRA -> BR Brazil', () => {
    assert.equal(countryCodes('BRA')[0], 'BR');
    assert.equal(countryCodes('bra')[0], 'BR');
  });

  test('Italy and ITA -> IT', () => {
    assert.deepEqual(countryCodes('Italy'), ['IT']);
    assert.deepEqual(countryCodes('italy'), ['IT']);
    assert.equal(countryCodes('ITA')[0], 'IT');
  });

  test('names, aliases and typos', () => {
    assert.equal(countryCodes('Iran')[0], 'IR');
    assert.equal(countryCodes('Spain')[0], 'IB');
    assert.equal(countryCodes('Columbia')[0], 'CO');
    assert.equal(countryCodes('Colombia')[0], 'CO');
    assert.equal(countryCodes('Phillipines')[0], 'PH');
    assert.equal(countryCodes('Laos')[0], 'LA');
    assert.equal(countryCodes('Cambodia')[0], 'LA');
    assert.equal(countryCodes('W. Germany')[0], 'DE');
    assert.equal(countryCodes('Britain')[0], 'UK');
    assert.equal(countryCodes('IS')[0], 'IL');
    assert.equal(countryCodes('IT4')[0], 'IT');
    assert.deepEqual(countryCodes('Korea'), ['KR', 'KP']);
    assert.deepEqual(countryCodes('Germany'), ['DE', 'DD']);
  });

  test('XX gives nothing', () => {
    assert.deepEqual(countryCodes('XX'), []);
    assert.deepEqual(countryCodes('xx'), []);
  });

  test('every code in lower case and every name suggests that country first', () => {
    for (const country of COUNTRIES) {
      assert.deepEqual(countryCodes(country.code.toLowerCase()), [country.code], country.code);
      assert.equal(countryCodes(country.name)[0], country.code, country.name);
    }
  });
});

describe('suggestCard', () => {
  test('NASR and nasr -> NAS Nasser', () => {
    assert.equal(cardCodes('NASR')[0], 'NAS');
    assert.equal(cardCodes('nasr')[0], 'NAS');
    assert.equal(suggestCard('NASR')[0]?.name, 'Nasser');
  });

  test('exact code in any case, exact title', () => {
    assert.deepEqual(cardCodes('nas'), ['NAS']);
    assert.deepEqual(cardCodes('Nasser'), ['NAS']);
    assert.deepEqual(cardCodes('wwb'), ['WWB']);
    assert.deepEqual(cardCodes('We Will Bury You'), ['WWB']);
    assert.equal(cardCodes('cb5')[0], 'CB5');
  });

  test('three letters one edit from the start of a title, its first letter the same: DUK -> DAC Duck and Cover', () => {
    assert.deepEqual(cardCodes('DUK'), ['DAC']);
    // Not a title starting with another letter: KOR is no Norway.
    assert.ok(!countryCodes('KOR').includes('NO'));
  });

  test('TEC gives no exact card', () => {
    const result = suggestCard('TEC');
    assert.ok(result.length <= MAX_SUGGESTIONS);
    for (const card of result) assert.notEqual(card.code, 'TEC');
    assert.ok(!result.some((card) => card.code.toUpperCase() === 'TEC' || card.name.toUpperCase() === 'TEC'));
  });

  test('words, typos and the SEA alternative', () => {
    assert.equal(cardCodes('Bury')[0], 'WWB');
    assert.equal(cardCodes('Containmnet')[0], 'CON');
    assert.equal(cardCodes('Star Wars')[0], 'STA');
    assert.equal(cardCodes('Iron Lady')[0], 'IRL');
    assert.equal(cardCodes('China')[0], 'CHN');
    assert.equal(cardCodes('Southeast Asia')[0], 'SSE');
    assert.deepEqual(cardCodes('SEA'), ['SSE']);
    assert.equal(cardCodes('SUZ')[0], 'SUE');
  });

  test('every code in lower case and every title suggests that card first', () => {
    for (const card of CARDS) {
      assert.deepEqual(cardCodes(card.code.toLowerCase()), [card.code], card.code);
      assert.equal(cardCodes(card.name)[0], card.code, card.name);
    }
  });
});

describe('suggestions never throw', () => {
  const odd: unknown[] = [
    '',
    ' ',
    '\t\n',
    '?',
    '...',
    '0',
    'a'.repeat(1_000_000),
    'IR'.repeat(5000),
    'Ирак',
    'イラン',
    '😀',
    '\uD800',
    '\u0000IR',
    'İtaly',
    'Perú',
    '\u202EIR',
    undefined,
    null,
    42,
    {},
    ['IR'],
  ];

  for (const input of odd) {
    const label = typeof input === 'string' ? JSON.stringify(input.slice(0, 12)) : String(input);
    test(`input ${label}`, () => {
      const countries = suggestCountry(input as string);
      const cards = suggestCard(input as string);
      assert.ok(Array.isArray(countries) && countries.length <= MAX_SUGGESTIONS);
      assert.ok(Array.isArray(cards) && cards.length <= MAX_SUGGESTIONS);
    });
  }

  test('empty and non-text input give nothing', () => {
    for (const input of ['', '   ', '?!', 'a'.repeat(1_000_000), '😀', undefined, null, 42]) {
      assert.deepEqual(suggestCountry(input as string), []);
      assert.deepEqual(suggestCard(input as string), []);
    }
  });

  test('accents and case do not matter', () => {
    assert.equal(countryCodes('İtaly')[0], 'IT');
    assert.equal(countryCodes('PERÚ')[0], 'PE');
  });

  test('random input: deterministic, at most 3 results, no duplicates', () => {
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ./-"\'()éü😀\uD800';
    for (let i = 0; i < 1000; i++) {
      const length = next() % 12;
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[next() % alphabet.length];
      const first = cardCodes(text);
      assert.deepEqual(cardCodes(text), first, text);
      assert.ok(first.length <= MAX_SUGGESTIONS && new Set(first).size === first.length, text);
      const countries = countryCodes(text);
      assert.deepEqual(countryCodes(text), countries, text);
      assert.ok(countries.length <= MAX_SUGGESTIONS && new Set(countries).size === countries.length, text);
    }
  });
});
