import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { codeIndex } from '../../../core/src/data/codeIndex';
import { CARDS, COUNTRIES, cardByCode, countryByCode, countryCodeAt, countryPosition } from '../../../core/src/data';

describe('code index', () => {
  test('finds every card and country where a map of the codes does', () => {
    CARDS.forEach((card) => assert.equal(cardByCode(card.code), card, card.code));
    COUNTRIES.forEach((country, i) => {
      assert.equal(countryByCode(country.code), country, country.code);
      assert.equal(countryPosition(country.code), i, country.code);
    });
  });

  test('a code that is none, or not written exactly, finds nothing', () => {
    for (const code of ['', 'NA', 'NASS', 'nas', 'Nas', 'N S', 'ZZZ', '000', 'NAS ', ' NAS', 'ÑAS', 'N\u0000S', '😀A']) {
      assert.equal(cardByCode(code), undefined, JSON.stringify(code));
    }
    for (const code of ['', 'I', 'IRN', 'ir', 'SU', 'US', 'ZZ', '00', 'I😀']) {
      assert.equal(countryByCode(code), undefined, JSON.stringify(code));
      assert.equal(countryPosition(code), -1, JSON.stringify(code));
    }
  });

  test('a code is found where it is written in a longer text, without slicing it (the parser\'s lookup)', () => {
    for (const country of COUNTRIES) {
      assert.equal(countryCodeAt(`#${country.code}4+3`, 1), country.code);
      assert.equal(countryCodeAt(`${country.code}-2`, 0), country.code);
    }
    assert.equal(countryCodeAt('IR', 1), undefined, 'one character left');
    assert.equal(countryCodeAt('IR', -1), undefined);
    assert.equal(countryCodeAt('xir', 1), undefined, 'lower case');
    assert.equal(countryCodeAt('US', 0), undefined, 'a superpower space is no country');
    const index = codeIndex(['AB', 'CD', 'EFG']);
    assert.equal(index.positionAt('xxCDxx', 2), 1);
    assert.equal(index.positionAt('EFG', 0), -1, 'only codes of the table\'s length are read in place');
  });

  test('codes of other lengths and characters are found too (through the map)', () => {
    const codes = ['AB', 'CD', 'EFG', 'a-b', 'ÉT', '', 'XY'];
    const index = codeIndex(codes);
    codes.forEach((code, i) => assert.equal(index.positionOf(code), i, JSON.stringify(code)));
    for (const code of ['ab', 'EF', 'EFGH', 'A', 'ZZ']) assert.equal(index.positionOf(code), -1, code);
  });

  test('a repeated code is found at its last position, as in a map built from the list', () => {
    const codes = ['AB', 'CD', 'AB', 'x', 'x'];
    assert.equal(codeIndex(codes).positionOf('AB'), new Map(codes.map((c, i) => [c, i])).get('AB'));
    assert.equal(codeIndex(codes).positionOf('x'), 4);
    assert.equal(codeIndex([]).positionOf('AB'), -1);
  });
});
